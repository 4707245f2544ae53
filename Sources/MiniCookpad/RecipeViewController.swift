import Layout

/// The recipe detail screen (`RecipeViewController`), pushed from the list, its title the recipe's
/// name: a scroll view filling the root view holds, top to bottom, the photo (375:250, as wide as
/// the root), the description and "レシピID: <id>" in a container, a 32-point spacer with a grey
/// 1-point line, and the ingredients stack, one ``IngredientView`` per ingredient.
///
/// The stack's 200-point height is Interface Builder's "Remove at build time" placeholder: it holds
/// only at design time (``LayoutOptions/keepsPlaceholders``); at run time an empty stack is 0 tall.
/// On Xcode's canvas the stack is empty (rows come from data at run time); a design-time layout
/// with rows is ambiguous, as Auto Layout's would be: nothing says which row stretches to 200.
public final class RecipeViewController {
    /// Space between the container's edges and its labels.
    public static let inset: Double = 16
    /// The spacer's height.
    public static let spacerHeight: Double = 32
    /// The line's thickness.
    public static let lineHeight: Double = 1
    /// The placeholder height the stack has in Interface Builder.
    public static let placeholderStackHeight: Double = 200
    /// The photo's aspect ratio, width over height.
    public static let imageAspectRatio = 375.0 / 250.0

    /// The window, root view and navigation bar (titled with the recipe's name).
    public let controller: ViewController
    /// The recipe shown.
    public let recipe: Recipe
    /// Fills the root view; everything else scrolls in it.
    public let scrollView = ScrollView()
    /// The photo: as wide as the root view, 375:250.
    public let recipeImageView = ImageView()
    /// Holds the description and the ID under the photo.
    public let descriptionContainerView = View()
    /// The whole description: 14 pt, as many lines as it needs.
    public let descriptionLabel = LabelView("", font: .system(size: 14), numberOfLines: 0)
    /// "レシピID: <id>" at its own width, 16 in from the right (12 pt).
    public let recipeIDLabel = LabelView("", font: .system(size: 12), numberOfLines: 1)
    /// Spacer A: 32 points between the description and the ingredients.
    public let spacerView = View()
    /// Line B, inside the spacer.
    public let lineView = View()
    /// One ``IngredientView`` per ingredient, top to bottom.
    public let ingredientsStackView = StackView(axis: .vertical)
    /// The stack's 200-point design-time height.
    public let placeholderHeightConstraint: LayoutConstraint
    /// The rows in the stack, in the recipe's order.
    public private(set) var ingredientViews: [IngredientView] = []

    /// Builds the screen for `recipe` on `device`, in a navigation controller.
    ///
    /// - Throws: ``MiniCookpadError/layout(_:)`` if a constraint cannot be activated (it cannot
    ///   happen with the views built here; the error is passed on rather than hidden).
    public init(device: Device, recipe: Recipe = .sample) throws(MiniCookpadError) {
        controller = ViewController(device: device, hasNavigationBar: true, title: recipe.name)
        self.recipe = recipe
        placeholderHeightConstraint = ingredientsStackView.heightAnchor
            .constraint(equalToConstant: Self.placeholderStackHeight)
        placeholderHeightConstraint.isPlaceholder = true
        nameViews()
        paint()
        try buildConstraints()
        try showRecipe()
    }

    /// The text the recipe ID label shows.
    public static func recipeIDText(_ id: Int) -> String { "レシピID: \(id)" }

    private func nameViews() {
        controller.view.name = "view"
        scrollView.name = "scrollView"
        recipeImageView.name = "recipeImageView"
        descriptionContainerView.name = "descriptionContainerView"
        descriptionLabel.name = "descriptionLabel"
        recipeIDLabel.name = "recipeIDLabel"
        spacerView.name = "spacerView"
        lineView.name = "lineView"
        ingredientsStackView.name = "ingredientsStackView"
    }

    private func paint() {
        controller.view.backgroundColor = Palette.background
        scrollView.backgroundColor = Palette.background
        recipeImageView.backgroundColor = Palette.imagePlaceholder
        recipeImageView.clipsToBounds = true
        lineView.backgroundColor = Palette.separatorLine
    }

    private func buildConstraints() throws(MiniCookpadError) {
        let root = controller.view
        let views: [View] = [scrollView, recipeImageView, descriptionContainerView, descriptionLabel, recipeIDLabel,
                             spacerView, lineView, ingredientsStackView]
        views.forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(scrollView)
        [recipeImageView, descriptionContainerView, spacerView, ingredientsStackView].forEach(scrollView.addSubview)
        [descriptionLabel, recipeIDLabel].forEach(descriptionContainerView.addSubview)
        spacerView.addSubview(lineView)
        let scroll = scrollView, container = descriptionContainerView, spacer = spacerView, inset = Self.inset
        try MiniCookpadError.activate([
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),

            recipeImageView.topAnchor.constraint(equalTo: scroll.topAnchor),
            recipeImageView.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            recipeImageView.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            recipeImageView.widthAnchor.constraint(equalTo: root.widthAnchor),
            recipeImageView.widthAnchor.constraint(equalTo: recipeImageView.heightAnchor,
                                                   multiplier: Self.imageAspectRatio),

            container.topAnchor.constraint(equalTo: recipeImageView.bottomAnchor),
            container.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            descriptionLabel.topAnchor.constraint(equalTo: container.topAnchor, constant: inset),
            descriptionLabel.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: inset),
            container.trailingAnchor.constraint(equalTo: descriptionLabel.trailingAnchor, constant: inset),
            recipeIDLabel.topAnchor.constraint(equalTo: descriptionLabel.bottomAnchor, constant: inset),
            container.trailingAnchor.constraint(equalTo: recipeIDLabel.trailingAnchor, constant: inset),
            container.bottomAnchor.constraint(equalTo: recipeIDLabel.bottomAnchor, constant: inset),

            spacer.topAnchor.constraint(equalTo: container.bottomAnchor),
            spacer.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            spacer.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            spacer.heightAnchor.constraint(equalToConstant: Self.spacerHeight),
            lineView.topAnchor.constraint(equalTo: spacer.topAnchor),
            lineView.leadingAnchor.constraint(equalTo: spacer.leadingAnchor, constant: inset),
            spacer.trailingAnchor.constraint(equalTo: lineView.trailingAnchor, constant: inset),
            lineView.heightAnchor.constraint(equalToConstant: Self.lineHeight),

            ingredientsStackView.topAnchor.constraint(equalTo: spacer.bottomAnchor),
            ingredientsStackView.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            ingredientsStackView.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            ingredientsStackView.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            placeholderHeightConstraint,
        ])
    }

    /// Fills the screen with the recipe, as `viewDidLoad` does once the recipe has arrived.
    private func showRecipe() throws(MiniCookpadError) {
        recipeImageView.imageSize = recipe.imageSize
        descriptionLabel.text = recipe.description
        recipeIDLabel.text = Self.recipeIDText(recipe.id)
        for (index, ingredient) in recipe.ingredients.enumerated() {
            let row = try IngredientView(ingredient: ingredient, index: index)
            row.name = "ingredientView[\(index)]"
            ingredientsStackView.addArrangedSubview(row)
            ingredientViews.append(row)
        }
    }

    /// The title in the navigation bar: the recipe's name.
    public var title: String? { controller.title }
}
