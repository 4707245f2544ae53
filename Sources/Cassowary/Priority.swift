/// How much a constraint matters: a number in `(0, 1000]`, where 1000 means *required*.
///
/// Optional priorities are strict, as Auto Layout documents them: the solver minimises the error of the
/// highest optional level first, then the next level without giving up any of the higher ones. One
/// constraint at 751 outweighs any number of constraints at 750. Priorities may be fractional
/// (`UIStackView` uses 999.5).
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    public let rawValue: Double

    public init(rawValue: Double) { self.rawValue = rawValue }
    public init(_ value: Double) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Double(value) }
    public init(floatLiteral value: Double) { self.rawValue = value }

    /// 1000: must hold.
    public static let required = Priority(1000)
    /// 750, Cassowary's `strong`; Auto Layout's `defaultHigh`.
    public static let strong = Priority(750)
    /// 500, Cassowary's `medium`.
    public static let medium = Priority(500)
    /// 250, Cassowary's `weak`; Auto Layout's `defaultLow`.
    public static let weak = Priority(250)
    /// 750, as `UILayoutPriority.defaultHigh`.
    public static let defaultHigh = Priority(750)
    /// 250, as `UILayoutPriority.defaultLow`.
    public static let defaultLow = Priority(250)
    /// 50, as `UILayoutPriority.fittingSizeLevel`.
    public static let fittingSizeLevel = Priority(50)

    /// Whether the priority is 1000.
    public var isRequired: Bool { rawValue == 1000 }
    /// Whether the priority lies in `(0, 1000]`. Only valid priorities can be added to a solver.
    public var isValid: Bool { rawValue.isFinite && rawValue > 0 && rawValue <= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        NumberText.plain(rawValue)
    }
}
