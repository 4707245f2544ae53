/// Why a font file could not be read: the file, the table at fault (nil for the file's own
/// header or directory) and what was wrong.
///
/// Every malformed or truncated input ends in this error; the reader never traps on a font's
/// bytes, so one bad file in a team's font folder cannot take down a CI run.
public struct FontFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path of the file (or the name the caller gave its bytes).
    public var file: String
    /// The four-letter tag of the table at fault (`"cmap"`, `"GPOS"`...), or nil when the
    /// problem is in the file header, the table directory or the file system.
    public var table: String?
    /// What was wrong, in words.
    public var message: String

    /// Creates an error.
    public init(file: String, table: String?, message: String) {
        self.file = file
        self.table = table
        self.message = message
    }

    /// `FILE: 'cmap' table: message`, or `FILE: message`.
    public var description: String {
        if let table { return "\(file): '\(table)' table: \(message)" }
        return "\(file): \(message)"
    }
}
