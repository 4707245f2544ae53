/// Binary properties of a code point that line breaking and display width need beyond the
/// Line_Break and East_Asian_Width values. The raw values are those of the generated table.
struct ScalarFlags: OptionSet, Sendable {
    let rawValue: UInt8

    /// Emoji_Presentation: shown as an emoji (two cells) without a variation selector.
    static let emojiPresentation = ScalarFlags(rawValue: 1)
    /// Extended_Pictographic, used by LB30b and by emoji ZWJ sequences.
    static let extendedPictographic = ScalarFlags(rawValue: 2)
    /// General_Category Cn (unassigned), used by LB30b.
    static let unassigned = ScalarFlags(rawValue: 4)
    /// General_Category Mn or Mc, which LB1 uses to resolve class SA.
    static let combiningMark = ScalarFlags(rawValue: 8)
    /// East_Asian_Width F, W or H: what LB30 calls `$EastAsian`.
    static let eastAsian = ScalarFlags(rawValue: 16)
}
