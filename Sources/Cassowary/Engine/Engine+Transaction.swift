// Every public call that changes the solver is one transaction: opened, run, rolled back on
// failure or committed, and finished, here and nowhere else.

extension Engine {
    /// What a call logs so that a failure can put the engine back as it was.
    enum Logging {
        /// Nothing. The call cannot make the required constraints conflict; should it fail all the
        /// same, rounding has spoilt the tableau, which is then rebuilt from the constraints
        /// (``needsRebuild``). Suggestions take this path, so it must cost nothing.
        case nothing
        /// The cheap changes (symbols, records); the tableau only once the call enters a path that
        /// can fail after changing it (``journalTableau()``).
        case records
        /// The tableau too, from the start.
        case tableau
    }

    /// Runs `change` as one public call: under a journal as `logging` says, rolled back with a
    /// minimal conflict when it fails, then finished (``finishCall()``).
    ///
    /// - Throws: ``SolverError/unsatisfiable(conflict:)`` when `change` fails under a journal. The
    ///   engine is then as it was before the call.
    @inline(__always)
    ///
    /// `recordingPlan: false` refreshes the values without recording a plan for the next refresh
    /// to replay (see ``refreshValues(recordingPlan:)``).
    mutating func perform(_ logging: Logging, recordingPlan: Bool = true,
                          _ change: (inout Engine) throws(EngineFailure) -> Void) throws(SolverError) {
        isPristine = false
        defer { finishCall(recordingPlan: recordingPlan) }
        if logging == .nothing {
            do { try change(&self) } catch { needsRebuild = true }
            return
        }
        let opened = openJournal()
        if logging == .tableau { journalTableau() }
        do {
            try change(&self)
        } catch {
            rollBack()
            throw .unsatisfiable(conflict: minimalConflict(for: error))
        }
        if opened { commitJournal() }
    }

    /// ``perform(_:recordingPlan:_:)`` with the tableau logged, for a change to a pristine engine
    /// (``isPristine``: as made or as ``reset()`` leaves it), without the journal: should the change
    /// fail, ``reset()`` puts the engine back as it was before, as a rollback would, and the
    /// conflict is found as after a rollback (the engine then holds no constraint). Journaling a
    /// table's new row, added into an emptied engine in one batch, copied each row the batch
    /// changed and logged every symbol, record and slot it made.
    ///
    /// - Precondition: ``isPristine``.
    mutating func performOnPristine(recordingPlan: Bool = true,
                                    _ change: (inout Engine) throws(EngineFailure) -> Void) throws(SolverError) {
        precondition(isPristine && !journal.isOpen, "only a pristine engine can be restored by a reset")
        isPristine = false
        defer { finishCall(recordingPlan: recordingPlan) }
        do {
            try change(&self)
        } catch {
            let pivots = pivotCount
            reset()
            pivotCount = pivots
            throw .unsatisfiable(conflict: minimalConflict(for: error))
        }
    }

    /// Opens a journal unless one is open. Returns whether this call opened it (and so must close it).
    mutating func openJournal() -> Bool {
        guard !journal.isOpen else { return false }
        if !journal.open(nextSequence: registry.nextSequence) { tableau.clearStamps() }
        return true
    }

    /// From here on, log the tableau too.
    mutating func journalTableau() {
        guard journal.isOpen else { return }
        journal.startLoggingTableau(Journal.LevelState(
            constants: objective.constants, priorities: objective.priorities, users: objective.users,
            order: objective.order, stride: objective.stride))
    }

    /// Closes the journal after a call that succeeded.
    mutating func commitJournal() {
        journal.close()
    }
}

// MARK: - What the solver asks before a call

extension Engine {
    /// The record of a constraint the user added (edit constraints are the engine's own), or nil.
    @inline(__always)
    func heldRecord(_ id: Int) -> ConstraintRecord? {
        guard let record = registry.records[id], !record.isEdit else { return nil }
        return record
    }

    /// Checks that `constraint` can be added: new, with a valid priority and finite numbers.
    func validateNew(_ constraint: Constraint) throws(SolverError) {
        guard registry.records[constraint.id] == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
        if !constraint.expression.constant.isFinite { throw .nonFiniteValue(constraint.expression.constant) }
        for term in constraint.expression.terms where !term.coefficient.isFinite {
            throw .nonFiniteValue(term.coefficient)
        }
    }

    /// Checks that `constraints` can be added together (each new, valid and given once), and grows
    /// the objective so that their priorities fit: its slots cannot grow inside a transaction,
    /// which could not undo that. Makes room for the symbols they may make, too
    /// (``reserveSymbols(_:)``).
    ///
    /// Constraints made one after another have increasing ids, so a batch in that order has no
    /// repeat and needs no set of ids; and a batch holds a few distinct priorities, found by a scan.
    /// (Two hash sets cost about 1,100 instructions per constraint: a table's new row spent more
    /// on them than on making its rows.)
    mutating func prepareToAdd(_ constraints: [Constraint]) throws(SolverError) {
        var isIncreasing = true
        var lastID = Int.min
        var priorities: [Double] = []
        // Past a few distinct priorities a scan would cost O(n·k): a set takes over.
        var manyPriorities: Set<Double>?
        // At most: a marker (and an error, when optional) per constraint, and a symbol per term
        // whose variable is new.
        var symbolsMade = 0
        for constraint in constraints {
            try validateNew(constraint)
            if constraint.id <= lastID { isIncreasing = false }
            lastID = constraint.id
            symbolsMade += constraint.expression.terms.count + 1
            let priority = constraint.priority.rawValue
            guard !constraint.priority.isRequired else { continue }
            symbolsMade += 1
            if manyPriorities != nil {
                manyPriorities!.insert(priority)
            } else if !priorities.contains(priority) {
                priorities.append(priority)
                if priorities.count > 16 { manyPriorities = Set(priorities) }
            }
        }
        if !isIncreasing {
            var ids = Set<Int>()
            for constraint in constraints where !ids.insert(constraint.id).inserted {
                throw .duplicateConstraint(constraint)
            }
        }
        objective.reserveLevels(manyPriorities?.count ?? priorities.count)
        reserveSymbols(symbolsMade)
        registry.reserveConstraints(constraints.count)
    }
}

// MARK: - What the solver reads

extension Engine {
    /// The constraints the user added, as they are now, in the order they were added.
    var heldConstraints: [Constraint] {
        registry.constraints
            .compactMap { c in registry.records[c.id].flatMap { $0.isEdit ? nil : ($0.sequence, c.id) } }
            .sorted { $0.0 < $1.0 }
            .map { currentConstraint($0.1)! }
    }

    /// Every variable the engine knows, with its value, sorted by name (then by identity).
    var variableValues: [(variable: Variable, value: Double)] {
        registry.variables.allValues
            .map { (symbols.variables[Int($0.symbol)]!, value(of: $0.symbol)) }
            .sorted { $0.0.name != $1.0.name ? $0.0.name < $1.0.name : $0.0.id < $1.0.id }
    }
}
