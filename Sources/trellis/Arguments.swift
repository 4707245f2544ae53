/// The words after a command's name, taken apart: flags with values, switches, and positionals.
///
/// Flags may be written `--flag value` or `--flag=value`. Anything not declared is an error, so a
/// typo never passes silently.
struct Arguments: Sendable {
    private(set) var positionals: [String] = []
    private var values: [String: String] = [:]
    private var switches: Set<String> = []

    /// - Parameters:
    ///   - words: the arguments after the command name.
    ///   - flags: flags that take a value (`--width`), without dashes.
    ///   - switches: flags that take none (`--help`), without dashes.
    init(_ words: [String], flags: Set<String> = [], switches allowed: Set<String> = [], usage: String) throws(CommandFailure) {
        var i = 0
        var onlyPositionals = false
        while i < words.count {
            let word = words[i]
            i += 1
            if onlyPositionals || !word.hasPrefix("-") || word == "-" {
                positionals.append(word)
                continue
            }
            if word == "--" { onlyPositionals = true; continue }
            let body = word.drop { $0 == "-" }
            let parts = body.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts.first ?? ""
            if name == "h" || name == "help" { switches.insert("help"); continue }
            if flags.contains(name) {
                if parts.count == 2 {
                    values[name] = parts[1]
                } else {
                    guard i < words.count else { throw .usage("\(word) needs a value", usage) }
                    values[name] = words[i]
                    i += 1
                }
            } else if allowed.contains(name) && parts.count == 1 {
                switches.insert(name)
            } else {
                throw .usage("unknown option \(word)", usage)
            }
        }
    }

    var wantsHelp: Bool { switches.contains("help") }

    /// The same flags with other positionals: one input of several, for commands that take many.
    mutating func replacePositionals(with words: [String]) { positionals = words }
    func has(_ name: String) -> Bool { switches.contains(name) }
    func value(_ name: String) -> String? { values[name] }

    func number(_ name: String, usage: String) throws(CommandFailure) -> Double? {
        guard let text = values[name] else { return nil }
        guard let number = Double(text), number.isFinite else {
            throw .usage("--\(name) needs a number, not '\(text)'", usage)
        }
        return number
    }
}
