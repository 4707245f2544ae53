import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// Where a view's constraints leave its frame open, Interface Builder's canvas leaves it where it
/// was, at the frame the document saved; at run time the layout stays ambiguous.
@Suite("Canvas frames")
struct CanvasFrameTests {
    /// A centre-aligned vertical stack 300 wide: a plain view with a height and no width (saved
    /// 240 wide, centred), and a view whose width constraint (100) disagrees with its saved frame
    /// (saved 120 wide).
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="Cnv-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="Cnv-sv-002">
                        <rect key="frame" x="10" y="10" width="300" height="30"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cnv-vw-003">
                                <rect key="frame" x="30" y="0.0" width="240" height="10"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="10" id="Cnv-cc-001"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cnv-vw-004">
                                <rect key="frame" x="90" y="10" width="120" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="Cnv-cc-002"/>
                                    <constraint firstAttribute="height" constant="20" id="Cnv-cc-003"/>
                                </constraints>
                            </view>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="Cnv-sv-002" firstAttribute="leading" secondItem="Cnv-vw-001" secondAttribute="leading" constant="10" id="Cnv-cc-004"/>
                    <constraint firstAttribute="trailing" secondItem="Cnv-sv-002" secondAttribute="trailing" constant="10" id="Cnv-cc-005"/>
                    <constraint firstItem="Cnv-sv-002" firstAttribute="top" secondItem="Cnv-vw-001" secondAttribute="top" constant="10" id="Cnv-cc-006"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    private func tree(designTime: Bool) throws -> IBLayoutTree {
        let document = try IBDocument(xml: Self.xib)
        return try document.makeLayoutTree(IBLayoutRequest(sceneID: nil, designTime: designTime))
    }

    @Test func anOpenWidthKeepsItsSavedFrameOnTheCanvas() throws {
        let open = try #require(try tree(designTime: true).view(withID: "Cnv-vw-003"))
        #expect(open.frame == Rect(x: 30, y: 0, width: 240, height: 10))
        #expect(!open.hasAmbiguousLayout)
    }

    @Test func constraintsOverrideTheSavedFrame() throws {
        let fixed = try #require(try tree(designTime: true).view(withID: "Cnv-vw-004"))
        #expect(fixed.frame == Rect(x: 100, y: 10, width: 100, height: 20))
    }

    @Test func atRunTimeTheOpenWidthStaysAmbiguous() throws {
        let open = try #require(try tree(designTime: false).view(withID: "Cnv-vw-003"))
        #expect(open.hasAmbiguousLayout)
    }

    @Test func verificationMatchesTheOpenView() throws {
        let verification = IBVerification(document: try IBDocument(xml: Self.xib))
        #expect(verification.views.first { $0.id == "Cnv-vw-003" }?.matches == true)
        #expect(verification.views.first { $0.id == "Cnv-vw-004" }?.matches == false)
    }
}
