/// Metrics from font files: a font that a ``FontCollection`` has is measured with its real
/// advances, pair kerning and line; every other font with `fallback`.
///
/// The system font is measured from SF Pro files when the collection has them, with UIKit's
/// automatic tracking added to each character (``FontCollection/systemTracking(size:)``).
/// Characters a face does not map (Japanese in Open Sans, say) fall back as Core Text's font
/// fallback would, to the built-in model.
public struct FontFileMetrics: FontMetrics {
    /// The fonts to measure with.
    public var fonts: FontCollection
    /// What measures fonts and characters the files do not have: the built-in model, whose
    /// system font is used whenever no SF files are among the fonts.
    public var fallback: any FontMetrics

    /// Metrics measuring `fonts` from their files and everything else with `fallback`.
    public init(fonts: FontCollection, fallback: any FontMetrics = ProportionalMetrics()) {
        self.fonts = fonts
        self.fallback = fallback
    }

    public func advance(of character: Character, in font: Font) -> Double {
        guard let face = fonts.face(for: font), let glyph = Self.glyph(of: character, in: face) else {
            return fallback.advance(of: character, in: font)
        }
        let em = Double(face.advance(ofGlyph: glyph)) / Double(face.unitsPerEm)
        let tracking = font.family == .system ? FontCollection.systemTracking(size: font.pointSize) : 0
        return (em + tracking) * font.pointSize
    }

    public func kerning(between left: Character, and right: Character, in font: Font) -> Double {
        guard let face = fonts.face(for: font) else { return fallback.kerning(between: left, and: right, in: font) }
        // A pair with a character the face lacks spans two fonts, which do not kern.
        guard let first = Self.glyph(of: left, in: face), let second = Self.glyph(of: right, in: face) else { return 0 }
        return Double(face.kerning(first, second)) / Double(face.unitsPerEm) * font.pointSize
    }

    public func lineHeight(of font: Font) -> Double {
        guard let face = fonts.face(for: font) else { return fallback.lineHeight(of: font) }
        return Double(face.ascender + face.descender + max(0, face.lineGap)) / Double(face.unitsPerEm) * font.pointSize
    }

    public func ascender(of font: Font) -> Double {
        guard let face = fonts.face(for: font) else { return fallback.ascender(of: font) }
        return Double(face.ascender) / Double(face.unitsPerEm) * font.pointSize
    }

    public func descender(of font: Font) -> Double {
        guard let face = fonts.face(for: font) else { return fallback.descender(of: font) }
        return Double(face.descender) / Double(face.unitsPerEm) * font.pointSize
    }

    public func tabInterval(of font: Font) -> Double { fallback.tabInterval(of: font) }

    /// The glyph that measures a grapheme cluster: its first scalar's, as the built-in model
    /// measures a cluster by its base. Controls are left to the fallback, which measures the
    /// symbol that shows them.
    static func glyph(of character: Character, in face: FontFace) -> UInt16? {
        guard let first = character.unicodeScalars.first, first.value >= 0x20,
              !(0x7F..<0xA0).contains(first.value) else { return nil }
        return face.glyph(for: first)
    }
}
