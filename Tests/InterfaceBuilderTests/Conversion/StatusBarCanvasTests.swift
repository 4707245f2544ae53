import Testing
import Foundation
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// The status bar of a phone without a sensor housing on Interface Builder's canvas, by the
/// Xcode that saved the file.
@Suite("Status bar on the canvas")
struct StatusBarCanvasTests {
    /// A xib whose top-level view (File's Owner's view, on the 375 x 667 phone unless told)
    /// holds a bar pinned to its safe area's top.
    static func xib(toolsVersion: String, device: String = "retina4_7", width: Double = 375,
                    height: Double = 667, freeform: Bool = false, metrics: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="Stb-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Stb-vw-002">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="30"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="30" id="Stb-cc-001"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Stb-vw-005">
                            <rect key="frame" x="0.0" y="\(height - 30)" width="\(width)" height="30"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="30" id="Stb-cc-005"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="Stb-lg-003"/>
                    <constraints>
                        <constraint firstItem="Stb-vw-002" firstAttribute="top" secondItem="Stb-lg-003" secondAttribute="top" id="Stb-cc-002"/>
                        <constraint firstItem="Stb-vw-002" firstAttribute="leading" secondItem="Stb-vw-001" secondAttribute="leading" id="Stb-cc-003"/>
                        <constraint firstAttribute="trailing" secondItem="Stb-vw-002" secondAttribute="trailing" id="Stb-cc-004"/>
                        <constraint firstItem="Stb-lg-003" firstAttribute="bottom" secondItem="Stb-vw-005" secondAttribute="bottom" id="Stb-cc-006"/>
                        <constraint firstItem="Stb-vw-005" firstAttribute="leading" secondItem="Stb-vw-001" secondAttribute="leading" id="Stb-cc-007"/>
                        <constraint firstAttribute="trailing" secondItem="Stb-vw-005" secondAttribute="trailing" id="Stb-cc-008"/>
                    </constraints>
                    \(metrics)
                    \(freeform ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : "")
                </view>
            </objects>
        </document>
        """
    }

    static func barTop(_ xml: String) throws -> Double? {
        let verification = IBVerification(document: try IBDocument(xml: xml))
        return verification.views.first { $0.id == "Stb-vw-002" }?.computed?.minY
    }

    /// How far above the root's bottom the view pinned to the safe area's bottom ends.
    static func bottomInset(_ xml: String, height: Double) throws -> Double? {
        let verification = IBVerification(document: try IBDocument(xml: xml))
        return verification.views.first { $0.id == "Stb-vw-005" }?.computed.map { height - $0.maxY }
    }

    /// Xcode 10 shows the 20-point status bar above the safe area.
    @Test func xcode10CountsTheStatusBar() throws {
        #expect(try Self.barTop(Self.xib(toolsVersion: "14490.70")) == 20)
    }

    /// Xcode 11 to 14.2 start the safe area of a phone without a housing at the screen's top.
    @Test(arguments: ["15505", "17156", "20037", "21507"])
    func xcode11To14_2StartTheSafeAreaAtTheTop(toolsVersion: String) throws {
        #expect(try Self.barTop(Self.xib(toolsVersion: toolsVersion)) == 0)
    }

    /// Xcode 14.3 and later count the status bar again.
    @Test(arguments: ["21701", "22505", "23727"])
    func xcode14_3CountsTheStatusBarAgain(toolsVersion: String) throws {
        #expect(try Self.barTop(Self.xib(toolsVersion: toolsVersion)) == 20)
    }

    /// Phones with a housing keep their inset in every era.
    @Test func aHousingIsAlwaysThere() throws {
        #expect(try Self.barTop(Self.xib(toolsVersion: "17156", device: "retina6_1", width: 414, height: 896)) == 44)
    }

    /// A freeform top-level view sits at the top of the simulated screen, under its housing or
    /// status bar; another view shorter than the screen has no safe area.
    @Test func aFreeformViewSitsUnderTheHousing() throws {
        #expect(try Self.barTop(Self.xib(toolsVersion: "18122", device: "retina6_1", width: 414, height: 300,
                                         freeform: true)) == 44)
        #expect(try Self.barTop(Self.xib(toolsVersion: "14460.31", width: 400, height: 600, freeform: true)) == 20)
        #expect(try Self.barTop(Self.xib(toolsVersion: "18122", device: "retina6_1", width: 414, height: 300)) == 0)
    }

    /// A freeform view on a phone without a housing whose status bar is hidden starts at the top.
    @Test func aHiddenStatusBarLeavesNoInset() throws {
        let xml = Self.xib(toolsVersion: "14460.31", width: 400, height: 600, freeform: true)
            .replacingOccurrences(of: "<freeformSimulatedSizeMetrics", with: #"<nil key="simulatedStatusBarMetrics"/><freeformSimulatedSizeMetrics"#)
        let document = try IBDocument(xml: xml)
        #expect(document.rootViews.first?.simulatedMetrics["simulatedStatusBarMetrics"] == "nil")
        #expect(try Self.barTop(xml) == 0)
    }

    /// Xcode 26's canvas counts a top-level view's screen insets twice, as a controller's.
    @Test func xcode26DoublesATopLevelViewsInsets() throws {
        #expect(try Self.barTop(Self.xib(toolsVersion: "24127", device: "retina6_1", width: 414, height: 896)) == 96)
        #expect(try Self.barTop(Self.xib(toolsVersion: "23504", device: "retina6_1", width: 414, height: 896)) == 48)
    }

    /// The 12.9-inch iPad Pro with rounded corners: 24 above, 20 below (the square one 20 and 0).
    @Test func theRoundedLargeIPadHasAHomeIndicator() throws {
        #expect(IBDevice(id: "ipad12_9rounded").layoutDevice(era: .xcode14)?.safeAreaInsets == EdgeInsets(top: 24, bottom: 20))
        #expect(IBDevice(id: "ipad12_9").layoutDevice(era: .xcode14)?.safeAreaInsets == EdgeInsets(top: 20))
        #expect(try Self.barTop(Self.xib(toolsVersion: "21507", device: "ipad12_9rounded", width: 1024, height: 1366)) == 24)
    }

    /// The 390 and 428 point phones had the 44-point housing of the older notched phones on the
    /// canvas before Xcode 14, 47 from then on.
    @Test func theIPhone12And13HousingGrewInXcode14() throws {
        #expect(IBDevice(id: "retina6_0").layoutDevice(era: .xcode11)?.safeAreaInsets == EdgeInsets(top: 44, bottom: 34))
        #expect(IBDevice(id: "retina6_0").layoutDevice(era: .xcode14)?.safeAreaInsets == EdgeInsets(top: 47, bottom: 34))
        #expect(try Self.barTop(Self.xib(toolsVersion: "17506", device: "retina6_7", width: 428, height: 926)) == 44)
        #expect(try Self.barTop(Self.xib(toolsVersion: "21507", device: "retina6_7", width: 428, height: 926)) == 47)
    }

    /// From Xcode 14.3 a freeform view also sits above the home indicator; before, it had none.
    @Test func aFreeformViewGetsTheHomeIndicatorFromXcode14_3() throws {
        let old = Self.xib(toolsVersion: "18122", device: "retina6_1", width: 414, height: 300, freeform: true)
        let new = Self.xib(toolsVersion: "22505", device: "retina6_1", width: 414, height: 300, freeform: true)
        #expect(try Self.bottomInset(old, height: 300) == 0)
        #expect(try Self.bottomInset(new, height: 300) == 34)
    }

    /// Before Xcode 14.3 a freeform view wider than the screen gets the home indicator too.
    @Test func aFreeformViewWiderThanTheScreenGetsTheHomeIndicatorBeforeXcode14_3() throws {
        let wide = Self.xib(toolsVersion: "18122", device: "retina6_1", width: 600, height: 300, freeform: true)
        #expect(try Self.bottomInset(wide, height: 300) == 34)
    }

    /// A full-screen view with a simulated navigation bar and tab bar has its safe area
    /// between them.
    @Test func simulatedBarsInsetAFullScreenView() throws {
        let metrics = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/><simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#
        let xml = Self.xib(toolsVersion: "18122", metrics: metrics)
        #expect(try Self.barTop(xml) == 44)
        #expect(try Self.bottomInset(xml, height: 667) == 49)
    }

    /// File's Owner's `view` is a view controller's view: its top margin is its safe area's top.
    /// So is another top-level view's, unless it preserves its superview's margins: then the
    /// canvas's 8 points are below it.
    @Test func theOwnersViewHasNoMarginBelowTheSafeArea() throws {
        let pinnedToMargin = Self.xib(toolsVersion: "14490.70")
            .replacingOccurrences(of: #"firstItem="Stb-vw-002" firstAttribute="top" secondItem="Stb-lg-003" secondAttribute="top""#,
                                  with: #"firstItem="Stb-vw-002" firstAttribute="top" secondItem="Stb-vw-001" secondAttribute="topMargin""#)
        let owned = pinnedToMargin.replacingOccurrences(of: #"userLabel="File's Owner"/>"#, with: #"userLabel="File's Owner"><connections><outlet property="view" destination="Stb-vw-001" id="Stb-ot-001"/></connections></placeholder>"#)
        let preserving = pinnedToMargin.replacingOccurrences(of: #"<view contentMode="scaleToFill" id="Stb-vw-001">"#,
                                                             with: #"<view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" id="Stb-vw-001">"#)
        #expect(try Self.barTop(pinnedToMargin) == 20)
        #expect(try Self.barTop(owned) == 20)
        #expect(try Self.barTop(preserving) == 28)
    }

    /// From Xcode 16.3 (23727) the canvas counts a housing's insets twice; a phone without one
    /// keeps its 20-point status bar.
    @Test func xcode16_3DoublesOnlyAHousing() throws {
        #expect(try Self.barTop(Self.xib(toolsVersion: "23504", device: "retina6_1", width: 414, height: 896)) == 48)
        #expect(try Self.barTop(Self.xib(toolsVersion: "23727", device: "retina6_1", width: 414, height: 896)) == 96)
        #expect(try Self.bottomInset(Self.xib(toolsVersion: "25094", device: "retina6_1", width: 414, height: 896), height: 896) == 68)
        #expect(try Self.barTop(Self.xib(toolsVersion: "24506")) == 20)
    }

    /// The era that begins at Xcode 14.3.
    @Test func theEraBeginsAt21700() {
        #expect(XcodeEra(toolsVersion: "21507") == .xcode14)
        #expect(XcodeEra(toolsVersion: "21701") == .xcode14_3)
        #expect(XcodeEra(toolsVersion: "22505") == .xcode14_3)
    }

    /// A top-level collection view cell of a xib whose box is pinned to its safe area, 124 x 200
    /// on the 414-point phone.
    static func collectionCellXib(toolsVersion: String, element: String = "collectionViewCell",
                                  content: String = "view") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <\(element) opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="Scc-ce-001">
                    <rect key="frame" x="0.0" y="0.0" width="124" height="200"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <\(content) key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="124" height="200"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Scc-vw-002">
                                <rect key="frame" x="0.0" y="48" width="124" height="94"/>
                            </view>
                        </subviews>
                    </\(content)>
                    <viewLayoutGuide key="safeArea" id="Scc-lg-003"/>
                    <constraints>
                        <constraint firstItem="Scc-vw-002" firstAttribute="leading" secondItem="Scc-lg-003" secondAttribute="leading" id="Scc-cc-001"/>
                        <constraint firstItem="Scc-vw-002" firstAttribute="trailing" secondItem="Scc-lg-003" secondAttribute="trailing" id="Scc-cc-002"/>
                        <constraint firstItem="Scc-lg-003" firstAttribute="top" secondItem="Scc-vw-002" secondAttribute="top" id="Scc-cc-003"/>
                        <constraint firstItem="Scc-lg-003" firstAttribute="bottom" secondItem="Scc-vw-002" secondAttribute="bottom" constant="24" id="Scc-cc-004"/>
                    </constraints>
                </\(element)>
            </objects>
        </document>
        """
    }

    /// From Xcode 14.3 a top-level collection view cell sits in the simulated screen's safe area
    /// (48 points under the housing, 34 above the home indicator), whatever its size; a table
    /// view cell, and a collection view cell saved earlier, have none.
    @Test func aCollectionViewCellGetsTheScreensSafeAreaFromXcode14_3() throws {
        func box(_ xml: String) throws -> Rect? {
            IBVerification(document: try IBDocument(xml: xml)).views.first { $0.id == "Scc-vw-002" }?.computed
        }
        #expect(try box(Self.collectionCellXib(toolsVersion: "21701")) == Rect(x: 0, y: 48, width: 124, height: 94))
        #expect(try box(Self.collectionCellXib(toolsVersion: "20037")) == Rect(x: 0, y: 0, width: 124, height: 176))
        let tableCell = Self.collectionCellXib(toolsVersion: "21701", element: "tableViewCell",
                                               content: "tableViewCellContentView")
        #expect(try box(tableCell) == Rect(x: 0, y: 0, width: 124, height: 176))
    }
}
