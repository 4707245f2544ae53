import Foundation

/// Parses multipliers in every form Xcode writes: a ratio `375:250`, a fraction `2/3`, a decimal
/// `0.5` or `5`, and a percentage `50%`. Returns nil for anything else, for a zero divisor, and for
/// non-finite results, so a bad value becomes a typed error instead of a solver surprise.
public enum IBMultiplier {
    public static func parse(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix("%") {
            guard let percent = number(trimmed.dropLast()) else { return nil }
            return finite(percent / 100)
        }
        for separator in [":", "/"] where trimmed.contains(separator) {
            let parts = trimmed.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2, let numerator = number(parts[0]), let denominator = number(parts[1]),
                  denominator != 0
            else { return nil }
            return finite(numerator / denominator)
        }
        return number(trimmed[...]).flatMap(finite)
    }

    private static func number(_ text: Substring) -> Double? {
        Double(text.trimmingCharacters(in: .whitespaces))
    }

    private static func finite(_ value: Double) -> Double? { value.isFinite ? value : nil }
}
