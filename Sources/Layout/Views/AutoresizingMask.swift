/// How a view whose frame becomes constraints follows its superview's size, as `UIView.AutoresizingMask`.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

/// The springs-and-struts rule along one axis, as linear functions of the superview's length `S`:
/// a change of `S` from the length the frame was set against is shared among the flexible parts
/// (leading margin, length, trailing margin) in proportion to their sizes then, or equally when
/// they were all 0. With no flexible part the trailing margin takes it, which is what UIKit's
/// `h=--&` notation says.
struct AutoresizingAxis {
    /// `position = positionBase + positionFactor * S` and `length = lengthBase + lengthFactor * S`.
    let positionBase: Double, positionFactor: Double
    let lengthBase: Double, lengthFactor: Double
    /// Which parts are flexible: leading margin 4, length 2, trailing margin 1.
    let pattern: Int

    /// The notation of each ``pattern``. The axes are worked out for every autoresizing view on
    /// every round of a pass: strings and arrays made here each time showed in a table's layout.
    private static let notations = ["---", "--&", "-&-", "-&&", "&--", "&-&", "&&-", "&&&"]

    /// Two axes' patterns in one byte, which ``notation(code:)`` spells out: what a generated
    /// constraint's key and origin keep (a string is sixteen bytes in every one of them).
    static func notationCode(horizontal: AutoresizingAxis, vertical: AutoresizingAxis) -> UInt8 {
        UInt8(horizontal.pattern * 8 + vertical.pattern)
    }

    /// `h=--& v=--&`, as UIKit prints an autoresizing constraint, for a ``notationCode(horizontal:vertical:)``.
    static func notation(code: UInt8) -> String {
        viewNotations[Int(code) % viewNotations.count]
    }

    private static let viewNotations = (0..<64).map { "h=\(notations[$0 / 8]) v=\(notations[$0 % 8])" }

    init(position: Double, length: Double, superviewLength: Double?,
         flexibleLeading: Bool, flexibleLength: Bool, flexibleTrailing: Bool)
    {
        let trailingFlexible = flexibleTrailing || !(flexibleLeading || flexibleLength)
        pattern = (flexibleLeading ? 4 : 0) | (flexibleLength ? 2 : 0) | (trailingFlexible ? 1 : 0)
        guard let reference = superviewLength else {
            (positionBase, positionFactor, lengthBase, lengthFactor) = (position, 0, length, 0)
            return
        }
        let trailing = reference - position - length
        let leadingPart = flexibleLeading ? max(position, 0) : 0
        let lengthPart = flexibleLength ? max(length, 0) : 0
        let trailingPart = trailingFlexible ? max(trailing, 0) : 0
        let total = 0 + leadingPart + lengthPart + trailingPart  // in the order a sum of the three adds them
        let flexibleCount = (flexibleLeading ? 1 : 0) + (flexibleLength ? 1 : 0) + (trailingFlexible ? 1 : 0)
        func share(_ size: Double, _ flexible: Bool) -> Double {
            guard flexible else { return 0 }
            return total > 0 ? size / total : 1 / Double(flexibleCount)
        }
        let leadingShare = share(leadingPart, flexibleLeading)
        let lengthShare = share(lengthPart, flexibleLength)
        positionFactor = leadingShare
        positionBase = position - leadingShare * reference
        lengthFactor = lengthShare
        lengthBase = length - lengthShare * reference
    }
}
