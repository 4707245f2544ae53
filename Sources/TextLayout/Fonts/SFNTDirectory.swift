/// The table directory of one font in a file: where each table's bytes are.
///
/// A `.ttf` or `.otf` file holds one directory at offset 0; a `.ttc` collection starts with a
/// `ttcf` header listing the offset of each font's directory, and the fonts share tables.
struct SFNTDirectory {
    /// Table readers by tag.
    let tables: [String: ByteReader]

    /// The directory at `offset` of `file`.
    init(file: ByteReader, offset: Int) throws(FontFileError) {
        let header = try file.sub(offset, "font directory")
        let version = try header.u32(0)
        // TrueType 1.0, 'true' (old Apple TrueType) and 'OTTO' (CFF outlines, whose metrics
        // tables are the same).
        guard version == 0x0001_0000 || version == 0x7472_7565 || version == 0x4F54_544F else {
            throw file.error("not a TrueType or OpenType font (version \(try header.tag(0)))")
        }
        let count = Int(try header.u16(4))
        try header.check(12, count * 16, "table directory")
        var tables: [String: ByteReader] = [:]
        for index in 0..<count {
            let record = 12 + index * 16
            let tag = try header.tag(record)
            let tableOffset = Int(try header.u32(record + 8))
            let length = Int(try header.u32(record + 12))
            // Offsets in a collection, as in a single font, count from the start of the file.
            tables[tag] = try file.table(tag, offset: tableOffset, length: length)
        }
        self.tables = tables
    }

    /// The table `tag`, or an error naming it when the font lacks it.
    func required(_ tag: String, file: String) throws(FontFileError) -> ByteReader {
        guard let table = tables[tag] else {
            throw FontFileError(file: file, table: tag, message: "missing (the font needs one)")
        }
        return table
    }

    /// The offsets of the fonts in a file: one at 0, or each font of a `ttcf` collection.
    static func fontOffsets(in file: ByteReader) throws(FontFileError) -> [Int] {
        guard file.count >= 4 else { throw file.error("too short to be a font (\(file.count) bytes)") }
        guard try file.tag(0) == "ttcf" else { return [0] }
        let count = Int(try file.u32(8))
        guard count > 0 else { throw file.error("font collection holds no fonts") }
        try file.check(12, count * 4, "font collection offsets")
        var offsets: [Int] = []
        for index in 0..<count { offsets.append(Int(try file.u32(12 + index * 4))) }
        return offsets
    }
}
