import Layout
import MiniCookpad
import Testing

/// The detail screen built for a hiragana recipe on a screen W wide and 667 high (status bar 20,
/// navigation bar 44, scale 2), laid out, with its outlets.
struct DetailScreen {
    let built: BuiltScreen
    let result: LayoutValidation
    let scroll: ScrollView
    let image, container, description, recipeID, spacer, line: View
    let stack: StackView

    init(width: Double, recipe: Recipe, designTime: Bool = false) throws {
        built = try MiniCookpadScreen.recipeDetail.build(
            ScreenRequest(width: width, height: 667, recipe: recipe, designTime: designTime))
        result = built.root.validateLayout()
        let root = built.root
        scroll = try #require(try view(named: "scrollView", in: root) as? ScrollView)
        stack = try #require(try view(named: "ingredientsStackView", in: root) as? StackView)
        image = try view(named: "recipeImageView", in: root)
        container = try view(named: "descriptionContainerView", in: root)
        description = try view(named: "descriptionLabel", in: root)
        recipeID = try view(named: "recipeIDLabel", in: root)
        spacer = try view(named: "spacerView", in: root)
        line = try view(named: "lineView", in: root)
    }
}

@Suite("The recipe detail screen at 320, 375 and 414")
struct RecipeDetailTests {
    /// "レシピID: 7" at 12 pt: three katakana at 12.24 = 36.72, then "ID: 7" in the fitted system
    /// font (`SystemFont`, with the 12-point tracking of 0), 25.71 points since session 16's refit
    /// (25.78 to 26 from session 12's, 25.6 before); 62.43 in all, 62.5 at 2x.
    static let recipeIDWidth = 62.5

    /// 72 hiragana at 14 pt (14.28 each) under a label W - 32 wide: 20 a line at 320 (288:
    /// 285.6), 24 at 375 (343: 342.72), 26 at 414 (382: 371.28), so 4, 3 and 3 lines:
    /// 4 × 16.71 = 66.83 → 67, 3 × 16.71 = 50.12 → 50.5.
    @Test(arguments: [(320.0, 4), (375, 3), (414, 3)])
    func wrappedDescriptionAndFrames(width: Double, lines: Int) throws {
        let screen = try DetailScreen(width: width, recipe: kanaRecipe(descriptionLength: 72, ingredients: 1))
        #expect(screen.result.isValid, "\(screen.result)")
        let imageHeight = width * 250 / 375  // 213.33, 250, 276
        let descriptionHeight = textHeight(lines: lines, size: 14)
        #expect(descriptionHeight == (lines == 4 ? 67 : 50.5))
        expectFrame(screen.scroll.frame, Rect(x: 0, y: 0, width: width, height: 667))
        expectFrame(screen.image.frame, Rect(x: 0, y: 0, width: width, height: imageHeight))
        // Container: 16 + description + 16 + 14.5 (the ID line) + 16.
        let containerHeight = 16 + descriptionHeight + 16 + 14.5 + 16
        expectFrame(screen.container.frame, Rect(x: 0, y: imageHeight, width: width, height: containerHeight))
        expectFrame(screen.description.frame, Rect(x: 16, y: 16, width: width - 32, height: descriptionHeight))
        // The ID label keeps its own width, its trailing edge 16 in from the container's.
        expectFrame(screen.recipeID.frame, Rect(x: width - 16 - Self.recipeIDWidth, y: 16 + descriptionHeight + 16,
                                                width: Self.recipeIDWidth, height: 14.5))
        let spacerY = imageHeight + containerHeight
        expectFrame(screen.spacer.frame, Rect(x: 0, y: spacerY, width: width, height: 32))
        expectFrame(screen.line.frame, Rect(x: 16, y: 0, width: width - 32, height: 1))
        // One row: 8 + 14.5 + 8 = 30.5.
        expectFrame(screen.stack.frame, Rect(x: 0, y: spacerY + 32, width: width, height: 30.5))
        #expect(screen.scroll.contentSize.width == width)
        #expect(abs(screen.scroll.contentSize.height - (spacerY + 32 + 30.5)) < 1e-6)
    }

    /// 0, 1 and 10 ingredients: rows of 30.5 stacked from 0; halves of W - 32 for the labels
    /// (144 at 320, 171.5 at 375, 191 at 414); even rows grey, odd white. With no ingredient the
    /// stack is 0 tall at run time: its 200-point height is a "Remove at build time" placeholder.
    @Test(arguments: [(320.0, 0), (375, 0), (414, 0), (320, 1), (375, 1), (414, 1), (320, 10), (375, 10), (414, 10)])
    func ingredientRows(width: Double, count: Int) throws {
        let screen = try DetailScreen(width: width, recipe: kanaRecipe(descriptionLength: 10, ingredients: count))
        #expect(screen.result.isValid, "\(screen.result)")
        #expect(screen.stack.arrangedSubviews.count == count)
        #expect(abs(screen.stack.frame.height - 30.5 * Double(count)) < 1e-6)
        let half = (width - 32) / 2
        for (index, row) in screen.stack.arrangedSubviews.enumerated() {
            let ingredient = try #require(row as? IngredientView)
            expectFrame(row.frame, Rect(x: 0, y: 30.5 * Double(index), width: width, height: 30.5))
            expectFrame(ingredient.nameLabel.frame, Rect(x: 16, y: 8, width: half, height: 14.5))
            expectFrame(ingredient.quantityLabel.frame, Rect(x: 16 + half, y: 8, width: half, height: 14.5))
            #expect(row.backgroundColor == (index % 2 == 0 ? Palette.evenRow : Palette.background))
        }
        // Content: the image (W × 250/375), the container (16 + 17 + 16 + 14.5 + 16: ten
        // characters are one line), the spacer (32) and the rows.
        let contentHeight = width * 250 / 375 + (16 + 17 + 16 + 14.5 + 16) + 32 + 30.5 * Double(count)
        #expect(abs(screen.scroll.contentSize.height - contentHeight) < 1e-6)
        #expect(screen.scroll.contentSize.width == width)
    }

    /// At design time (Interface Builder's canvas) the placeholder holds: an empty stack is 200 tall,
    /// and the content 200 taller than at run time.
    @Test(arguments: testWidths)
    func placeholderHeightOnlyAtDesignTime(width: Double) throws {
        let recipe = kanaRecipe(descriptionLength: 10, ingredients: 0)
        let run = try DetailScreen(width: width, recipe: recipe)
        let design = try DetailScreen(width: width, recipe: recipe, designTime: true)
        #expect(run.stack.frame.height == 0)
        #expect(design.stack.frame.height == 200)
        #expect(design.result.isValid, "\(design.result)")
        #expect(abs(design.scroll.contentSize.height - run.scroll.contentSize.height - 200) < 1e-6)
    }

    /// The content scrolls under the navigation bar: the scroll view fills the screen, the content
    /// starts below the bar (offset -(20 + 44)), and ten rows make it taller than the screen.
    @Test func scrollsUnderTheNavigationBar() throws {
        let screen = try DetailScreen(width: 375, recipe: kanaRecipe(descriptionLength: 72, ingredients: 10))
        #expect(screen.scroll.contentOffset == Point(x: 0, y: -64))
        #expect(screen.scroll.adjustedContentInset.top == 64)
        // 250 + (16 + 50.5 + 16 + 14.5 + 16) + 32 + 305 = 700 > 667.
        #expect(screen.scroll.contentSize == Size(width: 375, height: 700))
        #expect(screen.built.title == kana(5))
    }

    /// The sample recipes all lay out cleanly, and the title is the recipe's name.
    @Test(arguments: Recipe.samples)
    func samplesLayOutCleanly(recipe: Recipe) throws {
        let screen = try DetailScreen(width: 375, recipe: recipe)
        #expect(screen.result.isValid, "\(screen.result)")
        #expect(screen.built.title == recipe.name)
        let title = try view(named: "titleLabel", in: screen.built.root)
        #expect((title as? LabelView)?.text == recipe.name)
        #expect(title.frame.minX >= 16 && title.frame.maxX <= 375 - 16)
        #expect(screen.stack.arrangedSubviews.count == recipe.ingredients.count)
        #expect((screen.recipeID as? LabelView)?.text == "レシピID: \(recipe.id)")
        #expect(screen.line.backgroundColor == Palette.separatorLine)
        #expect(screen.image.backgroundColor == Palette.imagePlaceholder)
    }
}
