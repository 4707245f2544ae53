import Testing
@testable import Cassowary

/// Removing constraints returns the engine's structures to what they were (cassowary-rs #16,
/// kasuari #37, kiwi #154 report growth under churn).
@Suite("No growth under churn")
struct ChurnTests {
    @Test func addAndRemoveReturnsToTheStartingSize() throws {
        let left = Variable("left"), width = Variable("width")
        var solver = Solver()
        try solver.add(left >= 0)
        try solver.add((width == 100).withPriority(.weak))
        let baseline = solver.statistics
        let extra = (0..<50).map { Variable("extra\($0)") }
        var added: [Constraint] = []
        for (i, v) in extra.enumerated() {
            let c = i % 3 == 0 ? (v == left + width + Double(i)) : (v >= left).withPriority(i % 2 == 0 ? .strong : 333)
            try solver.add(c)
            added.append(c)
        }
        try solver.addEditVariable(extra[0], priority: .medium)
        try solver.removeEditVariable(extra[0])
        for c in added.reversed() { try solver.remove(c) }
        let after = solver.statistics
        #expect(after.rows == baseline.rows)
        #expect(after.symbols == baseline.symbols)
        #expect(after.cells == baseline.cells)
        #expect(after.variables == baseline.variables)
        #expect(after.constraints == baseline.constraints)
        #expect(after.priorityLevels == baseline.priorityLevels)
        #expect(solver.engine.invariantViolations() == [])
    }

    @Test func repeatedChurnDoesNotGrowCapacity() throws {
        var g = SeededGenerator(seed: 5)
        let vars = (0..<8).map { Variable("v\($0)") }
        var solver = Solver()
        for v in vars { try solver.add((v == 0).withPriority(.weak)) }
        var capacities: [Int] = []
        for _ in 0..<30 {
            var added: [Constraint] = []
            for _ in 0..<20 {
                let c = RandomizedTests.randomConstraint(vars, &g)
                if (try? solver.add(c)) != nil { added.append(c) }
            }
            for c in added.shuffled(using: &g) { try solver.remove(c) }
            let s = solver.statistics
            capacities.append(s.symbolCapacity + s.rowCapacity)
            #expect(s.rows <= vars.count && s.constraints == vars.count)
        }
        // The high-water mark settles: the last ten rounds reuse what earlier rounds freed.
        #expect(capacities.suffix(10).max()! <= capacities.prefix(20).max()!)
    }
}
