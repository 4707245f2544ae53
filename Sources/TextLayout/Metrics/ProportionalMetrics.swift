/// Metrics close to iOS's system font, in points, without any font file.
///
/// - The system font and the Dynamic Type styles, for the characters San Francisco draws
///   (Latin, Greek, Cyrillic, punctuation): ``SystemFont``, fitted to the frames Xcode saved,
///   with UIKit's automatic tracking, pair kerning ("To", "AV") and the Text/Display optical sizes.
/// - Named fonts without a stand-in, Latin and common punctuation: Adobe's published Helvetica
///   (and Helvetica-Bold) advances, scaled by a factor calibrated against Interface Builder
///   frames, without tracking (UIKit adds none to a font named in full).
/// - Wide and fullwidth characters (kana, kanji, fullwidth forms): ``cjkAdvance`` em. Hangul
///   syllables: ``hangulAdvance`` em.
/// - Emoji: ``emojiAdvance`` em plus ``emojiPadding`` points. Combining marks and zero-width
///   characters: nothing.
/// - Latin Extended, Greek and Cyrillic letters Helvetica lacks: Liberation Sans's advances
///   (metric-compatible with Arial, so with Helvetica), scaled as Helvetica's.
/// - Other narrow characters: the width of a Helvetica digit.
/// - Lines: 1.1934 em high, ascender 0.952 em, descender 0.241 em, as San Francisco.
/// - Named fonts with a stand-in (Garamond, Arial, Times New Roman, Avenir Next, Avenir,
///   Georgia, Verdana, Trebuchet MS, Helvetica Neue, Menlo, icon fonts; see `FamilyMetrics`):
///   that family's line where it has one, and its advances where it has a table. An icon
///   font's private-use characters (its icons) are one em wide.
///
/// Medium and semibold weights blend the regular and bold widths. The figures are global: the
/// same for every label, tuned by `Scripts/text/calibrate.py` against the corpus.
public struct ProportionalMetrics: FontMetrics, Hashable {
    /// Multiplies the Helvetica advances: San Francisco is a little wider.
    var latinScale = 1.01
    /// The advance of a wide (CJK) character, in em.
    var cjkAdvance = 1.02
    /// The advance of a Hangul syllable, in em: the Korean that iOS draws under the system font
    /// in Apple SD Gothic Neo, whose syllables are one fixed 865/1000 em wide in every weight
    /// (public measurements of the font: its widths for two strings at three weights, which solve
    /// to 0.865 em a syllable and 0.263 a space, and a browser's 51.91 px for a 12-px
    /// "안녕하세요"). Neither corpus has a Korean label to check it against; Korean measured as
    /// a full em before, 16% wider than this.
    var hangulAdvance = 0.865
    /// The advance of an emoji, in em, to which ``emojiPadding`` is added.
    ///
    /// Xcode saved single-emoji labels 16 wide at 11 points, 23 at 17 (twice), 24 at 18 and 38 at
    /// 30 (Element's and ChatSecure's, 2x): no one number of em fits them (1.45 to 1.27), a line
    /// fits all five, 1.15 em plus 3.0 to 3.3 points (1.25 em, before, fitted only the 30-point
    /// one). Apple Color Emoji adds spacing that does not grow with the size. One label
    /// contradicts it: SwiftMessages' 38-point emoji saved 43 wide (1.13 em; the line gives 47).
    var emojiAdvance = 1.15
    /// Added to each emoji's advance, in points, whatever the size (see ``emojiAdvance``).
    var emojiPadding = 3.1
    /// The advance of a narrow character that Helvetica does not cover, in em.
    var fallbackAdvance = 0.556
    var lineHeightRatio = 1.1934
    var ascenderRatio = 0.952
    var descenderRatio = 0.241
    /// NSParagraphStyle's default tab stops are 28 points apart.
    var tabStop = 28.0
    /// Which San Francisco measures the system font: the variable font of iOS 14 and later, or
    /// for documents Xcode 11 and earlier saved, iOS 13's separate Text and Display fonts.
    public var systemFontGeneration: SystemFont.Generation

    /// Creates the calibrated metrics, measuring the system font as `systemFontGeneration` draws it.
    public init(systemFontGeneration: SystemFont.Generation = .variable) {
        self.systemFontGeneration = systemFontGeneration
    }

    public func advance(of character: Character, in font: Font) -> Double {
        // Printable ASCII, the common case, without touching the Unicode tables.
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first, byte >= 0x20, byte < 0x7F {
            return advance(ofPrintableASCII: byte, in: font)
        }
        let size = font.pointSize
        if font.isMonospaced { return 0.6 * size }
        let bold = Self.boldness(of: font.weight)
        if font.standIn.family == .iconFont, let scalar = character.unicodeScalars.first,
           (0xE000...0xF8FF).contains(scalar.value) {
            return size  // an icon: an em square
        }
        if font.family == .system,
           let width = SystemFont.advance(of: character, weight: font.weight, boldness: bold, size: size,
                                          generation: systemFontGeneration) {
            return width
        }
        guard let width = advance(ofCluster: character, boldness: bold, size: size) else {
            return DisplayWidth.visibleForm(of: character).reduce(0.0) { $0 + advance(of: $1, in: font) }
        }
        return width
    }

    /// The system font's pair kerning (``SystemFont``: the fitted pairs of printable ASCII
    /// letters and punctuation); none for any other font (a font named in full, a stand-in
    /// family, monospaced text), nor for pairs with another character.
    public func kerning(betweenPrintableASCII left: UInt8, and right: UInt8, in font: Font) -> Double {
        // Most pairs kern in no font: the table first, then the font.
        guard let row = SystemFont.kerningRow(left, right), font.family == .system, !font.isMonospaced,
              FamilyMetrics.of(font) == nil else { return 0 }
        return SystemFont.kerning(row: row, weight: font.weight, size: font.pointSize)
    }

    /// ``kerning(betweenPrintableASCII:and:in:)`` for two single-scalar printable ASCII
    /// characters, else 0.
    public func kerning(between left: Character, and right: Character, in font: Font) -> Double {
        guard left.utf8.count == 1, right.utf8.count == 1, let l = left.utf8.first, let r = right.utf8.first,
              l >= 0x20, l < 0x7F, r >= 0x20, r < 0x7F else { return 0 }
        return kerning(betweenPrintableASCII: l, and: r, in: font)
    }

    /// A printable ASCII character: the font's stand-in family where it has a table, San
    /// Francisco for the system font, else Helvetica's advance (regular and bold blended by
    /// weight) scaled by ``latinScale``.
    public func advance(ofPrintableASCII byte: UInt8, in font: Font) -> Double {
        let size = font.pointSize
        if font.isMonospaced { return 0.6 * size }
        let bold = Self.boldness(of: font.weight)
        if let em = FamilyMetrics.of(font)?.advance(ofASCII: byte, boldness: bold) { return em * size }
        if font.family == .system {
            return SystemFont.advance(ofASCII: byte, weight: font.weight, size: size, generation: systemFontGeneration)
        }
        let regular = HelveticaWidths.regularASCII[Int(byte)]
        let width = bold == 0 ? regular : regular + (HelveticaWidths.boldASCII[Int(byte)] - regular) * bold
        return width * latinScale * size
    }

    public func lineHeight(of font: Font) -> Double {
        (FamilyMetrics.of(font)?.line?.height ?? lineHeightRatio) * font.pointSize
    }
    public func ascender(of font: Font) -> Double {
        (FamilyMetrics.of(font)?.line?.ascender ?? ascenderRatio) * font.pointSize
    }
    public func descender(of font: Font) -> Double {
        (FamilyMetrics.of(font)?.line?.descender ?? descenderRatio) * font.pointSize
    }
    public func tabInterval(of font: Font) -> Double { tabStop }

    /// The advance in points of a non-ASCII grapheme cluster at `size`, or nil for a control
    /// character.
    private func advance(ofCluster character: Character, boldness: Double, size: Double) -> Double? {
        guard let cells = DisplayWidth.cells(of: character, ambiguousIsWide: false) else { return nil }
        if cells == 0 { return 0 }
        let scalars = character.unicodeScalars
        let first = scalars.first!
        let flags = UnicodeProperties.flags(of: first)
        let isEmoji = cells == 2 && (flags.contains(.extendedPictographic) || flags.contains(.emojiPresentation)
            || (0x1F1E6...0x1F1FF).contains(first.value) || scalars.contains("\u{20E3}"))
        if isEmoji { return emojiAdvance * size + emojiPadding }
        if cells == 2 {  // Helvetica has no wide characters
            return Self.isHangulSyllable(first) ? hangulAdvance * size : cjkAdvance * size
        }
        // The first spacing scalar decides, so "e" + U+0301 measures as "e".
        let base = scalars.first { UnicodeProperties.cellWidthClass(of: $0) != .zero } ?? first
        if let regular = HelveticaWidths.regular[base.value] {
            let bold = HelveticaWidths.bold[base.value] ?? regular
            return (regular + (bold - regular) * boldness) * latinScale * size
        }
        if (0xFF61...0xFF9F).contains(base.value) { return 0.5 * size }  // halfwidth katakana
        if UnicodeProperties.cellWidthClass(of: base) == .ambiguous { return cjkAdvance * size }  // a Japanese font's
        return fallbackAdvance * latinScale * size
    }

    /// Whether `scalar` starts a Hangul syllable: a precomposed syllable (U+AC00-U+D7A3) or a
    /// leading conjoining jamo (U+1100-U+115F, U+A960-U+A97C), which a cluster composes into one.
    static func isHangulSyllable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x1100...0x115F, 0xA960...0xA97C: true
        default: false
        }
    }

    /// How far along from regular (0) to bold (1) a weight's advances are.
    static func boldness(of weight: Font.Weight) -> Double {
        switch weight {
        case .ultraLight, .thin, .light, .regular: return 0
        case .medium: return 0.35
        case .semibold: return 0.65
        case .bold, .heavy, .black: return 1
        }
    }
}
