import Testing
@testable import TextLayout

/// A text of printable ASCII is measured without being split into `Character`s
/// (`MeasuredText.init(printableASCII:font:metrics:)`); it must come out exactly as the general
/// path, cluster by cluster, measures it.
@Suite("Measuring ASCII text on its fast path")
struct MeasuredTextTests {
    static let texts = [
        "", " ", "Label", "Recipe number 2999", "A short description of recipe 12, long enough to wrap.",
        "AV AVA, To. \"Yes\" (no) [x] {y} <z> $9.99 50% #1 @home a&b ~/path|pipe_under^hat`tick'",
        "  leading and trailing  ", String((0x20..<0x7F).map { Character(Unicode.Scalar(UInt8($0))) }),
    ]

    static let fonts: [Font] = [
        .system(size: 17), .system(size: 13, weight: .semibold), .boldSystem(size: 28), .system(size: 11, weight: .light),
        .preferred(.footnote), .named("Helvetica-Bold", size: 15), .named("AvenirNext-Regular", size: 14),
        .named("Menlo-Regular", size: 12), .named("SomeAppFont", size: 16),
    ]

    private func expectSame(_ text: String, _ font: Font, _ metrics: some FontMetrics) {
        let fast = MeasuredText(text, font: font, metrics: metrics)
        let general = MeasuredText(clusters: text, font: font, metrics: metrics)
        #expect(fast.count == text.utf8.count, "\(text) in \(font)")
        #expect(fast.count == general.count)
        #expect(fast.advances == general.advances, "\(text) in \(font)")
        #expect(fast.kinds == general.kinds)
        #expect(fast.breakBefore == general.breakBefore, "\(text)")
        #expect(fast.clusters(0..<fast.count) == general.clusters(0..<general.count))
        for i in 0..<fast.count { #expect(fast.clusters(i..<i + 1) == general.clusters(i..<i + 1)) }
        #expect(fast.ellipsisAdvance == general.ellipsisAdvance)
        #expect(fast.tabInterval == general.tabInterval)
    }

    @Test func builtInModelMeasuresAsciiAsTheGeneralPath() {
        for generation in [SystemFont.Generation.variable, .separateOpticalSizes] {
            let metrics = ProportionalMetrics(systemFontGeneration: generation)
            for text in Self.texts { for font in Self.fonts { expectSame(text, font, metrics) } }
        }
        for text in Self.texts { expectSame(text, .system(size: 17), TerminalCellMetrics()) }
    }

    /// With font files the pairs kern: "AV" in the test face kerns by -100/1000 em.
    @Test func fontFilesKernAsciiAsTheGeneralPath() throws {
        let metrics = FontFileMetrics(fonts: try FontCollectionTests.openSans())
        let font = Font.named("OpenSans", size: 10)
        for text in ["AV", "AVAV A", "VA", "A V"] + Self.texts { expectSame(text, font, metrics) }
        let kerned = MeasuredText("AV", font: font, metrics: metrics)
        #expect(kerned.advances == [6 - 1, 7])
    }

    /// Text with anything beyond printable ASCII takes the general path: control characters shown
    /// as symbols, CR LF one cluster, combining marks with their base.
    @Test func otherTextTakesTheGeneralPath() {
        let metrics = ProportionalMetrics()
        for text in ["tab\there", "line\r\nbreak", "e\u{301}t\u{e9}", "caf\u{e9} \u{2026}", "\u{7}bell"] {
            let measured = MeasuredText(text, font: .system(size: 17), metrics: metrics)
            #expect(measured.count == text.count)
            #expect(measured.advances == MeasuredText(clusters: text, font: .system(size: 17), metrics: metrics).advances)
        }
    }
}
