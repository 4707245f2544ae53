import Testing
@testable import Cassowary

/// A pivot updates only the column entries that change: `entering` leaves the row's slot,
/// `leaving` joins it, and cells the division takes below the tolerance leave it.
@Suite("Pivots and the column index")
struct PivotTests {
    @Test func cellsTheDivisionDropsLeaveTheirColumns() {
        var engine = Engine()
        let basic = engine.makeSymbol(.slack, owner: -1)
        let entering = engine.makeSymbol(.slack, owner: -1)
        let small = engine.makeSymbol(.slack, owner: -1)
        let kept = engine.makeSymbol(.slack, owner: -1)
        // basic = 5 + 1e9·entering + 1·small + 2e9·kept: solved for `entering`, small's and
        // basic's coefficients are 1e-9 (dropped) and kept's is -2 (kept).
        let row = Row(constant: 5, cells: [Cell(symbol: entering, coefficient: 1e9), Cell(symbol: small, coefficient: 1),
                                            Cell(symbol: kept, coefficient: 2e9)].sorted { $0.symbol < $1.symbol })
        let slot = engine.insertRow(row, basic: basic)
        engine.pivot(slot, entering: entering)
        #expect(engine.tableau.rowBasic[Int(slot)] == entering)
        #expect(engine.tableau.rows[Int(slot)].cells.map(\.symbol) == [kept])
        #expect(engine.tableau.columns.isEmpty(small))
        #expect(engine.tableau.columns.isEmpty(basic))
        #expect(engine.tableau.columns.isEmpty(entering))
        #expect(Array(engine.tableau.columns[Int(kept)]) == [slot])
    }

    @Test func aPivotKeepsTheOtherEntriesAndListsLeaving() {
        var engine = Engine()
        let basic = engine.makeSymbol(.slack, owner: -1)
        let entering = engine.makeSymbol(.slack, owner: -1)
        let other = engine.makeSymbol(.slack, owner: -1)
        let slot = engine.insertRow(Row(constant: 1, cells: [Cell(symbol: entering, coefficient: 2), Cell(symbol: other, coefficient: 3)]),
                                    basic: basic)
        engine.pivot(slot, entering: entering)
        #expect(Set(engine.tableau.rows[Int(slot)].cells.map(\.symbol)) == [basic, other])
        #expect(Array(engine.tableau.columns[Int(basic)]) == [slot])
        #expect(Array(engine.tableau.columns[Int(other)]) == [slot])
        #expect(engine.tableau.columns.isEmpty(entering))
    }
}
