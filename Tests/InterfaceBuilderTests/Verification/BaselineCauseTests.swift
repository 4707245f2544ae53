import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// A view placed on a label's baseline, missing only vertically, misses by text layout.
@Suite("Causes of views on a label's baseline")
struct BaselineCauseTests {
    /// A heading label and, on its first baseline, a titled button or a 20-point image view,
    /// `follower`, saved `shift` points below where it is laid out (`laidOutY`).
    static func xib(follower: String, laidOutY: Double, shift: Double) -> String {
        let frame = #"<rect key="frame" x="200" y="\#(laidOutY + shift)" width="40" height="20"/>"#
        let view = follower == "button" ? """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Blc-vw-003">
                \(frame)
                <constraints>
                    <constraint firstAttribute="width" constant="40" id="Blc-cc-005"/>
                    <constraint firstAttribute="height" constant="20" id="Blc-cc-006"/>
                </constraints>
                <state key="normal" title="Edit"/>
            </button>
            """ : """
            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Blc-vw-003">
                \(frame)
                <constraints>
                    <constraint firstAttribute="width" constant="40" id="Blc-cc-005"/>
                    <constraint firstAttribute="height" constant="20" id="Blc-cc-006"/>
                </constraints>
            </imageView>
            """
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Blc-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Heading" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Blc-vw-002">
                            <rect key="frame" x="16" y="20" width="100" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="Blc-cc-001"/>
                                <constraint firstAttribute="height" constant="40" id="Blc-cc-002"/>
                            </constraints>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        \(view)
                    </subviews>
                    <constraints>
                        <constraint firstItem="Blc-vw-002" firstAttribute="leading" secondItem="Blc-vw-001" secondAttribute="leading" constant="16" id="Blc-cc-003"/>
                        <constraint firstItem="Blc-vw-002" firstAttribute="top" secondItem="Blc-vw-001" secondAttribute="top" constant="20" id="Blc-cc-004"/>
                        <constraint firstItem="Blc-vw-003" firstAttribute="leading" secondItem="Blc-vw-001" secondAttribute="leading" constant="200" id="Blc-cc-007"/>
                        <constraint firstItem="Blc-vw-003" firstAttribute="firstBaseline" secondItem="Blc-vw-002" secondAttribute="firstBaseline" id="Blc-cc-008"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// The follower's cause when saved `shift` points below where the layout puts it.
    static func cause(follower: String, shift: Double) throws -> IBMismatchCause? {
        let probe = IBVerification(document: try IBDocument(xml: xib(follower: follower, laidOutY: 0, shift: 0)))
        let laidOut = try #require(probe.views.first { $0.id == "Blc-vw-003" }?.computed)
        let saved = IBVerification(document: try IBDocument(xml: xib(follower: follower, laidOutY: laidOut.minY,
                                                                     shift: shift)))
        let label = try #require(saved.views.first { $0.id == "Blc-vw-002" })
        #expect(label.matches)
        return saved.views.first { $0.id == "Blc-vw-003" }?.cause
    }

    /// A titled button on the label's first baseline, 2 points off vertically: the baselines'
    /// text layout.
    @Test func aTitledButtonOnALabelsBaselineMissesByText() throws {
        #expect(try Self.cause(follower: "button", shift: 0) == nil)
        #expect(try Self.cause(follower: "button", shift: 2) == .followsTextMeasurement)
    }

    /// An image view has no baseline: on a first baseline UIKit uses its top edge, which is no
    /// text's, so its miss is not put down to text.
    @Test func anImageOnALabelsFirstBaselineIsNotText() throws {
        let cause = try Self.cause(follower: "image", shift: 2)
        #expect(cause != nil)
        #expect(cause != .followsTextMeasurement)
    }
}
