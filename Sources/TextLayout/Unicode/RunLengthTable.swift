/// A code point property decoded from one of the generated run-length strings.
///
/// The Basic Multilingual Plane, where nearly all text lives, gets a direct 64 KiB lookup;
/// the rest is a binary search over the runs.
struct RunLengthTable: Sendable {
    private let bmp: [UInt8]
    private let runStarts: [UInt32]
    private let runValues: [UInt8]

    /// Decodes records of six hex digits (a run's first code point) and one base-62 digit
    /// (its value); whitespace between records is ignored.
    ///
    /// - Complexity: O(*n* + 65536) for *n* characters of `encoded`.
    init(encoded: String) {
        var starts: [UInt32] = []
        var values: [UInt8] = []
        var digits: [UInt8] = []
        digits.reserveCapacity(7)
        for byte in encoded.utf8 where byte > 0x20 {
            digits.append(byte)
            guard digits.count == 7 else { continue }
            var start: UInt32 = 0
            for digit in digits[0..<6] { start = start << 4 | UInt32(Self.digitValue(digit)) }
            starts.append(start)
            values.append(Self.digitValue(digits[6]))
            digits.removeAll(keepingCapacity: true)
        }
        precondition(digits.isEmpty && starts.first == 0, "malformed generated Unicode table")
        var bmp = [UInt8](repeating: 0, count: 0x10000)
        for run in starts.indices where starts[run] < 0x10000 {
            let end = run + 1 < starts.count ? min(Int(starts[run + 1]), 0x10000) : 0x10000
            for codePoint in Int(starts[run])..<end { bmp[codePoint] = values[run] }
        }
        self.bmp = bmp
        self.runStarts = starts
        self.runValues = values
    }

    /// The value for `codePoint`.
    ///
    /// - Complexity: O(1) in the BMP, O(log *runs*) above it.
    @inline(__always)
    subscript(codePoint: UInt32) -> UInt8 {
        if codePoint < 0x10000 { return bmp[Int(codePoint)] }
        var low = 0
        var high = runStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runStarts[middle] <= codePoint { low = middle } else { high = middle - 1 }
        }
        return runValues[low]
    }

    private static func digitValue(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte - UInt8(ascii: "A") + 36
        default: preconditionFailure("malformed generated Unicode table")
        }
    }
}
