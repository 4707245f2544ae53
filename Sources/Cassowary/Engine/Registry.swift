/// The user's world as the engine knows it: variables and constraints by identity, the edit
/// variables, and the order constraints were added in.
///
/// Writes that a failed call must undo go through the journaled setters, which log the old entry
/// in the open journal; ``restore(_:)`` puts logged entries back. The in-place changes
/// (``modifyVariable(_:_:)``, ``modifyRecord(_:_:)``) are for paths with no journal open, or
/// whose change a rollback never needs to see.
///
/// Invariants (checked by `Engine.invariantViolations()`):
/// - `records` and `constraints` have the same keys: every constraint in the engine, edit
///   constraints included.
/// - `edits[variable]` names a record with `isEdit`, and every such record is named by one edit.
/// - A variable's record counts its `users`: the constraints that mention it (each once, however
///   many of its terms do); a variable with no users has no record.
/// - `nextSequence` is above every record's `sequence`.
struct Registry {
    private(set) var variables = IdentityTable<VariableRecord>()
    private(set) var records = IdentityTable<ConstraintRecord>()
    /// The constraints as added (see `records` for their current constant and priority).
    private(set) var constraints = IdentityTable<Constraint>()
    /// Edit variable id → the id of its edit constraint.
    private(set) var edits = IdentityTable<Int>()
    /// The `sequence` of the next constraint added.
    private(set) var nextSequence = 0

    /// A sequence number for a new constraint.
    mutating func takeSequence() -> Int {
        defer { nextSequence += 1 }
        return nextSequence
    }

    // MARK: Journaled writes

    mutating func setVariableRecord(_ id: Int, _ record: VariableRecord?, journal: inout Journal) {
        if journal.isOpen { journal.variables.append((id, variables[id])) }
        variables[id] = record
    }

    /// Counts one more user of the variable with `id`, in place, logging its record first if the
    /// journal is open; its symbol, or nil when the registry does not hold it.
    ///
    /// One lookup: reading the record, then storing the changed copy, looked the identity up
    /// twice and copied the record (and its variable's name) twice more, per term of every
    /// constraint added.
    @inline(__always)
    mutating func retainUser(of id: Int, journal: inout Journal) -> Symbol? {
        var symbol: Symbol?
        let logging = journal.isOpen
        variables.modify(id) { record in
            if logging { journal.variables.append((id, record)) }
            record.users += 1
            symbol = record.symbol
        }
        return symbol
    }

    mutating func setConstraintRecord(_ id: Int, _ record: ConstraintRecord?, journal: inout Journal) {
        if journal.isOpen { journal.records.append((id, records[id])) }
        records[id] = record
    }

    /// Inserts a constraint (journaled) or removes one (which is never undone: removal cannot fail).
    mutating func setConstraint(_ id: Int, _ constraint: Constraint?, journal: inout Journal) {
        if journal.isOpen && constraint != nil { journal.insertedConstraints.append(id) }
        constraints[id] = constraint
    }

    mutating func setEdit(_ id: Int, _ constraint: Int?, journal: inout Journal) {
        if journal.isOpen { journal.edits.append((id, edits[id])) }
        edits[id] = constraint
    }

    /// Puts back what `log` recorded, newest first.
    mutating func restore(_ log: Journal) {
        for entry in log.variables.reversed() { variables[entry.id] = entry.record }
        for entry in log.records.reversed() { records[entry.id] = entry.record }
        for id in log.insertedConstraints.reversed() { constraints[id] = nil }
        for entry in log.edits.reversed() { edits[entry.id] = entry.constraint }
        nextSequence = log.nextSequence
    }

    // MARK: Unjournaled changes

    /// Changes the record of the variable with `id` in place, if there is one.
    @inline(__always)
    mutating func modifyVariable(_ id: Int, _ body: (inout VariableRecord) -> Void) {
        variables.modify(id, body)
    }

    /// Changes the record of the constraint with `id` in place, if there is one.
    @inline(__always)
    mutating func modifyRecord(_ id: Int, _ body: (inout ConstraintRecord) -> Void) {
        records.modify(id, body)
    }

    /// Takes over `other`'s edit variables and sequence counter, after its constraints were added
    /// to this registry again (`Engine.rebuild()`).
    mutating func adoptEdits(of other: Registry) {
        edits = other.edits
        nextSequence = other.nextSequence
    }
}
