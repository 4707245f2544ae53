import Testing
@testable import Cassowary

/// Long chains are where external rows refer to each other (`x[i] = x[i-1] + 10 - d[i]`) instead of
/// carrying every dummy back to the anchor. These tests change chains in the middle and check the
/// values against arithmetic done by hand: x[i] = x[0] + 10·i, with any changed link's constant.
@Suite("Chains and the split tableau")
struct ChainTests {
    static func chain(_ n: Int) throws -> (Solver, [Variable], [Constraint]) {
        let x = (0..<n).map { Variable("x\($0)") }
        var solver = Solver()
        try solver.add(x[0] >= 0)
        try solver.addEditVariable(x[0], priority: .strong)
        var links: [Constraint] = []
        for i in 1..<n {
            let link = x[i] == x[i - 1] + 10
            try solver.add(link)
            links.append(link)
        }
        return (solver, x, links)
    }

    @Test func suggestionsMoveTheWholeChain() throws {
        var (solver, x, _) = try Self.chain(600)
        try solver.suggestValue(5, for: x[0])
        #expect(solver.value(of: x[599]) == 5 + 10 * 599)
        let changes = solver.takeChanges()
        #expect(changes.count == 600)   // every value moved: x[0] from 0 to 5, and the rest with it
        #expect(solver.engine.invariantViolations() == [])
        #expect(solver.statistics.cells < 3_000)   // rows stay short: O(n), not O(n²)
    }

    @Test func changingALinkInTheMiddleMovesOnlyWhatFollows() throws {
        var (solver, x, links) = try Self.chain(300)
        _ = solver.takeChanges()
        try solver.setConstant(-25, of: links[249])   // x250 == x249 + 25
        #expect(solver.value(of: x[249]) == 2_490)
        #expect(solver.value(of: x[250]) == 2_515)
        #expect(solver.value(of: x[299]) == 2_990 + 15)
        let moved = Set(solver.takeChanges().map(\.variable))
        #expect(moved == Set(x[250...]))
        #expect(solver.engine.invariantViolations() == [])
    }

    @Test func cuttingTheChainFreesTheTail() throws {
        var (solver, x, links) = try Self.chain(300)
        try solver.remove(links[99])            // x100 is no longer tied to x99
        try solver.add((x[100] == 7).withPriority(.weak))
        #expect(solver.value(of: x[99]) == 990)
        #expect(solver.value(of: x[100]) == 7)
        #expect(solver.value(of: x[299]) == 7 + 10 * 199)
        try solver.add(x[100] == x[99] + 10)   // mend it: the required link beats the weak pull
        #expect(solver.value(of: x[299]) == 2_990)
        #expect(solver.engine.invariantViolations() == [])
    }

    @Test func removingEveryLinkReturnsToTheStart() throws {
        var (solver, _, links) = try Self.chain(400)
        var g = SeededGenerator(seed: 3)
        for link in links.shuffled(using: &g) { try solver.remove(link) }
        let stats = solver.statistics
        #expect(stats.constraints == 2 && stats.variables == 1)
        #expect(solver.engine.invariantViolations() == [])
    }

    @Test func aConflictAtTheEndOfALongChainIsMinimalAndChangesNothing() throws {
        var (solver, x, links) = try Self.chain(200)
        try solver.removeEditVariable(x[0])
        let pin = x[0] == 0
        try solver.add(pin)
        let before = solver.debugDescription
        let bad = x[199] == 5
        // x199 == 5 forces x0 = -1985, against both `x0 >= 0` and the pin: two minimal conflicts,
        // each with every link and the new constraint, and one of the two.
        do {
            try solver.add(bad)
            Issue.record("expected a conflict")
        } catch {
            guard case .unsatisfiable(let conflict) = error else { Issue.record("\(error)"); return }
            let floor = solver.constraints[0]   // x0 >= 0, added first
            #expect(conflict.count == links.count + 2)
            #expect(Set(links + [bad]).isSubset(of: Set(conflict)))
            #expect(Set(conflict).contains(pin) != Set(conflict).contains(floor))
            #expect(conflict.last == bad)   // reported in the order added
        }
        #expect(solver.debugDescription == before)
    }
}
