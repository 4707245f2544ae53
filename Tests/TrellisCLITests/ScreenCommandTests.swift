import Foundation
import Testing
import TextLayout

/// The number of terminal cells a line takes, by TextLayout's East Asian widths; a control
/// character, which no rendering should contain, throws.
func displayWidth(_ line: Substring) throws -> Int {
    try DisplayWidth.of(line)
}

@Suite("trellis demo, end to end")
struct DemoCommandTests {
    @Test func printsBothScreensAndWritesTheirSVG() throws {
        let directory = try Trellis.temporaryDirectory()
        let result = try Trellis.run(["demo"], in: directory)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty)
        #expect(result.output.contains("recipes \"Recipes\" on iPhone 11 Pro (375x812 pt)"))
        #expect(result.output.contains("レシピID: 1001"))
        let output = directory.appendingPathComponent("trellis-output")
        for name in ["recipes.svg", "recipe-detail.svg"] {
            let svg = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
            #expect(svg.hasPrefix("<?xml") || svg.hasPrefix("<svg"))
            #expect(svg.hasSuffix("</svg>\n") || svg.hasSuffix("</svg>"))
            #expect(result.output.contains(name))
        }
        let detail = try String(contentsOf: output.appendingPathComponent("recipe-detail.svg"), encoding: .utf8)
        #expect(detail.contains("recipeImageView") && detail.contains("ingredientsStackView"))
        // Every drawn line of a screen is as wide as the screen's first line.
        let lines = result.output.split(separator: "\n")
        let boxLines = lines.filter { $0.hasPrefix("│") || $0.hasPrefix("┌") || $0.hasPrefix("└") || $0.hasPrefix("├") }
        #expect(!boxLines.isEmpty)
        #expect(Set(try boxLines.map(displayWidth)).count == 1)
    }

    @Test func writesWhereToldAndFailsCleanlyWhereItCannot() throws {
        let directory = try Trellis.temporaryDirectory()
        let target = directory.appendingPathComponent("out/svg").path
        let made = try Trellis.run(["demo", "-o", target, "--plain"])
        #expect(made.status == 0)
        #expect(FileManager.default.fileExists(atPath: target + "/recipes.svg"))
        #expect(!made.output.contains("│"))

        let file = directory.appendingPathComponent("a-file")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        let blocked = try Trellis.run(["demo", "-o", file.path])
        #expect(blocked.status == 2)
        #expect(blocked.error.contains("not a directory"))

        let readOnly = directory.appendingPathComponent("read-only")
        try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: readOnly.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: readOnly.path) }
        // Root can write anywhere; the check only means something for other users.
        if getuid() != 0 {
            let denied = try Trellis.run(["demo", "-o", readOnly.path])
            #expect(denied.status == 2)
            #expect(try FileManager.default.contentsOfDirectory(atPath: readOnly.path).isEmpty)
        }
    }

    @Test func wrongCallsAreUsageErrors() throws {
        let extra = try Trellis.run(["demo", "recipes"])
        #expect(extra.status == 2 && extra.error.contains("usage: trellis demo"))
        let flag = try Trellis.run(["demo", "--colour"])
        #expect(flag.status == 2 && flag.error.contains("unknown option --colour"))
        let device = try Trellis.run(["demo", "--device", "Nokia 3310"])
        #expect(device.status == 2 && device.error.contains("unknown device 'Nokia 3310'"))
    }
}

@Suite("trellis frames, end to end")
struct FramesCommandTests {
    func views(_ output: String) throws -> [String: [String: Any]] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let views = try #require(json["views"] as? [[String: Any]])
        var byName: [String: [String: Any]] = [:]
        for view in views { if let name = view["name"] as? String { byName[name] = view } }
        return byName
    }

    func frame(_ view: [String: Any]?) -> [Double] {
        let frame = view?["frame"] as? [String: Double] ?? [:]
        return ["x", "y", "width", "height"].map { frame[$0] ?? .nan }
    }

    @Test func fittedCellAtThreeWidths() throws {
        // SCREENS.md: image 16 from the top and leading, 80 square; the stack 16 after it
        // (x = 16 + 80 + 16 = 112) and 16 from the trailing edge (width = W - 112 - 16).
        for width in [320.0, 375, 414] {
            let result = try Trellis.run(["frames", "recipes-cell", "--width", String(Int(width))])
            #expect(result.status == 0, "\(result.error)")
            let views = try views(result.output)
            #expect(frame(views["recipeImageView"]) == [16, 16, 80, 80])
            let stack = frame(views["stackView"])
            #expect(stack[0] == 112 && stack[2] == width - 128)
            #expect(views["recipeImageView"]?["class"] as? String == "UIImageView")
        }
    }

    @Test func writesAFileWholeAndRoundsOnRequest() throws {
        let path = try Trellis.temporaryDirectory().appendingPathComponent("frames.json").path
        let result = try Trellis.run(["frames", "recipe-detail", "--device", "iphone-se", "--scale", "2", "-o", path])
        #expect(result.status == 0 && result.output.isEmpty)
        let views = try views(try String(contentsOfFile: path, encoding: .utf8))
        // The image is the root's width and 250/375 of it tall.
        #expect(frame(views["recipeImageView"]) == [0, 0, 375, 250])
        for view in views.values {
            for value in frame(view) { #expect((value * 2).rounded() == value * 2) }
        }
    }

    @Test func badInputIsExitTwo() throws {
        let unknown = try Trellis.run(["frames", "recipe-list"])
        #expect(unknown.status == 2 && unknown.output.isEmpty)
        #expect(unknown.error.contains("recipe-list: no such file, and not a built-in screen"))
        let width = try Trellis.run(["frames", "recipes", "--width", "-3"])
        #expect(width.status == 2 && width.error.contains("--width must lie in"))
        let both = try Trellis.run(["frames", "recipes", "--device", "iPhone SE", "--width", "300"])
        #expect(both.status == 2)
        let missing = try Trellis.run(["frames"])
        #expect(missing.status == 2 && missing.error.contains("missing INPUT"))
        let noDirectory = try Trellis.run(["frames", "recipes", "-o", "/nonexistent/dir/frames.json"])
        #expect(noDirectory.status == 2 && noDirectory.error.contains("no such directory"))
    }
}

@Suite("trellis check, end to end")
struct CheckCommandTests {
    @Test func theTutorialsConflictAndItsFix() throws {
        let clean = try Trellis.run(["check", "recipes-cell", "--height", "44"])
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.output.contains("no conflicts, no ambiguous views"))

        let conflict = try Trellis.run(["check", "recipes-cell", "--height", "44", "--required-image-bottom"])
        #expect(conflict.status == 1)
        #expect(conflict.output.contains("Unable to simultaneously satisfy constraints."))
        #expect(conflict.output.contains("'UIView-Encapsulated-Layout-Height'"))
        #expect(conflict.output.contains("Will attempt to recover by breaking constraint"))

        let fitted = try Trellis.run(["check", "recipes-cell", "--required-image-bottom"])
        #expect(fitted.status == 0)
    }

    @Test func everyBuiltInScreenIsClean() throws {
        for screen in ["recipes", "recipes-cell", "recipe-detail", "ingredient-row"] {
            let result = try Trellis.run(["check", screen])
            #expect(result.status == 0, "\(screen): \(result.output)")
        }
    }

    @Test func interfaceBuilderFilesScreenByScreen() throws {
        let directory = try Trellis.temporaryDirectory()
        let good = directory.appendingPathComponent("Good.xib")
        try VerifyCommandTests.goodXib.write(to: good, atomically: true, encoding: .utf8)
        let result = try Trellis.run(["check", good.path])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("Good.xib"))

        // Without the bar's height the layout is ambiguous.
        let ambiguous = directory.appendingPathComponent("Ambiguous.xib")
        try VerifyCommandTests.goodXib.replacingOccurrences(of: #"<constraint firstItem="Bar-aa-001" firstAttribute="height" secondItem="Img-aa-001" secondAttribute="height" id="Con-aa-008"/>"#, with: "")
            .write(to: ambiguous, atomically: true, encoding: .utf8)
        let trace = try Trellis.run(["check", ambiguous.path])
        #expect(trace.status == 1)
        #expect(trace.output.contains("AMBIGUOUS LAYOUT"))

        let bad = directory.appendingPathComponent("Bad.xib")
        try "<?xml version=\"1.0\"?>\n<document type=\"x\">\n  <objects>\n</document>\n".write(to: bad, atomically: true, encoding: .utf8)
        let broken = try Trellis.run(["check", bad.path])
        #expect(broken.status == 2 && broken.output.isEmpty)
        #expect(broken.error.contains(bad.path + ":4:"))
    }
}

@Suite("trellis render, end to end")
struct RenderCommandTests {
    @Test func asciiIsTheDefaultAndEveryLineIsAsWide() throws {
        let result = try Trellis.run(["render", "recipe-detail", "--full"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count > 40)
        #expect(Set(try lines.map(displayWidth)).count == 1)
        let narrow = try Trellis.run(["render", "recipes-cell", "--columns", "40", "--plain"])
        #expect(narrow.status == 0)
        #expect(try narrow.output.split(separator: "\n").map(displayWidth).allSatisfy { $0 <= 41 })
        #expect(!narrow.output.contains("─"))
    }

    @Test func svgAndJSONByFlagOrExtension() throws {
        let directory = try Trellis.temporaryDirectory()
        let svgPath = directory.appendingPathComponent("detail.svg").path
        let svg = try Trellis.run(["render", "recipe-detail", "-o", svgPath, "--device-frame", "--frames", "--constraints"])
        #expect(svg.status == 0 && svg.output.isEmpty)
        let text = try String(contentsOfFile: svgPath, encoding: .utf8)
        #expect(text.contains("<svg") && text.contains("viewBox"))
        let json = try Trellis.run(["render", "ingredient-row", "--format", "json"])
        #expect(json.status == 0)
        #expect((try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])?["screen"] != nil)
    }

    @Test func manyInputsIntoADirectoryInOrder() throws {
        let directory = try Trellis.temporaryDirectory()
        let good = directory.appendingPathComponent("Good.xib")
        try VerifyCommandTests.goodXib.write(to: good, atomically: true, encoding: .utf8)
        let out = directory.appendingPathComponent("svg").path
        let result = try Trellis.run(["render", "recipes-cell", good.path, "recipe-detail", "--format", "svg", "-o", out])
        #expect(result.status == 0, "\(result.error)")
        let written = result.output.split(separator: "\n").map(String.init)
        #expect(written == ["wrote \(out)/recipes-cell.svg", "wrote \(out)/Good.svg", "wrote \(out)/recipe-detail.svg"])

        let partly = try Trellis.run(["render", "recipes-cell", "/nonexistent.xib", "--format", "svg", "-o", out])
        #expect(partly.status == 2)
        #expect(partly.error.contains("/nonexistent.xib: no such file"))
        #expect(partly.output.contains("recipes-cell.svg"))
    }

    @Test func wrongCalls() throws {
        let format = try Trellis.run(["render", "recipes", "--format", "png"])
        #expect(format.status == 2 && format.error.contains("--format must be ascii, svg or json"))
        let many = try Trellis.run(["render", "recipes", "recipes-cell"])
        #expect(many.status == 2 && many.error.contains("several inputs need -o DIR"))
        let scene = try Trellis.run(["render", "recipes", "--scene", "abc"])
        #expect(scene.status == 2)
        for command in ["render", "frames", "check", "verify", "demo", "solve"] {
            let help = try Trellis.run([command, "--help"])
            #expect(help.status == 0 && help.output.contains("usage: trellis \(command)"))
        }
        let unknown = try Trellis.run(["draw"])
        #expect(unknown.status == 2 && unknown.error.contains("unknown command 'draw'"))
    }
}
