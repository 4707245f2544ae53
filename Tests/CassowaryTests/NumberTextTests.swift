import Foundation
import Testing
@testable import Cassowary

/// The number formats that Trellis's modules wrote with their own copies before ``NumberText``,
/// kept here verbatim so that each call of `NumberText.plain` that replaces one is pinned to write
/// byte for byte what the copy wrote.
private enum Copies {
    /// Cassowary's `formatNumber` (Expression.swift) and `Priority.description`.
    static func cassowary(_ value: Double) -> String {
        if value == value.rounded(), Swift.abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// Layout's `formatLength` (Geometry.swift).
    static func layoutLength(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// trellis's `formatValue` (Console.swift).
    static func consoleValue(_ value: Double) -> String {
        let rounded = (value * 1e9).rounded() / 1e9
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.9f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// Rendering's `NumberFormatting.json`.
    static func json(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 { return String(Int64(value)) }
        return value.description
    }

    /// Rendering's `NumberFormatting.svg`.
    static func svg(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        if abs(rounded) >= 1e15 { return rounded.description }
        let negative = rounded < 0
        let thousandths = Int64((abs(rounded) * 1000).rounded())
        var fraction = String(thousandths % 1000)
        while fraction.count < 3 { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return (negative ? "-" : "") + String(thousandths / 1000) + "." + fraction
    }

    /// MiniCookpad's device name part (`MiniCookpadScreen.effectiveDevice`).
    static func deviceSize(_ x: Double) -> String { x == x.rounded() && abs(x) < 1e9 ? String(Int(x)) : String(x) }
}

/// The calls that replace the copies.
private enum Replacements {
    static func cassowary(_ value: Double) -> String { NumberText.plain(value) }
    static func layoutLength(_ value: Double) -> String { NumberText.plain(value, decimals: 3) }
    static func consoleValue(_ value: Double) -> String { NumberText.plain(value, decimals: 9, fraction: .fixed) }
    static func json(_ value: Double) -> String {
        value.isFinite ? NumberText.plain(value, wholeBelow: 9_007_199_254_740_992) : "null"
    }
    static func svg(_ value: Double) -> String {
        value.isFinite ? NumberText.plain(value, decimals: 3, fraction: .scaledInteger) : "0"
    }
    static func deviceSize(_ value: Double) -> String { NumberText.plain(value, wholeBelow: 1e9) }
}

@Suite("NumberText")
struct NumberTextTests {
    /// Edge cases: zeros, whole values around each limit, residue, fractions that round, large
    /// and tiny magnitudes, non-finite values.
    static let table: [Double] = [
        0, -0.0, 1, -1, 16.0, -3.5, 20.287, 20.2871, 20.2875, -20.2875, 0.1 + 0.2, 1.0 / 3, -2.0 / 3,
        400, 999.5, 1e-7, -1e-7, 1e-9, 1.5e-9, 4e-10, -4e-10, 5e-10, 0.0005, -0.0005, 0.0004999, 1e-4, 1e-5,
        123.456789012, 12345678.123456789, 4.5e6 + 0.123456789,
        1e9 - 1, 1e9, 1e9 + 0.5, 1e12 + 0.25, 1e14 + 0.03125, 1e14 + 0.015625, 999_999_999_999_999,
        1e15 - 0.5, 1e15, -1e15, 1e15 + 0.5, 9_007_199_254_740_991, 9_007_199_254_740_992, 1e16, 1e20, -1e20,
        1e22, 1.7976931348623157e308, 5e-324, -5e-324, 2.2250738585072014e-308,
        .nan, -.nan, .infinity, -.infinity,
    ]

    /// The table, and seeded random values over many magnitudes.
    static var values: [Double] {
        var g = SeededGenerator(seed: 7)
        var values = table
        for _ in 0..<4_000 {
            let magnitude = Double.random(in: -12...18, using: &g)
            let value = Double.random(in: -1...1, using: &g) * pow(10, magnitude)
            values.append(value)
            values.append((value * 1000).rounded() / 1000)
        }
        return values
    }

    @Test func pinnedOutputs() {
        #expect(NumberText.plain(400) == "400")
        #expect(NumberText.plain(-0.0) == "0")
        #expect(NumberText.plain(16.0) == "16")
        #expect(NumberText.plain(-3.5) == "-3.5")
        #expect(NumberText.plain(20.287) == "20.287")
        #expect(NumberText.plain(1e15) == "1000000000000000.0")
        #expect(NumberText.plain(1e16) == "1e+16")
        #expect(NumberText.plain(1e-7) == "1e-07")
        #expect(NumberText.plain(.nan) == "nan")
        #expect(NumberText.plain(.infinity) == "inf")
        #expect(NumberText.plain(20.2871, decimals: 3) == "20.287")
        #expect(NumberText.plain(-0.0001, decimals: 3) == "0")
        #expect(NumberText.plain(1e-7, decimals: 9, fraction: .fixed) == "0.0000001")
        #expect(NumberText.plain(1e15, decimals: 9, fraction: .fixed) == "1000000000000000")
        #expect(NumberText.plain(1e15 + 0.5, decimals: 9, fraction: .fixed) == "1000000000000000.5")
        #expect(NumberText.plain(-3.5, decimals: 3, fraction: .scaledInteger) == "-3.5")
        #expect(NumberText.plain(0.05, decimals: 3, fraction: .scaledInteger) == "0.05")
        #expect(NumberText.plain(1e15, wholeBelow: 9_007_199_254_740_992) == "1000000000000000")
        #expect(NumberText.plain(1e9, wholeBelow: 1e9) == "1000000000.0")
    }

    @Test func cassowaryFormatIsUnchanged() {
        for value in Self.values { #expect(Replacements.cassowary(value) == Copies.cassowary(value), "\(value)") }
        for value in Self.values where value.isFinite {
            #expect(Priority(value).description == Copies.cassowary(value), "\(value)")
        }
    }

    @Test func layoutLengthFormatIsReproduced() {
        for value in Self.values { #expect(Replacements.layoutLength(value) == Copies.layoutLength(value), "\(value)") }
    }

    @Test func consoleValueFormatIsReproduced() {
        for value in Self.values { #expect(Replacements.consoleValue(value) == Copies.consoleValue(value), "\(value)") }
    }

    @Test func jsonFormatIsReproduced() {
        for value in Self.values { #expect(Replacements.json(value) == Copies.json(value), "\(value)") }
    }

    @Test func svgFormatIsReproduced() {
        for value in Self.values { #expect(Replacements.svg(value) == Copies.svg(value), "\(value)") }
    }

    @Test func deviceSizeFormatIsReproduced() {
        for value in Self.values { #expect(Replacements.deviceSize(value) == Copies.deviceSize(value), "\(value)") }
    }

    /// The exact expansion against C's `%.*f` on every number of decimals.
    @Test func exactFixedMatchesPrintf() {
        for value in Self.values {
            for decimals in [0, 1, 3, 9, 17] {
                #expect(NumberText.exactFixed(value, decimals: decimals) == String(format: "%.\(decimals)f", value),
                        "\(value) to \(decimals)")
            }
        }
    }
}
