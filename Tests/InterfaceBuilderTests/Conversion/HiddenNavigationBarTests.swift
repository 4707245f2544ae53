import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// A navigation controller whose bar is hidden (`navigationBarHidden="YES"`) puts no bar above
/// the controllers it shows.
@Suite("Hidden navigation bar")
struct HiddenNavigationBarTests {
    /// A navigation controller, its bar hidden or not, whose root controller (on the iPhone 8, in
    /// Xcode 11: a safe area from the top of the screen) has a box 10 points below its safe area's
    /// top.
    static func storyboard(barHidden: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16096" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Hnb-Nc-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Hnb-Sc-001">
                    <objects>
                        <navigationController \(barHidden ? #"navigationBarHidden="YES" "# : "")id="Hnb-Nc-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="Hnb-Nb-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="Hnb-Vc-001" kind="relationship" relationship="rootViewController" id="Hnb-Sg-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="Hnb-Sc-002">
                    <objects>
                        <viewController id="Hnb-Vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Hnb-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hnb-Vw-002">
                                        <rect key="frame" x="20" y="10" width="40" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="40" id="Hnb-Cc-001"/>
                                            <constraint firstAttribute="height" constant="40" id="Hnb-Cc-002"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Hnb-Lg-001"/>
                                <constraints>
                                    <constraint firstItem="Hnb-Vw-002" firstAttribute="leading" secondItem="Hnb-Vw-001" secondAttribute="leading" constant="20" id="Hnb-Cc-003"/>
                                    <constraint firstItem="Hnb-Vw-002" firstAttribute="top" secondItem="Hnb-Lg-001" secondAttribute="top" constant="10" id="Hnb-Cc-004"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" id="Hnb-Ni-001"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static func boxY(barHidden: Bool) throws -> Double? {
        let verification = IBVerification(document: try IBDocument(xml: storyboard(barHidden: barHidden)))
        return verification.views.first { $0.id == "Hnb-Vw-002" }?.computed?.minY
    }

    @Test func theReaderKeepsTheHiddenBar() throws {
        let hidden = try IBDocument(xml: Self.storyboard(barHidden: true))
        #expect(hidden.viewController(withID: "Hnb-Nc-001")?.isNavigationBarHidden == true)
        let shown = try IBDocument(xml: Self.storyboard(barHidden: false))
        #expect(shown.viewController(withID: "Hnb-Nc-001")?.isNavigationBarHidden == false)
    }

    /// With the bar shown the box is 10 points below it (44 + 10); hidden, 10 below the screen's
    /// top.
    @Test func aHiddenBarPutsNothingAboveTheRootController() throws {
        #expect(try Self.boxY(barHidden: false) == 54)
        #expect(try Self.boxY(barHidden: true) == 10)
    }
}
