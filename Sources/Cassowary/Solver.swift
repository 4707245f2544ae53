/// A Cassowary linear-constraint solver with strict priorities.
///
/// Add constraints, read values. Required constraints (priority 1000) always hold, or the call that
/// would break them throws and changes nothing. Optional constraints are satisfied in strict priority
/// order: the total error of the highest optional level is minimised first, then the next level's
/// without giving up any of the higher ones. The error of an optional `a == b` is `|a - b|`; of
/// `a >= b`, `max(0, b - a)`.
///
/// ```swift
/// let left = Variable("left"), width = Variable("width")
/// var solver = Solver()
/// try solver.add(left >= 0)
/// try solver.add((width == 400).withPriority(.strong))
/// try solver.addEditVariable(width, priority: .strong)
/// try solver.suggestValue(600, for: width)
/// solver.value(of: width) // 600
/// ```
///
/// `Solver` is a value: a copy is an independent solver (storage is shared until one is changed).
/// Every call is deterministic: the same calls give bit-identical values on every run.
public struct Solver: Sendable {
    var engine = Engine()

    public init() {}

    // MARK: Constraints

    /// Adds a constraint.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/invalidPriority(_:)``,
    ///   ``SolverError/nonFiniteValue(_:)``, or ``SolverError/unsatisfiable(conflict:)`` with a minimal
    ///   set of required constraints that conflict. The solver is unchanged after a throw.
    /// - Complexity: proportional to the rows the constraint touches and the pivots it causes.
    public mutating func add(_ constraint: Constraint) throws(SolverError) {
        defer { engine.finishCall() }
        try validate(constraint)
        let opened = engine.openJournal()
        do {
            try engine.addInJournal(constraint)
        } catch {
            engine.rollBack()
            throw .unsatisfiable(conflict: engine.minimalConflict(for: error))
        }
        if opened { engine.commitJournal() }
    }

    /// Adds several constraints: all of them, or (on a throw) none.
    public mutating func add(_ constraints: [Constraint]) throws(SolverError) {
        defer { engine.finishCall() }
        var ids = Set<Int>()
        var newPriorities = Set<Double>()
        for constraint in constraints {
            try validate(constraint)
            guard ids.insert(constraint.id).inserted else { throw .duplicateConstraint(constraint) }
            if !constraint.priority.isRequired { newPriorities.insert(constraint.priority.rawValue) }
        }
        engine.objective.reserveLevels(newPriorities.count)
        _ = engine.openJournal()
        engine.journalTableau()
        for constraint in constraints {
            do {
                try engine.addInJournal(constraint)
            } catch {
                engine.rollBack()
                throw .unsatisfiable(conflict: engine.minimalConflict(for: error))
            }
        }
        engine.commitJournal()
    }

    /// Removes a constraint.
    ///
    /// Every internal structure returns to its contents before the constraint was added: variables
    /// that no constraint mentions any more are forgotten, and freed symbols and rows are reused.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``.
    public mutating func remove(_ constraint: Constraint) throws(SolverError) {
        defer { engine.finishCall() }
        guard let record = engine.records[constraint.id], !record.isEdit else {
            throw .unknownConstraint(constraint)
        }
        engine.removeConstraint(constraint.id)
    }

    /// Whether the solver holds `constraint` (by identity).
    public func contains(_ constraint: Constraint) -> Bool {
        engine.records[constraint.id].map { !$0.isEdit } ?? false
    }

    /// The constraints the solver holds, as they are now, in the order they were added.
    public var constraints: [Constraint] {
        engine.constraints.allValues
            .compactMap { c in engine.records[c.id].flatMap { $0.isEdit ? nil : ($0.sequence, c.id) } }
            .sorted { $0.0 < $1.0 }
            .map { engine.currentConstraint($0.1)! }
    }

    /// Changes a constraint's constant (the `constant` of its `expression`) in place, re-solving
    /// incrementally with the dual simplex: no remove-and-add.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteValue(_:)``, or
    ///   ``SolverError/unsatisfiable(conflict:)`` when the constraint is required and its new constant
    ///   contradicts other required constraints. The solver is unchanged after a throw.
    public mutating func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        defer { engine.finishCall() }
        guard let record = engine.records[constraint.id], !record.isEdit else {
            throw .unknownConstraint(constraint)
        }
        guard constant.isFinite else { throw .nonFiniteValue(constant) }
        if !record.priority.isRequired {
            // An optional constraint can always be met with errors: a failure is rounding.
            do { try engine.setConstant(constant, ofConstraint: constraint.id) } catch { engine.needsRebuild = true }
            return
        }
        let opened = engine.openJournal()
        engine.journalTableau()
        do {
            try engine.setConstant(constant, ofConstraint: constraint.id)
        } catch {
            engine.rollBack()
            throw .unsatisfiable(conflict: engine.minimalConflict(for: error))
        }
        if opened { engine.commitJournal() }
    }

    /// Moves an optional constraint to another optional priority in place.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``; ``SolverError/invalidPriority(_:)`` for a
    ///   priority outside `(0, 1000)`, or for a required constraint (required stays required).
    public mutating func setPriority(_ priority: Priority, of constraint: Constraint) throws(SolverError) {
        defer { engine.finishCall() }
        guard let record = engine.records[constraint.id], !record.isEdit else {
            throw .unknownConstraint(constraint)
        }
        guard priority.isValid, !priority.isRequired, !record.priority.isRequired else {
            throw .invalidPriority(priority)
        }
        engine.setPriority(priority, ofConstraint: constraint.id)
    }

    /// The constraint as the solver holds it now (with any changed constant or priority), or `nil`.
    public func current(_ constraint: Constraint) -> Constraint? {
        engine.records[constraint.id].flatMap { $0.isEdit ? nil : engine.currentConstraint(constraint.id) }
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable, held at its current value with `priority` until a value is
    /// suggested.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/requiredEditVariable(_:)``
    ///   for priority 1000, ``SolverError/invalidPriority(_:)``.
    public mutating func addEditVariable(_ variable: Variable, priority: Priority = .strong) throws(SolverError) {
        defer { engine.finishCall() }
        guard engine.edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
        guard priority.isValid else { throw .invalidPriority(priority) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        let current = engine.value(of: variable)
        let constraint = Constraint(Expression(terms: [Term(variable)], constant: -current), .equal, priority: priority)
        // An optional constraint cannot fail to be added.
        let opened = engine.openJournal()
        try? engine.addInJournal(constraint)
        if opened { engine.commitJournal() }
        engine.records.modify(constraint.id) { $0.isEdit = true }
        engine.edits[variable.id] = constraint.id
    }

    /// Stops editing `variable`.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        defer { engine.finishCall() }
        guard let id = engine.edits[variable.id] else { throw .unknownEditVariable(variable) }
        engine.edits[variable.id] = nil
        engine.removeConstraint(id)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { engine.edits[variable.id] != nil }

    /// Asks for `variable` to take `value`, at its edit priority, and re-solves incrementally (dual
    /// simplex from the current optimum).
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteValue(_:)``.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        defer { engine.finishCall() }
        guard let id = engine.edits[variable.id] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue(value) }
        // Edit constraints are optional and can always be met with errors: should the dual simplex
        // fail, rounding has spoilt the tableau, and it is built again from the constraints.
        do { try engine.setConstant(-value, ofConstraint: id) } catch { engine.needsRebuild = true }
    }

    // MARK: Values

    /// The value of `variable` in the current solution; 0 for a variable no constraint mentions.
    public func value(of variable: Variable) -> Double { engine.value(of: variable) }

    /// The variables whose value changed since the last call, with their new values.
    ///
    /// Only variables that the last calls touched are looked at, so a small change costs little
    /// however large the system. A variable dropped from the solver (no constraint mentions it any
    /// more) is reported with 0 if its last reported value was not 0.
    public mutating func takeChanges() -> [VariableChange] {
        engine.takeChanges()
    }

    /// ``takeChanges()`` into a buffer the caller keeps, so that reading changes allocates nothing
    /// once the buffer has grown: for animation loops and benchmarks.
    public mutating func takeChanges(into buffer: inout [VariableChange]) {
        engine.takeChanges(into: &buffer)
    }

    /// Every variable the solver knows, with its value, sorted by name (then by identity).
    public var values: [(variable: Variable, value: Double)] {
        engine.variables.allValues
            .map { ($0.variable, engine.value(of: $0.symbol)) }
            .sorted { $0.0.name != $1.0.name ? $0.0.name < $1.0.name : $0.0.id < $1.0.id }
    }

    // MARK: Validation

    private func validate(_ constraint: Constraint) throws(SolverError) {
        guard engine.records[constraint.id] == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
        if !constraint.expression.constant.isFinite { throw .nonFiniteValue(constraint.expression.constant) }
        for term in constraint.expression.terms where !term.coefficient.isFinite {
            throw .nonFiniteValue(term.coefficient)
        }
    }
}

extension Solver: CustomDebugStringConvertible {
    /// The tableau: the objective per priority level, each row `basic = constant + Σ coefficient·symbol`
    /// (`s` slack, `e` error, `d` dummy, variables by name), and the constraints with their markers.
    public var debugDescription: String { engine.dump }
}
