/// The user's preferred text size, `UIContentSizeCategory`, which sets the point size and
/// leading of every Dynamic Type text style.
///
/// Only the categories whose sizes TextLayout needs are here: ``large``, iOS's default, and
/// ``extraSmall``, the size at which Xcode 13's Interface Builder canvas draws text styles (the
/// frames its files saved fit the extra-small fonts; see `IBDocument.canvasContentSize`).
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
    /// `UIContentSizeCategory.extraSmall`: Body 14 points on a 19-point leading.
    case extraSmall
    /// `UIContentSizeCategory.large`, the default: Body 17 points on 22.
    case large
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
        switch (self, category) {
        case (.largeTitle, .large): (34, 41)
        case (.largeTitle, .extraSmall): (31, 38)
        case (.title1, .large): (28, 34)
        case (.title1, .extraSmall): (25, 31)
        case (.title2, .large): (22, 28)
        case (.title2, .extraSmall): (19, 24)
        case (.title3, .large): (20, 25)
        case (.title3, .extraSmall): (17, 22)
        case (.headline, .large), (.body, .large): (17, 22)
        case (.headline, .extraSmall), (.body, .extraSmall): (14, 19)
        case (.callout, .large): (16, 21)
        case (.callout, .extraSmall): (13, 18)
        case (.subheadline, .large): (15, 20)
        case (.subheadline, .extraSmall), (.footnote, .extraSmall): (12, 16)
        case (.footnote, .large): (13, 18)
        case (.caption1, .large): (12, 16)
        case (.caption1, .extraSmall), (.caption2, .extraSmall), (.caption2, .large): (11, 13)
        }
    }
}
