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
            if case .autoresizing = constraint.origin, !firstAttribute.isDimension, let parent = second as? View {
                expression = Self.autoresizingPosition(first, firstAttribute, in: parent, factor: constraint.multiplier)
            } else {
                expression = expression - second.expression(for: secondAttribute) * constraint.multiplier
                if constraint.multiplier != 1, !firstAttribute.isDimension, !secondAttribute.isDimension,
                   let container = constraint.container
                {
                    expression = expression - Self.boundsOrigin(of: container, firstAttribute.axis) * (1 - constraint.multiplier)
                }
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

    /// Where `view`'s bounds origin lies in engine space along `axis`: positions in its coordinates
    /// are engine positions minus this. With a multiplier on positions (UIKit relates them in the
    /// container's coordinates) these offsets no longer cancel between the two sides.
    private static func boundsOrigin(of view: View, _ axis: LayoutAttribute.Axis?) -> Expression {
        axis == .horizontal ? view.variables.minX - view.boundsOrigin.x : view.variables.minY - view.boundsOrigin.y
    }

    /// An autoresizing position: `item − superview's bounds origin − factor × superview length`
    /// (the constant, the position's base, is subtracted by the caller).
    private static func autoresizingPosition(_ item: any EngineItem, _ attribute: LayoutAttribute, in parent: View,
                                             factor: Double) -> Expression {
        let length = attribute.axis == .horizontal ? parent.variables.width : parent.variables.height
        return item.expression(for: attribute) - boundsOrigin(of: parent, attribute.axis) - length * factor
    }

    /// Whether a solver can take the form: a priority in `(0, 1000]` and finite numbers.
    var isValid: Bool {
        priority.isValid && constant.isFinite && structure.terms.allSatisfy { $0.coefficient.isFinite }
    }

    func makeConstraint(label: String) -> Cassowary.Constraint {
        Cassowary.Constraint(Expression(terms: structure.terms, constant: constant), structure.relation,
                             priority: priority, label: label)
    }
}
