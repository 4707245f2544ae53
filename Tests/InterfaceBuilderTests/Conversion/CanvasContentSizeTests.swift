import Testing
import Foundation
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// Xcode 13's canvas draws Dynamic Type text styles at the extra-small content size, earlier
/// and later Xcodes at Large: the same document measures its text-style labels by the Xcode
/// that saved it, and leaves labels in a font given by size alone.
@Suite("Canvas content size of text styles")
struct CanvasContentSizeTests {
    /// A Body label and a 17-point system label, each pinned only at the top left.
    static func fixture(toolsVersion: String, plugIn: String? = nil, overrides: String = "") -> String {
        let dependencies = plugIn.map {
            #"<dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\#($0)"/></dependencies>"#
        } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"/>
            \(overrides)
            \(dependencies)
            <objects>
                <view contentMode="scaleToFill" id="Csz-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Styled" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Csz-lb-001">
                            <rect key="frame" x="20" y="10" width="50" height="17"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </label>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Sized" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Csz-lb-002">
                            <rect key="frame" x="20" y="50" width="50" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Csz-lb-001" firstAttribute="leading" secondItem="Csz-vw-001" secondAttribute="leading" constant="20" id="Csz-cc-001"/>
                        <constraint firstItem="Csz-lb-001" firstAttribute="top" secondItem="Csz-vw-001" secondAttribute="top" constant="10" id="Csz-cc-002"/>
                        <constraint firstItem="Csz-lb-002" firstAttribute="leading" secondItem="Csz-vw-001" secondAttribute="leading" constant="20" id="Csz-cc-003"/>
                        <constraint firstItem="Csz-lb-002" firstAttribute="top" secondItem="Csz-vw-001" secondAttribute="top" constant="50" id="Csz-cc-004"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    func heights(_ xml: String) throws -> (styled: Double?, sized: Double?) {
        let views = IBVerification(document: try IBDocument(xml: xml)).views
        return (views.first { $0.id == "Csz-lb-001" }?.computed?.height,
                views.first { $0.id == "Csz-lb-002" }?.computed?.height)
    }

    @Test(arguments: ["18122", "19529.1", "20037"])
    func xcode13DrawsTextStylesExtraSmall(toolsVersion: String) throws {
        let (styled, sized) = try heights(Self.fixture(toolsVersion: toolsVersion))
        #expect(styled == 17)  // Body at 14 points: 16.71, 17 at 2x
        #expect(sized == 20.5)
    }

    @Test(arguments: ["17701", "21225", "24128"])
    func otherXcodesDrawThemLarge(toolsVersion: String) throws {
        let (styled, sized) = try heights(Self.fixture(toolsVersion: toolsVersion))
        #expect(styled == 20.5)
        #expect(sized == 20.5)
    }

    /// A placeholder `toolsVersion` takes the era and the build of its plug-in version: Xcode
    /// 14.3's and Xcode 12.5's are not Xcode 13's, Xcode 13's is.
    @Test(arguments: [("22685", 20.5), ("17701", 20.5), ("19529", 17.0)])
    func aPlaceholderToolsVersionTakesItsPlugInsBuild(plugIn: String, styled: Double) throws {
        #expect(try heights(Self.fixture(toolsVersion: "32700.99.1234", plugIn: plugIn)).styled == styled)
    }

    /// The extra-small size is the canvas's: laid out as at run time, a text style has UIKit's
    /// default size, Large.
    @Test func atRunTimeTextStylesAreLarge() throws {
        let document = try IBDocument(xml: Self.fixture(toolsVersion: "19529.1"))
        let tree = try document.makeLayoutTree(IBLayoutRequest(designTime: false))
        let styled = try #require(tree.view(withID: "Csz-lb-001"))
        #expect(styled.frame.height == 20.5)
        let canvas = try document.makeLayoutTree(IBLayoutRequest(designTime: true))
        #expect(try #require(canvas.view(withID: "Csz-lb-001")).frame.height == 17)
    }

    /// The canvas's Dynamic Type override sets the size in any era, while it is on: at Small
    /// (1) Body is 15 points (17.9, 18 at 2x); at AX1 (7) 28 points (33.4, 33.5).
    @Test(arguments: [("1", 18.0), ("3", 20.5), ("7", 33.5), ("0", 17.0)])
    func theCanvasOverrideSetsTheSize(preference: String, styled: Double) throws {
        let overrides = #"<accessibilityOverrides isEnabled="YES" dynamicTypePreference="\#(preference)"/>"#
        for toolsVersion in ["17701", "19529.1", "24128"] {
            let (measured, sized) = try heights(Self.fixture(toolsVersion: toolsVersion, overrides: overrides))
            #expect(measured == styled)
            #expect(sized == 20.5)  // a font given by size keeps it
        }
    }

    /// Xcode keeps the last size chosen after the override is switched off: the era decides.
    @Test func aDisabledOverrideIsIgnored() throws {
        let overrides = #"<accessibilityOverrides dynamicTypePreference="8"/>"#
        #expect(try heights(Self.fixture(toolsVersion: "24128", overrides: overrides)).styled == 20.5)
        #expect(try heights(Self.fixture(toolsVersion: "19529.1", overrides: overrides)).styled == 17)
        let document = try IBDocument(xml: Self.fixture(toolsVersion: "24128", overrides: overrides))
        #expect(document.dynamicTypeOverride == nil && document.warnings.isEmpty)
    }

    /// A preference outside Xcode's twelve sizes is reported and leaves the era's size.
    @Test func anUnknownPreferenceIsAWarning() throws {
        let overrides = #"<accessibilityOverrides isEnabled="YES" dynamicTypePreference="12"/>"#
        let document = try IBDocument(xml: Self.fixture(toolsVersion: "24128", overrides: overrides))
        #expect(document.dynamicTypeOverride == nil)
        #expect(document.warnings.contains { $0.message.contains("dynamicTypePreference 12") })
        #expect(try heights(Self.fixture(toolsVersion: "24128", overrides: overrides)).styled == 20.5)
    }

    /// The canvas of Xcode 11 and earlier drew iOS 13's separate San Francisco fonts, whose 17
    /// point text is wider (``SystemFont/Generation/separateOpticalSizes``); Xcode 12 and later,
    /// and every document at run time, the variable font.
    @Test func xcode11AndEarlierDrewTheSeparateFonts() throws {
        // The 17-point label, hugging its text (at 250 the canvas keeps its saved width).
        func fixture(_ toolsVersion: String, plugIn: String? = nil) -> String {
            Self.fixture(toolsVersion: toolsVersion, plugIn: plugIn)
                .replacingOccurrences(of: #"text="Sized""#, with: #"horizontalHuggingPriority="251" text="Sized by its own text""#)
        }
        func width(_ xml: String, designTime: Bool) throws -> Double? {
            try IBDocument(xml: xml).makeLayoutTree(IBLayoutRequest(designTime: designTime)).view(withID: "Csz-lb-002")?.frame.width
        }
        let old = try #require(try width(fixture("16097"), designTime: true))
        let new = try #require(try width(fixture("17701"), designTime: true))
        #expect(old > new)
        #expect(try width(fixture("16097"), designTime: false) == new)
        #expect(try width(fixture("24128"), designTime: true) == new)
        // A placeholder toolsVersion takes its plug-in's build.
        #expect(try width(fixture("32700.99.1234", plugIn: "16096"), designTime: true) == old)
    }
}
