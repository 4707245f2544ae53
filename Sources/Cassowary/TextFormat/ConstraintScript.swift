/// A constraint system in Trellis's text format, parsed and ready to run.
///
/// ```
/// # a comment; blank lines are ignored; one constraint per line
/// left >= 0
/// width == 400 @strong            # required 1000, strong 750, medium 500, weak 250, or a number
/// a + 2*b - 3 <= c * 0.5 + 10 @751
/// edit width @strong              # an edit variable (priority below 1000; default strong)
/// suggest width = 600             # a value for it, applied after all constraints
/// ```
///
/// Variables are made on first use, one per name. Constraints are labelled `FILE:LINE`.
public struct ConstraintScript: Sendable {
    /// One statement of the file, in file order.
    public enum Statement: Sendable {
        case constraint(Constraint)
        case edit(Variable, Priority)
        case suggest(Variable, Double)
    }

    /// A statement with the line it came from.
    public struct Line: Sendable {
        public var number: Int
        /// The line's text without its comment, trimmed.
        public var text: String
        public var statement: Statement
    }

    public var file: String
    public var lines: [Line]
    /// The file's variables by name.
    public var variables: [String: Variable]

    /// The edit declarations and constraints, in file order.
    public var setup: [Line] {
        lines.filter { if case .suggest = $0.statement { false } else { true } }
    }

    /// The suggestions, in file order.
    public var suggestions: [(variable: Variable, value: Double)] {
        lines.compactMap { if case .suggest(let v, let x) = $0.statement { (v, x) } else { nil } }
    }

    /// The line of a constraint, by identity.
    public func line(of constraint: Constraint) -> Line? {
        lines.first { if case .constraint(let c) = $0.statement { c == constraint } else { false } }
    }

    /// Parses `text`; `file` names it in errors and labels.
    ///
    /// - Throws: ``ScriptError`` at the first malformed line: a bad token, a product of two variables,
    ///   a division by a variable or by zero, a priority outside `(0, 1000]`, an edit declared twice or
    ///   at 1000, a suggestion for a variable that is not an edit variable.
    public init(parsing text: String, file: String) throws(ScriptError) {
        self.file = file
        self.lines = []
        self.variables = [:]
        var editColumns: [String: Int] = [:]
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let tokens = try Lexer.tokens(of: rawLine, file: file, lineNumber: lineNumber)
            if tokens.count == 1 { continue }
            // The table moves into the parser and back, so that adding a variable does not copy it
            // (a copy per line made parsing quadratic in the number of variables).
            var parser = LineParser(tokens: tokens, file: file, line: lineNumber, variables: variables)
            variables = [:]
            let statement = try parser.statement()
            variables = parser.variables
            let shown = String(rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
                .trimmingWhitespace()
            switch statement {
            case .edit(let variable, _):
                if editColumns[variable.name] != nil {
                    throw ScriptError(file: file, line: lineNumber, column: tokens[1].column,
                                      message: "'\(variable.name)' is already an edit variable")
                }
                editColumns[variable.name] = tokens[1].column
            case .suggest(let variable, _):
                if editColumns[variable.name] == nil {
                    throw ScriptError(file: file, line: lineNumber, column: tokens[1].column,
                                      message: "'\(variable.name)' is not an edit variable (declare it with 'edit \(variable.name)' first)")
                }
            case .constraint:
                break
            }
            let labelled: Statement
            if case .constraint(let c) = statement {
                labelled = .constraint(Constraint(c.expression, c.relation, priority: c.priority, label: "\(file):\(lineNumber)"))
            } else {
                labelled = statement
            }
            lines.append(Line(number: lineNumber, text: shown, statement: labelled))
        }
    }

    /// Adds the edit declarations and constraints in file order, then applies the suggestions.
    ///
    /// - Throws: ``SolverError/unsatisfiable(conflict:)`` when the required constraints conflict;
    ///   the conflicting constraints carry `FILE:LINE` labels.
    public func solve() throws(SolverError) -> Solver {
        var solver = Solver()
        for line in setup {
            switch line.statement {
            case .constraint(let c): try solver.add(c)
            case .edit(let v, let p): try solver.addEditVariable(v, priority: p)
            case .suggest: break
            }
        }
        for (variable, value) in suggestions { try solver.suggestValue(value, for: variable) }
        return solver
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\r" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s.removeLast() }
        return String(s)
    }
}
