import Foundation

/// Where the test data outside the repository lives: Debian's `unicode-data` files and the
/// shared Interface Builder corpus. Tests that need them are skipped, saying so, without them.
enum TestData {
    /// Debian's `unicode-data` package installs the Unicode Character Database here.
    static let unicodeDirectory = "/usr/share/unicode"
    static let lineBreakTest = unicodeDirectory + "/auxiliary/LineBreakTest.txt"

    static var hasUnicodeData: Bool {
        FileManager.default.fileExists(atPath: unicodeDirectory + "/LineBreak.txt")
    }

    static var hasLineBreakTest: Bool { FileManager.default.fileExists(atPath: lineBreakTest) }

    /// The repository root, found from this file's path (symbolic links resolved).
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static var hasPython: Bool {
        ["/usr/bin/python3", "/usr/local/bin/python3"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs a command and returns its standard output, or nil if it failed.
    static func run(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
