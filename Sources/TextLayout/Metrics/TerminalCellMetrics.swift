/// Monospace metrics for a terminal: a character's advance is its ``DisplayWidth`` in cells and
/// every line is one row. The font is ignored.
public struct TerminalCellMetrics: FontMetrics, Hashable {
    /// Count East Asian Ambiguous characters as two cells.
    public var ambiguousIsWide: Bool
    /// Cells between tab stops.
    public var tabWidth: Int

    /// Creates terminal metrics; by default ambiguous characters take one cell and tab stops
    /// are every 8 cells.
    public init(ambiguousIsWide: Bool = false, tabWidth: Int = 8) {
        self.ambiguousIsWide = ambiguousIsWide
        self.tabWidth = tabWidth
    }

    public func advance(of character: Character, in font: Font) -> Double {
        if let cells = DisplayWidth.cells(of: character, ambiguousIsWide: ambiguousIsWide) {
            return Double(cells)
        }
        return DisplayWidth.visibleForm(of: character).reduce(0.0) {
            $0 + Double(DisplayWidth.cells(of: $1, ambiguousIsWide: ambiguousIsWide) ?? 1)
        }
    }

    public func lineHeight(of font: Font) -> Double { 1 }
    public func ascender(of font: Font) -> Double { 1 }
    public func descender(of font: Font) -> Double { 0 }
    public func tabInterval(of font: Font) -> Double { Double(tabWidth) }
}
