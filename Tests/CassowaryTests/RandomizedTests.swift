import Testing
@testable import Cassowary

/// The solver against the independent reference on many small random systems: required constraints
/// hold, each priority level's error is the least possible given the levels above it, conflicts are
/// reported exactly when the reference finds the required constraints infeasible, and each reported
/// conflict is minimal.
@Suite("Randomised comparison with a dense reference")
struct RandomizedTests {
    static let priorities: [Priority] = [.required, .required, .required, 999.5, 751, .strong, .medium, .weak]

    struct System {
        var variables: [Variable]
        var constraints: [Constraint]
    }

    static func randomConstraint(_ variables: [Variable], _ g: inout SeededGenerator) -> Constraint {
        var expression = Expression(constant: Double(Int.random(in: -10...10, using: &g)))
        let count = Int.random(in: 1...min(3, variables.count), using: &g)
        for v in variables.shuffled(using: &g).prefix(count) {
            var c = Double(Int.random(in: -3...3, using: &g))
            if c == 0 { c = 1 }
            expression.terms.append(Term(v, c))
        }
        let relation = Relation.allCases.randomElement(using: &g)!
        return Constraint(expression, relation, priority: priorities.randomElement(using: &g)!)
    }

    static func referenceRows(_ constraints: [Constraint], _ variables: [Variable]) -> [ReferenceSolver.Row] {
        constraints.map { c in
            var coefficients = [Double](repeating: 0, count: variables.count)
            for term in c.expression.terms { coefficients[variables.firstIndex(of: term.variable)!] += term.coefficient }
            return ReferenceSolver.Row(coefficients: coefficients, constant: c.expression.constant,
                                       relation: c.relation, priority: c.priority.rawValue)
        }
    }

    /// The error of `constraint` at the solver's values.
    static func error(of constraint: Constraint, in solver: Solver) -> Double {
        var value = constraint.expression.constant
        for term in constraint.expression.terms { value += term.coefficient * solver.value(of: term.variable) }
        switch constraint.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    /// Checks the solver's current solution against the reference optimum of `constraints`.
    static func expectOptimal(_ solver: Solver, _ constraints: [Constraint], _ variables: [Variable],
                              _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(solver.engine.invariantViolations() == [], "\(context)", sourceLocation: sourceLocation)
        for c in constraints where c.priority.isRequired {
            #expect(error(of: c, in: solver) < 1e-6, "required \(c) violated; \(context)", sourceLocation: sourceLocation)
        }
        guard let optima = ReferenceSolver.levelOptima(referenceRows(constraints, variables), variableCount: variables.count) else {
            Issue.record("reference finds the required constraints infeasible; \(context)", sourceLocation: sourceLocation)
            return
        }
        for (priority, best) in optima {
            let total = constraints.filter { $0.priority.rawValue == priority }.reduce(0) { $0 + error(of: $1, in: solver) }
            #expect(abs(total - best) < 1e-5 * (1 + best),
                    "level \(priority): error \(total), optimum \(best); \(context)", sourceLocation: sourceLocation)
            if abs(total - best) >= 1e-5 * (1 + best) { return }
        }
    }

    static func feasible(_ constraints: [Constraint], _ variables: [Variable]) -> Bool {
        ReferenceSolver.levelOptima(referenceRows(constraints.filter { $0.priority.isRequired }, variables),
                                    variableCount: variables.count) != nil
    }

    @Test("add: optimal at every level, conflicts exactly when infeasible and minimal", arguments: 0..<6)
    func adding(batch: Int) {
        var g = SeededGenerator(seed: 0xC0FFEE + UInt64(batch))
        for system in 0..<60 {
            let variables = (0..<Int.random(in: 1...4, using: &g)).map { Variable("x\($0)") }
            var solver = Solver()
            var added: [Constraint] = []
            for step in 0..<Int.random(in: 1...9, using: &g) {
                let c = Self.randomConstraint(variables, &g)
                let context = "batch \(batch) system \(system) step \(step): \(c)"
                let before = solver.engine.dump
                do {
                    try solver.add(c)
                    added.append(c)
                    Self.expectOptimal(solver, added, variables, context)
                } catch {
                    guard case .unsatisfiable(let conflict) = error else {
                        Issue.record("unexpected \(error); \(context)"); return
                    }
                    #expect(!Self.feasible(added + [c], variables), "reported a conflict in a feasible system; \(context)")
                    #expect(conflict.contains(c), "\(context)")
                    #expect(!Self.feasible(conflict, variables), "conflict set is satisfiable; \(context)")
                    for i in conflict.indices {
                        var smaller = conflict
                        smaller.remove(at: i)
                        #expect(Self.feasible(smaller, variables), "conflict set is not minimal; \(context)")
                    }
                    #expect(solver.engine.dump == before, "state changed by a failed add; \(context)")
                    #expect(solver.engine.invariantViolations() == [], "\(context)")
                }
            }
        }
    }

    @Test("remove, change constants and priorities, edit: optimal after every step", arguments: 0..<4)
    func changing(batch: Int) throws {
        var g = SeededGenerator(seed: 0xBEEF + UInt64(batch))
        for system in 0..<50 {
            let variables = (0..<Int.random(in: 2...4, using: &g)).map { Variable("x\($0)") }
            var solver = Solver()
            var edits: [Variable: (Priority, Double)] = [:]
            func current() -> [Constraint] {
                solver.constraints + edits.map { v, e in (v == e.1).withPriority(e.0) }
            }
            for step in 0..<14 {
                let context = "batch \(batch) system \(system) step \(step)"
                let before = solver.engine.dump
                switch Int.random(in: 0..<10, using: &g) {
                case 0...3:
                    try? solver.add(Self.randomConstraint(variables, &g))
                case 4:
                    if let c = solver.constraints.randomElement(using: &g) { try solver.remove(c) }
                case 5, 6:
                    if let c = solver.constraints.randomElement(using: &g) {
                        let k = Double(Int.random(in: -12...12, using: &g))
                        do {
                            try solver.setConstant(k, of: c)
                        } catch {
                            guard case .unsatisfiable(let conflict) = error else { Issue.record("\(error)"); return }
                            let changed = Constraint(Expression(terms: c.expression.terms, constant: k), c.relation)
                            var proposed = current().filter { $0 != c }
                            proposed.append(changed)
                            #expect(!Self.feasible(proposed, variables), "false conflict on setConstant; \(context)")
                            #expect(conflict.contains(c), "\(context)")
                            #expect(solver.engine.dump == before, "state changed by a failed setConstant; \(context)")
                        }
                    }
                case 7:
                    if let c = solver.constraints.filter({ !$0.priority.isRequired }).randomElement(using: &g) {
                        try solver.setPriority([999.5, 751, .strong, .weak].randomElement(using: &g)!, of: c)
                    }
                default:
                    let v = variables.randomElement(using: &g)!
                    let value = Double(Int.random(in: -20...20, using: &g))
                    if edits[v] == nil {
                        let p: Priority = [.strong, .medium, 999].randomElement(using: &g)!
                        try solver.addEditVariable(v, priority: p)
                        edits[v] = (p, solver.value(of: v))
                    }
                    try solver.suggestValue(value, for: v)
                    edits[v]!.1 = value
                }
                Self.expectOptimal(solver, current(), variables, context)
            }
        }
    }
}
