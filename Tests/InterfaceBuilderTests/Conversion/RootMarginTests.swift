import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// The margins the canvas gives a root view: at the sides by its own width, not the simulated
/// phone's (20 points from 400 points wide, 16 below); above and below, a top-level view has a
/// view controller's view's none, unless it preserves its superview's margins.
@Suite("Root margins")
struct RootMarginTests {
    /// A freeform view controller `width` points wide on the iPhone 8 (375 points), with a box
    /// pinned to its leading margin.
    static func controller(width: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14109" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="Rsm-Sc-001">
                    <objects>
                        <viewController id="Rsm-Vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Rsm-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="300"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Rsm-Vw-002">
                                        <rect key="frame" x="20" y="100" width="40" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="40" id="Rsm-Cc-001"/>
                                            <constraint firstAttribute="height" constant="40" id="Rsm-Cc-002"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Rsm-Vw-002" firstAttribute="leading" secondItem="Rsm-Vw-001" secondAttribute="leadingMargin" id="Rsm-Cc-003"/>
                                    <constraint firstItem="Rsm-Vw-002" firstAttribute="top" secondItem="Rsm-Vw-001" secondAttribute="top" constant="100" id="Rsm-Cc-004"/>
                                </constraints>
                            </view>
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            <size key="freeformSize" width="\(width)" height="300"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A top-level view `width` points wide on the iPhone 14 (390 points), with a box pinned to
    /// its leading margin.
    static func topLevelView(width: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Rsm-Vw-003">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="170"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Rsm-Vw-004">
                            <rect key="frame" x="20" y="20" width="40" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="40" id="Rsm-Cc-005"/>
                                <constraint firstAttribute="height" constant="40" id="Rsm-Cc-006"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Rsm-Vw-004" firstAttribute="leading" secondItem="Rsm-Vw-003" secondAttribute="leadingMargin" id="Rsm-Cc-007"/>
                        <constraint firstItem="Rsm-Vw-004" firstAttribute="top" secondItem="Rsm-Vw-003" secondAttribute="top" constant="20" id="Rsm-Cc-008"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    static func x(of id: String, in xml: String) throws -> Double? {
        let verification = IBVerification(document: try IBDocument(xml: xml))
        return verification.views.first { $0.id == id }?.computed?.origin.x
    }

    /// A 400-point controller on a 375-point phone has the wide views' 20-point margins; a
    /// 380-point one keeps 16.
    @Test func aFreeformControllersMarginsFollowItsWidth() throws {
        #expect(try Self.x(of: "Rsm-Vw-002", in: Self.controller(width: 400)) == 20)
        #expect(try Self.x(of: "Rsm-Vw-002", in: Self.controller(width: 380)) == 16)
    }

    /// So do a top-level view's: 504 points wide on a 390-point phone, 20; 320 points wide, 16.
    @Test func aTopLevelViewsMarginsFollowItsWidth() throws {
        #expect(try Self.x(of: "Rsm-Vw-004", in: Self.topLevelView(width: 504)) == 20)
        #expect(try Self.x(of: "Rsm-Vw-004", in: Self.topLevelView(width: 320)) == 16)
    }

    /// A 375 by 60 top-level view on the iPhone 8 with a box pinned to its top margin, preserving
    /// its superview's margins or not.
    static func topMarginView(preserving: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19162" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="\(preserving ? "YES" : "NO")" insetsLayoutMarginsFromSafeArea="NO" id="Rsm-Vw-005">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Rsm-Vw-006">
                            <rect key="frame" x="16" y="0.0" width="40" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="40" id="Rsm-Cc-009"/>
                                <constraint firstAttribute="height" constant="40" id="Rsm-Cc-010"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Rsm-Vw-006" firstAttribute="leading" secondItem="Rsm-Vw-005" secondAttribute="leadingMargin" id="Rsm-Cc-011"/>
                        <constraint firstItem="Rsm-Vw-006" firstAttribute="top" secondItem="Rsm-Vw-005" secondAttribute="topMargin" id="Rsm-Cc-012"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    /// No margin above a top-level view's content; 8 points when it preserves its superview's.
    @Test func aTopLevelViewHasNoTopMarginUnlessItPreservesItsSuperviews() throws {
        let own = try IBVerification(document: IBDocument(xml: Self.topMarginView(preserving: false)))
        #expect(own.views.first { $0.id == "Rsm-Vw-006" }?.computed?.origin.y == 0)
        let preserved = try IBVerification(document: IBDocument(xml: Self.topMarginView(preserving: true)))
        #expect(preserved.views.first { $0.id == "Rsm-Vw-006" }?.computed?.origin.y == 8)
    }
}
