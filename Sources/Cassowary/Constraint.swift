/// How the two sides of a constraint relate.
public enum Relation: String, Hashable, Sendable, CaseIterable {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="
}

/// A linear relation `expression (<=|==|>=) 0` with a priority.
///
/// A constraint has identity: two constraints built from the same expression are two constraints, and
/// a solver can hold both. Copies of one constraint are the same constraint.
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The identity that makes this constraint itself; unique within the process.
    public let id: Int
    /// The left side minus the right side: the constraint reads `expression relation 0`.
    public let expression: Expression
    public let relation: Relation
    public let priority: Priority
    /// A name for reports (a file's line, a UIKit identifier). Optional.
    public let label: String?

    /// Makes the constraint `expression relation 0`.
    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required, label: String? = nil) {
        self.id = Identity.next()
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.label = label
    }

    /// Makes the constraint `lhs relation rhs`.
    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required, label: String? = nil) {
        self.init(lhs - rhs, relation, priority: priority, label: label)
    }

    private init(copying other: Constraint, constant: Double, priority: Priority) {
        self.id = other.id
        self.expression = Expression(terms: other.expression.terms, constant: constant)
        self.relation = other.relation
        self.priority = priority
        self.label = other.label
    }

    /// A new constraint (a new identity) like this one at another priority.
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority, label: label)
    }

    /// A new constraint (a new identity) like this one with a label.
    public func labeled(_ label: String) -> Constraint {
        Constraint(expression, relation, priority: priority, label: label)
    }

    /// The same constraint (same identity) after its constant or priority was changed in a solver.
    func updating(constant: Double, priority: Priority) -> Constraint {
        constant == expression.constant && priority == self.priority
            ? self : Constraint(copying: self, constant: constant, priority: priority)
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    public var description: String {
        let body = "\(expression) \(relation.rawValue) 0"
        let withPriority = priority.isRequired ? body : "\(body) @\(priority)"
        return label.map { "\(withPriority) (\($0))" } ?? withPriority
    }
}
