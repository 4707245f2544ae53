import Cassowary

/// Numbers as the outputs write them.
enum NumberFormatting {
    /// A JSON number: integers without a fraction (`16`, not `16.0`), no negative zero, other values
    /// in Swift's shortest round-trip form (`20.287`, `1e-07`), which is valid JSON. JSON has no
    /// infinities or NaN, so a non-finite value is written as `null`.
    static func json(_ value: Double) -> String {
        value.isFinite ? NumberText.plain(value, wholeBelow: 9_007_199_254_740_992) : "null"
    }

    /// An SVG length: rounded to a thousandth of a point (finer than any screen), integers without a
    /// fraction, no negative zero, non-finite values as 0 so the document stays valid.
    static func svg(_ value: Double) -> String {
        value.isFinite ? NumberText.plain(value, decimals: 3, fraction: .scaledInteger) : "0"
    }
}
