import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// `preservesSuperviewLayoutMargins` below a root whose margins come from the canvas.
@Suite("Preserved superview margins")
struct PreservedMarginsTests {
    /// File's Owner's view on the 414-point phone (side margins 20), with a full-width footer
    /// that preserves its superview's margins (`preserves`) and a button pinned to the footer's
    /// leading and trailing margins.
    static func xib(preserves: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                    <connections>
                        <outlet property="view" destination="Pmg-vw-001" id="Pmg-ot-001"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="Pmg-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" \(preserves ? #"preservesSuperviewLayoutMargins="YES" "# : "")translatesAutoresizingMaskIntoConstraints="NO" id="Pmg-vw-002">
                            <rect key="frame" x="0.0" y="800" width="414" height="62"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Pmg-vw-003">
                                    <rect key="frame" x="20" y="10" width="374" height="42"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Pmg-vw-003" firstAttribute="leading" secondItem="Pmg-vw-002" secondAttribute="leadingMargin" id="Pmg-cc-001"/>
                                <constraint firstAttribute="trailingMargin" secondItem="Pmg-vw-003" secondAttribute="trailing" id="Pmg-cc-002"/>
                                <constraint firstItem="Pmg-vw-003" firstAttribute="top" secondItem="Pmg-vw-002" secondAttribute="top" constant="10" id="Pmg-cc-003"/>
                                <constraint firstAttribute="bottom" secondItem="Pmg-vw-003" secondAttribute="bottom" constant="10" id="Pmg-cc-004"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Pmg-vw-002" firstAttribute="leading" secondItem="Pmg-vw-001" secondAttribute="leading" id="Pmg-cc-005"/>
                        <constraint firstAttribute="trailing" secondItem="Pmg-vw-002" secondAttribute="trailing" id="Pmg-cc-006"/>
                        <constraint firstItem="Pmg-vw-002" firstAttribute="top" secondItem="Pmg-vw-001" secondAttribute="top" constant="800" id="Pmg-cc-007"/>
                        <constraint firstItem="Pmg-vw-002" firstAttribute="height" constant="62" id="Pmg-cc-008"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    static func inner(preserves: Bool) throws -> Rect? {
        let verification = IBVerification(document: try IBDocument(xml: xib(preserves: preserves)))
        return verification.views.first { $0.id == "Pmg-vw-003" }?.computed
    }

    /// Preserving, the footer takes the screen's 20-point side margins the canvas gives the
    /// root; without, it keeps UIKit's 8.
    @Test func aFooterPreservingTheRootsMarginsTakesTheScreens() throws {
        #expect(try Self.inner(preserves: true) == Rect(x: 20, y: 10, width: 374, height: 42))
        #expect(try Self.inner(preserves: false) == Rect(x: 8, y: 10, width: 398, height: 42))
    }

    /// Laid out narrower than saved (but still wide enough for 20-point margins), the footer
    /// still takes 20 at each side: the reach of the root's margins is measured in the frames the
    /// file saved, not the new width.
    @Test func atAnotherWidthTheFooterKeepsTheScreensMargins() throws {
        let document = try IBDocument(xml: Self.xib(preserves: true))
        let root = try #require(document.layoutRoots.first)
        let tree = document.makeLayoutTree(root: root, size: Size(width: 400, height: 844), designTime: false)
        #expect(tree.view(withID: "Pmg-vw-003")?.frame == Rect(x: 20, y: 10, width: 360, height: 42))
    }
}

