// Golden-file (snapshot) tests for the renderers.
//
// `expectSnapshot(text, named: "recipe-cell.txt")` compares `text` with the file of that name in
// Tests/RenderingTests/__Snapshots__/ and fails with the first line that differs (the whole
// output is written to a temporary file whose path the failure gives, to diff or look at).
//
// - A golden that does not exist yet is recorded, and the test fails saying so: look at the new
//   file (convert an .svg with `rsvg-convert`), then commit it.
// - To re-record every golden after an intended change, run with the environment variable
//   `TRELLIS_RECORD_SNAPSHOTS=1`, e.g. `TRELLIS_RECORD_SNAPSHOTS=1 swift test --filter RenderingTests`,
//   review `git diff Tests/RenderingTests/__Snapshots__`, and commit. Recording passes.
import Foundation
import Testing

/// Where the goldens live: next to this file, so the tests find them from any working directory.
let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__", isDirectory: true)

func expectSnapshot(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let file = snapshotDirectory.appendingPathComponent(name)
    let recording = ProcessInfo.processInfo.environment["TRELLIS_RECORD_SNAPSHOTS"] == "1"
    let existing = try? String(contentsOf: file, encoding: .utf8)
    if recording || existing == nil {
        do {
            try FileManager.default.createDirectory(at: snapshotDirectory, withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            Issue.record("could not record snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
            return
        }
        if existing == nil && !recording {
            Issue.record("no golden file \(name) yet: recorded it at \(file.path); look at it and run again",
                         sourceLocation: sourceLocation)
        }
        return
    }
    guard let expected = existing, expected != actual else { return }
    let actualFile = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-actual-" + name)
    try? actual.write(to: actualFile, atomically: true, encoding: .utf8)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let line = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(expectedLines.count, actualLines.count)
    let want = line < expectedLines.count ? String(expectedLines[line]) : "(end of file)"
    let got = line < actualLines.count ? String(actualLines[line]) : "(end of output)"
    Issue.record("""
        snapshot \(name) differs at line \(line + 1):
          expected: \(want)
          actual:   \(got)
        whole output: \(actualFile.path) (re-record with TRELLIS_RECORD_SNAPSHOTS=1 if the change is intended)
        """, sourceLocation: sourceLocation)
}
