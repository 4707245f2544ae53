/// The user's preferred text size, `UIContentSizeCategory`, which sets the point size and
/// leading of every Dynamic Type text style: the seven standard sizes, then the five larger
/// accessibility sizes, in the order Settings lists them (so `<` means "smaller text").
///
/// ``large`` is iOS's default. Interface Builder's canvas draws text styles at ``extraSmall`` in
/// Xcode 13, and at the size a document's Dynamic Type override chooses (see
/// `IBDocument.canvasContentSize`).
public enum ContentSizeCategory: Int, Hashable, Sendable, CaseIterable, Comparable {
    /// `UIContentSizeCategory.extraSmall`: Body 14 points on a 19-point leading.
    case extraSmall
    /// `UIContentSizeCategory.small`: Body 15 on 20.
    case small
    /// `UIContentSizeCategory.medium`: Body 16 on 21.
    case medium
    /// `UIContentSizeCategory.large`, the default: Body 17 points on 22.
    case large
    /// `UIContentSizeCategory.extraLarge`: Body 19 on 24.
    case extraLarge
    /// `UIContentSizeCategory.extraExtraLarge`: Body 21 on 26.
    case extraExtraLarge
    /// `UIContentSizeCategory.extraExtraExtraLarge`: Body 23 on 29.
    case extraExtraExtraLarge
    /// `UIContentSizeCategory.accessibilityMedium` (AX1): Body 28 on 34.
    case accessibilityMedium
    /// `UIContentSizeCategory.accessibilityLarge` (AX2): Body 33 on 40.
    case accessibilityLarge
    /// `UIContentSizeCategory.accessibilityExtraLarge` (AX3): Body 40 on 48.
    case accessibilityExtraLarge
    /// `UIContentSizeCategory.accessibilityExtraExtraLarge` (AX4): Body 47 on 56.
    case accessibilityExtraExtraLarge
    /// `UIContentSizeCategory.accessibilityExtraExtraExtraLarge` (AX5): Body 53 on 62.
    case accessibilityExtraExtraExtraLarge

    /// Whether this is one of the five accessibility sizes, like
    /// `UIContentSizeCategory.isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

extension Font.TextStyle {
    /// The style's point size at `category`, from Apple's published Dynamic Type sizes.
    public func pointSize(at category: ContentSizeCategory) -> Double {
        metrics(at: category).size
    }

    /// The style's leading at `category`, from Apple's published Dynamic Type sizes: lines of
    /// wrapped text are this far apart, while a single line is only as high as the font's own.
    public func leading(at category: ContentSizeCategory) -> Double {
        metrics(at: category).leading
    }

    /// The weight the style's font has at every size: Headline is semibold, the rest regular.
    var weight: Font.Weight { self == .headline ? .semibold : .regular }

    private func metrics(at category: ContentSizeCategory) -> (size: Double, leading: Double) {
        let column: [(size: Double, leading: Double)]
        switch self {
        case .largeTitle: column = Self.largeTitleSizes
        case .title1: column = Self.title1Sizes
        case .title2: column = Self.title2Sizes
        case .title3: column = Self.title3Sizes
        case .headline, .body: column = Self.bodySizes
        case .callout: column = Self.calloutSizes
        case .subheadline: column = Self.subheadlineSizes
        case .footnote: column = Self.footnoteSizes
        case .caption1: column = Self.caption1Sizes
        case .caption2: column = Self.caption2Sizes
        }
        return column[category.rawValue]
    }

    // Apple's Human Interface Guidelines, Typography, "Dynamic Type sizes" for iOS and iPadOS:
    // each style's point size and leading from extra small to AX5, in `ContentSizeCategory` order.
    private static let largeTitleSizes: [(size: Double, leading: Double)] = [
        (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48),
        (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)]
    private static let title1Sizes: [(size: Double, leading: Double)] = [
        (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41),
        (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)]
    private static let title2Sizes: [(size: Double, leading: Double)] = [
        (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34),
        (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)]
    private static let title3Sizes: [(size: Double, leading: Double)] = [
        (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32),
        (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)]
    /// Body's, and Headline's (which is semibold).
    private static let bodySizes: [(size: Double, leading: Double)] = [
        (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
        (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)]
    private static let calloutSizes: [(size: Double, leading: Double)] = [
        (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28),
        (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)]
    private static let subheadlineSizes: [(size: Double, leading: Double)] = [
        (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28),
        (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)]
    private static let footnoteSizes: [(size: Double, leading: Double)] = [
        (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24),
        (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)]
    private static let caption1Sizes: [(size: Double, leading: Double)] = [
        (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23),
        (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)]
    private static let caption2Sizes: [(size: Double, leading: Double)] = [
        (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22),
        (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)]
}
