import Testing
@testable import TextLayout

@Suite struct FontTests {
    @Test func systemFonts() {
        #expect(Font.system(size: 17) == Font(family: .system, weight: .regular, pointSize: 17))
        #expect(Font.boldSystem(size: 14).weight == .bold)
        #expect(Font.preferred(.headline).family == .system && Font.preferred(.headline).weight == .semibold)
        #expect(Font.preferred(.headline).pointSize == 17 && Font.preferred(.headline).textStyle == .headline)
        #expect(Font.preferred(.caption1).pointSize == 12)
    }

    /// Apple's published Dynamic Type sizes: extra small is Body 14 on 19, Footnote 12 on 16.
    @Test func textStylesFollowTheContentSize() {
        let body = Font.preferred(.body, at: .extraSmall)
        #expect(body.pointSize == 14 && body.textStyle == .body && body.contentSizeCategory == .extraSmall)
        #expect(Font.preferred(.headline, at: .extraSmall).weight == .semibold)
        #expect(Font.preferred(.footnote, at: .extraSmall).pointSize == 12)
        #expect(Font.preferred(.title3, at: .extraSmall).pointSize == 17)
        #expect(Font.TextStyle.body.leading(at: .extraSmall) == 19 && Font.TextStyle.body.leading == 22)
        #expect(Font.preferred(.body) == Font.preferred(.body, at: .large))
        for style in Font.TextStyle.allCases {
            #expect(style.pointSize(at: .extraSmall) < style.pointSize(at: .large) || style == .caption2)
            #expect(style.leading(at: .extraSmall) <= style.leading(at: .large))
        }
    }

    /// Every content size, in Settings' order: no style shrinks as the size grows, each leading
    /// is at least its size, and Body follows Apple's published column (14 to 53 points).
    @Test func everyContentSizeCategory() {
        let categories = ContentSizeCategory.allCases
        #expect(categories.count == 12 && categories.first == .extraSmall && categories.last == .accessibilityExtraExtraExtraLarge)
        #expect(categories.map { Font.preferred(.body, at: $0).pointSize } == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(categories.map { Font.TextStyle.largeTitle.leading(at: $0) } == [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70])
        #expect(categories.filter(\.isAccessibilityCategory).count == 5 && !ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        for style in Font.TextStyle.allCases {
            for (smaller, larger) in zip(categories, categories.dropFirst()) {
                #expect(smaller < larger)
                #expect(style.pointSize(at: smaller) <= style.pointSize(at: larger))
                #expect(style.leading(at: smaller) <= style.leading(at: larger))
            }
            for category in categories { #expect(style.leading(at: category) >= style.pointSize(at: category)) }
            // Headline is Body in semibold at every size.
            #expect(categories.allSatisfy { Font.preferred(.headline, at: $0).pointSize == Font.preferred(.body, at: $0).pointSize })
        }
        #expect(Font.preferred(.title3, at: .small).pointSize == 18 && Font.preferred(.callout, at: .medium).pointSize == 15)
    }

    /// A named font's stand-in is resolved from its name when the family is set, and again when
    /// the family changes.
    @Test func aNamedFontsStandInFollowsItsFamily() {
        var font = Font.named("AvenirNext-DemiBold", size: 16)
        #expect(FamilyMetrics.of(font)?.line == FamilyMetrics.avenirNext.line)
        #expect(!font.isMonospaced)
        font.family = .named("Menlo-Regular")
        #expect(font.isMonospaced && FamilyMetrics.of(font)?.line == FamilyMetrics.menlo.line)
        font.family = .system
        #expect(FamilyMetrics.of(font) == nil && !font.isMonospaced)
        #expect(Font.named("CourierNewPSMT", size: 12).isMonospaced)
        #expect(FamilyMetrics.of(.named("OpenSans", size: 12)) == nil)
    }

    /// Icon fonts sit on a one-em line, and their private-use characters (icons) are one em wide;
    /// their other characters measure as any named font's.
    @Test func iconFontsAreEmSquares() {
        let metrics = ProportionalMetrics()
        for name in ["MaterialIcons-Regular", "icomoon", "FontAwesome5Free-Solid", "Ionicons", "fontello", "IconFont"] {
            let font = Font.named(name, size: 24)
            #expect(metrics.lineHeight(of: font) == 24 && metrics.ascender(of: font) == 21)
            #expect(metrics.advance(of: "\u{E900}", in: font) == 24)
            #expect(metrics.advance(of: "a", in: font) == metrics.advance(of: "a", in: .named("Unknown", size: 24)))
        }
        #expect(Label("\u{E7FE}\u{E879}", font: .named("MaterialIcons-Regular", size: 24)).size(scale: 2).width == 48)
        // A text face whose name merely contains "icon" keeps the system font's line.
        #expect(metrics.lineHeight(of: .named("SiliconSans-Regular", size: 10)) == metrics.lineHeight(of: .named("Unknown", size: 10)))
        #expect(FamilyMetrics.StandIn.isIconFont("Material Icons") && FamilyMetrics.StandIn.isIconFont("Glyphicons Halflings"))
        #expect(FamilyMetrics.StandIn.isIconFont("Font Awesome 6 Free") && !FamilyMetrics.StandIn.isIconFont("Iconic Serif"))
    }

    @Test func namedFontsTakeTheirWeightFromTheName() {
        #expect(Font.named("HelveticaNeue-Bold", size: 12).weight == .bold)
        #expect(Font.named("OpenSans-Semibold", size: 12).weight == .semibold)
        #expect(Font.named("HelveticaNeue-UltraLight", size: 12).weight == .ultraLight)
        #expect(Font.named("Avenir-Book", size: 12).weight == .regular)
        #expect(Font.named("Avenir-Book", size: 12).family == .named("Avenir-Book"))
    }
}

@Suite struct MetricsTests {
    let metrics = ProportionalMetrics()

    @Test func verticalMetricsFollowTheSystemFont() {
        let font = Font.system(size: 17)
        #expect(abs(metrics.lineHeight(of: font) - 20.2878) < 1e-9)
        #expect(abs(metrics.ascender(of: font) - 16.184) < 1e-9)
        #expect(abs(metrics.descender(of: font) - 4.097) < 1e-9)
    }

    @Test func namedFontsUseHelveticaAndBoldIsWider() {
        let regular = metrics.advance(of: "W", in: .named("Helvetica", size: 10))
        let bold = metrics.advance(of: "W", in: .named("Helvetica-Bold", size: 10))
        #expect(abs(regular - 9.44 * 1.01) < 1e-9)  // Helvetica W is 944/1000 em
        #expect(bold == 9.44 * 1.01)  // Helvetica-Bold W is 944 too
        #expect(metrics.advance(of: "b", in: .boldSystem(size: 10)) > metrics.advance(of: "b", in: .system(size: 10)))
        #expect(metrics.advance(of: "é", in: .system(size: 10)) == metrics.advance(of: "e\u{301}", in: .system(size: 10)))
    }

    @Test func cjkIsAboutOneEm() {
        #expect(metrics.advance(of: "鶏", in: .system(size: 12)) == 12 * 1.02)
        #expect(metrics.advance(of: "。", in: .system(size: 12)) == 12 * 1.02)
        #expect(metrics.advance(of: "ｶ", in: .system(size: 12)) == 6)
    }

    @Test func hangulSyllablesAreNarrowerThanKanji() {
        // Apple SD Gothic Neo's fixed syllable width, in every weight, and for a syllable spelled
        // as conjoining jamo (one cluster).
        for font in [Font.system(size: 20), .boldSystem(size: 20), .system(size: 20, weight: .semibold)] {
            #expect(abs(metrics.advance(of: "한", in: font) - 20 * 0.865) < 1e-9)
            #expect(abs(metrics.advance(of: "\u{1112}\u{1161}\u{11AB}", in: font) - 20 * 0.865) < 1e-9)
        }
        #expect(metrics.advance(of: "ㅎ", in: .system(size: 20)) == 20 * 1.02)  // compatibility jamo: wide
        // "안녕하세요" at 12 points: 5 syllables, 51.9 (a full em made it 61.2).
        let width = Label("안녕하세요", font: .system(size: 12)).size(scale: 2).width
        #expect(width == 52)
    }

    @Test func zeroWidthAndEmoji() {
        #expect(metrics.advance(of: "\u{200B}", in: .system(size: 12)) == 0)
        #expect(metrics.advance(of: "👨‍👩‍👧", in: .system(size: 12)) == metrics.advance(of: "😀", in: .system(size: 12)))
        #expect(metrics.advance(of: "😀", in: .system(size: 12)) > 12)
    }

    @Test func terminalCellsIgnoreTheFont() {
        let terminal = TerminalCellMetrics()
        #expect(terminal.advance(of: "a", in: .system(size: 40)) == 1)
        #expect(terminal.advance(of: "日", in: .system(size: 8)) == 2)
        #expect(terminal.advance(of: "\u{1B}", in: .system(size: 8)) == 1)  // shown as ␛
        #expect(TerminalCellMetrics(ambiguousIsWide: true).advance(of: "±", in: .system(size: 8)) == 2)
        #expect(terminal.lineHeight(of: .system(size: 17)) == 1)
    }
}

/// Named fonts with stand-in metrics (`FamilyMetrics`): their own lines and, for Garamond,
/// their own advances.
@Suite struct FamilyMetricsTests {
    let metrics = ProportionalMetrics()

    /// Adobe Garamond Pro labels are saved exactly as high as their point size: 15, 16, 17.
    @Test(arguments: [15.0, 16.0, 17.0])
    func garamondLinesAreOneEmHigh(size: Double) {
        let font = Font.named("AGaramondPro-Regular", size: size)
        #expect(abs(metrics.lineHeight(of: font) - size) < 1e-9)
        #expect(abs(metrics.ascender(of: font) - 0.71 * size) < 1e-9)
        #expect(Label("CC EMAIL", font: font).size(scale: 2).height == size)
    }

    /// EB Garamond's capitals are narrower than Helvetica's: "CC EMAIL" at 15 points is
    /// 67.98 (Xcode saved 70 for Adobe Garamond Pro), not Helvetica's 72.
    @Test func garamondUsesItsOwnAdvances() {
        let garamond = Label("CC EMAIL", font: .named("AGaramondPro-Regular", size: 15)).size(scale: 2)
        #expect(garamond.width == 68)
        let helvetica = Label("CC EMAIL", font: .named("Helvetica", size: 15)).size(scale: 2)
        #expect(helvetica.width > garamond.width + 3)
        let bold = Label("CC EMAIL", font: .named("EBGaramond-Bold", size: 15)).size(scale: 2)
        #expect(bold.width > garamond.width)
    }

    /// Avenir Next's line is 1.366 em: 22 points at 16, 44 at 32, as Xcode saved them.
    @Test func avenirNextLineHeight() {
        #expect(Label("in", font: .named("AvenirNext-Regular", size: 16)).size(scale: 2).height == 22)
        #expect(Label("in", font: .named("AvenirNext-Regular", size: 32)).size(scale: 2).height == 44)
    }

    /// Helvetica Neue's line is 1.165 em: Xcode saved a 34 pt HelveticaNeue label 40 tall at
    /// 2x, where the system font's 1.1934 em would make it 41.
    @Test func helveticaNeueLineHeight() {
        #expect(Label("Simple", font: .named("HelveticaNeue", size: 34)).size(scale: 2).height == 40)
        #expect(Label("Simple", font: .named("HelveticaNeue-Medium", size: 14)).size(scale: 2).height == 16.5)
        #expect(Label("Simple", font: .system(size: 34)).size(scale: 2).height == 41)
        #expect(FamilyMetrics.standIn(for: "HelveticaNeue-Light") == "Helvetica Neue's line (built-in)")
    }

    @Test func menloHasDejaVuSansMonosLineAndAMonospacedAdvance() {
        let font = Font.named("Menlo-Regular", size: 10)
        #expect(abs(metrics.lineHeight(of: font) - 11.64) < 1e-9)
        #expect(metrics.advance(of: "i", in: font) == metrics.advance(of: "W", in: font))
    }

    /// Avenir Next measures with its own advances (string-pixel-width's browser table), not
    /// Helvetica's: "POPULAR DESTINATIONS" at 16 points is 191.68 (Xcode saved 191), where
    /// Helvetica x 1.01 made it 201.5. Bold is wider, and the weights between blend.
    @Test func avenirNextUsesItsOwnAdvances() {
        let regular = Label("POPULAR DESTINATIONS", font: .named("AvenirNext-Regular", size: 16)).size(scale: 0)
        #expect(abs(regular.width - 191.68) < 1e-9)
        let bold = Label("POPULAR DESTINATIONS", font: .named("AvenirNext-Bold", size: 16)).size(scale: 0)
        let medium = Label("POPULAR DESTINATIONS", font: .named("AvenirNext-Medium", size: 16)).size(scale: 0)
        #expect(regular.width < medium.width && medium.width < bold.width)
        #expect(FamilyMetrics.standIn(for: "AvenirNext-DemiBold") == "Avenir Next's line and widths (built-in)")
        // The condensed cut keeps the line, not the regular cut's widths.
        let condensed = Font.named("AvenirNextCondensed-Regular", size: 16)
        #expect(metrics.lineHeight(of: condensed) == metrics.lineHeight(of: .named("AvenirNext-Regular", size: 16)))
        #expect(metrics.advance(of: "m", in: condensed) != metrics.advance(of: "m", in: .named("AvenirNext-Regular", size: 16)))
        #expect(FamilyMetrics.standIn(for: "AvenirNextCondensed-Bold") == "Avenir Next's line (built-in)")
    }

    /// Avenir, Georgia, Verdana and Trebuchet MS, which iOS ships, measure with their own
    /// advances and keep the system font's line (the browser table has no vertical metrics).
    @Test(arguments: [("Avenir-Book", "Avenir's widths (built-in)"), ("Georgia-Bold", "Georgia's widths (built-in)"),
                      ("Verdana", "Verdana's widths (built-in)"), ("TrebuchetMS-Italic", "Trebuchet MS's widths (built-in)")])
    func iOSFamiliesUseTheirOwnAdvances(name: String, standIn: String) {
        let font = Font.named(name, size: 17)
        #expect(FamilyMetrics.standIn(for: name) == standIn)
        #expect(metrics.lineHeight(of: font) == metrics.lineHeight(of: .system(size: 17)))
        let helvetica = Font.named("Helvetica", size: 17)
        #expect(metrics.advance(of: "m", in: font) != metrics.advance(of: "m", in: helvetica))
    }

    /// Georgia's figures are old-style and proportional: its "1" (0.43 em) is far narrower
    /// than its "0" (0.61 em), where Helvetica's digits all advance 0.556 em. Verdana is wide:
    /// its "a" is 0.60 em against Helvetica's 0.556.
    @Test func georgiaAndVerdanaHaveTheirOwnShapes() {
        let georgia = Font.named("Georgia", size: 10)
        #expect(abs(metrics.advance(of: "1", in: georgia) - 4.3) < 1e-9)
        #expect(abs(metrics.advance(of: "0", in: georgia) - 6.1) < 1e-9)
        #expect(abs(metrics.advance(of: "a", in: .named("Verdana", size: 10)) - 6.0) < 1e-9)
    }

    /// A font without a stand-in has the system font's line, and Helvetica's advances x 1.01
    /// without the system font's tracking (UIKit tracks only the system font).
    @Test func otherNamedFontsMeasureAsHelveticaWithTheSystemLine() {
        let named = Font.named("Futura-Medium", size: 17), system = Font.system(size: 17, weight: .medium)
        #expect(metrics.lineHeight(of: named) == metrics.lineHeight(of: system))
        let helvetica = HelveticaWidths.regularASCII[0x61] + (HelveticaWidths.boldASCII[0x61] - HelveticaWidths.regularASCII[0x61]) * 0.35
        #expect(abs(metrics.advance(of: "a", in: named) - helvetica * 1.01 * 17) < 1e-9)
    }
}

/// Arial, Times New Roman and Courier New measure with their metric-compatible Liberation
/// stand-ins.
@Suite struct MetricCompatibleFamilyTests {
    let metrics = ProportionalMetrics()

    /// Arial's line is (1854 + 434 + 67) / 2048 em (1.150); its "a" 1139 / 2048 em (0.556).
    @Test func arialHasItsOwnLineAndAdvances() {
        let font = Font.named("ArialMT", size: 20)
        #expect(abs(metrics.lineHeight(of: font) - 23) < 1e-9)
        #expect(abs(metrics.advance(of: "a", in: font) - 20 * 0.556) < 1e-9)
        let bold = Font.named("Arial-BoldMT", size: 20)
        // Arial Bold's "r" is 797 / 2048 em against the regular's 682.
        #expect(metrics.advance(of: "r", in: bold) > metrics.advance(of: "r", in: font) + 1)
    }

    @Test func timesNewRomanIsNarrowerThanTheSystemFont() {
        let times = Label("Hello, world", font: .named("TimesNewRomanPSMT", size: 17)).size(scale: 2)
        let system = Label("Hello, world", font: .system(size: 17)).size(scale: 2)
        #expect(times.width < system.width - 3)
        #expect(abs(metrics.lineHeight(of: .named("TimesNewRomanPSMT", size: 10)) - 11.49) < 1e-9)
    }

    /// Courier New: monospaced at 0.6 em, a line of (1705 + 615) / 2048 em.
    @Test func courierNewIsMonospacedWithItsOwnLine() {
        let font = Font.named("CourierNewPSMT", size: 10)
        #expect(abs(metrics.advance(of: "i", in: font) - 6) < 1e-9)
        #expect(abs(metrics.lineHeight(of: font) - 11.33) < 1e-9)
    }

    /// Arial Rounded and Arial Hebrew are other fonts: no stand-in.
    @Test func otherArialsAreNotArial() {
        let rounded = Font.named("ArialRoundedMTBold", size: 17)
        #expect(metrics.lineHeight(of: rounded) == metrics.lineHeight(of: .system(size: 17)))
    }
}
