/// Numbers as the outputs write them.
enum NumberFormatting {
    /// A JSON number: integers without a fraction (`16`, not `16.0`), no negative zero, other values
    /// in Swift's shortest round-trip form (`20.287`, `1e-07`), which is valid JSON. JSON has no
    /// infinities or NaN, so a non-finite value is written as `null`.
    static func json(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 { return String(Int64(value)) }
        return value.description
    }

    /// An SVG length: rounded to a thousandth of a point (finer than any screen), integers without a
    /// fraction, no negative zero, non-finite values as 0 so the document stays valid.
    static func svg(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        if abs(rounded) >= 1e15 { return rounded.description }
        // Fixed notation with at most three decimals, without trailing zeros.
        let negative = rounded < 0
        let thousandths = Int64((abs(rounded) * 1000).rounded())
        var fraction = String(thousandths % 1000)
        while fraction.count < 3 { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return (negative ? "-" : "") + String(thousandths / 1000) + "." + fraction
    }
}
