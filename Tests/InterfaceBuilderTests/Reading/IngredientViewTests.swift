import Testing
import InterfaceBuilderReader

@Suite("The MiniCookpad ingredient row xib")
struct IngredientViewTests {
    let document: IBDocument

    init() throws {
        document = try IBDocument(xml: Fixtures.ingredientView)
    }

    @Test func rowWithItsSafeAreaAndOwnOutlets() throws {
        let row = try #require(document.scenes.first?.views.first)
        #expect(row.className == "IngredientView" && row.kind == .view)
        #expect(row.safeArea?.id == "Saf-Ig-004")
        #expect(row.frame?.height == 30.5)
        #expect(row.backgroundColor == .white(0.95, alpha: 1, colorSpace: "genericGamma22GrayColorSpace"))
        #expect(row.subviews.map(\.displayName) == ["nameLabel", "quantityLabel"])
        #expect(document.outlets.allSatisfy { $0.sourceID == "Ing-Rw-001" })
        #expect(document.scenes[0].placeholders.map(\.id) == ["-1", "-2"])
        #expect(document.warnings.isEmpty)
    }

    @Test func constraintsAsTheTutorialDescribesThem() throws {
        let row = try #require(document.view(withID: "Ing-Rw-001"))
        #expect(row.constraints.count == 8)
        let safeArea = IBItemReference(id: "Saf-Ig-004", kind: .layoutGuide(.safeArea))
        let leading = row.constraints[0]
        #expect(leading.secondItem == safeArea && leading.constant == 16 && leading.firstAttribute == .leading)
        let trailing = row.constraints[5]
        #expect(trailing.firstItem == safeArea && trailing.secondItem?.id == "Ing-Qt-003" && trailing.constant == 16)
        let equalWidths = row.constraints[4]
        #expect(equalWidths.firstAttribute == .width && equalWidths.secondAttribute == .width)
        #expect(equalWidths.firstItem.id == "Ing-Qt-003" && equalWidths.secondItem?.id == "Ing-Nm-002")
        #expect(row.constraints.filter(\.firstItemIsImplicit).map(\.id) == ["Ing-C3-007", "Ing-C8-012"])
        #expect(row.constraints.allSatisfy { $0.isRequired && $0.relation == .equal && $0.multiplier == 1 })
        let quantity = try #require(document.view(withID: "Ing-Qt-003")?.text)
        #expect(quantity.alignment == .right && quantity.text == "3" && quantity.textColor == nil)
    }
}
