import Testing
import Layout
import InterfaceBuilder

/// The safe area Interface Builder's canvas gives a view controller's view, by the Xcode that
/// saved the file.
@Suite("Safe area by Xcode version")
struct SafeAreaTests {
    /// A controller on the iPhone 11 (`retina6_1`) whose only subview fills its safe area.
    static func storyboard(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Saf-sc-001">
                    <objects>
                        <viewController id="Saf-vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Saf-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Fil-vw-002">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Saf-lg-003"/>
                                <constraints>
                                    <constraint firstItem="Fil-vw-002" firstAttribute="top" secondItem="Saf-lg-003" secondAttribute="top" id="Saf-cc-001"/>
                                    <constraint firstItem="Saf-lg-003" firstAttribute="bottom" secondItem="Fil-vw-002" secondAttribute="bottom" id="Saf-cc-002"/>
                                    <constraint firstItem="Fil-vw-002" firstAttribute="leading" secondItem="Saf-lg-003" secondAttribute="leading" id="Saf-cc-003"/>
                                    <constraint firstItem="Saf-lg-003" firstAttribute="trailing" secondItem="Fil-vw-002" secondAttribute="trailing" id="Saf-cc-004"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static func filler(toolsVersion: String) throws -> Rect? {
        let verification = IBVerification(document: try IBDocument(xml: storyboard(toolsVersion: toolsVersion)))
        return verification.views.first { $0.id == "Fil-vw-002" }?.computed
    }

    /// Xcode 14 to 16 show the iPhone 11 with a 48-point status bar and a 34-point home indicator.
    @Test func xcode16KeepsTheDevicesInsets() throws {
        #expect(try Self.filler(toolsVersion: "23727") == Rect(x: 0, y: 48, width: 414, height: 896 - 48 - 34))
    }

    /// Xcode 26 (`toolsVersion` 24xxx) saves root views' safe areas twice as deep at both ends:
    /// 96 and 68 on the iPhone 11, 118 and 68 on the iPhone 15.
    @Test func xcode26DoublesTheInsets() throws {
        #expect(try Self.filler(toolsVersion: "24127") == Rect(x: 0, y: 96, width: 414, height: 896 - 96 - 68))
    }
}
