/// A malformed constraint file: where, and what is wrong.
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// 1-based.
    public var line: Int
    /// 1-based, in characters.
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `FILE:LINE:COLUMN: message`, as compilers print it.
    public var description: String { "\(file):\(line):\(column): \(message)" }
}
