import Testing
import InterfaceBuilderReader

@Suite("The MiniCookpad recipe detail storyboard")
struct RecipeDetailTests {
    let document: IBDocument

    init() throws {
        document = try IBDocument(xml: Fixtures.recipeDetail)
    }

    @Test func twoScenesAndTheInitialViewController() throws {
        #expect(document.kind == .storyboard)
        #expect(document.device?.id == "retina6_1")
        #expect(document.scenes.map(\.id) == ["Scn-Nv-001", "Scn-Rc-001"])
        #expect(document.initialViewControllerID == "Nav-Vc-001")
        let navigation = try #require(document.initialViewController)
        #expect(navigation.element == "navigationController" && navigation.isInitial)
        #expect(navigation.view == nil)
        #expect(navigation.otherViews.map(\.kind) == [.navigationBar])
        let recipe = try #require(document.viewController(withID: "Rcp-Vc-001"))
        #expect(!recipe.isInitial)
        #expect(recipe.customClass == "RecipeViewController")
        #expect(recipe.storyboardIdentifier == "RecipeViewController")
        #expect(recipe.view?.id == "Rot-Vw-002")
        #expect(document.warnings.isEmpty)
        let root = try #require(document.containingRelationship(of: "Rcp-Vc-001"))
        #expect(root.sourceID == "Nav-Vc-001" && root.relationship == "rootViewController")
        #expect(document.containingRelationship(of: "Nav-Vc-001") == nil)
        #expect(document.scenes[1].placeholders.map(\.identifier) == ["IBFirstResponder"])
    }

    @Test func safeAreaAndScrollViewLayoutGuides() throws {
        let root = try #require(document.view(withID: "Rot-Vw-002"))
        #expect(root.safeArea == IBLayoutGuide(id: "Saf-Ar-013", kind: .safeArea, ownerID: "Rot-Vw-002",
                                               line: root.safeArea?.line ?? 0, column: root.safeArea?.column ?? 0))
        #expect(root.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(root.backgroundColor == .system("systemBackgroundColor", resolved: .white(1, alpha: 1, colorSpace: "genericGamma22GrayColorSpace")))
        let scroll = try #require(document.view(withID: "Scr-Vw-003"))
        #expect(scroll.kind == .scrollView)
        #expect(scroll.contentLayoutGuide?.id == "Cgd-Lg-011")
        #expect(scroll.frameLayoutGuide?.id == "Fgd-Lg-012")
        #expect(scroll.subviews.map(\.id) == ["Img-Vw-004", "Dsc-Cn-006", "Ing-Sv-009"])
        let pinned = scroll.constraints.filter { $0.firstItem.kind == .layoutGuide(.contentLayoutGuide) || $0.secondItem?.kind == .layoutGuide(.contentLayoutGuide) }
        #expect(pinned.count == 8)
        let width = try #require(scroll.constraints.first { $0.id == "C11-Aa-011" })
        #expect(width.secondItem == IBItemReference(id: "Fgd-Lg-012", kind: .layoutGuide(.frameLayoutGuide)))
        let safe = try #require(root.constraints.first { $0.id == "C23-Aa-023" })
        #expect(safe.secondItem?.kind == .layoutGuide(.safeArea) && safe.priority == 999)
    }

    @Test func aspectRatioPlaceholderAndInequality() throws {
        let aspect = try #require(document.view(withID: "Img-Vw-004")?.constraints.first)
        #expect(aspect.multiplierText == "375:250" && aspect.multiplier == 1.5)
        #expect(aspect.firstAttribute == .width && aspect.secondAttribute == .height)
        #expect(aspect.secondItem?.id == "Img-Vw-004")
        let placeholder = try #require(document.view(withID: "Ing-Sv-009")?.constraints.first)
        #expect(placeholder.isPlaceholder && placeholder.constant == 200 && placeholder.isRequired)
        let leading = try #require(document.allConstraints.first { $0.id == "C07-Aa-007" })
        #expect(leading.relation == .greaterThanOrEqual)
        #expect(leading.secondAttribute == .leadingMargin)
        #expect(leading.secondAttribute?.isMargin == true && leading.secondAttribute?.withoutMargin == .leading)
        #expect(leading.identifier == "recipeID.leading")
    }

    @Test func labelsAndOutlets() throws {
        let description = try #require(document.view(withID: "Dsc-Lb-007"))
        #expect(description.outlets == ["descriptionLabel"])
        #expect(description.text?.numberOfLines == 0)
        #expect(description.text?.textColor == nil)
        let recipeID = try #require(document.view(withID: "Rid-Lb-008"))
        #expect(recipeID.text?.text == "レシピID: 1")
        #expect(recipeID.text?.alignment == .right)
        #expect(recipeID.text?.font == IBFont(face: .system(type: "system", weight: "semibold"), pointSize: 12))
        #expect(recipeID.text?.textColor?.rgba?.red == 0.33333333333333331)
        #expect(document.view(withID: "Dsc-Cn-006")?.userLabel == "Description Container")
        #expect(document.view(withID: "Dsc-Cn-006")?.displayName == "Description Container")
        #expect(document.view(withID: "Scr-Vw-003")?.outlets == ["scrollView"])
        #expect(document.allViews.count == 8)
        #expect(document.allConstraints.count == 25)
    }
}
