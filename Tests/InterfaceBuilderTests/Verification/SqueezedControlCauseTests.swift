import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// A control laid out at another size than its intrinsic one is sized by its constraints, so a
/// miss in its size is not its intrinsic size's: here a text field stretched between a label and
/// its superview's edge follows the label's measurement.
@Suite("Causes of controls sized by their constraints")
struct SqueezedControlCauseTests {
    /// A 17-point label at the left and a borderless text field from 8 after it to 10 before the
    /// right edge; the label saved `labelWidth` wide and the field after it, to the edge.
    static func xib(labelWidth: Double) -> String {
        let fieldX = 10 + labelWidth + 8
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Sqz-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Server" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Sqz-lb-002">
                            <rect key="frame" x="10" y="10" width="\(labelWidth)" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="host" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="Sqz-tf-003">
                            <rect key="frame" x="\(fieldX)" y="10" width="\(320 - 10 - fieldX)" height="22"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <textInputTraits key="textInputTraits"/>
                        </textField>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Sqz-lb-002" firstAttribute="leading" secondItem="Sqz-vw-001" secondAttribute="leading" constant="10" id="Sqz-cc-001"/>
                        <constraint firstItem="Sqz-lb-002" firstAttribute="top" secondItem="Sqz-vw-001" secondAttribute="top" constant="10" id="Sqz-cc-002"/>
                        <constraint firstItem="Sqz-tf-003" firstAttribute="leading" secondItem="Sqz-lb-002" secondAttribute="trailing" constant="8" id="Sqz-cc-003"/>
                        <constraint firstAttribute="trailing" secondItem="Sqz-tf-003" secondAttribute="trailing" constant="10" id="Sqz-cc-004"/>
                        <constraint firstItem="Sqz-tf-003" firstAttribute="top" secondItem="Sqz-vw-001" secondAttribute="top" constant="10" id="Sqz-cc-005"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    @Test func aStretchedFieldFollowsTheLabelBeforeIt() throws {
        let measured = IBVerification(document: try IBDocument(xml: Self.xib(labelWidth: 50)))
        let label = try #require(measured.views.first { $0.id == "Sqz-lb-002" }?.computed)
        let saved = IBVerification(document: try IBDocument(xml: Self.xib(labelWidth: label.width + 4)))
        let byID = Dictionary(uniqueKeysWithValues: saved.views.map { ($0.id, $0) })
        #expect(byID["Sqz-lb-002"]?.cause == .textMeasurement)
        #expect(byID["Sqz-tf-003"]?.matches == false)
        #expect(byID["Sqz-tf-003"]?.rootCause == .followsTextMeasurement)
    }
}
