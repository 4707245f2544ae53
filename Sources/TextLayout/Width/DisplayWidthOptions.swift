/// How ``DisplayWidth`` counts the cells of text that a terminal could show in more than one way.
public struct DisplayWidthOptions: Hashable, Sendable {
    /// What to do with control characters (General_Category Cc: C0, DEL and C1).
    public enum ControlCharacters: Hashable, Sendable {
        /// Throw ``DisplayWidthError/controlCharacter(_:offset:)``.
        case reject
        /// Measure them as the visible symbol ``DisplayWidth/visibleForm(of:)`` shows instead.
        case showVisibly
    }

    /// Count East Asian Ambiguous characters (such as `°`, `±`, `○`, Greek and Cyrillic
    /// letters) as two cells, as terminals set up for CJK text do. Off by default.
    public var ambiguousIsWide: Bool
    /// What to do with control characters; `.reject` by default.
    public var controlCharacters: ControlCharacters

    /// Creates options; the defaults are one cell for ambiguous characters and rejecting
    /// control characters.
    public init(ambiguousIsWide: Bool = false, controlCharacters: ControlCharacters = .reject) {
        self.ambiguousIsWide = ambiguousIsWide
        self.controlCharacters = controlCharacters
    }
}
