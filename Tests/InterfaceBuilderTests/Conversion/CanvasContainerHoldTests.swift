import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// Interface Builder's canvas keeps a container (a plain view or a stack view) at its saved
/// frame against the hugging of the labels inside it, so a one-line label pinned inside a
/// container saved taller than its text stays stretched; a label's compression resistance (750)
/// still grows a container saved too small for it.
@Suite("Canvas container hold")
struct CanvasContainerHoldTests {
    /// A 320 x 400 root: a plain view pinned to the root's top and sides with no height of its
    /// own, holding a one-line 17-point label pinned to its four edges, saved 50 high; below it
    /// a vertical stack of two such labels saved 40 high each; below that a plain view saved 8
    /// high holding a label pinned to its four edges.
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="Cnh-rt-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cnh-ct-002">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Cnh-lb-003">
                                <rect key="frame" x="20" y="0.0" width="280" height="50"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Cnh-lb-003" firstAttribute="top" secondItem="Cnh-ct-002" secondAttribute="top" id="Cnh-cc-001"/>
                            <constraint firstAttribute="bottom" secondItem="Cnh-lb-003" secondAttribute="bottom" id="Cnh-cc-002"/>
                            <constraint firstItem="Cnh-lb-003" firstAttribute="leading" secondItem="Cnh-ct-002" secondAttribute="leading" constant="20" id="Cnh-cc-003"/>
                            <constraint firstAttribute="trailing" secondItem="Cnh-lb-003" secondAttribute="trailing" constant="20" id="Cnh-cc-004"/>
                        </constraints>
                    </view>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="Cnh-sv-004">
                        <rect key="frame" x="0.0" y="50" width="320" height="80"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Cnh-lb-005">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Subtitle" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Cnh-lb-006">
                                <rect key="frame" x="0.0" y="40" width="320" height="40"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                    </stackView>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cnh-ct-007">
                        <rect key="frame" x="0.0" y="200" width="320" height="8"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Footer" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Cnh-lb-008">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="8"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Cnh-lb-008" firstAttribute="top" secondItem="Cnh-ct-007" secondAttribute="top" id="Cnh-cc-005"/>
                            <constraint firstAttribute="bottom" secondItem="Cnh-lb-008" secondAttribute="bottom" id="Cnh-cc-006"/>
                            <constraint firstItem="Cnh-lb-008" firstAttribute="leading" secondItem="Cnh-ct-007" secondAttribute="leading" id="Cnh-cc-007"/>
                            <constraint firstAttribute="trailing" secondItem="Cnh-lb-008" secondAttribute="trailing" id="Cnh-cc-008"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="Cnh-ct-002" firstAttribute="top" secondItem="Cnh-rt-001" secondAttribute="top" id="Cnh-cc-009"/>
                    <constraint firstItem="Cnh-ct-002" firstAttribute="leading" secondItem="Cnh-rt-001" secondAttribute="leading" id="Cnh-cc-010"/>
                    <constraint firstAttribute="trailing" secondItem="Cnh-ct-002" secondAttribute="trailing" id="Cnh-cc-011"/>
                    <constraint firstItem="Cnh-sv-004" firstAttribute="top" secondItem="Cnh-ct-002" secondAttribute="bottom" id="Cnh-cc-012"/>
                    <constraint firstItem="Cnh-sv-004" firstAttribute="leading" secondItem="Cnh-rt-001" secondAttribute="leading" id="Cnh-cc-013"/>
                    <constraint firstAttribute="trailing" secondItem="Cnh-sv-004" secondAttribute="trailing" id="Cnh-cc-014"/>
                    <constraint firstItem="Cnh-ct-007" firstAttribute="top" secondItem="Cnh-rt-001" secondAttribute="top" constant="200" id="Cnh-cc-015"/>
                    <constraint firstItem="Cnh-ct-007" firstAttribute="leading" secondItem="Cnh-rt-001" secondAttribute="leading" id="Cnh-cc-016"/>
                    <constraint firstAttribute="trailing" secondItem="Cnh-ct-007" secondAttribute="trailing" id="Cnh-cc-017"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    private func tree(designTime: Bool, xml: String = Self.xib) throws -> IBLayoutTree {
        try IBDocument(xml: xml).makeLayoutTree(IBLayoutRequest(sceneID: nil, designTime: designTime))
    }

    @Test func aPlainContainerKeepsItsSavedHeightAgainstItsLabelsHugging() throws {
        let tree = try tree(designTime: true)
        let container = try #require(tree.view(withID: "Cnh-ct-002"))
        let label = try #require(tree.view(withID: "Cnh-lb-003"))
        #expect(container.frame == Rect(x: 0, y: 0, width: 320, height: 50))
        #expect(label.frame == Rect(x: 20, y: 0, width: 280, height: 50))
    }

    @Test func aStackKeepsItsSavedHeightAgainstItsLabelsHugging() throws {
        let tree = try tree(designTime: true)
        let stack = try #require(tree.view(withID: "Cnh-sv-004"))
        let first = try #require(tree.view(withID: "Cnh-lb-005"))
        let second = try #require(tree.view(withID: "Cnh-lb-006"))
        #expect(stack.frame == Rect(x: 0, y: 50, width: 320, height: 80))
        #expect(first.frame.height + second.frame.height == 80)
    }

    @Test func compressionResistanceStillGrowsAContainerSavedTooSmall() throws {
        let tree = try tree(designTime: true)
        let container = try #require(tree.view(withID: "Cnh-ct-007"))
        let label = try #require(tree.view(withID: "Cnh-lb-008"))
        #expect(label.frame.height > 20)
        #expect(container.frame.height == label.frame.height)
    }

    /// A container Xcode marked misplaced was not where its engine put it: its saved frame is
    /// held no more firmly than a label's, so the container and the stack below it (both marked)
    /// hug their labels even at design time.
    @Test func aMisplacedContainerIsNotHeldAgainstItsLabelsHugging() throws {
        let misplaced = Self.xib
            .replacingOccurrences(
                of: #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cnh-ct-002">"#,
                with: #"<view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Cnh-ct-002">"#)
            .replacingOccurrences(of: #"translatesAutoresizingMaskIntoConstraints="NO" id="Cnh-sv-004">"#,
                                  with: #"misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Cnh-sv-004">"#)
        #expect(misplaced.components(separatedBy: #"misplaced="YES""#).count == 3)
        let tree = try tree(designTime: true, xml: misplaced)
        let container = try #require(tree.view(withID: "Cnh-ct-002"))
        let stack = try #require(tree.view(withID: "Cnh-sv-004"))
        #expect(container.frame.height < 25)
        #expect(stack.frame.height < 50)
    }

    @Test func atRunTimeTheContainerHugsItsLabel() throws {
        let tree = try tree(designTime: false)
        let container = try #require(tree.view(withID: "Cnh-ct-002"))
        #expect(container.frame.height < 25)
    }
}
