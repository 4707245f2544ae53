/// A part of a view's or guide's frame that a constraint relates, as `NSLayoutConstraint.Attribute`.
///
/// Trellis lays out left to right only, so `leading` is `left` and `trailing` is `right`.
public enum LayoutAttribute: Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
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
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: .vertical
        case .notAnAttribute: nil
        }
    }

    /// Whether the attribute is a size rather than a position.
    public var isDimension: Bool { self == .width || self == .height }

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
        case .notAnAttribute: "notAnAttribute"
        }
    }
}
