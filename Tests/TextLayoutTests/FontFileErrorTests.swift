import Testing
import TextLayout

/// Malformed and truncated font files: a ``FontFileError`` naming the file and the table.
@Suite struct FontFileErrorTests {
    func error(_ bytes: [UInt8]) -> FontFileError? {
        do {
            _ = try FontFace.read(bytes: bytes, file: "bad.ttf")
            return nil
        } catch {
            return error
        }
    }

    func error(_ edit: (inout FontBuilder) -> Void) -> FontFileError? {
        var builder = FontBuilder()
        edit(&builder)
        return error(builder.build())
    }

    @Test func emptyAndForeignFiles() {
        #expect(error([])?.message.contains("too short") == true)
        #expect(error(Array("<html>".utf8))?.message.contains("not a TrueType or OpenType font") == true)
        #expect(error([])?.file == "bad.ttf")
    }

    @Test func truncatedDirectory() {
        let bytes = Array(FontBuilder().build().prefix(40))
        let failure = error(bytes)
        #expect(failure?.table == nil)
        #expect(failure?.message.contains("table directory") == true)
    }

    @Test func tablePastTheEndOfTheFile() {
        let bytes = FontBuilder().build()
        // Cutting the file short leaves the last table's record pointing past the end.
        let failure = error(Array(bytes.prefix(bytes.count - 40)))
        #expect(failure != nil)
        #expect(failure?.message.contains("runs past the end") == true)
    }

    @Test func missingRequiredTables() {
        for tag in ["cmap", "head", "hhea", "hmtx", "maxp", "name"] {
            let failure = error { $0.omit = [tag] }
            #expect(failure?.table == tag, "\(tag)")
            #expect(failure?.message.contains("missing") == true)
        }
    }

    @Test func badHead() {
        let failure = error { $0.unitsPerEm = 0 }
        #expect(failure?.table == "head")
        #expect(failure?.message.contains("unitsPerEm") == true)
    }

    @Test func moreAdvancesThanGlyphs() {
        let failure = error { builder in
            var maxp = builder.maxp()
            maxp[5] = 2
            builder.replace["maxp"] = maxp
        }
        #expect(failure?.table == "hhea")
        #expect(failure?.message.contains("exceeds the glyph count") == true)
    }

    @Test func shortHmtx() {
        let failure = error { $0.replace["hmtx"] = [0, 1] }
        #expect(failure?.table == "hmtx")
    }

    @Test func cmapWithoutUnicode() {
        let failure = error { $0.replace["cmap"] = [0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 12, 0, 0, 0, 6, 0, 0] }
        #expect(failure?.table == "cmap")
        #expect(failure?.message.contains("no Unicode subtable") == true)
    }

    @Test func truncatedKernGposNameAndFvar() {
        #expect(error { $0.kernPairs = [(1, 2, -1)]; $0.replace["kern"] = [0, 0, 0, 1, 0, 0, 0, 200, 0, 1, 0, 9] }?.table == "kern")
        #expect(error { $0.gposPairs = [(1, 2, -1)]; $0.replace["GPOS"] = [0, 1, 0, 0, 0, 10, 0, 12, 0, 90] }?.table == "GPOS")
        #expect(error { $0.replace["name"] = [0, 0, 0, 9, 0, 0] }?.table == "name")
        #expect(error { $0.instances = [("Bold", 700)]; $0.replace["fvar"] = [0, 1, 0, 0, 0, 16, 0, 2, 0, 1, 0, 20, 0, 1, 0, 8] }?.table == "fvar")
    }

    @Test func badCollection() {
        #expect(error(Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 0])?.message.contains("no fonts") == true)
        #expect(error(Array("ttcf".utf8) + [0, 1, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF])?.message.contains("collection") == true)
    }

    @Test func descriptionNamesFileAndTable() {
        let failure = FontFileError(file: "a.ttf", table: "cmap", message: "broken")
        #expect(failure.description == "a.ttf: 'cmap' table: broken")
    }

    @Test func unreadablePaths() {
        #expect(throws: FontFileError.self) { try FontCollection(paths: ["/nonexistent/font.ttf"]) }
    }
}
