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
    /// UIKit's notation: `-` fixed, `&` flexible, for margin, length, margin (`--&`).
    let notation: String

    init(position: Double, length: Double, superviewLength: Double?,
         flexibleLeading: Bool, flexibleLength: Bool, flexibleTrailing: Bool)
    {
        let trailingFlexible = flexibleTrailing || !(flexibleLeading || flexibleLength)
        notation = (flexibleLeading ? "&" : "-") + (flexibleLength ? "&" : "-") + (trailingFlexible ? "&" : "-")
        guard let reference = superviewLength else {
            (positionBase, positionFactor, lengthBase, lengthFactor) = (position, 0, length, 0)
            return
        }
        let trailing = reference - position - length
        let parts = [flexibleLeading ? max(position, 0) : 0, flexibleLength ? max(length, 0) : 0,
                     trailingFlexible ? max(trailing, 0) : 0]
        let total = parts.reduce(0, +)
        let flexibleCount = [flexibleLeading, flexibleLength, trailingFlexible].filter { $0 }.count
        let share: (Double, Bool) -> Double = { size, flexible in
            guard flexible else { return 0 }
            return total > 0 ? size / total : 1 / Double(flexibleCount)
        }
        let leadingShare = share(parts[0], flexibleLeading)
        let lengthShare = share(parts[1], flexibleLength)
        positionFactor = leadingShare
        positionBase = position - leadingShare * reference
        lengthFactor = lengthShare
        lengthBase = length - lengthShare * reference
    }
}
