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

    /// A non-editable text view at the top left and a 4-point bar whose top is 8 below the text
    /// view's baseline, saved `barY` down.
    static func textViewXib(barY: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Btv-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" text="Value" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="Btv-tv-002">
                            <rect key="frame" x="10" y="10" width="300" height="40"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="40" id="Btv-cc-001"/>
                            </constraints>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </textView>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Btv-vw-003">
                            <rect key="frame" x="10" y="\(barY)" width="300" height="4"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="4" id="Btv-cc-002"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Btv-tv-002" firstAttribute="leading" secondItem="Btv-vw-001" secondAttribute="leading" constant="10" id="Btv-cc-003"/>
                        <constraint firstAttribute="trailing" secondItem="Btv-tv-002" secondAttribute="trailing" constant="10" id="Btv-cc-004"/>
                        <constraint firstItem="Btv-tv-002" firstAttribute="top" secondItem="Btv-vw-001" secondAttribute="top" constant="10" id="Btv-cc-005"/>
                        <constraint firstItem="Btv-vw-003" firstAttribute="leading" secondItem="Btv-tv-002" secondAttribute="leading" id="Btv-cc-006"/>
                        <constraint firstItem="Btv-vw-003" firstAttribute="trailing" secondItem="Btv-tv-002" secondAttribute="trailing" id="Btv-cc-007"/>
                        <constraint firstItem="Btv-vw-003" firstAttribute="top" secondItem="Btv-tv-002" secondAttribute="baseline" constant="8" id="Btv-cc-008"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    @Test func aBarUnderATextViewsBaselineFollowsItsText() throws {
        let laidOut = IBVerification(document: try IBDocument(xml: Self.textViewXib(barY: 0)))
        let y = try #require(laidOut.views.first { $0.id == "Btv-vw-003" }?.computed?.minY)
        let verification = IBVerification(document: try IBDocument(xml: Self.textViewXib(barY: y - 6)))
        let byID = Dictionary(uniqueKeysWithValues: verification.views.map { ($0.id, $0) })
        #expect(byID["Btv-tv-002"]?.matches == true)
        #expect(byID["Btv-vw-003"]?.cause == .followsTextMeasurement)
    }
}
