/// Numbers as people write them: `400`, not `400.0`; `0`, never `-0`.
///
/// The one home of Trellis's "integer if whole" format. Every output that shows a number (constraint
/// descriptions, layout reports, the console, JSON and SVG) is a choice of three things here: whether
/// the value is first rounded to some decimals, up to what magnitude a whole value is written as an
/// integer, and how a fraction is written.
///
/// ```swift
/// NumberText.plain(400)                                   // "400"
/// NumberText.plain(-0.0)                                  // "0"
/// NumberText.plain(20.2871, decimals: 3)                  // "20.287"
/// NumberText.plain(1e-7)                                  // "1e-07"
/// NumberText.plain(1e-7, decimals: 9, fraction: .fixed)   // "0.0000001"
/// ```
public enum NumberText {
    /// How a value that is not written as an integer is written.
    public enum Fraction: Sendable {
        /// Swift's shortest form that reads back as the same `Double` (`20.287`, `1e-07`, `1e+15`,
        /// `nan`, `inf`).
        case shortest
        /// Positional notation with `decimals` decimals, from the value's exact binary expansion
        /// rounded half to even (what C's `%.*f` prints), then trailing zeros and a bare point dropped,
        /// and `-0` written `0`. Never an exponent: `1e15 + 0.5` is `1000000000000000.5`.
        /// Without `decimals`, the same as ``shortest``.
        case fixed
        /// Positional notation from the integer `(|value| × 10^decimals).rounded()`, computed in
        /// `Double`, with the decimal point put back and trailing zeros dropped. It agrees with
        /// ``fixed`` unless the value is so large that a `Double` cannot hold it to `decimals` places
        /// (from about 4e12 for three). Magnitudes of `wholeBelow` and more are written as
        /// ``shortest``. Without `decimals`, the same as ``shortest``.
        case scaledInteger
    }

    /// `value` as text.
    ///
    /// 1. With `decimals`, the value is first rounded to that many decimals:
    ///    `(value × 10^decimals).rounded() / 10^decimals`, ties away from zero.
    /// 2. A whole value of magnitude below `wholeBelow` is written as an integer, without a fraction
    ///    or a sign on zero (`16`, `0`).
    /// 3. Anything else is written as `fraction` says.
    ///
    /// Non-finite values are written as `fraction` writes them (`nan`, `inf`, `-inf`); formats that
    /// have no such words (JSON) check `isFinite` first.
    ///
    /// - Parameters:
    ///   - decimals: how many decimals to keep, `0...17`; `nil` keeps the value as it is.
    ///   - fraction: how a value that is not a whole number below `wholeBelow` is written.
    ///   - wholeBelow: the magnitude from which whole values are no longer written as integers;
    ///     at most 2^63.
    public static func plain(
        _ value: Double, decimals: Int? = nil, fraction: Fraction = .shortest, wholeBelow: Double = 1e15
    ) -> String {
        precondition(wholeBelow <= 9_223_372_036_854_775_808, "whole values must fit an Int")
        var rounded = value
        if let decimals {
            precondition((0...17).contains(decimals), "decimals must be in 0...17")
            let scale = powerOfTen(decimals)
            rounded = (value * scale).rounded() / scale
        }
        if rounded == rounded.rounded(), Swift.abs(rounded) < wholeBelow { return String(Int(rounded)) }
        guard let decimals else { return String(rounded) }
        switch fraction {
        case .shortest:
            return String(rounded)
        case .fixed:
            let text = trimmingZeros(exactFixed(rounded, decimals: decimals))
            return text == "-0" ? "0" : text
        case .scaledInteger:
            guard Swift.abs(rounded) < wholeBelow else { return String(rounded) }
            return scaledFixed(rounded, decimals: decimals)
        }
    }

    /// `10^n`, exact for `n <= 22`.
    static func powerOfTen(_ n: Int) -> Double {
        var result = 1.0
        for _ in 0..<n { result *= 10 }
        return result
    }

    /// Drops trailing zeros of a fraction, then a bare point. Integers keep their zeros.
    private static func trimmingZeros(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var text = text
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// Rendering's SVG formatting of a fraction: the integer number of `10^-decimals` units, then
    /// split at the point. The caller has ruled out whole values and magnitudes that overflow.
    private static func scaledFixed(_ value: Double, decimals: Int) -> String {
        let scale = powerOfTen(decimals)
        let units = Int64((Swift.abs(value) * scale).rounded())
        let divisor = Int64(scale)
        var fraction = String(units % divisor)
        while fraction.count < decimals { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let whole = String(units / divisor)
        return (value < 0 ? "-" : "") + (fraction.isEmpty ? whole : whole + "." + fraction)
    }

    /// `value` in positional notation with exactly `decimals` decimals, as C's `%.*f` writes it: the
    /// exact binary value rounded half to even. Non-finite values as `nan`, `inf`, with their sign.
    static func exactFixed(_ value: Double, decimals: Int) -> String {
        let sign = value.sign == .minus ? "-" : ""
        if value.isNaN { return sign + "nan" }
        if value.isInfinite { return sign + "inf" }
        // |value| = significand × 2^exponent, both integers.
        var significand = value.significandBitPattern
        var exponent = Int(value.exponentBitPattern)
        if exponent == 0 {
            exponent = 1  // subnormal
        } else {
            significand |= 1 << UInt64(Double.significandBitCount)
        }
        exponent -= 1023 + Double.significandBitCount  // the bias of binary64 exponents
        var units = DecimalDigits(significand)
        for _ in 0..<decimals { units.multiply(by: 10) }
        if exponent >= 0 {
            units.shiftLeft(exponent)
        } else {
            units.shiftRightRoundingHalfToEven(-exponent)
        }
        var digits = units.decimalString()
        if digits.count <= decimals { digits = String(repeating: "0", count: decimals + 1 - digits.count) + digits }
        guard decimals > 0 else { return sign + digits }
        let point = digits.index(digits.endIndex, offsetBy: -decimals)
        return sign + digits[..<point] + "." + digits[point...]
    }
}

/// A non-negative integer of any size, as much arithmetic as ``NumberText/exactFixed(_:decimals:)``
/// needs: a double's exact value times a power of ten is up to about 1,100 bits.
private struct DecimalDigits {
    /// Base 2^32, least significant first, no leading zero limbs (zero is `[]`).
    var limbs: [UInt32]

    init(_ value: UInt64) {
        limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
        normalize()
    }

    mutating func normalize() {
        while limbs.last == 0 { limbs.removeLast() }
    }

    mutating func multiply(by factor: UInt32) {
        var carry: UInt64 = 0
        for i in limbs.indices {
            let product = UInt64(limbs[i]) * UInt64(factor) + carry
            limbs[i] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
        if carry != 0 { limbs.append(UInt32(carry)) }
    }

    mutating func shiftLeft(_ bits: Int) {
        guard !limbs.isEmpty, bits > 0 else { return }
        let whole = bits / 32, part = bits % 32
        if part != 0 {
            var carry: UInt32 = 0
            for i in limbs.indices {
                let limb = limbs[i]
                limbs[i] = (limb << UInt32(part)) | carry
                carry = limb >> UInt32(32 - part)
            }
            if carry != 0 { limbs.append(carry) }
        }
        limbs.insert(contentsOf: repeatElement(0, count: whole), at: 0)
    }

    func bit(_ index: Int) -> Bool {
        let limb = index / 32
        return limb < limbs.count && limbs[limb] >> UInt32(index % 32) & 1 == 1
    }

    /// Whether any of the bits below `index` is set.
    func hasBits(below index: Int) -> Bool {
        for i in 0..<Swift.min(index / 32, limbs.count) where limbs[i] != 0 { return true }
        let limb = index / 32, part = index % 32
        return limb < limbs.count && part > 0 && limbs[limb] & ((1 << UInt32(part)) - 1) != 0
    }

    /// Divides by 2^bits, rounding the quotient half to even.
    mutating func shiftRightRoundingHalfToEven(_ bits: Int) {
        let half = bit(bits - 1)
        let rest = hasBits(below: bits - 1)
        let whole = bits / 32, part = bits % 32
        if whole >= limbs.count {
            limbs = []
        } else {
            limbs.removeFirst(whole)
            if part != 0 {
                for i in limbs.indices {
                    let next = i + 1 < limbs.count ? limbs[i + 1] : 0
                    limbs[i] = (limbs[i] >> UInt32(part)) | (next << UInt32(32 - part))
                }
            }
            normalize()
        }
        let isOdd = limbs.first.map { $0 & 1 == 1 } ?? false
        if half && (rest || isOdd) { addOne() }
    }

    mutating func addOne() {
        for i in limbs.indices {
            limbs[i] &+= 1
            if limbs[i] != 0 { return }
        }
        limbs.append(1)
    }

    /// The number in decimal, without leading zeros ("0" for zero).
    func decimalString() -> String {
        var limbs = self.limbs
        var chunks: [UInt32] = []  // base 10^9, least significant first
        while !limbs.isEmpty {
            var remainder: UInt64 = 0
            for i in limbs.indices.reversed() {
                let current = remainder << 32 | UInt64(limbs[i])
                limbs[i] = UInt32(current / 1_000_000_000)
                remainder = current % 1_000_000_000
            }
            chunks.append(UInt32(remainder))
            while limbs.last == 0 { limbs.removeLast() }
        }
        guard let top = chunks.popLast() else { return "0" }
        var text = String(top)
        for chunk in chunks.reversed() {
            let digits = String(chunk)
            text += String(repeating: "0", count: 9 - digits.count) + digits
        }
        return text
    }
}
