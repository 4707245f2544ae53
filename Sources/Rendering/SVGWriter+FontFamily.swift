import Layout
import TextLayout

extension SVGWriter {
    /// The `font-family` of a label's text, or nil for the document's own list.
    ///
    /// A label measured from a font file (``TextLayout/FontFileMetrics``) names the file's real
    /// family first (`'Open Sans'`, `'SF Pro Text'`), which a browser that has the font installed
    /// matches, then its PostScript name, then the document's list. A named font without a file
    /// names itself, as Interface Builder stores it; the system font without SF files takes the
    /// document's list.
    static func fontFamily(of label: LabelView) -> String? {
        let font = label.font
        var names: [String] = []
        if let files = label.metrics as? FontFileMetrics, let face = files.fonts.face(for: font) {
            names = [face.familyName, face.postScriptName]
        } else if case .named(let name) = font.family {
            names = [name]
        }
        guard !names.isEmpty else { return nil }
        var seen: Set<String> = []
        let quoted = names.filter { seen.insert($0).inserted }
            .map { "'\(String($0.filter { $0 != "'" && $0 != "\\" }))'" }
        return (quoted + [SVGRenderer.fontFamily]).joined(separator: ", ")
    }
}
