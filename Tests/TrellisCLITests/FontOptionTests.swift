import Foundation
import Testing

/// `--font-dir` and `TRELLIS_FONT_PATH` on the command line: errors for paths that are not
/// fonts, and, with Debian's DejaVu where installed, text measured from the files and the
/// found/substituted lines of `verify` and `check`.
@Suite("Font files through the command line")
struct FontOptionTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu"
    static var hasDejaVu: Bool { FileManager.default.fileExists(atPath: dejaVu + "/DejaVuSans.ttf") }

    /// Two labels pinned at the top left of a 2x view: "AVAVAV" in DejaVu Sans at 20 points,
    /// saved at the size the font's advances and kerning give ((6 x 1401 - 5 x 131) / 2048 x 20
    /// = 75.69 wide, 76 at 2x; a line of 23.28, 23.5), and one in a font no file has, saved at
    /// the built-in model's size.
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
            <view contentMode="scaleToFill" id="Fnt-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="AVAVAV" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Dvs-lb-002">
                        <rect key="frame" x="10" y="10" width="76" height="23.5"/>
                        <fontDescription key="fontDescription" name="DejaVuSans" family="DejaVu Sans" pointSize="20"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="AV" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Avn-lb-003">
                        <rect key="frame" x="10" y="50" width="24" height="20.5"/>
                        <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="Dvs-lb-002" firstAttribute="leading" secondItem="Fnt-vw-001" secondAttribute="leading" constant="10" id="Pin-ld-004"/>
                    <constraint firstItem="Dvs-lb-002" firstAttribute="top" secondItem="Fnt-vw-001" secondAttribute="top" constant="10" id="Pin-tp-005"/>
                    <constraint firstItem="Avn-lb-003" firstAttribute="leading" secondItem="Fnt-vw-001" secondAttribute="leading" constant="10" id="Pin-ld-006"/>
                    <constraint firstItem="Avn-lb-003" firstAttribute="top" secondItem="Fnt-vw-001" secondAttribute="top" constant="50" id="Pin-tp-007"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    private func write(_ name: String = "Fonts.xib", _ text: String = xib, in directory: URL? = nil) throws -> String {
        let url = try (directory ?? Trellis.temporaryDirectory()).appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func aMissingFontDirIsBadInput() throws {
        let result = try Trellis.run(["verify", "--font-dir", "/nonexistent/fonts", try write()])
        #expect(result.status == 2)
        #expect(result.error.contains("/nonexistent/fonts: no such file or directory"), "\(result.error)")
        #expect(result.output.isEmpty)
    }

    @Test func aFontFileThatIsNotAFontNamesTheFile() throws {
        let directory = try Trellis.temporaryDirectory()
        let broken = try write("Broken.ttf", "not a font at all, but long enough to have a header", in: directory)
        for command in ["verify", "check", "frames", "render"] {
            let result = try Trellis.run([command, "--font-dir", broken, try write()])
            #expect(result.status == 2, "\(command): \(result.error)")
            #expect(result.error.contains("Broken.ttf:"), "\(command): \(result.error)")
        }
    }

    @Test func aBrokenFontInADirectoryIsSkippedWithAWarning() throws {
        let directory = try Trellis.temporaryDirectory()
        _ = try write("Broken.otf", "OTTO but nothing after", in: directory)
        let result = try Trellis.run(["verify", "--font-dir=\(directory.path)", try write()])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.contains("Broken.otf"), "\(result.error)")
        #expect(result.error.contains("skipped"))
    }

    /// Without a font path, standard error names the fonts measured in a stand-in (DejaVu Sans,
    /// whose file was not given), not those with built-in metrics (Avenir); the output is as before.
    @Test func verifyNamesTheFontsItHasNoMetricsFor() throws {
        let result = try Trellis.run(["verify", try write()])
        #expect(result.status == 0)
        #expect(result.error.contains("verify: no metrics for 1 font the files name (DejaVuSans): their text is measured"
                                      + " with Helvetica's widths; give their files with --font-dir\n"), "\(result.error)")
        #expect(!result.error.contains("Avenir"))
        #expect(result.output.hasSuffix("views within 0.5 pt\n"))
        let json = try Trellis.run(["verify", "--format", "json", try write()])
        #expect(json.output.contains("\"fontsWithoutMetrics\": [\"DejaVuSans\"],\n"), "\(json.output)")
        let check = try Trellis.run(["check", try write()])
        #expect(check.error.contains("check: no metrics for 1 font the files name (DejaVuSans)"), "\(check.error)")
    }

    @Test(.enabled(if: hasDejaVu)) func verifyMeasuresWithTheFilesAndSaysWhatItFound() throws {
        let path = try write()
        let without = try Trellis.run(["verify", path])
        #expect(without.status == 0)
        #expect(without.output.contains("Fonts.xib: 2 of 3 views"), "\(without.output)")
        #expect(!without.error.contains("fonts:"))
        let with = try Trellis.run(["verify", "--font-dir", Self.dejaVu, path])
        #expect(with.status == 0, "\(with.error)")
        #expect(with.output.contains("Fonts.xib: 3 of 3 views"), "\(with.output)")
        #expect(with.output.hasSuffix("verify: 3 of 3 views within 0.5 pt\n"))
        #expect(with.error.contains("fonts: DejaVuSans: found, DejaVuSans in \(Self.dejaVu)/DejaVuSans.ttf\n"), "\(with.error)")
        #expect(with.error.contains("fonts: Avenir-Heavy: not found, substituted by "))
        #expect(!with.error.contains("no metrics"))
        let checkWith = try Trellis.run(["check", "--font-dir", Self.dejaVu, path])
        #expect(checkWith.error.contains("fonts: DejaVuSans: found"), "\(checkWith.error)")
        #expect(!checkWith.error.contains("no metrics"))
        // The same from the environment.
        let environment = try Trellis.run(["verify", path], environment: ["TRELLIS_FONT_PATH": "/nonexistent:" + Self.dejaVu])
        #expect(environment.output == with.output)
        #expect(environment.error.contains("fonts: DejaVuSans: found"))
        #expect(environment.error.contains("TRELLIS_FONT_PATH: /nonexistent: no such file or directory; skipped"))
    }

    @Test(.enabled(if: hasDejaVu)) func framesAndCheckUseTheFiles() throws {
        let path = try write()
        let frames = try Trellis.run(["frames", "--font-dir", Self.dejaVu, "--font-dir", "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", path])
        #expect(frames.status == 0, "\(frames.error)")
        #expect(frames.output.contains(#""id": "Dvs-lb-002", "name": null, "class": "UILabel", "parent": "Fnt-vw-001", "frame": {"x": 10, "y": 10, "width": 76, "height": 23.5}"#),
                "\(frames.output)")
        let builtIn = try Trellis.run(["frames", path])
        #expect(!builtIn.output.contains(#""width": 76, "height": 23.5"#))
        // The SVG names the file's real family, then its PostScript name; a font without a file
        // keeps its own name.
        let svg = try Trellis.run(["render", path, "--format", "svg", "--font-dir", Self.dejaVu])
        #expect(svg.status == 0, "\(svg.error)")
        #expect(svg.output.contains("font-family=\"&apos;DejaVu Sans&apos;, &apos;DejaVuSans&apos;, -apple-system"), "\(svg.output)")
        #expect(svg.output.contains("Avenir-Heavy"))
        let plain = try Trellis.run(["render", path, "--format", "svg"])
        #expect(!plain.output.contains("DejaVu Sans"))
        let check = try Trellis.run(["check", path, "--font-dir", Self.dejaVu])
        #expect(check.status == 0, "\(check.error)")
        #expect(check.output.contains("no conflicts"))
        #expect(check.error.contains("fonts: DejaVuSans: found"))
    }
}
