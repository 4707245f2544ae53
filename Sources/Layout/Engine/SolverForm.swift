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
    /// Whether every coefficient is a finite number (worked out with the terms, kept with them).
    private var termsAreFinite: Bool
    /// The constraint's own constant when the form was made (``constant`` is the linear part's
    /// less this): what the engine's entry keeps to know the form current. Read here, while the
    /// constraint is at hand, not again from the constraint when the entry is made after the
    /// solver has taken the whole batch: on a long screen each constraint had left the cache by
    /// then, a cache miss per constraint. Not part of the form's equality, which is what the
    /// solver holds.
    private(set) var sourceConstant: Double

    static func == (a: SolverForm, b: SolverForm) -> Bool {
        a.structure == b.structure && a.constant == b.constant && a.priority == b.priority
            && a.termsAreFinite == b.termsAreFinite
    }

    /// The constraint's form, or `nil` if one of its items is gone.
    ///
    /// A constraint's items, attributes, multiplier and relation never change, so its linear part
    /// (the terms, and the constant the attributes bring) is worked out once and kept on the
    /// constraint (see ``LinearPart``); each pass then only subtracts the current constant and
    /// reads the priority. Re-fitting a cell with new texts changes only constants.
    init?(_ constraint: LayoutConstraint) {
        guard let firstItem = constraint.firstEngineItem,
              constraint.secondEngineItem != nil || !constraint.hasSecondItem else { return nil }
        let linear = constraint.linearPart ?? Self.linearPart(of: constraint, firstItem)
        structure = Structure(terms: linear.terms, relation: linear.relation,
                              isRequired: constraint.priority.isRequired)
        // `base + (-constant)`: the same number, bit for bit, as subtracting the constant from the
        // whole expression before reducing it.
        sourceConstant = constraint.constant
        constant = linear.constant - sourceConstant
        priority = constraint.priority
        termsAreFinite = linear.termsAreFinite
    }

    /// A constraint's form with constant 0 and no priority: what its items and attributes make.
    struct LinearPart {
        /// Reduced and sorted by variable id.
        let terms: [Term]
        /// What the attributes add (a label's baseline offset, a bounds origin), before the
        /// constraint's own constant is subtracted.
        let constant: Double
        let relation: Relation
        let termsAreFinite: Bool
    }

    /// Works out the linear part of `constraint`, and keeps it on the constraint when it depends on
    /// nothing but the constraint's own (unchanging) items and attributes.
    private static func linearPart(of constraint: LayoutConstraint, _ firstItem: any EngineItem) -> LinearPart {
        let (first, firstAttribute) = LayoutConstraint.engineSide(
            firstItem, constraint.firstAttribute, other: constraint.secondEngineItem)
        var firstSide = LinearTerms.Attribute(first, firstAttribute)
        let firstOffset = LayoutConstraint.contentMarginOffset(firstItem, constraint.firstAttribute,
                                                               other: constraint.secondEngineItem)
        if firstOffset != 0 { firstSide.constant = firstSide.constant + firstOffset }
        // Each side's terms are known before the expression is made, so that its array is made
        // the size it ends with: the linear part is kept on the constraint for as long as the
        // constraint lives (every generated constraint of every row of a long table), and an
        // array reserved for the largest case held twice the terms a constraint has.
        var expression: LinearTerms
        // Whether the part can be kept: not when it reads state that changes between passes (a
        // scroll view's edges and margins are its content area's from views inside it, which can
        // move in or out, and its margins can change; its size is its own whatever the other item
        // is: a table's rows' sizes are kept).
        var isFixed = !Self.readsContentArea(firstItem, constraint.firstAttribute) && !constraint.firstAttribute.isBaseline
        if let originalSecond = constraint.secondEngineItem {
            isFixed = isFixed && !Self.readsContentArea(originalSecond, constraint.secondAttribute)
                && !constraint.secondAttribute.isBaseline
            let (second, secondAttribute) = LayoutConstraint.engineSide(
                originalSecond, constraint.secondAttribute, other: firstItem)
            if case .autoresizing = constraint.origin, !firstAttribute.isDimension, let parent = second as? View {
                // The superview's bounds origin (a scroll view's content offset) moves.
                isFixed = false
                expression = Self.autoresizingPosition(first, firstAttribute, in: parent, factor: constraint.multiplier)
            } else {
                var secondSide = LinearTerms.Attribute(second, secondAttribute)
                let offset = LayoutConstraint.contentMarginOffset(originalSecond, constraint.secondAttribute,
                                                                  other: firstItem)
                if offset != 0 { secondSide.constant = secondSide.constant + offset }
                var container: LinearTerms.Attribute?
                if constraint.multiplier != 1, !firstAttribute.isDimension, !secondAttribute.isDimension {
                    // In the container's coordinates: the container and its bounds origin can change.
                    isFixed = false
                    container = constraint.container.map { Self.boundsOrigin(of: $0, firstAttribute.axis) }
                }
                expression = LinearTerms(firstSide, reserving: secondSide.count + (container?.count ?? 0))
                expression.subtract(secondSide, times: constraint.multiplier)
                if let container { expression.subtract(container, times: 1 - constraint.multiplier) }
            }
        } else {
            expression = LinearTerms(firstSide, reserving: 0)
        }
        let terms = Self.reducedTerms(expression.takeTerms())
        let linear = LinearPart(
            terms: terms,
            constant: expression.constant,
            relation: {
                switch constraint.relation {
                case .equal: .equal
                case .lessThanOrEqual: .lessThanOrEqual
                case .greaterThanOrEqual: .greaterThanOrEqual
                }
            }(),
            termsAreFinite: terms.allSatisfy { $0.coefficient.isFinite })
        if isFixed { constraint.linearPart = linear }
        return linear
    }

    /// Whether `attribute` of `item` may be a scroll view's content area seen from inside it (its
    /// edges and margins), which depends on the other item and, for margins, on the scroll view's
    /// margins now.
    private static func readsContentArea(_ item: any EngineItem, _ attribute: LayoutAttribute) -> Bool {
        item is ScrollView && (attribute.isEdge || attribute.marginBase != nil)
    }

    /// The terms with one term per variable (coefficients added in order, as `Expression.reduced`
    /// adds them, so the sums are the same to the bit) and none with a zero coefficient, sorted by
    /// variable id. A constraint has a handful of terms: a scan of the few kept so far costs less
    /// than `reduced`'s dictionary. Reduced in place, in the array it is given (a new row's every
    /// constraint comes here once: a second array per constraint, and the closures of
    /// `firstIndex`, `removeAll` and `sort`, were a fifth of working out its linear part).
    static func reducedTerms(_ terms: consuming [Term]) -> [Term] {
        if isReduced(terms) { return terms }
        var kept = 0
        for index in terms.indices {
            let term = terms[index]
            var merged = false
            var k = 0
            while k < kept {
                if terms[k].variable.id == term.variable.id {
                    terms[k].coefficient += term.coefficient
                    merged = true
                    break
                }
                k += 1
            }
            if !merged {
                terms[kept] = Term(term.variable, 0 + term.coefficient)
                kept += 1
            }
        }
        // Without the zero coefficients, in order, then sorted by id (each id is there once) by
        // insertion, as there are a handful.
        var count = 0
        for index in 0..<kept where terms[index].coefficient != 0 {
            if count != index { terms[count] = terms[index] }
            count += 1
        }
        terms.removeLast(terms.count - count)
        var i = 1
        while i < count {
            let term = terms[i]
            var j = i
            while j > 0 && terms[j - 1].variable.id > term.variable.id {
                terms[j] = terms[j - 1]
                j -= 1
            }
            if j != i { terms[j] = term }
            i += 1
        }
        return terms
    }

    /// Whether `terms` are reduced already: ids increasing (so each is there once) and no
    /// coefficient 0. Most constraints' terms are (a view's four variables are made in order, and
    /// a superview before its subviews), and reading them is cheaper than rewriting each one.
    private static func isReduced(_ terms: borrowing [Term]) -> Bool {
        terms.withUnsafeBufferPointer { terms in
            var previous = Int.min
            for i in terms.indices {
                // Fields read in place: a copy of a term would retain its variable's name.
                let id = terms[i].variable.id
                guard id > previous, terms[i].coefficient != 0 else { return false }
                previous = id
            }
            return true
        }
    }

    /// Where `view`'s bounds origin lies in engine space along `axis`: positions in its coordinates
    /// are engine positions minus this. With a multiplier on positions (UIKit relates them in the
    /// container's coordinates) these offsets no longer cancel between the two sides.
    private static func boundsOrigin(of view: View, _ axis: LayoutAttribute.Axis?) -> LinearTerms.Attribute {
        axis == .horizontal ? .init(view.variables.minX, minus: view.boundsOrigin.x)
            : .init(view.variables.minY, minus: view.boundsOrigin.y)
    }

    /// An autoresizing position: `item − superview's bounds origin − factor × superview length`
    /// (the constant, the position's base, is subtracted by the caller).
    private static func autoresizingPosition(_ item: any EngineItem, _ attribute: LayoutAttribute, in parent: View,
                                             factor: Double) -> LinearTerms {
        let length = attribute.axis == .horizontal ? parent.variables.width : parent.variables.height
        var expression = LinearTerms(.init(item, attribute), reserving: 2)
        expression.subtract(boundsOrigin(of: parent, attribute.axis), times: 1)
        expression.subtract(length, times: factor)
        return expression
    }

    /// Whether a solver can take the form: a priority in `(0, 1000]` and finite numbers.
    var isValid: Bool {
        priority.isValid && constant.isFinite && termsAreFinite
    }

    /// The solver's constraint, unlabelled: the engine maps solver constraints back to layout
    /// constraints by id, and describes those only when it reports them.
    func makeConstraint() -> Cassowary.Constraint {
        Cassowary.Constraint(Expression(terms: structure.terms, constant: constant), structure.relation,
                             priority: priority)
    }
}
