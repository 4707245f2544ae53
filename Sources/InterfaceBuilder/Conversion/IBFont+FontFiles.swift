import InterfaceBuilderReader
import Layout
import TextLayout

extension IBFont {
    /// The font as TextLayout's ``TextLayout/Font``, resolved against font files as
    /// `UIFont(name:size:)` finds a font an app bundles: by PostScript name, then by family
    /// (Interface Builder's `family` attribute) with the weight and slant the name implies.
    ///
    /// A named font found by family is named by the face's PostScript name, so that measuring
    /// and rendering use that face. Without a face for it, the font is ``layoutFont``.
    public func layoutFont(in fonts: FontCollection, at category: ContentSizeCategory = .large) -> Font {
        let font = layoutFont(at: category)
        guard case .named(let name, let family) = face, !fonts.faces.isEmpty,
              let found = fonts.face(named: name, family: family, weight: font.weight) else { return font }
        var resolved = font
        resolved.family = .named(found.postScriptName)
        return resolved
    }
}

/// How a conversion measures text: with font files when some were given (``FontFileMetrics``,
/// the built-in model for every font the files do not have), else with the built-in model.
struct TextMeasurement: Sendable {
    let fonts: FontCollection
    let metrics: any FontMetrics
    /// The content size Dynamic Type text styles are drawn at (``IBDocument/canvasContentSize``).
    let contentSize: ContentSizeCategory

    /// - Parameter generation: the San Francisco the document's canvas drew (see
    ///   ``IBDocument/systemFontGeneration``), for the built-in model.
    init(fonts: FontCollection, contentSize: ContentSizeCategory = .large, generation: SystemFont.Generation = .variable) {
        self.fonts = fonts
        self.contentSize = contentSize
        let model = ProportionalMetrics(systemFontGeneration: generation)
        metrics = fonts.faces.isEmpty ? model : FontFileMetrics(fonts: fonts, fallback: model)
    }

    /// The TextLayout font of an Interface Builder font.
    func font(_ font: IBFont?) -> Font? {
        font?.layoutFont(in: fonts, at: contentSize)
    }
}

extension IBDocument {
    /// The fonts the document's views name for their text that Trellis has no metrics for
    /// (``FontCollection/hasMetrics(for:)``: neither a built-in table or stand-in nor a face
    /// among `fonts`), sorted, each once: their text is measured with Helvetica's widths and the
    /// system font's line.
    public func fontsWithoutMetrics(in fonts: FontCollection) -> [String] {
        Set(allViews.compactMap { view -> String? in
            guard let font = view.text?.font, case .named(let name, _) = font.face,
                  !fonts.hasMetrics(for: font.layoutFont(in: fonts)) else { return nil }
            return name
        }).sorted()
    }

    /// Every font the document's views show text in, resolved against `fonts`, once each, in
    /// document order: the name Interface Builder gave it (`"system font"` for the system font
    /// and text styles) and what ``FontCollection/resolve(_:)`` says measures it. The system
    /// font is listed once per face that measures it (SF Pro Text and Display, by weight).
    public func fontResolutions(in fonts: FontCollection) -> [(name: String, resolution: FontCollection.Resolution)] {
        var seen: Set<String> = []
        var resolutions: [(name: String, resolution: FontCollection.Resolution)] = []
        for view in allViews {
            guard let ibFont = view.text?.font else { continue }
            let resolution = fonts.resolve(ibFont.layoutFont(in: fonts))
            let name: String
            switch ibFont.face {
            case .named(let fontName, _): name = fontName
            case .system, .textStyle: name = "system font"
            }
            if seen.insert("\(name) \(resolution)").inserted { resolutions.append((name, resolution)) }
        }
        return resolutions
    }
}
