import Testing
import TextLayout

/// Random damage to font files: every outcome is a face or a ``FontFileError``, never a trap,
/// and every read finishes (the reader bounds its loops by the bytes it has).
@Suite struct FontFuzzTests {
    /// SplitMix64: seeded, so a failure reproduces.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
    }

    /// Truncates, flips bytes, or writes extreme values over 16- and 32-bit fields.
    static func damage(_ bytes: [UInt8], _ random: inout Random) -> [UInt8] {
        var damaged = bytes
        switch random.below(3) {
        case 0:
            damaged = Array(damaged.prefix(random.below(damaged.count)))
        case 1:
            for _ in 0...random.below(8) where !damaged.isEmpty {
                damaged[random.below(damaged.count)] = UInt8(truncatingIfNeeded: random.next())
            }
        default:
            for _ in 0...random.below(4) where damaged.count > 4 {
                let at = random.below(damaged.count - 4)
                let value: [UInt8] = [[0xFF, 0xFF, 0xFF, 0xFF], [0, 0, 0, 0], [0x7F, 0xFF, 0, 1], [0x80, 0, 0, 0]][random.below(4)]
                damaged.replaceSubrange(at..<(at + 4), with: value)
            }
        }
        return damaged
    }

    static func exercise(_ bytes: [UInt8]) {
        let faces: [FontFace]
        do {
            faces = try FontFace.read(bytes: bytes, file: "fuzz.ttf")
        } catch {
            // The error names the file, and says what was wrong.
            #expect(error.file == "fuzz.ttf")
            #expect(!error.message.isEmpty)
            #expect(error.table.map { $0.count == 4 } ?? true, "table tags have four letters: \(error)")
            return
        }
        // A face that was read must also measure without trapping.
        for face in faces {
            for scalar: Unicode.Scalar in ["A", "V", " ", "\u{1F600}", "é"] {
                let glyph = face.glyph(for: scalar) ?? 0
                _ = face.advance(ofGlyph: glyph)
                _ = face.kerning(glyph, 1)
            }
            var collection = FontCollection()
            collection.add(face)
            let metrics = FontFileMetrics(fonts: collection)
            _ = Label("AV Wa", font: .named(face.postScriptName, size: 17)).size(fittingWidth: 100, metrics: metrics, scale: 2)
        }
    }

    @Test func syntheticFonts() {
        var builders: [FontBuilder] = [FontBuilder()]
        var kerned = FontBuilder()
        kerned.kernPairs = [(1, 2, -80)]
        kerned.gposPairs = [(1, 2, -30), (2, 3, 5)]
        builders.append(kerned)
        var classes = FontBuilder()
        classes.gposClasses = (first: [1: 1, 2: 0], second: [2: 1, 3: 2], matrix: [[0, -5, 0], [0, -70, 30]])
        classes.gposAsExtension = true
        classes.instances = [("Bold", 700)]
        classes.useFormat12 = true
        builders.append(classes)
        var random = Random(state: 17)
        for builder in builders {
            let bytes = builder.build()
            for _ in 0..<700 { Self.exercise(Self.damage(bytes, &random)) }
        }
        let collection = FontBuilder.assemble([FontBuilder().tables, kerned.tables], collection: true)
        for _ in 0..<300 { Self.exercise(Self.damage(collection, &random)) }
    }

    @Test(.enabled(if: RealFonts.dejaVuSans != nil)) func realFont() throws {
        let bytes = try #require(RealFonts.dejaVuSans)
        var random = Random(state: 2024)
        // Damage near the front, where the directory and the small tables are, more often.
        for round in 0..<40 {
            var damaged = Self.damage(bytes, &random)
            if round % 2 == 0, damaged.count > 512 {
                let at = random.below(512)
                damaged[at] = UInt8(truncatingIfNeeded: random.next())
            }
            Self.exercise(damaged)
        }
    }
}
