import Testing
@testable import Cassowary

@Suite("Errors leave the solver as it was")
struct ErrorTests {
    @Test func duplicateAndUnknownConstraints() throws {
        let x = Variable("x")
        var solver = Solver()
        let c = x == 1
        try solver.add(c)
        #expect(throws: SolverError.duplicateConstraint(c)) { try solver.add(c) }
        let other = x >= 0
        #expect(throws: SolverError.unknownConstraint(other)) { try solver.remove(other) }
        #expect(throws: SolverError.unknownConstraint(other)) { try solver.setConstant(3, of: other) }
        #expect(throws: SolverError.unknownConstraint(other)) { try solver.setPriority(.weak, of: other) }
    }

    /// A batch that gives one constraint twice is refused whole, in the order made or not, and the
    /// solver is as it was; a batch of many priorities reserves a level for each.
    @Test func aBatchGivingAConstraintTwiceIsRefused() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        let a = x >= 1, b = y == 2, c = (x == 5).withPriority(.weak)
        try solver.add(x <= 10)
        let before = solver.constraints.count
        #expect(throws: SolverError.duplicateConstraint(a)) { try solver.add([a, b, a]) }
        #expect(throws: SolverError.duplicateConstraint(a)) { try solver.add([b, a, c, a]) }
        #expect(throws: SolverError.duplicateConstraint(b)) { try solver.add([b, b]) }
        #expect(solver.constraints.count == before && !solver.contains(a) && !solver.contains(b))
        try solver.add([c, b, a])  // out of order, no repeat
        #expect(solver.value(of: x) == 5 && solver.value(of: y) == 2)
        let levels = (1...12).map { (x == Double($0)).withPriority(Priority(Double(300 + $0))) }
        try solver.add(levels)
        #expect(solver.value(of: x) == 10)
        // More distinct priorities than the scan keeps (a set takes over), each its own level.
        let manyLevels = (1...40).map { (y <= Double($0)).withPriority(Priority(Double(400 + $0))) }
        try solver.add(manyLevels)
        #expect(solver.value(of: y) == 2)
        try solver.remove(b)
        #expect(solver.value(of: y) <= 1)  // every y <= k holds
    }

    @Test func editVariableErrors() throws {
        let x = Variable("x")
        var solver = Solver()
        #expect(throws: SolverError.requiredEditVariable(x)) { try solver.addEditVariable(x, priority: .required) }
        #expect(throws: SolverError.invalidPriority(0)) { try solver.addEditVariable(x, priority: 0) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
        try solver.addEditVariable(x)
        #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x) }
        #expect(throws: SolverError.nonFiniteValue(.infinity)) { try solver.suggestValue(.infinity, for: x) }
    }

    @Test func invalidNumbersAndPriorities() throws {
        let x = Variable("x")
        var solver = Solver()
        #expect(throws: SolverError.invalidPriority(1001)) { try solver.add((x == 1).withPriority(1001)) }
        #expect(throws: SolverError.invalidPriority(-5)) { try solver.add((x == 1).withPriority(-5)) }
        #expect(throws: SolverError.nonFiniteValue(-.infinity)) { try solver.add(x == .infinity) }
        #expect(throws: (any Error).self) { try solver.add(x / 0 == 1) }
        let c = (x == 1).withPriority(.weak)
        try solver.add(c)
        #expect(throws: SolverError.invalidPriority(.required)) { try solver.setPriority(.required, of: c) }
        let r = x >= 0
        try solver.add(r)
        #expect(throws: SolverError.invalidPriority(.weak)) { try solver.setPriority(.weak, of: r) }
        do {
            try solver.setConstant(.nan, of: r)
            Issue.record("expected an error")
        } catch {
            guard case .nonFiniteValue(let value) = error else { Issue.record("\(error)"); return }
            #expect(value.isNaN)
        }
    }

    @Test func unsatisfiableAddNamesAMinimalConflict() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        var solver = Solver()
        let a = x >= 10, unrelated = z == 4, b = y == x + 5
        try solver.add([a, unrelated, b])
        let c = y <= 12
        do {
            try solver.add(c)
            Issue.record("expected a conflict")
        } catch {
            #expect(error == .unsatisfiable(conflict: [a, b, c]))
        }
    }

    @Test func conflictingRedundantEqualityIsCaught() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        let a: Constraint = x == y, b = y == 5
        try solver.add(a)
        try solver.add(b)
        let c = x == 6
        #expect(throws: SolverError.unsatisfiable(conflict: [a, b, c])) { try solver.add(c) }
        #expect(solver.value(of: x) == 5)
    }

    @Test func theDeletionFilterMinimisesWideCandidateSets() throws {
        // Candidates wider than needed (every constraint) must still come back minimal.
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        let keep1 = x >= 10, noise1 = y >= 0, noise2 = y <= 100, keep2 = x <= 20
        try solver.add([keep1, noise1, noise2, keep2])
        let failing = x == 30
        let all = [keep1, noise1, noise2, keep2].map(\.id)
        let conflict = solver.engine.minimalConflict(for: EngineFailure(constraint: failing, candidates: all))
        #expect(conflict == [keep2, failing])
    }

    /// A twin that sees every call that succeeds, and none of those that fail, must agree bit for bit.
    @Test func failedCallsChangeNothingObservable() throws {
        var g = SeededGenerator(seed: 99)
        var failures = 0
        for round in 0..<40 {
            let vars = (0..<4).map { Variable("v\($0)") }
            var solver = Solver()
            var twin = Solver()
            for _ in 0..<8 {
                let c = RandomizedTests.randomConstraint(vars, &g)
                if (try? solver.add(c)) != nil { try twin.add(c) }
            }
            try solver.addEditVariable(vars[0], priority: .medium)
            try twin.addEditVariable(vars[0], priority: .medium)
            for _ in 0..<10 {
                let c = RandomizedTests.randomConstraint(vars, &g).withPriority(.required)
                var before = solver.engine.dump
                var statistics = solver.statistics
                do {
                    try solver.add(c)
                    try twin.add(c)
                } catch {
                    failures += 1
                    #expect(solver.engine.dump == before, "round \(round)")
                    #expect(solver.statistics == statistics, "round \(round)")
                }
                // A batch that fails at its last constraint leaves nothing behind either.
                before = solver.engine.dump
                statistics = solver.statistics
                #expect(throws: (any Error).self) { try solver.add([vars[1] >= 1, vars[2] == 3, vars[1] <= 0]) }
                #expect(solver.engine.dump == before, "round \(round)")
                #expect(solver.statistics == statistics, "round \(round)")
                if let required = solver.constraints.filter({ $0.priority.isRequired }).randomElement(using: &g) {
                    let constant = required.expression.constant + Double(Int.random(in: -30...30, using: &g))
                    do {
                        try solver.setConstant(constant, of: required)
                        try twin.setConstant(constant, of: required)
                    } catch {
                        failures += 1
                        #expect(solver.engine.dump == before, "round \(round)")
                    }
                }
            }
            #expect(solver.engine.invariantViolations() == [])
            for value in [-5.0, 3, 17.5] {
                try solver.suggestValue(value, for: vars[0])
                try twin.suggestValue(value, for: vars[0])
                for v in vars {
                    #expect(solver.value(of: v).bitPattern == twin.value(of: v).bitPattern, "round \(round)")
                }
            }
        }
        #expect(failures > 50, "the test must exercise failures")
    }
}
