@testable import Layout

/// A table of `cells` on an iPhone SE in a navigation controller: from the safe area's top (20 +
/// 44 = 64) and sides to the view's bottom (603 high), or, with `fillsView`, on the view's edges.
func listScreen(cells: [TableViewCell], fillsView: Bool = false) throws -> (ViewController, TableView) {
    let controller = ViewController(device: .iPhoneSE, hasNavigationBar: true)
    let table = TableView()
    table.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(table)
    let view = controller.view, safe = view.safeAreaLayoutGuide
    try LayoutConstraint.activate([
        table.topAnchor.constraint(equalTo: fillsView ? view.topAnchor : safe.topAnchor),
        table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        table.leadingAnchor.constraint(equalTo: fillsView ? view.leadingAnchor : safe.leadingAnchor),
        table.trailingAnchor.constraint(equalTo: fillsView ? view.trailingAnchor : safe.trailingAnchor),
    ])
    table.setCells(cells)
    return (controller, table)
}
