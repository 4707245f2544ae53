import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// A button's width is its title's rounded up to a whole point: a saved width a point short is the
/// title's text measurement, more than that the control's model. Saved wider, the canvas keeps
/// it: its hugging is below the canvas's hold.
@Suite("Causes of button misses")
struct ButtonTitleCauseTests {
    /// A system button titled "Follow" placed by its corner, saved `width` wide, with a box
    /// pinned to its trailing edge.
    static func xib(width: Double, title: String = "Follow") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Btc-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Btc-bt-002">
                            <rect key="frame" x="10" y="10" width="\(width)" height="30"/>
                            <state key="normal" title="\(title)"/>
                        </button>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Btc-vw-003">
                            <rect key="frame" x="\(10 + width)" y="10" width="20" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="20" id="Btc-cc-001"/>
                                <constraint firstAttribute="height" constant="20" id="Btc-cc-002"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Btc-bt-002" firstAttribute="leading" secondItem="Btc-vw-001" secondAttribute="leading" constant="10" id="Btc-cc-003"/>
                        <constraint firstItem="Btc-bt-002" firstAttribute="top" secondItem="Btc-vw-001" secondAttribute="top" constant="10" id="Btc-cc-004"/>
                        <constraint firstItem="Btc-vw-003" firstAttribute="leading" secondItem="Btc-bt-002" secondAttribute="trailing" id="Btc-cc-005"/>
                        <constraint firstItem="Btc-vw-003" firstAttribute="top" secondItem="Btc-vw-001" secondAttribute="top" constant="10" id="Btc-cc-006"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    static func causes(savedWidthOffBy offset: Double) throws -> (button: IBMismatchCause?, box: IBMismatchCause?) {
        let computed = IBVerification(document: try IBDocument(xml: xib(width: 1)))
        let width = try #require(computed.views.first { $0.id == "Btc-bt-002" }?.computed?.width)
        let verification = IBVerification(document: try IBDocument(xml: xib(width: width + offset)))
        let byID = Dictionary(uniqueKeysWithValues: verification.views.map { ($0.id, $0) })
        return (byID["Btc-bt-002"]?.rootCause, byID["Btc-vw-003"]?.rootCause)
    }

    @Test func aPointOffIsTheTitlesMeasurement() throws {
        let causes = try Self.causes(savedWidthOffBy: -1)
        #expect(causes.button == .textMeasurement)
        #expect(causes.box == .followsTextMeasurement)
    }

    @Test func savedWiderTheCanvasKeepsIt() throws {
        let causes = try Self.causes(savedWidthOffBy: 3)
        #expect(causes.button == nil)
        #expect(causes.box == nil)
    }

    @Test func moreThanAPointOffIsTheControl() throws {
        let causes = try Self.causes(savedWidthOffBy: -3)
        #expect(causes.button == .controlIntrinsicSize)
        #expect(causes.box == .followsControlSize)
    }
}
