import Testing
@testable import Cassowary

/// A suggestion round replays the order in which the last refresh settled the external rows
/// (`RefreshPlan`). These tests change the tableau's shape between rounds in each way that can
/// make a recorded order wrong, and check that the next round's values are the hand-computed ones.
@Suite("The refresh plan of suggestion rounds")
struct RefreshPlanTests {
    /// A chain `x[i] == x[i-1] + 10` with `x[0]` an edit variable, and two rounds already
    /// suggested, so the plan is recorded and replayed once.
    static func replayingChain(_ n: Int) throws -> (Solver, [Variable]) {
        var (solver, x, _) = try ChainTests.chain(n)
        try solver.suggestValue(1, for: x[0])
        try solver.suggestValue(2, for: x[0])
        _ = solver.takeChanges()
        #expect(solver.engine.cache.plan.stamp == solver.engine.structureStamp)
        #expect(solver.engine.cache.plan.order.count == n)
        return (solver, x)
    }

    @Test func aSecondRoundReplaysTheFirstsOrder() throws {
        var (solver, x) = try Self.replayingChain(50)
        let before = solver.engine.cache.plan.order
        try solver.suggestValue(30, for: x[0])
        #expect(solver.engine.cache.plan.order == before)
        #expect(solver.value(of: x[49]) == 30 + 490)
        #expect(solver.takeChanges().count == 50)
        #expect(solver.engine.invariantViolations() == [])
    }

    @Test func aNewRowThatFollowsTheChainIsEvaluated() throws {
        var (solver, x) = try Self.replayingChain(50)
        let tail = Variable("tail")
        try solver.add(tail == x[49] + 5)      // a row the recorded order does not list
        try solver.suggestValue(100, for: x[0])
        #expect(solver.value(of: tail) == 100 + 490 + 5)
        try solver.suggestValue(200, for: x[0])   // and the order recorded with it replays
        #expect(solver.value(of: tail) == 200 + 490 + 5)
        #expect(solver.engine.invariantViolations() == [])
    }

    @Test func aRemovedLinkLeavesTheOrder() throws {
        var (chain, y, links) = try ChainTests.chain(50)
        try chain.suggestValue(1, for: y[0])
        try chain.suggestValue(2, for: y[0])
        try chain.remove(links[29])            // y30 no longer follows y29
        try chain.add((y[30] == 7).withPriority(.weak))
        try chain.suggestValue(100, for: y[0])
        #expect(chain.value(of: y[29]) == 100 + 290)
        #expect(chain.value(of: y[30]) == 7)
        #expect(chain.value(of: y[49]) == 7 + 190)
        #expect(chain.engine.invariantViolations() == [])
    }

    @Test func aChangedConstantKeepsThePlanAndMovesTheValues() throws {
        var (chain, y, links) = try ChainTests.chain(50)
        try chain.suggestValue(1, for: y[0])
        try chain.suggestValue(2, for: y[0])
        try chain.setConstant(-25, of: links[9])   // y10 == y9 + 25
        try chain.suggestValue(100, for: y[0])
        #expect(chain.value(of: y[9]) == 100 + 90)
        #expect(chain.value(of: y[49]) == 100 + 490 + 15)
        #expect(chain.engine.invariantViolations() == [])
    }

    @Test func aFailedCallThatRollsBackLeavesNoStalePlan() throws {
        var (solver, x) = try Self.replayingChain(20)
        // Contradicts x[19] == x[0] + 190 while x[0] is held at 2 only by a strong edit: fine.
        // A required contradiction is rolled back and must not disturb the next round.
        #expect(throws: SolverError.self) { try solver.add(x[19] == x[0] + 1) }
        try solver.suggestValue(40, for: x[0])
        #expect(solver.value(of: x[19]) == 40 + 190)
        #expect(solver.engine.invariantViolations() == [])
    }

    @Test func aSecondEditVariableChangesTheRoots() throws {
        var (solver, x) = try Self.replayingChain(20)
        let other = Variable("other")
        try solver.addEditVariable(other, priority: .strong)
        let sum = Variable("sum")
        try solver.add(sum == other + x[19])
        try solver.suggestValue(5, for: other)
        try solver.suggestValue(3, for: x[0])
        #expect(solver.value(of: sum) == 5 + 3 + 190)
        try solver.suggestValue(6, for: other)
        try solver.suggestValue(4, for: x[0])
        #expect(solver.value(of: sum) == 6 + 4 + 190)
        try solver.suggestValue(7, for: other)   // only one root this time
        #expect(solver.value(of: sum) == 7 + 4 + 190)
        #expect(solver.engine.invariantViolations() == [])
    }

    @Test func roundsThatPivotAreEvaluatedAfresh() throws {
        // x[10] <= 150 stops the chain: a suggestion beyond 50 pivots the edit's error into the
        // basis, and one below pivots it out again, so consecutive rounds change the tableau's shape.
        var (solver, x, _) = try ChainTests.chain(30)
        try solver.add(x[10] <= 150)
        for (round, suggested) in [20.0, 200, 30, 300, 40, 40, 500, 10].enumerated() {
            try solver.suggestValue(suggested, for: x[0])
            let start = min(suggested, 50)
            for i in [0, 5, 10, 29] {
                #expect(solver.value(of: x[i]) == start + 10 * Double(i), "round \(round), x\(i)")
            }
            _ = solver.takeChanges()
        }
        #expect(solver.engine.invariantViolations() == [])
    }

    @Test func theStampMovesWithEveryChangeOfShapeAndOnlyThen() throws {
        var (solver, x, links) = try ChainTests.chain(30)
        try solver.add(x[10] <= 150)
        try solver.suggestValue(20, for: x[0])
        var stamp = solver.engine.structureStamp
        func changed() -> Bool {
            defer { stamp = solver.engine.structureStamp }
            return solver.engine.structureStamp != stamp
        }
        try solver.suggestValue(30, for: x[0])
        #expect(!changed(), "a suggestion within bounds shifts constants only")
        try solver.setConstant(-12, of: links[3])
        #expect(!changed(), "so does a new constant")
        try solver.suggestValue(300, for: x[0])
        #expect(changed(), "the limit is reached: the dual simplex pivots")
        try solver.remove(links[20])
        #expect(changed(), "a row leaves")
        try solver.add(x[21] == x[20] + 1)
        #expect(changed(), "a row comes (on the released symbols)")
        #expect(throws: SolverError.self) { try solver.add(x[21] == x[20] + 2) }
        // Rolling a failed call back counts as changes too (the stamp only ever grows), so the
        // next round searches afresh.
        #expect(changed())
        try solver.suggestValue(10, for: x[0])
        #expect(solver.value(of: x[29]) == 10 + 290 + 2 - 9)
        #expect(solver.engine.invariantViolations() == [])
    }
}
