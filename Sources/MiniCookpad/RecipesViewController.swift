import Layout

/// The recipe list (`RecipesViewController`): in a navigation controller titled "Recipes", a table
/// of self-sized ``RecipesCell``s, its top on the safe area's top, its bottom on the view's bottom,
/// its sides on the safe area's sides.
public final class RecipesViewController {
    /// The window, root view and navigation bar.
    public let controller: ViewController
    /// The list: self-sizing rows (`UITableView.automaticDimension`).
    public let tableView = TableView()
    /// One cell per recipe, in order.
    public private(set) var cells: [RecipesCell] = []
    /// The recipes the list shows, in order.
    public private(set) var recipes: [Recipe]

    /// Builds the screen on `device` with `recipes` (the samples by default). `imageBottomPriority`
    /// goes to every cell (`.required` reproduces the tutorial's run-time conflict).
    public init(device: Device, recipes: [Recipe] = Recipe.samples,
                imageBottomPriority: LayoutPriority = RecipesCell.defaultImageBottomPriority) throws(MiniCookpadError)
    {
        controller = ViewController(device: device, hasNavigationBar: true, title: "Recipes")
        self.recipes = recipes
        let view = controller.view
        view.name = "view"
        view.backgroundColor = Palette.background
        tableView.name = "tableView"
        tableView.backgroundColor = Palette.background
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.rowHeight = TableView.automaticDimension
        view.addSubview(tableView)
        let safe = view.safeAreaLayoutGuide
        try MiniCookpadError.activate([
            tableView.topAnchor.constraint(equalTo: safe.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ])
        try reloadData(imageBottomPriority: imageBottomPriority)
    }

    /// Makes a cell per recipe and hands them to the table, as `reloadData()` with the data source.
    private func reloadData(imageBottomPriority: LayoutPriority) throws(MiniCookpadError) {
        var made: [RecipesCell] = []
        for (row, recipe) in recipes.enumerated() {
            let cell = try RecipesCell(recipe: recipe, width: controller.device.size.width,
                                       imageBottomPriority: imageBottomPriority)
            cell.name = "recipesCell[\(row)]"
            made.append(cell)
        }
        cells = made
        tableView.setCells(made)
    }

    /// The title in the navigation bar.
    public var title: String? { controller.title }
}
