/// What text measures in some font: the advance of each character and the vertical metrics of
/// a line. Lengths are in the metrics' own unit: points for ``ProportionalMetrics``, cells for
/// ``TerminalCellMetrics``.
///
/// Use ``FontMetrics/proportional`` for iOS-like sizes and ``FontMetrics/terminal`` for a
/// monospace grid.
public protocol FontMetrics: Sendable {
    /// How far the pen moves after drawing `character` in `font`.
    ///
    /// Control characters other than tabs and line breaks are measured as the symbol that
    /// shows them (see ``DisplayWidth/visibleForm(of:)``); ``Label`` draws that symbol.
    func advance(of character: Character, in font: Font) -> Double
    /// The distance from one baseline to the next.
    func lineHeight(of font: Font) -> Double
    /// The distance from the top of a line to its baseline.
    func ascender(of font: Font) -> Double
    /// The distance from the baseline to the bottom of a line (positive).
    func descender(of font: Font) -> Double
    /// The distance between default tab stops.
    func tabInterval(of font: Font) -> Double
    /// The pair kerning between two adjacent characters, added to the first one's advance
    /// (negative brings them closer). Metrics without kerning tables return 0.
    func kerning(between left: Character, and right: Character, in font: Font) -> Double
    /// The advance of the printable ASCII character `byte` (U+0020...U+007E): what
    /// ``advance(of:in:)`` gives for it. Text is mostly ASCII, and a conforming type can measure
    /// it without the `Character` that the general method takes apart.
    func advance(ofPrintableASCII byte: UInt8, in font: Font) -> Double
    /// ``kerning(between:and:in:)`` of two printable ASCII characters (U+0020...U+007E), for
    /// the same reason as ``advance(ofPrintableASCII:in:)``.
    func kerning(betweenPrintableASCII left: UInt8, and right: UInt8, in font: Font) -> Double
}

extension FontMetrics {
    /// No pair kerning (``ProportionalMetrics`` kerns the system font; font files their own pairs).
    public func kerning(between left: Character, and right: Character, in font: Font) -> Double { 0 }

    /// ``advance(of:in:)`` of the character.
    public func advance(ofPrintableASCII byte: UInt8, in font: Font) -> Double {
        advance(of: Character(Unicode.Scalar(byte)), in: font)
    }

    /// ``kerning(between:and:in:)`` of the two characters.
    public func kerning(betweenPrintableASCII left: UInt8, and right: UInt8, in font: Font) -> Double {
        kerning(between: Character(Unicode.Scalar(left)), and: Character(Unicode.Scalar(right)), in: font)
    }
}

extension FontMetrics where Self == ProportionalMetrics {
    /// Metrics close to iOS's system font, in points.
    public static var proportional: ProportionalMetrics { ProportionalMetrics() }
}

extension FontMetrics where Self == TerminalCellMetrics {
    /// One cell per narrow character and two per wide one; one line per row.
    public static var terminal: TerminalCellMetrics { TerminalCellMetrics() }
}
