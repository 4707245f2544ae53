import Layout
import Rendering

/// `trellis check INPUT`: conflicts in UIKit's words and ambiguous views.
enum CheckCommand {
    static let usage = "trellis check INPUT [--device NAME | --width W --height H] [--scene ID] [--design-time] [--content-size C] [--format text|junit|json] [-o FILE]"

    static let help = """
        Lays INPUT out and reports what UIKit would log: unsatisfiable constraints ("Unable to
        simultaneously satisfy constraints." with the constraint broken to recover) and views whose
        frames the constraints do not determine (an _autolayoutTrace with AMBIGUOUS LAYOUT).
        A storyboard is checked scene by scene unless --scene names one.

        usage: \(usage)

        \(ScreenInput.optionsHelp)
        \(ResultFormat.help)

        For a cell, --height lays it out at a fixed row height, as UITableView does before it
        fits the row: `trellis check recipes-cell --height 44` with a required bottom constraint is
        the classic conflict. Without --height the cell is fitted.

        With --font-dir or TRELLIS_FONT_PATH, standard error also gets one line per font the file
        uses: where it was found, or what it was substituted by. Without them, it names the fonts
        the file uses that Trellis has no metrics for (`check: no metrics for N fonts ...`), if any.

        --format junit writes one test case per screen, scene or cell, failing with UIKit's log as
        the failure's body; --format json has the same content. The exit status is the same.

        Exit status: 0 clean; 1 conflicts or ambiguity (reported on standard output); 2 bad input.
        """

    static func run(_ words: [String]) throws(CommandFailure) {
        let (fontOptions, words) = try FontOptions.take(from: words, usage: usage)
        let arguments = try Arguments(words, flags: ScreenInput.flags.union(ResultFormat.flags),
                                      switches: ScreenInput.switches, usage: usage)
        if arguments.wantsHelp { Console.print(help); return }
        let format = try ResultFormat(arguments, usage: usage)
        var input = try ScreenInput(arguments, usage: usage)
        input.fonts = fontOptions.fonts
        let screens = try input.screens(allScenes: true)
        for line in fontOptions.report(forFiles: [input.input]) { Console.error(line) }
        if !fontOptions.isGiven,
           let line = FontOptions.noMetricsLine(Array(Set(screens.flatMap(\.fontsWithoutMetrics))).sorted(), command: "check") {
            Console.error(line)
        }
        var results: [CheckResult] = []
        for screen in screens {
            for warning in screen.warnings { Console.error(warning) }
            let ambiguous = screen.root.ambiguousViews()
            var lines: [String] = []
            if !screen.report.isClean { lines.append(screen.report.message) }
            if !ambiguous.isEmpty { lines.append(screen.root.autolayoutTrace()) }
            let result = CheckResult(screen: screen.name, views: screen.root.subtree.count,
                                     conflicts: screen.report.conflicts.count + screen.report.invalidConstraints.count,
                                     ambiguous: ambiguous.count, log: lines.joined(separator: "\n\n"),
                                     warnings: screen.warnings)
            results.append(result)
            guard format == .text else { continue }
            if result.isClean {
                Console.print("\(screen.name): no conflicts, no ambiguous views (\(result.views) views)")
            } else {
                Console.print("\(screen.name): \(result.summary)")
                Console.print(result.log)
            }
        }
        if format != .text {
            try ResultFormat.emit(format == .junit ? CheckResult.junit(results).xml() : CheckResult.json(results), arguments)
        }
        let problems = results.count { !$0.isClean }
        if problems > 0 {
            throw CommandFailure(message: "\(problems) of \(screens.count) screen\(screens.count == 1 ? "" : "s") with problems", code: .problems)
        }
    }
}
