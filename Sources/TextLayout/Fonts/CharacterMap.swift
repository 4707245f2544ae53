/// The `cmap` table's Unicode mapping from characters to glyphs, from a format 4 (BMP) or
/// format 12 (full Unicode) subtable.
struct CharacterMap: Sendable {
    /// Format 4's mappings, expanded (at most 65,536).
    private var bmp: [UInt32: UInt16] = [:]
    /// Format 12's groups, sorted by first character: `(first, last, first glyph)`.
    private var groups: [(first: UInt32, last: UInt32, glyph: UInt32)] = []
    /// Which subtable was read: platform, encoding and format.
    private(set) var source: (platform: UInt16, encoding: UInt16, format: UInt16) = (0, 0, 0)

    /// Preferred subtables, as fontTools' `getBestCmap` orders them: full Unicode first.
    private static let preference: [(UInt16, UInt16)] = [(3, 10), (0, 6), (0, 4), (3, 1), (0, 3), (0, 2), (0, 1), (0, 0)]

    init(_ table: ByteReader) throws(FontFileError) {
        let count = Int(try table.u16(2))
        try table.check(4, count * 8, "encoding records")
        var offsets: [String: Int] = [:]
        for index in 0..<count {
            let record = 4 + index * 8
            let key = "\(try table.u16(record)).\(try table.u16(record + 2))"
            if offsets[key] == nil { offsets[key] = Int(try table.u32(record + 4)) }
        }
        for (platform, encoding) in Self.preference {
            guard let offset = offsets["\(platform).\(encoding)"] else { continue }
            let subtable = try table.sub(offset, "cmap subtable \(platform).\(encoding)")
            let format = try subtable.u16(0)
            switch format {
            case 4: try readFormat4(subtable)
            case 12: try readFormat12(subtable)
            default: continue
            }
            source = (platform, encoding, format)
            return
        }
        throw table.error("no Unicode subtable of format 4 or 12")
    }

    /// The glyph of `scalar`, or nil when the font does not map it (or maps it to glyph 0).
    func glyph(for scalar: UInt32) -> UInt16? {
        if let glyph = bmp[scalar] { return glyph }
        var low = 0, high = groups.count
        while low < high {
            let mid = (low + high) / 2
            if groups[mid].last < scalar { low = mid + 1 } else { high = mid }
        }
        guard low < groups.count, groups[low].first <= scalar else { return nil }
        let glyph = groups[low].glyph + (scalar - groups[low].first)
        return glyph == 0 || glyph > 0xFFFF ? nil : UInt16(glyph)
    }

    /// Every mapped character and its glyph, sorted by character.
    var mappings: [(scalar: UInt32, glyph: UInt16)] {
        var result = bmp.map { (scalar: $0.key, glyph: $0.value) }
        var budget = 0x11_0000  // overlapping groups cannot make this unbounded
        for group in groups where budget > 0 {
            let last = min(group.last, group.first + UInt32(budget - 1))
            for scalar in group.first...last {
                if let glyph = glyph(for: scalar) { result.append((scalar, glyph)) }
            }
            budget -= Int(last - group.first) + 1
        }
        return result.sorted { $0.scalar < $1.scalar }
    }

    private mutating func readFormat4(_ table: ByteReader) throws(FontFileError) {
        let segments = Int(try table.u16(6)) / 2
        let ends = 14, starts = 16 + segments * 2, deltas = starts + segments * 2, ranges = deltas + segments * 2
        try table.check(ends, ranges + segments * 2 - ends, "format 4 segments")
        // Sorted, disjoint segments map at most 65,536 characters; more means they overlap.
        var budget = 0x2_0000
        // The last segment (0xFFFF) only ends the table, as fontTools reads it.
        for index in 0..<max(0, segments - 1) {
            let start = UInt32(try table.u16(starts + index * 2))
            let end = UInt32(try table.u16(ends + index * 2))
            guard start <= end else { continue }
            budget -= Int(end - start) + 1
            guard budget >= 0 else { throw table.error("format 4 segments overlap") }
            let delta = try table.u16(deltas + index * 2)
            let rangeOffsetAt = ranges + index * 2
            let rangeOffset = Int(try table.u16(rangeOffsetAt))
            for code in start...end {
                var glyph: UInt16
                if rangeOffset == 0 {
                    glyph = UInt16(truncatingIfNeeded: code) &+ delta
                } else {
                    // The offset counts from the idRangeOffset entry itself into glyphIdArray.
                    let at = rangeOffsetAt + rangeOffset + Int(code - start) * 2
                    glyph = at + 2 <= table.count ? try table.u16(at) : 0
                    if glyph != 0 { glyph &+= delta }
                }
                if glyph != 0 { bmp[code] = glyph }
            }
        }
    }

    private mutating func readFormat12(_ table: ByteReader) throws(FontFileError) {
        let count = Int(try table.u32(12))
        try table.check(16, count * 12, "format 12 groups")
        for index in 0..<count {
            let record = 16 + index * 12
            let first = try table.u32(record), last = try table.u32(record + 4)
            guard first <= last, last <= 0x10_FFFF else { continue }
            groups.append((first, last, try table.u32(record + 8)))
        }
        groups.sort { $0.first < $1.first }
    }
}
