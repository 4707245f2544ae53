import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// How far a navigation bar reaches into the views of the controllers it holds: a large title's
/// taller bar, and controllers that do not extend under their bars (`edgesForExtendedLayout`).
@Suite("Navigation bar extent")
struct NavigationBarExtentTests {
    /// A navigation controller whose bar has no saved frame (as Xcode often writes it), holding a
    /// root controller that pushes a second one. Each controller's view has a 40-point view
    /// pinned to the top of its safe area, and the root's another pinned to its bottom.
    static func storyboard(largeTitles: Bool, rootMode: String? = nil, pushedMode: String? = nil,
                           rootEdges: String? = nil, tabBar: Bool = false) -> String {
        let bar = largeTitles ? #" largeTitles="YES""# : ""
        func item(_ id: String, _ mode: String?) -> String {
            #"<navigationItem key="navigationItem" \#(mode.map { "largeTitleDisplayMode=\"\($0)\" " } ?? "")id="\#(id)"/>"#
        }
        func scene(_ n: Int, mode: String?, edges: String?) -> String {
            """
                    <scene sceneID="Nbe-sc-00\(n)">
                        <objects>
                            <viewController id="Nbe-vc-00\(n)" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Nbe-vw-\(n)00">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Nbe-vw-\(n)01">
                                            <rect key="frame" x="0.0" y="0.0" width="414" height="40"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="40" id="Nbe-cc-\(n)01"/>
                                            </constraints>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Nbe-vw-\(n)02">
                                            <rect key="frame" x="0.0" y="0.0" width="414" height="40"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="40" id="Nbe-cc-\(n)02"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="Nbe-lg-\(n)00"/>
                                    <constraints>
                                        <constraint firstItem="Nbe-vw-\(n)01" firstAttribute="top" secondItem="Nbe-lg-\(n)00" secondAttribute="top" id="Nbe-cc-\(n)03"/>
                                        <constraint firstItem="Nbe-vw-\(n)01" firstAttribute="leading" secondItem="Nbe-lg-\(n)00" secondAttribute="leading" id="Nbe-cc-\(n)04"/>
                                        <constraint firstItem="Nbe-lg-\(n)00" firstAttribute="trailing" secondItem="Nbe-vw-\(n)01" secondAttribute="trailing" id="Nbe-cc-\(n)05"/>
                                        <constraint firstItem="Nbe-lg-\(n)00" firstAttribute="bottom" secondItem="Nbe-vw-\(n)02" secondAttribute="bottom" id="Nbe-cc-\(n)06"/>
                                        <constraint firstItem="Nbe-vw-\(n)02" firstAttribute="leading" secondItem="Nbe-lg-\(n)00" secondAttribute="leading" id="Nbe-cc-\(n)07"/>
                                        <constraint firstItem="Nbe-lg-\(n)00" firstAttribute="trailing" secondItem="Nbe-vw-\(n)02" secondAttribute="trailing" id="Nbe-cc-\(n)08"/>
                                    </constraints>
                                </view>
                                \(item("Nbe-ni-00\(n)", mode))
                                \(edges.map { "<extendedEdge key=\"edgesForExtendedLayout\" \($0)/>" } ?? "")
                                \(tabBar && n == 1 ? #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"# : "")
                                \(n == 1 ? #"<connections><segue destination="Nbe-vc-002" kind="show" id="Nbe-sg-002"/></connections>"# : "")
                            </viewController>
                        </objects>
                    </scene>
            """
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="19529" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Nbe-nc-001">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Nbe-sc-000">
                    <objects>
                        <navigationController id="Nbe-nc-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill"\(bar) id="Nbe-br-001">
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="Nbe-vc-001" kind="relationship" relationship="rootViewController" id="Nbe-sg-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
        \(scene(1, mode: rootMode, edges: rootEdges))
        \(scene(2, mode: pushedMode, edges: nil))
            </scenes>
        </document>
        """
    }

    /// The computed frames of the views pinned to the top (n01) and bottom (n02) of each safe area.
    static func frames(_ xml: String) throws -> [String: Rect] {
        let verification = IBVerification(document: try IBDocument(xml: xml))
        return Dictionary(uniqueKeysWithValues: verification.views.compactMap { view in view.computed.map { (view.id, $0) } })
    }

    /// The status bar of this document's phone, measured from a plain bar: the top is that and 44.
    static func statusBar() throws -> Double {
        try #require(try frames(storyboard(largeTitles: false))["Nbe-vw-101"]).minY - 44
    }

    /// A bar preferring large titles is 96 high above the root of its stack, and above a pushed
    /// controller whose mode is automatic (it takes its pusher's); `never` keeps 44.
    @Test func aLargeTitleBarIs96PointsHigh() throws {
        let status = try Self.statusBar()
        let large = try Self.frames(Self.storyboard(largeTitles: true))
        #expect(large["Nbe-vw-101"]?.minY == status + 96)
        #expect(large["Nbe-vw-201"]?.minY == status + 96)
        let never = try Self.frames(Self.storyboard(largeTitles: true, rootMode: "never"))
        #expect(never["Nbe-vw-101"]?.minY == status + 44)
        #expect(never["Nbe-vw-201"]?.minY == status + 44, "automatic takes the pusher's never")
        let pushedNever = try Self.frames(Self.storyboard(largeTitles: true, pushedMode: "never"))
        #expect(pushedNever["Nbe-vw-101"]?.minY == status + 96)
        #expect(pushedNever["Nbe-vw-201"]?.minY == status + 44)
    }

    /// A controller that does not extend under its bars starts below its navigation bar (its safe
    /// area begins at its top) and ends above its tab bar (no inset at its bottom); one that
    /// extends under them (UIKit's default) is inset by both.
    @Test func aViewNotExtendedUnderItsBarsStartsAndEndsAtThem() throws {
        let extended = try Self.frames(Self.storyboard(largeTitles: false, tabBar: true))
        #expect(try #require(extended["Nbe-vw-101"]).minY > 44)
        #expect(try #require(extended["Nbe-vw-102"]).maxY < 896 - 49)
        let notExtended = try Self.frames(Self.storyboard(largeTitles: false, rootEdges: "", tabBar: true))
        #expect(notExtended["Nbe-vw-101"]?.minY == 0)
        #expect(notExtended["Nbe-vw-102"]?.maxY == 896)
        let topOnly = try Self.frames(Self.storyboard(largeTitles: false, rootEdges: #"top="YES""#, tabBar: true))
        #expect(topOnly["Nbe-vw-101"]?.minY == extended["Nbe-vw-101"]?.minY)
        #expect(topOnly["Nbe-vw-102"]?.maxY == 896)
    }

    /// The reader keeps the edges `<extendedEdge>` names, none when it names none, and all when
    /// the element is absent (nil).
    @Test func theReaderReadsTheExtendedEdges() throws {
        let none = try IBDocument(xml: Self.storyboard(largeTitles: false, rootEdges: ""))
        #expect(none.viewController(withID: "Nbe-vc-001")?.extendedLayoutEdges == [])
        #expect(none.viewController(withID: "Nbe-vc-002")?.extendedLayoutEdges == nil)
        let some = try IBDocument(xml: Self.storyboard(largeTitles: false, rootEdges: #"top="YES" bottom="YES""#))
        #expect(some.viewController(withID: "Nbe-vc-001")?.extendedLayoutEdges == [.top, .bottom])
        let modes = try IBDocument(xml: Self.storyboard(largeTitles: true, rootMode: "always"))
        #expect(modes.viewController(withID: "Nbe-vc-001")?.largeTitleDisplayMode == "always")
        #expect(modes.viewController(withID: "Nbe-vc-002")?.largeTitleDisplayMode == nil)
    }

    /// A controller under an opaque simulated navigation bar on the 667-point phone, its view
    /// saved as Xcode 8 saved them: at y 64 and a screen high. A 40-point view is centred in it
    /// and another pinned to the top layout guide.
    static let savedPastScreen = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11542" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="Ops-vc-001">
        <device id="retina4_7" orientation="portrait">
            <adaptation id="fullscreen"/>
        </device>
        <scenes>
            <scene sceneID="Ops-sc-001">
                <objects>
                    <viewController id="Ops-vc-001" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="Ops-lg-001"/>
                            <viewControllerLayoutGuide type="bottom" id="Ops-lg-002"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="Ops-vw-001">
                            <rect key="frame" x="0.0" y="64" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ops-vw-002">
                                    <rect key="frame" x="167.5" y="281.5" width="40" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="40" id="Ops-cc-001"/>
                                        <constraint firstAttribute="height" constant="40" id="Ops-cc-002"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ops-vw-003">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="40" id="Ops-cc-003"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Ops-vw-002" firstAttribute="centerX" secondItem="Ops-vw-001" secondAttribute="centerX" id="Ops-cc-004"/>
                                <constraint firstItem="Ops-vw-002" firstAttribute="centerY" secondItem="Ops-vw-001" secondAttribute="centerY" id="Ops-cc-005"/>
                                <constraint firstItem="Ops-vw-003" firstAttribute="top" secondItem="Ops-lg-001" secondAttribute="bottom" id="Ops-cc-006"/>
                                <constraint firstItem="Ops-vw-003" firstAttribute="leading" secondItem="Ops-vw-001" secondAttribute="leading" id="Ops-cc-007"/>
                                <constraint firstAttribute="trailing" secondItem="Ops-vw-003" secondAttribute="trailing" id="Ops-cc-008"/>
                            </constraints>
                        </view>
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    /// Under an opaque simulated bar the view's safe area starts at its top; saved a screen high
    /// at y 64, it is laid out in the 603 points below its top, where its subviews were saved,
    /// and its own frame's mismatch is put down to the saved frame, not to the layout.
    @Test func aViewSavedPastTheScreenIsLaidOutOnIt() throws {
        let document = try IBDocument(xml: Self.savedPastScreen)
        #expect(document.viewController(withID: "Ops-vc-001")?.simulatedTopBarIsOpaque == true)
        let verification = IBVerification(document: document)
        let views = Dictionary(uniqueKeysWithValues: verification.views.map { ($0.id, $0) })
        #expect(views["Ops-vw-001"]?.computed?.height == 603)
        #expect(views["Ops-vw-001"]?.rootCause == .savedPastScreen)
        #expect(views["Ops-vw-002"]?.matches == true, "centred in 603 points: \(String(describing: views["Ops-vw-002"]?.computed))")
        #expect(views["Ops-vw-003"]?.computed?.minY == 0, "an opaque bar leaves no inset above")
    }
}

