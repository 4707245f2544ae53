import Layout
import MiniCookpad
import Testing

@Suite("The ingredient row (IngredientView) at 320, 375 and 414")
struct IngredientRowTests {
    /// Fitted: 8 + 14.5 (one line of 12 pt) + 8 = 30.5 high. The name starts 16 in; both labels
    /// share W - 32 equally (144, 171.5, 191); the quantity ends 16 from the right.
    @Test(arguments: testWidths)
    func fittedRow(width: Double) throws {
        let built = try MiniCookpadScreen.ingredientRow.build(ScreenRequest(width: width, height: 0))
        let row = try #require(built.root as? IngredientView)
        #expect(built.size == Size(width: width, height: 30.5))
        let result = row.validateLayout()
        #expect(result.isValid, "\(result)")
        let half = (width - 32) / 2
        expectFrame(row.frame, Rect(x: 0, y: 0, width: width, height: 30.5))
        expectFrame(row.nameLabel.frame, Rect(x: 16, y: 8, width: half, height: 14.5))
        expectFrame(row.quantityLabel.frame, Rect(x: 16 + half, y: 8, width: half, height: 14.5))
        #expect(row.quantityLabel.textAlignment == .right)
        #expect(row.nameLabel.text == Recipe.sample.ingredients[0].name)
        #expect(row.backgroundColor == Palette.evenRow)
    }

    /// At a fixed height the labels take the height less 16: 50 - 16 = 34.
    @Test func fixedHeight() throws {
        let built = try MiniCookpadScreen.ingredientRow.build(
            ScreenRequest(width: 375, height: 0, rowHeight: 50, ingredientIndex: 1))
        let row = try #require(built.root as? IngredientView)
        #expect(row.validateLayout().isValid)
        expectFrame(row.nameLabel.frame, Rect(x: 16, y: 8, width: 171.5, height: 34))
        #expect(row.backgroundColor == Palette.background)  // odd row: white
        #expect(row.nameLabel.text == Recipe.sample.ingredients[1].name)
    }
}
