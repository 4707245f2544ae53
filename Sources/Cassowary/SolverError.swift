/// What can go wrong in a ``Solver`` call. After any error the solver is exactly as it was before the
/// call.
public enum SolverError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The required constraints cannot all hold. `conflict` is a minimal set of required constraints
    /// that cannot hold together (taking any one away makes the rest satisfiable), in the order they
    /// were added, including the one the failed call would have added or changed.
    case unsatisfiable(conflict: [Constraint])
    /// The constraint is in the solver already.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is an edit variable already.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: their priority must be below 1000.
    case requiredEditVariable(Variable)
    /// A priority outside `(0, 1000]`, or a change between required and optional.
    case invalidPriority(Priority)
    /// A coefficient, constant or suggested value that is infinite or not a number.
    case nonFiniteValue(Double)

    public var description: String {
        switch self {
        case .unsatisfiable(let conflict):
            "unsatisfiable constraints: " + conflict.map(\.description).joined(separator: "; ")
        case .duplicateConstraint(let c): "duplicate constraint: \(c)"
        case .unknownConstraint(let c): "unknown constraint: \(c)"
        case .duplicateEditVariable(let v): "duplicate edit variable: \(v)"
        case .unknownEditVariable(let v): "unknown edit variable: \(v)"
        case .requiredEditVariable(let v): "edit variable \(v) must have a priority below 1000"
        case .invalidPriority(let p): "invalid priority \(p): priorities lie in (0, 1000], and required stays required"
        case .nonFiniteValue(let x): "non-finite number \(x)"
        }
    }
}
