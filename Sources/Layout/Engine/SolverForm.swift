import Cassowary

/// A layout constraint as the solver sees it: `Σ terms + constant (relation) 0` at a priority.
///
/// Two forms with the same ``structure`` differ only in constant and priority, which the solver can
/// change in place; any other change means remove and add.
struct SolverForm: Equatable {
    struct Structure: Equatable {
        var terms: [Term]
        var relation: Relation
        var isRequired: Bool
    }

    var structure: Structure
    var constant: Double
    var priority: LayoutPriority

    /// The constraint's form, or `nil` if one of its items is gone.
    init?(_ constraint: LayoutConstraint) {
        guard let firstItem = constraint.firstEngineItem,
              constraint.secondEngineItem != nil || !constraint.hasSecondItem else { return nil }
        let (first, firstAttribute) = LayoutConstraint.engineSide(
            firstItem, constraint.firstAttribute, other: constraint.secondEngineItem)
        var expression = first.expression(for: firstAttribute)
        if let originalSecond = constraint.secondEngineItem {
            let (second, secondAttribute) = LayoutConstraint.engineSide(
                originalSecond, constraint.secondAttribute, other: firstItem)
            expression = expression - second.expression(for: secondAttribute) * constraint.multiplier
            // With a multiplier, positions mean positions in the container's bounds, as in UIKit: the
            // offsets of the engine's space no longer cancel, so subtract them explicitly.
            if case .autoresizing = constraint.origin, !constraint.firstAttribute.isDimension,
               let parent = second as? View
            {
                // Autoresizing: position = superview origin + base + factor × superview length.
                let originTerm = constraint.firstAttribute.axis == .horizontal ? parent.variables.minX : parent.variables.minY
                let bounds = constraint.firstAttribute.axis == .horizontal ? parent.boundsOrigin.x : parent.boundsOrigin.y
                let length = constraint.firstAttribute.axis == .horizontal ? parent.variables.width : parent.variables.height
                expression = first.expression(for: constraint.firstAttribute) - originTerm + bounds
                    - length * constraint.multiplier
            } else if constraint.multiplier != 1, !constraint.firstAttribute.isDimension,
                      !constraint.secondAttribute.isDimension, let container = constraint.container
            {
                let axis = constraint.firstAttribute.axis
                let origin = axis == .horizontal ? container.variables.minX : container.variables.minY
                let bounds = axis == .horizontal ? container.boundsOrigin.x : container.boundsOrigin.y
                expression = expression - (origin - bounds) * (1 - constraint.multiplier)
            }
        }
        expression = expression - constraint.constant
        let reduced = expression.reduced
        structure = Structure(
            terms: reduced.terms.sorted { $0.variable.id < $1.variable.id },
            relation: {
                switch constraint.relation {
                case .equal: .equal
                case .lessThanOrEqual: .lessThanOrEqual
                case .greaterThanOrEqual: .greaterThanOrEqual
                }
            }(),
            isRequired: constraint.priority.isRequired)
        constant = reduced.constant
        priority = constraint.priority
    }

    func makeConstraint(label: String) -> Cassowary.Constraint {
        Cassowary.Constraint(Expression(terms: structure.terms, constant: constant), structure.relation,
                             priority: priority, label: label)
    }
}
