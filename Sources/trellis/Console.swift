import Cassowary
import Foundation

/// Exit codes of every `trellis` command.
enum ExitCode: Int32 {
    /// Success; for `check`, no problems.
    case success = 0
    /// The input was read but has problems: unsatisfiable constraints, conflicts, ambiguity.
    case problems = 1
    /// Bad input or a wrong call: a malformed file, a missing file, an unknown flag.
    case badInput = 2
}

/// A command's failure: what to print on standard error, and the exit code.
struct CommandFailure: Error {
    var message: String
    var code: ExitCode

    static func usage(_ message: String, _ usage: String) -> CommandFailure {
        CommandFailure(message: "\(message)\nusage: \(usage)", code: .badInput)
    }
}

/// Standard output and standard error.
enum Console {
    static func print(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(("trellis: " + text + "\n").utf8))
    }
}

/// Reads a file named on the command line, or standard input for `-`.
func readInput(_ path: String) throws(CommandFailure) -> (name: String, text: String) {
    if path == "-" {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure(message: "<stdin>: not UTF-8 text", code: .badInput)
        }
        return ("<stdin>", text)
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw CommandFailure(message: "\(path): no such file", code: .badInput)
    }
    guard !isDirectory.boolValue else { throw CommandFailure(message: "\(path): is a directory", code: .badInput) }
    guard let data = FileManager.default.contents(atPath: path) else {
        throw CommandFailure(message: "\(path): cannot be read", code: .badInput)
    }
    guard let text = String(data: data, encoding: .utf8) else {
        throw CommandFailure(message: "\(path): not UTF-8 text", code: .badInput)
    }
    return (path, text)
}

/// Formats a solved value for people: integers without a fraction, others to nine decimals with
/// trailing zeros dropped, and never `-0`.
func formatValue(_ value: Double) -> String {
    NumberText.plain(value, decimals: 9, fraction: .fixed)
}

/// Writes `text` to `path` whole or not at all: into a temporary file beside it, then renamed over
/// it, so that a reader never sees half a file and a failure leaves nothing behind.
func writeAtomically(_ text: String, to path: String) throws(CommandFailure) {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw CommandFailure(message: "\(path): no such directory \(directory.path)", code: .badInput)
    }
    let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    do {
        try Data(text.utf8).write(to: temporary)
    } catch {
        throw CommandFailure(message: "\(path): cannot write (\(directory.path) is not writable)", code: .badInput)
    }
    if rename(temporary.path, url.path) != 0 {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(at: temporary)
        throw CommandFailure(message: "\(path): cannot write (\(reason))", code: .badInput)
    }
}

/// Makes `path` a directory if it is not one, with its parents.
func makeDirectory(_ path: String) throws(CommandFailure) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
        guard isDirectory.boolValue else { throw CommandFailure(message: "\(path): not a directory", code: .badInput) }
        return
    }
    do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
        throw CommandFailure(message: "\(path): cannot create the directory", code: .badInput)
    }
}
