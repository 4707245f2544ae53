import Layout

/// One ingredient line of a recipe, as the MiniCookpad API sends it: what and how much.
public struct Ingredient: Hashable, Sendable {
    /// What to use ("鶏もも肉", "Soy sauce").
    public var name: String
    /// How much, as the recipe's author wrote it ("1枚", "2 tbsp").
    public var quantity: String

    public init(name: String, quantity: String) {
        self.name = name
        self.quantity = quantity
    }
}

/// A recipe as the tutorial's app shows it: the list shows the name and description beside the
/// image; the detail screen adds the id and the ingredients.
public struct Recipe: Hashable, Sendable, Identifiable {
    /// The server's id, shown as "レシピID: <id>" on the detail screen.
    public var id: Int
    public var name: String
    /// Free text; the cell shows at most two lines of it, the detail screen all of it.
    public var description: String
    /// The photo's size in points, or `nil` when the recipe has no photo. The screens size their
    /// image views by constraints; the photo only gives the image view an intrinsic size.
    public var imageSize: Size?
    public var ingredients: [Ingredient]

    public init(id: Int, name: String, description: String, imageSize: Size? = nil, ingredients: [Ingredient] = []) {
        self.id = id
        self.name = name
        self.description = description
        self.imageSize = imageSize
        self.ingredients = ingredients
    }
}
