/// A rectangle as Interface Builder saves it, in points, in the superview's coordinates.
public struct IBRect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A size in points.
public struct IBSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// Edge insets. Interface Builder writes `layoutMargins` with left/right and
/// `directionalLayoutMargins` with leading/trailing; ``isDirectional`` says which, and `left` and
/// `right` then hold leading and trailing.
public struct IBEdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    /// True for `directionalEdgeInsets` (leading/trailing, which flip in right-to-left layouts).
    public var isDirectional: Bool

    public init(top: Double, left: Double, bottom: Double, right: Double, isDirectional: Bool = false) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
        self.isDirectional = isDirectional
    }
}

/// UIKit's `UIView.AutoresizingMask`, from `<autoresizingMask>`.
public struct IBAutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = IBAutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = IBAutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = IBAutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = IBAutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = IBAutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = IBAutoresizingMask(rawValue: 1 << 5)

    /// The XML attribute names Interface Builder uses for each flag.
    static let attributeNames: [(String, IBAutoresizingMask)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
        ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
        ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]
}

/// A priority pair for one property on both axes (content hugging or compression resistance).
///
/// Interface Builder writes only values that differ from what it considers the default, so an
/// absent value is kept as `nil` and ``resolvedHorizontal(default:)`` supplies UIKit's default
/// (250 for hugging, 750 for compression resistance).
public struct IBAxisPriorities: Hashable, Sendable {
    /// The value written in the file, or nil when the attribute was absent.
    public var horizontal: Double?
    /// The value written in the file, or nil when the attribute was absent.
    public var vertical: Double?

    public init(horizontal: Double? = nil, vertical: Double? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The horizontal priority, with `fallback` when the file did not say.
    public func resolvedHorizontal(default fallback: Double) -> Double { horizontal ?? fallback }
    /// The vertical priority, with `fallback` when the file did not say.
    public func resolvedVertical(default fallback: Double) -> Double { vertical ?? fallback }
}
