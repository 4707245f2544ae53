/// Pair kerning from the old `kern` table: format 0 subtables (sorted glyph pairs), in
/// Microsoft's layout (version 0) or Apple's (version 1.0).
///
/// Only horizontal subtables that adjust advances count: cross-stream and minimum-value
/// subtables move glyphs up and down or clamp, which a line's width does not see.
struct KernTable: Sendable {
    /// Adjustments in font units, keyed by `left << 16 | right`.
    let pairs: [UInt32: Int16]

    init(_ table: ByteReader) throws(FontFileError) {
        var pairs: [UInt32: Int16] = [:]
        let apple = try table.u16(0) == 1
        let count = apple ? Int(try table.u32(4)) : Int(try table.u16(2))
        var offset = apple ? 8 : 4
        for index in 0..<count {
            guard offset < table.count else {
                throw table.error("subtable \(index + 1) of \(count) starts past the end")
            }
            let length: Int, format: UInt16, horizontal: Bool, override: Bool, header: Int
            if apple {
                length = Int(try table.u32(offset))
                let coverage = try table.u16(offset + 4)
                format = coverage & 0xFF
                horizontal = coverage & 0xE000 == 0  // not vertical, cross-stream or variation
                override = false
                header = 8
            } else {
                length = Int(try table.u16(offset + 2))
                let coverage = try table.u16(offset + 4)
                format = coverage >> 8
                horizontal = coverage & 0x1 != 0 && coverage & 0x6 == 0
                override = coverage & 0x8 != 0
                header = 6
            }
            var next = offset + length
            if format == 0 {
                let pairCount = Int(try table.u16(offset + header))
                let first = offset + header + 8
                try table.check(first, pairCount * 6, "\(pairCount) kerning pairs")
                // A 16-bit length overflows in big subtables; the pair count is what is true.
                next = first + pairCount * 6
                if horizontal {
                    for pair in 0..<pairCount {
                        let at = first + pair * 6
                        let key = UInt32(try table.u16(at)) << 16 | UInt32(try table.u16(at + 2))
                        let value = try table.i16(at + 4)
                        pairs[key] = override ? value : (pairs[key] ?? 0) &+ value
                    }
                }
            }
            guard next > offset else { throw table.error("subtable \(index + 1) has length 0") }
            offset = next
        }
        self.pairs = pairs
    }

    /// The adjustment between two glyphs, in font units.
    func kerning(_ left: UInt16, _ right: UInt16) -> Int {
        Int(pairs[UInt32(left) << 16 | UInt32(right)] ?? 0)
    }
}
