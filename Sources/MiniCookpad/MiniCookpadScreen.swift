import Cassowary
import Layout

/// The MiniCookpad screens by the names the command line uses (`trellis frames recipes-cell`).
public enum MiniCookpadScreen: String, CaseIterable, Sendable {
    /// The recipe list in its navigation controller, on a device.
    case recipes
    /// One list cell, alone, at a width.
    case recipesCell = "recipes-cell"
    /// The detail screen in its navigation controller, on a device.
    case recipeDetail = "recipe-detail"
    /// One ingredient row, alone, at a width.
    case ingredientRow = "ingredient-row"

    /// The screen called `name`.
    ///
    /// - Throws: ``MiniCookpadError/unknownScreen(_:)`` for any other name.
    public static func named(_ name: String) throws(MiniCookpadError) -> MiniCookpadScreen {
        guard let screen = MiniCookpadScreen(rawValue: name) else { throw .unknownScreen(name) }
        return screen
    }

    /// Whether the screen is a single cell or row (laid out at a width, fitted or at a fixed
    /// height) rather than a whole screen on a device.
    public var isRow: Bool { self == .recipesCell || self == .ingredientRow }
}

/// What to build a screen at: a size (or a device), and for rows an optional fixed height.
public struct ScreenRequest: Sendable {
    /// The screen's width in points; for rows, the row's (the table's) width.
    public var width: Double
    /// The screen's height in points; rows ignore it (they are fitted or take ``rowHeight``).
    public var height: Double
    /// The device whose safe area and scale the screen gets. `nil`: a device of the given size with
    /// a 20-point status bar at scale 2 (an iPhone SE-like screen).
    public var device: Device?
    /// For rows: a fixed height, laid out as UITableView lays out a row with `rowHeight` set (the
    /// content view pinned by the required `UIView-Encapsulated-Layout-Height`); `nil` fits the row.
    public var rowHeight: Double?
    /// The recipe to show; `nil` shows ``Recipe/sample``. The list shows this one recipe when set
    /// and ``recipes`` is `nil`.
    public var recipe: Recipe?
    /// Whether placeholder ("Remove at build time") constraints are kept, as on Xcode's canvas.
    public var designTime: Bool
    /// The recipes the list shows; `nil` shows ``Recipe/samples`` (or ``recipe`` alone if set).
    public var recipes: [Recipe]?
    /// Makes the cells' image-bottom constraint required instead of 750: with a ``rowHeight`` of 44
    /// (or the list's first pass at the estimated height) this reproduces UIKit's conflict.
    public var requiresImageBottom: Bool
    /// For the ingredient row: which of the recipe's ingredients (its index also picks the row's
    /// background: even grey, odd white).
    public var ingredientIndex: Int

    /// A request at `width` x `height`; the other settings default to the tutorial's (run time,
    /// the sample recipe, the image bottom at 750, the first ingredient).
    public init(width: Double, height: Double, device: Device? = nil, rowHeight: Double? = nil,
                recipe: Recipe? = nil, designTime: Bool = false, recipes: [Recipe]? = nil,
                requiresImageBottom: Bool = false, ingredientIndex: Int = 0)
    {
        self.width = width
        self.height = height
        self.device = device
        self.rowHeight = rowHeight
        self.recipe = recipe
        self.designTime = designTime
        self.recipes = recipes
        self.requiresImageBottom = requiresImageBottom
        self.ingredientIndex = ingredientIndex
    }

    /// A request for `device`'s screen: its size, safe area and scale.
    public init(device: Device, rowHeight: Double? = nil, recipe: Recipe? = nil, designTime: Bool = false) {
        self.init(width: device.size.width, height: device.size.height, device: device, rowHeight: rowHeight,
                  recipe: recipe, designTime: designTime)
    }

    /// The device the screen is built on: ``device`` resized to ``width`` x ``height``, or a plain
    /// one of that size.
    public var effectiveDevice: Device {
        let size = Size(width: width, height: height)
        guard var device else {
            func text(_ x: Double) -> String { NumberText.plain(x, wholeBelow: 1e9) }
            return Device(name: "\(text(width))x\(text(height))", size: size,
                          safeAreaInsets: EdgeInsets(top: 20, bottom: 0), scale: 2)
        }
        device.size = size
        return device
    }
}

/// A built screen: the root of its view tree, sized and not yet laid out, so that the first
/// `layoutIfNeeded()` or `validateLayout()` reports what UIKit would log.
public struct BuiltScreen {
    /// The screen's command-line name.
    public let name: String
    /// The tree's root: the window for whole screens, the cell or row itself for rows.
    public let root: View
    /// The root's size.
    public let size: Size
    /// The navigation bar's title, for whole screens.
    public let title: String?
}

extension MiniCookpadScreen {
    /// Builds the screen for `request`.
    ///
    /// - Throws: ``MiniCookpadError/invalidSize(width:height:)`` when the width (or, for whole
    ///   screens, the height) is not a positive finite number; ``MiniCookpadError/invalidRowHeight(_:)``
    ///   for a bad ``ScreenRequest/rowHeight``; ``MiniCookpadError/ingredientOutOfRange(index:count:recipeID:)``
    ///   for an ingredient row the recipe does not have.
    public func build(_ request: ScreenRequest) throws(MiniCookpadError) -> BuiltScreen {
        let validWidth = request.width.isFinite && request.width > 0
        let validHeight = request.height.isFinite && request.height > 0
        guard validWidth, isRow || validHeight else {
            throw .invalidSize(width: request.width, height: request.height)
        }
        if let height = request.rowHeight, !(height.isFinite && height > 0) { throw .invalidRowHeight(height) }
        let recipe = request.recipe ?? .sample
        let bottomPriority: LayoutPriority = request.requiresImageBottom ? .required : .defaultHigh
        let options = LayoutOptions(scale: request.device?.scale ?? 2, keepsPlaceholders: request.designTime)
        switch self {
        case .recipes:
            let recipes = request.recipes ?? request.recipe.map { [$0] } ?? Recipe.samples
            let screen = try RecipesViewController(device: request.effectiveDevice, recipes: recipes,
                                                   imageBottomPriority: bottomPriority)
            return whole(screen.controller, options: options)
        case .recipeDetail:
            let screen = try RecipeViewController(device: request.effectiveDevice, recipe: recipe)
            return whole(screen.controller, options: options)
        case .recipesCell:
            let cell = try RecipesCell(recipe: recipe, width: request.width, imageBottomPriority: bottomPriority)
            cell.layoutOptions = options
            let height = request.rowHeight ?? cell.fittingSize(width: request.width).height
            cell.frame = Rect(x: 0, y: 0, width: request.width, height: height)
            return BuiltScreen(name: rawValue, root: cell, size: cell.frame.size, title: nil)
        case .ingredientRow:
            let index = request.ingredientIndex
            guard recipe.ingredients.indices.contains(index) else {
                throw .ingredientOutOfRange(index: index, count: recipe.ingredients.count, recipeID: recipe.id)
            }
            let row = try IngredientView(ingredient: recipe.ingredients[index], index: index)
            row.layoutOptions = options
            let height = request.rowHeight ?? row.systemLayoutSizeFitting(
                Size(width: request.width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel).height
            row.frame = Rect(x: 0, y: 0, width: request.width, height: height)
            return BuiltScreen(name: rawValue, root: row, size: row.frame.size, title: nil)
        }
    }

    private func whole(_ controller: ViewController, options: LayoutOptions) -> BuiltScreen {
        var options = options
        options.scale = controller.device.scale
        controller.window.layoutOptions = options
        return BuiltScreen(name: rawValue, root: controller.window, size: controller.window.frame.size,
                           title: controller.title)
    }
}
