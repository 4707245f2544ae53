import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// A button whose normal title is an attributed string: UIKit sizes the title in the string's
/// own font, not in the button's `fontDescription`.
@Suite("Attributed button titles")
struct AttributedButtonTitleTests {
    /// Three custom buttons titled "Archive": an attributed title in the bold 15-point system
    /// font over a regular 15-point `fontDescription`, a plain title in the bold font, and a
    /// plain title in the regular font. Each is saved a point square: the canvas holds a larger
    /// saved frame above a button's hugging, which would hide the size measured.
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19529" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="Atb-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" hasAttributedTitle="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Atb-bt-002">
                        <rect key="frame" x="10" y="10" width="1" height="1"/>
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        <state key="normal">
                            <attributedString key="attributedTitle">
                                <fragment content="Archive">
                                    <attributes>
                                        <font key="NSFont" size="15" metaFont="systemBold"/>
                                    </attributes>
                                </fragment>
                            </attributedString>
                        </state>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Atb-bt-003">
                        <rect key="frame" x="10" y="60" width="1" height="1"/>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                        <state key="normal" title="Archive"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Atb-bt-004">
                        <rect key="frame" x="10" y="110" width="1" height="1"/>
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        <state key="normal" title="Archive"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="Atb-bt-002" firstAttribute="leading" secondItem="Atb-vw-001" secondAttribute="leading" constant="10" id="Atb-cc-001"/>
                    <constraint firstItem="Atb-bt-002" firstAttribute="top" secondItem="Atb-vw-001" secondAttribute="top" constant="10" id="Atb-cc-002"/>
                    <constraint firstItem="Atb-bt-003" firstAttribute="leading" secondItem="Atb-vw-001" secondAttribute="leading" constant="10" id="Atb-cc-003"/>
                    <constraint firstItem="Atb-bt-003" firstAttribute="top" secondItem="Atb-vw-001" secondAttribute="top" constant="60" id="Atb-cc-004"/>
                    <constraint firstItem="Atb-bt-004" firstAttribute="leading" secondItem="Atb-vw-001" secondAttribute="leading" constant="10" id="Atb-cc-005"/>
                    <constraint firstItem="Atb-bt-004" firstAttribute="top" secondItem="Atb-vw-001" secondAttribute="top" constant="110" id="Atb-cc-006"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    /// The reader keeps the attributed title's font on the normal state.
    @Test func theReaderKeepsTheFragmentsFont() throws {
        let document = try IBDocument(xml: Self.xib)
        let state = try #require(document.view(withID: "Atb-bt-002")?.button?.normal)
        #expect(state.title == "Archive")
        #expect(state.titleFont != nil)
        #expect(document.view(withID: "Atb-bt-003")?.button?.normal?.titleFont == nil)
    }

    /// The attributed bold title sizes its button as a plain bold title does, wider than the
    /// button's own regular font would.
    @Test func theTitleIsMeasuredInItsOwnFont() throws {
        let verification = IBVerification(document: try IBDocument(xml: Self.xib))
        let sizes = Dictionary(uniqueKeysWithValues: verification.views.compactMap { view in
            view.computed.map { (view.id, $0.size) }
        })
        let attributed = try #require(sizes["Atb-bt-002"])
        let bold = try #require(sizes["Atb-bt-003"])
        let regular = try #require(sizes["Atb-bt-004"])
        #expect(attributed == bold)
        #expect(attributed.width > regular.width)
    }
}
