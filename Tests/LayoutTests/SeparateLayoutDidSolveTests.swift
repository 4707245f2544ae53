import Testing
import TextLayout
@testable import Layout

@Suite("Rows with views that work after solving")
struct SeparateLayoutDidSolveTests {
    private func screen(_ cell: TableViewCell) throws -> (ViewController, TableView) {
        let (controller, table) = try listScreen(cells: [cell], fillsView: true)
        table.rowHeight = 200
        return (controller, table)
    }

    private func pin(_ view: View, to content: View) throws {
        view.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(view)
        try LayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: content.topAnchor),
            view.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            view.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: content.trailingAnchor),
        ])
    }

    @Test func aScrollViewsContentInsetInsideARow() throws {
        let cell = TableViewCell(width: 375, height: 44)
        let scroll = ScrollView()
        try pin(scroll, to: cell.contentView)
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(box)
        try LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: scroll.topAnchor),
            box.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        let (controller, _) = try screen(cell)
        controller.window.layoutIfNeeded()
        #expect(box.frame.minY == 0 && scroll.contentOffset == .zero)
        scroll.contentInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        controller.window.layoutIfNeeded()
        #expect(scroll.contentOffset == Point(x: 0, y: -20))
    }

    @Test func aNestedTablesRowHeightChanges() throws {
        let outer = TableViewCell(width: 375, height: 44)
        let inner = TableView()
        try pin(inner, to: outer.contentView)
        let innerCell = TableViewCell(width: 375, height: 44)
        inner.rowHeight = 60
        inner.setCells([innerCell])
        let (controller, _) = try screen(outer)
        controller.window.layoutIfNeeded()
        let before = innerCell.frame.height
        inner.rowHeight = 80
        controller.window.layoutIfNeeded()
    }
}
