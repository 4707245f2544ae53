/// The tables that say how big a font's glyphs are: `head` (units per em), `hhea` (the line,
/// and how many advances `hmtx` stores), `maxp` (the glyph count) and `hmtx` (the advances).
struct HorizontalMetrics: Sendable {
    let unitsPerEm: Int
    /// `hhea`'s line: ascender (up, positive), descender (down, usually negative), gap.
    let ascender: Int
    let descender: Int
    let lineGap: Int
    /// Advance widths by glyph, in font units; glyphs past the stored ones repeat the last.
    let advances: [UInt16]

    init(head: ByteReader, hhea: ByteReader, maxp: ByteReader, hmtx: ByteReader) throws(FontFileError) {
        let unitsPerEm = Int(try head.u16(18))
        // The OpenType range is 16 to 16384; 0 would divide by zero when measuring.
        guard (16...16384).contains(unitsPerEm) else { throw head.error("unitsPerEm \(unitsPerEm) is outside 16-16384") }
        self.unitsPerEm = unitsPerEm
        ascender = Int(try hhea.i16(4))
        descender = Int(try hhea.i16(6))
        lineGap = Int(try hhea.i16(8))
        let stored = Int(try hhea.u16(34))
        let glyphs = Int(try maxp.u16(4))
        guard stored >= 1 else { throw hhea.error("numberOfHMetrics is 0") }
        guard stored <= glyphs else {
            throw hhea.error("numberOfHMetrics \(stored) exceeds the glyph count \(glyphs) in 'maxp'")
        }
        try hmtx.check(0, stored * 4, "\(stored) advance widths")
        var advances: [UInt16] = []
        advances.reserveCapacity(glyphs)
        for glyph in 0..<stored { advances.append(try hmtx.u16(glyph * 4)) }
        advances.append(contentsOf: repeatElement(advances[stored - 1], count: glyphs - stored))
        self.advances = advances
    }

    /// The advance of `glyph` in font units; 0 for a glyph the font does not have.
    func advance(of glyph: UInt16) -> Int {
        Int(glyph) < advances.count ? Int(advances[Int(glyph)]) : 0
    }
}

/// The `OS/2` table's weight, style and typographic line.
struct OS2Metrics: Sendable {
    /// `usWeightClass`: 100 thin ... 400 regular ... 900 black.
    let weightClass: Int
    /// `fsSelection` bit 0.
    let isItalic: Bool
    /// `sTypoAscender`, `sTypoDescender`, `sTypoLineGap`; nil in a table too short for them.
    let typoAscender: Int?
    let typoDescender: Int?
    let typoLineGap: Int?
    /// `usWinAscent` and `usWinDescent`; nil in a table too short for them.
    let winAscent: Int?
    let winDescent: Int?

    init(_ table: ByteReader) throws(FontFileError) {
        weightClass = Int(try table.u16(4))
        // Version 0 tables from old Apple fonts stop after the vendor fields (68 bytes).
        isItalic = try table.count >= 64 ? table.u16(62) & 1 != 0 : false
        let hasLine = table.count >= 78
        typoAscender = try hasLine ? Int(table.i16(68)) : nil
        typoDescender = try hasLine ? Int(table.i16(70)) : nil
        typoLineGap = try hasLine ? Int(table.i16(72)) : nil
        winAscent = try hasLine ? Int(table.u16(74)) : nil
        winDescent = try hasLine ? Int(table.u16(76)) : nil
    }
}
