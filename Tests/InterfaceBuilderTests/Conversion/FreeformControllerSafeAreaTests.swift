import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// The safe area of a freeform view controller's view on the canvas: none before Xcode 14.3, the
/// simulated phone's from then on.
@Suite("Freeform controller safe area")
struct FreeformControllerSafeAreaTests {
    /// A 320 by 90 freeform controller on the iPhone 15 (`retina6_12`, a 59-point housing and a
    /// 34-point home indicator) with a 20-point box centred in its safe area.
    static func storyboard(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Ffc-Sc-001">
                    <objects>
                        <viewController id="Ffc-Vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Ffc-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="90"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ffc-Vw-002">
                                        <rect key="frame" x="150" y="35" width="20" height="20"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="20" id="Ffc-Cc-001"/>
                                            <constraint firstAttribute="height" constant="20" id="Ffc-Cc-002"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Ffc-Lg-001"/>
                                <constraints>
                                    <constraint firstItem="Ffc-Vw-002" firstAttribute="centerX" secondItem="Ffc-Lg-001" secondAttribute="centerX" id="Ffc-Cc-003"/>
                                    <constraint firstItem="Ffc-Vw-002" firstAttribute="centerY" secondItem="Ffc-Lg-001" secondAttribute="centerY" id="Ffc-Cc-004"/>
                                </constraints>
                            </view>
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            <size key="freeformSize" width="320" height="90"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static func boxCentreY(toolsVersion: String) throws -> Double? {
        let verification = IBVerification(document: try IBDocument(xml: storyboard(toolsVersion: toolsVersion)))
        return verification.views.first { $0.id == "Ffc-Vw-002" }?.computed.map { $0.minY + $0.height / 2 }
    }

    /// Xcode 14.3's canvas centres the box between the housing (59) and the home indicator (34):
    /// at (59 + 90 - 34) / 2; Xcode 13's in the whole view.
    @Test func fromXcode14_3AFreeformControllerHasThePhonesSafeArea() throws {
        #expect(try Self.boxCentreY(toolsVersion: "21701") == 57.5)
        #expect(try Self.boxCentreY(toolsVersion: "20037") == 45)
    }
}
