import Foundation
import Rendering

/// Writes `verify --report DIR`: `index.html` and a page per file under `files/`.
///
/// Pages are built and written in parallel (corpus C has over a thousand). Everything goes into a
/// hidden folder beside DIR first; only when every page is written does it take DIR's place, so a
/// failure leaves no half-written report, and an earlier report in DIR stays whole until then.
enum ReportWriter {
    static func write(_ summary: VerificationSummary, to directory: String) throws(CommandFailure) {
        let target = URL(fileURLWithPath: directory).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw CommandFailure(message: "\(directory): not a directory", code: .badInput)
        }
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandFailure(message: "\(directory): no such directory \(parent.path)", code: .badInput)
        }
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).trellis-\(ProcessInfo.processInfo.processIdentifier)")
        let files = staging.appendingPathComponent(VerificationReport.filesFolder)
        do {
            try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(message: "\(directory): cannot write the report (\(parent.path) is not writable)", code: .badInput)
        }
        let failures = mapInParallel(summary.files.count + 1) { number -> String? in
            let (url, text): (URL, String)
            if number == summary.files.count {
                (url, text) = (staging.appendingPathComponent("index.html"), VerificationReport.index(summary))
            } else {
                let file = summary.files[number]
                url = files.appendingPathComponent(VerificationReport.pageName(of: file, number: number))
                text = VerificationReport.page(file, number: number, tolerance: summary.tolerance)
            }
            return writeWhole(text, to: url.path) ? nil : url.lastPathComponent
        }
        if let failed = failures.compactMap({ $0 }).first {
            try? FileManager.default.removeItem(at: staging)
            throw CommandFailure(message: "\(directory): cannot write the report (\(failed))", code: .badInput)
        }
        try replace(target, with: staging, named: directory)
    }

    /// Puts the finished report at `target`: renamed into place when there is nothing there;
    /// otherwise the earlier report's `index.html` and `files/` are replaced (and nothing else in
    /// the folder is touched).
    private static func replace(_ target: URL, with staging: URL, named directory: String) throws(CommandFailure) {
        let manager = FileManager.default
        defer { try? manager.removeItem(at: staging) }
        if rename(staging.path, target.path) == 0 { return }
        for name in [VerificationReport.filesFolder, "index.html"] {
            let old = target.appendingPathComponent(name)
            try? manager.removeItem(at: old)
            if rename(staging.appendingPathComponent(name).path, old.path) != 0 {
                let reason = String(cString: strerror(errno))
                throw CommandFailure(message: "\(directory): cannot write the report (\(reason))", code: .badInput)
            }
        }
    }
}

/// Writes `text` to a new file with plain POSIX calls, whole or returning false. Foundation's
/// `Data.write` syncs each file to the disk, which kept corpus C's thousand pages waiting on
/// the disk for two seconds; the report needs no sync, since a run cut short leaves only the
/// staging folder, never a report.
private func writeWhole(_ text: String, to path: String) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return false }
    var bytes = Array(text.utf8)[...]
    var complete = true
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 {
            if errno == EINTR { continue }
            complete = false
            break
        }
        bytes = bytes.dropFirst(written)
    }
    return close(descriptor) == 0 && complete
}
