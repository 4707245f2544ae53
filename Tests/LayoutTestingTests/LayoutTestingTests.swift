import Layout
import LayoutTesting
import MiniCookpad
import Testing
import XCTest

/// A view with no constraints on its subview's position: ambiguous in x and y.
private func ambiguousTree() -> (root: View, loose: View) {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let loose = View()
    loose.name = "looseView"
    loose.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(loose)
    try? LayoutConstraint.activate([loose.widthAnchor.constraint(equalToConstant: 10),
                                    loose.heightAnchor.constraint(equalToConstant: 10)])
    return (root, loose)
}

@Suite("LayoutTesting from Swift Testing")
struct LayoutTestingSwiftTestingTests {
    @Test func detectsSwiftTesting() {
        #expect(TestFramework.current == .swiftTesting)
    }

    @Test func validLayoutPasses() throws {
        let cell = try RecipesCell(recipe: .sample)
        #expect(assertValidLayout(cell))
        #expect(assertFrame(cell.recipeImageView, equals: Rect(x: 16, y: 16, width: 80, height: 80)))
        #expect(assertSize(cell.stackView, equals: Size(width: 247, height: 58)))
        let result = layOut(cell)
        #expect(result.frame(named: "recipeImageView") == Rect(x: 16, y: 16, width: 80, height: 80))
        #expect(result.frame(of: cell.contentView) == Rect(x: 0, y: 0, width: 375, height: 44))
    }

    /// A failing assertion records an issue in Swift Testing: `withKnownIssue` fails the test if
    /// none is recorded, and the issue carries UIKit's report.
    @Test func conflictFailsWithUIKitsReport() throws {
        let built = try MiniCookpadScreen.recipesCell.build(
            ScreenRequest(width: 375, height: 0, rowHeight: 44, requiresImageBottom: true))
        withKnownIssue {
            assertValidLayout(built.root, "the required bottom at 44")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("Unable to simultaneously satisfy constraints.")
                && text.contains("UIView-Encapsulated-Layout-Height")
                && text.contains("the required bottom at 44")
        }
    }

    @Test func ambiguityAndFramesFail() {
        let (root, loose) = ambiguousTree()
        withKnownIssue {
            assertValidLayout(root)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("AMBIGUOUS LAYOUT")
        }
        withKnownIssue {
            assertFrame(loose, equals: Rect(x: 5, y: 5, width: 10, height: 10), accuracy: 0.5)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("looseView") && text.contains("<-")
        }
    }

    /// The failure is recorded at the assertion's call site.
    @Test func failuresCarryTheCallersLocation() throws {
        let (root, _) = ambiguousTree()
        let failures = LayoutTestFailures.collect { assertNoConflicts(root); assertValidLayout(root) }  // one failure
        #expect(failures.count == 1)
        let failure = try #require(failures.first)
        #expect(failure.line == #line - 3)
        #expect(failure.fileID.hasSuffix("LayoutTestingTests.swift"))
        #expect(failure.message.hasPrefix("Layout is not valid: 1 ambiguous view(s): looseView"))
    }

    @Test func conflictAssertion() throws {
        let built = try MiniCookpadScreen.recipesCell.build(
            ScreenRequest(width: 375, height: 0, rowHeight: 44, requiresImageBottom: true))
        let cell = try #require(built.root as? RecipesCell)
        #expect(assertConflict(in: cell, breaking: cell.imageBottomConstraint))
        let clean = try MiniCookpadScreen.recipesCell.build(ScreenRequest(width: 375, height: 0, rowHeight: 44))
        let failures = LayoutTestFailures.collect { assertConflict(in: clean.root) }
        #expect(failures.map(\.message.isEmpty) == [false])
        #expect(failures.first?.message.hasPrefix("Expected a conflict: the layout has no conflict") == true)
    }
}

/// The same helpers from XCTest: `XCTFail` is what they call there.
final class LayoutTestingXCTests: XCTestCase {
    func testDetectsXCTest() {
        XCTAssertEqual(TestFramework.current, .xcTest)
    }

    func testValidLayoutPassesAndFramesMatch() throws {
        let built = try MiniCookpadScreen.ingredientRow.build(ScreenRequest(width: 375, height: 0))
        XCTAssertTrue(assertValidLayout(built.root))
        let row = try XCTUnwrap(built.root as? IngredientView)
        XCTAssertTrue(assertFrame(row.quantityLabel, equals: Rect(x: 187.5, y: 8, width: 171.5, height: 14.5)))
    }

    /// The failure reaches XCTest through `XCTFail`: this case catches what XCTest records while
    /// `capturing` is set, at the assertion's line, instead of failing.
    private var capturing = false
    private var recorded: [(description: String, line: Int)] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        guard capturing else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber,
                                       expected: expected)
        }
        recorded.append((description, lineNumber))
    }

    func testFailureIsReportedThroughXCTFail() throws {
        let built = try MiniCookpadScreen.recipesCell.build(
            ScreenRequest(width: 375, height: 0, rowHeight: 44, requiresImageBottom: true))
        capturing = true
        let passed = assertValidLayout(built.root); let line = #line
        capturing = false
        XCTAssertFalse(passed)
        XCTAssertEqual(recorded.count, 1)
        XCTAssertEqual(recorded.first?.line, line)
        XCTAssertTrue(recorded.first?.description.contains("Will attempt to recover by breaking constraint") ?? false)
    }

    /// Failures can also be collected rather than raised, and checked.
    func testFailureCarriesTheReport() {
        let (root, _) = ambiguousTree()
        let failures = LayoutTestFailures.collect { assertValidLayout(root, "loose subview") }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.message.contains("loose subview") ?? false)
        XCTAssertTrue(failures.first?.message.contains("Frames:") ?? false)
    }
}
