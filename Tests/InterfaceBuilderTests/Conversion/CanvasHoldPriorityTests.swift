import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// Interface Builder's canvas holds views at their saved frames just above UIKit's default low
/// priority: a control whose size only its default-low content hugging decides keeps the frame
/// the file saved, while a label, hugging at 251, is sized to its text.
@Suite("Canvas hold priority")
struct CanvasHoldPriorityTests {
    /// A 320 x 300 root: a container at the top holding a system button pinned 16 points inside
    /// it on every side (saved 38 high, where its title makes it 30), above a plain view with no
    /// height of its own that takes the rest; and a label with only its leading and top pinned,
    /// saved 200 wide for a two-letter text.
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="Hld-rt-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hld-ct-002">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="70"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Hld-bt-003">
                                <rect key="frame" x="16" y="16" width="288" height="38"/>
                                <state key="normal" title="Button"/>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Hld-bt-003" firstAttribute="top" secondItem="Hld-ct-002" secondAttribute="top" constant="16" id="Hld-cc-001"/>
                            <constraint firstAttribute="bottom" secondItem="Hld-bt-003" secondAttribute="bottom" constant="16" id="Hld-cc-002"/>
                            <constraint firstItem="Hld-bt-003" firstAttribute="leading" secondItem="Hld-ct-002" secondAttribute="leading" constant="16" id="Hld-cc-003"/>
                            <constraint firstAttribute="trailing" secondItem="Hld-bt-003" secondAttribute="trailing" constant="16" id="Hld-cc-004"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hld-pl-004">
                        <rect key="frame" x="0.0" y="70" width="320" height="230"/>
                    </view>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Hi" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Hld-lb-005">
                        <rect key="frame" x="20" y="100" width="200" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="Hld-ct-002" firstAttribute="top" secondItem="Hld-rt-001" secondAttribute="top" id="Hld-cc-005"/>
                    <constraint firstItem="Hld-ct-002" firstAttribute="leading" secondItem="Hld-rt-001" secondAttribute="leading" id="Hld-cc-006"/>
                    <constraint firstAttribute="trailing" secondItem="Hld-ct-002" secondAttribute="trailing" id="Hld-cc-007"/>
                    <constraint firstItem="Hld-pl-004" firstAttribute="top" secondItem="Hld-ct-002" secondAttribute="bottom" id="Hld-cc-008"/>
                    <constraint firstItem="Hld-pl-004" firstAttribute="leading" secondItem="Hld-rt-001" secondAttribute="leading" id="Hld-cc-009"/>
                    <constraint firstAttribute="trailing" secondItem="Hld-pl-004" secondAttribute="trailing" id="Hld-cc-010"/>
                    <constraint firstAttribute="bottom" secondItem="Hld-pl-004" secondAttribute="bottom" id="Hld-cc-011"/>
                    <constraint firstItem="Hld-lb-005" firstAttribute="leading" secondItem="Hld-rt-001" secondAttribute="leading" constant="20" id="Hld-cc-012"/>
                    <constraint firstItem="Hld-lb-005" firstAttribute="top" secondItem="Hld-rt-001" secondAttribute="top" constant="100" id="Hld-cc-013"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    private func tree(designTime: Bool) throws -> IBLayoutTree {
        try IBDocument(xml: Self.xib).makeLayoutTree(IBLayoutRequest(sceneID: nil, designTime: designTime))
    }

    @Test func aControlStretchedPastItsHuggingKeepsItsSavedFrame() throws {
        let tree = try tree(designTime: true)
        let button = try #require(tree.view(withID: "Hld-bt-003"))
        let below = try #require(tree.view(withID: "Hld-pl-004"))
        #expect(button.frame == Rect(x: 16, y: 16, width: 288, height: 38))
        #expect(below.frame == Rect(x: 0, y: 70, width: 320, height: 230))
    }

    @Test func atRunTimeTheControlHugsItsTitle() throws {
        let tree = try tree(designTime: false)
        let button = try #require(tree.view(withID: "Hld-bt-003"))
        #expect(button.frame.height == 30)
    }

    @Test func aLabelIsStillSizedToItsText() throws {
        let label = try #require(try tree(designTime: true).view(withID: "Hld-lb-005"))
        #expect(label.frame.width < 40)
        #expect(label.frame.origin == Point(x: 20, y: 100))
    }
}
