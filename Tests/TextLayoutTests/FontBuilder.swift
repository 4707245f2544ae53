// Builds small synthetic font files, table by table, so that the font reader's tests can
// cover each table and each error without shipping font files.

/// Big-endian bytes.
struct Bytes {
    var data: [UInt8] = []
    mutating func u16(_ value: Int) { data += [UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)] }
    mutating func u32(_ value: Int) { u16((value >> 16) & 0xFFFF); u16(value & 0xFFFF) }
    mutating func tag(_ tag: String) { data += Array(tag.utf8.prefix(4)) }
    mutating func pad(to count: Int) { data += [UInt8](repeating: 0, count: max(0, count - data.count)) }
}

/// A font's tables, with defaults for a minimal valid font of `glyphs` glyphs.
struct FontBuilder {
    var family = "Test Sans"
    var style = "Regular"
    var postScriptName = "TestSans-Regular"
    var unitsPerEm = 1000
    var ascender = 800, descender = -200, lineGap = 90
    /// Advances by glyph; glyph 0 is .notdef.
    var advances = [500, 600, 700, 250]
    /// Characters to glyphs.
    var cmap: [UInt32: Int] = [0x41: 1, 0x56: 2, 0x20: 3]
    var useFormat12 = false
    var weightClass = 400
    var italic = false
    var kernPairs: [(Int, Int, Int)] = []
    /// GPOS pair kerning: format 1 pairs, or a format 2 class matrix.
    var gposPairs: [(Int, Int, Int)] = []
    var gposClasses: (first: [Int: Int], second: [Int: Int], matrix: [[Int]])? = nil
    var gposAsExtension = false
    var instances: [(style: String, weight: Double)] = []
    /// Tables to leave out, or to replace with raw bytes.
    var omit: Set<String> = []
    var replace: [String: [UInt8]] = [:]

    func head() -> [UInt8] { var b = Bytes(); b.u32(0x10000); b.pad(to: 18); b.u16(unitsPerEm); b.pad(to: 54); return b.data }
    func hhea() -> [UInt8] {
        var b = Bytes(); b.u32(0x10000); b.u16(ascender & 0xFFFF); b.u16(descender & 0xFFFF); b.u16(lineGap & 0xFFFF)
        b.pad(to: 34); b.u16(advances.count); return b.data
    }
    func maxp() -> [UInt8] { var b = Bytes(); b.u32(0x5000); b.u16(advances.count); return b.data }
    func hmtx() -> [UInt8] { var b = Bytes(); for a in advances { b.u16(a); b.u16(0) }; return b.data }
    func os2() -> [UInt8] {
        var b = Bytes(); b.u16(4); b.u16(500); b.u16(weightClass); b.pad(to: 62); b.u16(italic ? 1 : 0x40)
        b.pad(to: 68); b.u16(ascender & 0xFFFF); b.u16(descender & 0xFFFF); b.u16(lineGap); b.u16(1000); b.u16(300)
        b.pad(to: 96); return b.data
    }

    func name() -> [UInt8] {
        var strings: [(Int, String)] = [(1, family), (2, style), (4, "\(family) \(style)"), (6, postScriptName)]
        for (k, instance) in instances.enumerated() { strings.append((256 + k, instance.style)) }
        var storage = Bytes(), b = Bytes()
        b.u16(0); b.u16(strings.count); b.u16(6 + strings.count * 12)
        for (id, text) in strings {
            let utf16 = Array(text.utf16)
            b.u16(3); b.u16(1); b.u16(0x409); b.u16(id); b.u16(utf16.count * 2); b.u16(storage.data.count)
            for unit in utf16 { storage.u16(Int(unit)) }
        }
        return b.data + storage.data
    }

    func cmapTable() -> [UInt8] {
        var b = Bytes(); b.u16(0); b.u16(1); b.u16(3); b.u16(useFormat12 ? 10 : 1); b.u32(12)
        let entries = cmap.sorted { $0.key < $1.key }
        if useFormat12 {
            b.u16(12); b.u16(0); b.u32(16 + entries.count * 12); b.u32(0); b.u32(entries.count)
            for (code, glyph) in entries { b.u32(Int(code)); b.u32(Int(code)); b.u32(glyph) }
        } else {
            // One segment per character (with idDelta), and the closing 0xFFFF segment.
            let segments = entries.count + 1
            b.u16(4); b.u16(16 + segments * 8); b.u16(0); b.u16(segments * 2); b.u16(0); b.u16(0); b.u16(0)
            for (code, _) in entries { b.u16(Int(code)) }; b.u16(0xFFFF); b.u16(0)
            for (code, _) in entries { b.u16(Int(code)) }; b.u16(0xFFFF)
            for (code, glyph) in entries { b.u16((glyph - Int(code)) & 0xFFFF) }; b.u16(1)
            for _ in 0..<segments { b.u16(0) }
        }
        return b.data
    }

    func kern() -> [UInt8] {
        var b = Bytes(); b.u16(0); b.u16(1)
        b.u16(0); b.u16(14 + kernPairs.count * 6); b.u16(0x0001); b.u16(kernPairs.count); b.u16(0); b.u16(0); b.u16(0)
        for (l, r, v) in kernPairs.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) { b.u16(l); b.u16(r); b.u16(v & 0xFFFF) }
        return b.data
    }

    /// A coverage table (format 1) of sorted glyphs.
    static func coverage(_ glyphs: [Int]) -> [UInt8] { var b = Bytes(); b.u16(1); b.u16(glyphs.count); for g in glyphs { b.u16(g) }; return b.data }
    /// A class definition (format 2, one range per glyph).
    static func classDef(_ classes: [Int: Int]) -> [UInt8] {
        var b = Bytes(); b.u16(2); b.u16(classes.count)
        for (g, c) in classes.sorted(by: { $0.key < $1.key }) { b.u16(g); b.u16(g); b.u16(c) }
        return b.data
    }

    func pairSubtable() -> [UInt8] {
        var b = Bytes()
        if let classes = gposClasses {
            let firsts = classes.first.keys.sorted()
            let class2Count = classes.matrix.first?.count ?? 0
            let header = 16 + classes.matrix.count * class2Count * 2
            let cov = Self.coverage(firsts), cd1 = Self.classDef(classes.first), cd2 = Self.classDef(classes.second)
            b.u16(2); b.u16(header); b.u16(0x4); b.u16(0); b.u16(header + cov.count); b.u16(header + cov.count + cd1.count)
            b.u16(classes.matrix.count); b.u16(class2Count)
            for row in classes.matrix { for v in row { b.u16(v & 0xFFFF) } }
            return b.data + cov + cd1 + cd2
        }
        let byFirst = Dictionary(grouping: gposPairs, by: { $0.0 })
        let firsts = byFirst.keys.sorted()
        var sets = Bytes()
        var setOffsets: [Int] = []
        let header = 10 + firsts.count * 2
        for first in firsts {
            setOffsets.append(header + sets.data.count)
            let pairs = byFirst[first]!.sorted { $0.1 < $1.1 }
            sets.u16(pairs.count); for (_, second, value) in pairs { sets.u16(second); sets.u16(value & 0xFFFF) }
        }
        let cov = Self.coverage(firsts)
        b.u16(1); b.u16(header + sets.data.count); b.u16(0x4); b.u16(0); b.u16(firsts.count)
        for offset in setOffsets { b.u16(offset) }
        return b.data + sets.data + cov
    }

    func gpos() -> [UInt8] {
        // Header (10), script list (empty), feature list with one 'kern', lookup list with one lookup.
        var sub = pairSubtable()
        var lookupType = 2
        if gposAsExtension {
            var ext = Bytes(); ext.u16(1); ext.u16(2); ext.u32(8)
            sub = ext.data + sub
            lookupType = 9
        }
        var b = Bytes(); b.u16(1); b.u16(0); b.u16(10); b.u16(12); b.u16(26)
        b.u16(0)  // script list: 0 scripts (offset 10)
        b.u16(1); b.tag("kern"); b.u16(8); b.u16(0); b.u16(1); b.u16(0)  // feature list at 12, 14 bytes
        b.u16(1); b.u16(4)  // lookup list at 26: one lookup at +4
        b.u16(lookupType); b.u16(0); b.u16(1); b.u16(8)  // lookup: subtable at +8
        return b.data + sub
    }

    func fvar() -> [UInt8] {
        var b = Bytes(); b.u16(1); b.u16(0); b.u16(16); b.u16(2); b.u16(1); b.u16(20); b.u16(instances.count); b.u16(8)
        b.tag("wght"); b.u32(100 << 16); b.u32(400 << 16); b.u32(900 << 16); b.u16(0); b.u16(255)
        for (k, instance) in instances.enumerated() { b.u16(256 + k); b.u16(0); b.u32(Int(instance.weight * 65536)) }
        return b.data
    }

    var tables: [(String, [UInt8])] {
        var list: [(String, [UInt8])] = [("head", head()), ("hhea", hhea()), ("maxp", maxp()), ("hmtx", hmtx()),
                                         ("cmap", cmapTable()), ("name", name()), ("OS/2", os2())]
        if !kernPairs.isEmpty { list.append(("kern", kern())) }
        if !gposPairs.isEmpty || gposClasses != nil { list.append(("GPOS", gpos())) }
        if !instances.isEmpty { list.append(("fvar", fvar())) }
        list = list.filter { !omit.contains($0.0) }.map { ($0.0, replace[$0.0] ?? $0.1) }
        return list.sorted { $0.0 < $1.0 }
    }

    /// The font as a `.ttf` file's bytes.
    func build() -> [UInt8] { Self.assemble([tables], collection: false) }

    /// Fonts as one file: a `.ttc` collection when `collection`, else the first alone.
    static func assemble(_ fonts: [[(String, [UInt8])]], collection: Bool) -> [UInt8] {
        var out = Bytes()
        let headerSize = collection ? 12 + fonts.count * 4 : 0
        let directorySizes = fonts.map { 12 + $0.count * 16 }
        var directoryOffsets: [Int] = []
        var offset = headerSize
        for size in directorySizes { directoryOffsets.append(offset); offset += size }
        if collection { out.tag("ttcf"); out.u32(0x10000); out.u32(fonts.count); for o in directoryOffsets { out.u32(o) } }
        var tableData = Bytes()
        for tables in fonts {
            out.u32(0x10000); out.u16(tables.count); out.u16(0); out.u16(0); out.u16(0)
            for (tag, data) in tables {
                out.tag(tag); out.u32(0); out.u32(offset + tableData.data.count); out.u32(data.count)
                tableData.data += data
                tableData.pad(to: (tableData.data.count + 3) / 4 * 4)
            }
        }
        return out.data + tableData.data
    }
}
