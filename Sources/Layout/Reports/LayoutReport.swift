/// One recovery from unsatisfiable constraints: the conflicting set and the constraint broken.
public struct ConstraintConflict {
    /// A minimal set of required constraints that cannot all hold (taking any one away makes the
    /// rest satisfiable).
    public let constraints: [LayoutConstraint]
    /// The constraint left out of the layout so the rest can hold. It stays active, as in UIKit, and
    /// is tried again when it changes, or on a later layout pass that changes other constraints;
    /// within the pass that broke it only if another constraint of this conflict changed, so one
    /// pass reports a conflict once.
    public let broken: LayoutConstraint
    /// The constraints as they read when the conflict happened (constants change later).
    let descriptions: [String]
    let brokenDescription: String

    init(constraints: [LayoutConstraint], broken: LayoutConstraint) {
        self.constraints = constraints
        self.broken = broken
        descriptions = constraints.map(\.description)
        brokenDescription = broken.description
    }

    /// The message UIKit logs, constraint for constraint, as the constraints read at the time.
    public var message: String {
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if constraints.contains(where: { if case .autoresizing = $0.origin { true } else { false } }) {
            lines.append("\t(Note: If you're seeing \(GeneratedConstraintKind.autoresizingClassName)s that you don't understand, "
                + "refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        lines.append(descriptions.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append(brokenDescription)
        lines.append("")
        lines.append("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
        lines.append("The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
            + "<UIKitCore/UIView.h> may also be helpful.")
        return lines.joined(separator: "\n")
    }
}

/// What a layout pass found: the conflicts it recovered from and the constraints it could not use.
public struct LayoutReport {
    /// Every conflict met in the pass, in the order they were resolved.
    public internal(set) var conflicts: [ConstraintConflict] = []
    /// Constraints left out because no solver can take them: a priority outside `(0, 1000]` or a
    /// constant or multiplier that is not a finite number (UIKit raises an exception for these).
    public internal(set) var invalidConstraints: [LayoutConstraint] = []

    /// Whether the pass met no conflict and no invalid constraint.
    public var isClean: Bool { conflicts.isEmpty && invalidConstraints.isEmpty }

    /// Adds what another pass met (a subtree laid out on its own) after what this one met.
    mutating func append(_ other: LayoutReport) {
        conflicts += other.conflicts
        for constraint in other.invalidConstraints where !invalidConstraints.contains(where: { $0 === constraint }) {
            invalidConstraints.append(constraint)
        }
    }

    /// The conflicts as UIKit logs them, one after another, then any invalid constraints.
    public var message: String {
        let invalid = invalidConstraints.map { "Invalid constraint left out (priority must lie in (0, 1000], numbers must be finite): \($0)" }
        return (conflicts.map(\.message) + invalid).joined(separator: "\n\n")
    }
}
