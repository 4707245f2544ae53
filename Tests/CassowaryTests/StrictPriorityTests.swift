import Testing
@testable import Cassowary

/// Auto Layout's priorities are strict: no number of lower-priority constraints outweighs one of a
/// higher priority. kiwi folds strengths into one weight and gets this wrong (kiwi #28, #33, #110).
@Suite("Strict priorities")
struct StrictPriorityTests {
    @Test func oneAt751BeatsAnyNumberAt750() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add((x == 100).withPriority(751))
        for _ in 0..<1000 { try solver.add((x == 0).withPriority(750)) }
        #expect(solver.value(of: x) == 100)
    }

    @Test func weakConstraintsNeverOutvoteAStrongOne() throws {
        // With weights (strong 1e6, weak 1), two million weak errors would beat one strong error.
        let x = Variable("x")
        var solver = Solver()
        try solver.add((x == 1).withPriority(.strong))
        for _ in 0..<200 { try solver.add((x == 1_000_000).withPriority(.weak)) }
        #expect(solver.value(of: x) == 1)
    }

    @Test func withinALevelErrorsAddUp() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add((x == 0).withPriority(.medium))
        try solver.add((x == 10).withPriority(.medium))
        try solver.add((x == 10).withPriority(.medium))
        #expect(solver.value(of: x) == 10)
    }

    @Test func lowerLevelsStillDecideWhatHigherOnesLeaveOpen() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        try solver.add((x + y == 100).withPriority(.strong))
        try solver.add((x == 30).withPriority(.weak))
        #expect(solver.value(of: x) == 30)
        #expect(solver.value(of: y) == 70)
    }

    @Test func fractionalPrioritiesOrderStrictly() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add((x == 1).withPriority(999))
        try solver.add((x == 2).withPriority(999.5))
        #expect(solver.value(of: x) == 2)
    }

    @Test func inequalityErrorsOnlyCountViolations() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add((x >= 50).withPriority(.medium))
        try solver.add((x == 80).withPriority(.weak))
        #expect(solver.value(of: x) == 80)
        try solver.add((x <= 20).withPriority(.strong))
        #expect(solver.value(of: x) == 20)
    }
}
