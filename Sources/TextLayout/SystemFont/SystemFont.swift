/// UIKit's system font (San Francisco) as Xcode measures it: per-character advances for each
/// weight, the optical size, and the automatic tracking.
///
/// The figures are fitted to the label frames Xcode saved in Interface Builder documents by
/// `Scripts/text/fit_system_font.py`, not taken from Apple's font files (whose licence forbids
/// it); see `SystemFontAdvances.generated.swift` for the fitted tables and the command that made them.
///
/// A character San Francisco draws (Latin, Greek, Cyrillic, punctuation) advances
///
///     size/1000 * ((1 - t) * text[weight][character] + t * (display[weight][character] + offset) + k(size))
///
/// where `text` is the fitted advance at the Text optical size in 1/1000 em, `display` the one at
/// the Display optical size (San Francisco's Display widths as a browser measured them, times a
/// fitted scale), `k` the tracking UIKit adds by point size (Apple's published table), and `t`
/// the optical size: Text up to 17 points, Display from 28 (the generated `blendFrom` and
/// `blendTo`), blended between, as iOS 14's variable font does.
///
/// Characters outside the fitted ASCII table fall back to Helvetica's advance (Liberation Sans's,
/// metric-compatible with it, for Latin Extended, Greek and Cyrillic letters; a digit's for any
/// other character Helvetica lacks), times the weight's fitted scale of Helvetica at each
/// optical size, then take the same blend and tracking. Wide (CJK) characters and emoji come from other fonts on
/// iOS and keep ``ProportionalMetrics``' figures, without tracking.
///
/// Tracking applies to the system font and the Dynamic Type styles only: a font named in full
/// (`UIFont(name:size:)`) gets none, which is why only ``Font/Family/system`` measures here.
///
/// Pairs that San Francisco kerns ("To", "AV", "Y.") move closer by the generated `kerning`
/// table, added to the first character's advance (`kerning(row:weight:size:)`,
/// through ``ProportionalMetrics/kerning(betweenPrintableASCII:and:in:)``): 63 pairs of letters
/// and punctuation, Liberation Sans's kerning (SIL Open Font License 1.1; the notice is in the
/// generated file) times a factor fitted with the advances, full at the Text optical size and
/// fading out with the blend to Display, as the fit models it. Fonts named in full get none: the
/// fit saw the system font only.
///
/// Documents saved by Xcode 11 and earlier were drawn with iOS 13's San Francisco, separate Text
/// and Display fonts (``Generation/separateOpticalSizes``): from 17 points up to the switch to
/// Display at 20 their labels measure wider than the variable font's blend, by a tracking of
/// their own (`staticTracking` in the generated file, fitted with the rest).
public enum SystemFont {
    /// Which San Francisco measures: iOS 14's variable font, whose optical size blends from Text
    /// to Display between 17 and 28 points (Xcode 12 and later, and UIKit today), or iOS 9 to
    /// 13's separate Text and Display fonts (the canvas of Xcode 11 and earlier).
    public enum Generation: Hashable, Sendable {
        case variable
        case separateOpticalSizes
    }

    /// The tracking UIKit adds after each character of the system font at `pointSize`, in
    /// 1/1000 em: Apple's published table, interpolated between its rows (0 from 80 points). For
    /// ``Generation/separateOpticalSizes`` the fitted `staticTracking` is added from 17 points up
    /// to 20, where iOS 13's Text font measured wider than the variable font's blend.
    public static func tracking(atPointSize pointSize: Double, generation: Generation = .variable) -> Double {
        guard generation == .separateOpticalSizes, pointSize >= GeneratedSystemFont.staticTrackingFrom,
              pointSize < GeneratedSystemFont.staticTrackingTo else { return publishedTracking(atPointSize: pointSize) }
        return publishedTracking(atPointSize: pointSize) + GeneratedSystemFont.staticTracking
    }

    /// Apple's table at `pointSize`, interpolated between its rows.
    private static func publishedTracking(atPointSize pointSize: Double) -> Double {
        let table = GeneratedSystemFont.tracking
        guard pointSize.isFinite, pointSize > table[0].0 else { return table[0].1 }
        for (low, high) in zip(table, table.dropFirst()) where pointSize <= high.0 {
            return low.1 + (high.1 - low.1) * (pointSize - low.0) / (high.0 - low.0)
        }
        return table[table.count - 1].1
    }

    /// How far toward the Display optical size text at `pointSize` is drawn: 0 is Text, 1 Display.
    public static func displayBlend(atPointSize pointSize: Double) -> Double {
        let from = GeneratedSystemFont.blendFrom, to = GeneratedSystemFont.blendTo
        if to <= from { return pointSize >= to ? 1 : 0 }
        return min(1, max(0, (pointSize - from) / (to - from)))
    }

    /// The weight whose fitted table measures `weight`: itself when fitted, else the nearest
    /// fitted one (a lighter one on a tie).
    static func fittedWeight(for weight: Font.Weight) -> Int {
        let weights = GeneratedSystemFont.weights
        if let index = weights.firstIndex(of: weight) { return index }
        var best = 0
        for (index, candidate) in weights.enumerated()
        where abs(candidate.rawValue - weight.rawValue) < abs(weights[best].rawValue - weight.rawValue) {
            best = index
        }
        return best
    }

    /// The advance in points of `character` in the system font at `size`, or nil when San
    /// Francisco does not draw it (a wide, emoji, control or other-script character), which
    /// ``ProportionalMetrics`` measures as before, without tracking.
    ///
    /// A single printable ASCII scalar reads the fitted table. Any other cluster San Francisco
    /// draws measures as its first spacing scalar's Helvetica advance (``HelveticaWidths``: with
    /// Liberation Sans's for Latin Extended, Greek and Cyrillic; a digit's, 0.556 em, for other
    /// characters it lacks), blended by `boldness` and times the weight's fitted prior scale, so
    /// "é" and "e" + U+0301 measure alike.
    static func advance(of character: Character, weight: Font.Weight, boldness: Double, size: Double,
                        generation: Generation = .variable) -> Double? {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let only = scalars.first, only.value >= 0x20, only.value < 0x7F {
            return advance(ofASCII: UInt8(only.value), weight: weight, size: size, generation: generation)
        }
        // Zero-width clusters measure nothing; control, wide and emoji clusters are not San
        // Francisco's (nil); nor is a narrow one from another script.
        guard let cells = DisplayWidth.cells(of: character, ambiguousIsWide: false) else { return nil }
        if cells == 0 { return 0 }
        guard cells == 1, scalars.allSatisfy(draws) else { return nil }
        let base = scalars.first { UnicodeProperties.cellWidthClass(of: $0) != .zero } ?? scalars.first!
        guard let regular = HelveticaWidths.regular[base.value] else {
            return advance(ofPriorEm: fallbackEm, weight: weight, size: size, generation: generation)
        }
        let bold = HelveticaWidths.bold[base.value] ?? regular
        return advance(ofPriorEm: regular + (bold - regular) * boldness, weight: weight, size: size, generation: generation)
    }

    /// The prior advance of a character San Francisco draws that neither Helvetica nor the
    /// Liberation Sans extension has (letterlike symbols, Latin Extended Additional...): a
    /// Helvetica digit's, in em.
    static let fallbackEm = 0.556

    /// The advance in points of the printable ASCII character `byte` (0x20...0x7E).
    static func advance(ofASCII byte: UInt8, weight: Font.Weight, size: Double,
                        generation: Generation = .variable) -> Double {
        let index = fittedWeight(for: weight), slot = Int(byte) - 0x20
        return drawn(text: GeneratedSystemFont.advances[index][slot], display: GeneratedSystemFont.displayAdvances[index][slot],
                     size: size, generation: generation, scale: lighterWeightScale(weight))
    }

    /// How much narrower than regular the weights below it draw, which the corpora have too few
    /// labels of to fit (7): light 0.975, thin 0.950, ultralight 0.925 of regular's advances.
    /// From public figures only: Inter Display (SIL OFL), whose mean a-z advance grows above
    /// regular as San Francisco's published means do (medium 1.027, semibold 1.054, bold 1.080
    /// against 1.029, 1.052, 1.082), shrinks below regular by these factors, and SF Pro Text's
    /// own regular-to-bold slope (530.7 to 574.1 per 1000 em) extended down agrees within 0.7%.
    /// Corpus A's two 36-point ultralight "?" now measure as Xcode saved them; corpus C's one
    /// 60-point light label comes out 2.5 points narrow. 1 for regular and heavier.
    static func lighterWeightScale(_ weight: Font.Weight) -> Double {
        switch weight {
        case .light: 0.975
        case .thin: 0.950
        case .ultraLight: 0.925
        default: 1
        }
    }

    /// The advance in points of another character San Francisco draws, from its prior advance
    /// in em (Helvetica's, blended by boldness as ``ProportionalMetrics`` does).
    static func advance(ofPriorEm em: Double, weight: Font.Weight, size: Double,
                        generation: Generation = .variable) -> Double {
        let index = fittedWeight(for: weight)
        return drawn(text: em * 1000 * GeneratedSystemFont.priorScale[index],
                     display: em * 1000 * GeneratedSystemFont.displayPriorScale[index], size: size, generation: generation,
                     scale: lighterWeightScale(weight))
    }

    /// Points from a character's advances in 1/1000 em at the Text and Display optical sizes:
    /// blended for `size`, scaled by `scale` (``lighterWeightScale(_:)``), with the tracking at
    /// `size`.
    ///
    /// size/1000 * (scale * (text + t * (display + offset - text)) + k(size, generation))
    private static func drawn(text: Double, display: Double, size: Double, generation: Generation,
                              scale: Double) -> Double {
        let t = displayBlend(atPointSize: size)
        let blended = text + t * (display + GeneratedSystemFont.displayOffset - text)
        return size / 1000 * (scale * blended + tracking(atPointSize: size, generation: generation))
    }

    /// The row of the generated `kerning` table that holds the printable ASCII pair `left`,
    /// `right` (0x20...0x7E), or `nil` when the pair does not kern in any weight: most pairs, so
    /// callers look here before anything else.
    @inline(__always)
    static func kerningRow(_ left: UInt8, _ right: UInt8) -> Int? {
        guard let pair = pairIndex(left, right) else { return nil }
        let slot = kerningSlots[pair]
        return slot > 0 ? Int(slot) - 1 : nil
    }

    /// The pair kerning in points of the generated `kerning` table's `row` (see
    /// ``kerningRow(_:_:)``) in the system font at `size`, added to the first character's
    /// advance: Liberation Sans's pairs of letters and punctuation times a fitted factor (see
    /// `Scripts/text/fit_system_font.py --kern-prior-min`), for the weight's fitted table, at the
    /// Text optical size and fading out with the blend to Display, as the fit assumes it.
    static func kerning(row: Int, weight: Font.Weight, size: Double) -> Double {
        size / 1000 * (1 - displayBlend(atPointSize: size)) * GeneratedSystemFont.kerning[row].1[fittedWeight(for: weight)]
    }

    /// A pair of printable ASCII characters' place in ``kerningSlots`` (left * 95 + right, from
    /// U+0020), or `nil` for any other pair.
    @inline(__always)
    private static func pairIndex(_ left: UInt8, _ right: UInt8) -> Int? {
        guard left >= 0x20, left < 0x7F, right >= 0x20, right < 0x7F else { return nil }
        return (Int(left) - 0x20) * 95 + Int(right) - 0x20
    }

    /// For each pair of printable ASCII characters (``pairIndex(_:_:)``), 1 + its row in the
    /// generated `kerning` table, or 0 when it does not kern.
    private static let kerningSlots: [UInt16] = {
        var slots = [UInt16](repeating: 0, count: 95 * 95)
        for (row, entry) in GeneratedSystemFont.kerning.enumerated() {
            let bytes = Array(entry.0.utf8)
            guard bytes.count == 2, let pair = pairIndex(bytes[0], bytes[1]) else {
                preconditionFailure("a generated kerning pair is two printable ASCII characters")
            }
            slots[pair] = UInt16(row + 1)
        }
        return slots
    }()

    /// Whether San Francisco itself draws the scalar (Latin, Greek, Cyrillic, general
    /// punctuation, currency), rather than a fallback font (CJK, emoji, other scripts).
    static func draws(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20..<0x7F, 0xA0..<0x0530, 0x1E00..<0x2070, 0x20A0..<0x20C0, 0x2122, 0x2190, 0x2192: true
        default: false
        }
    }
}
