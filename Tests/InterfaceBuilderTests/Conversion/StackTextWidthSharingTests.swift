import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// The width a horizontal stack gives a label of more than one line depends on the iOS the
/// canvas ran: Xcode 13 (iOS 15) and later keep it at most an equal share of the wrapping
/// views, earlier Xcodes hold it at an equal share of all the views.
@Suite("Stack text width sharing")
struct StackTextWidthSharingTests {
    /// A 300-point horizontal stack, spacing 10: a wrapping label (hugging 251, compression
    /// resistance 749) and a 50 by 30 placeholder-sized view that hugs at 750, saved with the
    /// label `labelWidth` wide.
    static func xib(toolsVersion: String, labelWidth: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Twd-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" alignment="top" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="Twd-sv-002">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" horizontalCompressionResistancePriority="749" text="Words that wrap over a few lines in this stack, beside a box" textAlignment="natural" lineBreakMode="wordWrap" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Twd-lb-003">
                                    <rect key="frame" x="0.0" y="0.0" width="\(labelWidth)" height="100"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <view contentMode="scaleToFill" horizontalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="Twd-bx-004">
                                    <rect key="frame" x="\(labelWidth + 10)" y="0.0" width="\(290 - labelWidth)" height="30"/>
                                    <size key="intrinsicContentSize" width="50" height="30"/>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Twd-sv-002" firstAttribute="top" secondItem="Twd-vw-001" secondAttribute="top" id="Twd-cc-001"/>
                        <constraint firstItem="Twd-sv-002" firstAttribute="leading" secondItem="Twd-vw-001" secondAttribute="leading" id="Twd-cc-002"/>
                        <constraint firstAttribute="trailing" secondItem="Twd-sv-002" secondAttribute="trailing" id="Twd-cc-003"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    static func widths(_ xml: String) throws -> [Double?] {
        let views = IBVerification(document: try IBDocument(xml: xml)).views
        return ["Twd-lb-003", "Twd-bx-004"].map { id in views.first { $0.id == id }?.computed?.width }
    }

    /// Xcode 12 (iOS 14): the label is held at half the width less half the gap, the box
    /// stretches to the rest.
    @Test func beforeXcode13TheLabelTakesAnEqualShare() throws {
        #expect(try Self.widths(Self.xib(toolsVersion: "17701", labelWidth: 145)) == [145, 145])
    }

    /// Xcode 13 and later: the box keeps its 50 points.
    @Test func fromXcode13TheLabelTakesTheRest() throws {
        #expect(try Self.widths(Self.xib(toolsVersion: "22505", labelWidth: 240)) == [240, 50])
    }
}
