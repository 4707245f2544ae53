import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// A label squeezed in a stack that arranges it by its baselines is sized by where its baselines
/// sit, which is its text's layout: its miss is text measurement, though it is not at its
/// text's size.
@Suite("Causes of labels squeezed on their baselines")
struct BaselineSqueezeCauseTests {
    /// A 20-point-high horizontal stack aligned by last baselines: a 22-point bold label (taller
    /// than 20 by its text) and a 20-point box. The label saved 24 high.
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="Bsq-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" alignment="lastBaseline" translatesAutoresizingMaskIntoConstraints="NO" id="Bsq-sv-002">
                        <rect key="frame" x="10" y="10" width="300" height="20"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Featured" lineBreakMode="tailTruncation" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="Bsq-lb-003">
                                <rect key="frame" x="0.0" y="0.0" width="92" height="24"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="22"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Bsq-vw-004">
                                <rect key="frame" x="92" y="0.0" width="208" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="Bsq-cc-001"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="height" constant="20" id="Bsq-cc-002"/>
                        </constraints>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="Bsq-sv-002" firstAttribute="leading" secondItem="Bsq-vw-001" secondAttribute="leading" constant="10" id="Bsq-cc-003"/>
                    <constraint firstAttribute="trailing" secondItem="Bsq-sv-002" secondAttribute="trailing" constant="10" id="Bsq-cc-004"/>
                    <constraint firstItem="Bsq-sv-002" firstAttribute="top" secondItem="Bsq-vw-001" secondAttribute="top" constant="10" id="Bsq-cc-005"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    @Test func aLabelSqueezedOnItsBaselineIsItsText() throws {
        let verification = IBVerification(document: try IBDocument(xml: Self.xib))
        let label = try #require(verification.views.first { $0.id == "Bsq-lb-003" })
        let height = try #require(label.computed?.height)
        #expect(height <= 20.5)
        #expect(label.cause == .textMeasurement)
    }
}
