import Testing
@testable import Cassowary
import Foundation

@Suite("Text format")
struct TextFormatTests {
    func parse(_ text: String) throws(ScriptError) -> ConstraintScript {
        try ConstraintScript(parsing: text, file: "f.txt")
    }

    func expectError(_ text: String, line: Int, column: Int, containing fragment: String,
                     sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try parse(text)
            Issue.record("expected an error for \(text)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.line == line && error.column == column, "\(error)", sourceLocation: sourceLocation)
            #expect(error.message.contains(fragment), "\(error)", sourceLocation: sourceLocation)
            #expect(error.description.hasPrefix("f.txt:\(line):\(column): "), sourceLocation: sourceLocation)
        }
    }

    @Test func parsesTheDesignCardExample() throws {
        let script = try parse("""
            # a comment
            left >= 0

            width == 400 @strong            # names
            a + 2*b - 3 <= c * 0.5 + 10 @751
            edit width @strong
            suggest width = 600
            """)
        #expect(script.lines.map(\.number) == [2, 4, 5, 6, 7])
        #expect(Set(script.variables.keys) == ["left", "width", "a", "b", "c"])
        guard case .constraint(let c) = script.lines[2].statement else { Issue.record("not a constraint"); return }
        #expect(c.priority == 751 && c.relation == .lessThanOrEqual && c.label == "f.txt:5")
        #expect(c.expression.constant == -13)
        let coefficients = Dictionary(uniqueKeysWithValues: c.expression.terms.map { ($0.variable.name, $0.coefficient) })
        #expect(coefficients == ["a": 1, "b": 2, "c": -0.5])
        // `width == 400` and the edit's 600 are both strong: a tie at one level, so any width in
        // [400, 600] is optimal (total error 200), and nothing else is.
        let solver = try script.solve()
        let width = solver.value(of: script.variables["width"]!)
        #expect(width >= 400 && width <= 600)
        #expect(abs(width - 400) + abs(width - 600) == 200)
    }

    @Test func numbersParentheses() throws {
        let script = try parse("x == -(2 - 3) * 1.5e1 / 3 + .5\ny.z_1 >= 1E-2 @weak\n")
        let solver = try script.solve()
        #expect(solver.value(of: script.variables["x"]!) == 5.5)
        #expect(solver.value(of: script.variables["y.z_1"]!) == 0.01)
    }

    @Test func reportsMalformedLinesWithLineAndColumn() {
        expectError("x >= 0\ny * z == 1\n", line: 2, column: 3, containing: "product of two variables")
        expectError("x / y == 1", line: 1, column: 5, containing: "division by a variable")
        expectError("x / 0 == 1", line: 1, column: 5, containing: "division by zero")
        expectError("x = 1", line: 1, column: 3, containing: "'=='")
        expectError("x > 1", line: 1, column: 3, containing: "'>='")
        expectError("x == 1 @1001", line: 1, column: 9, containing: "outside (0, 1000]")
        expectError("x == 1 @loud", line: 1, column: 9, containing: "unknown priority")
        expectError("x == ", line: 1, column: 6, containing: "expected an expression")
        expectError("x + == 1", line: 1, column: 5, containing: "expected a number")
        expectError("(x == 1", line: 1, column: 4, containing: "expected ')'")
        expectError("x == 1 2", line: 1, column: 8, containing: "unexpected number")
        expectError("2x == 1", line: 1, column: 2, containing: "must not run into a name")
        expectError("x == 1e", line: 1, column: 6, containing: "exponent")
        expectError("x == $", line: 1, column: 6, containing: "unexpected character")
        expectError("x", line: 1, column: 2, containing: "expected a relation")
        expectError("x - x == 1", line: 1, column: 7, containing: "no variables")
        expectError("edit w @required", line: 1, column: 8, containing: "below 1000")
        expectError("edit w\nedit w", line: 2, column: 6, containing: "already an edit variable")
        expectError("suggest w = 1", line: 1, column: 9, containing: "not an edit variable")
        expectError("edit w\nsuggest w = q", line: 2, column: 13, containing: "must be a number")
    }

    @Test func unsatisfiableFilesNameTheirLines() throws {
        let script = try parse("x >= 10\ny == 3\nx <= 5\n")
        do {
            _ = try script.solve()
            Issue.record("expected a conflict")
        } catch {
            guard case .unsatisfiable(let conflict) = error else { Issue.record("\(error)"); return }
            #expect(conflict.compactMap(\.label) == ["f.txt:1", "f.txt:3"])
        }
    }

    @Test(.enabled(if: sharedWorkload != nil, "../shared/workloads/enaml.txt is not beside the repository"))
    func solvesKiwisEnamlWorkload() throws {
        let script = try ConstraintScript(parsing: sharedWorkload!, file: "enaml.txt")
        #expect(script.setup.count == 113)  // 2 edits and 111 constraints
        let solver = try script.solve()
        // The last suggestions are width 800 and height 400; at strong they win over `width == 0 @500`.
        #expect(solver.value(of: script.variables["width"]!) == 800)
        #expect(solver.value(of: script.variables["height"]!) == 400)
        #expect(solver.engine.invariantViolations() == [])
    }
}

/// The enaml workload from `../shared/workloads`, when it is there.
let sharedWorkload: String? = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return try? String(contentsOf: url.deletingLastPathComponent().appendingPathComponent("shared/workloads/enaml.txt"), encoding: .utf8)
}()
