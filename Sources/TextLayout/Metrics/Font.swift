/// A font at a point size: the system font (San Francisco on iOS) in a weight, or a font by name.
///
/// TextLayout has no font files; ``FontMetrics`` decides what a font's characters measure.
public struct Font: Hashable, Sendable {
    /// Which typeface.
    public enum Family: Hashable, Sendable {
        /// The system font, `UIFont.systemFont(ofSize:weight:)`.
        case system
        /// A font by PostScript or family name, as Interface Builder stores it (`"HelveticaNeue-Bold"`).
        case named(String)
    }

    /// The weights of `UIFont.Weight`.
    public enum Weight: Int, Hashable, Sendable, Comparable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The Dynamic Type text styles; their sizes follow the ``ContentSizeCategory``.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

        /// The style's leading at the default (Large) content size: lines of wrapped text are
        /// this far apart (Body 17 points on 22), while a single line is only as high as the
        /// font's own line. ``leading(at:)`` gives it at other sizes.
        public var leading: Double { leading(at: .large) }
    }

    /// The typeface.
    public var family: Family {
        didSet { standIn = FamilyMetrics.StandIn(resolving: family) }
    }
    /// The weight; for a named font, the weight its name implies.
    public var weight: Weight
    /// The size in points (the em).
    public var pointSize: Double
    /// The Dynamic Type text style the font came from (``preferred(_:at:)``), whose leading spaces
    /// wrapped lines; nil for fonts made by size.
    public var textStyle: TextStyle?
    /// The content size category a text style's font was made at, which sets its leading;
    /// ``ContentSizeCategory/large`` for fonts made by size.
    public var contentSizeCategory: ContentSizeCategory = .large
    /// The stand-in metrics a named font measures with, resolved from its name when the family
    /// is set, so that measuring a character does not read the name again. It follows from
    /// `family`, so it never makes two equal fonts differ.
    private(set) var standIn: FamilyMetrics.StandIn

    /// Creates a font; ``system(size:weight:)``, ``boldSystem(size:)`` and ``named(_:size:)`` are shorter.
    public init(family: Family, weight: Weight, pointSize: Double) {
        self.family = family
        self.standIn = FamilyMetrics.StandIn(resolving: family)
        self.weight = weight
        self.pointSize = pointSize
    }

    /// The system font, like `UIFont.systemFont(ofSize:weight:)`.
    public static func system(size: Double, weight: Weight = .regular) -> Font {
        Font(family: .system, weight: weight, pointSize: size)
    }

    /// The bold system font, like `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystem(size: Double) -> Font {
        Font(family: .system, weight: .bold, pointSize: size)
    }

    /// A font by name, like `UIFont(name:size:)`. The weight is read from the name
    /// (`"HelveticaNeue-Bold"` is bold, `"OpenSans-Semibold"` semibold), regular otherwise.
    public static func named(_ name: String, size: Double) -> Font {
        Font(family: .named(name), weight: weight(impliedBy: name), pointSize: size)
    }

    /// The font of a Dynamic Type text style at the default (Large) content size, like
    /// `UIFont.preferredFont(forTextStyle:)`.
    public static func preferred(_ style: TextStyle) -> Font { preferred(style, at: .large) }

    /// The font of a Dynamic Type text style at `category`, like
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)` with that content size.
    public static func preferred(_ style: TextStyle, at category: ContentSizeCategory) -> Font {
        var font = Font.system(size: style.pointSize(at: category), weight: style.weight)
        font.textStyle = style
        font.contentSizeCategory = category
        return font
    }

    /// Whether every character of the font has the same advance (Courier, Menlo, "Mono" fonts).
    var isMonospaced: Bool { standIn.isMonospaced }

    private static func weight(impliedBy name: String) -> Weight {
        let lowered = name.lowercased()
        // Longest names first, so "semibold" and "ultralight" are not read as "bold" and "light".
        let names: [(String, Weight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("semibold", .semibold),
            ("demibold", .semibold), ("extrabold", .heavy), ("ultrabold", .heavy), ("thin", .thin),
            ("light", .light), ("medium", .medium), ("bold", .bold), ("heavy", .heavy), ("black", .black),
        ]
        return names.first { lowered.contains($0.0) }?.1 ?? .regular
    }
}
