import Testing
import TextLayout

/// The font reader, table by table, on synthetic fonts built by ``FontBuilder``.
@Suite struct FontFileTests {
    func face(_ builder: FontBuilder) throws -> FontFace {
        let faces = try FontFace.read(bytes: builder.build(), file: "test.ttf")
        try #require(faces.count == 1)
        return faces[0]
    }

    @Test func namesAndLine() throws {
        let face = try face(FontBuilder())
        #expect(face.familyName == "Test Sans")
        #expect(face.styleName == "Regular")
        #expect(face.postScriptName == "TestSans-Regular")
        #expect(face.unitsPerEm == 1000)
        #expect(face.ascender == 800 && face.descender == 200 && face.lineGap == 90)
        #expect(face.glyphCount == 4)
        #expect(face.file == "test.ttf")
    }

    @Test func cffOutlinesNeedOnlyTheirMetrics() throws {
        // An OpenType font with CFF outlines ('OTTO', with a 'CFF ' table the reader skips)
        // measures from the same tables as a TrueType one.
        var bytes = FontBuilder().build()
        bytes.replaceSubrange(0..<4, with: Array("OTTO".utf8))
        let face = try #require(try FontFace.read(bytes: bytes, file: "test.otf").first)
        #expect(face.postScriptName == "TestSans-Regular")
        #expect(face.advance(ofGlyph: try #require(face.glyph(for: "V"))) == 700)
        // Any other version is not a font.
        bytes.replaceSubrange(0..<4, with: Array("wOFF".utf8))
        #expect(throws: FontFileError.self) { try FontFace.read(bytes: bytes, file: "test.woff") }
    }

    @Test func cmapFormat4AndAdvances() throws {
        let face = try face(FontBuilder())
        #expect(face.glyph(for: "A") == 1)
        #expect(face.glyph(for: "V") == 2)
        #expect(face.glyph(for: "B") == nil)
        #expect(face.advance(ofGlyph: 1) == 600)
        #expect(face.advance(ofGlyph: 2) == 700)
        #expect(face.advance(ofGlyph: 99) == 0)
    }

    @Test func cmapFormat12ReachesPastTheBMP() throws {
        var builder = FontBuilder()
        builder.useFormat12 = true
        builder.cmap = [0x41: 1, 0x1F600: 2]
        let face = try face(builder)
        #expect(face.glyph(for: "A") == 1)
        #expect(face.glyph(for: "\u{1F600}") == 2)
        #expect(face.glyph(for: "V") == nil)
    }

    @Test func hmtxRepeatsTheLastAdvance() throws {
        var builder = FontBuilder()
        var hhea = builder.hhea()
        hhea[35] = 2  // numberOfHMetrics 2 of 4 glyphs
        builder.replace["hhea"] = hhea
        let face = try face(builder)
        #expect(face.advance(ofGlyph: 3) == 600)
    }

    @Test func os2WeightAndSlant() throws {
        var builder = FontBuilder()
        builder.weightClass = 600
        builder.italic = true
        let face = try face(builder)
        #expect(face.weightClass == 600)
        #expect(face.weight == .semibold)
        #expect(face.isItalic)
        #expect(face.typographicLine?.ascender == 800)
        #expect(face.typographicLine?.descender == 200)
    }

    @Test func kernTablePairs() throws {
        var builder = FontBuilder()
        builder.kernPairs = [(1, 2, -80), (2, 1, -60)]
        let face = try face(builder)
        #expect(face.kerning(1, 2) == -80)
        #expect(face.kerning(2, 1) == -60)
        #expect(face.kerning(1, 1) == 0)
    }

    @Test func gposPairFormat1() throws {
        var builder = FontBuilder()
        builder.gposPairs = [(1, 2, -90), (1, 3, 15)]
        let face = try face(builder)
        #expect(face.kerning(1, 2) == -90)
        #expect(face.kerning(1, 3) == 15)
        #expect(face.kerning(2, 1) == 0)
    }

    @Test func gposPairFormat2Classes() throws {
        var builder = FontBuilder()
        builder.gposClasses = (first: [1: 1, 2: 0], second: [2: 1, 3: 2], matrix: [[0, -5, 0], [0, -70, 30]])
        let face = try face(builder)
        #expect(face.kerning(1, 2) == -70)
        #expect(face.kerning(1, 3) == 30)
        #expect(face.kerning(2, 2) == -5)  // class 0 of the first glyph, covered
        #expect(face.kerning(3, 2) == 0)  // not covered
    }

    @Test func gposThroughAnExtensionLookup() throws {
        var builder = FontBuilder()
        builder.gposPairs = [(1, 2, -42)]
        builder.gposAsExtension = true
        #expect(try face(builder).kerning(1, 2) == -42)
    }

    @Test func gposWinsOverTheKernTable() throws {
        var builder = FontBuilder()
        builder.kernPairs = [(1, 2, -80)]
        builder.gposPairs = [(1, 2, -30)]
        #expect(try face(builder).kerning(1, 2) == -30)
    }

    @Test func fvarNamedInstances() throws {
        var builder = FontBuilder()
        builder.instances = [("Regular", 400), ("Semibold", 600)]
        let face = try face(builder)
        #expect(face.axes.map(\.tag) == ["wght"])
        #expect(face.axes.first?.defaultValue == 400)
        #expect(face.namedInstances.map(\.styleName) == ["Regular", "Semibold"])
        #expect(face.namedInstances.map(\.postScriptName) == ["TestSans-Regular", "TestSans-Semibold"])
        #expect(face.namedInstances[1].coordinates == [600])
    }

    @Test func collectionHoldsEveryFace() throws {
        var bold = FontBuilder()
        bold.style = "Bold"
        bold.postScriptName = "TestSans-Bold"
        bold.weightClass = 700
        let bytes = FontBuilder.assemble([FontBuilder().tables, bold.tables], collection: true)
        let faces = try FontFace.read(bytes: bytes, file: "test.ttc")
        #expect(faces.map(\.postScriptName) == ["TestSans-Regular", "TestSans-Bold"])
        #expect(faces.map(\.index) == [0, 1])
        #expect(faces[1].weight == .bold)
    }
}
