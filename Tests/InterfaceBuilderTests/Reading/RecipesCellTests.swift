import Testing
import InterfaceBuilderReader

@Suite("The MiniCookpad recipe cell xib")
struct RecipesCellTests {
    let document: IBDocument

    init() throws {
        document = try IBDocument(xml: Fixtures.recipesCell)
    }

    @Test func documentHeader() {
        #expect(document.kind == .xib)
        #expect(document.toolsVersion == "21701")
        #expect(document.device == IBDevice(id: "retina5_9", orientation: "portrait"))
        #expect(document.usesAutolayout && document.usesSafeAreas)
        #expect(document.scenes.count == 1)
        #expect(document.scenes[0].id == nil)
        #expect(document.warnings.isEmpty)
    }

    @Test func viewTreeInDocumentOrder() throws {
        let cell = try #require(document.scenes.first?.views.first)
        #expect(cell.kind == .tableViewCell)
        #expect(cell.customClass == "RecipesCell" && cell.customModule == "MiniCookpad")
        #expect(cell.className == "RecipesCell")
        #expect(cell.frame == IBRect(x: 0, y: 0, width: 375, height: 112))
        #expect(cell.autoresizingMask == [])
        #expect(cell.translatesAutoresizingMaskIntoConstraints)
        let content = try #require(cell.subviews.first)
        #expect(content.kind == .tableViewCellContentView && content.key == "contentView")
        #expect(content.className == "UITableViewCellContentView")
        #expect(content.preservesSuperviewLayoutMargins && !content.insetsLayoutMarginsFromSafeArea)
        #expect(content.subviews.map(\.id) == ["Img-Vw-003", "Stk-Vw-006"])
        #expect(document.allViews.map(\.element) ==
                ["tableViewCell", "tableViewCellContentView", "imageView", "stackView", "label", "label"])
    }

    @Test func outletsNameViewsAndConstraints() throws {
        let image = try #require(document.view(withID: "Img-Vw-003"))
        #expect(image.outlets == ["recipeImageView"])
        #expect(image.displayName == "recipeImageView")
        #expect(document.view(withID: "Nam-Lb-007")?.outlets == ["nameLabel"])
        #expect(document.view(withID: "Dsc-Lb-008")?.outlets == ["descriptionLabel"])
        let bottom = try #require(document.allConstraints.first { $0.id == "Bot-16-010" })
        #expect(bottom.outlets == ["bottomConstraint"])
        #expect(document.outlets.count == 4)
        #expect(document.outlets.allSatisfy { $0.sourceID == "Cel-l0-001" })
    }

    @Test func imageWithItsResourceSizeAndPriorities() throws {
        let image = try #require(document.view(withID: "Img-Vw-003"))
        #expect(image.kind == .imageView)
        #expect(image.image == IBImageReference(name: "recipe-placeholder", size: IBSize(width: 120, height: 90)))
        #expect(!image.translatesAutoresizingMaskIntoConstraints)
        #expect(image.contentMode == "scaleAspectFill")
        #expect(image.contentHugging == IBAxisPriorities(horizontal: 251, vertical: 251))
        #expect(image.compressionResistance.horizontal == nil)
        #expect(image.compressionResistance.resolvedVertical(default: 750) == 750)
        let stack = try #require(document.view(withID: "Stk-Vw-006"))
        #expect(stack.contentHugging.resolvedHorizontal(default: 250) == 250)
    }

    @Test func stackViewAndLabels() throws {
        let stack = try #require(document.view(withID: "Stk-Vw-006")?.stackView)
        #expect(stack.axis == .vertical && stack.alignment == .top && stack.spacing == 12)
        #expect(stack.distribution == .fill && !stack.isBaselineRelativeArrangement)
        let name = try #require(document.view(withID: "Nam-Lb-007")?.text)
        #expect(name.text == "Nikujaga")
        #expect(name.font == IBFont(face: .system(type: "boldSystem", weight: nil), pointSize: 14))
        #expect(name.font?.isBold == true)
        #expect(name.numberOfLines == 1 && name.lineBreakMode == .tailTruncation && name.alignment == .natural)
        #expect(name.textColor == .named("mini/green", resolved: .rgb(red: 0.545, green: 0.678, blue: 0, alpha: 1, colorSpace: "sRGB")))
        let description = try #require(document.view(withID: "Dsc-Lb-008")?.text)
        #expect(description.numberOfLines == 2)
        #expect(description.font == IBFont(face: .system(type: "system", weight: nil), pointSize: 12))
        let rgba = try #require(description.textColor?.rgba)
        #expect(abs(rgba.alpha - 0.6) < 1e-9 && abs(rgba.red - 0.2353) < 1e-4)
    }

    @Test func constraintsWithImplicitFirstItems() throws {
        let content = try #require(document.view(withID: "Cnt-Vw-002"))
        #expect(content.constraints.count == 6)
        let bottom = content.constraints[1]
        #expect(bottom.firstItemIsImplicit)
        #expect(bottom.firstItem == IBItemReference(id: "Cnt-Vw-002", kind: .view))
        #expect(bottom.firstAttribute == .bottom && bottom.relation == .equal)
        #expect(bottom.secondItem == IBItemReference(id: "Img-Vw-003", kind: .view))
        #expect(bottom.secondAttribute == .bottom)
        #expect(bottom.constant == 16 && bottom.priority == 750 && !bottom.isRequired)
        #expect(bottom.multiplier == 1 && bottom.multiplierText == nil && !bottom.isPlaceholder)
        #expect(bottom.ownerID == "Cnt-Vw-002")
        let width = try #require(document.view(withID: "Img-Vw-003")?.constraints.first)
        #expect(width.firstItem.id == "Img-Vw-003" && width.firstItemIsImplicit)
        #expect(width.secondItem == nil && width.secondAttribute == nil && width.constant == 80)
        let centre = content.constraints[5]
        #expect(centre.firstAttribute == .centerY && centre.secondAttribute == .centerY && !centre.firstItemIsImplicit)
        #expect(document.allConstraints.count == 8)
    }

    @Test func positionsPointAtTheElements() throws {
        let stack = try #require(document.view(withID: "Stk-Vw-006"))
        let lines = Fixtures.recipesCell.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[stack.line - 1].contains("id=\"Stk-Vw-006\""))
        #expect(stack.column > 1)
        let bottom = try #require(document.allConstraints.first { $0.id == "Bot-16-010" })
        #expect(lines[bottom.line - 1].contains("id=\"Bot-16-010\""))
    }

    /// Finding a view by id walks the tree parents first, as `allViews` lists it, and stops there.
    @Test func findingAViewByIDAgreesWithTheListOfAllViews() throws {
        let all = document.allViews
        #expect(all.count > 3)
        for view in all { #expect(document.view(withID: view.id)?.line == view.line) }
        #expect(document.view(withID: "no-such-id") == nil)
        let cell = try #require(document.scenes.first?.views.first)
        var visited: [String] = []
        let found = cell.first { visited.append($0.id); return $0.id == all[2].id }
        #expect(found?.id == all[2].id)
        #expect(visited == all.prefix(3).map(\.id))
    }
}
