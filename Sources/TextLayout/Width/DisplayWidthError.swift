/// Why a text has no well-defined width in terminal cells.
public enum DisplayWidthError: Error, Hashable, Sendable {
    /// The text holds a control character, such as a tab, newline or escape, at `offset`
    /// (counted in characters). Lay such text out with ``Label`` or measure it with
    /// ``DisplayWidthOptions/ControlCharacters/showVisibly``.
    case controlCharacter(Unicode.Scalar, offset: Int)
}
