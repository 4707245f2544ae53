import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// A scroll view on Interface Builder's canvas, against the same scroll view at run time.
@Suite("Scroll views on the canvas")
struct ScrollCanvasTests {
    /// A controller's view on the 320 x 568 phone, filled by a scroll view whose content view is
    /// pinned to the scroll view's top and centred on it (both 750), with a 250 bottom.
    static let centredContent = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_0" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Scr-sc-001">
                    <objects>
                        <viewController id="Scr-vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Scr-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Scr-sv-002">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Scr-cv-003">
                                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstAttribute="bottom" secondItem="Scr-cv-003" secondAttribute="bottom" priority="250" id="Scr-cc-001"/>
                                            <constraint firstItem="Scr-cv-003" firstAttribute="top" secondItem="Scr-sv-002" secondAttribute="top" priority="750" id="Scr-cc-002"/>
                                            <constraint firstItem="Scr-cv-003" firstAttribute="leading" secondItem="Scr-sv-002" secondAttribute="leading" id="Scr-cc-003"/>
                                            <constraint firstAttribute="trailing" secondItem="Scr-cv-003" secondAttribute="trailing" id="Scr-cc-004"/>
                                            <constraint firstItem="Scr-cv-003" firstAttribute="centerY" secondItem="Scr-sv-002" secondAttribute="centerY" priority="750" id="Scr-cc-005"/>
                                        </constraints>
                                    </scrollView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Scr-lg-004"/>
                                <constraints>
                                    <constraint firstItem="Scr-sv-002" firstAttribute="leading" secondItem="Scr-vw-001" secondAttribute="leading" id="Scr-cc-006"/>
                                    <constraint firstAttribute="trailing" secondItem="Scr-sv-002" secondAttribute="trailing" id="Scr-cc-007"/>
                                    <constraint firstItem="Scr-sv-002" firstAttribute="top" secondItem="Scr-vw-001" secondAttribute="top" id="Scr-cc-008"/>
                                    <constraint firstAttribute="bottom" secondItem="Scr-sv-002" secondAttribute="bottom" id="Scr-cc-009"/>
                                    <constraint firstItem="Scr-cv-003" firstAttribute="width" secondItem="Scr-vw-001" secondAttribute="width" id="Scr-cc-010"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// On the canvas the scroll view is not scrolled below the status bar: the content, pinned
    /// to its top and centred on its frame, is as tall as the frame.
    @Test func onTheCanvasAScrollViewIsNotScrolled() throws {
        let verification = IBVerification(document: try IBDocument(xml: Self.centredContent))
        #expect(verification.matched == verification.total)
        let content = verification.views.first { $0.id == "Scr-cv-003" }
        #expect(content?.computed == Rect(x: 0, y: 0, width: 320, height: 568))
    }

    /// At run time UIKit scrolls the content below the 20-point status bar first, so the frame's
    /// centre is 20 points higher in the content, and the content 40 points shorter.
    @Test func atRunTimeTheContentStartsBelowTheSafeArea() throws {
        let tree = try IBDocument(xml: Self.centredContent).makeLayoutTree(IBLayoutRequest(sceneID: "Scr-sc-001"))
        #expect(tree.view(withID: "Scr-cv-003")?.frame.height == 528)
    }
}
