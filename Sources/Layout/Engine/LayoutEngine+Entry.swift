import Cassowary

extension LayoutEngine {
    /// A class, so that looking one up on every pass and updating its form in place copies nothing.
    final class Entry {
        let constraint: LayoutConstraint
        private(set) var form: SolverForm
        let solverConstraint: Cassowary.Constraint
        /// When the constraint entered the solver: a conflict breaks the latest user constraint.
        let sequence: Int
        /// The constraint's constant and priority that ``form`` was made from.
        private var source: (constant: Double, priority: LayoutPriority)
        /// The last ``LayoutEngine/update(to:)`` whose constraints included this one.
        var lastWanted = 0

        init(constraint: LayoutConstraint, form: SolverForm, solverConstraint: Cassowary.Constraint, sequence: Int) {
            self.constraint = constraint
            self.form = form
            self.solverConstraint = solverConstraint
            self.sequence = sequence
            source = (form.sourceConstant, form.priority)
        }

        /// Sets the form the solver now holds, made from the constraint as it is now.
        func update(to form: SolverForm) {
            self.form = form
            source = (form.sourceConstant, form.priority)
        }

        /// Whether the constraint's form is still ``form``, known without working it out: its
        /// linear part is kept on it (so its items and attributes make what they made), and its
        /// constant and priority are those the form was made from.
        var formIsCurrent: Bool {
            constraint.linearPart != nil && constraint.constant == source.constant
                && constraint.priority == source.priority
        }
    }
}
