import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// The canvas never gives a view a negative size: an empty view a pull would take below 0 stays
/// 0, and the pull gives way instead.
@Suite("Non-negative sizes")
struct NonNegativeSizeTests {
    /// A 100-point-high view holding a vertical fill stack: a view that wants to be 130 high at
    /// 900 and, after it, an empty view with no size of its own.
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="Nns-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="Nns-sv-002">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Nns-vw-003">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                                <constraints>
                                    <constraint firstAttribute="height" priority="900" constant="130" id="Nns-cc-001"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Nns-vw-004">
                                <rect key="frame" x="0.0" y="100" width="320" height="0.0"/>
                            </view>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="Nns-sv-002" firstAttribute="top" secondItem="Nns-vw-001" secondAttribute="top" id="Nns-cc-002"/>
                    <constraint firstItem="Nns-sv-002" firstAttribute="leading" secondItem="Nns-vw-001" secondAttribute="leading" id="Nns-cc-003"/>
                    <constraint firstAttribute="trailing" secondItem="Nns-sv-002" secondAttribute="trailing" id="Nns-cc-004"/>
                    <constraint firstAttribute="bottom" secondItem="Nns-sv-002" secondAttribute="bottom" id="Nns-cc-005"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    /// Without the floor the empty view would be -30 high and the first view 130.
    @Test func anEmptyArrangedViewStaysZeroAndThePullGivesWay() throws {
        let verification = IBVerification(document: try IBDocument(xml: Self.xib))
        let frames = Dictionary(uniqueKeysWithValues: verification.views.map { ($0.id, $0.computed) })
        #expect(frames["Nns-vw-003"]??.height == 100)
        #expect(frames["Nns-vw-004"]??.height == 0)
        #expect(frames["Nns-vw-004"]??.minY == 100)
        #expect(verification.views.allSatisfy { $0.matches })
    }

    /// The floor is the canvas's: a run-time layout keeps UIKit's engine, which lets the pull win.
    @Test func atRunTimeTheEmptyViewGoesNegative() throws {
        let tree = try IBDocument(xml: Self.xib).makeLayoutTree(IBLayoutRequest())
        #expect(tree.view(withID: "Nns-vw-004")?.frame.height == -30)
        #expect(tree.view(withID: "Nns-vw-003")?.frame.height == 130)
    }
}
