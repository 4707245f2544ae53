import Testing
import InterfaceBuilderReader

@Suite("Stack view and controls")
struct ControlsStackTests {
    let document: IBDocument

    init() throws {
        document = try IBDocument(xml: Fixtures.controlsStack)
    }

    @Test func stackViewOptions() throws {
        let view = try #require(document.view(withID: "Stk-Hz-002"))
        let stack = try #require(view.stackView)
        #expect(stack.axis == .horizontal && stack.distribution == .fillEqually)
        #expect(stack.alignment == .firstBaseline && stack.usesSystemSpacing && stack.spacing == 0)
        #expect(stack.isBaselineRelativeArrangement && stack.isLayoutMarginsRelativeArrangement)
        #expect(view.layoutMargins == IBEdgeInsets(top: 8, left: 10, bottom: 8, right: 12, isDirectional: true))
        #expect(view.subviews.map(\.kind) == [.button, .textField, .switch])
        #expect(document.device?.orientation == "landscape")
    }

    @Test func buttonStatesFontAndInsets() throws {
        let view = try #require(document.view(withID: "Btn-Sv-003"))
        let button = try #require(view.button)
        #expect(button.buttonType == "system")
        #expect(button.states.map(\.key) == ["normal", "highlighted"])
        #expect(button.normal?.title == "Save")
        #expect(button.normal?.image == IBImageReference(name: "save-icon", size: IBSize(width: 24, height: 24)))
        #expect(button.normal?.titleColor?.rgba?.blue == 1)
        #expect(button.contentEdgeInsets == IBEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
        #expect(view.text?.text == "Save")
        #expect(view.text?.lineBreakMode == .middleTruncation)
        #expect(view.text?.font == IBFont(face: .named(name: "Avenir-Heavy", family: "Avenir"), pointSize: 18))
        #expect(view.image?.size == IBSize(width: 24, height: 24))
        #expect(view.contentHugging == IBAxisPriorities(horizontal: 750, vertical: nil))
        #expect(view.compressionResistance == IBAxisPriorities(horizontal: 1000, vertical: nil))
    }

    @Test func textFieldSwitchAndSegments() throws {
        let field = try #require(document.view(withID: "Txt-Fd-004"))
        #expect(field.text?.placeholder == "Name" && field.text?.text == nil)
        #expect(field.text?.alignment == .center)
        #expect(field.text?.font == IBFont(face: .textStyle("UICTFontTextStyleBody"), pointSize: nil))
        #expect(field.attributes["borderStyle"] == "roundedRect")
        let toggle = try #require(document.view(withID: "Swt-Ch-005"))
        #expect(toggle.kind.uiKitClassName == "UISwitch" && toggle.outlets == ["toggle"])
        #expect(document.view(withID: "Seg-Ct-006")?.segments == ["One", "Two"])
        let collection = document.outlets.filter(\.isCollection)
        #expect(collection.map(\.destinationID) == ["Btn-Sv-003", "Txt-Fd-004"])
        #expect(collection.allSatisfy { $0.sourceID == "-1" && $0.property == "controls" })
        #expect(document.view(withID: "Btn-Sv-003")?.outlets == ["controls"])
        #expect(document.scenes[0].placeholders.first?.customClass == "SettingsRow")
    }

    @Test func hiddenViewMarginsAndIntrinsicPlaceholder() throws {
        let spacer = try #require(document.view(withID: "Hid-Vw-007"))
        #expect(spacer.isHidden && spacer.className == "Spacer")
        #expect(spacer.layoutMargins == IBEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(spacer.placeholderIntrinsicContentSize == IBSize(width: 40, height: 32))
        #expect(abs((spacer.backgroundColor?.rgba?.blue ?? 0) - 0.9686) < 1e-4)
        #expect(document.view(withID: "Row-Vw-001")?.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
    }

    @Test func everyKindOfAttribute() throws {
        let row = try #require(document.view(withID: "Row-Vw-001"))
        let attributes = row.constraints.flatMap { [$0.firstAttribute] + ($0.secondAttribute.map { [$0] } ?? []) }
        #expect(Set(attributes).isSuperset(of: [.topMargin, .leadingMargin, .trailingMargin, .centerYWithinMargins,
                                                .firstBaseline, .lastBaseline]))
        let symbolic = row.constraints[0]
        #expect(symbolic.isSymbolicConstant && symbolic.constant == 8)
        let baseline = row.constraints[6]
        #expect(baseline.relation == .lessThanOrEqual && baseline.firstAttribute == .lastBaseline)
        let safeArea = row.constraints[2]
        #expect(safeArea.firstItem == IBItemReference(id: "Saf-Ar-008", kind: .layoutGuide(.safeArea)))
        #expect(row.constraints[7].firstItemIsImplicit && row.constraints[7].firstAttribute == .trailingMargin)
    }
}
