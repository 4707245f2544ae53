import Layout
import MiniCookpad
import Testing

@Suite("The recipe cell (RecipesCell) at 320, 375 and 414")
struct RecipesCellTests {
    /// One-line texts: "あいうえお" bold 14 is 5 × 14.28 = 71.4, 71.5 at 2x; "あいう" at 12 pt is
    /// 3 × 12.24 = 36.72, 37 at 2x. The cell fits to 16 + 80 + 16 = 112. The stack starts at
    /// x = 16 + 80 + 16 = 112 and is W - 112 - 16 wide; it is 17 + 12 + 14.5 = 43.5 high, centred
    /// on the image's centre 16 + 40 = 56: y = 56 - 21.75 = 34.25.
    @Test(arguments: testWidths)
    func oneLineTexts(width: Double) throws {
        let recipe = kanaRecipe(nameLength: 5, descriptionLength: 3, ingredients: 0)
        let built = try MiniCookpadScreen.recipesCell.build(ScreenRequest(width: width, height: 0, recipe: recipe))
        let cell = try #require(built.root as? RecipesCell)
        #expect(built.size == Size(width: width, height: 112))
        let result = cell.validateLayout()
        #expect(result.isValid, "\(result)")
        expectFrame(cell.frame, Rect(x: 0, y: 0, width: width, height: 112))
        expectFrame(cell.contentView.frame, Rect(x: 0, y: 0, width: width, height: 112))
        expectFrame(cell.recipeImageView.frame, Rect(x: 16, y: 16, width: 80, height: 80))
        expectFrame(cell.stackView.frame, Rect(x: 112, y: 34.25, width: width - 128, height: 43.5))
        expectFrame(cell.nameLabel.frame, Rect(x: 0, y: 0, width: 71.5, height: 17))
        expectFrame(cell.descriptionLabel.frame, Rect(x: 0, y: 29, width: 37, height: 14.5))
    }

    /// A description that wraps: 12.24 per character, so a line of the stack holds 15 characters
    /// at 320 (192 wide: 15 × 12.24 = 183.6, 16 would be 195.84), 20 at 375 (247: 244.8) and 23
    /// at 414 (286: 281.52). With exactly two lines' worth the label is two lines, 29 high
    /// (2 × 14.32 = 28.64, 29 at 2x), as wide as a full line; the stack is 17 + 12 + 29 = 58 high
    /// at y = 56 - 29 = 27.
    @Test(arguments: [(320.0, 15), (375, 20), (414, 23)])
    func wrappedDescriptionTakesTwoLines(width: Double, perLine: Int) throws {
        let recipe = kanaRecipe(descriptionLength: 2 * perLine, ingredients: 0)
        let built = try MiniCookpadScreen.recipesCell.build(ScreenRequest(width: width, height: 0, recipe: recipe))
        let cell = try #require(built.root as? RecipesCell)
        #expect(cell.validateLayout().isValid)
        #expect(built.size.height == 112)
        expectFrame(cell.stackView.frame, Rect(x: 112, y: 27, width: width - 128, height: 58))
        expectFrame(cell.descriptionLabel.frame,
                    Rect(x: 0, y: 29, width: ceil2x(Double(perLine) * 12.24), height: 29))
    }

    /// More than two lines' worth is cut to two (tail truncation): still 29 high, no wider than
    /// the stack; a long name stays on one line, 17 high, as wide as the stack.
    @Test(arguments: testWidths)
    func longTextsAreCutToTheirLineLimits(width: Double) throws {
        let recipe = kanaRecipe(nameLength: 40, descriptionLength: 200, ingredients: 0)
        let built = try MiniCookpadScreen.recipesCell.build(ScreenRequest(width: width, height: 0, recipe: recipe))
        let cell = try #require(built.root as? RecipesCell)
        #expect(cell.validateLayout().isValid)
        #expect(built.size.height == 112)
        expectFrame(cell.nameLabel.frame, Rect(x: 0, y: 0, width: width - 128, height: 17))
        #expect(cell.descriptionLabel.frame.height == 29)
        #expect(cell.descriptionLabel.frame.width <= width - 128)
        expectFrame(cell.stackView.frame, Rect(x: 112, y: 27, width: width - 128, height: 58))
    }

    /// The tutorial's "mysterious error": laid out at UITableView's 44 with a required bottom,
    /// 16 + 80 + 16 = 112 cannot equal the required encapsulated height, and the report reads as
    /// UIKit's log, breaking the cell's own bottom constraint.
    @Test func requiredBottomAt44ReportsUIKitsConflict() throws {
        let built = try MiniCookpadScreen.recipesCell.build(
            ScreenRequest(width: 375, height: 0, rowHeight: 44, requiresImageBottom: true))
        let cell = try #require(built.root as? RecipesCell)
        #expect(cell.imageBottomConstraint.priority == .required)
        let result = cell.validateLayout()
        #expect(!result.isValid)
        let conflict = try #require(result.conflicts.first)
        #expect(conflict.constraints.count == 4)  // top 16, height 80, bottom 16, encapsulated 44
        #expect(conflict.constraints.compactMap(\.identifier) == ["UIView-Encapsulated-Layout-Height"])
        #expect(conflict.broken === cell.imageBottomConstraint)
        let image = cell.recipeImageView.layoutDescription, content = cell.contentView.layoutDescription
        let message = result.report.message
        #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(message.contains("'UIView-Encapsulated-Layout-Height' \(content).height == 44   (active)"))
        #expect(message.contains("V:|-(16)-[\(image)]   (active, names: '|':\(content) )"))
        #expect(message.contains("V:[\(image)]-(16)-|   (active, names: '|':\(content) )"))
        #expect(message.contains("\(image).height == 80   (active)"))
        #expect(message.contains("Will attempt to recover by breaking constraint \n\(cell.imageBottomConstraint)"))
        // Every conflict of the pass is this one (see the report on repeated conflicts).
        #expect(result.conflicts.allSatisfy { $0.broken === cell.imageBottomConstraint })
        // Recovered: the content view is 44 high, the image where its other constraints put it.
        expectFrame(cell.contentView.frame, Rect(x: 0, y: 0, width: 375, height: 44))
        expectFrame(cell.recipeImageView.frame, Rect(x: 16, y: 16, width: 80, height: 80))
    }

    /// At 750 (the tutorial's fix) the same 44-point layout is clean, the bottom giving way, and
    /// the cell still fits to 112.
    @Test(arguments: testWidths)
    func bottomAt750IsCleanAt44AndStillFitsTo112(width: Double) throws {
        let at44 = try MiniCookpadScreen.recipesCell.build(ScreenRequest(width: width, height: 0, rowHeight: 44))
        let cell = try #require(at44.root as? RecipesCell)
        #expect(cell.imageBottomConstraint.priority == .defaultHigh)
        let result = cell.validateLayout()
        #expect(result.report.isClean, "\(result)")
        expectFrame(cell.contentView.frame, Rect(x: 0, y: 0, width: width, height: 44))
        expectFrame(cell.recipeImageView.frame, Rect(x: 16, y: 16, width: 80, height: 80))
        #expect(cell.fittingSize(width: width) == Size(width: width, height: 112))
        let fitted = try MiniCookpadScreen.recipesCell.build(ScreenRequest(width: width, height: 0))
        #expect(fitted.size == Size(width: width, height: 112))
        #expect(fitted.root.validateLayout().isValid)
    }

    /// Outlet names, classes and colours, as the renderers and the frames JSON show them.
    @Test func outletsAreNamedAndPainted() throws {
        let cell = try RecipesCell(recipe: .sample)
        #expect(cell.className == "MiniCookpad.RecipesCell")
        #expect(cell.contentView.name == "contentView")
        #expect(cell.recipeImageView.name == "recipeImageView")
        #expect(cell.nameLabel.name == "nameLabel")
        #expect(cell.descriptionLabel.name == "descriptionLabel")
        #expect(cell.recipeImageView.backgroundColor == Palette.imagePlaceholder)
        #expect(cell.contentView.backgroundColor == Palette.background)
        #expect(cell.nameLabel.font == .boldSystem(size: 14) && cell.nameLabel.numberOfLines == 1)
        #expect(cell.descriptionLabel.font == .system(size: 12) && cell.descriptionLabel.numberOfLines == 2)
        #expect(cell.descriptionLabel.lineBreakMode == .byTruncatingTail)
        #expect(cell.stackView.axis == .vertical && cell.stackView.spacing == 12 && cell.stackView.alignment == .leading)
        #expect(cell.nameLabel.text == Recipe.sample.name)
    }
}
