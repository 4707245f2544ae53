import Synchronization
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// The test framework a failure is reported to.
public enum TestFramework: Hashable, Sendable {
    /// Swift Testing (`@Test`): failures become `Issue.record(_:sourceLocation:)`.
    case swiftTesting
    /// XCTest (`XCTestCase`): failures become `XCTFail(_:file:line:)`.
    case xcTest
    /// Neither can be reached (a plain executable): failures are printed to standard output.
    case none

    /// The framework running the current test: Swift Testing when a `@Test` is running on this
    /// task (`Test.current` is set), else XCTest when it can be imported, else none.
    public static var current: TestFramework {
        #if canImport(Testing)
        if Test.current != nil { return .swiftTesting }
        #endif
        #if canImport(XCTest)
        return .xcTest
        #else
        return .none
        #endif
    }
}

/// A failed layout assertion: what it says, and where in the test it was made.
public struct LayoutTestFailure: Hashable, Sendable, CustomStringConvertible {
    /// The assertion's finding, then the user's message, then the layout report.
    public var message: String
    public var fileID: String
    public var filePath: String
    public var line: Int
    public var column: Int

    public var description: String { "\(fileID):\(line):\(column): \(message)" }
}

/// Where failures go. Tests of assertion helpers (and tools that collect failures rather than fail)
/// can catch them on the current task instead of failing the test:
///
/// ```swift
/// let failures = LayoutTestFailures.collect { assertValidLayout(brokenCell) }
/// ```
public enum LayoutTestFailures {
    /// A collector for failures on the current task, when set by ``collect(_:)``.
    @TaskLocal static var collector: FailureBox?

    /// Runs `body` and returns the failures the assertions in it raised, instead of reporting them
    /// to the test framework.
    public static func collect(_ body: () throws -> Void) rethrows -> [LayoutTestFailure] {
        let box = FailureBox()
        try $collector.withValue(box) { try body() }
        return box.failures.withLock { $0 }
    }

    /// Reports `failure` to the collector if one is set, else to the framework running the test.
    static func report(_ failure: LayoutTestFailure, file: StaticString) {
        if let box = collector {
            box.failures.withLock { $0.append(failure) }
            return
        }
        switch TestFramework.current {
        case .swiftTesting:
            #if canImport(Testing)
            Issue.record(Comment(rawValue: failure.message),
                         sourceLocation: SourceLocation(fileID: failure.fileID, filePath: failure.filePath,
                                                        line: failure.line, column: failure.column))
            #endif
        case .xcTest:
            #if canImport(XCTest)
            XCTFail(failure.message, file: file, line: UInt(failure.line))
            #endif
        case .none:
            print(failure)
        }
    }
}

/// Failures collected on one task and its child tasks (a reference, so the task-local gathers them).
final class FailureBox: Sendable {
    let failures = Mutex<[LayoutTestFailure]>([])
}
