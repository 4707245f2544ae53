import Layout
import MiniCookpad
import Testing

@Suite("The screen registry")
struct ScreenRegistryTests {
    @Test func namesAreTheCommandLinesNames() throws {
        #expect(MiniCookpadScreen.allCases.map(\.rawValue) == ["recipes", "recipes-cell", "recipe-detail", "ingredient-row"])
        #expect(try MiniCookpadScreen.named("recipe-detail") == .recipeDetail)
        #expect(throws: MiniCookpadError.unknownScreen("recipe")) { try MiniCookpadScreen.named("recipe") }
    }

    /// No screen has an ambiguous view or a conflict, at any width, at run time, or at design time
    /// as Interface Builder's canvas has it (the ingredients stack empty, its placeholder 200 high).
    @Test(arguments: MiniCookpadScreen.allCases, testWidths)
    func noAmbiguityAnywhere(screen: MiniCookpadScreen, width: Double) throws {
        for designTime in [false, true] {
            let recipe = designTime && screen == .recipeDetail ? Recipe.sample(id: 1004) : nil  // no ingredients
            let built = try screen.build(ScreenRequest(width: width, height: 700, recipe: recipe, designTime: designTime))
            let result = built.root.validateLayout()
            #expect(result.ambiguousViews.isEmpty, "\(screen.rawValue) at \(width): \(result.trace)")
            #expect(result.report.isClean, "\(result.report.message)")
            #expect(built.root.frame.size == built.size)
        }
    }

    /// Ambiguity is found where it exists: at design time, rows in the stack cannot all keep their
    /// natural 30.5 under the 200-point placeholder, and with equal hugging nothing says which
    /// stretches. Auto Layout calls that ambiguous, and so does Trellis.
    @Test func designTimeRowsUnderThePlaceholderAreAmbiguous() throws {
        let built = try MiniCookpadScreen.recipeDetail.build(ScreenRequest(width: 375, height: 667, designTime: true))
        let result = built.root.validateLayout()
        #expect(result.report.isClean)
        let rows = result.ambiguousViews.filter { $0 is IngredientView }
        #expect(rows.count == Recipe.sample.ingredients.count)
        #expect(result.trace.contains("AMBIGUOUS"))
        #expect(try view(named: "ingredientsStackView", in: built.root).frame.height == 200)
    }

    @Test func wholeScreensTakeTheDevice() throws {
        let built = try MiniCookpadScreen.recipeDetail.build(ScreenRequest(device: .iPhone11Pro))
        #expect(built.size == Size(width: 375, height: 812))
        #expect(built.root.className == "UIWindow")
        let bar = try view(named: "navigationBar", in: built.root)
        #expect(bar.frame == Rect(x: 0, y: 44, width: 375, height: 44))  // under the 44-point sensor housing
        #expect(built.title == Recipe.sample.name)
    }

    @Test(arguments: [Double.nan, .infinity, 0, -10])
    func badSizesAreTypedErrors(value: Double) throws {
        for screen in MiniCookpadScreen.allCases {
            #expect(throws: MiniCookpadError.self) { try screen.build(ScreenRequest(width: value, height: 600)) }
            #expect(throws: MiniCookpadError.self) { try screen.build(ScreenRequest(width: 375, height: 600, rowHeight: value)) }
        }
        #expect(throws: MiniCookpadError.self) { try MiniCookpadScreen.recipes.build(ScreenRequest(width: 375, height: value)) }
        // Rows do not use the height.
        #expect(try MiniCookpadScreen.recipesCell.build(ScreenRequest(width: 375, height: value)).size.height == 112)
    }

    @Test func missingIngredientIsATypedError() {
        let recipe = Recipe(id: 3, name: "x", description: "y")
        #expect(throws: MiniCookpadError.ingredientOutOfRange(index: 0, count: 0, recipeID: 3)) {
            try MiniCookpadScreen.ingredientRow.build(ScreenRequest(width: 375, height: 0, recipe: recipe))
        }
        let error = MiniCookpadError.invalidSize(width: 0, height: 1)
        #expect(error.description.contains("positive"))
    }

    /// The samples cover what the screens must show: Japanese and English names, a description
    /// that wraps on the detail screen even at 414, and 0, 1, a few and 10 ingredients.
    @Test func samplesCoverTheCases() throws {
        let samples = Recipe.samples
        #expect(Set(samples.map(\.id)).count == samples.count)
        #expect(samples.contains { $0.name.unicodeScalars.contains { $0.value >= 0x3040 } })
        #expect(samples.contains { $0.name.allSatisfy(\.isASCII) })
        #expect(Set(samples.map(\.ingredients.count)).isSuperset(of: [0, 1, 3, 10]))
        let long = try #require(Recipe.sample(id: 1003))
        let built = try MiniCookpadScreen.recipeDetail.build(ScreenRequest(width: 414, height: 896, recipe: long))
        #expect(built.root.validateLayout().isValid)
        let label = try view(named: "descriptionLabel", in: built.root)
        #expect(label.frame.height >= textHeight(lines: 4, size: 14))  // 26 characters a line at 414
        #expect(Recipe.sample(id: 1003)?.ingredients.count == 10)
    }
}
