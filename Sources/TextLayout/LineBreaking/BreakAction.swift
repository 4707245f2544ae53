/// What UAX #14 says about the boundary between two code points.
enum BreakAction: UInt8, Sendable {
    /// No break here (`×`).
    case prohibited
    /// A line may break here (`÷`).
    case allowed
    /// A line must break here (`!`), after a hard line break such as LF.
    case mandatory
}
