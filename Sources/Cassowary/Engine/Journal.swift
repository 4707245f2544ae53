/// What a call changed, so that a call that fails can put the engine back exactly as it was.
///
/// Cheap changes (symbols made, variable and constraint records) are logged by every call that can
/// fail. The tableau (rows, slots, objective coefficients) is logged only once a call enters a path
/// that can fail after changing it: adding a constraint through an artificial variable, changing a
/// required constraint's constant, adding several constraints at once. A row is copied once, before its
/// first change; restoring rebuilds the column index from the restored rows.
struct Journal {
    enum SymbolEvent {
        case made(Symbol, appended: Bool)
        case released(Symbol, kind: SymbolKind, owner: Int, reported: Double)
    }

    enum SlotEvent {
        case made(Int32, appended: Bool)
        case released(Int32)
    }

    struct LevelState {
        var constants: [Double]
        var priorities: [Double]
        var users: [Int]
        var order: [Int]
        var stride: Int
    }

    private(set) var isOpen = false
    private(set) var logsTableau = false
    /// Counts the journals opened, so that a row stamped with it (`Tableau.rowStamp`) is known to
    /// be logged in the open one. Never 0 once a journal has been opened.
    private(set) var generation: UInt32 = 0

    var symbolEvents = JournalLog<SymbolEvent>()
    var slotEvents = JournalLog<SlotEvent>()
    var rows: [(slot: Int32, row: Row, basic: Symbol)] = []
    var coefficients = JournalLog<(index: Int, value: Double)>()
    /// Variable records as they were: the users a variable had, or 0 when it had no record. Only
    /// users change in a call that can fail (variables are made and used there, never dropped), so
    /// this is all a rollback needs; logging whole records copied each variable's name in and out.
    var variables = JournalLog<(id: Int, users: Int)>()
    var records = JournalLog<(id: Int, record: ConstraintRecord?)>()
    /// Constraints inserted in the transaction (constraints are only ever inserted inside one).
    var insertedConstraints = JournalLog<Int>()
    var edits = JournalLog<(id: Int, constraint: Int?)>()
    var levels: LevelState?
    var nextSequence = 0

    /// Lets go of the rows the last transaction logged (``Engine/reset()``).
    ///
    /// - Precondition: the journal is closed.
    mutating func removeAll() {
        precondition(!isOpen, "the journal is open")
        if !rows.isEmpty { rows.removeAll(keepingCapacity: true) }
        levels = nil
    }

    /// Opens the journal under a new ``generation``. Returns `false` when the generation wrapped
    /// around, and the rows' stamps must be cleared so that no row looks logged.
    mutating func open(nextSequence: Int) -> Bool {
        generation &+= 1
        let wrapped = generation == 0
        if wrapped { generation = 1 }
        isOpen = true
        logsTableau = false
        self.nextSequence = nextSequence
        // The logs empty in O(1) (see `JournalLog`); the row copies hold buffers and are an array,
        // emptied only when not empty (`removeAll(keepingCapacity:)` costs about 80 instructions
        // even on an empty array).
        symbolEvents.removeAll()
        slotEvents.removeAll()
        if !rows.isEmpty { rows.removeAll(keepingCapacity: true) }
        coefficients.removeAll()
        variables.removeAll()
        records.removeAll()
        insertedConstraints.removeAll()
        edits.removeAll()
        if levels != nil { levels = nil }
        return !wrapped
    }

    mutating func startLoggingTableau(_ levels: LevelState) {
        guard !logsTableau else { return }
        logsTableau = true
        self.levels = levels
    }

    mutating func close() {
        isOpen = false
        logsTableau = false
        if levels != nil { levels = nil }
        // Drop row copies now so that the live rows are uniquely referenced again.
        if !rows.isEmpty { rows.removeAll(keepingCapacity: true) }
    }
}

extension Engine {
    /// Puts everything the open journal recorded back, and closes it.
    ///
    /// The steps run in this order because each needs the state the one before leaves: the changed
    /// rows leave the column index while the symbols they hold still exist; symbols are unmade
    /// before the old rows, which may hold reused ids, come back; slots are unmade after the rows
    /// that name them are restored.
    mutating func rollBack() {
        precondition(journal.isOpen, "rollBack without an open journal")
        var log = journal
        journal.close()
        needsRebuild = false  // the tableau it was raised for is gone
        unlistChangedRows(log.rows)
        undoSymbolEvents(log.symbolEvents.entries)
        restoreRows(log.rows)
        undoSlotEvents(log.slotEvents.entries)
        for entry in log.coefficients.entries.reversed() { objective.coefficients[entry.index] = entry.value }
        if let levels = log.levels { objective.restore(levels) }
        registry.restore(log)
        resetWorkLists()
        log.close()
    }

    /// Takes the rows the transaction changed out of the column index and the basis.
    private mutating func unlistChangedRows(_ changed: [(slot: Int32, row: Row, basic: Symbol)]) {
        for entry in changed {
            let slot = Int(entry.slot)
            guard slot < tableau.rows.count else { continue }
            for cell in tableau.rows[slot].cells { removeFromColumn(cell.symbol, entry.slot) }
            let basic = tableau.rowBasic[slot]
            if basic != .none {
                tableau.setBasicSlot(basic, -1)
                if Int(basic) < symbols.count { touch(basic) }
            }
        }
    }

    /// Unmakes the symbols the transaction made and brings back the ones it released, newest first.
    private mutating func undoSymbolEvents(_ events: ArraySlice<Journal.SymbolEvent>) {
        for event in events.reversed() {
            switch event {
            case .made(let symbol, let appended):
                if appended {
                    symbols.removeLast(symbol)
                    tableau.removeLastSymbol()
                    work.removeLastSymbol()
                    cache.removeLastSymbol()
                } else {
                    symbols.release(symbol)
                    tableau.columns.removeAll(symbol)
                }
            case .released(let symbol, let kind, let ownerID, let value):
                symbols.restore(symbol, kind: kind, owner: ownerID)
                cache.reported[Int(symbol)] = value
                touch(symbol)
            }
        }
    }

    /// Puts the rows as they were before their first change back, into the basis and the column index.
    private mutating func restoreRows(_ saved: [(slot: Int32, row: Row, basic: Symbol)]) {
        for entry in saved {
            let slot = Int(entry.slot)
            guard slot < tableau.rows.count else { continue }
            tableau.rows[slot] = entry.row
            tableau.rowBasic[slot] = entry.basic
            if entry.basic != .none {
                touch(entry.basic)
                tableau.setBasicSlot(entry.basic, entry.slot)
                for cell in entry.row.cells { tableau.columns.add(cell.symbol, entry.slot) }
            }
        }
    }

    /// Unmakes the slots the transaction made and takes back the ones it freed, newest first.
    private mutating func undoSlotEvents(_ events: ArraySlice<Journal.SlotEvent>) {
        for event in events.reversed() {
            switch event {
            case .made(let slot, let appended):
                if appended {
                    tableau.removeLastSlot(slot)
                } else {
                    tableau.freeSlot(slot)
                }
            case .released(let slot):
                tableau.unfreeSlot(slot)
            }
        }
    }

    /// Nothing is infeasible between calls, and no work list may name a symbol that no longer exists.
    private mutating func resetWorkLists() {
        work.clearInfeasible()
        artificial = nil
        work.forgetSymbols(from: symbols.count)
        cache.forgetSymbols(from: symbols.count)
    }

    // MARK: Journaled writes to the user's world

    mutating func setVariableRecord(_ id: Int, _ record: VariableRecord?) {
        registry.setVariableRecord(id, record, journal: &journal)
    }

    mutating func setConstraintRecord(_ id: Int, _ record: ConstraintRecord?) {
        registry.setConstraintRecord(id, record, journal: &journal)
    }

    mutating func insertConstraint(_ constraint: Constraint, _ record: ConstraintRecord) {
        registry.insert(constraint, record, journal: &journal)
    }

    mutating func removeConstraintEntry(_ id: Int) {
        registry.remove(id, journal: &journal)
    }

    mutating func setEdit(_ id: Int, _ constraint: Int?) {
        registry.setEdit(id, constraint, journal: &journal)
    }
}

extension Objective {
    mutating func restore(_ levels: Journal.LevelState) {
        precondition(levels.stride == stride, "the objective's slots cannot grow inside a transaction")
        restoreLevels(constants: levels.constants, priorities: levels.priorities, users: levels.users, order: levels.order)
    }
}
