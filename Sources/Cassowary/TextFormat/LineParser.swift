/// A recursive-descent parser for one line's tokens.
///
/// ```
/// line       := 'edit' NAME ['@' priority] | 'suggest' NAME '=' expression | expression REL expression ['@' priority]
/// expression := term (('+' | '-') term)*
/// term       := unary (('*' | '/') unary)*
/// unary      := ('-' | '+') unary | NUMBER | NAME | '(' expression ')'
/// ```
struct LineParser {
    let tokens: [Token]
    let file: String
    let line: Int
    var variables: [String: Variable]
    var position = 0

    init(tokens: [Token], file: String, line: Int, variables: [String: Variable]) {
        self.tokens = tokens
        self.file = file
        self.line = line
        self.variables = variables
    }

    var current: Token { tokens[position] }

    func fail(_ message: String, at token: Token? = nil) -> ScriptError {
        ScriptError(file: file, line: line, column: (token ?? current).column, message: message)
    }

    mutating func advance() { if position < tokens.count - 1 { position += 1 } }

    mutating func statement() throws(ScriptError) -> ConstraintScript.Statement {
        if case .identifier("edit") = current.kind, case .identifier(let name) = tokens[1].kind {
            advance(); advance()
            let variable = self.variable(named: name)
            var priority = Priority.strong
            if current.kind == .symbol("@") {
                let at = current
                priority = try self.priority()
                if priority.isRequired { throw fail("edit variables need a priority below 1000", at: at) }
            }
            try expectEnd()
            return .edit(variable, priority)
        }
        if case .identifier("suggest") = current.kind, case .identifier(let name) = tokens[1].kind,
            tokens.count > 2, tokens[2].kind == .symbol("=")
        {
            advance(); advance(); advance()
            let valueToken = current
            let value = try expression()
            guard value.terms.isEmpty else { throw fail("a suggested value must be a number", at: valueToken) }
            try expectEnd()
            return .suggest(self.variable(named: name), value.constant)
        }
        let lhs = try expression()
        let relationToken = current
        let relation: Relation
        switch current.kind {
        case .symbol("=="): relation = .equal
        case .symbol("<="): relation = .lessThanOrEqual
        case .symbol(">="): relation = .greaterThanOrEqual
        case .symbol("="): throw fail("'=' is not a relation: use '=='")
        case .end: throw fail("expected a relation ('==', '<=' or '>=')")
        default: throw fail("expected an operator or a relation, found \(describe(current))")
        }
        advance()
        if current.kind == .end { throw fail("expected an expression after '\(relation.rawValue)'", at: current) }
        let rhs = try expression()
        var priority = Priority.required
        if current.kind == .symbol("@") { priority = try self.priority() }
        try expectEnd()
        let difference = (lhs - rhs).reduced
        if difference.terms.isEmpty {
            throw fail("the constraint has no variables", at: relationToken)
        }
        return .constraint(Constraint(difference, relation, priority: priority))
    }

    mutating func priority() throws(ScriptError) -> Priority {
        advance()
        let token = current
        let value: Double
        switch token.kind {
        case .identifier("required"): value = 1000
        case .identifier("strong"): value = 750
        case .identifier("medium"): value = 500
        case .identifier("weak"): value = 250
        case .number(let n): value = n
        case .identifier(let other): throw fail("unknown priority '\(other)' (use required, strong, medium, weak or a number)")
        default: throw fail("expected a priority after '@'")
        }
        advance()
        guard value > 0 && value <= 1000 else { throw fail("priority \(NumberText.plain(value)) is outside (0, 1000]", at: token) }
        return Priority(value)
    }

    mutating func expectEnd() throws(ScriptError) {
        if current.kind != .end { throw fail("unexpected \(describe(current))") }
    }

    mutating func variable(named name: String) -> Variable {
        if let v = variables[name] { return v }
        let v = Variable(name)
        variables[name] = v
        return v
    }

    mutating func expression() throws(ScriptError) -> Expression {
        var result = try term()
        while true {
            if current.kind == .symbol("+") { advance(); result = result + (try term()) }
            else if current.kind == .symbol("-") { advance(); result = result - (try term()) }
            else { return result }
        }
    }

    mutating func term() throws(ScriptError) -> Expression {
        var result = try unary()
        while true {
            let op = current
            if op.kind == .symbol("*") {
                advance()
                let rhs = try unary()
                if !result.terms.isEmpty && !rhs.terms.isEmpty {
                    throw fail("product of two variables: the system must be linear", at: op)
                }
                result = result.terms.isEmpty ? rhs * result.constant : result * rhs.constant
            } else if op.kind == .symbol("/") {
                advance()
                let rhsToken = current
                let rhs = try unary()
                if !rhs.terms.isEmpty { throw fail("division by a variable: the system must be linear", at: rhsToken) }
                if rhs.constant == 0 { throw fail("division by zero", at: rhsToken) }
                result = result / rhs.constant
            } else {
                return result
            }
        }
    }

    mutating func unary() throws(ScriptError) -> Expression {
        let token = current
        switch token.kind {
        case .symbol("-"): advance(); return -(try unary())
        case .symbol("+"): advance(); return try unary()
        case .number(let n): advance(); return Expression(n)
        case .identifier(let name): advance(); return Expression(variable(named: name))
        case .symbol("("):
            advance()
            let inner = try expression()
            if current.kind != .symbol(")") { throw fail("expected ')' to close the '(' at column \(token.column)") }
            advance()
            return inner
        case .end: throw fail("expected a number, a name or '('")
        default: throw fail("expected a number, a name or '(', found \(describe(token))")
        }
    }

    func describe(_ token: Token) -> String {
        switch token.kind {
        case .number(let n): "number \(NumberText.plain(n))"
        case .identifier(let s): "'\(s)'"
        case .symbol(let s): "'\(s)'"
        case .end: "end of line"
        }
    }
}
