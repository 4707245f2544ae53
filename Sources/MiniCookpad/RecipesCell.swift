import Layout

/// The recipe list's cell (`RecipesCell.xib`): the photo on the left, and a stack of the name
/// (bold 14, one line) and the description (12, at most two lines, truncated at the tail) beside
/// it, vertically centred on the photo.
///
/// The content view's bottom follows the photo's at priority 750, the tutorial's "charm": with the
/// bottom required, UITableView's first layout at the estimated 44 points cannot hold
/// 16 + 80 + 16 = 112 and logs "Unable to simultaneously satisfy constraints". Pass `.required` as
/// `imageBottomPriority` to see that conflict.
public final class RecipesCell: TableViewCell {
    override public var className: String { "MiniCookpad.RecipesCell" }

    /// Space around the photo and between the photo and the texts.
    public static let inset: Double = 16
    /// The photo's side.
    public static let imageSide: Double = 80
    /// The image-bottom constraint's priority in the tutorial: 750 (`.defaultHigh`).
    public static let defaultImageBottomPriority: LayoutPriority = .defaultHigh
    /// The gap between the name and the description.
    public static let stackSpacing: Double = 12

    /// The recipe's photo, 80 x 80, 16 in from the content view's top left.
    public let recipeImageView = ImageView()
    /// The name over the description: vertical, spacing 12, aligned to the leading (top) edge.
    public let stackView = StackView(axis: .vertical)
    /// The recipe's name: bold 14, one line.
    public let nameLabel = LabelView("", font: .boldSystem(size: 14), numberOfLines: 1)
    /// The recipe's description: 12 pt, at most two lines, truncated at the tail.
    public let descriptionLabel = LabelView("", font: .system(size: 12), numberOfLines: 2)
    /// `contentView.bottom == recipeImageView.bottom + 16`, at 750 unless asked otherwise.
    public private(set) lazy var imageBottomConstraint = contentView.bottomAnchor.constraint(
        equalTo: recipeImageView.bottomAnchor, constant: Self.inset)

    /// Builds the cell as the xib does, `width` wide (the table's width) and 44 high until laid out.
    ///
    /// - Throws: ``MiniCookpadError/layout(_:)`` if a constraint cannot be activated (it cannot
    ///   happen with the views built here; the error is passed on rather than hidden).
    public init(recipe: Recipe? = nil, width: Double = 375, imageBottomPriority: LayoutPriority = RecipesCell.defaultImageBottomPriority)
        throws(MiniCookpadError)
    {
        super.init(width: width, height: 44)
        name = "recipesCell"
        backgroundColor = Palette.background
        contentView.backgroundColor = Palette.background
        recipeImageView.name = "recipeImageView"
        recipeImageView.backgroundColor = Palette.imagePlaceholder
        recipeImageView.clipsToBounds = true
        stackView.name = "stackView"
        nameLabel.name = "nameLabel"
        descriptionLabel.name = "descriptionLabel"
        descriptionLabel.lineBreakMode = .byTruncatingTail
        try buildConstraints(imageBottomPriority: imageBottomPriority)
        if let recipe { configure(with: recipe) }
    }

    /// Fills the cell with a recipe, as `tableView(_:cellForRowAt:)` does.
    public func configure(with recipe: Recipe) {
        nameLabel.text = recipe.name
        descriptionLabel.text = recipe.description
        recipeImageView.imageSize = recipe.imageSize
    }

    /// The xib's constraints, as the tutorial lists them.
    private func buildConstraints(imageBottomPriority: LayoutPriority) throws(MiniCookpadError) {
        recipeImageView.translatesAutoresizingMaskIntoConstraints = false
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.spacing = Self.stackSpacing
        stackView.alignment = .top
        stackView.addArrangedSubview(nameLabel)
        stackView.addArrangedSubview(descriptionLabel)
        contentView.addSubview(recipeImageView)
        contentView.addSubview(stackView)
        imageBottomConstraint.priority = imageBottomPriority
        try MiniCookpadError.activate([
            recipeImageView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: Self.inset),
            recipeImageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: Self.inset),
            recipeImageView.widthAnchor.constraint(equalToConstant: Self.imageSide),
            recipeImageView.heightAnchor.constraint(equalToConstant: Self.imageSide),
            imageBottomConstraint,
            stackView.centerYAnchor.constraint(equalTo: recipeImageView.centerYAnchor),
            stackView.leadingAnchor.constraint(equalTo: recipeImageView.trailingAnchor, constant: Self.inset),
            contentView.trailingAnchor.constraint(equalTo: stackView.trailingAnchor, constant: Self.inset),
        ])
    }
}
