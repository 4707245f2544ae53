import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

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

    /// Xcode 14 to 16.2 show the iPhone 11 with a 48-point status bar and a 34-point home indicator.
    @Test func xcode16KeepsTheDevicesInsets() throws {
        #expect(try Self.filler(toolsVersion: "23504") == Rect(x: 0, y: 48, width: 414, height: 896 - 48 - 34))
    }

    /// Xcode 26 (`toolsVersion` 24xxx) saves root views' safe areas twice as deep at both ends:
    /// 96 and 68 on the iPhone 11, 118 and 68 on the iPhone 15.
    @Test func xcode26DoublesTheInsets() throws {
        #expect(try Self.filler(toolsVersion: "24127") == Rect(x: 0, y: 96, width: 414, height: 896 - 96 - 68))
    }

    /// A tab bar controller holds a navigation controller whose root pushes a second controller
    /// (a `show` segue from a button): the pushed controller keeps both bars.
    static let pushedInTabs = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Tab-tb-001">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="Tab-sc-001">
                <objects>
                    <tabBarController id="Tab-tb-001" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="Tab-br-001">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="49"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tabBar>
                        <connections>
                            <segue destination="Nav-nc-001" kind="relationship" relationship="viewControllers" id="Tab-sg-001"/>
                        </connections>
                    </tabBarController>
                </objects>
            </scene>
            <scene sceneID="Nav-sc-001">
                <objects>
                    <navigationController id="Nav-nc-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nav-br-001">
                            <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="Roo-vc-001" kind="relationship" relationship="rootViewController" id="Nav-sg-001"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="Roo-sc-001">
                <objects>
                    <viewController id="Roo-vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Roo-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Roo-bt-002">
                                    <rect key="frame" x="0.0" y="92" width="100" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="Roo-cc-001"/>
                                        <constraint firstAttribute="height" constant="40" id="Roo-cc-002"/>
                                    </constraints>
                                    <connections>
                                        <segue destination="Pus-vc-001" kind="show" id="Roo-sg-001"/>
                                    </connections>
                                </button>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Roo-lg-003"/>
                            <constraints>
                                <constraint firstItem="Roo-bt-002" firstAttribute="top" secondItem="Roo-lg-003" secondAttribute="top" id="Roo-cc-003"/>
                                <constraint firstItem="Roo-bt-002" firstAttribute="leading" secondItem="Roo-lg-003" secondAttribute="leading" id="Roo-cc-004"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="Pus-sc-001">
                <objects>
                    <viewController id="Pus-vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Pus-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Pus-vw-002">
                                    <rect key="frame" x="0.0" y="92" width="414" height="721"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Pus-lg-003"/>
                            <constraints>
                                <constraint firstItem="Pus-vw-002" firstAttribute="top" secondItem="Pus-lg-003" secondAttribute="top" id="Pus-cc-001"/>
                                <constraint firstItem="Pus-lg-003" firstAttribute="bottom" secondItem="Pus-vw-002" secondAttribute="bottom" id="Pus-cc-002"/>
                                <constraint firstItem="Pus-vw-002" firstAttribute="leading" secondItem="Pus-lg-003" secondAttribute="leading" id="Pus-cc-003"/>
                                <constraint firstItem="Pus-lg-003" firstAttribute="trailing" secondItem="Pus-vw-002" secondAttribute="trailing" id="Pus-cc-004"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    /// 48 + 44 at the top; 34 + 49 at the bottom: 896 - 92 - 83 = 721 high.
    @Test func aControllerPushedInsideATabBarControllerKeepsTheTabBar() throws {
        let verification = IBVerification(document: try IBDocument(xml: Self.pushedInTabs))
        let pushed = verification.views.first { $0.id == "Pus-vw-002" }
        #expect(pushed?.computed == Rect(x: 0, y: 92, width: 414, height: 721))
        #expect(pushed?.matches == true)
    }

    /// A navigation controller whose saved bar is a large-title one, 96 points below the
    /// 48-point status bar; and one saved at the top, as older files do.
    static func navigation(barY: Double, barHeight: Double, rootWidth: Double = 414, rootHeight: Double = 896,
                           device: String = #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Lar-nc-001">
            \(device)
            <scenes>
                <scene sceneID="Lar-sc-001">
                    <objects>
                        <navigationController id="Lar-nc-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="Lar-br-001">
                                <rect key="frame" x="0.0" y="\(barY)" width="414" height="\(barHeight)"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="Lar-vc-001" kind="relationship" relationship="rootViewController" id="Lar-sg-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="Lar-sc-002">
                    <objects>
                        <viewController id="Lar-vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Lar-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="\(rootWidth)" height="\(rootHeight)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Lar-vw-002">
                                        <rect key="frame" x="0.0" y="144" width="414" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="Lar-cc-001"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Lar-lg-003"/>
                                <constraints>
                                    <constraint firstItem="Lar-vw-002" firstAttribute="top" secondItem="Lar-lg-003" secondAttribute="top" id="Lar-cc-002"/>
                                    <constraint firstItem="Lar-vw-002" firstAttribute="leading" secondItem="Lar-lg-003" secondAttribute="leading" id="Lar-cc-003"/>
                                    <constraint firstItem="Lar-lg-003" firstAttribute="trailing" secondItem="Lar-vw-002" secondAttribute="trailing" id="Lar-cc-004"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static func topOfSafeArea(barY: Double, barHeight: Double, rootWidth: Double = 414, rootHeight: Double = 896,
                              device: String = #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#) throws -> Double? {
        let xml = navigation(barY: barY, barHeight: barHeight, rootWidth: rootWidth, rootHeight: rootHeight, device: device)
        let verification = IBVerification(document: try IBDocument(xml: xml))
        return verification.views.first { $0.id == "Lar-vw-002" }?.computed?.minY
    }

    /// The safe area ends where the saved bar does: 48 + 96 for a large title.
    @Test func aSavedLargeTitleBarSetsTheTopOfTheSafeArea() throws {
        #expect(try Self.topOfSafeArea(barY: 48, barHeight: 96) == 144)
    }

    /// A bar saved at y 0 records no status bar: the device's inset plus a 44-point bar.
    @Test func aBarSavedAtTheTopAddsTheStandardHeight() throws {
        #expect(try Self.topOfSafeArea(barY: 0, barHeight: 44) == 92)
    }

    /// A sheet (the view 56 points shorter than the screen) whose 56-point bar is saved at the
    /// top: no status bar above it, so the safe area starts at the bar's bottom.
    @Test func aSheetsBarSavedAtTheTopSetsTheTopOfTheSafeArea() throws {
        #expect(try Self.topOfSafeArea(barY: 0, barHeight: 56, rootHeight: 840) == 56)
    }

    /// A size-class document (no device, its controller 600 x 600) whose navigation controller was
    /// last shown on the 414-point phone: that bar's frame (below a 44-point status bar) is
    /// another canvas's, so the view gets the 600-point canvas's 20-point status bar and a
    /// 44-point bar, not the saved bar's bottom (88).
    @Test func aBarSavedAnotherWidthThanTheViewIsNotItsCanvas() throws {
        #expect(try Self.topOfSafeArea(barY: 44, barHeight: 44, rootWidth: 600, rootHeight: 600, device: "") == 64)
    }

    /// A controller shown as a sheet: its view 842 points high on the 896-point iPhone 11, with a
    /// 40-point view pinned to the bottom of its safe area, saved by Xcode `tools`.
    static func sheet(tools: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Sht-sc-001">
                    <objects>
                        <viewController id="Sht-vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Sht-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="842"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sht-vw-002">
                                        <rect key="frame" x="0.0" y="802" width="414" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="Sht-cc-001"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Sht-lg-001"/>
                                <constraints>
                                    <constraint firstItem="Sht-lg-001" firstAttribute="bottom" secondItem="Sht-vw-002" secondAttribute="bottom" id="Sht-cc-002"/>
                                    <constraint firstItem="Sht-vw-002" firstAttribute="leading" secondItem="Sht-lg-001" secondAttribute="leading" id="Sht-cc-003"/>
                                    <constraint firstItem="Sht-lg-001" firstAttribute="trailing" secondItem="Sht-vw-002" secondAttribute="trailing" id="Sht-cc-004"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// Until Xcode 13's iOS 15 SDK a sheet keeps the home indicator's 34 points at its bottom;
    /// from then on the canvas gives it none.
    @Test func aSheetLosesTheHomeIndicatorInsetFromXcode13() throws {
        func bottom(_ tools: String) throws -> Double? {
            let verification = IBVerification(document: try IBDocument(xml: Self.sheet(tools: tools)))
            return verification.views.first { $0.id == "Sht-vw-002" }?.computed?.maxY
        }
        #expect(try bottom("18122") == 842 - 34)
        #expect(try bottom("20037") == 842)
        #expect(try bottom("22155") == 842)
    }
}

