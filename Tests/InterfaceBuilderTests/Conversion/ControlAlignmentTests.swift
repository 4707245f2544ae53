import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// Controls whose frames reach beyond the rectangle constraints align: a switch's frame is 2
/// points wider on the right, in iOS 26's wider switch as before.
@Suite("Control alignment rectangles")
struct ControlAlignmentTests {
    /// A switch pinned 20 points in, and a box 10 points after the switch's trailing edge.
    static func xib(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Swi-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Swi-sw-002">
                            <rect key="frame" x="20" y="20" width="63" height="28"/>
                        </switch>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Box-vw-003">
                            <rect key="frame" x="91" y="20" width="40" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="40" id="Swi-cc-001"/>
                                <constraint firstAttribute="height" constant="40" id="Swi-cc-002"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Swi-sw-002" firstAttribute="leading" secondItem="Swi-vw-001" secondAttribute="leading" constant="20" id="Swi-cc-003"/>
                        <constraint firstItem="Swi-sw-002" firstAttribute="top" secondItem="Swi-vw-001" secondAttribute="top" constant="20" id="Swi-cc-004"/>
                        <constraint firstItem="Box-vw-003" firstAttribute="leading" secondItem="Swi-sw-002" secondAttribute="trailing" constant="10" id="Swi-cc-005"/>
                        <constraint firstItem="Box-vw-003" firstAttribute="top" secondItem="Swi-vw-001" secondAttribute="top" constant="20" id="Swi-cc-006"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    static func frames(toolsVersion: String) throws -> [String: Rect] {
        let verification = IBVerification(document: try IBDocument(xml: xib(toolsVersion: toolsVersion)))
        return Dictionary(uniqueKeysWithValues: verification.views.compactMap { view in view.computed.map { (view.id, $0) } })
    }

    /// Xcode 26: a 63 x 28 frame around a 61-point rectangle, so the box starts at 20 + 61 + 10.
    @Test func ios26SwitchAlignsTwoPointsInsideItsFrame() throws {
        let frames = try Self.frames(toolsVersion: "24127")
        #expect(frames["Swi-sw-002"] == Rect(x: 20, y: 20, width: 63, height: 28))
        #expect(frames["Box-vw-003"]?.minX == 91)
    }

    /// Before: a 51 x 31 frame around the classic 49-point switch.
    @Test func classicSwitchAlignsTwoPointsInsideItsFrame() throws {
        let frames = try Self.frames(toolsVersion: "22505")
        #expect(frames["Swi-sw-002"] == Rect(x: 20, y: 20, width: 51, height: 31))
        #expect(frames["Box-vw-003"]?.minX == 79)
    }

    /// A slider pinned 20 points from each side of a 320-point view, 30 high at the top (saved a
    /// point high: the canvas holds a taller saved frame above the slider's hugging).
    /// `designable` adds the size Interface Builder measured running an IBDesignable subclass.
    static func sliderXib(toolsVersion: String, designable: Bool = false) -> String {
        let designables = designable ? """
            <designables>
                <designable name="Sld-sl-002">
                    <size key="intrinsicContentSize" width="-1" height="30"/>
                </designable>
            </designables>
            """ : ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Sld-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="Sld-sl-002">
                            <rect key="frame" x="18" y="20" width="284" height="1"/>
                        </slider>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Sld-sl-002" firstAttribute="leading" secondItem="Sld-vw-001" secondAttribute="leading" constant="20" id="Sld-cc-001"/>
                        <constraint firstAttribute="trailing" secondItem="Sld-sl-002" secondAttribute="trailing" constant="20" id="Sld-cc-002"/>
                        <constraint firstItem="Sld-sl-002" firstAttribute="top" secondItem="Sld-vw-001" secondAttribute="top" constant="20" id="Sld-cc-003"/>
                    </constraints>
                </view>
            </objects>
        \(designables)
        </document>
        """
    }

    static func slider(toolsVersion: String, designable: Bool = false) throws -> Rect? {
        let document = try IBDocument(xml: sliderXib(toolsVersion: toolsVersion, designable: designable))
        return IBVerification(document: document).views.first { $0.id == "Sld-sl-002" }?.computed
    }

    /// Every Xcode but the 24xxx builds: the track is 2 points inside the frame at each end and
    /// the frame a point taller than the 30 points aligned.
    @Test(arguments: ["11762", "22505", "32700.99.1234"])
    func sliderFrameReachesBeyondItsAlignmentRectangle(_ toolsVersion: String) throws {
        #expect(try Self.slider(toolsVersion: toolsVersion) == Rect(x: 18, y: 20, width: 284, height: 31))
    }

    /// Xcode 26's 24xxx builds (the iOS 26 slider): the frame is the aligned rectangle.
    @Test(arguments: ["24128", "24506"])
    func ios26SliderFrameIsItsAlignmentRectangle(_ toolsVersion: String) throws {
        #expect(try Self.slider(toolsVersion: toolsVersion) == Rect(x: 20, y: 20, width: 280, height: 30))
    }

    /// An IBDesignable slider subclass, sized by what Interface Builder measured, keeps UISlider's
    /// alignment insets.
    @Test func designableSliderKeepsItsAlignmentInsets() throws {
        #expect(try Self.slider(toolsVersion: "17506", designable: true) == Rect(x: 18, y: 20, width: 284, height: 31))
    }
}
