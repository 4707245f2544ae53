import Testing
@testable import Cassowary

/// What a suggestion round keeps between rounds while the tableau's structure stands: the compiled
/// refresh plan (`RefreshPlan.steps`), the rows each edit's constant shifts (`ShiftPlans`) and the
/// variable behind each reported symbol (`SymbolTable.variables`). Each test changes the
/// structure in a way that makes a kept answer wrong, and checks the next round against values
/// worked out by hand or by a solver that kept nothing.
@Suite("What suggestion rounds keep")
struct SuggestCacheTests {
    /// The same grid built afresh and given only `width`: a solver with nothing cached.
    static func freshGridValues(rows: Int, width: Double) throws -> [Double] {
        var (solver, w, cards) = try GridTests.grid(rows: rows)
        try solver.suggestValue(width, for: w)
        return cards.flatMap { $0 }.map { solver.value(of: $0) }
    }

    @Test func aCompiledPlanGivesTheValuesOfAFreshSolverToTheBit() throws {
        var (solver, width, cards) = try GridTests.grid(rows: 12)
        for value in [400.0, 1200, 700, 950] {
            try solver.suggestValue(value, for: width)
            _ = solver.takeChanges()
            let values = cards.flatMap { $0 }.map { solver.value(of: $0) }
            #expect(values == (try Self.freshGridValues(rows: 12, width: value)))
        }
        #expect(solver.engine.cache.plan.isCompiled, "the third round onward replays a compiled plan")
        #expect(solver.engine.cache.plan.steps.count == solver.engine.cache.plan.order.count)
        #expect(solver.engine.invariantViolations() == [])
    }

    @Test func aNewRowReferringToTheGridIsNotMissedByTheCompiledPlan() throws {
        var (solver, width, cards) = try GridTests.grid(rows: 6)
        for value in [400.0, 600, 800] { try solver.suggestValue(value, for: width) }
        #expect(solver.engine.cache.plan.isCompiled)
        let total = Variable("total")
        try solver.add(total == cards[5][9] * 2 + 1)
        for value in [1208.0, 308] {
            try solver.suggestValue(value, for: width)
            #expect(solver.value(of: total) == 2 * ((value - 88) / 10) + 1)
        }
        #expect(solver.engine.invariantViolations() == [])
    }

    @Test func anEditsShiftPlanFollowsItsColumnWhenRowsComeAndGo() throws {
        var (solver, width, cards) = try GridTests.grid(rows: 4)
        try solver.suggestValue(400, for: width)
        try solver.suggestValue(500, for: width)
        #expect(!solver.engine.shifts.plans.isEmpty, "the edit's column was recorded")
        // A fifth row: the width's marker now appears in more rows than the plan lists.
        let x = (0..<10).map { Variable("r4c\($0).x") }
        let w = (0..<10).map { Variable("r4c\($0).w") }
        var added: [Constraint] = []
        for c in 0..<10 {
            added.append(c == 0 ? x[c] == 8 : x[c] == x[c - 1] + w[c - 1] + 8)
            added.append(c == 0 ? w[c] >= 10 : w[c] == w[c - 1])
        }
        added.append(x[9] + w[9] + 8 == width)
        for c in added { try solver.add(c) }
        try solver.suggestValue(1208, for: width)
        for card in w + cards[0] { #expect(abs(solver.value(of: card) - 112) < 1e-9) }
        // And the row taken out again: the plan must forget its slots.
        for c in added.reversed() { try solver.remove(c) }
        try solver.suggestValue(308, for: width)
        try solver.suggestValue(408, for: width)
        for card in cards[3] { #expect(abs(solver.value(of: card) - 32) < 1e-9) }
        #expect(solver.engine.invariantViolations() == [])
    }

    @Test func moreEditsThanPlansAreStillShiftedRight() throws {
        // Twelve independent edits, more than `ShiftPlans.capacity`: plans are replaced round robin.
        var solver = Solver()
        let edits = (0..<12).map { Variable("e\($0)") }
        let sums = (0..<12).map { Variable("s\($0)") }
        for i in 0..<12 {
            try solver.addEditVariable(edits[i], priority: .strong)
            try solver.add(sums[i] == edits[i] + edits[(i + 1) % 12])
        }
        #expect(ShiftPlans.capacity < edits.count)
        for round in 0..<4 {
            for i in 0..<12 { try solver.suggestValue(Double(round * 100 + i), for: edits[i]) }
            for i in 0..<12 {
                #expect(solver.value(of: sums[i]) == Double(2 * round * 100 + i + (i + 1) % 12))
            }
        }
        #expect(solver.engine.shifts.plans.count <= ShiftPlans.capacity)
        #expect(solver.engine.invariantViolations() == [])
    }

    @Test func aReusedSymbolIsReportedUnderItsNewVariable() throws {
        var solver = Solver()
        let x = Variable("x")
        let fixX = x == 5
        try solver.add(fixX)
        #expect(solver.takeChanges() == [VariableChange(variable: x, value: 5)])
        let symbolOfX = solver.engine.registry.variables[x.id]!.symbol
        try solver.remove(fixX)   // x leaves; its symbol is freed, and is reused next
        let y = Variable("y")
        try solver.add(y == 7)
        #expect(solver.engine.registry.variables[y.id]!.symbol == symbolOfX)
        let changes = solver.takeChanges()
        #expect(changes.contains(VariableChange(variable: y, value: 7)))
        #expect(!changes.contains { $0.variable == x && $0.value != 0 })
    }

    @Test func takingChangesIntoALongerBufferShortensIt() throws {
        var (solver, x, _) = try ChainTests.chain(10)
        var buffer: [VariableChange] = []
        try solver.suggestValue(5, for: x[0])
        solver.takeChanges(into: &buffer)
        #expect(buffer.count == 10)
        try solver.add(x[9] <= 1000)   // changes nothing
        solver.takeChanges(into: &buffer)
        #expect(buffer.isEmpty)
        try solver.suggestValue(6, for: x[0])
        solver.takeChanges(into: &buffer)
        #expect(buffer.map(\.value) .sorted() == (0..<10).map { 6 + 10 * Double($0) })
    }

    /// `takeChanges(into:)` writes over what the buffer holds: the same variables in the same places
    /// (only values change), other variables, fewer or more entries, and a dropped variable's 0.
    @Test func takingChangesIntoAReusedBufferGivesWhatAFreshCallGives() throws {
        var (solver, x, _) = try ChainTests.chain(6)
        var twin = solver
        let strangers = (0..<9).map { VariableChange(variable: Variable("stranger\($0)"), value: -1) }
        var buffer = strangers
        for (round, value) in [5.0, 6, 6, 40].enumerated() {
            try solver.suggestValue(value, for: x[0])
            try twin.suggestValue(value, for: x[0])
            if round == 2 {
                // A variable of its own, then dropped: reported with 0 ahead of the others.
                let extra = Variable("extra")
                let c = extra == 3
                try solver.add(c); try twin.add(c)
                solver.takeChanges(into: &buffer); _ = twin.takeChanges()
                #expect(buffer.contains(VariableChange(variable: extra, value: 3)))
                try solver.remove(c); try twin.remove(c)
            }
            solver.takeChanges(into: &buffer)
            let fresh = twin.takeChanges()
            #expect(buffer == fresh, "round \(round)")
            if round == 0 { buffer += strangers }   // longer than the next call's changes
        }
    }

    /// Two edit variables suggested in turn (a width, then a height) touch different rows: each
    /// keeps its own plan, and every round after the first two replays one, with the values of a
    /// solver that kept nothing; an added constraint changes the structure, and the kept plans go.
    @Test func twoEditsInTurnEachReplayTheirOwnPlan() throws {
        func build() throws -> (Solver, Variable, Variable, [Variable]) {
            var solver = Solver()
            let width = Variable("width"), height = Variable("height")
            let xs = (0..<6).map { Variable("x\($0)") }, ys = (0..<6).map { Variable("y\($0)") }
            for (k, v) in xs.enumerated() { try solver.add(v == width * (Double(k) / 6) + 2) }
            for (k, v) in ys.enumerated() { try solver.add(v == height * (Double(k) / 6) - 3) }
            try solver.addEditVariable(width, priority: .strong)
            try solver.addEditVariable(height, priority: .strong)
            return (solver, width, height, xs + ys)
        }
        var (solver, width, height, all) = try build()
        let rounds: [(Double, Double)] = [(300, 500), (320, 480), (700, 90), (10, 1000)]
        for (k, (w, h)) in rounds.enumerated() {
            try solver.suggestValue(w, for: width)
            try solver.suggestValue(h, for: height)
            if k >= 1 {
                #expect(solver.engine.cache.earlierPlans.count == 1, "the width's plan is kept beside the height's")
                #expect(solver.engine.cache.earlierPlans.first?.stamp == solver.engine.structureStamp)
            }
            if k >= 2 {
                // A plan is compiled on its first replay only: both compiled means both replayed.
                #expect(solver.engine.cache.plan.isCompiled, "the height's plan was replayed")
                #expect(solver.engine.cache.earlierPlans.first?.isCompiled == true, "the width's plan was replayed")
            }
            var (fresh, fw, fh, freshAll) = try build()
            try fresh.suggestValue(w, for: fw)
            try fresh.suggestValue(h, for: fh)
            // Constants shifted round after round carry their rounding: equal to 1e-9, not to the bit.
            for (a, b) in zip(all, freshAll) { #expect(abs(solver.value(of: a) - fresh.value(of: b)) < 1e-9, "\(a)") }
        }
        #expect(solver.engine.cache.plan.isCompiled)
        #expect(solver.engine.invariantViolations() == [])
        try solver.add(all[0] <= 10_000)
        try solver.suggestValue(5, for: width)
        #expect(solver.engine.cache.earlierPlans.isEmpty, "plans of an older structure are dropped")
        #expect(abs(solver.value(of: all[1]) - (5.0 / 6 + 2)) < 1e-9)
    }
}
