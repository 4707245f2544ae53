/// A label's text laid out in its frame: what each line shows and where. Coordinates are in
/// the label's own space, the origin at its top left, y growing downwards.
public struct LabelLayout: Hashable, Sendable {
    /// The visible lines, top to bottom. Empty for an empty label.
    public var lines: [LaidOutLine]

    /// Whether some of the text is not shown (a line was truncated or dropped).
    public var isTruncated: Bool { lines.contains(where: \.isTruncated) }
}

/// One line of a ``LabelLayout``.
public struct LaidOutLine: Hashable, Sendable {
    /// What the line shows, with an "…" where it was truncated, without the spaces that hang
    /// at its end. Tabs stay tabs; ``segments`` says where the text after each one goes.
    public var text: String
    /// The left edge of the text.
    public var x: Double
    /// The top of the line box.
    public var top: Double
    /// The baseline: `top` plus the font's ascender.
    public var baseline: Double
    /// The advance of `text`.
    public var width: Double
    /// Whether text was cut from this line, or lines after it were dropped.
    public var isTruncated: Bool
    /// The runs of text between tabs, each with its own left edge; one segment without tabs.
    public var segments: [LineSegment]
}

/// A run of a line's text with no tab in it, drawn from `x`.
public struct LineSegment: Hashable, Sendable {
    public var text: String
    public var x: Double

    public init(text: String, x: Double) {
        self.text = text
        self.x = x
    }
}
