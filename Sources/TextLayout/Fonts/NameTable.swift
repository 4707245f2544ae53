/// The `name` table: the strings that identify a font (family, style, PostScript name).
struct NameTable {
    /// Strings by name ID, the best record for each (Windows English first).
    let strings: [UInt16: String]

    init(_ table: ByteReader) throws(FontFileError) {
        let count = Int(try table.u16(2))
        let storage = Int(try table.u16(4))
        try table.check(6, count * 12, "name records")
        // Lower rank is better: Windows Unicode in US English, then any Windows or Unicode
        // platform string, then Macintosh Roman.
        var best: [UInt16: (rank: Int, text: String)] = [:]
        for index in 0..<count {
            let record = 6 + index * 12
            let platform = try table.u16(record)
            let encoding = try table.u16(record + 2)
            let language = try table.u16(record + 4)
            let nameID = try table.u16(record + 6)
            let length = Int(try table.u16(record + 8))
            let offset = Int(try table.u16(record + 10))
            let rank: Int
            switch (platform, encoding) {
            case (3, 1), (3, 10): rank = language == 0x409 ? 0 : 1
            case (0, _): rank = 2
            case (1, 0): rank = language == 0 ? 3 : 4
            default: continue
            }
            if let existing = best[nameID], existing.rank <= rank { continue }
            let bytes = try table.slice(storage + offset, length)
            best[nameID] = (rank, platform == 1 ? Self.macRoman(bytes) : Self.utf16BE(bytes))
        }
        strings = best.mapValues(\.text)
    }

    /// UTF-16BE, with broken surrogates repaired rather than trusted.
    static func utf16BE(_ bytes: ArraySlice<UInt8>) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// Mac Roman; names are ASCII in practice, so the upper half is read as Latin-1.
    static func macRoman(_ bytes: ArraySlice<UInt8>) -> String {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }

    subscript(id: UInt16) -> String? { strings[id] }
}
