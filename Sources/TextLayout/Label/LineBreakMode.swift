/// How a label wraps and truncates its text, as `NSLineBreakMode`.
public enum LineBreakMode: Hashable, Sendable, CaseIterable {
    /// Wrap at word boundaries (UAX #14 opportunities); a word wider than the line is broken
    /// between characters. Lines past the limit are dropped.
    case byWordWrapping
    /// Wrap between any two characters. Lines past the limit are dropped.
    case byCharWrapping
    /// Wrap at word boundaries; the last line is cut off at the label's edge.
    case byClipping
    /// Wrap at word boundaries; the last line starts with "…" and ends with the text's end.
    case byTruncatingHead
    /// Wrap at word boundaries; the last line is cut off with "…" (UILabel's default).
    case byTruncatingTail
    /// Wrap at word boundaries; the last line keeps its start and end with "…" between.
    case byTruncatingMiddle
}
