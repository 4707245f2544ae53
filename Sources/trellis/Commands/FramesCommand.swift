import Rendering

/// `trellis frames INPUT`: the frames of every view as JSON (DESIGN.md's format).
enum FramesCommand {
    static let usage = "trellis frames INPUT [--device NAME | --width W --height H] [--scene ID] [--scale S] [--design-time] [--content-size C] [-o FILE]"

    static let help = """
        Lays INPUT out and prints every view's frame as JSON: {"screen", "width", "height", "views":
        [{"id", "name", "class", "parent", "frame": {"x", "y", "width", "height"}}]}, parents first, in
        document order, frames in their superview's coordinates as UIKit's `frame`.

        usage: \(usage)

        \(ScreenInput.optionsHelp)
          -o FILE           write the JSON to FILE (whole or not at all) instead of standard output

        Exit status: 0 laid out (conflicts, if any, were recovered from as UIKit does: see
        `trellis check`); 2 bad input: an unknown screen, a missing or malformed file
        (FILE:LINE:COLUMN: message), a wrong flag.
        """

    static func run(_ words: [String]) throws(CommandFailure) {
        let (fontOptions, words) = try FontOptions.take(from: words, usage: usage)
        let arguments = try Arguments(words, flags: ScreenInput.flags.union(["o", "output"]), switches: ScreenInput.switches, usage: usage)
        if arguments.wantsHelp { Console.print(help); return }
        var input = try ScreenInput(arguments, usage: usage)
        input.fonts = fontOptions.fonts
        let screen = try input.screens()[0]
        let json = FramesJSON.render(screen.root, screen: screen.name)
        if let path = arguments.value("o") ?? arguments.value("output") {
            try writeAtomically(json + "\n", to: path)
        } else {
            Console.print(json)
        }
    }
}
