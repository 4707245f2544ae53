/// Helvetica's advance widths by scalar, decoded once from the generated AFM data.
enum HelveticaWidths {
    /// Advances in em (1000 AFM units), regular and bold, for the scalars Adobe's AFM files
    /// cover (Latin-1 and the common punctuation), and for the Latin Extended, Greek and
    /// Cyrillic letters they lack, Liberation Sans's: metric-compatible with Arial, whose
    /// advances are Helvetica's wherever both have a character. Without those, a Cyrillic letter
    /// measured as a digit (0.556 em), which made Russian text about 6% too wide ("27 августа
    /// 2022" at 13 points: 7.79 em of prior where Liberation Sans's letters give 7.36).
    static let regular = decode(GeneratedHelveticaWidths.regular, extendedBy: GeneratedHelveticaWidths.regularExtension)
    static let bold = decode(GeneratedHelveticaWidths.bold, extendedBy: GeneratedHelveticaWidths.boldExtension)

    /// A direct table for ASCII, the common case.
    static let regularASCII = asciiTable(regular)
    static let boldASCII = asciiTable(bold)

    /// `encoded`'s widths, and `extra`'s for scalars `encoded` lacks.
    private static func decode(_ encoded: String, extendedBy extra: String) -> [UInt32: Double] {
        decode(encoded).merging(decode(extra)) { helvetica, _ in helvetica }
    }

    private static func decode(_ encoded: String) -> [UInt32: Double] {
        var widths: [UInt32: Double] = [:]
        let bytes = Array(encoded.utf8.filter { $0 > 0x20 })
        precondition(bytes.count % 8 == 0, "malformed generated Helvetica widths")
        for record in stride(from: 0, to: bytes.count, by: 8) {
            let scalar = UInt32(String(decoding: bytes[record..<record + 4], as: UTF8.self), radix: 16)!
            let width = Double(String(decoding: bytes[record + 4..<record + 8], as: UTF8.self))!
            widths[scalar] = width / 1000
        }
        return widths
    }

    private static func asciiTable(_ widths: [UInt32: Double]) -> [Double] {
        (0..<128).map { widths[UInt32($0)] ?? 0 }
    }
}
