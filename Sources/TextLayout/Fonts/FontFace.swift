/// One font read from a TrueType or OpenType file: its names, its line, and the advances and
/// pair kerning of its glyphs.
///
/// Read faces with ``read(bytes:file:)`` or ``read(contentsOf:)``; a `.ttc` collection gives
/// one face per font. Measure with ``FontFileMetrics`` through a ``FontCollection``.
/// A variable font is measured at its default instance; its named instances are listed in
/// ``namedInstances`` and resolve by name, measured with the default instance's advances.
public struct FontFace: Sendable {
    /// A variation axis of a variable font (`wght`, `wdth`, `opsz`...).
    public struct Axis: Hashable, Sendable {
        public var tag: String
        public var minimum: Double
        public var defaultValue: Double
        public var maximum: Double
    }

    /// A named instance of a variable font, from `fvar`.
    public struct NamedInstance: Hashable, Sendable {
        /// The style, such as `"Semibold"`.
        public var styleName: String
        /// The instance's PostScript name, from `fvar` or made as fonts make it
        /// (`"SFPro-Semibold"`).
        public var postScriptName: String
        /// A value per axis, in ``FontFace/axes`` order.
        public var coordinates: [Double]
    }

    /// The file the face came from.
    public let file: String
    /// The face's index in a `.ttc` collection; 0 in a single-font file.
    public let index: Int
    /// The family (`name` ID 16, else 1), such as `"Open Sans"`.
    public let familyName: String
    /// The style (`name` ID 17, else 2), such as `"Semibold"`.
    public let styleName: String
    /// The PostScript name (`name` ID 6), such as `"OpenSans-Semibold"`, as Interface Builder
    /// stores it.
    public let postScriptName: String
    /// Font units per em.
    public let unitsPerEm: Int
    /// `hhea`'s ascender and line gap, and its descender as a positive distance, in font units:
    /// the line UIKit measures.
    public let ascender: Int
    public let descender: Int
    public let lineGap: Int
    /// `OS/2`'s weight class (400 regular, 700 bold), 400 without the table.
    public let weightClass: Int
    /// Whether `OS/2` marks the face italic.
    public let isItalic: Bool
    /// `OS/2`'s typographic line, when the table has one: ascender, descender (positive), gap.
    public let typographicLine: (ascender: Int, descender: Int, lineGap: Int)?
    /// A variable font's axes; empty for a static font.
    public let axes: [Axis]
    /// A variable font's named instances; empty for a static font.
    public let namedInstances: [NamedInstance]

    let characterMap: CharacterMap
    let metrics: HorizontalMetrics
    let kernTable: KernTable?
    let pairPositioning: PairPositioning?

    /// The number of glyphs.
    public var glyphCount: Int { metrics.advances.count }

    /// The glyph of `scalar`, or nil when the font does not have one.
    public func glyph(for scalar: Unicode.Scalar) -> UInt16? { characterMap.glyph(for: scalar.value) }

    /// The advance of `glyph`, in font units.
    public func advance(ofGlyph glyph: UInt16) -> Int { metrics.advance(of: glyph) }

    /// The pair kerning of `left` followed by `right`, in font units: from `GPOS`'s `kern`
    /// feature when the font has one, else from the `kern` table, as Core Text chooses.
    public func kerning(_ left: UInt16, _ right: UInt16) -> Int {
        if let pairPositioning, !pairPositioning.lookups.isEmpty { return pairPositioning.kerning(left, right) }
        return kernTable?.kerning(left, right) ?? 0
    }

    /// The `Font.Weight` nearest the weight class.
    public var weight: Font.Weight { Self.weight(ofClass: weightClass) }

    static func weight(ofClass weightClass: Int) -> Font.Weight {
        let index = min(max((weightClass + 50) / 100, 1), 9) - 1
        return Font.Weight.allCases[index]
    }

    /// Reads every face in a font file's bytes. `file` names the bytes in errors.
    ///
    /// - Throws: ``FontFileError`` naming the file and the table at fault.
    public static func read(bytes: [UInt8], file: String) throws(FontFileError) -> [FontFace] {
        let reader = ByteReader(bytes: bytes, file: file)
        var faces: [FontFace] = []
        for (index, offset) in try SFNTDirectory.fontOffsets(in: reader).enumerated() {
            faces.append(try FontFace(reader: reader, offset: offset, index: index))
        }
        return faces
    }

    private init(reader: ByteReader, offset: Int, index: Int) throws(FontFileError) {
        let file = reader.file
        let directory = try SFNTDirectory(file: reader, offset: offset)
        let names = try NameTable(try directory.required("name", file: file))
        guard let postScriptName = names[6] ?? names[4], let family = names[16] ?? names[1] else {
            throw FontFileError(file: file, table: "name", message: "no family or PostScript name")
        }
        self.file = file
        self.index = index
        self.familyName = family
        self.styleName = names[17] ?? names[2] ?? "Regular"
        self.postScriptName = postScriptName
        characterMap = try CharacterMap(try directory.required("cmap", file: file))
        metrics = try HorizontalMetrics(head: try directory.required("head", file: file),
                                        hhea: try directory.required("hhea", file: file),
                                        maxp: try directory.required("maxp", file: file),
                                        hmtx: try directory.required("hmtx", file: file))
        unitsPerEm = metrics.unitsPerEm
        ascender = metrics.ascender
        descender = -metrics.descender
        lineGap = metrics.lineGap
        let os2 = try directory.tables["OS/2"].map { table throws(FontFileError) in try OS2Metrics(table) }
        weightClass = os2?.weightClass ?? 400
        isItalic = os2?.isItalic ?? false
        if let os2, let ascender = os2.typoAscender, let descender = os2.typoDescender, let gap = os2.typoLineGap {
            typographicLine = (ascender, -descender, gap)
        } else {
            typographicLine = nil
        }
        kernTable = try directory.tables["kern"].map { table throws(FontFileError) in try KernTable(table) }
        pairPositioning = try directory.tables["GPOS"].map { table throws(FontFileError) in try PairPositioning(table) }
        if let fvar = directory.tables["fvar"] {
            let variations = try FontVariations(fvar)
            axes = variations.axes
            let prefix = (names[25] ?? family).filter { !$0.isWhitespace }
            namedInstances = variations.instances.compactMap { instance in
                guard let style = names[instance.subfamily] else { return nil }
                let postScript = instance.postScript.flatMap { names[$0] } ?? "\(prefix)-\(style.filter { !$0.isWhitespace })"
                return NamedInstance(styleName: style, postScriptName: postScript, coordinates: instance.coordinates)
            }
        } else {
            axes = []
            namedInstances = []
        }
    }
}
