/// A constraint attribute, spelled as Interface Builder writes it (`firstAttribute="leading"`).
public enum IBLayoutAttribute: String, CaseIterable, Hashable, Sendable {
    case left, right, top, bottom, leading, trailing
    case width, height
    case centerX, centerY
    case firstBaseline, lastBaseline
    /// Older files write `baseline`, which UIKit treats as `lastBaseline`.
    case baseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The axis the attribute lies on.
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            true
        default:
            false
        }
    }

    /// True for the margin variants (`leadingMargin`, `centerXWithinMargins`, ...).
    public var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            true
        default:
            false
        }
    }

    /// The attribute without its margin: `leadingMargin` is `leading`, `centerXWithinMargins` is
    /// `centerX`; other attributes are themselves.
    public var withoutMargin: IBLayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }

    /// True for `width` and `height`, which can stand alone (no second item).
    public var isDimension: Bool { self == .width || self == .height }
}

/// A constraint's relation; absent in the file means `equal`.
public enum IBRelation: String, Hashable, Sendable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual
}
