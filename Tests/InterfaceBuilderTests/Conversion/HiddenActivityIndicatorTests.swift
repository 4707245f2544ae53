import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// An activity indicator that hides when stopped is saved hidden, but Interface Builder's canvas
/// shows it: in a stack it keeps its place. At run time it stays hidden.
@Suite("Hidden activity indicator")
struct HiddenActivityIndicatorTests {
    /// A 220-point horizontal stack (spacing 5): a hidden 16-point image, a hidden 16-point
    /// activity indicator (`hidesWhenStopped`, or not when `hidesWhenStopped` is false), a
    /// 16-point image and a plain view that takes the rest.
    static func xib(hidesWhenStopped: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Hai-rt-001">
                    <rect key="frame" x="0.0" y="0.0" width="220" height="16"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="Hai-st-002">
                            <rect key="frame" x="0.0" y="0.0" width="220" height="16"/>
                            <subviews>
                                <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hai-hv-003">
                                    <rect key="frame" x="-16" y="0.0" width="16" height="16"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="16" id="Hai-cc-001"/>
                                        <constraint firstAttribute="width" constant="16" priority="999" id="Hai-cc-002"/>
                                    </constraints>
                                </view>
                                <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" hidesWhenStopped="\(hidesWhenStopped ? "YES" : "NO")" style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="Hai-ai-004">
                                    <rect key="frame" x="0.0" y="0.0" width="16" height="16"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="16" priority="999" id="Hai-cc-003"/>
                                        <constraint firstAttribute="height" constant="16" id="Hai-cc-004"/>
                                    </constraints>
                                </activityIndicatorView>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hai-vw-005">
                                    <rect key="frame" x="21" y="0.0" width="16" height="16"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="16" id="Hai-cc-005"/>
                                        <constraint firstAttribute="width" constant="16" id="Hai-cc-006"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" horizontalHuggingPriority="249" translatesAutoresizingMaskIntoConstraints="NO" id="Hai-fl-006">
                                    <rect key="frame" x="42" y="0.0" width="178" height="16"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="16" id="Hai-cc-007"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Hai-st-002" firstAttribute="top" secondItem="Hai-rt-001" secondAttribute="top" id="Hai-cc-008"/>
                        <constraint firstItem="Hai-st-002" firstAttribute="leading" secondItem="Hai-rt-001" secondAttribute="leading" id="Hai-cc-009"/>
                        <constraint firstAttribute="trailing" secondItem="Hai-st-002" secondAttribute="trailing" id="Hai-cc-010"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    private func frame(_ id: String, hidesWhenStopped: Bool = true, designTime: Bool) throws -> Rect? {
        let document = try IBDocument(xml: Self.xib(hidesWhenStopped: hidesWhenStopped))
        return try document.makeLayoutTree(IBLayoutRequest(sceneID: nil, designTime: designTime)).view(withID: id)?.frame
    }

    /// On the canvas the indicator takes its 16 points and the spacing after it; the hidden
    /// plain view before it still collapses.
    @Test func theCanvasShowsAnIndicatorThatHidesWhenStopped() throws {
        #expect(try frame("Hai-ai-004", designTime: true) == Rect(x: 0, y: 0, width: 16, height: 16))
        #expect(try frame("Hai-vw-005", designTime: true) == Rect(x: 21, y: 0, width: 16, height: 16))
        #expect(try frame("Hai-fl-006", designTime: true)?.minX == 42)
    }

    /// At run time the stopped indicator is hidden and the stack collapses it; one that does not
    /// hide when stopped but is saved hidden is hidden on the canvas too.
    @Test func itIsHiddenAtRunTimeAndWhenItDoesNotHideWhenStopped() throws {
        #expect(try frame("Hai-vw-005", designTime: false)?.minX == 0)
        #expect(try frame("Hai-vw-005", hidesWhenStopped: false, designTime: true)?.minX == 0)
    }
}
