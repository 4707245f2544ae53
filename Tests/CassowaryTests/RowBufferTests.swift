import Testing
@testable import Cassowary

/// Rows' buffers under churn: merges copy into a row's own buffer, which is reallocated with room
/// to grow only when outgrown, or when it has become far larger than the row.
@Suite("Row buffers")
struct RowBufferTests {
    /// A chain churned by removing and re-adding random links: no row keeps a buffer above
    /// `Scratch.keptCapacity` of its cells, and all rows together hold at most half as much again as
    /// their cells and a few cells of room each (a policy of twice the cells, tried for speed, left
    /// rows twice their cells after churn at no gain in speed).
    @Test func rowBuffersStayBoundedUnderChurn() throws {
        let n = 80
        let xs = (0...n).map { Variable("x\($0)") }
        var solver = Solver()
        var links: [Constraint] = []
        try solver.add(xs[0] == 0)
        for i in 0..<n {
            let c = xs[i + 1] >= xs[i] + 1
            try solver.add(c); links.append(c)
            try solver.add((xs[i + 1] == Double(i)).withPriority(.weak))
        }
        var g = SeededGenerator(seed: 3)
        for _ in 0..<400 {
            let k = Int.random(in: 0..<n, using: &g)
            try solver.remove(links[k])
            try solver.add(links[k])
        }
        var over = 0, capacity = 0, cells = 0, rows = 0
        for slot in solver.engine.tableau.rows.indices where solver.engine.tableau.rowBasic[slot] != .none {
            let row = solver.engine.tableau.rows[slot]
            capacity += row.cells.capacity
            cells += row.cells.count
            rows += 1
            if row.cells.capacity > Scratch.keptCapacity(for: row.cells.count) { over += 1 }
        }
        #expect(over == 0)
        #expect(cells > 0)
        #expect(capacity <= cells + cells / 2 + 6 * rows, "capacity \(capacity) for \(cells) cells in \(rows) rows")
        #expect(solver.engine.invariantViolations() == [])
    }
}
