/// A variable scaled by a coefficient: the `2 * x` in `2 * x + y - 10`.
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `c1*v1 + c2*v2 + ... + constant`.
///
/// Terms are kept as written; the same variable may appear twice (the solver adds them up).
public struct Expression: Hashable, Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init(terms: [Term(variable)]) }
    public init(_ constant: Double) { self.init(terms: [], constant: constant) }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The expression with terms of the same variable added up and zero terms dropped, in order of
    /// first appearance.
    public var reduced: Expression {
        var order: [Variable] = []
        var sums: [Variable: Double] = [:]
        for term in terms {
            if sums[term.variable] == nil { order.append(term.variable) }
            sums[term.variable, default: 0] += term.coefficient
        }
        let kept = order.compactMap { v in sums[v]! == 0 ? nil : Term(v, sums[v]!) }
        return Expression(terms: kept, constant: constant)
    }

    public var description: String {
        var out = ""
        for (i, term) in terms.enumerated() {
            let c = term.coefficient
            let sign = c < 0 ? "-" : "+"
            let magnitude = Swift.abs(c)
            if i == 0 { out += c < 0 ? "-" : "" } else { out += " \(sign) " }
            out += magnitude == 1 ? term.variable.description : "\(NumberText.plain(magnitude)) * \(term.variable)"
        }
        if terms.isEmpty { return NumberText.plain(constant) }
        if constant != 0 { out += constant < 0 ? " - \(NumberText.plain(-constant))" : " + \(NumberText.plain(constant))" }
        return out
    }
}
