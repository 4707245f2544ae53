/// Pair kerning from the `GPOS` table: the lookups of its `kern` feature, pair adjustment
/// subtables (lookup type 2, formats 1 and 2), also when wrapped in extension lookups (type 9).
///
/// Only the first glyph's XAdvance is read: it is what widens or narrows a line. Lookups are
/// applied one after another and add up; within a lookup the first subtable that covers a pair
/// decides it, as shapers do.
struct PairPositioning: Sendable {
    enum Subtable: Sendable {
        /// Format 1: individual pairs, keyed by `first << 16 | second`.
        case pairs([UInt32: Int16])
        /// Format 2: a class-by-class matrix of XAdvance values, `class1 * class2Count + class2`.
        case classes(coverage: GlyphRanges, first: GlyphRanges, second: GlyphRanges,
                     class1Count: Int, class2Count: Int, values: [Int16])
    }

    /// The `kern` feature's lookups, in lookup-list order, each a list of subtables.
    let lookups: [[Subtable]]

    init(_ table: ByteReader) throws(FontFileError) {
        let featureList = try table.sub(Int(try table.u16(6)), "feature list")
        let lookupList = try table.sub(Int(try table.u16(8)), "lookup list")
        // Every script's and language's `kern` feature: Latin text and the default script
        // name the same lookups in practice, and the union is what a reader can know without
        // shaping.
        var indices = Set<Int>()
        let featureCount = Int(try featureList.u16(0))
        try featureList.check(2, featureCount * 6, "feature records")
        for index in 0..<featureCount {
            guard try featureList.tag(2 + index * 6) == "kern" else { continue }
            let feature = try featureList.sub(Int(try featureList.u16(2 + index * 6 + 4)), "feature")
            let count = Int(try feature.u16(2))
            try feature.check(4, count * 2, "feature lookup indices")
            for k in 0..<count { indices.insert(Int(try feature.u16(4 + k * 2))) }
        }
        let lookupCount = Int(try lookupList.u16(0))
        var lookups: [[Subtable]] = []
        for index in indices.sorted() where index < lookupCount {
            let lookup = try lookupList.sub(Int(try lookupList.u16(2 + index * 2)), "lookup \(index)")
            var type = try lookup.u16(0)
            let count = Int(try lookup.u16(4))
            try lookup.check(6, count * 2, "lookup \(index) subtable offsets")
            var subtables: [Subtable] = []
            for k in 0..<count {
                var subtable = try lookup.sub(Int(try lookup.u16(6 + k * 2)), "lookup \(index) subtable \(k)")
                if type == 9 {
                    // Extension: the real type, and a 32-bit offset from this subtable.
                    type = try subtable.u16(2)
                    subtable = try subtable.sub(Int(try subtable.u32(4)), "extension subtable")
                    guard type != 9 else { throw table.error("extension lookup \(index) points at an extension") }
                }
                guard type == 2 else { break }
                subtables.append(try Self.pairSubtable(subtable))
            }
            if !subtables.isEmpty { lookups.append(subtables) }
        }
        self.lookups = lookups
    }

    /// The XAdvance adjustment of `first` when followed by `second`, in font units.
    func kerning(_ first: UInt16, _ second: UInt16) -> Int {
        var total = 0
        for lookup in lookups {
            for subtable in lookup {
                if let value = Self.value(subtable, first, second) { total += value; break }
            }
        }
        return total
    }

    /// A subtable's adjustment for a pair, or nil when the subtable does not apply to it.
    static func value(_ subtable: Subtable, _ first: UInt16, _ second: UInt16) -> Int? {
        switch subtable {
        case .pairs(let pairs):
            return pairs[UInt32(first) << 16 | UInt32(second)].map(Int.init)
        case let .classes(coverage, classes1, classes2, class1Count, class2Count, values):
            guard coverage.coverageIndex(of: first) != nil else { return nil }
            let class1 = classes1.classOf(first), class2 = classes2.classOf(second)
            guard class1 < class1Count, class2 < class2Count else { return nil }
            return Int(values[class1 * class2Count + class2])
        }
    }

    /// The size of a value record and where its XAdvance is, from its ValueFormat bits.
    private static func layout(_ format: UInt16) -> (size: Int, xAdvance: Int?) {
        let size = format.nonzeroBitCount * 2
        // XPlacement and YPlacement come before XAdvance.
        let xAdvance = format & 0x4 != 0 ? (format & 0x3).nonzeroBitCount * 2 : nil
        return (size, xAdvance)
    }

    private static func pairSubtable(_ table: ByteReader) throws(FontFileError) -> Subtable {
        let format = try table.u16(0)
        let coverage = try GlyphRanges.coverage(try table.sub(Int(try table.u16(2)), "coverage"))
        let value1 = layout(try table.u16(4)), value2 = layout(try table.u16(6))
        switch format {
        case 1:
            let setCount = Int(try table.u16(8))
            try table.check(10, setCount * 2, "pair set offsets")
            var pairs: [UInt32: Int16] = [:]
            let recordSize = 2 + value1.size + value2.size
            guard let covered = coverage.glyphs(limit: 0x10000) else { throw table.error("coverage ranges overlap") }
            for first in covered {
                guard let index = coverage.coverageIndex(of: first), index < setCount else { continue }
                let set = try table.sub(Int(try table.u16(10 + index * 2)), "pair set")
                let count = Int(try set.u16(0))
                try set.check(2, count * recordSize, "pair value records")
                for k in 0..<count {
                    let at = 2 + k * recordSize
                    let key = UInt32(first) << 16 | UInt32(try set.u16(at))
                    // The first record for a pair wins, as in a shaper's search.
                    guard pairs[key] == nil else { continue }
                    if let offset = value1.xAdvance { pairs[key] = try set.i16(at + 2 + offset) } else { pairs[key] = 0 }
                }
            }
            return .pairs(pairs)
        case 2:
            let classes1 = try GlyphRanges.classes(try table.sub(Int(try table.u16(8)), "class definition 1"))
            let classes2 = try GlyphRanges.classes(try table.sub(Int(try table.u16(10)), "class definition 2"))
            let class1Count = Int(try table.u16(12)), class2Count = Int(try table.u16(14))
            let recordSize = value1.size + value2.size
            try table.check(16, class1Count * class2Count * recordSize, "class matrix")
            var values = [Int16](repeating: 0, count: class1Count * class2Count)
            if let offset = value1.xAdvance {
                for cell in values.indices { values[cell] = try table.i16(16 + cell * recordSize + offset) }
            }
            return .classes(coverage: coverage, first: classes1, second: classes2,
                            class1Count: class1Count, class2Count: class2Count, values: values)
        default:
            throw table.error("pair adjustment format \(format) is not 1 or 2")
        }
    }
}
