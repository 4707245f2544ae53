/// Font files to measure with: a team's own fonts, or Apple's SF fonts for the system font.
///
/// Build one from files and directories (searched recursively for `.ttf`, `.otf` and `.ttc`),
/// add ``environmentPaths()`` for `TRELLIS_FONT_PATH`, and measure with ``FontFileMetrics``.
/// A name resolves as UIKit's `UIFont(name:size:)` finds it: by PostScript name first
/// (`"OpenSans-Semibold"`), then by family and style (`"Open Sans"` at semibold).
public struct FontCollection: Sendable {
    /// The faces, in the order they were added.
    public private(set) var faces: [FontFace] = []
    /// Files in added directories that could not be read. A file given by name that cannot be
    /// read is an error instead.
    public private(set) var unreadable: [FontFileError] = []

    /// Face indices by lowercased PostScript name, with the named instance when it is one.
    private var byPostScriptName: [String: (face: Int, instance: Int?)] = [:]
    /// Face indices by family, lowercased without spaces.
    var byFamily: [String: [Int]] = [:]

    /// An empty collection: everything measures with the built-in model.
    public init() {}

    /// The fonts in `paths`, each a font file or a directory.
    ///
    /// - Throws: ``FontFileError`` for a path that does not exist or a named file that is not
    ///   a readable font.
    public init(paths: [String]) throws(FontFileError) {
        for path in paths { try add(path: path) }
    }

    /// Adds the faces of some bytes of a font file.
    public mutating func add(bytes: [UInt8], file: String) throws(FontFileError) {
        for face in try FontFace.read(bytes: bytes, file: file) { add(face) }
    }

    /// Adds a font file, or every font file under a directory.
    public mutating func add(path: String) throws(FontFileError) {
        switch FontFileSystem.isDirectory(path) {
        case nil: throw FontFileError(file: path, table: nil, message: "no such file or directory")
        case false?: try add(bytes: try FontFileSystem.read(path), file: path)
        case true?: addDirectory(path, depth: 0)
        }
    }

    /// Adds a face.
    public mutating func add(_ face: FontFace) {
        let index = faces.count
        faces.append(face)
        let key = face.postScriptName.lowercased()
        if byPostScriptName[key] == nil { byPostScriptName[key] = (index, nil) }
        for (k, instance) in face.namedInstances.enumerated() where byPostScriptName[instance.postScriptName.lowercased()] == nil {
            byPostScriptName[instance.postScriptName.lowercased()] = (index, k)
        }
        byFamily[Self.familyKey(face.familyName), default: []].append(index)
    }

    /// The directories in `TRELLIS_FONT_PATH`, a colon-separated list like `PATH`.
    public static func environmentPaths() -> [String] {
        guard let value = FontFileSystem.environment("TRELLIS_FONT_PATH") else { return [] }
        return value.split(separator: ":").map(String.init)
    }

    private mutating func addDirectory(_ path: String, depth: Int) {
        // Deep enough for any font folder, shallow enough that a symbolic link loop ends.
        guard depth < 16 else { return }
        for name in FontFileSystem.contents(of: path) where !name.hasPrefix(".") {
            let child = path.hasSuffix("/") ? path + name : path + "/" + name
            let lowered = name.lowercased()
            if FontFileSystem.isDirectory(child) == true {
                addDirectory(child, depth: depth + 1)
            } else if [".ttf", ".otf", ".ttc"].contains(where: { lowered.hasSuffix($0) }) {
                do throws(FontFileError) {
                    try add(bytes: try FontFileSystem.read(child), file: child)
                } catch {
                    unreadable.append(error)
                }
            }
        }
    }

    static func familyKey(_ name: String) -> String {
        String(name.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" })
    }
}

extension FontCollection {
    /// What measures a font: a face from a file, or the built-in model.
    public enum Resolution: Hashable, Sendable {
        /// A face, by its file and PostScript name (a named instance's for a variable font).
        case file(path: String, postScriptName: String)
        /// No file has the font; it is measured as `substitute` (the built-in model's name for it).
        case substituted(by: String)
    }

    /// The face that measures `font`, if a file has it.
    public func face(for font: Font) -> FontFace? {
        switch font.family {
        case .system: return systemFace(size: font.pointSize, weight: font.weight)
        case .named(let name) where Self.isSystemFontName(name): return systemFace(size: font.pointSize, weight: font.weight)
        case .named(let name): return namedFace(name, weight: font.weight).map { faces[$0.face] }
        }
    }

    /// Whether `font` is measured with metrics of its own: the system font (the built-in model or
    /// SF files), a face these files have, or a built-in table or stand-in for its family
    /// (Helvetica's published advances, Arial's, Garamond's...). False for a named font none of
    /// them covers, which is measured with Helvetica's widths and the system font's line: a
    /// size that depends on its text then says little about the layout.
    public func hasMetrics(for font: Font) -> Bool {
        guard case .named(let name) = font.family, !Self.isSystemFontName(name) else { return true }
        if namedFace(name, weight: font.weight) != nil || FamilyMetrics.of(font) != nil { return true }
        return name.lowercased().hasPrefix("helvetica")
    }

    /// Whether a name is one of Apple's private names for the system font, which begin with a
    /// dot (`.AppleSystemUIFont`, `.SFUIText-Semibold`, `.SFNSText`) and which Interface Builder
    /// sometimes saves: they are measured as the system font.
    static func isSystemFontName(_ name: String) -> Bool { name.hasPrefix(".") }

    /// Where `font` is measured from, for reports.
    public func resolve(_ font: Font) -> Resolution {
        switch font.family {
        case .named(let name) where Self.isSystemFontName(name):
            return resolve(Font(family: .system, weight: font.weight, pointSize: font.pointSize))
        case .system:
            if let face = systemFace(size: font.pointSize, weight: font.weight) {
                return .file(path: face.file, postScriptName: face.postScriptName)
            }
            return .substituted(by: "the built-in system font model")
        case .named(let name):
            if let found = namedFace(name, weight: font.weight) {
                let face = faces[found.face]
                return .file(path: face.file, postScriptName: found.instance.map { face.namedInstances[$0].postScriptName } ?? face.postScriptName)
            }
            return .substituted(by: FamilyMetrics.standIn(for: name) ?? "Helvetica's widths and the system font's line (built-in)")
        }
    }

    /// The face of a font by name, as Interface Builder stores it: by PostScript name
    /// (`"OpenSans-Semibold"`), then by family with the weight and slant nearest the ones the
    /// name implies. The family is `family` when given (Interface Builder's `family` attribute,
    /// `"Open Sans"`), else the name or its part before a hyphen.
    ///
    /// - Returns: the face and, for a variable font's named instance, that instance's
    ///   PostScript name; nil when no face has the name or the family.
    public func face(named name: String, family: String? = nil, weight: Font.Weight) -> (face: FontFace, postScriptName: String)? {
        guard let found = namedFace(name, family: family, weight: weight) else { return nil }
        let face = faces[found.face]
        return (face, found.instance.map { face.namedInstances[$0].postScriptName } ?? face.postScriptName)
    }

    /// A name's face: by PostScript name, then by family (`family`, the name, or its part
    /// before a hyphen) with the weight and slant nearest the font's.
    func namedFace(_ name: String, family: String? = nil, weight: Font.Weight) -> (face: Int, instance: Int?)? {
        if let found = byPostScriptName[name.lowercased()] { return found }
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        let italic = name.lowercased().contains("italic") || name.lowercased().contains("oblique")
        let narrow = Self.isNarrow(name)
        for family in [family, name, parts.first].compactMap({ $0 }) {
            if let candidates = byFamily[Self.familyKey(family)] {
                return (nearest(candidates, weight: weight, italic: italic, narrow: narrow), nil)
            }
        }
        return nil
    }

    /// The face among `candidates` closest in weight with the wanted slant and width. Slant
    /// counts most, then width (some families file their condensed faces under the family's own
    /// name, as Open Sans's Condensed Light does), then weight.
    private func nearest(_ candidates: [Int], weight: Font.Weight, italic: Bool, narrow: Bool) -> Int {
        let wanted = Self.weightClass(of: weight)
        func distance(_ face: FontFace) -> Int {
            (face.isItalic != italic ? 10_000 : 0) + (Self.isNarrow(face.postScriptName) != narrow ? 5_000 : 0)
                + abs(face.weightClass - wanted)
        }
        return candidates.min { a, b in
            let da = distance(faces[a]), db = distance(faces[b])
            return da != db ? da < db : a < b
        } ?? candidates[0]
    }

    /// Whether a name is of a condensed or narrow face.
    private static func isNarrow(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["cond", "narrow", "compressed"].contains { lowered.contains($0) }
    }

    static func weightClass(of weight: Font.Weight) -> Int { (weight.rawValue + 1) * 100 }
}

extension FamilyMetrics {
    /// What the built-in model measures a named font as, in words, for substitution reports.
    static func standIn(for name: String) -> String? {
        guard let metrics = of(.named(name, size: 17)) else { return nil }
        let known: [(FamilyMetrics, String)] = [
            (garamond, "EB Garamond (built-in)"), (avenirNext, "Avenir Next's line and widths (built-in)"),
            (avenirNextCondensed, "Avenir Next's line (built-in)"),
            (avenir, "Avenir's widths (built-in)"), (georgia, "Georgia's widths (built-in)"),
            (verdana, "Verdana's widths (built-in)"), (trebuchetMS, "Trebuchet MS's widths (built-in)"),
            (menlo, "DejaVu Sans Mono's line (built-in)"), (arial, "Liberation Sans (built-in)"),
            (timesNewRoman, "Liberation Serif (built-in)"), (courierNew, "Liberation Mono's line (built-in)"),
            (helveticaNeue, "Helvetica Neue's line (built-in)"),
        ]
        return known.first { $0.0.sameFigures(as: metrics) }?.1
    }

    private func sameFigures(as other: FamilyMetrics) -> Bool {
        line == other.line && regularASCII == other.regularASCII
    }
}
