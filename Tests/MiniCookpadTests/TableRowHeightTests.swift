import Layout
import Testing

@Suite("Table row heights are cached, as UITableView caches them")
struct TableRowHeightTests {
    /// A cell whose height follows a wrapping 12-point label pinned 10 from the top and bottom.
    private func textCell(_ text: String) throws -> (TableViewCell, LabelView) {
        let cell = TableViewCell(width: 200)
        let label = LabelView(text, font: .system(size: 12), numberOfLines: 0)
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(label)
        try LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 10),
            cell.contentView.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 10),
            cell.contentView.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 10),
        ])
        return (cell, label)
    }

    /// One line: 10 + 14.5 + 10 = 34.5, plus the half-point separator at 2x: 35. After the text
    /// grows to 30 hiragana (12.24 each; a 300 - 20 = 280 line holds 22), the row keeps 35 until
    /// the rows are reloaded; then two lines: 10 + 29 + 10 + 0.5 = 49.5.
    @Test func heightIsRefittedOnReloadOnly() throws {
        let controller = ViewController(device: Device(name: "test", size: Size(width: 300, height: 600),
                                                       safeAreaInsets: EdgeInsets(top: 20, bottom: 0), scale: 2))
        let table = TableView()
        table.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(table)
        try LayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: controller.view.topAnchor),
            table.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
            table.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        let (cell, label) = try textCell("あいう")
        table.setCells([cell])
        #expect(controller.layoutIfNeeded().isClean)
        #expect(cell.frame.height == 35)
        label.text = kana(30)
        controller.layoutIfNeeded()
        #expect(cell.frame.height == 35)  // the cached height, as UITableView keeps it
        table.reloadRowHeights()
        #expect(controller.layoutIfNeeded().isClean)
        #expect(cell.frame.height == 49.5)
        #expect(table.contentSize.height == 49.5)
    }
}
