import Layout
import MiniCookpad
import Testing

/// The widths every screen is tested at: iPhone SE (1st gen), iPhone SE (2nd gen), iPhone 11.
let testWidths: [Double] = [320, 375, 414]

/// Hiragana without small kana: each is one wide (CJK) character, 1.02 em in TextLayout's
/// proportional metrics (12.24 pt at 12 pt, 14.28 pt at 14 pt), with a line break allowed between
/// any two of them, so wrapping can be worked out by hand.
func kana(_ count: Int) -> String {
    let letters = Array("あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわ")
    return String((0..<count).map { letters[$0 % letters.count] })
}

/// Rounds up to the 2x pixel grid, as TextLayout sizes labels on a 2x screen.
func ceil2x(_ value: Double) -> Double { (value * 2).rounded(.up) / 2 }

/// The height of `lines` lines of the system font at `size` points on a 2x screen: 1.1934 em each.
func textHeight(lines: Int, size: Double) -> Double { ceil2x(Double(lines) * 1.1934 * size) }

/// A recipe whose texts are all hiragana, so every size in it can be derived by hand.
func kanaRecipe(id: Int = 7, nameLength: Int = 5, descriptionLength: Int, ingredients: Int) -> Recipe {
    Recipe(id: id, name: kana(nameLength), description: kana(descriptionLength),
           ingredients: (0..<ingredients).map { Ingredient(name: kana(3), quantity: "\($0 + 1)") })
}

/// The first view in `root`'s tree named `name`.
func view(named name: String, in root: View) throws -> View {
    try #require(root.subtree.first { $0.name == name }, "no view named \(name)")
}

/// Expects `actual` to be `expected` within a millionth of a point in every component.
func expectFrame(_ actual: Rect, _ expected: Rect, _ comment: Comment? = nil,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(actual.isClose(to: expected, tolerance: 1e-6), "\(actual) != \(expected)\(comment.map { ": \($0)" } ?? "")",
            sourceLocation: sourceLocation)
}
