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

    /// Removes every constraint and edit variable, leaving the solver as a new one, but keeps its
    /// storage: solving many small systems one after another in one solver allocates its tables
    /// once. Values read afterwards are 0 and ``takeChanges()`` reports nothing until new
    /// constraints move them.
    ///
    /// - Complexity: O(the size of the largest system the solver held), without allocating.
    public mutating func reset() { engine.reset() }

    // MARK: Constraints

    /// Adds a constraint.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/invalidPriority(_:)``,
    ///   ``SolverError/nonFiniteValue(_:)``, or ``SolverError/unsatisfiable(conflict:)`` with a minimal
    ///   set of required constraints that conflict. The solver is unchanged after a throw.
    /// - Complexity: proportional to the rows the constraint touches and the pivots it causes.
    public mutating func add(_ constraint: Constraint) throws(SolverError) {
        try engine.validateNew(constraint)
        // Journaled even when optional: an optional add cannot conflict, but should rounding make
        // it throw, a rollback puts the engine back exactly, where a rebuild that failed would
        // leave the half-made row behind.
        // Adding changes the tableau's structure: no later refresh could replay this one's plan.
        try engine.perform(.records, recordingPlan: false) { engine throws(EngineFailure) in try engine.addInJournal(constraint) }
    }

    /// Adds several constraints: all of them, or (on a throw) none.
    public mutating func add(_ constraints: [Constraint]) throws(SolverError) {
        try engine.prepareToAdd(constraints)
        if engine.isPristine {
            // Nothing to journal: on a throw, emptying the engine again restores it.
            try engine.performOnPristine(recordingPlan: false) { engine throws(EngineFailure) in
                for constraint in constraints { try engine.addInJournal(constraint) }
            }
            return
        }
        try engine.perform(.tableau, recordingPlan: false) { engine throws(EngineFailure) in
            for constraint in constraints { try engine.addInJournal(constraint) }
        }
    }

    /// Removes a constraint.
    ///
    /// Every internal structure returns to its contents before the constraint was added: variables
    /// that no constraint mentions any more are forgotten, and freed symbols and rows are reused.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``.
    public mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard engine.heldRecord(constraint.id) != nil else { throw .unknownConstraint(constraint) }
        try engine.perform(.nothing, recordingPlan: false) { engine in engine.removeConstraint(constraint.id) }
    }

    /// Whether the solver holds `constraint` (by identity).
    public func contains(_ constraint: Constraint) -> Bool {
        engine.heldRecord(constraint.id) != nil
    }

    /// The constraints the solver holds, as they are now, in the order they were added.
    public var constraints: [Constraint] { engine.heldConstraints }

    /// Changes a constraint's constant (the `constant` of its `expression`) in place, re-solving
    /// incrementally with the dual simplex: no remove-and-add.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteValue(_:)``, or
    ///   ``SolverError/unsatisfiable(conflict:)`` when the constraint is required and its new constant
    ///   contradicts other required constraints. The solver is unchanged after a throw.
    public mutating func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard let record = engine.heldRecord(constraint.id) else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .nonFiniteValue(constant) }
        // An optional constraint can always be met with errors: a failure is rounding.
        try engine.perform(record.priority.isRequired ? .tableau : .nothing) { engine throws(EngineFailure) in
            try engine.setConstant(constant, ofConstraint: constraint.id)
        }
    }

    /// Moves an optional constraint to another optional priority in place.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``; ``SolverError/invalidPriority(_:)`` for a
    ///   priority outside `(0, 1000)`, or for a required constraint (required stays required).
    public mutating func setPriority(_ priority: Priority, of constraint: Constraint) throws(SolverError) {
        guard let record = engine.heldRecord(constraint.id) else { throw .unknownConstraint(constraint) }
        guard priority.isValid, !priority.isRequired, !record.priority.isRequired else {
            throw .invalidPriority(priority)
        }
        try engine.perform(.nothing) { engine in engine.setPriority(priority, ofConstraint: constraint.id) }
    }

    /// The constraint as the solver holds it now (with any changed constant or priority), or `nil`.
    public func current(_ constraint: Constraint) -> Constraint? {
        engine.heldRecord(constraint.id) == nil ? nil : engine.currentConstraint(constraint.id)
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable, held at its current value with `priority` until a value is
    /// suggested.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/requiredEditVariable(_:)``
    ///   for priority 1000, ``SolverError/invalidPriority(_:)``.
    public mutating func addEditVariable(_ variable: Variable, priority: Priority = .strong) throws(SolverError) {
        guard engine.editConstraint(of: variable) == nil else { throw .duplicateEditVariable(variable) }
        guard priority.isValid else { throw .invalidPriority(priority) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        // Optional, like every edit constraint: it cannot fail to be added, so nothing is logged.
        try engine.perform(.nothing) { engine in engine.addEdit(variable, priority: priority) }
    }

    /// Stops editing `variable`.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard engine.editConstraint(of: variable) != nil else { throw .unknownEditVariable(variable) }
        try engine.perform(.nothing) { engine in engine.removeEdit(variable) }
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { engine.editConstraint(of: variable) != nil }

    /// Asks for `variable` to take `value`, at its edit priority, and re-solves incrementally (dual
    /// simplex from the current optimum).
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteValue(_:)``.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let id = engine.editConstraint(of: variable) else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue(value) }
        // Edit constraints are optional and can always be met with errors: should the dual simplex
        // fail, rounding has spoilt the tableau, and it is built again from the constraints.
        try engine.perform(.nothing) { engine throws(EngineFailure) in try engine.setConstant(-value, ofConstraint: id) }
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
    public var values: [(variable: Variable, value: Double)] { engine.variableValues }
}

extension Solver: CustomDebugStringConvertible {
    /// The tableau: the objective per priority level, each row `basic = constant + Σ coefficient·symbol`
    /// (`s` slack, `e` error, `d` dummy, variables by name), and the constraints with their markers.
    public var debugDescription: String { engine.dump }
}
