import Foundation

/// `--format text|junit|json` and `-o FILE` of `check` and `verify`: the same results for people
/// (text, the default) or for CI systems (JUnit XML, JSON), on standard output or in a file.
enum ResultFormat: String, Sendable {
    case text, junit, json

    static let flags: Set<String> = ["format", "o"]

    static let help = """
          --format F   text (the default), junit (JUnit XML, for Jenkins, GitLab, GitHub and fastlane)
                       or json
          -o FILE      write the junit or json output to FILE (whole or not at all) instead of
                       standard output
        """

    init(_ arguments: Arguments, usage: String) throws(CommandFailure) {
        let name = arguments.value("format") ?? "text"
        guard let format = ResultFormat(rawValue: name) else {
            throw .usage("--format must be text, junit or json, not '\(name)'", usage)
        }
        if format == .text && arguments.value("o") != nil {
            throw .usage("-o needs --format junit or json", usage)
        }
        self = format
    }

    /// Writes a machine-readable output to `-o FILE`, or standard output without it.
    static func emit(_ text: String, _ arguments: Arguments) throws(CommandFailure) {
        if let path = arguments.value("o") {
            try writeAtomically(text, to: path)
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }
}
