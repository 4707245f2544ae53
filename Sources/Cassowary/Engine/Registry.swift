/// The user's world as the engine knows it: variables and constraints by identity, the edit
/// variables, and the order constraints were added in.
///
/// Writes that a failed call must undo go through the journaled setters, which log the old entry
/// in the open journal; ``restore(_:)`` puts logged entries back. The in-place change
/// (``modifyRecord(_:_:)``) is for paths with no journal open, or whose change a rollback never
/// needs to see.
///
/// Invariants (checked by `Engine.invariantViolations()`):
/// - `records` names every constraint in the engine, edit constraints included, and each
///   record's `index` is its constraint's place in `constraints`, which holds nothing else.
/// - `edits[variable]` names a record with `isEdit`, and every such record is named by one edit.
/// - A variable's record counts its `users`: the constraints that mention it (each once, however
///   many of its terms do); a variable with no users has no record.
/// - `nextSequence` is above every record's `sequence`.
struct Registry {
    private(set) var variables = VariableTable()
    private(set) var records = IdentityTable<ConstraintRecord>()
    /// The constraints as added (see `records` for their current constant and priority), in no
    /// particular order: a record's `index` finds its constraint. A plain array, because storing a
    /// `Constraint` in a hash table (whose slots are optionals of it) cost more than the rest of
    /// recording it: about 1,000 instructions per constraint added.
    private(set) var constraints: [Constraint] = []
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

    /// Sets or removes a variable's record, logging the users it had when the journal is open.
    ///
    /// - Precondition: no record is removed, nor its symbol changed, while the journal is open (the
    ///   journal keeps users only; variables leave the engine only in calls that cannot fail).
    mutating func setVariableRecord(_ id: Int, _ record: VariableRecord?, journal: inout Journal) {
        if journal.isOpen {
            let old = variables[id]
            precondition(record != nil && (old == nil || old!.symbol == record!.symbol),
                         "a journaled call changes a variable's users only")
            journal.variables.append((id, Int(old?.users ?? 0)))
        }
        if let record { variables.insert(record) } else { variables.remove(id) }
    }

    /// Counts one more user of the variable with `id`, in place, logging its record first if the
    /// journal is open; its symbol, or nil when the registry does not hold it.
    ///
    /// One lookup: reading the record, then storing the changed copy, looked the identity up
    /// twice, per term of every constraint added.
    @inline(__always)
    mutating func retainUser(of id: Int, journal: inout Journal) -> Symbol? {
        guard let old = variables.retain(id) else { return nil }
        if journal.isOpen { journal.variables.append((id, Int(old.users))) }
        return old.symbol
    }

    mutating func setConstraintRecord(_ id: Int, _ record: ConstraintRecord?, journal: inout Journal) {
        if journal.isOpen { journal.records.append((id, records[id])) }
        records[id] = record
    }

    /// The constraint with `id` as it was added, or nil.
    @inline(__always)
    func constraint(_ id: Int) -> Constraint? {
        guard let record = records[id] else { return nil }
        return constraints[record.index]
    }

    /// Adds a constraint with its record, journaled.
    ///
    /// - Precondition: the registry holds no constraint with the same identity.
    mutating func insert(_ constraint: Constraint, _ record: ConstraintRecord, journal: inout Journal) {
        assert(records[constraint.id] == nil, "the registry holds this constraint already")
        var placed = record
        placed.index = constraints.count
        setConstraintRecord(constraint.id, placed, journal: &journal)
        if journal.isOpen { journal.insertedConstraints.append(constraint.id) }
        constraints.append(constraint)
    }

    /// Removes the constraint with `id` and its record. The last constraint takes its place.
    ///
    /// - Precondition: no journal is open. Removal cannot fail, so it is never journaled, and the
    ///   journal could not undo the move of the last constraint.
    mutating func remove(_ id: Int, journal: inout Journal) {
        precondition(!journal.isOpen, "removing a constraint is never journaled")
        guard let index = records[id]?.index else { return }
        setConstraintRecord(id, nil, journal: &journal)
        let last = constraints.count - 1
        if index != last {
            constraints.swapAt(index, last)
            records.modify(constraints[index].id) { $0.index = index }
        }
        constraints.removeLast()
    }

    mutating func setEdit(_ id: Int, _ constraint: Int?, journal: inout Journal) {
        if journal.isOpen { journal.edits.append((id, edits[id])) }
        edits[id] = constraint
    }

    /// Puts back what `log` recorded, newest first.
    mutating func restore(_ log: Journal) {
        for entry in log.variables.entries.reversed() {
            if entry.users == 0 { variables.remove(entry.id) } else { variables.setUsers(Int32(entry.users), of: entry.id) }
        }
        for entry in log.records.entries.reversed() { records[entry.id] = entry.record }
        // Constraints are only ever inserted in a journaled call, so they are the last ones.
        for id in log.insertedConstraints.entries.reversed() {
            precondition(constraints.last?.id == id, "a journaled call only appends constraints")
            constraints.removeLast()
        }
        for entry in log.edits.entries.reversed() { edits[entry.id] = entry.constraint }
        nextSequence = log.nextSequence
    }

    // MARK: Unjournaled changes

    /// Changes the record of the constraint with `id` in place, if there is one.
    @inline(__always)
    mutating func modifyRecord(_ id: Int, _ body: (inout ConstraintRecord) -> Void) {
        records.modify(id, body)
    }

    /// Makes room for `count` more constraints, in the table of records and the list, before a
    /// batch adds them: each grows once rather than by doublings. The list at least doubles, so
    /// that batches of one still grow it geometrically.
    mutating func reserveConstraints(_ count: Int) {
        records.reserveCapacity(records.count + count)
        let needed = constraints.count + count
        if needed > constraints.capacity { constraints.reserveCapacity(Swift.max(needed, 2 * constraints.capacity)) }
    }

    /// Forgets every variable, constraint and edit, keeping the tables' storage
    /// (``Engine/reset()``).
    mutating func removeAll() {
        variables.removeAll()
        records.removeAll()
        constraints.removeAll(keepingCapacity: true)
        edits.removeAll()
        nextSequence = 0
    }

    /// Takes over `other`'s edit variables and sequence counter, after its constraints were added
    /// to this registry again (`Engine.rebuild()`).
    mutating func adoptEdits(of other: Registry) {
        edits = other.edits
        nextSequence = other.nextSequence
    }
}
