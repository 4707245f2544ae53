/// How a label or text control lays out text: `NSTextAlignment`.
public enum IBTextAlignment: String, Hashable, Sendable {
    case left, center, right, justified, natural
}

/// `NSLineBreakMode`.
public enum IBLineBreakMode: String, Hashable, Sendable {
    case wordWrapping, characterWrapping, clipping, headTruncation, tailTruncation, middleTruncation

    /// Reads the spellings Interface Builder uses: `wordWrap` on labels, `wordWrapping` and
    /// `truncatingTail` in paragraph styles, and so on.
    public init?(interfaceBuilderValue value: String) {
        switch value {
        case "wordWrap", "wordWrapping", "byWordWrapping": self = .wordWrapping
        case "characterWrap", "charWrap", "charWrapping", "characterWrapping", "byCharWrapping": self = .characterWrapping
        case "clipping", "clip", "byClipping": self = .clipping
        case "headTruncation", "truncatingHead", "byTruncatingHead": self = .headTruncation
        case "tailTruncation", "truncatingTail", "byTruncatingTail": self = .tailTruncation
        case "middleTruncation", "truncatingMiddle", "byTruncatingMiddle": self = .middleTruncation
        default: return nil
        }
    }
}

/// The text of a label, button, text field or text view, and how it is set.
public struct IBText: Hashable, Sendable {
    /// The text. For attributed text, the fragments joined; nil when the file has none
    /// (`<nil key="text"/>` or no `text` attribute).
    public var text: String?
    /// True when the text came from an `<attributedString>`.
    public var isAttributed: Bool = false
    /// A text field's placeholder.
    public var placeholder: String?
    /// `fontDescription`, or for attributed text the first fragment's font.
    public var font: IBFont?
    public var textColor: IBColor?
    /// Absent in the file means `natural`.
    public var alignment: IBTextAlignment = .natural
    /// Absent in the file means `tailTruncation` (UILabel's default).
    public var lineBreakMode: IBLineBreakMode = .tailTruncation
    /// Absent in the file means 1; 0 means as many lines as needed.
    public var numberOfLines: Int = 1
    public var adjustsFontSizeToFit: Bool = false
    public var minimumScaleFactor: Double?
    /// `preferredMaxLayoutWidth`, when the file sets one.
    public var preferredMaxLayoutWidth: Double?
    /// Attributed text's first `<paragraphStyle>`: `lineHeightMultiple`, `minimumLineHeight`,
    /// `maximumLineHeight` and `lineSpacing`, which change the label's height (0 when absent).
    public var lineHeightMultiple: Double = 0
    public var minimumLineHeight: Double = 0
    public var maximumLineHeight: Double = 0
    public var lineSpacing: Double = 0

    public init() {}
}

/// An image by name, with its size from `<resources><image name= width= height=>` when the file
/// has it (the reader fills ``size`` in).
public struct IBImageReference: Hashable, Sendable {
    public var name: String
    /// The size in points, from the document's resources; nil when the file does not say.
    public var size: IBSize?
    /// `system` for SF Symbols.
    public var catalog: String?
    /// An SF Symbol's scale (`small`, `medium`, `large`) where the file sets one.
    public var symbolScale: String?

    public init(name: String, size: IBSize? = nil, catalog: String? = nil, symbolScale: String? = nil) {
        self.name = name
        self.size = size
        self.catalog = catalog
        self.symbolScale = symbolScale
    }
}

/// One `<state key="normal" title= image=>` of a button.
public struct IBButtonState: Hashable, Sendable {
    /// `normal`, `highlighted`, `selected`, `disabled`.
    public var key: String
    public var title: String?
    public var image: IBImageReference?
    public var backgroundImage: IBImageReference?
    public var titleColor: IBColor?
    /// An attributed title's first fragment's font: UIKit draws (and sizes) the title in it,
    /// not in the button's `fontDescription`. Nil for plain titles and fragments with none.
    public var titleFont: IBFont?

    public init(key: String, title: String? = nil, image: IBImageReference? = nil,
                backgroundImage: IBImageReference? = nil, titleColor: IBColor? = nil, titleFont: IBFont? = nil) {
        self.key = key
        self.titleFont = titleFont
        self.title = title
        self.image = image
        self.backgroundImage = backgroundImage
        self.titleColor = titleColor
    }
}

/// What a button needs for its intrinsic size beyond its text.
public struct IBButton: Hashable, Sendable {
    /// `system`, `roundedRect`, `custom`, `infoLight`, ...; nil when absent (custom).
    public var buttonType: String?
    /// Title and image per control state, in document order.
    public var states: [IBButtonState] = []
    public var contentEdgeInsets: IBEdgeInsets?
    public var titleEdgeInsets: IBEdgeInsets?
    public var imageEdgeInsets: IBEdgeInsets?
    /// True when the button uses an iOS 15 `UIButton.Configuration` (`<buttonConfiguration>`).
    public var hasConfiguration: Bool = false
    /// The configuration's title, which UIKit shows instead of the normal state's: a button
    /// with a configuration but no title there shows none, whatever the states say.
    public var configurationTitle: String?
    /// The configuration's image (`image=` or `<imageReference key="image">`), which likewise
    /// replaces the normal state's.
    public var configurationImage: IBImageReference?
    /// The configuration's `titleFontDescription`; nil for the configuration's default.
    public var configurationFont: IBFont?

    public init() {}

    /// The normal state, which UIKit falls back to for the others.
    public var normal: IBButtonState? { states.first { $0.key == "normal" } }
}

/// A stack view's arrangement, with UIKit's defaults for absent attributes.
public struct IBStackView: Hashable, Sendable {
    public enum Axis: String, Hashable, Sendable { case horizontal, vertical }
    public enum Distribution: String, Hashable, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    public enum Alignment: String, Hashable, Sendable {
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
    }

    public var axis: Axis = .horizontal
    public var distribution: Distribution = .fill
    public var alignment: Alignment = .fill
    public var spacing: Double = 0
    /// True for `spacingType="standard"`: system spacing instead of ``spacing``.
    public var usesSystemSpacing = false
    /// The spacing the stack lays its arranged views out with: UIKit's standard 8 points, or
    /// ``spacing``.
    public var effectiveSpacing: Double { usesSystemSpacing ? 8 : spacing }
    public var isBaselineRelativeArrangement = false
    public var isLayoutMarginsRelativeArrangement = false

    public init() {}
}
