import Foundation
import Layout
import MiniCookpad
import Rendering

/// `trellis demo`: the main job with no input. Lays out the MiniCookpad recipe list and detail
/// screens with the built-in sample data, prints them as text, and writes them as SVG.
enum DemoCommand {
    static let usage = "trellis demo [-o DIR] [--device NAME] [--plain]"
    static let help = """
        Lays out the MiniCookpad screens of SCREENS.md, the recipe list (self-sizing cells under a
        navigation bar) and the recipe detail screen (a scroll view with a wrapped description and
        ingredient rows), with the built-in sample recipes; prints both as text and writes
        recipes.svg and recipe-detail.svg.

        usage: \(usage)

          -o DIR            where to write the SVG files (default: ./trellis-output, made if missing)
          --device NAME     the device (default: iPhone 11 Pro); see `trellis render --help`
          --plain           text with + - | only, for fonts without box drawing

        Next: `trellis render recipe-detail --full`, `trellis check recipes-cell --height 44
        --required-image-bottom`, `trellis frames recipes-cell`, `trellis verify FILE.xib`.

        Exit status: 0 done; 1 a screen did not lay out cleanly; 2 a wrong flag or an unwritable DIR.
        """

    static func run(_ words: [String]) throws(CommandFailure) {
        let arguments = try Arguments(words, flags: ["o", "output", "device"], switches: ["plain"], usage: usage)
        if arguments.wantsHelp { Console.print(help); return }
        guard arguments.positionals.isEmpty else { throw .usage("demo takes no INPUT", usage) }
        let device = try arguments.value("device").map { name throws(CommandFailure) in try DeviceName.device(named: name, usage: usage) }
            ?? .iPhone11Pro
        let directory = arguments.value("o") ?? arguments.value("output") ?? "trellis-output"
        try makeDirectory(directory)

        var written: [String] = []
        var problems: [String] = []
        for screen in [MiniCookpadScreen.recipes, .recipeDetail] {
            let built: BuiltScreen
            do { built = try screen.build(ScreenRequest(device: device)) } catch {
                throw CommandFailure(message: "\(screen.rawValue): \(error)", code: .badInput)
            }
            let report = built.root.layoutIfNeeded()
            if !report.isClean { problems.append("\(screen.rawValue):\n\(report.message)") }
            let title = built.title.map { " \"\($0)\"" } ?? ""
            Console.print("\(screen.rawValue)\(title) on \(device.name) (\(formatValue(device.size.width))x\(formatValue(device.size.height)) pt)")
            Console.print(ASCIIRenderer.render(built.root, options: ASCIIOptions(ascii: arguments.has("plain"))))
            let svg = SVGRenderer.render(built.root, options: SVGOptions(deviceFrame: DeviceFrame(device: device)))
            let path = URL(fileURLWithPath: directory).appendingPathComponent("\(screen.rawValue).svg").path
            try writeAtomically(svg, to: path)
            written.append(path)
        }
        Console.print("Wrote \(written.joined(separator: " and ")): open them in a browser.")
        if !problems.isEmpty {
            throw CommandFailure(message: problems.joined(separator: "\n"), code: .problems)
        }
    }
}
