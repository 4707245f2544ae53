import InterfaceBuilder
import InterfaceBuilderReader
import Layout
import Testing

/// A table cell's own top and bottom margins. From iOS 11 (Xcode 9) they are 11 at the default
/// text size, where the standard cell lays out its text (UIKit grows them with the text size,
/// the content view's staying fixed: openradar 42808310). They show when a content view with
/// margins of its own narrower than that preserves its superview's: Xcode 10's canvas placed a
/// view pinned to such a content view's top margin 11 points down, not at its own 8.
@Suite("A table cell's top and bottom margins")
struct CellVerticalMarginTests {
    /// A 54-point cell saved by the Xcode of `toolsVersion`, whose content view has margins of
    /// 8 above and below and preserves the cell's, with a box pinned to its top and bottom margins.
    static func cell(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" rowHeight="54" id="Mar-ce-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="54"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="Mar-ce-001" id="Mar-cv-002">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="54"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Mar-vw-003">
                                <rect key="frame" x="16" y="11" width="40" height="32"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="40" id="Mar-cc-001"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Mar-vw-003" firstAttribute="leading" secondItem="Mar-cv-002" secondAttribute="leadingMargin" id="Mar-cc-002"/>
                            <constraint firstItem="Mar-vw-003" firstAttribute="top" secondItem="Mar-cv-002" secondAttribute="topMargin" id="Mar-cc-003"/>
                            <constraint firstAttribute="bottomMargin" secondItem="Mar-vw-003" secondAttribute="bottom" id="Mar-cc-004"/>
                        </constraints>
                        <edgeInsets key="layoutMargins" top="8" left="8" bottom="8" right="8"/>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    static func box(_ toolsVersion: String) throws -> Rect? {
        let verification = IBVerification(document: try IBDocument(xml: cell(toolsVersion: toolsVersion)))
        return verification.views.first { $0.id == "Mar-vw-003" }?.computed
    }

    /// Xcode 10: the cell's 11 above and below reach into the content view.
    @Test func fromXcode9TheCellsElevenReachIntoItsContent() throws {
        #expect(try Self.box("14490.70") == Rect(x: 16, y: 11, width: 40, height: 32))
    }

    /// Xcode 8 (iOS 10): the cell's margins are 8 above and below, as the content view's.
    @Test func beforeXcode9TheyAreEight() throws {
        #expect(try Self.box("12118") == Rect(x: 15, y: 8, width: 40, height: 38))
    }
}
