/// OpenType's Coverage and ClassDef tables: sets of glyphs and glyph classes, kept as sorted
/// ranges so that a malformed table with huge ranges costs no more memory than a good one.
struct GlyphRanges: Sendable {
    /// `(first, last, value)`, sorted by `first`. For a coverage, `value` is the coverage
    /// index of `first`; for a class definition, the class.
    private var ranges: [(first: UInt16, last: UInt16, value: UInt16)] = []

    /// Reads a Coverage table (formats 1 and 2).
    static func coverage(_ table: ByteReader) throws(FontFileError) -> GlyphRanges {
        var result = GlyphRanges()
        switch try table.u16(0) {
        case 1:
            let count = Int(try table.u16(2))
            try table.check(4, count * 2, "coverage glyphs")
            for index in 0..<count {
                let glyph = try table.u16(4 + index * 2)
                result.ranges.append((glyph, glyph, UInt16(index)))
            }
        case 2:
            try readRangeRecords(table, "coverage ranges", into: &result)
        case let format: throw table.error("coverage format \(format) is not 1 or 2")
        }
        result.ranges.sort { $0.first < $1.first }
        return result
    }

    /// Format 2 of both Coverage and ClassDef: a count at 2, then records of (first glyph, last
    /// glyph, value) from 4; a record whose first glyph is past its last is skipped.
    private static func readRangeRecords(_ table: ByteReader, _ what: String, into result: inout GlyphRanges) throws(FontFileError) {
        let count = Int(try table.u16(2))
        try table.check(4, count * 6, what)
        for index in 0..<count {
            let at = 4 + index * 6
            let first = try table.u16(at), last = try table.u16(at + 2)
            if first <= last { result.ranges.append((first, last, try table.u16(at + 4))) }
        }
    }

    /// Reads a ClassDef table (formats 1 and 2).
    static func classes(_ table: ByteReader) throws(FontFileError) -> GlyphRanges {
        var result = GlyphRanges()
        switch try table.u16(0) {
        case 1:
            let start = Int(try table.u16(2))
            let count = Int(try table.u16(4))
            try table.check(6, count * 2, "class values")
            for index in 0..<count where start + index <= 0xFFFF {
                let glyph = UInt16(start + index)
                let value = try table.u16(6 + index * 2)
                if value != 0 { result.ranges.append((glyph, glyph, value)) }
            }
        case 2:
            try readRangeRecords(table, "class ranges", into: &result)
        case let format: throw table.error("class definition format \(format) is not 1 or 2")
        }
        result.ranges.sort { $0.first < $1.first }
        return result
    }

    /// The coverage index of `glyph`, or nil when it is not covered.
    func coverageIndex(of glyph: UInt16) -> Int? {
        guard let range = range(containing: glyph) else { return nil }
        return Int(range.value) + Int(glyph - range.first)
    }

    /// The class of `glyph`: 0 for glyphs the table does not list.
    func classOf(_ glyph: UInt16) -> Int {
        range(containing: glyph).map { Int($0.value) } ?? 0
    }

    /// Every glyph listed, in order; nil when there are more than `limit` (only overlapping
    /// ranges can list more than the 65,536 glyphs a font can have).
    func glyphs(limit: Int) -> [UInt16]? {
        var result: [UInt16] = []
        for range in ranges {
            guard result.count + Int(range.last - range.first) < limit else { return nil }
            result.append(contentsOf: range.first...range.last)
        }
        return result
    }

    private func range(containing glyph: UInt16) -> (first: UInt16, last: UInt16, value: UInt16)? {
        var low = 0, high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].last < glyph { low = mid + 1 } else { high = mid }
        }
        guard low < ranges.count, ranges[low].first <= glyph else { return nil }
        return ranges[low]
    }
}
