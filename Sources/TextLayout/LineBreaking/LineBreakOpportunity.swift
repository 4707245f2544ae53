/// A place where a line of text may, or must, end.
public struct LineBreakOpportunity: Hashable, Sendable {
    /// Where the next line would start: the index of the first character after the break.
    public let index: String.Index
    /// The same position counted in characters (grapheme clusters) from the start of the text.
    public let offset: Int
    /// The text demands a break here, after a hard line break such as `"\n"`.
    public let isMandatory: Bool

    /// Creates an opportunity; normally you get them from ``LineBreaking/opportunities(in:)``.
    public init(index: String.Index, offset: Int, isMandatory: Bool) {
        self.index = index
        self.offset = offset
        self.isMandatory = isMandatory
    }
}
