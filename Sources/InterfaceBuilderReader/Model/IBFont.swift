/// A font from `<fontDescription>` (or `<font>` in attributed text).
public struct IBFont: Hashable, Sendable {
    /// How the font is chosen.
    public enum Face: Hashable, Sendable {
        /// The system font: `type` is `system`, `boldSystem`, `italicSystem`, ...; `weight`
        /// (`medium`, `semibold`, ...) when Interface Builder wrote one.
        case system(type: String, weight: String?)
        /// A font by PostScript name, with its family name when written.
        case named(name: String, family: String?)
        /// A Dynamic Type text style such as `UICTFontTextStyleBody`; its size depends on the
        /// content size category, so ``IBFont/pointSize`` is nil.
        case textStyle(String)
    }

    /// How the font is chosen.
    public var face: Face
    /// The size in points; nil for text styles.
    public var pointSize: Double?

    public init(face: Face, pointSize: Double?) {
        self.face = face
        self.pointSize = pointSize
    }

    /// True for `boldSystem` and system fonts with a bold-or-heavier weight.
    public var isBold: Bool {
        switch face {
        case .system(let type, let weight):
            type == "boldSystem" || ["semibold", "bold", "heavy", "black"].contains(weight ?? "")
        case .named(let name, _): name.lowercased().contains("bold")
        case .textStyle(let style): style.hasSuffix("Headline")
        }
    }
}
