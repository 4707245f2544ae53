import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// A container sized by labels whose misses are each within the tolerance but add up past it:
/// the text's measurement explains the container, and what is placed after it.
@Suite("Causes of containers sized by labels' residues")
struct ContainerResidueCauseTests {
    /// A container holding two 17-point labels 8 apart, sized by them, with a 20-point box 10
    /// below it; the labels saved `labelHeight` high and the container `containerHeight`.
    static func xib(labelHeight: Double, containerHeight: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Crc-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Crc-vw-002">
                            <rect key="frame" x="0.0" y="10" width="320" height="\(containerHeight)"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="First" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Crc-lb-003">
                                    <rect key="frame" x="10" y="0.0" width="300" height="\(labelHeight)"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Second" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Crc-lb-004">
                                    <rect key="frame" x="10" y="\(labelHeight + 8)" width="300" height="\(labelHeight)"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Crc-lb-003" firstAttribute="top" secondItem="Crc-vw-002" secondAttribute="top" id="Crc-cc-001"/>
                                <constraint firstItem="Crc-lb-003" firstAttribute="leading" secondItem="Crc-vw-002" secondAttribute="leading" constant="10" id="Crc-cc-002"/>
                                <constraint firstAttribute="trailing" secondItem="Crc-lb-003" secondAttribute="trailing" constant="10" id="Crc-cc-003"/>
                                <constraint firstItem="Crc-lb-004" firstAttribute="top" secondItem="Crc-lb-003" secondAttribute="bottom" constant="8" id="Crc-cc-004"/>
                                <constraint firstItem="Crc-lb-004" firstAttribute="leading" secondItem="Crc-vw-002" secondAttribute="leading" constant="10" id="Crc-cc-005"/>
                                <constraint firstAttribute="trailing" secondItem="Crc-lb-004" secondAttribute="trailing" constant="10" id="Crc-cc-006"/>
                                <constraint firstAttribute="bottom" secondItem="Crc-lb-004" secondAttribute="bottom" id="Crc-cc-007"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Crc-vw-005">
                            <rect key="frame" x="0.0" y="\(10 + containerHeight + 10)" width="320" height="20"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="20" id="Crc-cc-008"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Crc-vw-002" firstAttribute="top" secondItem="Crc-vw-001" secondAttribute="top" constant="10" id="Crc-cc-009"/>
                        <constraint firstItem="Crc-vw-002" firstAttribute="leading" secondItem="Crc-vw-001" secondAttribute="leading" id="Crc-cc-010"/>
                        <constraint firstAttribute="trailing" secondItem="Crc-vw-002" secondAttribute="trailing" id="Crc-cc-011"/>
                        <constraint firstItem="Crc-vw-005" firstAttribute="top" secondItem="Crc-vw-002" secondAttribute="bottom" constant="10" id="Crc-cc-012"/>
                        <constraint firstItem="Crc-vw-005" firstAttribute="leading" secondItem="Crc-vw-001" secondAttribute="leading" id="Crc-cc-013"/>
                        <constraint firstAttribute="trailing" secondItem="Crc-vw-005" secondAttribute="trailing" id="Crc-cc-014"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// The comparisons when each label is saved `labelExtra` higher than Trellis measures it and
    /// the container `containerExtra` higher than laid out. The misses are shortfalls: the
    /// canvas holds a container at its saved height above its labels' hugging, so labels
    /// measured shorter than saved would stretch to fill it, but their compression resistance
    /// grows a container saved too short.
    static func verify(labelExtra: Double, containerExtra: Double) throws -> [String: IBViewComparison] {
        let measured = IBVerification(document: try IBDocument(xml: xib(labelHeight: 20, containerHeight: 48)))
        let line = try #require(measured.views.first { $0.id == "Crc-lb-003" }?.computed?.height)
        let laidOut = try #require(measured.views.first { $0.id == "Crc-vw-002" }?.computed?.height)
        let xml = xib(labelHeight: line + labelExtra, containerHeight: laidOut + containerExtra)
        let verification = IBVerification(document: try IBDocument(xml: xml))
        return Dictionary(uniqueKeysWithValues: verification.views.map { ($0.id, $0) })
    }

    /// Two labels each saved 0.4 short (within the tolerance) make the container 0.8 short and
    /// move the box below it: both follow the labels.
    @Test func aContainerShortByItsLabelsMissesFollowsThem() throws {
        let views = try Self.verify(labelExtra: -0.4, containerExtra: -0.8)
        #expect(views["Crc-lb-003"]?.matches == true)
        #expect(views["Crc-vw-002"]?.rootCause == .followsTextMeasurement)
        #expect(views["Crc-vw-005"]?.rootCause == .followsTextMeasurement)
    }

    /// A container short by more than its labels' misses add up to is not explained by them.
    @Test func aContainerShortByMoreIsNotTheText() throws {
        let views = try Self.verify(labelExtra: -0.4, containerExtra: -1.3)
        #expect(views["Crc-vw-002"]?.matches == false)
        // What its saved frame shows is a break of the constraints that size it.
        #expect(views["Crc-vw-002"]?.rootCause == .savedAgainstConstraints)
    }
}
