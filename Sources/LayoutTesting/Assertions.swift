import Layout

// Assertions for a user's own tests, from XCTest or Swift Testing alike. Each lays out or reads
// the tree, and on failure reports to the framework running the test (see `TestFramework`) at the
// caller's source location, with the report UIKit would have logged: the conflicts in UIKit's
// words ("Unable to simultaneously satisfy constraints." ...), the `_autolayoutTrace` of ambiguous
// views, and the frames. Each returns whether it passed, so a test can stop early.

/// Lays out the tree `view` is in and fails if any constraints conflict (or are invalid) or any
/// view's frame is ambiguous.
///
/// ```swift
/// @Test func cellLaysOutCleanly() throws {
///     let cell = try RecipesCell(recipe: .sample)
///     assertValidLayout(cell)
/// }
/// ```
@discardableResult
public func assertValidLayout(
    _ view: View, _ message: @autoclosure () -> String = "",
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    let result = view.validateLayout()
    guard !result.isValid else { return true }
    var findings: [String] = []
    if !result.report.isClean {
        findings.append("\(result.conflicts.count) conflict(s), \(result.report.invalidConstraints.count) invalid constraint(s)")
    }
    if !result.ambiguousViews.isEmpty {
        findings.append("\(result.ambiguousViews.count) ambiguous view(s): "
            + result.ambiguousViews.map { $0.name ?? $0.layoutDescription }.joined(separator: ", "))
    }
    fail("Layout is not valid: " + findings.joined(separator: "; "), message(), report: result.description,
         fileID: fileID, file: file, line: line, column: column)
    return false
}

/// Lays out the tree `view` is in and fails if any constraints conflict or are invalid (ambiguity
/// is allowed: use it for trees that are placed partly by hand).
@discardableResult
public func assertNoConflicts(
    _ view: View, _ message: @autoclosure () -> String = "",
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    let result = view.validateLayout()
    guard !result.report.isClean else { return true }
    fail("Unsatisfiable constraints: \(result.conflicts.count) conflict(s)", message(), report: result.description,
         fileID: fileID, file: file, line: line, column: column)
    return false
}

/// Lays out the tree `view` is in and fails unless at least one conflict breaks `constraint` (when
/// given), for tests that pin down a conflict on purpose, such as a cell's required bottom at the
/// 44-point estimated row height.
@discardableResult
public func assertConflict(
    in view: View, breaking constraint: LayoutConstraint? = nil, _ message: @autoclosure () -> String = "",
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    let result = view.validateLayout()
    let matching = result.conflicts.filter { constraint == nil || $0.broken === constraint }
    guard matching.isEmpty else { return true }
    let what = constraint.map { "no conflict broke \($0)" } ?? "the layout has no conflict"
    fail("Expected a conflict: " + what, message(), report: result.description,
         fileID: fileID, file: file, line: line, column: column)
    return false
}

/// Fails if `view`'s frame (from the last layout pass; lay out first, for instance with
/// ``assertValidLayout(_:_:fileID:file:line:column:)``) differs from `expected` by more than
/// `accuracy` in any component.
@discardableResult
public func assertFrame(
    _ view: View, equals expected: Rect, accuracy: Double = LayoutTolerance.frameComparison, _ message: @autoclosure () -> String = "",
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    let actual = view.frame
    let tolerance = accuracy.isFinite ? abs(accuracy) : 0
    let pairs = [(actual.minX, expected.minX), (actual.minY, expected.minY),
                 (actual.width, expected.width), (actual.height, expected.height)]
    guard pairs.contains(where: { !(abs($0 - $1) <= tolerance) }) else { return true }
    let who = view.name.map { "\(view.layoutDescription) (\($0))" } ?? view.layoutDescription
    fail("Frame of \(who) is \(actual), expected \(expected) (accuracy \(tolerance))", message(),
         report: frameListing(around: view), fileID: fileID, file: file, line: line, column: column)
    return false
}

/// Fails if `view`'s size differs from `expected` by more than `accuracy` (after the last layout
/// pass; see ``assertFrame(_:equals:accuracy:_:fileID:file:line:column:)``).
@discardableResult
public func assertSize(
    _ view: View, equals expected: Size, accuracy: Double = LayoutTolerance.frameComparison, _ message: @autoclosure () -> String = "",
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    let actual = view.frame.size
    let tolerance = accuracy.isFinite ? abs(accuracy) : 0
    guard !(abs(actual.width - expected.width) <= tolerance && abs(actual.height - expected.height) <= tolerance)
    else { return true }
    let who = view.name.map { "\(view.layoutDescription) (\($0))" } ?? view.layoutDescription
    fail("Size of \(who) is \(actual), expected \(expected) (accuracy \(tolerance))", message(),
         report: frameListing(around: view), fileID: fileID, file: file, line: line, column: column)
    return false
}

/// Reports a failure with the finding, the user's message and the report, at the caller's location.
private func fail(
    _ finding: String, _ userMessage: String, report: String,
    fileID: String, file: StaticString, line: UInt, column: UInt
) {
    var text = finding
    if !userMessage.isEmpty { text += " - " + userMessage }
    text += "\n\n" + report
    let failure = LayoutTestFailure(message: text, fileID: fileID, filePath: "\(file)", line: Int(line),
                                    column: Int(column))
    LayoutTestFailures.report(failure, file: file)
}
