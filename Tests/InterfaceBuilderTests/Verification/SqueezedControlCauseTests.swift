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

    /// A system button stretched across a 320 x 200 view, 10 from each side, and a fifth of the
    /// view high (40, where its title makes it 30), saved 44 high; a 20-point box 8 below it.
    static let stretchedButtonXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="Sqb-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Sqb-bt-002">
                        <rect key="frame" x="10" y="10" width="300" height="44"/>
                        <state key="normal" title="Continue"/>
                    </button>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sqb-vw-003">
                        <rect key="frame" x="10" y="62" width="20" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="20" id="Sqb-cc-001"/>
                            <constraint firstAttribute="height" constant="20" id="Sqb-cc-002"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="Sqb-bt-002" firstAttribute="leading" secondItem="Sqb-vw-001" secondAttribute="leading" constant="10" id="Sqb-cc-003"/>
                    <constraint firstAttribute="trailing" secondItem="Sqb-bt-002" secondAttribute="trailing" constant="10" id="Sqb-cc-004"/>
                    <constraint firstItem="Sqb-bt-002" firstAttribute="top" secondItem="Sqb-vw-001" secondAttribute="top" constant="10" id="Sqb-cc-005"/>
                    <constraint firstItem="Sqb-bt-002" firstAttribute="height" secondItem="Sqb-vw-001" secondAttribute="height" multiplier="0.2" id="Sqb-cc-006"/>
                    <constraint firstItem="Sqb-vw-003" firstAttribute="top" secondItem="Sqb-bt-002" secondAttribute="bottom" constant="8" id="Sqb-cc-007"/>
                    <constraint firstItem="Sqb-vw-003" firstAttribute="leading" secondItem="Sqb-vw-001" secondAttribute="leading" constant="10" id="Sqb-cc-008"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    /// The button's size is its constraints', not its intrinsic size: neither it nor the box
    /// placed after it is put down to a mis-sized control.
    @Test func aViewAfterAStretchedControlDoesNotFollowItsIntrinsicSize() throws {
        let verification = IBVerification(document: try IBDocument(xml: Self.stretchedButtonXib))
        let byID = Dictionary(uniqueKeysWithValues: verification.views.map { ($0.id, $0) })
        #expect(byID["Sqb-bt-002"]?.computed?.height == 40)
        #expect(byID["Sqb-vw-003"]?.matches == false)
        // Saved at another height than its share of the root's, the button's frame breaks that.
        #expect(byID["Sqb-bt-002"]?.rootCause == .savedAgainstConstraints)
        #expect(byID["Sqb-vw-003"]?.rootCause == .unexplained)
    }
}
