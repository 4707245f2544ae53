import Foundation
import Layout
import Rendering
import TextLayout

/// `trellis render INPUT...`: a screen as ASCII, SVG or frames JSON.
enum RenderCommand {
    static let usage = "trellis render INPUT [--format ascii|svg|json] [-o FILE] [--device NAME | --width W --height H] [options]\n       trellis render INPUT... -o DIR [--format svg|ascii|json] [options]"

    static let help = """
        Lays INPUT out and draws it: as text for a terminal (ascii, the default), as SVG, or as the
        frames JSON of `trellis frames`.

        usage: \(usage)

        \(ScreenInput.optionsHelp)
          --format F        ascii, svg or json (default: from -o FILE's extension, else ascii)
          -o PATH           write to a file (whole or not at all); with several inputs, a directory
                            that gets one file per input, rendered in parallel
          --full            scroll views show all their content, not just their viewport
          --plain           ASCII with + - | only, for fonts without box drawing
          --columns N       ASCII: draw the root N columns wide (default: 80 for a 375-pt screen)
          --frames          SVG: outline every view's frame
          --constraints     SVG: draw the constraints, as Xcode's view debugger does
          --device-frame    SVG: draw the phone around the screen (status bar, home indicator)

        Exit status: 0 drawn; 2 bad input (an unknown screen, a missing or malformed file
        (FILE:LINE:COLUMN: message), a wrong flag, an unwritable output path).
        """

    enum Format: String { case ascii, svg, json }

    static func run(_ words: [String]) throws(CommandFailure) {
        let (fontOptions, words) = try FontOptions.take(from: words, usage: usage)
        let arguments = try Arguments(words, flags: ScreenInput.flags.union(["format", "o", "output", "columns"]),
                                      switches: ScreenInput.switches.union(["full", "plain", "frames", "constraints", "device-frame"]),
                                      usage: usage)
        if arguments.wantsHelp { Console.print(help); return }
        let output = arguments.value("o") ?? arguments.value("output")
        var format: Format = .ascii
        if let name = arguments.value("format") {
            guard let given = Format(rawValue: name) else { throw .usage("--format must be ascii, svg or json, not '\(name)'", usage) }
            format = given
        } else if let output, arguments.positionals.count == 1 {
            format = output.hasSuffix(".svg") ? .svg : output.hasSuffix(".json") ? .json : .ascii
        }
        let columns = try arguments.number("columns", usage: usage)
        if let columns, columns < 10 || columns > 2000 { throw .usage("--columns must lie in [10, 2000]", usage) }

        if arguments.positionals.count > 1 {
            guard let output else { throw .usage("several inputs need -o DIR", usage) }
            try renderMany(arguments, format: format, columns: columns, directory: output, fonts: fontOptions.fonts)
            return
        }
        var input = try ScreenInput(arguments, usage: usage)
        input.fonts = fontOptions.fonts
        let screen = try input.screens()[0]
        for warning in screen.warnings { Console.error(warning) }
        let text = draw(screen, format: format, arguments: arguments, columns: columns)
        if let output {
            try writeAtomically(text.hasSuffix("\n") ? text : text + "\n", to: output)
        } else {
            Console.print(text.hasSuffix("\n") ? String(text.dropLast()) : text)
        }
    }

    /// The drawing of a laid-out screen.
    static func draw(_ screen: ScreenInput.Screen, format: Format, arguments: Arguments, columns: Double?) -> String {
        switch format {
        case .ascii:
            let perColumn = columns.map { max(screen.size.width, 1) / $0 }
            return ASCIIRenderer.render(screen.root, options: ASCIIOptions(
                pointsPerColumn: perColumn, ascii: arguments.has("plain"), full: arguments.has("full")))
        case .svg:
            let frame = arguments.has("device-frame") ? screen.device.map { DeviceFrame(device: $0) } : nil
            return SVGRenderer.render(screen.root, options: SVGOptions(
                showFrames: arguments.has("frames"), showConstraints: arguments.has("constraints"),
                deviceFrame: frame, full: arguments.has("full")))
        case .json:
            return FramesJSON.render(screen.root, screen: screen.name)
        }
    }

    /// Renders each input into `directory`, in parallel, reporting in input order.
    static func renderMany(_ arguments: Arguments, format: Format, columns: Double?, directory: String,
                           fonts: FontCollection = FontCollection()) throws(CommandFailure) {
        try makeDirectory(directory)
        let inputs = arguments.positionals
        let results = mapInParallel(inputs.count) { i -> Result<(path: String, warnings: [String]), CommandFailure> in
            var single = arguments
            single.replacePositionals(with: [inputs[i]])
            do throws(CommandFailure) {
                var input = try ScreenInput(single, usage: usage)
                input.fonts = fonts
                let screen = try input.screens()[0]
                let text = draw(screen, format: format, arguments: arguments, columns: columns)
                let base = URL(fileURLWithPath: inputs[i]).deletingPathExtension().lastPathComponent
                let path = URL(fileURLWithPath: directory).appendingPathComponent("\(base).\(format == .ascii ? "txt" : format.rawValue)").path
                try writeAtomically(text.hasSuffix("\n") ? text : text + "\n", to: path)
                return .success((path, screen.warnings))
            } catch {
                return .failure(error)
            }
        }
        var failures = 0
        for result in results {
            switch result {
            case .success(let written):
                written.warnings.forEach(Console.error)
                Console.print("wrote \(written.path)")
            case .failure(let error):
                failures += 1
                Console.error(error.message)
            }
        }
        if failures > 0 {
            throw CommandFailure(message: "\(failures) of \(inputs.count) inputs could not be rendered", code: .badInput)
        }
    }
}
