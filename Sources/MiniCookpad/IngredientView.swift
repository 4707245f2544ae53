import Layout

/// One ingredient row of the detail screen (`IngredientView.xib`): the name on the left half and
/// the quantity, right-aligned, on the right half, 8 points above and below (system 12 pt).
///
/// Rows alternate backgrounds by their index in the list: even rows grey, odd rows white.
public final class IngredientView: View {
    override public var className: String { "MiniCookpad.IngredientView" }

    /// The gap above and below the labels.
    public static let verticalInset: Double = 8
    /// The gap between the safe area's sides and the labels.
    public static let sideInset: Double = 16

    /// The ingredient's name: the left half, 16 in from the safe area.
    public let nameLabel = LabelView("", font: .system(size: 12), numberOfLines: 1)
    /// The quantity: the right half (as wide as the name), right-aligned, 16 in from the safe area.
    public let quantityLabel = LabelView("", font: .system(size: 12), numberOfLines: 1)

    /// Builds a row for `ingredient` at `index` in the recipe's list (its background follows the
    /// index). The row translates its autoresizing mask, as a view loaded from a xib does, until a
    /// stack view arranges it.
    public init(ingredient: Ingredient, index: Int = 0) throws(MiniCookpadError) {
        super.init(frame: Rect(x: 0, y: 0, width: 375, height: 30.5))
        name = "ingredientView"
        nameLabel.name = "nameLabel"
        quantityLabel.name = "quantityLabel"
        quantityLabel.textAlignment = .right
        configure(with: ingredient, index: index)
        try buildConstraints()
    }

    /// Fills the row, as the view controller does for each ingredient.
    public func configure(with ingredient: Ingredient, index: Int) {
        nameLabel.text = ingredient.name
        quantityLabel.text = ingredient.quantity
        backgroundColor = Self.background(forRow: index)
    }

    /// Even rows grey, odd rows white.
    public static func background(forRow index: Int) -> Color {
        index.isMultiple(of: 2) ? Palette.evenRow : Palette.background
    }

    private func buildConstraints() throws(MiniCookpadError) {
        for label in [nameLabel, quantityLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
        }
        let safe = safeAreaLayoutGuide
        let v = Self.verticalInset, side = Self.sideInset
        try MiniCookpadError.activate([
            nameLabel.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
            nameLabel.topAnchor.constraint(equalTo: topAnchor, constant: v),
            bottomAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: v),
            quantityLabel.leadingAnchor.constraint(equalTo: nameLabel.trailingAnchor),
            quantityLabel.widthAnchor.constraint(equalTo: nameLabel.widthAnchor),
            safe.trailingAnchor.constraint(equalTo: quantityLabel.trailingAnchor, constant: side),
            quantityLabel.topAnchor.constraint(equalTo: topAnchor, constant: v),
            bottomAnchor.constraint(equalTo: quantityLabel.bottomAnchor, constant: v),
        ])
    }
}
