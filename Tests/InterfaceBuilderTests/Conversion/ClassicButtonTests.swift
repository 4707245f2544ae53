import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader
import TextLayout

/// Buttons without a configuration: a title line with 6 points above and below, and no
/// 30-point minimum height.
@Suite("Classic buttons")
struct ClassicButtonTests {
    /// Buttons placed by their corners only: system buttons with a title in a 14-point font, one
    /// in a 10-point font, and an empty one in the Body style; custom buttons showing a 16-point
    /// and a 40-point image alone; empty custom buttons without a font and with one; a custom and
    /// a system button titled "Continue" without a font.
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="Cls-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Cls-bt-002">
                        <rect key="frame" x="10" y="10" width="60" height="29"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        <state key="normal" title="Follow"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Cls-bt-003">
                        <rect key="frame" x="10" y="60" width="40" height="24"/>
                        <fontDescription key="fontDescription" type="system" pointSize="10"/>
                        <state key="normal" title="Undo"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Cls-bt-004">
                        <rect key="frame" x="10" y="110" width="30" height="33"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Cls-bt-005">
                        <rect key="frame" x="100" y="10" width="16" height="22"/>
                        <state key="normal" image="clear-small"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Cls-bt-006">
                        <rect key="frame" x="100" y="60" width="40" height="40"/>
                        <state key="normal" image="avatar-large"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Cls-bt-011">
                        <rect key="frame" x="200" y="10" width="30" height="34"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Cls-bt-012">
                        <rect key="frame" x="200" y="60" width="30" height="30"/>
                        <fontDescription key="fontDescription" type="system" pointSize="13"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Cls-bt-013">
                        <rect key="frame" x="200" y="110" width="60" height="34"/>
                        <state key="normal" title="Continue"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Cls-bt-014">
                        <rect key="frame" x="200" y="160" width="30" height="30"/>
                        <state key="normal" title="Continue"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="Cls-bt-005" firstAttribute="leading" secondItem="Cls-vw-001" secondAttribute="leading" constant="100" id="Cls-cc-007"/>
                    <constraint firstItem="Cls-bt-005" firstAttribute="top" secondItem="Cls-vw-001" secondAttribute="top" constant="10" id="Cls-cc-008"/>
                    <constraint firstItem="Cls-bt-006" firstAttribute="leading" secondItem="Cls-vw-001" secondAttribute="leading" constant="100" id="Cls-cc-009"/>
                    <constraint firstItem="Cls-bt-006" firstAttribute="top" secondItem="Cls-vw-001" secondAttribute="top" constant="60" id="Cls-cc-010"/>
                    <constraint firstItem="Cls-bt-011" firstAttribute="leading" secondItem="Cls-vw-001" secondAttribute="leading" constant="200" id="Cls-cc-011"/>
                    <constraint firstItem="Cls-bt-011" firstAttribute="top" secondItem="Cls-vw-001" secondAttribute="top" constant="10" id="Cls-cc-012"/>
                    <constraint firstItem="Cls-bt-012" firstAttribute="leading" secondItem="Cls-vw-001" secondAttribute="leading" constant="200" id="Cls-cc-013"/>
                    <constraint firstItem="Cls-bt-012" firstAttribute="top" secondItem="Cls-vw-001" secondAttribute="top" constant="60" id="Cls-cc-014"/>
                    <constraint firstItem="Cls-bt-013" firstAttribute="leading" secondItem="Cls-vw-001" secondAttribute="leading" constant="200" id="Cls-cc-015"/>
                    <constraint firstItem="Cls-bt-013" firstAttribute="top" secondItem="Cls-vw-001" secondAttribute="top" constant="110" id="Cls-cc-016"/>
                    <constraint firstItem="Cls-bt-014" firstAttribute="leading" secondItem="Cls-vw-001" secondAttribute="leading" constant="200" id="Cls-cc-017"/>
                    <constraint firstItem="Cls-bt-014" firstAttribute="top" secondItem="Cls-vw-001" secondAttribute="top" constant="160" id="Cls-cc-018"/>
                    <constraint firstItem="Cls-bt-002" firstAttribute="leading" secondItem="Cls-vw-001" secondAttribute="leading" constant="10" id="Cls-cc-001"/>
                    <constraint firstItem="Cls-bt-002" firstAttribute="top" secondItem="Cls-vw-001" secondAttribute="top" constant="10" id="Cls-cc-002"/>
                    <constraint firstItem="Cls-bt-003" firstAttribute="leading" secondItem="Cls-vw-001" secondAttribute="leading" constant="10" id="Cls-cc-003"/>
                    <constraint firstItem="Cls-bt-003" firstAttribute="top" secondItem="Cls-vw-001" secondAttribute="top" constant="60" id="Cls-cc-004"/>
                    <constraint firstItem="Cls-bt-004" firstAttribute="leading" secondItem="Cls-vw-001" secondAttribute="leading" constant="10" id="Cls-cc-005"/>
                    <constraint firstItem="Cls-bt-004" firstAttribute="top" secondItem="Cls-vw-001" secondAttribute="top" constant="110" id="Cls-cc-006"/>
                </constraints>
            </view>
        </objects>
        <resources>
            <image name="clear-small" width="16" height="16"/>
            <image name="avatar-large" width="40" height="40"/>
        </resources>
    </document>
    """

    static func sizes() throws -> [String: Size] {
        let verification = IBVerification(document: try IBDocument(xml: xib))
        return Dictionary(uniqueKeysWithValues: verification.views.compactMap { view in
            view.computed.map { (view.id, $0.size) }
        })
    }

    /// A 14-point line is 17 high: the button 29, under the 30 points once assumed.
    @Test func aSmallTitleMakesAShortButton() throws {
        let sizes = try Self.sizes()
        #expect(sizes["Cls-bt-002"]?.height == 29)
        #expect(sizes["Cls-bt-003"]?.height == 24)
    }

    /// Empty, a system button is 30 wide and as high as its font's empty line plus 12.
    @Test func anEmptySystemButtonKeepsItsFontsLine() throws {
        #expect(try Self.sizes()["Cls-bt-004"] == Size(width: 30, height: 33))
    }

    /// A custom button with a small image alone is as high as its empty title's line plus 4 (22
    /// in the default font); a larger image sets the height itself.
    @Test func aSmallImageAloneKeepsTheTitlesLine() throws {
        let sizes = try Self.sizes()
        #expect(sizes["Cls-bt-005"] == Size(width: 16, height: 22))
        #expect(sizes["Cls-bt-006"] == Size(width: 40, height: 40))
    }

    /// Without a font of its own, a custom button's title is in UIKit's 18-point system font, a
    /// system button's in 15 points: empty, the custom one is 30 x 34 (its empty 22-point line
    /// and 12), a 30-point square when given a 13-point font; titled, it is 34 high where the
    /// system button is 30.
    @Test func aCustomButtonsDefaultFontIsEighteenPoints() throws {
        let sizes = try Self.sizes()
        #expect(sizes["Cls-bt-011"] == Size(width: 30, height: 34))
        #expect(sizes["Cls-bt-012"] == Size(width: 30, height: 30))
        #expect(sizes["Cls-bt-013"]?.height == 34)
        #expect(sizes["Cls-bt-014"]?.height == 30)
        // The title's width grows with its font: about 18/15 as wide (UIKit tracks the two sizes
        // differently, and the title is rounded to whole points).
        let custom = try #require(sizes["Cls-bt-013"]?.width), system = try #require(sizes["Cls-bt-014"]?.width)
        #expect(custom > system * 1.1 && custom < system * 1.3)
    }

    /// System buttons titled in UIKit's default 15-point system font, placed by their corners
    /// and hugging their titles at 251: at UIKit's default 250 the canvas would keep each
    /// button's saved width (held at 250.5, `canvasFramePriority`).
    static var titlesXib: String {
        stackedButtonsXib(prefix: "Rnd", toolsVersion: "22505", device: "retina6_1", buttons: titles.map { title in
            (attributes: #"horizontalHuggingPriority="251" buttonType="system""#, size: "60 30",
             content: #"<state key="normal" title="\#(title)"/>"#)
        })
    }

    /// A xib whose 320 x 300 root holds `buttons` (their attributes, saved size "W H" and inner
    /// elements) placed by their top-left corners alone, 40 points apart, with ids `PREFIX-bt-00N`.
    static func stackedButtonsXib(prefix: String, toolsVersion: String, device: String,
                                  buttons: [(attributes: String, size: String, content: String)]) -> String {
        var subviews = "", constraints = ""
        for (index, button) in buttons.enumerated() {
            let size = button.size.split(separator: " ")
            subviews += """
                <button opaque="NO" contentMode="scaleToFill" \(button.attributes) contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(prefix)-bt-00\(index)">
                    <rect key="frame" x="10" y="\(10 + 40 * index)" width="\(size[0])" height="\(size[1])"/>
                    \(button.content)
                </button>

            """
            constraints += """
                <constraint firstItem="\(prefix)-bt-00\(index)" firstAttribute="leading" secondItem="\(prefix)-vw-001" secondAttribute="leading" constant="10" id="\(prefix)-cl-00\(index)"/>
                <constraint firstItem="\(prefix)-bt-00\(index)" firstAttribute="top" secondItem="\(prefix)-vw-001" secondAttribute="top" constant="\(10 + 40 * index)" id="\(prefix)-ct-00\(index)"/>

            """
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="\(prefix)-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
        \(subviews)        </subviews>
                    <constraints>
        \(constraints)        </constraints>
                </view>
            </objects>
        </document>
        """
    }
    static let titles = ["Try Again", "Resume", "Reload", "Block", "Create Room", "Share"]

    /// A classic button's title is its text's width rounded to the nearest whole point, halves
    /// down, where a label's is rounded up: among these titles at least one has a fraction under
    /// a half, which rounding up would make a point wider.
    @Test func aTitleIsRoundedToTheNearestPoint() throws {
        let verification = IBVerification(document: try IBDocument(xml: Self.titlesXib))
        var roundedDown = 0
        for (index, title) in Self.titles.enumerated() {
            let width = try #require(verification.views.first { $0.id == "Rnd-bt-00\(index)" }?.computed?.width)
            let text = Label(title, font: .system(size: 15)).size(fittingWidth: 0, metrics: ProportionalMetrics(), scale: 0).width
            #expect(width == max(30, (text - 0.5).rounded(.up)), "\(title): \(text) wide")
            if (text - 0.5).rounded(.up) < text.rounded(.up) { roundedDown += 1 }
        }
        #expect(roundedDown > 0)
    }

    /// Info, detail disclosure and add buttons at their corners, saved by an Xcode of the given
    /// toolsVersion on the 414-point phone at 3x; the last one has a title of its own.
    static func glyphButtonsXib(toolsVersion: String) -> String {
        let types = ["infoLight", "infoDark", "detailDisclosure", "contactAdd", "infoLight"]
        return stackedButtonsXib(prefix: "Gly", toolsVersion: toolsVersion, device: "retina5_5",
                                 buttons: types.enumerated().map { index, type in
            (attributes: #"buttonType="\#(type)""#, size: "22 22",
             content: index == 4 ? #"<state key="normal" title="More information"/>"# : "")
        })
    }

    /// UIKit's glyph buttons are the glyph's size: 22 points square until iOS 13, then the SF
    /// Symbol's 25.6 points on the 3x grid (25.667), not an empty custom button's 30 x 34. A
    /// title of its own sizes the button as any title does.
    @Test func infoAndDisclosureButtonsAreTheirGlyphsSize() throws {
        for (tools, side) in [("11762", 22.0), ("21701", 77.0 / 3)] {
            let verification = IBVerification(document: try IBDocument(xml: Self.glyphButtonsXib(toolsVersion: tools)))
            let sizes = Dictionary(uniqueKeysWithValues: verification.views.compactMap { view in view.computed.map { (view.id, $0.size) } })
            for index in 0..<4 {
                let size = try #require(sizes["Gly-bt-00\(index)"])
                #expect(abs(size.width - side) < 1e-9 && abs(size.height - side) < 1e-9, "toolsVersion \(tools), button \(index): \(size)")
            }
            #expect((sizes["Gly-bt-004"]?.width ?? 0) > 60, "toolsVersion \(tools): a titled info button is its title's width")
        }
    }
}

