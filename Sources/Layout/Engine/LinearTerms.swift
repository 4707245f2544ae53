import Cassowary

/// A constraint's linear expression built in place, term by term, for ``SolverForm``.
///
/// The same expression as `Expression` arithmetic (`first - second * multiplier`) gives, with the
/// same terms in the same order and every coefficient and constant made by the same floating-point
/// operations, so that the reduced form is the same to the bit. The operators made a new array
/// for every `+`, `-` and `*`: five or six allocations for one constraint, which showed in a
/// table's first layout, where every row's constraints are new.
struct LinearTerms {
    private(set) var terms: [Term] = []
    private(set) var constant = 0.0

    /// One item's attribute as a linear expression of its engine variables: at most two terms and a
    /// constant.
    struct Attribute {
        var first: Term?
        var second: Term?
        var constant = 0.0

        init(_ item: any EngineItem, _ attribute: LayoutAttribute) {
            let attribute = attribute.marginBase ?? attribute  // resolved earlier for views
            // The variables one by one: `item.variables` would copy all four.
            switch attribute {
            case .left, .leading: first = Term(item.variable(.minX))
            case .right, .trailing: (first, second) = (Term(item.variable(.minX)), Term(item.variable(.width)))
            case .width: first = Term(item.variable(.width))
            case .centerX: (first, second) = (Term(item.variable(.minX)), Term(item.variable(.width), 0.5))
            case .top: first = Term(item.variable(.minY))
            case .bottom: (first, second) = (Term(item.variable(.minY)), Term(item.variable(.height)))
            case .height: first = Term(item.variable(.height))
            case .centerY: (first, second) = (Term(item.variable(.minY)), Term(item.variable(.height), 0.5))
            case .firstBaseline, .lastBaseline:
                if attribute == .firstBaseline, let fromTop = item.firstBaselineFromTop {
                    first = Term(item.variable(.minY))
                    constant = 0 + fromTop
                } else if let offsets = item.baselineOffsets {
                    (first, second) = (Term(item.variable(.minY)), Term(item.variable(.height), 0.5))
                    // `minY + 0.5 * height + offset`: the offset is added to the constant 0.
                    constant = 0 + (attribute == .firstBaseline ? offsets.first : offsets.last)
                } else if attribute == .firstBaseline {
                    first = Term(item.variable(.minY))  // no baseline: the first is the top edge, the last the bottom
                } else {
                    (first, second) = (Term(item.variable(.minY)), Term(item.variable(.height)))
                }
            case .notAnAttribute, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
                 .trailingMargin, .centerXWithinMargins, .centerYWithinMargins:
                break
            }
        }

        /// How many terms: zero to two.
        var count: Int { (first == nil ? 0 : 1) + (second == nil ? 0 : 1) }

        /// `variable - offset`, as `Variable - Double` makes it.
        init(_ variable: Variable, minus offset: Double) {
            first = Term(variable)
            constant = 0 + -offset
        }
    }

    /// Starts with `attribute`'s terms and constant, with room for `extra` more terms: the caller
    /// knows how many it subtracts, so the array is made once, at the size it ends with.
    init(_ attribute: Attribute, reserving extra: Int) {
        terms.reserveCapacity(attribute.count + extra)
        if let first = attribute.first { terms.append(first) }
        if let second = attribute.second { terms.append(second) }
        constant = attribute.constant
    }

    /// `self - attribute * factor`: the operators scale each coefficient and the constant by
    /// `factor`, negate them (`* -1`), and append.
    mutating func subtract(_ attribute: Attribute, times factor: Double) {
        if let first = attribute.first { terms.append(Term(first.variable, first.coefficient * factor * -1)) }
        if let second = attribute.second { terms.append(Term(second.variable, second.coefficient * factor * -1)) }
        constant = constant + attribute.constant * factor * -1
    }

    /// The terms, taken out (the expression keeps none), so that the caller holds the only
    /// reference to their storage and can change them in place.
    mutating func takeTerms() -> [Term] {
        let taken = terms
        terms = []
        return taken
    }

    /// `self - variable * factor`, as `Expression - (Variable * Double)` makes it.
    mutating func subtract(_ variable: Variable, times factor: Double) {
        terms.append(Term(variable, factor * -1))
        constant = constant + 0 * -1
    }
}
