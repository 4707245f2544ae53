import Testing
import TextLayout

/// Finding fonts by name, the system font from SF files, and measuring with font files.
@Suite struct FontCollectionTests {
    static func face(family: String, style: String, postScript: String, weight: Int = 400, italic: Bool = false,
                     advances: [Int] = [500, 600, 700, 250]) throws -> FontFace {
        var builder = FontBuilder()
        builder.family = family
        builder.style = style
        builder.postScriptName = postScript
        builder.weightClass = weight
        builder.italic = italic
        builder.advances = advances
        builder.kernPairs = [(1, 2, -100)]
        return try FontFace.read(bytes: builder.build(), file: "\(postScript).ttf")[0]
    }

    static func openSans() throws -> FontCollection {
        var fonts = FontCollection()
        fonts.add(try face(family: "Open Sans", style: "Regular", postScript: "OpenSans"))
        fonts.add(try face(family: "Open Sans", style: "Semibold", postScript: "OpenSans-Semibold", weight: 600))
        fonts.add(try face(family: "Open Sans", style: "Bold", postScript: "OpenSans-Bold", weight: 700))
        fonts.add(try face(family: "Open Sans", style: "Italic", postScript: "OpenSans-Italic", italic: true))
        return fonts
    }

    @Test func byPostScriptName() throws {
        let fonts = try Self.openSans()
        #expect(fonts.face(for: .named("OpenSans-Semibold", size: 17))?.styleName == "Semibold")
        #expect(fonts.face(for: .named("opensans-bold", size: 17))?.styleName == "Bold")
        #expect(fonts.resolve(.named("OpenSans-Bold", size: 17)) == .file(path: "OpenSans-Bold.ttf", postScriptName: "OpenSans-Bold"))
    }

    @Test func whichFontsHaveMetrics() throws {
        let none = FontCollection()
        #expect(none.hasMetrics(for: .system(size: 17)))
        #expect(none.hasMetrics(for: .named(".SFUIText-Semibold", size: 17)))
        #expect(none.hasMetrics(for: .named("Helvetica-Bold", size: 17)))  // Adobe's published advances
        #expect(none.hasMetrics(for: .named("ArialMT", size: 17)))  // a built-in stand-in
        #expect(!none.hasMetrics(for: .named("OpenSans-Semibold", size: 17)))
        #expect(try Self.openSans().hasMetrics(for: .named("OpenSans-Semibold", size: 17)))
    }

    @Test func byFamilyAndStyle() throws {
        let fonts = try Self.openSans()
        // Not a PostScript name of the files, but their family and a weight.
        #expect(fonts.face(for: .named("OpenSans-Regular", size: 17))?.postScriptName == "OpenSans")
        #expect(fonts.face(for: .named("Open Sans", size: 17))?.postScriptName == "OpenSans")
        #expect(fonts.face(for: Font(family: .named("Open Sans"), weight: .bold, pointSize: 17))?.postScriptName == "OpenSans-Bold")
        #expect(fonts.face(for: .named("OpenSans-ExtraBold", size: 17))?.postScriptName == "OpenSans-Bold")
        #expect(fonts.face(for: .named("OpenSans-LightItalic", size: 17))?.postScriptName == "OpenSans-Italic")
    }

    @Test func byInterfaceBuildersFamily() throws {
        let fonts = try Self.openSans()
        // An app's own name for the face: Interface Builder's family attribute finds it.
        let found = try #require(fonts.face(named: "MyBrand-Semibold", family: "Open Sans", weight: .semibold))
        #expect(found.postScriptName == "OpenSans-Semibold")
        #expect(fonts.face(named: "MyBrand-Semibold", weight: .semibold) == nil)
        #expect(fonts.face(named: "MyBrand-Semibold", family: "Lato", weight: .semibold) == nil)
    }

    @Test func condensedFacesFiledUnderTheFamilyAreNotTakenForItsWeights() throws {
        var fonts = FontCollection()
        // As Debian's Open Sans files them: Condensed Light under "Open Sans", before Light.
        fonts.add(try Self.face(family: "Open Sans", style: "Condensed Light", postScript: "OpenSans-CondensedLight", weight: 300))
        fonts.add(try Self.face(family: "Open Sans", style: "Light", postScript: "OpenSans-LightFace", weight: 300))
        #expect(fonts.face(named: "OpenSans-Light", weight: .light)?.postScriptName == "OpenSans-LightFace")
        #expect(fonts.face(named: "OpenSans-CondLight", weight: .light)?.postScriptName == "OpenSans-CondensedLight")
    }

    @Test func substitutions() throws {
        let fonts = try Self.openSans()
        #expect(fonts.face(for: .named("Lato-Regular", size: 17)) == nil)
        #expect(fonts.resolve(.named("Lato-Regular", size: 17)) == .substituted(by: "Helvetica's widths and the system font's line (built-in)"))
        #expect(fonts.resolve(.named("ArialMT", size: 17)) == .substituted(by: "Liberation Sans (built-in)"))
        #expect(fonts.resolve(.system(size: 17)) == .substituted(by: "the built-in system font model"))
    }

    @Test func namedInstancesResolve() throws {
        var builder = FontBuilder()
        builder.family = "Test Var"
        builder.postScriptName = "TestVar-Regular"
        builder.instances = [("Regular", 400), ("Black", 900)]
        var fonts = FontCollection()
        try fonts.add(bytes: builder.build(), file: "TestVar.ttf")
        #expect(fonts.resolve(.named("TestVar-Black", size: 17)) == .file(path: "TestVar.ttf", postScriptName: "TestVar-Black"))
    }

    @Test func systemFontFromSFFiles() throws {
        var fonts = FontCollection()
        fonts.add(try Self.face(family: "SF Pro Text", style: "Regular", postScript: "SFProText-Regular"))
        fonts.add(try Self.face(family: "SF Pro Text", style: "Semibold", postScript: "SFProText-Semibold", weight: 600))
        fonts.add(try Self.face(family: "SF Pro Display", style: "Regular", postScript: "SFProDisplay-Regular"))
        #expect(fonts.face(for: .system(size: 17))?.postScriptName == "SFProText-Regular")
        #expect(fonts.face(for: .system(size: 17, weight: .semibold))?.postScriptName == "SFProText-Semibold")
        #expect(fonts.face(for: .system(size: 20))?.postScriptName == "SFProDisplay-Regular")
        #expect(fonts.face(for: .preferred(.headline))?.postScriptName == "SFProText-Semibold")
        #expect(fonts.face(for: .preferred(.largeTitle))?.postScriptName == "SFProDisplay-Regular")
        // Apple's private names for the system font, which Interface Builder sometimes saves.
        #expect(fonts.face(for: .named(".AppleSystemUIFont", size: 17))?.postScriptName == "SFProText-Regular")
        #expect(fonts.face(for: .named(".SFUIText-Semibold", size: 17))?.postScriptName == "SFProText-Semibold")
        #expect(fonts.resolve(.named(".SFNSText", size: 24)) == .file(path: "SFProDisplay-Regular.ttf", postScriptName: "SFProDisplay-Regular"))
        #expect(FontCollection().resolve(.named(".SFNSText", size: 24)) == .substituted(by: "the built-in system font model"))
    }

    @Test func systemFontFromTheVariableOrOlderSFFiles() throws {
        var variable = FontCollection()
        variable.add(try Self.face(family: "SF Pro", style: "Regular", postScript: "SFPro-Regular"))
        #expect(variable.face(for: .system(size: 13))?.postScriptName == "SFPro-Regular")
        #expect(variable.face(for: .system(size: 34))?.postScriptName == "SFPro-Regular")
        var older = FontCollection()
        older.add(try Self.face(family: "SF UI Text", style: "Regular", postScript: "SFUIText-Regular"))
        older.add(try Self.face(family: "SF UI Display", style: "Regular", postScript: "SFUIDisplay-Regular"))
        #expect(older.face(for: .system(size: 17))?.postScriptName == "SFUIText-Regular")
        #expect(older.face(for: .system(size: 28))?.postScriptName == "SFUIDisplay-Regular")
        // Other families do not measure the system font.
        #expect(try Self.openSans().face(for: .system(size: 17)) == nil)
    }

    @Test func systemTrackingFollowsApplesTable() {
        #expect(FontCollection.systemTracking(size: 17) == -0.026)
        #expect(FontCollection.systemTracking(size: 12) == 0)
        #expect(FontCollection.systemTracking(size: 6) == 0.041)
        #expect(FontCollection.systemTracking(size: 29) == 0.014)
        #expect(FontCollection.systemTracking(size: 90) == 0)
    }

    @Test func measuresWithAdvancesKerningAndTracking() throws {
        var fonts = try Self.openSans()
        let metrics = FontFileMetrics(fonts: fonts)
        let font = Font.named("OpenSans", size: 10)
        #expect(metrics.advance(of: "A", in: font) == 6)
        #expect(metrics.kerning(between: "A", and: "V", in: font) == -1)
        #expect(metrics.lineHeight(of: font) == 10.9)
        // "AV": 6 + 7 - 1 kerning; one line of 10.9 rounds up to 11 at 2x.
        let size = Label("AV", font: font).size(fittingWidth: 0, metrics: metrics, scale: 2)
        #expect(size.width == 12)
        #expect(size.height == 11)
        // A character the face lacks falls back to the built-in model.
        #expect(metrics.advance(of: "日", in: font) == ProportionalMetrics().advance(of: "日", in: font))
        // The system font from SF files carries UIKit's tracking.
        fonts.add(try Self.face(family: "SF Pro Text", style: "Regular", postScript: "SFProText-Regular"))
        let sf = FontFileMetrics(fonts: fonts)
        #expect(abs(sf.advance(of: "A", in: .system(size: 17)) - (0.6 - 0.026) * 17) < 1e-9)
    }
}

/// Fonts Debian installs, for the tests that read real files; nil when absent.
enum RealFonts {
    static let dejaVuSansPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let dejaVuSans: [UInt8]? = {
        guard let faces = try? FontCollection(paths: [dejaVuSansPath]), !faces.faces.isEmpty else { return nil }
        return try? RealFontBytes.read(dejaVuSansPath)
    }()
}
