import InterfaceBuilderReader
import Layout
import TextLayout

extension IBColor {
    /// The colour as Layout's ``Layout/Color``, following named and system colours to their
    /// definitions (the file's `<resources>` first, UIKit's light values for system colours the
    /// file does not define); nil when a named colour has no definition anywhere.
    public var layoutColor: Color? {
        if case .system(let name, nil) = self, let known = IBColor.uiKitSystemColor(named: name) {
            return known.layoutColor
        }
        guard let (red, green, blue, alpha) = rgba else { return nil }
        return Color(red: red, green: green, blue: blue, alpha: alpha)
    }
}

extension IBFont {
    /// The font as TextLayout's ``TextLayout/Font``: system fonts by weight, named fonts by name,
    /// and Dynamic Type text styles at the default (Large) content size.
    public var layoutFont: Font { layoutFont(at: .large) }

    /// The font as ``layoutFont`` gives it, with Dynamic Type text styles that have no point size
    /// of their own drawn at `category`.
    public func layoutFont(at category: ContentSizeCategory) -> Font {
        let size = pointSize ?? 17
        switch face {
        case .system(let type, let weight):
            if let weight, let parsed = Self.weights[weight] { return .system(size: size, weight: parsed) }
            return type.lowercased().contains("bold") ? .boldSystem(size: size) : .system(size: size)
        case .named(let name, _):
            return .named(name, size: size)
        case .textStyle(let style):
            let font = Font.preferred(Self.textStyles[style] ?? .body, at: category)
            return pointSize.map { Font(family: font.family, weight: font.weight, pointSize: $0) } ?? font
        }
    }

    private static let weights: [String: Font.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    private static let textStyles: [String: Font.TextStyle] = [
        "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1,
        "UICTFontTextStyleTitle2": .title2, "UICTFontTextStyleTitle3": .title3,
        "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body,
        "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline,
        "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1,
        "UICTFontTextStyleCaption2": .caption2,
    ]
}

extension IBTextAlignment {
    /// The alignment as TextLayout's.
    var layoutAlignment: TextAlignment {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .left
        case .natural: .natural
        }
    }
}

extension IBLineBreakMode {
    /// The line break mode as TextLayout's.
    var layoutMode: LineBreakMode {
        switch self {
        case .wordWrapping: .byWordWrapping
        case .characterWrapping: .byCharWrapping
        case .clipping: .byClipping
        case .headTruncation: .byTruncatingHead
        case .tailTruncation: .byTruncatingTail
        case .middleTruncation: .byTruncatingMiddle
        }
    }
}
