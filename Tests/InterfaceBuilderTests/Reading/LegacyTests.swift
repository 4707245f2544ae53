import Testing
import InterfaceBuilderReader

@Suite("Older storyboards: layout guides, multipliers, variations, unknown elements")
struct LegacyTests {
    let document: IBDocument

    init() throws {
        document = try IBDocument(xml: Fixtures.legacy)
    }

    @Test func topAndBottomLayoutGuides() throws {
        let controller = try #require(document.initialViewController)
        #expect(controller.layoutGuides.map(\.kind) == [.topLayoutGuide, .bottomLayoutGuide])
        #expect(controller.layoutGuides.allSatisfy { $0.ownerID == "Old-Vc-001" })
        #expect(controller.freeformSize == IBSize(width: 600, height: 600))
        #expect(controller.simulatedMetrics == ["simulatedTopBarMetrics": "simulatedNavigationBarMetrics",
                                                "simulatedStatusBarMetrics": "nil"])
        #expect(document.device == nil && !document.usesSafeAreas)
        let root = try #require(controller.view)
        let top = try #require(root.constraints.first { $0.id == "M02-Cc-002" })
        #expect(top.secondItem == IBItemReference(id: "Top-Lg-002", kind: .layoutGuide(.topLayoutGuide)))
        let bottom = try #require(root.constraints.first { $0.id == "M03-Cc-003" })
        #expect(bottom.firstItem.kind == .layoutGuide(.bottomLayoutGuide))
    }

    @Test func everyMultiplierForm() throws {
        let byID = Dictionary(uniqueKeysWithValues: document.allConstraints.compactMap { c in c.id.map { ($0, c) } })
        #expect(byID["M01-Cc-001"]?.multiplier == 1.5)
        #expect(byID["M04-Cc-004"]?.multiplier == 0.5)
        #expect(byID["M05-Cc-005"]?.multiplier == 0.5)
        #expect(byID["M05-Cc-005"]?.multiplierText == "50%")
        #expect(byID["M06-Cc-006"]?.multiplier == 2.0 / 3.0)
        #expect(byID["M07-Cc-007"]?.multiplier == 2)
        #expect(byID["M08-Cc-008"]?.secondAttribute == .centerXWithinMargins)
        #expect(byID["M09-Cc-009"]?.firstAttribute == .baseline && byID["M09-Cc-009"]?.constant == -20)
        let constant = try #require(byID["M10-Cc-010"])
        #expect(constant.secondItem == nil && constant.secondAttribute == nil && constant.constant == 44)
        #expect(constant.firstItem.id == "Mul-Vw-005" && constant.relation == .greaterThanOrEqual)
    }

    @Test func sizeClassVariations() throws {
        let root = try #require(document.initialViewController?.view)
        #expect(root.variations.map(\.key) == ["default", "widthClass=compact"])
        #expect(root.variations[0].excluded["constraints"] == ["M08-Cc-008"])
        #expect(root.variations[1].included["constraints"] == ["M08-Cc-008"])
        let top = try #require(root.constraints.first { $0.id == "M02-Cc-002" })
        #expect(top.variations == [IBTraitVariation(key: "widthClass=compact", attributes: ["constant": "8"])])
    }

    @Test func attributedTextAndCalibratedColours() throws {
        let label = try #require(document.view(withID: "Att-Lb-006"))
        let text = try #require(label.text)
        #expect(text.isAttributed && text.text == "Hello, world")
        #expect(text.font == IBFont(face: .named(name: "Georgia", family: nil), pointSize: 17))
        #expect(text.alignment == .center && text.lineBreakMode == .wordWrapping && text.numberOfLines == 3)
        #expect(text.textColor == .white(0.2, alpha: 1, colorSpace: "calibratedWhite"))
        #expect(document.view(withID: "Mul-Vw-005")?.backgroundColor ==
                .rgb(red: 1, green: 0.5, blue: 0.25, alpha: 0.5, colorSpace: "calibratedRGB"))
    }

    @Test func unknownElementIsAPlainViewWithAWarning() throws {
        let chart = try #require(document.view(withID: "Unk-Vw-007"))
        #expect(chart.kind == .unknown && chart.element == "chartView")
        #expect(chart.className == "FancyChart")
        #expect(chart.frame == IBRect(x: 20, y: 280, width: 300, height: 100))
        #expect(!chart.translatesAutoresizingMaskIntoConstraints)
        let warning = try #require(document.warnings.first)
        #expect(document.warnings.count == 1)
        #expect(warning.element == "chartView" && warning.line == chart.line && warning.line > 1)
        let lines = Fixtures.legacy.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[warning.line - 1].contains("<chartView"))
        #expect(warning.description.contains("chartView"))
    }

    @Test func cellContentViewWithoutAnID() throws {
        let collection = try #require(document.view(withID: "Col-Vw-008"))
        #expect(collection.subviews.isEmpty)
        let cell = try #require(collection.cells.first)
        #expect(cell.kind == .collectionViewCell && cell.attributes["reuseIdentifier"] == "Cell")
        let content = try #require(cell.subviews.first)
        #expect(content.key == "contentView" && !content.hasInterfaceBuilderID)
        #expect(content.id == "Col-Cl-010.contentView")
        #expect(content.subviews.first?.id == "Cel-Im-011")
        #expect(cell.constraints.count == 2 && cell.constraints[0].firstItem.id == "Col-Cl-010")
    }

    @Test func barButtonCustomViewIsKept() throws {
        let controller = try #require(document.initialViewController)
        #expect(controller.otherViews.map(\.id) == ["Bar-Cv-016"])
        #expect(controller.allRootViews.count == 2)
        // Every element with a saved frame is a view: 9 here.
        #expect(document.allViews.count == 9)
        #expect(document.allViews.allSatisfy { $0.frame != nil })
    }
}
