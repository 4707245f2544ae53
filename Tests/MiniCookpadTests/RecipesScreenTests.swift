import Layout
import MiniCookpad
import Testing

@Suite("The recipe list at 320, 375 and 414")
struct RecipesScreenTests {
    /// Three devices, each 2x with a status bar: iPhone SE (1st gen) 320x568 (top 20), iPhone SE
    /// 375x667 (top 20), iPhone 11 414x896 (top 48). The table starts under the status bar and the
    /// 44-point navigation bar and runs to the bottom of the view (not the safe area's): y = top + 44,
    /// height = H - top - 44. Each row is the fitted 112 plus a half-point separator (1 pixel at
    /// 2x): 112.5, stacked from 0.
    @Test(arguments: [Device.iPhoneSE1, .iPhoneSE, .iPhone11])
    func tableOfSelfSizedCells(device: Device) throws {
        let recipes = (0..<3).map { kanaRecipe(id: $0, descriptionLength: 3 + 30 * $0, ingredients: 0) }
        let built = try MiniCookpadScreen.recipes.build(
            ScreenRequest(width: device.size.width, height: device.size.height, device: device,
                          recipes: recipes))
        let result = built.root.validateLayout()
        #expect(result.isValid, "\(result)")
        let width = device.size.width, top = device.safeAreaInsets.top
        let table = try #require(try view(named: "tableView", in: built.root) as? TableView)
        expectFrame(table.frame, Rect(x: 0, y: top + 44, width: width, height: device.size.height - top - 44))
        #expect(table.cells.count == 3)
        for (row, cell) in table.cells.enumerated() {
            let recipesCell = try #require(cell as? RecipesCell)
            expectFrame(cell.frame, Rect(x: 0, y: 112.5 * Double(row), width: width, height: 112.5))
            expectFrame(cell.contentView.frame, Rect(x: 0, y: 0, width: width, height: 112))
            expectFrame(recipesCell.recipeImageView.frame, Rect(x: 16, y: 16, width: 80, height: 80))
            // Row 0's description is one line (stack 43.5 high, y 34.25); rows 1 and 2 wrap to two
            // (33 and 63 characters, more than the 15, 20 or 23 a line holds): 58 high, y 27.
            let stackHeight = row == 0 ? 43.5 : 58
            expectFrame(recipesCell.stackView.frame,
                        Rect(x: 112, y: 56 - stackHeight / 2, width: width - 128, height: stackHeight))
        }
        #expect(table.contentSize == Size(width: width, height: 337.5))
        // The navigation bar under the status bar, titled "Recipes".
        let bar = try view(named: "navigationBar", in: built.root)
        expectFrame(bar.frame, Rect(x: 0, y: top, width: width, height: 44))
        #expect(built.title == "Recipes")
        let title = try #require(try view(named: "titleLabel", in: built.root) as? LabelView)
        #expect(title.text == "Recipes")
        #expect(title.font == .system(size: 17, weight: .semibold))
        // Centred in the bar: (44 - 20.5) / 2 = 11.75 from its top, its middle at W / 2.
        #expect(title.frame.minY == 11.75 && title.frame.height == 20.5)
        #expect(abs(title.frame.midXValue - width / 2) < 1e-6)
    }

    /// The sample list (six recipes) is taller than the screen: 6 × 112.5 = 675 > 603.
    @Test func sampleListScrolls() throws {
        let built = try MiniCookpadScreen.recipes.build(ScreenRequest(device: .iPhoneSE))
        #expect(built.root.validateLayout().isValid)
        let table = try #require(try view(named: "tableView", in: built.root) as? TableView)
        #expect(table.cells.count == Recipe.samples.count)
        #expect(table.contentSize == Size(width: 375, height: 675))
        #expect(table.frame.height == 603)
        #expect(built.root.backgroundColor == nil)  // the window; the root view is white
        #expect(try view(named: "view", in: built.root).backgroundColor == Palette.background)
    }

    /// With the cells' bottom required, the table's first layout at the 44-point estimate
    /// (content view 43.5) conflicts for every cell, then the rows settle at 112.5.
    @Test func requiredBottomConflictsAtTheEstimate() throws {
        let recipes = [kanaRecipe(descriptionLength: 3, ingredients: 0), kanaRecipe(id: 8, descriptionLength: 3, ingredients: 0)]
        let built = try MiniCookpadScreen.recipes.build(
            ScreenRequest(width: 375, height: 667, recipes: recipes, requiresImageBottom: true))
        let result = built.root.validateLayout()
        #expect(result.conflicts.count == 2)
        #expect(result.report.message.contains("'UIView-Encapsulated-Layout-Height'"))
        #expect(result.report.message.contains(".height == 43.5   (active)"))
        let table = try #require(try view(named: "tableView", in: built.root) as? TableView)
        #expect(table.cells.allSatisfy { $0.frame.height == 112.5 })
    }
}

extension Rect {
    var midXValue: Double { minX + width / 2 }
}
