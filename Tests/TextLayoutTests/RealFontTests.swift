import Foundation
import Testing
import TextLayout

enum RealFontBytes {
    static func read(_ path: String) throws -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }
}

/// Debian's DejaVu fonts (fonts-dejavu-core), where installed: figures checked with fontTools.
@Suite(.enabled(if: RealFonts.dejaVuSans != nil)) struct RealFontTests {
    @Test func dejaVuSans() throws {
        let faces = try FontCollection(paths: [RealFonts.dejaVuSansPath]).faces
        let face = try #require(faces.first)
        #expect(face.postScriptName == "DejaVuSans")
        #expect(face.familyName == "DejaVu Sans")
        #expect(face.unitsPerEm == 2048)
        #expect(face.ascender == 1901 && face.descender == 483 && face.lineGap == 0)
        #expect(face.weightClass == 400)
        let a = try #require(face.glyph(for: "A")), v = try #require(face.glyph(for: "V"))
        #expect(a == 36 && v == 57)
        #expect(face.advance(ofGlyph: a) == 1401)
        // DejaVu kerns in GPOS and in its 'kern' table alike.
        #expect(face.kerning(a, v) == -131)
    }

    @Test func directoryIsSearched() throws {
        let fonts = try FontCollection(paths: ["/usr/share/fonts/truetype/dejavu"])
        #expect(fonts.faces.count >= 2)
        #expect(fonts.unreadable.isEmpty)
        #expect(fonts.face(for: .named("DejaVuSans-Bold", size: 17))?.weightClass == 700)
        #expect(fonts.face(for: Font(family: .named("DejaVu Sans"), weight: .bold, pointSize: 17))?.postScriptName == "DejaVuSans-Bold")
    }

    @Test func unreadableFilesInADirectoryAreCollected() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fonts-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("not a font".utf8).write(to: directory.appendingPathComponent("Broken.ttf"))
        // A good font one level down: directories are searched recursively.
        let sub = directory.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try Data(FontBuilder().build()).write(to: sub.appendingPathComponent("Test.otf"))
        let fonts = try FontCollection(paths: [directory.path])
        #expect(fonts.unreadable.count == 1)
        #expect(fonts.unreadable.first?.file.hasSuffix("Broken.ttf") == true)
        #expect(fonts.faces.count == 1)
    }
}
