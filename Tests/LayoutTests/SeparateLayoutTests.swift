import Testing
import TextLayout
@testable import Layout

private final class InsetBox: View {
    var insets = EdgeInsets.zero
    override var alignmentRectInsets: EdgeInsets { insets }
}

@Suite("Rows laid out on their own (SeparateLayout)")
struct SeparateLayoutTests {
    /// A cell with one box 10.25 below the content view's top (a fraction of a pixel at 2x and 3x).
    private func boxCell(_ box: View = View()) throws -> (TableViewCell, View, LayoutConstraint) {
        let cell = TableViewCell(width: 375, height: 44)
        box.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16)
        try LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 10.25),
            leading,
            box.widthAnchor.constraint(equalToConstant: 40.25),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        return (cell, box, leading)
    }

    /// Turning pixel rounding on after a first layout rounds the rows' contents too.
    @Test func roundingTurnedOnRoundsTheRows() throws {
        let (cell, box, _) = try boxCell()
        let (controller, table) = try listScreen(cells: [cell])
        table.rowHeight = 60
        controller.window.layoutIfNeeded()
        #expect(box.frame.minY == 10.25)
        controller.window.layoutOptions.roundsToPixels = true
        controller.window.layoutIfNeeded()
        #expect(box.frame.minY != 10.25)  // a fresh tree with rounding on gives 10.5 (or 10)
    }

    /// A new scale rounds the rows' contents to the new grid.
    @Test func aNewScaleRoundsTheRowsAgain() throws {
        let (cell, box, _) = try boxCell()
        let (controller, table) = try listScreen(cells: [cell])
        table.rowHeight = 60
        table.separatorStyle = .none
        controller.window.layoutOptions.roundsToPixels = true
        controller.window.layoutIfNeeded()
        let at2x = box.frame
        controller.window.layoutOptions.scale = 3
        controller.window.layoutIfNeeded()

        let (freshCell, freshBox, _) = try boxCell()
        let (fresh, freshTable) = try listScreen(cells: [freshCell])
        freshTable.rowHeight = 60
        freshTable.separatorStyle = .none
        fresh.window.layoutOptions = LayoutOptions(scale: 3, roundsToPixels: true)
        fresh.window.layoutIfNeeded()
        #expect(at2x != freshBox.frame)
        #expect(box.frame == freshBox.frame)
    }

    /// Asking about ambiguity between a change and the next layout must not hide the change.
    @Test func ambiguityQueryDoesNotSwallowAChange() throws {
        let (cell, box, leading) = try boxCell()
        let (controller, table) = try listScreen(cells: [cell])
        table.rowHeight = 60
        controller.window.layoutIfNeeded()
        #expect(box.frame.minX == 16)
        leading.constant = 20
        _ = box.hasAmbiguousLayout
        controller.window.layoutIfNeeded()
        #expect(box.frame.minX == 20)
    }
    @Test func hidingAnArrangedViewInARow() throws {
        let recipe = try RecipeCell(bottomPriority: .defaultHigh)
        let (controller, table) = try listScreen(cells: [recipe.cell])
        table.rowHeight = 120
        controller.window.layoutIfNeeded()
        let before = recipe.stack.frame
        recipe.descriptionLabel.isHidden = true
        controller.window.layoutIfNeeded()
        #expect(recipe.stack.frame != before)
    }

    @Test func aRowMovedToAnotherTable() throws {
        let (cell, box, leading) = try boxCell()
        let (c1, t1) = try listScreen(cells: [cell])
        t1.rowHeight = 60
        c1.window.layoutIfNeeded()
        t1.setCells([])
        let (c2, t2) = try listScreen(cells: [cell])
        t2.rowHeight = 60
        leading.constant = 30
        c2.window.layoutIfNeeded()
        #expect(box.frame.minX == 30)
        #expect(cell.superview === t2)
    }
}

/// Counts, whenever a row's constraints are collected, how many rows of the table hold an engine.
final class CountingCell: TableViewCell {
    nonisolated(unsafe) static var peak = 0
    weak var table: TableView?
    override func appendSystemConstraints(_ context: LayoutContext, to result: inout [LayoutConstraint]) {
        super.appendSystemConstraints(context, to: &result)
        if let table {
            let held = table.cells.filter { $0.separateLayout?.state.holdsEngine == true }.count
            Self.peak = max(Self.peak, held)
        }
    }
}

@Suite("Rows hold their engines one at a time")
struct SeparateLayoutEngineTests {
    @Test func enginesHeldAtOnceDuringAFirstLayout() throws {
        let (controller, table) = try listScreen(cells: [], fillsView: true)
        let cells = (0..<50).map { _ in CountingCell(width: 375, height: 44) }
        for cell in cells {
            cell.table = table
            let box = View()
            box.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(box)
            try LayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 8),
                box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 8),
                box.heightAnchor.constraint(equalToConstant: 30),
                cell.contentView.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
            ])
        }
        table.setCells(cells)
        CountingCell.peak = 0
        controller.window.layoutIfNeeded()
        CountingCell.peak = 0
        table.reloadRowHeights()
        controller.window.layoutIfNeeded()
    }
}
