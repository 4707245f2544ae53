import Foundation
import InterfaceBuilder
import InterfaceBuilderReader
import Layout
import MiniCookpad
import TextLayout

/// What `render`, `frames` and `check` lay out: a built-in MiniCookpad screen or a root of an
/// Interface Builder file, sized by `--device` or `--width`/`--height`.
struct ScreenInput {
    /// The flags every screen command takes.
    static let flags: Set<String> = ["device", "width", "height", "scene", "scale", "content-size"]
    static let switches: Set<String> = ["design-time", "required-image-bottom"]

    static let optionsHelp = """
          INPUT             a built-in screen (\(MiniCookpadScreen.allCases.map(\.rawValue).joined(separator: ", ")))
                            or a .xib/.storyboard file
          --device NAME     lay out on a device: \(Device.all.map(\.name).joined(separator: ", "))
                            (built-in screens default to iPhone 11 Pro; files to their own device)
          --width W         the root's width in points (with --height for whole screens)
          --height H        the root's height; for a cell or row (recipes-cell, ingredient-row, a
                            table or collection view cell in a file), a fixed row height, as
                            UITableView lays a row out with rowHeight set; a cell given only
                            --width (or --device) is fitted, as with automaticDimension
          --scene ID        a storyboard's scene, view controller or view (default: the initial
                            view controller)
          --scale S         round frames to the pixel grid of scale 1, 2 or 3, as UIKit does
                            (default: the exact solution)
          --design-time     keep "Remove at build time" placeholder constraints, as Interface
                            Builder's canvas does
          --content-size C  a file's Dynamic Type text styles at the user's text size C: XS, S, M,
                            L, XL, XXL, XXXL or AX1 to AX5 (or UIKit's names, extraLarge...);
                            default Large, or with --design-time the size the canvas drew them at
          --required-image-bottom
                            recipes, recipes-cell: make the image's bottom constraint required
                            (the tutorial's first version) instead of priority 750
        \(FontOptions.help)
        """

    /// A laid-out root and how it was made.
    struct Screen {
        var name: String
        var root: View
        var size: Size
        /// The device the root was laid out on, for device frames in SVG.
        var device: Device?
        /// The conflicts the layout pass recovered from.
        var report: LayoutReport
        /// Warnings about the input (elements of a file Trellis does not understand).
        var warnings: [String]
        /// The fonts the screen's file names for its text that Trellis has no metrics for
        /// (``IBDocument/fontsWithoutMetrics(in:)``), from the document the screen was read from.
        var fontsWithoutMetrics: [String] = []
    }

    let input: String
    let device: Device?
    let width: Double?
    let height: Double?
    let sceneID: String?
    let scale: Double?
    let designTime: Bool
    let requiresImageBottom: Bool
    /// The text size for a file's Dynamic Type styles (`--content-size`).
    let contentSize: ContentSizeCategory?
    /// Font files to measure a file's text with (`--font-dir`, `TRELLIS_FONT_PATH`).
    var fonts = FontCollection()

    init(_ arguments: Arguments, usage: String) throws(CommandFailure) {
        guard arguments.positionals.count == 1 else {
            throw .usage(arguments.positionals.isEmpty ? "missing INPUT" : "too many arguments", usage)
        }
        input = arguments.positionals[0]
        device = try arguments.value("device").map { name throws(CommandFailure) in try DeviceName.device(named: name, usage: usage) }
        width = try arguments.number("width", usage: usage)
        height = try arguments.number("height", usage: usage)
        for (name, value) in [("width", width), ("height", height)] {
            if let value, value <= 0 || value > 100_000 { throw .usage("--\(name) must lie in (0, 100000], not \(formatValue(value))", usage) }
        }
        sceneID = arguments.value("scene")
        scale = try arguments.number("scale", usage: usage)
        if let scale, ![1.0, 2.0, 3.0].contains(scale) { throw .usage("--scale must be 1, 2 or 3", usage) }
        designTime = arguments.has("design-time")
        requiresImageBottom = arguments.has("required-image-bottom")
        contentSize = try arguments.value("content-size").map { name throws(CommandFailure) in
            try ContentSizeName.category(named: name, usage: usage)
        }
        // A file's root may turn out to be a cell, which takes --device with --height; that is
        // checked once the root is known.
        if device != nil && (width != nil || (height != nil && !isRow && !isFile)) {
            throw .usage("give --device or --width/--height, not both", usage)
        }
    }

    /// Whether the input names a built-in cell or row, for which `--height` is a row height.
    var isRow: Bool { MiniCookpadScreen(rawValue: input)?.isRow ?? false }

    /// Whether the input is a file rather than a built-in screen name.
    var isFile: Bool { MiniCookpadScreen(rawValue: input) == nil }

    /// Lays the input out: one screen, or for `allScenes` every root of a file.
    func screens(allScenes: Bool = false) throws(CommandFailure) -> [Screen] {
        if let builtIn = MiniCookpadScreen(rawValue: input) { return [try screen(builtIn)] }
        return try fileScreens(allScenes: allScenes)
    }

    private func screen(_ builtIn: MiniCookpadScreen) throws(CommandFailure) -> Screen {
        if sceneID != nil { throw CommandFailure(message: "--scene is for storyboards; \(input) is a built-in screen", code: .badInput) }
        if contentSize != nil {
            throw CommandFailure(message: "--content-size is for files; \(input) is a built-in screen with fonts given by size",
                                 code: .badInput)
        }
        let base = device ?? .iPhone11Pro
        var request = ScreenRequest(device: base, designTime: designTime)
        if requiresImageBottom {
            guard builtIn == .recipes || builtIn == .recipesCell else {
                throw CommandFailure(message: "--required-image-bottom is for recipes and recipes-cell", code: .badInput)
            }
            request.requiresImageBottom = true
        }
        if builtIn.isRow {
            if let width { request.width = width; request.device = nil }
            request.rowHeight = height
        } else if width != nil || height != nil {
            request.width = width ?? base.size.width
            request.height = height ?? base.size.height
            request.device = nil
        }
        let built: BuiltScreen
        do { built = try builtIn.build(request) } catch {
            throw CommandFailure(message: "\(input): \(error)", code: .badInput)
        }
        applyScale(to: built.root)
        let report = built.root.layoutIfNeeded()
        return Screen(name: built.name, root: built.root, size: built.root.frame.size,
                      device: builtIn.isRow ? nil : request.effectiveDevice, report: report, warnings: [])
    }

    private func fileScreens(allScenes: Bool) throws(CommandFailure) -> [Screen] {
        if requiresImageBottom { throw CommandFailure(message: "--required-image-bottom is for built-in screens", code: .badInput) }
        let document = try readDocument()
        let roots: [IBLayoutRoot]
        if allScenes && sceneID == nil {
            roots = document.layoutRoots
        } else {
            guard let root = document.layoutRoot(for: sceneID ?? document.defaultSceneID) else {
                throw CommandFailure(message: Self.describe(IBReadError(.noSuchScene(sceneID), line: 0, column: 0), in: input),
                                     code: .badInput)
            }
            roots = [root]
        }
        let name = URL(fileURLWithPath: input).lastPathComponent
        let fontsWithoutMetrics = document.fontsWithoutMetrics(in: fonts)
        var screens: [Screen] = []
        for root in roots {
            let tree: IBLayoutTree
            if root.isCell, let sizing = cellSizing {
                tree = document.makeLayoutTree(root: root, designTime: designTime, cellSizing: sizing, fonts: fonts,
                                               contentSize: contentSize)
            } else {
                tree = document.makeLayoutTree(root: root, size: try rootSize(), designTime: designTime, fonts: fonts,
                                               contentSize: contentSize)
            }
            var report = tree.report
            if scale != nil {
                applyScale(to: tree.root)
                report = tree.root.layoutIfNeeded()
                if report.isClean { report = tree.report }
            }
            let screenName = tree.sceneID.map { "\(name)#\($0)" }
                ?? (roots.count > 1 || root.isCell && sceneID != nil ? "\(name)#\(tree.rootID)" : name)
            screens.append(Screen(name: screenName, root: tree.root, size: tree.root.frame.size,
                                  device: root.isCell && cellSizing != nil ? nil : tree.device, report: report,
                                  warnings: tree.warnings.map { "\(input):\($0)" },
                                  fontsWithoutMetrics: fontsWithoutMetrics))
        }
        return screens
    }

    /// How the flags size a cell, as its table would: `--height` is a row height, and a row
    /// without one is fitted at `--width` or the `--device`'s width; nil when no flag sizes it.
    private var cellSizing: IBCellSizing? {
        guard width != nil || height != nil || device != nil else { return nil }
        return IBCellSizing(width: width ?? device?.size.width, height: height)
    }

    /// The size of a root that is not a cell: `--device`'s, or `--width` with `--height`.
    private func rootSize() throws(CommandFailure) -> Size? {
        if let device {
            guard width == nil && height == nil else {
                throw CommandFailure(message: "give --device or --width/--height, not both (only a cell takes --device with --height)",
                                     code: .badInput)
            }
            return device.size
        }
        guard width != nil || height != nil else { return nil }
        guard let width, let height else {
            throw CommandFailure(message: "give both --width and --height for a file (a cell takes either alone)",
                                 code: .badInput)
        }
        return Size(width: width, height: height)
    }

    private func readDocument() throws(CommandFailure) -> IBDocument {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
            let names = MiniCookpadScreen.allCases.map(\.rawValue).joined(separator: ", ")
            throw CommandFailure(message: "\(input): no such file, and not a built-in screen (\(names))", code: .badInput)
        }
        guard !isDirectory.boolValue else { throw CommandFailure(message: "\(input): is a directory", code: .badInput) }
        do {
            return try IBDocument(contentsOf: URL(fileURLWithPath: input))
        } catch {
            throw CommandFailure(message: Self.describe(error, in: input), code: .badInput)
        }
    }

    /// `FILE:LINE:COLUMN: message`, or `FILE: message` for an error with no position.
    static func describe(_ error: IBReadError, in path: String) -> String {
        error.line == 0 ? "\(path): \(error.message)" : "\(path):\(error.line):\(error.column): \(error.message)"
    }

    private func applyScale(to root: View) {
        guard let scale else { return }
        root.layoutOptions.scale = scale
        root.layoutOptions.roundsToPixels = true
    }
}
