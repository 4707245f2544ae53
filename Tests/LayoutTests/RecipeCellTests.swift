import Testing
import TextLayout
@testable import Layout

/// The recipe list's cell from SCREENS.md (`RecipesCell.xib`), built as the tutorial builds it.
struct RecipeCell {
    let cell = TableViewCell(width: 375, height: 44)
    let imageView = ImageView()
    let stack = StackView(axis: .vertical)
    let nameLabel = LabelView("Teriyaki chicken", font: .boldSystem(size: 14), numberOfLines: 1)
    let descriptionLabel = LabelView("Sweet and salty", font: .system(size: 12), numberOfLines: 2)
    let bottom: LayoutConstraint

    init(bottomPriority: LayoutPriority) throws {
        let content = cell.contentView
        imageView.translatesAutoresizingMaskIntoConstraints = false
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = 12
        stack.alignment = .top
        descriptionLabel.lineBreakMode = .byTruncatingTail
        stack.addArrangedSubview(nameLabel)
        stack.addArrangedSubview(descriptionLabel)
        content.addSubview(imageView)
        content.addSubview(stack)
        bottom = content.bottomAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 16)
            .withPriority(bottomPriority)
        try LayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
            imageView.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            imageView.widthAnchor.constraint(equalToConstant: 80),
            imageView.heightAnchor.constraint(equalToConstant: 80),
            bottom,
            stack.centerYAnchor.constraint(equalTo: imageView.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: imageView.trailingAnchor, constant: 16),
            content.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 16),
        ])
    }
}

@Suite("The recipe cell (SCREENS.md acceptance)")
struct RecipeCellTests {
    /// 16 + 80 + 16 = 112 high; the stack starts at 16 + 80 + 16 = 112 and is 375 - 112 - 16 = 247
    /// wide. Its height is 17 (bold 14, one line at 2x) + 12 + 14.5 (12 pt, one line) = 43.5,
    /// centred on the image's centre 56: y = 56 - 21.75 = 34.25.
    @Test func fitsTo112AndLaysOutAtThatHeight() throws {
        let recipe = try RecipeCell(bottomPriority: .defaultHigh)
        #expect(recipe.cell.fittingSize(width: 375) == Size(width: 375, height: 112))
        let report = recipe.cell.layout(width: 375, height: 112)
        #expect(report.isClean)
        #expect(recipe.cell.contentView.frame == Rect(x: 0, y: 0, width: 375, height: 112))
        #expect(recipe.imageView.frame == Rect(x: 16, y: 16, width: 80, height: 80))
        #expect(recipe.stack.frame == Rect(x: 112, y: 34.25, width: 247, height: 43.5))
        #expect(recipe.nameLabel.frame.origin == .zero)
        #expect(recipe.nameLabel.frame.height == 17)
        #expect(recipe.descriptionLabel.frame.minY == 29)  // 17 + 12
        #expect(recipe.descriptionLabel.frame.height == 14.5)
    }

    /// UITableView first lays the cell out at 44 with the required encapsulated height: with a
    /// required bottom, 16 + 80 + 16 cannot be 44 and UIKit reports the four constraints.
    @Test func requiredBottomAt44ReportsTheConflict() throws {
        let recipe = try RecipeCell(bottomPriority: .required)
        let report = recipe.cell.layout(width: 375, height: 44)
        try #require(report.conflicts.count == 1)
        let conflict = report.conflicts[0]
        let identifiers = conflict.constraints.compactMap(\.identifier)
        #expect(identifiers == ["UIView-Encapsulated-Layout-Height"])
        #expect(conflict.constraints.count == 4)  // top 16, height 80, bottom 16, encapsulated 44
        #expect(conflict.broken === recipe.bottom)
        let image = recipe.imageView.layoutDescription, content = recipe.cell.contentView.layoutDescription
        let message = report.message
        #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(message.contains("V:|-(16)-[\(image)]   (active, names: '|':\(content) )"))
        #expect(message.contains("V:[\(image)]-(16)-|   (active, names: '|':\(content) )"))
        #expect(message.contains("\(image).height == 80   (active)"))
        #expect(message.contains("'UIView-Encapsulated-Layout-Height' \(content).height == 44   (active)"))
        #expect(message.contains("Will attempt to recover by breaking constraint \n\(recipe.bottom)"))
        // Recovered: the rest holds.
        #expect(recipe.cell.contentView.frame.height == 44)
        #expect(recipe.imageView.frame == Rect(x: 16, y: 16, width: 80, height: 80))
        // Laying out again reports nothing new: the broken constraint stays broken until it changes.
        #expect(recipe.cell.layoutIfNeeded().isClean)
    }

    /// At 750 the bottom gives way silently at 44, and the cell still fits to 112.
    @Test func bottomAt750LaysOutCleanlyAt44AndStillFits() throws {
        let recipe = try RecipeCell(bottomPriority: .defaultHigh)
        let report = recipe.cell.layout(width: 375, height: 44)
        #expect(report.isClean)
        #expect(recipe.imageView.frame == Rect(x: 16, y: 16, width: 80, height: 80))
        #expect(recipe.cell.fittingSize(width: 375).height == 112)
        // Then the table lays it out at the fitted height, cleanly.
        #expect(recipe.cell.layout(width: 375, height: 112).isClean)
        #expect(recipe.stack.frame == Rect(x: 112, y: 34.25, width: 247, height: 43.5))
    }

    /// Once the table gives the cell its fitted height, the conflict is gone and the broken bottom
    /// constraint is back in force.
    @Test func brokenConstraintReturnsWhenTheConflictIsGone() throws {
        let recipe = try RecipeCell(bottomPriority: .required)
        #expect(recipe.cell.layout(width: 375, height: 44).conflicts.count == 1)
        #expect(recipe.cell.engine?.isBroken(recipe.bottom) == true)
        #expect(recipe.cell.layout(width: 375, height: 112).isClean)
        #expect(recipe.cell.engine?.isBroken(recipe.bottom) == false)
        #expect(recipe.imageView.frame == Rect(x: 16, y: 16, width: 80, height: 80))
    }

    /// Laid out at 112 first and then at 44: the encapsulated height's constant changes in place,
    /// and the conflict still breaks the cell's own constraint, not the height the table imposes.
    @Test func shrinkingACleanCellBreaksTheCellsConstraint() throws {
        let recipe = try RecipeCell(bottomPriority: .required)
        #expect(recipe.cell.layout(width: 375, height: 112).isClean)
        let report = recipe.cell.layout(width: 375, height: 44)
        try #require(report.conflicts.count == 1)
        #expect(report.conflicts[0].broken === recipe.bottom)
        #expect(recipe.cell.contentView.frame.height == 44)
        #expect(recipe.imageView.frame == Rect(x: 16, y: 16, width: 80, height: 80))
    }

    /// Lowering the required bottom to 750 after the conflict lets it back in, as in UIKit.
    @Test func brokenConstraintReturnsWhenItsPriorityChanges() throws {
        let recipe = try RecipeCell(bottomPriority: .required)
        #expect(recipe.cell.layout(width: 375, height: 44).conflicts.count == 1)
        recipe.bottom.priority = .defaultHigh
        #expect(recipe.cell.layout(width: 375, height: 112).isClean)
        #expect(recipe.cell.engine?.isBroken(recipe.bottom) == false)
    }
}
