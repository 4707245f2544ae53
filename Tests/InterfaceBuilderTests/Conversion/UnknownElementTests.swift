import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// The keyboard layout guide, and elements the reader does not know: no file is refused for
/// holding something Trellis does not model.
@Suite("Keyboard guide and unknown elements")
struct UnknownElementTests {
    /// An iPhone 11 (`retina6_1`, Xcode 16: a 34-point home indicator) with a text field under
    /// the safe area's top, a panel resting on the keyboard guide, and a view covering the guide.
    /// The saved frames are UIKit's with the keyboard hidden: the guide spans the view's width
    /// from the safe area's bottom (862) to the view's bottom (896). `GUIDE` stands for the
    /// guide's attributes.
    static let keyboardTemplate = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Kbd-vc-001">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="Kbd-sc-001">
                <objects>
                    <viewController id="Kbd-vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Kbd-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Fld-vw-002">
                                    <rect key="frame" x="16" y="68" width="382" height="44"/>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Pnl-vw-003">
                                    <rect key="frame" x="0.0" y="PANEL_Y" width="414" height="50"/>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cov-vw-004">
                                    <rect key="frame" x="0.0" y="COVER_Y" width="414" height="COVER_H"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Saf-lg-005"/>
                            <keyboardLayoutGuide key="keyboard" GUIDE id="Kbd-lg-006"/>
                            <constraints>
                                <constraint firstItem="Fld-vw-002" firstAttribute="top" secondItem="Saf-lg-005" secondAttribute="top" constant="20" id="Kbd-cc-001"/>
                                <constraint firstItem="Fld-vw-002" firstAttribute="leading" secondItem="Kbd-vw-001" secondAttribute="leading" constant="16" id="Kbd-cc-002"/>
                                <constraint firstAttribute="trailing" secondItem="Fld-vw-002" secondAttribute="trailing" constant="16" id="Kbd-cc-003"/>
                                <constraint firstItem="Fld-vw-002" firstAttribute="height" constant="44" id="Kbd-cc-004"/>
                                <constraint firstItem="Pnl-vw-003" firstAttribute="leading" secondItem="Kbd-lg-006" secondAttribute="leading" id="Kbd-cc-005"/>
                                <constraint firstItem="Kbd-lg-006" firstAttribute="trailing" secondItem="Pnl-vw-003" secondAttribute="trailing" id="Kbd-cc-006"/>
                                <constraint firstItem="Pnl-vw-003" firstAttribute="bottom" secondItem="Kbd-lg-006" secondAttribute="top" id="Kbd-cc-007"/>
                                <constraint firstItem="Pnl-vw-003" firstAttribute="height" constant="50" id="Kbd-cc-008"/>
                                <constraint firstItem="Cov-vw-004" firstAttribute="top" secondItem="Kbd-lg-006" secondAttribute="top" id="Kbd-cc-009"/>
                                <constraint firstItem="Cov-vw-004" firstAttribute="bottom" secondItem="Kbd-lg-006" secondAttribute="bottom" id="Kbd-cc-010"/>
                                <constraint firstItem="Cov-vw-004" firstAttribute="leading" secondItem="Kbd-lg-006" secondAttribute="leading" id="Kbd-cc-011"/>
                                <constraint firstItem="Cov-vw-004" firstAttribute="trailing" secondItem="Kbd-lg-006" secondAttribute="trailing" id="Kbd-cc-012"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    static func keyboardStoryboard(guideAttributes: String = "", panelY: Double, coverY: Double, coverHeight: Double) -> String {
        keyboardTemplate.replacingOccurrences(of: " GUIDE", with: guideAttributes.isEmpty ? "" : " " + guideAttributes)
            .replacingOccurrences(of: "PANEL_Y", with: "\(panelY)")
            .replacingOccurrences(of: "COVER_Y", with: "\(coverY)")
            .replacingOccurrences(of: "COVER_H", with: "\(coverHeight)")
    }

    static let keyboardHidden = keyboardStoryboard(panelY: 812, coverY: 862, coverHeight: 34)

    @Test func readsTheKeyboardGuide() throws {
        let document = try IBDocument(xml: Self.keyboardHidden)
        let root = try #require(document.view(withID: "Kbd-vw-001"))
        let guide = try #require(root.layoutGuides.first { $0.kind == .keyboard })
        #expect(guide.id == "Kbd-lg-006" && guide.ownerID == "Kbd-vw-001")
        #expect(document.warnings.isEmpty)
        let pinned = try #require(root.constraints.first { $0.id == "Kbd-cc-007" })
        #expect(pinned.secondItem == IBItemReference(id: "Kbd-lg-006", kind: .layoutGuide(.keyboard)))
    }

    /// With the keyboard hidden the guide is the strip below the safe area, full width.
    @Test func keyboardGuideSpansFromTheSafeAreaToTheBottom() throws {
        let document = try IBDocument(xml: Self.keyboardHidden)
        let tree = try document.makeLayoutTree(IBLayoutRequest(designTime: true))
        let guide = try #require(tree.root.layoutGuides.first { $0.identifier == "UIKeyboardLayoutGuide" })
        #expect(guide.layoutFrame == Rect(x: 0, y: 862, width: 414, height: 34))
        #expect(tree.view(withID: "Pnl-vw-003")?.frame == Rect(x: 0, y: 812, width: 414, height: 50))
        #expect(tree.report.isClean)
        let verification = IBVerification(document: document)
        #expect(verification.total == 4)
        #expect(verification.matched == 4, "\(verification.mismatches)")
    }

    /// `usesBottomSafeArea` off (iOS 17): the guide starts at the view's bottom.
    @Test func keyboardGuideWithoutTheBottomSafeArea() throws {
        let xml = Self.keyboardStoryboard(guideAttributes: #"usesBottomSafeArea="NO""#,
                                          panelY: 846, coverY: 896, coverHeight: 0)
        let verification = IBVerification(document: try IBDocument(xml: xml))
        #expect(verification.matched == verification.total, "\(verification.mismatches)")
    }

    /// A view element and a guide element no Xcode writes today, as a later Xcode might.
    static let unknownElements = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="Unk-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <hologramView contentMode="scaleToFill" depth="3" translatesAutoresizingMaskIntoConstraints="NO" id="Hol-vw-002">
                        <rect key="frame" x="20" y="30" width="120" height="60"/>
                        <hologramSettings key="settings" shimmer="YES"/>
                    </hologramView>
                    <sparkleView contentMode="scaleToFill" id="Spk-vw-003">
                        <rect key="frame" x="200" y="100" width="40" height="40"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </sparkleView>
                </subviews>
                <futureLayoutGuide key="future" id="Fut-lg-004"/>
                <constraints>
                    <constraint firstItem="Hol-vw-002" firstAttribute="leading" secondItem="Unk-vw-001" secondAttribute="leading" constant="20" id="Unk-cc-001"/>
                    <constraint firstItem="Hol-vw-002" firstAttribute="top" secondItem="Unk-vw-001" secondAttribute="top" constant="30" id="Unk-cc-002"/>
                    <constraint firstItem="Fut-lg-004" firstAttribute="top" secondItem="Hol-vw-002" secondAttribute="top" id="Unk-cc-003"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    static func line(of text: String, in xml: String) -> Int {
        (xml.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) } ?? -1) + 1
    }

    @Test func unknownViewsArePlainViewsWithAWarning() throws {
        let document = try IBDocument(xml: Self.unknownElements)
        let hologram = try #require(document.view(withID: "Hol-vw-002"))
        #expect(hologram.kind == .unknown && hologram.element == "hologramView")
        #expect(hologram.className == "UIView")
        #expect(hologram.frame == IBRect(x: 20, y: 30, width: 120, height: 60))
        let warned = document.warnings.filter { $0.element == "hologramView" }
        #expect(warned.count == 1)
        #expect(warned.first?.line == Self.line(of: "<hologramView", in: Self.unknownElements))
        #expect((warned.first?.column ?? 0) > 0)
        #expect(document.warnings.contains { $0.element == "sparkleView" })
    }

    @Test func unknownGuidesAreKeptForTheirConstraints() throws {
        let document = try IBDocument(xml: Self.unknownElements)
        let root = try #require(document.view(withID: "Unk-vw-001"))
        #expect(root.layoutGuides.map(\.kind) == [.other("futureLayoutGuide")])
        let warning = try #require(document.warnings.first { $0.element == "futureLayoutGuide" })
        #expect(warning.line == Self.line(of: "<futureLayoutGuide", in: Self.unknownElements))
    }

    /// Unknown views keep their saved frames: the size as their content's, the place from their
    /// constraints or, without any, from the frame itself.
    @Test func unknownViewsKeepTheirSavedFrames() throws {
        let verification = IBVerification(document: try IBDocument(xml: Self.unknownElements))
        #expect(verification.total == 3)
        #expect(verification.matched == 3, "\(verification.mismatches)")
        #expect(verification.roots.first?.warnings.contains { $0.element == "hologramView" } == true)
    }

    /// A constraint naming something that is neither a view nor a guide still makes the file
    /// broken: unknown elements are kept, broken references are not.
    @Test func brokenReferencesAreStillErrors() {
        let broken = Self.unknownElements.replacingOccurrences(of: #"secondItem="Hol-vw-002" secondAttribute="top""#,
                                                               with: #"secondItem="Nowhere-01" secondAttribute="top""#)
        #expect(throws: IBReadError.self) { try IBDocument(xml: broken) }
    }
}
