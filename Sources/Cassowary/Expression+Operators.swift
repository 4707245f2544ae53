// Operators that build expressions and constraints: `2 * x + y - 10`, `x == y * 0.5 + 8`, `a <= b`.
// Concrete overloads (Variable, Expression, Double) keep the type checker fast.

// MARK: Arithmetic

public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Expression, rhs: Double) -> Expression { Expression(terms: lhs.terms, constant: lhs.constant + rhs) }
public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }

public prefix func - (operand: Expression) -> Expression { operand * -1 }
public prefix func - (operand: Variable) -> Expression { Expression(terms: [Term(operand, -1)]) }

public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -rhs }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + -rhs }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + -rhs }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
public func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + -rhs }
public func - (lhs: Double, rhs: Variable) -> Expression { -rhs + lhs }

public func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
}
public func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
public func * (lhs: Variable, rhs: Double) -> Expression { Expression(terms: [Term(lhs, rhs)]) }
public func * (lhs: Double, rhs: Variable) -> Expression { rhs * lhs }

/// Division by a number. Dividing by zero gives non-finite coefficients, which a solver rejects.
public func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }
public func / (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) * (1 / rhs) }

// MARK: Relations (required; use `withPriority(_:)` for optional ones)

public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
public func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
public func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
public func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
public func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(rhs) }
public func == (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
public func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == Expression(rhs) }
public func == (lhs: Double, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }

public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
public func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
public func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(rhs) }
public func <= (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
public func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= Expression(rhs) }
public func <= (lhs: Double, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }

public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
public func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
public func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(rhs) }
public func >= (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
public func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= Expression(rhs) }
public func >= (lhs: Double, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
