/// Something in a document the reader did not fully understand but could work around, with where
/// it is. A warning never loses a view: an unknown view element is kept as a plain view.
public struct IBWarning: Hashable, Sendable, CustomStringConvertible {
    /// The element the warning is about, e.g. `glkView`.
    public var element: String
    /// 1-based line of the element.
    public var line: Int
    /// 1-based column of the element.
    public var column: Int
    /// What was done about it.
    public var message: String

    public init(element: String, line: Int, column: Int, message: String) {
        self.element = element
        self.line = line
        self.column = column
        self.message = message
    }

    /// `LINE:COLUMN: warning: message`.
    public var description: String { "\(line):\(column): warning: <\(element)> \(message)" }
}
