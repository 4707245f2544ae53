import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// Attributed text's paragraph styles change a label's height the way TextKit does: a line
/// height multiple, a minimum line height, and spacing between lines.
@Suite("Attributed text paragraph styles")
struct AttributedTextTests {
    /// A 2x freeform view with three attributed labels, each pinned at the top left. The saved
    /// heights are what TextKit gives: 2 x 20.29 x 1.1 = 44.63 (45 at 2x), max(20.29, 22) = 22,
    /// and 2 x 17.90 + 3 = 38.80 (39 at 2x).
    static let fixture = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
            <view contentMode="scaleToFill" id="Par-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    \(label(id: "Mul-lb-001", y: 10, height: 45, size: 17, style: #"lineHeightMultiple="1.1000000000000001""#))
                    \(label(id: "Min-lb-002", y: 100, height: 22, size: 17, style: #"minimumLineHeight="22""#, text: "One line"))
                    \(label(id: "Spc-lb-003", y: 200, height: 39, size: 15, style: #"lineSpacing="3""#))
                </subviews>
                <constraints>
                    \(pins("Mul-lb-001", top: 10, number: 1))
                    \(pins("Min-lb-002", top: 100, number: 3))
                    \(pins("Spc-lb-003", top: 200, number: 5))
                </constraints>
            </view>
        </objects>
    </document>
    """

    static func label(id: String, y: Double, height: Double, size: Double, style: String,
                      text: String = "First line&#10;Second") -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" lineBreakMode="wordWrap" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="20" y="\(y)" width="200" height="\(height)"/>
            <attributedString key="attributedText">
                <fragment content="\(text)">
                    <attributes>
                        <font key="NSFont" metaFont="system" size="\(size)"/>
                        <paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping" baseWritingDirection="natural" \(style) tighteningFactorForTruncation="0.0"/>
                    </attributes>
                </fragment>
            </attributedString>
        </label>
        """
    }

    static func pins(_ id: String, top: Double, number: Int) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="Par-vw-001" secondAttribute="leading" constant="20" id="Pin-cc-\(number)"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="Par-vw-001" secondAttribute="top" constant="\(top)" id="Pin-cc-\(number + 1)"/>
        """
    }

    @Test func paragraphStylesAreRead() throws {
        let document = try IBDocument(xml: Self.fixture)
        let texts = Dictionary(uniqueKeysWithValues: document.allViews.compactMap { view in view.text.map { (view.id, $0) } })
        #expect(abs((texts["Mul-lb-001"]?.lineHeightMultiple ?? 0) - 1.1) < 1e-9)
        #expect(texts["Min-lb-002"]?.minimumLineHeight == 22)
        #expect(texts["Spc-lb-003"]?.lineSpacing == 3)
        #expect(texts["Spc-lb-003"]?.lineHeightMultiple == 0)
    }

    @Test func labelHeightsFollowTheParagraphStyle() throws {
        let verification = IBVerification(document: try IBDocument(xml: Self.fixture))
        let byID = Dictionary(uniqueKeysWithValues: verification.views.map { ($0.id, $0) })
        #expect(byID["Mul-lb-001"]?.computed?.height == 45)
        #expect(byID["Min-lb-002"]?.computed?.height == 22)
        #expect(byID["Spc-lb-003"]?.computed?.height == 39)
    }

    /// A Dynamic Type label of two lines: Body's lines are 22 apart, so 22 + 20.29 = 42.29,
    /// 42.5 at 2x (openfoodfacts' storyboard saves its two-line Body labels so).
    static let textStyleFixture = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097.3" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
            <view contentMode="scaleToFill" id="Sty-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="First line&#10;Second" lineBreakMode="tailTruncation" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="Sty-lb-002">
                        <rect key="frame" x="20" y="10" width="90" height="42.5"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <nil key="textColor"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="Sty-lb-002" firstAttribute="leading" secondItem="Sty-vw-001" secondAttribute="leading" constant="20" id="Sty-cc-001"/>
                    <constraint firstItem="Sty-lb-002" firstAttribute="top" secondItem="Sty-vw-001" secondAttribute="top" constant="10" id="Sty-cc-002"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    @Test func textStyleLabelsSpaceLinesByTheStylesLeading() throws {
        let verification = IBVerification(document: try IBDocument(xml: Self.textStyleFixture))
        #expect(verification.views.first { $0.id == "Sty-lb-002" }?.computed?.height == 42.5)
    }
}
