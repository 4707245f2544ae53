import Foundation
import InterfaceBuilder
import InterfaceBuilderReader
import Layout
import Rendering
import TextLayout

/// `trellis verify FILE...`: lays Interface Builder files out as Xcode's canvas does and compares
/// every view's frame with the one Xcode saved.
enum VerifyCommand {
    static let usage = "trellis verify [--verbose] [--report DIR] [--format text|junit|json] [-o FILE] FILE|DIRECTORY..."

    /// How far a frame may be from the saved one and still match, as the output writes it.
    static let tolerance = formatValue(IBTolerance.frameMatch)

    static let help = """
        Lays out every root of each Interface Builder file (each view controller's view, each
        top-level view of a xib) at its saved size with placeholder constraints kept, as Xcode's
        canvas does, and compares every view's frame with the <rect key="frame"> Xcode saved.

        usage: \(usage)

          FILE         a .xib or .storyboard file
          DIRECTORY    every .xib and .storyboard file below it
          --verbose    list every mismatched view: its saved and computed frames and the cause
        \(FontOptions.help)
          --report DIR write an HTML report to DIR: index.html with the totals, the causes and
                       every file worst first, and a page per file drawing each root with
                       Xcode's saved frames over Trellis's (self-contained: opens from disk)
        \(ResultFormat.help)

        Prints one line per file, in the order given, with its match rate and its worst views, then
        the mismatches by cause and a last line `verify: M of N views within \(tolerance) pt`. A view
        matches when each of x, y, width and height is within \(tolerance) pt of the saved value. Causes:
        text measurement, misplaced or ambiguous in Xcode, unsupported element, inside a mismatched
        parent, control intrinsic size, ... Files are verified in parallel on all cores.
        With --font-dir or TRELLIS_FONT_PATH, standard error also gets one line per font the files
        use: `fonts: NAME: found, POSTSCRIPT-NAME in FILE` or `fonts: NAME: not found, substituted
        by ...`. Without them, it names the fonts the files use that Trellis has no metrics for
        (`verify: no metrics for N fonts the files name (...)`), if any.

        Exit status: 0 when every file was verified, whatever the rate (a low rate is a measurement,
        not an error); 2 when a file is missing or is not a readable Interface Builder document
        (FILE:LINE:COLUMN: message on standard error; the other files are still verified). Other
        files named on the command line (MANIFEST.tsv) are skipped with a note. A report or -o
        file that cannot be written: exit 2, and nothing is left half-written.

        --format junit writes one test case per file, failing when a view mismatches (the failure
        lists them) and in error when the file cannot be read; rates and counts are properties.
        --format json has the same content (see README, "Trellis in CI").
        """

    /// What became of one input file.
    enum Outcome: Sendable {
        case verified(IBVerification, VerifiedFile)
        case failed(String)
        case skipped(String)
    }

    static func run(_ words: [String]) throws(CommandFailure) {
        let (fontOptions, words) = try FontOptions.take(from: words, usage: usage)
        let arguments = try Arguments(words, flags: ResultFormat.flags.union(["report"]), switches: ["verbose"],
                                      usage: usage)
        if arguments.wantsHelp { Console.print(help); return }
        guard !arguments.positionals.isEmpty else { throw .usage("missing FILE", usage) }
        let format = try ResultFormat(arguments, usage: usage)
        let inputs = expand(arguments.positionals)
        let outcomes = verifyInParallel(inputs, fonts: fontOptions.fonts)
        for line in fontOptions.report(forFiles: inputs) { Console.error(line) }
        if !fontOptions.isGiven, let line = FontOptions.noMetricsLine(Self.fontsWithoutMetrics(outcomes), command: "verify") {
            Console.error(line)
        }
        let summary = VerificationSummary(
            files: zip(inputs, outcomes).compactMap { path, outcome in
                switch outcome {
                case .verified(_, let file): file
                case .failed(let message): VerifiedFile(path: path, roots: [], failure: message)
                case .skipped: nil
                }
            },
            tolerance: IBTolerance.frameMatch, causeOrder: IBMismatchCause.allCases.map(\.description))
        if let directory = arguments.value("report") { try ReportWriter.write(summary, to: directory) }
        if format != .text {
            for case .skipped(let message) in outcomes { Console.error(message) }
            for case .failed(let message) in outcomes { Console.error(message) }
            try ResultFormat.emit(format == .junit ? summary.junit().xml() : summary.json(), arguments)
            let failures = summary.failedCount
            if failures > 0 {
                throw CommandFailure(message: "verify: \(failures) of \(inputs.count) files could not be verified",
                                     code: .badInput)
            }
            return
        }
        var matched = 0, total = 0, failures = 0, verified = 0
        var causes: [IBMismatchCause: Int] = [:], roots: [IBMismatchCause: Int] = [:]
        for (path, outcome) in zip(inputs, outcomes) {
            switch outcome {
            case .verified(let verification, _):
                verified += 1
                matched += verification.matched
                total += verification.total
                for (cause, count) in verification.causeCounts { causes[cause, default: 0] += count }
                for (cause, count) in verification.rootCauseCounts { roots[cause, default: 0] += count }
                Console.print(fileLine(path, verification))
                if arguments.has("verbose") {
                    for view in verification.mismatches { Console.print("    " + describe(view)) }
                }
            case .failed(let message):
                failures += 1
                Console.error(message)
            case .skipped(let message):
                Console.error(message)
            }
        }
        if !causes.isEmpty {
            let list = IBMismatchCause.allCases.compactMap { cause in causes[cause].map { "\(cause) \($0)" } }
            Console.print("verify: mismatches by cause: " + list.joined(separator: ", "))
            let traced = IBMismatchCause.allCases.compactMap { cause in roots[cause].map { "\(cause) \($0)" } }
            Console.print("verify: traced to their outermost mismatch: " + traced.joined(separator: ", "))
        }
        let percent = total == 0 ? 100 : Double(matched) * 100 / Double(total)
        Console.print("verify: \(String(format: "%.1f", percent))% of the views in \(verified) \(verified == 1 ? "file" : "files") match")
        Console.print("verify: \(matched) of \(total) views within \(tolerance) pt")
        if let directory = arguments.value("report") {
            Console.print("verify: report written to \((directory as NSString).appendingPathComponent("index.html"))")
        }
        if failures > 0 {
            throw CommandFailure(message: "verify: \(failures) of \(inputs.count) files could not be verified",
                                 code: .badInput)
        }
    }

    /// The files named, with directories replaced by the Interface Builder files below them,
    /// sorted by path so the output is stable.
    static func expand(_ paths: [String]) -> [String] {
        var result: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
                  let walker = FileManager.default.enumerator(atPath: path)
            else {
                result.append(path)
                continue
            }
            var found: [String] = []
            while let entry = walker.nextObject() as? String {
                if isInterfaceBuilderFile(entry) { found.append((path as NSString).appendingPathComponent(entry)) }
            }
            result += found.sorted()
        }
        return result
    }

    static func isInterfaceBuilderFile(_ path: String) -> Bool {
        path.hasSuffix(".xib") || path.hasSuffix(".storyboard")
    }

    /// Verifies every file, spread over the machine's cores; results in input order.
    static func verifyInParallel(_ paths: [String], fonts: FontCollection = FontCollection()) -> [Outcome] {
        mapInParallel(paths.count) { verify(paths[$0], fonts: fonts) }
    }

    static func verify(_ path: String, fonts: FontCollection = FontCollection()) -> Outcome {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failed("\(path): no such file")
        }
        if isDirectory.boolValue { return .skipped("\(path): no .xib or .storyboard files") }
        guard isInterfaceBuilderFile(path) else { return .skipped("\(path): skipped (not a .xib or .storyboard file)") }
        do {
            let started = DispatchTime.now().uptimeNanoseconds
            let document = try IBDocument(contentsOf: URL(fileURLWithPath: path))
            let verification = IBVerification(document: document, fonts: fonts)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            return .verified(verification, VerifiedFile(path: path, verification: verification, document: document,
                                                        seconds: seconds))
        } catch {
            return .failed(ScreenInput.describe(error, in: path))
        }
    }

    /// The fonts the verified files name that Trellis has no metrics for, each once.
    static func fontsWithoutMetrics(_ outcomes: [Outcome]) -> [String] {
        var names: Set<String> = []
        for case .verified(let verification, _) in outcomes { names.formUnion(verification.fontsWithoutMetrics) }
        return names.sorted()
    }

    /// `FILE: M of N views (P%)` and the three worst views.
    static func fileLine(_ path: String, _ verification: IBVerification) -> String {
        let percent = verification.total == 0 ? 100 : verification.rate * 100
        var line = "\(path): \(verification.matched) of \(verification.total) views (\(String(format: "%.1f", percent))%)"
        let worst = verification.mismatches.prefix(3)
        if !worst.isEmpty {
            line += "; worst: " + worst.map { view in
                "\(label(view)) \(points(view.error)) (\(view.cause?.description ?? ""))"
            }.joined(separator: ", ")
        }
        return line
    }

    static func label(_ view: IBViewComparison) -> String {
        "\(view.element) \(view.name.map { "'\($0)' " } ?? "")\(view.id) line \(view.line)"
    }

    static func points(_ value: Double) -> String {
        value.isFinite ? "off \(formatValue((value * 10).rounded() / 10)) pt" : "not laid out"
    }

    static func describe(_ view: IBViewComparison) -> String {
        let computed = view.computed.map { "\($0)" } ?? "none"
        return "\(label(view)): saved \(view.saved) computed \(computed) \(points(view.error)): \(view.cause?.description ?? "")"
    }
}
