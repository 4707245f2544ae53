import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// A label whose size passes by less than the tolerance but whose place does not, by no more than
/// the tolerance plus the size it missed: the text's measurement moved it.
@Suite("Causes of labels placed by their text's residue")
struct LabelResidueCauseTests {
    /// A label centred horizontally in a 320-point view, saved at `x` and `width` wide.
    static func xib(x: Double, width: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Lrc-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Residue" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Lrc-lb-002">
                            <rect key="frame" x="\(x)" y="10" width="\(width)" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Lrc-lb-002" firstAttribute="centerX" secondItem="Lrc-vw-001" secondAttribute="centerX" id="Lrc-cc-001"/>
                        <constraint firstItem="Lrc-lb-002" firstAttribute="top" secondItem="Lrc-vw-001" secondAttribute="top" constant="10" id="Lrc-cc-002"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// The label's cause when saved `widthOffset` wider and `xOffset` further left than laid out.
    static func cause(widthOffset: Double, xOffset: Double) throws -> IBMismatchCause? {
        let computed = IBVerification(document: try IBDocument(xml: xib(x: 100, width: 60)))
        let frame = try #require(computed.views.first { $0.id == "Lrc-lb-002" }?.computed)
        let xml = xib(x: frame.minX - xOffset, width: frame.width + widthOffset)
        let label = IBVerification(document: try IBDocument(xml: xml)).views.first { $0.id == "Lrc-lb-002" }
        #expect(label?.matches == false)
        return label?.rootCause
    }

    @Test func aPlaceOffByTheSizesResidueIsTheText() throws {
        #expect(try Self.cause(widthOffset: 0.5, xOffset: 0.75) == .textMeasurement)
    }

    // Not the text: the label saved off the place its constraints give it is saved against them.
    @Test func anExactSizeExplainsNoPlace() throws {
        #expect(try Self.cause(widthOffset: 0, xOffset: 0.75) == .savedAgainstConstraints)
    }

    @Test func aPlaceOffByMoreThanTheResidueIsNotTheText() throws {
        #expect(try Self.cause(widthOffset: 0.5, xOffset: 1.5) == .savedAgainstConstraints)
    }
}
