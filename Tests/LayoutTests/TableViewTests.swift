import Testing
@testable import Layout

@Suite("Table views (the recipe list)")
struct TableViewTests {
    /// Each row: content view fitted to 112, plus a half-point separator at 2x: 112.5.
    @Test func selfSizingRowsAt750() throws {
        let recipes = try (0..<3).map { _ in try RecipeCell(bottomPriority: .defaultHigh) }
        let (controller, table) = try listScreen(cells: recipes.map(\.cell))
        #expect(controller.layoutIfNeeded().isClean)
        #expect(table.frame == Rect(x: 0, y: 64, width: 375, height: 603))
        #expect(recipes.map(\.cell.frame.minY) == [0, 112.5, 225])
        #expect(recipes.allSatisfy { $0.cell.frame.size == Size(width: 375, height: 112.5) })
        #expect(recipes.allSatisfy { $0.cell.contentView.frame == Rect(x: 0, y: 0, width: 375, height: 112) })
        #expect(recipes[2].stack.frame == Rect(x: 112, y: 34.25, width: 247, height: 43.5))
        #expect(table.contentSize == Size(width: 375, height: 337.5))
        #expect(controller.window.ambiguousViews().isEmpty)
    }

    /// With a required bottom, the first layout at the 44-point estimate (content view 43.5, as in
    /// UIKit's logs) conflicts once per cell; after fitting, the rows lay out cleanly.
    @Test func requiredBottomConflictsAtTheEstimateThenSettles() throws {
        let recipes = try (0..<2).map { _ in try RecipeCell(bottomPriority: .required) }
        let (controller, _) = try listScreen(cells: recipes.map(\.cell))
        let report = controller.layoutIfNeeded()
        #expect(report.conflicts.count == 2)
        #expect(report.message.contains("'UIView-Encapsulated-Layout-Height' \(recipes[0].cell.contentView.layoutDescription).height == 43.5   (active)"))
        #expect(report.conflicts.map { $0.broken === recipes[0].bottom || $0.broken === recipes[1].bottom } == [true, true])
        #expect(recipes.allSatisfy { $0.cell.frame.height == 112.5 })
        #expect(recipes.allSatisfy { $0.cell.engine == nil })  // not a root: the table lays each row out
        #expect(controller.layoutIfNeeded().isClean)
    }

    /// The table keeps each row's height, not the engine that fitted it; a reload fits afresh to
    /// the same heights.
    @Test func rowsKeepTheirHeightsNotTheirFittingEngines() throws {
        let recipes = try (0..<2).map { _ in try RecipeCell(bottomPriority: .defaultHigh) }
        let (controller, table) = try listScreen(cells: recipes.map(\.cell))
        #expect(controller.layoutIfNeeded().isClean)
        #expect(recipes.allSatisfy { $0.cell.separateLayout?.state.holdsEngine == false })
        table.reloadRowHeights()
        #expect(controller.layoutIfNeeded().isClean)
        #expect(recipes.map(\.cell.frame.height) == [112.5, 112.5])
        #expect(recipes.allSatisfy { $0.cell.separateLayout?.state.holdsEngine == false })
    }

    @Test func fixedRowHeight() throws {
        let recipes = try (0..<2).map { _ in try RecipeCell(bottomPriority: .defaultHigh) }
        let (controller, table) = try listScreen(cells: recipes.map(\.cell))
        table.rowHeight = 120
        table.separatorStyle = .none
        #expect(controller.layoutIfNeeded().isClean)
        #expect(recipes.map(\.cell.frame.minY) == [0, 120])
        #expect(recipes[0].cell.contentView.frame.height == 120)
        #expect(table.contentSize.height == 240)
    }

    /// Each row is laid out by an engine of its own; the window's engine holds only the rows'
    /// frames (a row's autoresizing constraints), not their content.
    @Test func theWindowsEngineHoldsTheRowsFramesNotTheirContent() throws {
        let recipes = try (0..<3).map { _ in try RecipeCell(bottomPriority: .defaultHigh) }
        let (controller, _) = try listScreen(cells: recipes.map(\.cell))
        #expect(controller.layoutIfNeeded().isClean)
        let held = try #require(controller.window.engine).activeConstraints
        for recipe in recipes {
            #expect(!held.contains { $0 === recipe.bottom })
            #expect(!held.contains { $0.firstItem === recipe.stack || $0.secondItem === recipe.stack })
            #expect(held.contains { $0.firstItem === recipe.cell && $0.firstAttribute == .height })
        }
        #expect(recipes.allSatisfy { $0.cell.separateLayout?.state.holdsEngine == false })  // let go
    }

    /// A row whose engine was let go is laid out again when its constraints change, and only then.
    @Test func aRowIsLaidOutAgainWhenItsConstraintsChange() throws {
        let recipes = try (0..<2).map { _ in try RecipeCell(bottomPriority: .defaultHigh) }
        let (controller, table) = try listScreen(cells: recipes.map(\.cell))
        table.rowHeight = 120
        #expect(controller.layoutIfNeeded().isClean)
        #expect(recipes[1].imageView.frame == Rect(x: 16, y: 16, width: 80, height: 80))
        let leading = try #require(recipes[1].cell.contentView.constraints.first {
            $0.firstItem === recipes[1].imageView && $0.firstAttribute == .leading
        })
        let runs = recipes.map { $0.cell.separateLayout?.layoutsRun }
        #expect(controller.layoutIfNeeded().isClean)
        #expect(recipes.map { $0.cell.separateLayout?.layoutsRun } == runs)  // unchanged rows are left
        leading.constant = 20
        #expect(controller.layoutIfNeeded().isClean)
        #expect(recipes[0].cell.separateLayout?.layoutsRun == runs[0])
        #expect(recipes[1].imageView.frame == Rect(x: 20, y: 16, width: 80, height: 80))
        #expect(recipes[1].stack.frame.minX == 116)
        #expect(recipes[0].imageView.frame.minX == 16)
        recipes[0].nameLabel.text = "A much longer recipe name"
        controller.layoutIfNeeded()
        #expect(recipes[0].nameLabel.frame.width > 150)
    }

    /// A new row is laid out as soon as it is fitted; when the window's pass then places it there,
    /// in the same `layoutIfNeeded()`, its constraints are not collected again. The next call
    /// checks it once and leaves it, unless its constraints changed.
    @Test func aRowLaidOutWhenFittedIsNotCheckedAgainInTheSameCall() throws {
        let recipes = try (0..<3).map { _ in try RecipeCell(bottomPriority: .defaultHigh) }
        let (controller, _) = try listScreen(cells: recipes.map(\.cell))
        #expect(controller.layoutIfNeeded().isClean)
        #expect(recipes.map { $0.cell.separateLayout?.layoutsRun } == [1, 1, 1])
        #expect(recipes.map { $0.cell.separateLayout?.passesRun } == [1, 1, 1])
        #expect(recipes[2].imageView.frame == Rect(x: 16, y: 16, width: 80, height: 80))
        #expect(controller.layoutIfNeeded().isClean)
        #expect(recipes.map { $0.cell.separateLayout?.layoutsRun } == [1, 1, 1])
        #expect(recipes.map { $0.cell.separateLayout?.passesRun } == [2, 2, 2])
        recipes[1].nameLabel.text = "Another name"  // the next call lays that row out again
        #expect(controller.layoutIfNeeded().isClean)
        #expect(recipes.map { $0.cell.separateLayout?.layoutsRun } == [1, 2, 1])
    }

    /// A row just fitted is laid out from its fitting's solution, which is its layout at the
    /// fitted height: the frames are those of the same cell laid out alone at that height. A row
    /// with a constraint on the cell itself (whose height the fitting left at the estimate) is
    /// solved again.
    @Test func aFittedRowsFramesAreItsLayoutAtTheFittedHeight() throws {
        func recipe(_ text: String) throws -> RecipeCell {
            let recipe = try RecipeCell(bottomPriority: .defaultHigh)
            recipe.descriptionLabel.text = text
            return recipe
        }
        let long = String(repeating: "Roast the tomatoes low and slow until they collapse. ", count: 3)
        let rows = try [recipe("Sweet and salty"), recipe(long)]
        let onCell = try recipe(long)
        try onCell.imageView.trailingAnchor.constraint(lessThanOrEqualTo: onCell.cell.trailingAnchor).activate()
        let (controller, _) = try listScreen(cells: (rows + [onCell]).map(\.cell))
        #expect(controller.layoutIfNeeded().isClean)
        #expect((rows + [onCell]).map { $0.cell.separateLayout?.solvedByFittingCount } == [1, 1, 0])
        for row in rows + [onCell] {
            let alone = try recipe(row.descriptionLabel.text)
            alone.cell.layout(width: 375, height: row.cell.contentView.frame.height)
            #expect(alone.cell.contentView.frame == row.cell.contentView.frame)
            for (a, b) in [(alone.imageView, row.imageView), (alone.stack, row.stack),
                           (alone.nameLabel, row.nameLabel), (alone.descriptionLabel, row.descriptionLabel)] {
                #expect(a.frame == b.frame, "\(b.name ?? "")")
            }
        }
        #expect(rows[1].descriptionLabel.frame.height > rows[0].descriptionLabel.frame.height)
        // What was recorded as the rows' constraints is what the next call collects: it leaves them.
        #expect(controller.layoutIfNeeded().isClean)
        #expect((rows + [onCell]).map { $0.cell.separateLayout?.layoutsRun } == [1, 1, 1])
    }

    /// Ambiguity inside a row is found with the row's engine, laid out again for the question.
    @Test func ambiguityInsideARowIsFound() throws {
        let recipes = try (0..<2).map { _ in try RecipeCell(bottomPriority: .defaultHigh) }
        let loose = View()
        loose.translatesAutoresizingMaskIntoConstraints = false
        recipes[1].cell.contentView.addSubview(loose)
        try loose.widthAnchor.constraint(equalToConstant: 10).activate()
        let (controller, _) = try listScreen(cells: recipes.map(\.cell))
        #expect(controller.layoutIfNeeded().isClean)
        #expect(controller.window.ambiguousViews().map(ObjectIdentifier.init) == [ObjectIdentifier(loose)])
        #expect(loose.hasAmbiguousLayout)
        #expect(!recipes[1].imageView.hasAmbiguousLayout)
    }
}
