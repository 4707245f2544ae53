import Testing
@testable import Cassowary

/// `Row.add(_:times:)`, the merge phase one substitutes with, against adding the cells one by one.
@Suite("Adding a multiple of a row")
struct RowTests {
    @Test func aMergeEqualsAddingTheCellsOneByOne() {
        var g = SeededGenerator(seed: 3)
        for _ in 0..<200 {
            func randomRow() -> Row {
                var row = Row(constant: Double(Int.random(in: -50...50, using: &g)))
                for _ in 0..<Int.random(in: 0...12, using: &g) {
                    row.add(Symbol(Int.random(in: 0..<20, using: &g)), Double(Int.random(in: -4...4, using: &g)))
                }
                return row
            }
            var target = randomRow()
            let source = randomRow()
            let factor = [1.0, -1, 0.5, -2, 3][Int.random(in: 0..<5, using: &g)]
            var expected = target
            expected.constant += factor * source.constant
            for cell in source.cells { expected.add(cell.symbol, factor * cell.coefficient) }
            target.add(source, times: factor)
            #expect(target == expected)
            #expect(zip(target.cells, target.cells.dropFirst()).allSatisfy { $0.symbol < $1.symbol })
            #expect(target.cells.allSatisfy { !Tolerance.isNearZero($0.coefficient) })
        }
    }

    @Test func cellsThatCancelLeaveTheRow() {
        var row = Row(constant: 1, cells: [Cell(symbol: 1, coefficient: 2), Cell(symbol: 4, coefficient: -1)])
        row.add(Row(constant: 3, cells: [Cell(symbol: 1, coefficient: 1), Cell(symbol: 2, coefficient: 5)]), times: -2)
        #expect(row == Row(constant: -5, cells: [Cell(symbol: 2, coefficient: -10), Cell(symbol: 4, coefficient: -1)]))
    }
}
