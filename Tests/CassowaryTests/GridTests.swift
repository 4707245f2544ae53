import Testing
@testable import Cassowary

/// Rows of equal-width cards that all meet one shared width (an edit variable): the shape that made
/// building quadratic, because each row's width equation pivoted the first row's slack into every
/// later row. Expected values by hand: with `cards` per row, 8 between and at both ends,
/// `cards·w + (cards + 1)·8 = width`.
@Suite("Grids that share one width")
struct GridTests {
    static func grid(rows: Int, cards: Int = 10) throws -> (Solver, Variable, [[Variable]]) {
        var solver = Solver()
        let width = Variable("width")
        try solver.addEditVariable(width, priority: .strong)
        try solver.add(width >= 100)
        var widths: [[Variable]] = []
        for r in 0..<rows {
            let x = (0..<cards).map { Variable("r\(r)c\($0).x") }
            let w = (0..<cards).map { Variable("r\(r)c\($0).w") }
            for c in 0..<cards {
                try solver.add(c == 0 ? x[c] == 8 : x[c] == x[c - 1] + w[c - 1] + 8)
                try solver.add(c == 0 ? w[c] >= 10 : w[c] == w[c - 1])
            }
            try solver.add(x[cards - 1] + w[cards - 1] + 8 == width)
            widths.append(w)
        }
        return (solver, width, widths)
    }

    @Test func widthsFollowTheSharedWidth() throws {
        var (solver, width, widths) = try Self.grid(rows: 30)
        // Nothing suggested yet: the narrowest the cards allow, 10 each: 10·10 + 11·8 = 188.
        #expect(abs(solver.value(of: width) - 188) < 1e-9)
        try solver.suggestValue(1208, for: width)
        for row in widths { for w in row { #expect(abs(solver.value(of: w) - 112) < 1e-9) } }   // (1208 - 88) / 10
        #expect(solver.engine.invariantViolations() == [])
    }

    @Test func addingARowCostsNoPivotThroughEveryEarlierRow() throws {
        let (small, _, _) = try Self.grid(rows: 20)
        let (large, _, _) = try Self.grid(rows: 80)
        // A row's width equation holds as it is added (its constant is 0 once the shared width is
        // substituted), so it is solved for its own slack without phase one: the pivot count does
        // not grow with the rows. (It used to take a phase-one pivot per row, each through every
        // earlier row: quadratic.)
        #expect(small.engine.pivotCount < 10)
        #expect(large.engine.pivotCount == small.engine.pivotCount)
    }
}
