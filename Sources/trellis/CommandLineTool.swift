/// The `trellis` command line: `trellis COMMAND [ARGUMENTS]`.
enum CommandLineTool {
    static let commands: [(name: String, summary: String, run: @Sendable ([String]) throws(CommandFailure) -> Void)] = [
        ("demo", "lay out the MiniCookpad screens, print them, and write them as SVG", DemoCommand.run),
        ("render", "draw a screen or an Interface Builder file as ASCII, SVG or JSON", RenderCommand.run),
        ("frames", "print a screen's frames as JSON", FramesCommand.run),
        ("check", "report conflicting constraints and ambiguous views", CheckCommand.run),
        ("verify", "compare Trellis's layout of Interface Builder files with Xcode's saved frames", VerifyCommand.run),
        ("solve", "solve a constraint system in the text format", SolveCommand.run),
    ]

    static let topUsage = "trellis COMMAND [ARGUMENTS] (trellis --help lists the commands)"

    static func topHelp() -> String {
        var text = "Trellis: Auto Layout off Apple's platforms.\n\nusage: trellis COMMAND [ARGUMENTS]\n\ncommands:\n"
        for command in commands { text += "  \(command.name.padding(toLength: 8, withPad: " ", startingAt: 0)) \(command.summary)\n" }
        text += "\n`trellis COMMAND --help` describes a command."
        return text
    }

    static func run(_ words: [String]) -> ExitCode {
        guard let first = words.first else {
            Console.error("missing COMMAND\nusage: \(topUsage)")
            return .badInput
        }
        if first == "--help" || first == "-h" || first == "help" {
            Console.print(topHelp())
            return .success
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            Console.error("unknown command '\(first)'\nusage: \(topUsage)")
            return .badInput
        }
        do {
            try command.run(Array(words.dropFirst()))
            return .success
        } catch {
            Console.error(error.message)
            return error.code
        }
    }

}
