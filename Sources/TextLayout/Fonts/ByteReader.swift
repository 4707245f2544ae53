/// Bounds-checked big-endian reads from one table of a font file.
///
/// A font's offsets and counts are untrusted: every read checks that it stays inside the
/// table's range, and a failed check becomes a ``FontFileError`` naming the file and the table.
/// The bytes are shared, not copied, between the readers of one file.
struct ByteReader {
    let bytes: [UInt8]
    /// The readable range in `bytes`: reads are relative to `start` and must end by `end`.
    let start: Int
    let end: Int
    let file: String
    let table: String?

    init(bytes: [UInt8], file: String, table: String? = nil) {
        self.bytes = bytes
        self.start = 0
        self.end = bytes.count
        self.file = file
        self.table = table
    }

    private init(bytes: [UInt8], start: Int, end: Int, file: String, table: String?) {
        self.bytes = bytes
        self.start = start
        self.end = end
        self.file = file
        self.table = table
    }

    /// The number of readable bytes.
    var count: Int { end - start }

    func error(_ message: String) -> FontFileError {
        FontFileError(file: file, table: table, message: message)
    }

    /// Checks that `length` bytes at `offset` are inside the range.
    @inline(__always)
    func check(_ offset: Int, _ length: Int, _ what: @autoclosure () -> String = "data") throws(FontFileError) {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
            throw error("\(what()) at offset \(offset) (\(length) bytes) runs past the end (\(count) bytes)")
        }
    }

    func u8(_ offset: Int) throws(FontFileError) -> UInt8 {
        try check(offset, 1)
        return bytes[start + offset]
    }

    func u16(_ offset: Int) throws(FontFileError) -> UInt16 {
        try check(offset, 2)
        let i = start + offset
        return UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
    }

    func i16(_ offset: Int) throws(FontFileError) -> Int16 {
        Int16(bitPattern: try u16(offset))
    }

    func u32(_ offset: Int) throws(FontFileError) -> UInt32 {
        try check(offset, 4)
        let i = start + offset
        return UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
    }

    /// A 16.16 fixed-point number.
    func fixed(_ offset: Int) throws(FontFileError) -> Double {
        Double(Int32(bitPattern: try u32(offset))) / 65536
    }

    /// A four-letter tag; bytes outside printable ASCII show as `?`.
    func tag(_ offset: Int) throws(FontFileError) -> String {
        try check(offset, 4)
        let scalars = (0..<4).map { k -> Character in
            let byte = bytes[start + offset + k]
            return (0x20..<0x7F).contains(byte) ? Character(Unicode.Scalar(byte)) : "?"
        }
        return String(scalars)
    }

    /// `length` bytes at `offset`.
    func slice(_ offset: Int, _ length: Int) throws(FontFileError) -> ArraySlice<UInt8> {
        try check(offset, length)
        return bytes[(start + offset)..<(start + offset + length)]
    }

    /// A reader of the rest of the range from `offset`, for a subtable whose length is not
    /// stored (offsets inside it are relative to its start).
    func sub(_ offset: Int, _ what: @autoclosure () -> String = "subtable") throws(FontFileError) -> ByteReader {
        try check(offset, 0, what())
        return ByteReader(bytes: bytes, start: start + offset, end: end, file: file, table: table)
    }

    /// A reader of `length` bytes at `offset`, named for a table.
    func table(_ tag: String, offset: Int, length: Int) throws(FontFileError) -> ByteReader {
        try check(offset, length, "table '\(tag)'")
        return ByteReader(bytes: bytes, start: start + offset, end: start + offset + length, file: file, table: tag)
    }
}
