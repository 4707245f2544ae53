/// A part of a view's or guide's frame that a constraint relates, as `NSLayoutConstraint.Attribute`.
///
/// Trellis lays out left to right only, so `leading` is `left` and `trailing` is `right`.
public enum LayoutAttribute: Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    /// The edges and centres of a view's layout margins (its ``View/layoutMarginsGuide``), as in
    /// `NSLayoutConstraint(item:attribute:...)` and Interface Builder files.
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    /// No attribute: the second attribute of a constant constraint such as `width == 80`.
    case notAnAttribute

    /// The axis an attribute belongs to: constraints relate attributes of one axis only.
    public enum Axis: Hashable, Sendable {
        case horizontal, vertical
    }

    /// The attribute's axis, or `nil` for ``notAnAttribute``.
    public var axis: Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
        case .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: .vertical
        case .topMargin, .bottomMargin, .centerYWithinMargins: .vertical
        case .notAnAttribute: nil
        }
    }

    /// Whether the attribute is a size rather than a position.
    public var isDimension: Bool { self == .width || self == .height }
    /// Whether the attribute is a baseline, whose position depends on the text (and, for a stack
    /// view, on which arranged view is first or last).
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
    /// Whether the attribute is an edge, which a scroll view seen from inside it gives to its
    /// content area (see `LayoutConstraint.engineSide`); its size and centre it keeps.
    var isEdge: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .top, .bottom: true
        default: false
        }
    }

    /// For a margin attribute, the attribute of the margins guide it stands for; otherwise `nil`.
    public var marginBase: LayoutAttribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }

    /// The name UIKit prints in constraint descriptions.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .firstBaseline: "firstBaseline"
        case .lastBaseline: "lastBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}
