import Foundation
import Testing

@testable import TextLayout

/// The system font's model (``SystemFont``): its properties, golden widths, and what characters
/// outside its table measure.
@Suite struct SystemFontTests {
    let metrics = ProportionalMetrics()

    /// The width of `text` on one line, unrounded.
    func width(_ text: String, _ font: Font) -> Double {
        text.reduce(0.0) { $0 + metrics.advance(of: $1, in: font) }
    }

    @Test(arguments: [(6.0, 41.0), (12.0, 0.0), (13.0, -6.0), (17.0, -26.0), (20.0, -23.0), (28.0, 14.0),
                      (34.0, 12.0), (80.0, 0.0), (200.0, 0.0), (2.0, 41.0)])
    func trackingFollowsTheTable(size: Double, tracking: Double) {
        #expect(SystemFont.tracking(atPointSize: size) == tracking)
    }

    @Test func trackingInterpolatesBetweenRows() {
        #expect(abs(SystemFont.tracking(atPointSize: 16.5) - -23) < 1e-9)
        #expect(abs(SystemFont.tracking(atPointSize: 37) - 10) < 1e-9)
    }

    /// Each character of the system font carries the table's tracking: the same text one
    /// character longer by a space grows by the space plus nothing else, and two sizes' difference
    /// per character follows the tracking.
    @Test func trackingIsAddedPerCharacterToTheSystemFontOnly() {
        // At 12 pt the tracking is 0 and at 11 pt +6/1000 em; at the Text optical size the
        // advance is the table's, so the difference from pure scaling is the tracking.
        let at12 = metrics.advance(of: "n", in: .system(size: 12)) / 12
        let at11 = metrics.advance(of: "n", in: .system(size: 11)) / 11
        #expect(abs((at11 - at12) - 0.006) < 1e-9)
        let at17 = metrics.advance(of: "n", in: .system(size: 17)) / 17
        #expect(abs((at17 - at12) - -0.026) < 1e-9)
        // A font named in full gets no tracking: its em advances do not depend on the size.
        let named = Font.named("Helvetica", size: 11), named17 = Font.named("Helvetica", size: 17)
        #expect(abs(metrics.advance(of: "n", in: named) / 11 - metrics.advance(of: "n", in: named17) / 17) < 1e-12)
    }

    /// At the Text optical size the digits are wider than the Display advances the fit starts
    /// from (Scripts/text/data/sf-display-browser.tsv: 0-9 average 0.579 em regular, 0.617 em
    /// bold): the Text size spaces its characters wider, and the digits' shared correction
    /// (fit_system_font.py, DIGITS) widens them further. The fitted digits clear it by 0.02 em
    /// or more at every weight.
    @Test func digitsAreWiderThanTheDisplayPrior() {
        let boldness: [Font.Weight: Double] = [.regular: 0, .medium: 0.35, .semibold: 0.65, .bold: 1]
        for (index, weight) in GeneratedSystemFont.weights.enumerated() {
            let digits = (0x30...0x39).map { GeneratedSystemFont.advances[index][$0 - 0x20] }
            let mean = digits.reduce(0, +) / Double(digits.count)
            let display = 579 + (617 - 579) * (boldness[weight] ?? 1)
            #expect(mean > display + 10, "\(weight): \(mean)")
        }
    }

    /// The generated tables line up: one row of 95 advances (U+0020...U+007E) per fitted
    /// weight at each optical size, one prior scale each, all finite and positive; the blend
    /// runs from Text to Display.
    @Test func generatedTablesAreWellFormed() {
        let weights = GeneratedSystemFont.weights.count
        #expect(weights >= 1 && GeneratedSystemFont.weights.contains(.regular))
        for table in [GeneratedSystemFont.advances, GeneratedSystemFont.displayAdvances] {
            #expect(table.count == weights)
            for row in table {
                #expect(row.count == 95)
                #expect(row.allSatisfy { $0.isFinite && $0 > 0 })
            }
        }
        for scales in [GeneratedSystemFont.priorScale, GeneratedSystemFont.displayPriorScale] {
            #expect(scales.count == weights && scales.allSatisfy { $0 > 0.5 && $0 < 2 })
        }
        #expect(GeneratedSystemFont.labels.count == weights)
        #expect(GeneratedSystemFont.blendFrom < GeneratedSystemFont.blendTo)
    }

    /// San Francisco's Display optical size is tighter than its Text size: at every fitted
    /// weight the Display advances of a-z (the browser's Display widths, scaled, plus the
    /// offset) average less than the fitted Text ones, so 34-point text is narrower per em than
    /// 12-point text (where the tracking is 0 at 12 and +12/1000 em at 34).
    @Test func displayIsTighterThanText() {
        let letters = (0x61...0x7A).map { $0 - 0x20 }
        for index in GeneratedSystemFont.weights.indices {
            let text = letters.map { GeneratedSystemFont.advances[index][$0] }.reduce(0, +) / 26
            let display = letters.map { GeneratedSystemFont.displayAdvances[index][$0] }.reduce(0, +) / 26
                + GeneratedSystemFont.displayOffset
            #expect(display < text - 20, "\(GeneratedSystemFont.weights[index]): \(display) against \(text)")
        }
        let alphabet = "abcdefghijklmnopqrstuvwxyz"
        #expect(width(alphabet, .system(size: 34)) / 34 < width(alphabet, .system(size: 12)) / 12)
    }

    @Test func widthGrowsWithSize() {
        var previous = 0.0
        for size in stride(from: 6.0, through: 96.0, by: 0.5) {
            let current = width("Hamburgefonstiv 0123", .system(size: size))
            #expect(current > previous, "at \(size) pt")
            previous = current
        }
    }

    @Test(arguments: [11.0, 13.0, 15.0, 17.0, 20.0, 24.0, 34.0])
    func heavierWeightsAreWider(size: Double) {
        let text = "Hamburgefonstiv Settings"
        let weights: [Font.Weight] = [.regular, .medium, .semibold, .bold]
        let widths = weights.map { width(text, .system(size: size, weight: $0)) }
        for (lighter, heavier) in zip(widths, widths.dropFirst()) {
            #expect(heavier >= lighter, "\(widths) at \(size) pt")
        }
        #expect(widths[3] > widths[0] * 1.03, "bold is clearly wider than regular: \(widths)")
    }

    @Test func dynamicTypeStylesMeasureAsTheSystemFont() {
        #expect(width("Body text", .preferred(.body)) == width("Body text", .system(size: 17)))
        #expect(width("Headline", .preferred(.headline)) == width("Headline", .system(size: 17, weight: .semibold)))
    }

    /// iOS 13's separate Text and Display fonts (documents of Xcode 11 and earlier) measure as the
    /// variable font except from 17 points up to 20, where each character takes the fitted
    /// `staticTracking` more; named fonts and characters San Francisco does not draw never do.
    @Test func separateOpticalSizesTrackFrom17To20() {
        let separate = ProportionalMetrics(systemFontGeneration: .separateOpticalSizes)
        let extra = GeneratedSystemFont.staticTracking
        #expect(extra > 0 && extra < 20)
        for size in [11.0, 13.0, 16.0, 16.9, 20.0, 22.0, 34.0] {
            #expect(separate.advance(of: "a", in: .system(size: size)) == metrics.advance(of: "a", in: .system(size: size)))
        }
        for size in [17.0, 18.0, 19.5] {
            for weight in [Font.Weight.regular, .semibold, .bold] {
                let font = Font.system(size: size, weight: weight)
                let difference = separate.advance(of: "m", in: font) - metrics.advance(of: "m", in: font)
                #expect(abs(difference - extra * size / 1000) < 1e-9)
                #expect(abs(separate.advance(of: "é", in: font) - metrics.advance(of: "é", in: font) - extra * size / 1000) < 1e-9)
            }
            #expect(separate.advance(of: "a", in: .named("Avenir-Book", size: size)) == metrics.advance(of: "a", in: .named("Avenir-Book", size: size)))
            #expect(separate.advance(of: "漢", in: .system(size: size)) == metrics.advance(of: "漢", in: .system(size: size)))
        }
        #expect(SystemFont.tracking(atPointSize: 18, generation: .variable) == SystemFont.tracking(atPointSize: 18))
        #expect(SystemFont.tracking(atPointSize: 18, generation: .separateOpticalSizes) == SystemFont.tracking(atPointSize: 18) + extra)
        #expect(SystemFont.tracking(atPointSize: 20, generation: .separateOpticalSizes) == SystemFont.tracking(atPointSize: 20))
    }

    @Test func opticalSizeBlendsFromTextToDisplay() {
        #expect(SystemFont.displayBlend(atPointSize: 12) == 0)
        #expect(SystemFont.displayBlend(atPointSize: 40) == 1)
        let from = GeneratedSystemFont.blendFrom, to = GeneratedSystemFont.blendTo
        if to > from {
            #expect(abs(SystemFont.displayBlend(atPointSize: (from + to) / 2) - 0.5) < 1e-9)
        }
    }

    /// Characters outside the ASCII table: Helvetica's advance (or a digit's) times the weight's
    /// fitted scale, with the same tracking; unfitted weights use the nearest fitted table;
    /// nothing crashes and every advance is finite.
    @Test func charactersOutsideTheTableFallBack() {
        let font = Font.system(size: 17)
        // "é" and "e" + U+0301 measure alike, as Helvetica's é (the width of its e).
        #expect(metrics.advance(of: "é", in: font) == metrics.advance(of: "e\u{301}", in: font))
        // Cyrillic, which Helvetica lacks: Liberation Sans's advance (0.669 em for "ж"), scaled
        // and tracked; its wide letters wider than its narrow ones, "а" as wide as Latin "a"
        // (Helvetica's 0.556), as in a metric-compatible Arial.
        let scale = GeneratedSystemFont.priorScale[SystemFont.fittedWeight(for: .regular)]
        func prior(_ em: Double) -> Double { 17.0 / 1000 * (em * 1000 * scale + SystemFont.tracking(atPointSize: 17)) }
        #expect(abs(metrics.advance(of: "ж", in: font) - prior(0.669)) < 1e-9)
        #expect(abs(metrics.advance(of: "а", in: font) - prior(0.556)) < 1e-9)
        #expect(metrics.advance(of: "ш", in: font) > metrics.advance(of: "г", in: font) * 2)
        #expect(metrics.advance(of: "ш", in: .system(size: 17, weight: .bold)) > metrics.advance(of: "ш", in: font))
        // A character neither Helvetica nor the extension has (Latin Extended Additional's "ẞ"):
        // a digit's advance.
        #expect(abs(metrics.advance(of: "\u{1E9E}", in: font) - prior(SystemFont.fallbackEm)) < 1e-9)
        // CJK and emoji keep their own metrics, without tracking.
        #expect(metrics.advance(of: "鶏", in: font) == 17 * 1.02)
        #expect(abs(metrics.advance(of: "😀", in: font) - (17 * 1.15 + 3.1)) < 1e-9)
        // Single-emoji labels as Xcode saved them at 2x: 16 at 11 points, 23 at 17, 24 at 18, 38 at 30.
        for (size, saved) in [(11.0, 16.0), (17, 23), (18, 24), (30, 38)] {
            #expect(Label("👍", font: .system(size: size)).size(scale: 2).width == saved)
        }
        // Unusual clusters and weights never trap and stay finite.
        let odd: [Character] = ["\u{E000}", "\u{10FFFD}", "\u{0}", "\u{7F}", "a\u{20DD}", "\u{FFFD}", "Ω", "\u{2026}"]
        for weight in Font.Weight.allCases {
            for character in odd {
                let advance = metrics.advance(of: character, in: .system(size: 13, weight: weight))
                #expect(advance.isFinite && advance >= 0, "\(character.unicodeScalars.first!) \(weight)")
            }
        }
        #expect(metrics.advance(of: "a", in: .system(size: 0)) == 0)
    }

    /// Light, thin and ultralight use the regular table narrowed by their public-data factors
    /// (0.975, 0.950, 0.925), tracking unchanged: each is narrower than the next heavier, and
    /// regular and heavier weights are not scaled.
    @Test func weightsBelowRegularAreNarrower() {
        let text = "Hamburgefonstiv 0123"
        func width(_ weight: Font.Weight, _ size: Double) -> Double {
            text.reduce(0) { $0 + metrics.advance(of: $1, in: .system(size: size, weight: weight)) }
        }
        for size in [13.0, 17, 34] {
            #expect(width(.ultraLight, size) < width(.thin, size))
            #expect(width(.thin, size) < width(.light, size))
            #expect(width(.light, size) < width(.regular, size))
            // The scale applies to the advances, not the tracking: light's "H" is 0.975 of
            // regular's once the tracking is taken out of both.
            let tracking = size / 1000 * SystemFont.tracking(atPointSize: size)
            let regular = metrics.advance(of: "H", in: .system(size: size)) - tracking
            let light = metrics.advance(of: "H", in: .system(size: size, weight: .light)) - tracking
            #expect(abs(light - 0.975 * regular) < 1e-9)
        }
        for weight in Font.Weight.allCases where weight >= .regular {
            #expect(SystemFont.lighterWeightScale(weight) == 1)
        }
    }

    @Test func unfittedWeightsUseTheNearestFittedTable() {
        let fitted = GeneratedSystemFont.weights
        for weight in Font.Weight.allCases {
            let chosen = fitted[SystemFont.fittedWeight(for: weight)]
            let nearest = fitted.map { abs($0.rawValue - weight.rawValue) }.min()!
            #expect(abs(chosen.rawValue - weight.rawValue) == nearest)
            if fitted.contains(weight) { #expect(chosen == weight) }
        }
    }

    /// The width of `text` measured as one line, with pair kerning, through the ASCII path and
    /// through the general one (which must agree).
    func kernedWidth(_ text: String, _ font: Font) -> Double {
        let ascii = MeasuredText(text, font: font, metrics: metrics)
        let clusters = MeasuredText(clusters: text, font: font, metrics: metrics)
        #expect(abs(ascii.width(of: 0..<ascii.count) - clusters.width(of: 0..<clusters.count)) < 1e-9)
        return ascii.width(of: 0..<ascii.count)
    }

    /// The system font kerns the pairs the fit learned ("To", "AV", "Y."): measured together
    /// they are narrower than their characters measured apart, in every fitted weight, and by
    /// the generated table's amount at the Text optical size. A pair the table lacks ("Ti", "ab",
    /// a pair with a space) measures as its two characters.
    @Test func systemFontKernsKnownPairs() throws {
        #expect(!GeneratedSystemFont.kerning.isEmpty)
        for weight in GeneratedSystemFont.weights {
            let font = Font.system(size: 17, weight: weight)
            for pair in ["To", "AV", "Y.", "Te"] {
                let apart = width(pair, font)
                let together = kernedWidth(pair, font)
                #expect(together < apart - 0.3, "\(pair) at \(weight): \(together) against \(apart) apart")
                let row = try #require(GeneratedSystemFont.kerning.first { $0.0 == pair })
                let index = GeneratedSystemFont.weights.firstIndex(of: weight)!
                #expect(abs((together - apart) - 17.0 / 1000 * row.1[index]) < 1e-9)
            }
            for pair in ["Ti", "ab", " A", "11"] {
                #expect(abs(kernedWidth(pair, font) - width(pair, font)) < 1e-9, "\(pair) at \(weight)")
            }
            // (A space ending the text hangs and is not measured: ask the metrics.)
            #expect(metrics.kerning(betweenPrintableASCII: UInt8(ascii: "T"), and: 0x20, in: font) == 0)
        }
        // Inside a longer text, and in one that is not all ASCII, the same pair kerns alike.
        let font = Font.system(size: 15)
        let kern = kernedWidth("To", font) - width("To", font)
        #expect(abs((kernedWidth("Today", font) - width("Today", font)) - kern) < 1e-9)
        let accented = MeasuredText("Today é", font: font, metrics: metrics)
        #expect(abs(accented.width(of: 0..<accented.count) - width("Today é", font) - kern) < 1e-9)
        // Every generated pair is two printable ASCII letters or punctuation (no space, no digit)
        // with a value per fitted weight that brings them closer.
        for (pair, values) in GeneratedSystemFont.kerning {
            #expect(pair.unicodeScalars.count == 2)
            #expect(pair.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F && $0.properties.numericType == nil })
            #expect(values.count == GeneratedSystemFont.weights.count)
            #expect(values.allSatisfy { $0 < 0 })
        }
    }

    /// Kerning fades out with the blend to the Display optical size, as the fit models it: full
    /// up to 17 points, half way at 22.5, none from 28.
    @Test func kerningFadesWithTheDisplayBlend() {
        func kern(_ size: Double) -> Double {
            (kernedWidth("To", .system(size: size)) - width("To", .system(size: size))) / size
        }
        #expect(kern(17) < 0)
        #expect(abs(kern(22.5) - kern(17) / 2) < 1e-9)
        #expect(kern(28) == 0)
        #expect(kern(40) == 0)
    }

    /// The fit learned kerning from the system font and the Dynamic Type styles only (labels in
    /// a named font are not sampled), so a font named in full, a stand-in family and monospaced
    /// text measure "To" as "T" + "o"; a Dynamic Type style kerns as the system font.
    @Test func kerningNeverAppliesToNamedFonts() {
        for name in ["Helvetica", "HelveticaNeue-Bold", "AvenirNext-Regular", "Georgia", "Menlo-Regular", "MyCustomFont"] {
            let font = Font.named(name, size: 17)
            for pair in ["To", "AV", "Y."] {
                #expect(metrics.kerning(betweenPrintableASCII: pair.utf8.first!, and: pair.utf8.last!, in: font) == 0)
                #expect(abs(kernedWidth(pair, font) - width(pair, font)) < 1e-9, "\(pair) in \(name)")
            }
        }
        let body = Font.preferred(.body)
        #expect(kernedWidth("To", body) < width("To", body))
    }

    /// Golden widths: what Trellis says single-line labels measure (rounded up to the 2x pixel
    /// grid, as Xcode saves them) for a few strings at several sizes and weights. Re-record with
    /// `TRELLIS_RECORD_SNAPSHOTS=1` after regenerating the fitted table, and say why.
    @Test func goldenWidths() throws {
        let strings = ["Settings", "Sign in with Apple", "Cancel", "0123456789", "Hello, World!"]
        let sizes = [11.0, 13.0, 15.0, 17.0, 20.0, 22.0, 28.0, 34.0]
        let weights: [Font.Weight] = [.regular, .medium, .semibold, .bold]
        var lines = ["# text | points | weight | width (pt, 2x grid)"]
        for text in strings {
            for size in sizes {
                for weight in weights {
                    let size2x = Label(text, font: .system(size: size, weight: weight)).size(scale: 2).width
                    lines.append("\(text) | \(size) | \(weight) | \(size2x)")
                }
            }
        }
        let actual = lines.joined(separator: "\n") + "\n"
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Golden__/system-font-widths.txt")
        let existing = try? String(contentsOf: file, encoding: .utf8)
        if ProcessInfo.processInfo.environment["TRELLIS_RECORD_SNAPSHOTS"] == "1" || existing == nil {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
            #expect(existing != nil || ProcessInfo.processInfo.environment["TRELLIS_RECORD_SNAPSHOTS"] == "1",
                    "recorded \(file.path): look at it and run again")
            return
        }
        let want = existing!.split(separator: "\n"), got = actual.split(separator: "\n")
        #expect(want.count == got.count)
        for (expected, measured) in zip(want, got) where expected != measured {
            Issue.record("golden width differs: expected \(expected), measured \(measured)")
            break
        }
    }
}
