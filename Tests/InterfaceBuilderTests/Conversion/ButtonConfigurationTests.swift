import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader
import TextLayout

/// Buttons with an iOS 15 `UIButton.Configuration`: the configuration's title, image and title
/// font are what the button shows and is sized by, not its states'.
@Suite("Button configurations")
struct ButtonConfigurationTests {
    /// Four configured buttons, each placed by its corner only so that its size is its own:
    /// an asset image alone (the normal state still says "Button", as Interface Builder writes
    /// it), an SF Symbol alone (saved, as Xcode does, scaled to 128 points on its longer side),
    /// a title in a 14-point font, and a configuration with neither title nor image. Each is
    /// saved a point square: the canvas holds a larger saved frame above a button's hugging.
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="Cfg-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="240"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Cfg-bt-002">
                        <rect key="frame" x="10" y="10" width="1" height="1"/>
                        <state key="normal" title="Button"/>
                        <buttonConfiguration key="configuration" style="plain" image="dismiss"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Cfg-bt-003">
                        <rect key="frame" x="10" y="60" width="1" height="1"/>
                        <state key="normal" title="Button"/>
                        <buttonConfiguration key="configuration" style="plain">
                            <imageReference key="image" image="rectangle.split.2x1" catalog="system"/>
                        </buttonConfiguration>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Cfg-bt-004">
                        <rect key="frame" x="10" y="110" width="1" height="1"/>
                        <state key="normal" title="Button"/>
                        <buttonConfiguration key="configuration" style="plain" title="Go">
                            <fontDescription key="titleFontDescription" type="system" pointSize="14"/>
                        </buttonConfiguration>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Cfg-bt-005">
                        <rect key="frame" x="10" y="160" width="1" height="1"/>
                        <state key="normal" title="Button"/>
                        <buttonConfiguration key="configuration" style="plain"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="Cfg-bt-002" firstAttribute="leading" secondItem="Cfg-vw-001" secondAttribute="leading" constant="10" id="Cfg-cc-001"/>
                    <constraint firstItem="Cfg-bt-002" firstAttribute="top" secondItem="Cfg-vw-001" secondAttribute="top" constant="10" id="Cfg-cc-002"/>
                    <constraint firstItem="Cfg-bt-003" firstAttribute="leading" secondItem="Cfg-vw-001" secondAttribute="leading" constant="10" id="Cfg-cc-003"/>
                    <constraint firstItem="Cfg-bt-003" firstAttribute="top" secondItem="Cfg-vw-001" secondAttribute="top" constant="60" id="Cfg-cc-004"/>
                    <constraint firstItem="Cfg-bt-004" firstAttribute="leading" secondItem="Cfg-vw-001" secondAttribute="leading" constant="10" id="Cfg-cc-005"/>
                    <constraint firstItem="Cfg-bt-004" firstAttribute="top" secondItem="Cfg-vw-001" secondAttribute="top" constant="110" id="Cfg-cc-006"/>
                    <constraint firstItem="Cfg-bt-005" firstAttribute="leading" secondItem="Cfg-vw-001" secondAttribute="leading" constant="10" id="Cfg-cc-007"/>
                    <constraint firstItem="Cfg-bt-005" firstAttribute="top" secondItem="Cfg-vw-001" secondAttribute="top" constant="160" id="Cfg-cc-008"/>
                </constraints>
            </view>
        </objects>
        <resources>
            <image name="dismiss" width="24" height="24"/>
            <image name="rectangle.split.2x1" catalog="system" width="128" height="64"/>
        </resources>
    </document>
    """

    @Test func readsTheConfigurationsContent() throws {
        let document = try IBDocument(xml: Self.xib)
        let asset = try #require(document.view(withID: "Cfg-bt-002")?.button)
        #expect(asset.configurationTitle == nil)
        #expect(asset.configurationImage == IBImageReference(name: "dismiss", size: IBSize(width: 24, height: 24)))
        let symbol = try #require(document.view(withID: "Cfg-bt-003")?.button)
        #expect(symbol.configurationImage?.catalog == "system")
        #expect(symbol.configurationImage?.size == IBSize(width: 128, height: 64))
        let titled = try #require(document.view(withID: "Cfg-bt-004")?.button)
        #expect(titled.configurationTitle == "Go")
        #expect(titled.configurationFont?.pointSize == 14)
    }

    static func sizes() throws -> [String: Size] {
        let verification = IBVerification(document: try IBDocument(xml: xib))
        return Dictionary(uniqueKeysWithValues: verification.views.compactMap { view in
            view.computed.map { (view.id, $0.size) }
        })
    }

    /// An image alone: 12 points either side and 7 above and below; the states' "Button" is
    /// not shown.
    @Test func anAssetImageAloneIgnoresTheStatesTitle() throws {
        #expect(try Self.sizes()["Cfg-bt-002"] == Size(width: 48, height: 38))
    }

    /// A symbol is as tall as a line of the body font (20.5 on this 2x phone) at its own
    /// proportions (twice as wide), not the 128 points its resource is saved at.
    @Test func aSymbolIsSizedByTheTitleFontsLine() throws {
        #expect(try Self.sizes()["Cfg-bt-003"] == Size(width: 41 + 24, height: 20.5 + 14))
    }

    /// The configuration's 14-point title font sets the height: a 17-point line and 7 above
    /// and below, where the body font would give 34.333.
    @Test func theConfigurationsTitleFontSetsTheHeight() throws {
        #expect(try Self.sizes()["Cfg-bt-004"]?.height == 31)
    }

    /// A title has the same 12 points either side as an image: the 14-point "Go" is as wide as
    /// its own label and 24 points.
    @Test func aTitleHasTwelvePointsEitherSide() throws {
        let label = Label("Go", font: .system(size: 14))
        let title = label.size(fittingWidth: 0, metrics: ProportionalMetrics(), scale: 2)
        let size = try #require(try Self.sizes()["Cfg-bt-004"])
        #expect(abs(size.width - (title.width + 24)) < 0.01)
    }

    /// Neither title nor image: the configuration's insets across (24 points, not "Button"'s
    /// width) and its empty title's body line, 20.5 on this 2x phone, with 7 above and below.
    @Test func anEmptyConfigurationIgnoresTheStatesTitle() throws {
        #expect(try Self.sizes()["Cfg-bt-005"] == Size(width: 24, height: 20.5 + 14))
    }

    /// Saved by Xcode 13, whose canvas draws text styles extra small, a configuration without a
    /// font of its own has the extra-small Body's line (14 points: 17 high at 2x), as its canvas
    /// showed it; a font of its own stays.
    @Test func theDefaultBodyFontFollowsTheCanvasContentSize() throws {
        let xcode13 = Self.xib.replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="20037""#)
        let verification = IBVerification(document: try IBDocument(xml: xcode13))
        let sizes = Dictionary(uniqueKeysWithValues: verification.views.compactMap { view in
            view.computed.map { (view.id, $0.size) }
        })
        #expect(sizes["Cfg-bt-005"] == Size(width: 24, height: 17 + 14))
        #expect(sizes["Cfg-bt-004"]?.height == 31)
    }
}

