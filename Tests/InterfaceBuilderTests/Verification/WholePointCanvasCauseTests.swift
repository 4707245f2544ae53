import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// A label saved at its text's size rounded to whole points, where the document's 3x phone rounds
/// it to thirds: a frame from a whole-point canvas, kept; and a view placed below it.
@Suite("Causes of labels saved from a whole-point canvas")
struct WholePointCanvasCauseTests {
    /// "Account" in the 17-point system font (63.33 x 20.33 on the 3x grid, 64 x 21 on whole
    /// points), saved `width` x `height`, with an image view 8 points below it saved where that
    /// height puts it. An image view: the canvas holds a plain view at its saved frame above a
    /// label's hugging, which would stretch the label to the saved height.
    static func xib(width: Double, height: Double, device: String = "retina6_12") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Wpc-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Account" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Wpc-lb-002">
                            <rect key="frame" x="10" y="10" width="\(width)" height="\(height)"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Wpc-iv-003">
                            <rect key="frame" x="10" y="\(10 + height + 8)" width="20" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="20" id="Wpc-cc-003"/>
                                <constraint firstAttribute="height" constant="20" id="Wpc-cc-004"/>
                            </constraints>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Wpc-lb-002" firstAttribute="leading" secondItem="Wpc-vw-001" secondAttribute="leading" constant="10" id="Wpc-cc-001"/>
                        <constraint firstItem="Wpc-lb-002" firstAttribute="top" secondItem="Wpc-vw-001" secondAttribute="top" constant="10" id="Wpc-cc-002"/>
                        <constraint firstItem="Wpc-iv-003" firstAttribute="leading" secondItem="Wpc-vw-001" secondAttribute="leading" constant="10" id="Wpc-cc-005"/>
                        <constraint firstItem="Wpc-iv-003" firstAttribute="top" secondItem="Wpc-lb-002" secondAttribute="bottom" constant="8" id="Wpc-cc-006"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    private func causes(width: Double, height: Double) throws -> (label: IBViewComparison, image: IBViewComparison) {
        let verification = IBVerification(document: try IBDocument(xml: Self.xib(width: width, height: height)))
        let label = try #require(verification.views.first { $0.id == "Wpc-lb-002" })
        let image = try #require(verification.views.first { $0.id == "Wpc-iv-003" })
        return (label, image)
    }

    @Test func wholePointsInBothDirectionsAreTheCanvas() throws {
        let (label, image) = try causes(width: 64, height: 21)
        #expect(label.computed?.size.height == 61.0 / 3)  // the 3x grid's, not the saved 21
        #expect(label.cause == .savedOnWholePointCanvas)
        #expect(image.cause == .followsWholePointCanvas)
    }

    /// A whole-point height with a width on the document's grid is a taller line, not a canvas:
    /// the text's.
    @Test func aWholeHeightAloneIsTheTexts() throws {
        let (label, image) = try causes(width: 190.0 / 3, height: 21)
        #expect(label.cause == .textMeasurement)
        #expect(image.cause == .followsTextMeasurement)
    }

    /// Whole points that the text measured on whole points does not give are the text's too.
    @Test func wholePointsOfAnotherSizeAreTheTexts() throws {
        let (label, _) = try causes(width: 66, height: 21)
        #expect(label.cause == .textMeasurement)
    }

    @Test func savedOnTheDocumentsGridItMatches() throws {
        let (label, image) = try causes(width: 190.0 / 3, height: 61.0 / 3)
        #expect(label.matches && image.matches)
    }
}
