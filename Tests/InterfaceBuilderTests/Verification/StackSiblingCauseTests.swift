import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// A stack places each arranged view by the lengths of the others: a view moved by a
/// mis-measured sibling follows that sibling even when the stack itself matches.
@Suite("Causes shared by a stack's arranged views")
struct StackSiblingCauseTests {
    /// A 100-point vertical stack spacing its views equally: a label Xcode saved 10 high (the
    /// layout measures one 17-point line, taller, which its compression resistance keeps against
    /// the canvas holding the box at its saved place), a box it pushes, and a box at the stack's
    /// end.
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="Sib-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" translatesAutoresizingMaskIntoConstraints="NO" id="Sib-sv-002">
                        <rect key="frame" x="10" y="10" width="200" height="100"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Sib-lb-003">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="10"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sib-vw-004">
                                <rect key="frame" x="0.0" y="35" width="200" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="Sib-cc-001"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sib-vw-005">
                                <rect key="frame" x="0.0" y="80" width="200" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="Sib-cc-002"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="width" constant="200" id="Sib-cc-003"/>
                            <constraint firstAttribute="height" constant="100" id="Sib-cc-004"/>
                        </constraints>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="Sib-sv-002" firstAttribute="leading" secondItem="Sib-vw-001" secondAttribute="leading" constant="10" id="Sib-cc-005"/>
                    <constraint firstItem="Sib-sv-002" firstAttribute="top" secondItem="Sib-vw-001" secondAttribute="top" constant="10" id="Sib-cc-006"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    @Test func aViewMovedByAMismeasuredSiblingFollowsIt() throws {
        let verification = IBVerification(document: try IBDocument(xml: Self.xib))
        let view = { (id: String) in verification.views.first { $0.id == id } }
        #expect(view("Sib-sv-002")?.matches == true)
        #expect(view("Sib-vw-005")?.matches == true)
        #expect(view("Sib-lb-003")?.cause == .textMeasurement)
        #expect(view("Sib-vw-004")?.matches == false)
        #expect(view("Sib-vw-004")?.cause == .followsTextMeasurement)
    }
}
