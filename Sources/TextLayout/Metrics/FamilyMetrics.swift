/// Metrics of typefaces other than the system font that apps name in Interface Builder, where
/// TextLayout has a free stand-in's figures: without them a named font measures as the system
/// font, whose line (1.19 em) is far from, say, Garamond's (1.0 em).
///
/// - Garamond (`AGaramondPro-Regular`, `EBGaramond`, `Garamond`...): EB Garamond's advances and
///   its 1.0 em line (0.71 above the baseline, 0.29 below); the regular and bold tables blend
///   for the weights between, as the system font's do.
/// - Avenir Next: its published font header, 1.0 em above the baseline and 0.366 below, no
///   gap; its advances as a browser measured them (string-pixel-width, hundredths of an em).
///   Avenir Next Condensed has the line only: its characters measure as Helvetica x 1.01.
/// - Avenir, Georgia, Verdana and Trebuchet MS, which iOS ships: their advances as a browser
///   measured them, as for Avenir Next; no line of their own, so the system font's.
/// - Helvetica Neue: its published font header's line, 1.165 em, no gap; no advance table.
/// - Icon fonts (Material Icons, Ionicons, Font Awesome, IcoMoon's and Fontello's exports, known
///   by the words of their names): a one-em line, and
///   one em for each private-use character (an icon).
/// - Menlo: DejaVu Sans Mono's line (0.928 above, 0.236 below), from which Menlo was derived;
///   monospaced fonts advance 0.6 em whatever their family.
/// - Arial, Times New Roman, Courier New (`ArialMT`, `TimesNewRomanPS-BoldMT`,
///   `CourierNewPSMT`...): Liberation Sans, Serif and Mono, made metric-compatible with them,
///   so their advances and lines are those fonts' own (Courier New's advance stays 0.6 em).
///
/// Figures come from `Scripts/text/generate_family_metrics.py`, except Avenir Next's and
/// Helvetica Neue's lines. The TextLayout metrics tables stay ASCII: other characters measure
/// as Helvetica x 1.01.
struct FamilyMetrics: Sendable {
    /// A family's line, in em.
    struct Line: Sendable, Equatable {
        /// The distance from the top of a line to the baseline.
        let ascender: Double
        /// The distance from the baseline to the bottom of a line (positive).
        let descender: Double
        /// Extra space between lines.
        let lineGap: Double

        /// The line height.
        var height: Double { ascender + descender + lineGap }
    }

    /// The family's line; nil to keep the system font's.
    let line: Line?
    /// Advances in em of U+0020 to U+007E at regular and bold weights; nil to measure
    /// characters as Helvetica x 1.01.
    let regularASCII: [Double]?
    let boldASCII: [Double]?

    /// The stand-in metrics for a named font, or nil for the system font and fonts without one.
    static func of(_ font: Font) -> FamilyMetrics? {
        switch font.standIn.family {
        case nil: return nil
        case .garamond: return garamond
        case .avenirNext: return avenirNext
        case .avenirNextCondensed: return avenirNextCondensed
        case .avenir: return avenir
        case .georgia: return georgia
        case .verdana: return verdana
        case .trebuchetMS: return trebuchetMS
        case .menlo: return menlo
        case .arial: return arial
        case .timesNewRoman: return timesNewRoman
        case .courierNew: return courierNew
        case .helveticaNeue: return helveticaNeue
        case .iconFont: return iconFont
        }
    }

    /// The advance in em of an ASCII byte (0x20 to 0x7E), blending regular and bold by
    /// `boldness`; nil when the family has no advance table.
    func advance(ofASCII byte: UInt8, boldness: Double) -> Double? {
        guard let regularASCII, byte >= 0x20, byte < 0x7F else { return nil }
        let index = Int(byte) - 0x20
        let regular = regularASCII[index]
        guard let boldASCII, boldness > 0 else { return regular }
        return regular + (boldASCII[index] - regular) * boldness
    }

    static let garamond = FamilyMetrics(
        generated: GeneratedFamilyMetrics.garamondRegular, bold: GeneratedFamilyMetrics.garamondBold)
    static let avenirNext = FamilyMetrics(
        line: Line(ascender: 1.0, descender: 0.366, lineGap: 0),
        regular: GeneratedBrowserWidths.avenirNextRegular, bold: GeneratedBrowserWidths.avenirNextBold)
    static let avenirNextCondensed = FamilyMetrics(line: avenirNext.line, regularASCII: nil, boldASCII: nil)
    static let avenir = FamilyMetrics(
        line: nil, regular: GeneratedBrowserWidths.avenirRegular, bold: GeneratedBrowserWidths.avenirBold)
    static let georgia = FamilyMetrics(
        line: nil, regular: GeneratedBrowserWidths.georgiaRegular, bold: GeneratedBrowserWidths.georgiaBold)
    static let verdana = FamilyMetrics(
        line: nil, regular: GeneratedBrowserWidths.verdanaRegular, bold: GeneratedBrowserWidths.verdanaBold)
    static let trebuchetMS = FamilyMetrics(
        line: nil, regular: GeneratedBrowserWidths.trebuchetRegular, bold: GeneratedBrowserWidths.trebuchetBold)
    static let menlo = FamilyMetrics(verticalOf: GeneratedFamilyMetrics.menlo)
    static let arial = FamilyMetrics(
        generated: GeneratedFamilyMetrics.arialRegular, bold: GeneratedFamilyMetrics.arialBold)
    static let timesNewRoman = FamilyMetrics(
        generated: GeneratedFamilyMetrics.timesRegular, bold: GeneratedFamilyMetrics.timesBold)
    static let courierNew = FamilyMetrics(verticalOf: GeneratedFamilyMetrics.courierNew)
    /// Helvetica Neue's line as its published font header gives it (0.952 above the baseline,
    /// 0.213 below, capsize's figures), without the 0.028 line gap: Xcode saved a 34 pt
    /// HelveticaNeue label 40 tall (1.1618-1.1765 em at 2x), and Open Sans labels that it drew
    /// in a fallback 12, 15.5, 16.5, 17.5, 21 and 28 tall at 10-24 pt (1.1538-1.1667 em).
    static let helveticaNeue = FamilyMetrics(
        line: Line(ascender: 0.952, descender: 0.213, lineGap: 0), regularASCII: nil, boldASCII: nil)
    /// Icon fonts (Material Icons, Font Awesome, Ionicons, IcoMoon's and Fontello's exports) draw
    /// their glyphs in an em square on a line one em high (Font Awesome 5: 0.875 above the
    /// baseline, 0.125 below). Xcode saved 24-point Material Icons and IcoMoon labels 24 tall
    /// where the system font's line would give 29.
    static let iconFont = FamilyMetrics(
        line: Line(ascender: 0.875, descender: 0.125, lineGap: 0), regularASCII: nil, boldASCII: nil)

    init(line: Line?, regularASCII: [Double]?, boldASCII: [Double]?) {
        self.line = line
        self.regularASCII = regularASCII
        self.boldASCII = boldASCII
    }

    /// A family's line and ASCII advances in 1/1000 em.
    init(line: Line?, regular: [Int], bold: [Int]) {
        self.init(line: line, regularASCII: regular.map { Double($0) / 1000 }, boldASCII: bold.map { Double($0) / 1000 })
    }

    /// A family's line only: its characters measure as Helvetica x 1.01 (or 0.6 em when
    /// monospaced).
    init(verticalOf font: GeneratedFamily) {
        self.init(line: Line(generated: font), regularASCII: nil, boldASCII: nil)
    }

    init(generated regular: GeneratedFamily, bold: GeneratedFamily) {
        self.init(line: Line(generated: regular), regular: regular.ascii, bold: bold.ascii)
    }
}

extension FamilyMetrics.Line {
    /// A generated font's hhea line.
    init(generated font: GeneratedFamily) {
        self.init(ascender: Double(font.ascender) / 1000, descender: Double(font.descender) / 1000,
                  lineGap: Double(font.lineGap) / 1000)
    }
}

extension FamilyMetrics {
    /// What a font's name resolves to: which stand-in measures it, and whether it is monospaced.
    /// `Font` resolves it once when its family is set, since reading the name (lowercasing it,
    /// matching prefixes) for every character measured would cost more than the measuring.
    struct StandIn: Hashable, Sendable {
        /// The families with stand-in figures.
        enum Family: UInt8, Hashable, Sendable {
            case garamond, avenirNext, avenirNextCondensed, avenir, georgia, verdana, trebuchetMS
            case menlo, arial, timesNewRoman, courierNew, helveticaNeue, iconFont
        }

        /// The stand-in; nil for the system font and names without one.
        let family: Family?
        /// Whether every character has the same advance (Courier, Menlo, Monaco, "Mono" fonts).
        let isMonospaced: Bool

        init(resolving family: Font.Family) {
            guard case .named(let name) = family else {
                self.family = nil
                self.isMonospaced = false
                return
            }
            let lowered = name.lowercased()
            self.family = Self.family(ofLowercased: lowered) ?? (Self.isIconFont(name) ? .iconFont : nil)
            self.isMonospaced = ["courier", "menlo", "mono", "monaco"].contains { lowered.contains($0) }
        }

        /// Whether `name` is an icon font's: a word of it is "icon" or "icons" or ends in "icons"
        /// (Material Icons, Ionicons, Glyphicons), or is "icomoon" or "fontello", or "Font Awesome"
        /// is in it. Words split at anything not a letter and where a capital follows a small
        /// letter, so "SiliconSans" (silicon, sans) is a text face.
        static func isIconFont(_ name: String) -> Bool {
            var words: [String] = []
            var word = ""
            var previousIsLower = false
            for character in name {
                if !character.isLetter {
                    if !word.isEmpty { words.append(word) }
                    word = ""
                    previousIsLower = false
                    continue
                }
                if character.isUppercase && previousIsLower {
                    words.append(word)
                    word = ""
                }
                word += character.lowercased()
                previousIsLower = character.isLowercase
            }
            if !word.isEmpty { words.append(word) }
            if words.contains(where: { $0 == "icon" || $0.hasSuffix("icons") || $0 == "icomoon" || $0 == "fontello" }) {
                return true
            }
            return zip(words, words.dropFirst()).contains { $0 == "font" && $1 == "awesome" } || words.contains("fontawesome")
        }

        private static func family(ofLowercased lowered: String) -> Family? {
            if lowered.contains("garamond") { return .garamond }
            if lowered.hasPrefix("avenirnext") || lowered.hasPrefix("avenir next") {
                // The condensed cut shares the line but not the widths.
                return lowered.contains("condensed") ? .avenirNextCondensed : .avenirNext
            }
            if lowered == "avenir" || lowered.hasPrefix("avenir-") { return .avenir }
            if lowered.hasPrefix("georgia") { return .georgia }
            if lowered.hasPrefix("verdana") { return .verdana }
            if lowered.hasPrefix("trebuchet") { return .trebuchetMS }
            if lowered.hasPrefix("menlo") { return .menlo }
            if lowered == "arial" || lowered.hasPrefix("arialmt") || lowered.hasPrefix("arial-") { return .arial }
            if lowered.hasPrefix("timesnewroman") { return .timesNewRoman }
            if lowered.hasPrefix("couriernew") { return .courierNew }
            if lowered.hasPrefix("helveticaneue") { return .helveticaNeue }
            return nil
        }
    }
}
