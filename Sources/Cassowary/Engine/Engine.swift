/// A user variable's place in the engine.
struct VariableRecord: Equatable {
    var variable: Variable
    var symbol: Symbol
    /// Constraints (edit constraints included) that mention the variable.
    var users: Int
}

/// A constraint's place in the engine: what the hot paths need, without the expression.
struct ConstraintRecord: Equatable {
    /// The constant of the constraint's expression now (it may have been changed in place).
    var constant: Double
    /// The constraint's priority now (an optional one may have been moved to another level).
    var priority: Priority
    /// The symbol that tracks the constraint through pivots: its slack, error or dummy.
    var marker: Symbol
    /// The second error of an optional equality, or the error of an optional inequality.
    var other: Symbol
    /// The marker's coefficient in the row as first built, before any sign reversal; changing the
    /// constraint's constant by δ shifts the marker by δ / markerCoefficient.
    var markerCoefficient: Double
    /// The objective slot of an optional constraint; -1 for required ones.
    var level: Int
    /// When the constraint was added: reports list constraints in this order.
    var sequence: Int
    /// Whether this is the hidden equality behind an edit variable.
    var isEdit: Bool
}

/// The Cassowary tableau and the simplex methods that keep it optimal.
///
/// The engine keeps rows in slots, `rows[slot]`, each owned by one basic symbol. Symbols are small
/// integers; every per-symbol table is an array. `columns[s]` lists the slots of the rows in which `s`
/// appears, so substitution and the ratio tests touch only the rows they must: adding a constraint
/// costs time in proportion to the rows it changes, not to the size of the system.
///
/// The engine is a value: copying it copies the solver (storage is shared until written).
struct Engine {
    // MARK: Symbols (indexed by symbol)
    var kinds: [SymbolKind] = []
    var basicSlot: [Int32] = []
    var columns: [[Int32]] = []
    /// For an external symbol, its variable's id; for a marker or error, its constraint's id.
    var owner: [Int] = []
    var isDirty: [Bool] = []
    var isTouched: [Bool] = []
    /// The value last handed out by ``takeChanges()``, per external symbol.
    var reported: [Double] = []
    var freeSymbols: [Symbol] = []

    // MARK: Rows (indexed by slot)
    var rows: [Row] = []
    var rowBasic: [Symbol] = []
    var rowStamp: [UInt32] = []
    var freeSlots: [Int32] = []

    // MARK: The objective and work lists
    var objective = Objective()
    /// The phase-one objective while a constraint is added through an artificial variable.
    var artificial: Row?
    /// Symbols whose objective coefficient changed since they were last found non-negative: every
    /// symbol that could enter the basis is in here, so the entering search never scans the objective.
    var dirty: [Symbol] = []
    /// Slots of restricted rows whose constant went negative; the dual simplex repairs them.
    var infeasible: [Int32] = []
    /// External symbols whose value may have changed since the last ``takeChanges()``.
    var touched: [Symbol] = []
    /// Scratch space for merging rows; trades buffers with the rows it merges into.
    var scratch: [Cell] = []
    /// Variables dropped from the engine whose last reported value was not 0.
    var droppedSinceReport: [Variable] = []

    // MARK: The user's world
    var variables = IdentityTable<VariableRecord>()
    var records = IdentityTable<ConstraintRecord>()
    /// The constraints as added (see `records` for their current constant and priority).
    var constraints = IdentityTable<Constraint>()
    /// Edit variable id → the id of its edit constraint.
    var edits = IdentityTable<Int>()
    var nextSequence = 0

    // MARK: Transactions
    var journal = Journal()
    var journalGeneration: UInt32 = 0

    init() {}
}

// MARK: - Allocation

extension Engine {
    /// A fresh symbol of `kind`, reusing a freed id when there is one.
    mutating func makeSymbol(_ kind: SymbolKind, owner id: Int) -> Symbol {
        let symbol: Symbol
        let appended: Bool
        if let reused = freeSymbols.popLast() {
            symbol = reused
            appended = false
        } else {
            symbol = Symbol(kinds.count)
            appended = true
            kinds.append(.free)
            basicSlot.append(-1)
            columns.append([])
            owner.append(-1)
            isDirty.append(false)
            isTouched.append(false)
            reported.append(0)
            objective.reserveSymbols(kinds.count)
        }
        kinds[Int(symbol)] = kind
        owner[Int(symbol)] = id
        if journal.isOpen { journal.symbolEvents.append(.made(symbol, appended: appended)) }
        return symbol
    }

    /// Returns `symbol` to the free list.
    ///
    /// - Precondition: `symbol` is parametric. Any cells left for it (rounding residue: a symbol that
    ///   belongs to no constraint has coefficient zero in exact arithmetic) are removed first.
    mutating func releaseSymbol(_ symbol: Symbol) {
        let s = Int(symbol)
        for slot in columns[s] {
            journalRow(slot)
            rows[Int(slot)].remove(symbol)
        }
        columns[s].removeAll()
        let base = s * objective.stride
        for l in 0..<objective.stride where objective.coefficients[base + l] != 0 {
            setObjectiveCoefficient(base + l, 0)
        }
        if journal.isOpen {
            journal.symbolEvents.append(.released(symbol, kind: kinds[s], owner: owner[s], reported: reported[s]))
        }
        kinds[s] = .free
        owner[s] = -1
        reported[s] = 0
        freeSymbols.append(symbol)
    }

    /// A fresh row slot.
    mutating func makeSlot() -> Int32 {
        let slot: Int32
        let appended: Bool
        if let reused = freeSlots.popLast() {
            slot = reused
            appended = false
        } else {
            slot = Int32(rows.count)
            appended = true
            rows.append(Row())
            rowBasic.append(.none)
            rowStamp.append(0)
        }
        if journal.logsTableau { journal.slotEvents.append(.made(slot, appended: appended)) }
        return slot
    }

    /// Writes one objective coefficient, journaled.
    @inline(__always)
    mutating func setObjectiveCoefficient(_ index: Int, _ value: Double) {
        if journal.logsTableau { journal.coefficients.append((index, objective.coefficients[index])) }
        objective.coefficients[index] = value
    }

    /// Records `slot`'s row before its first change in the open transaction.
    @inline(__always)
    mutating func journalRow(_ slot: Int32) {
        guard journal.logsTableau, rowStamp[Int(slot)] != journalGeneration else { return }
        rowStamp[Int(slot)] = journalGeneration
        journal.rows.append((slot, rows[Int(slot)], rowBasic[Int(slot)]))
    }

    // MARK: Work lists

    @inline(__always)
    mutating func markDirty(_ symbol: Symbol) {
        if !isDirty[Int(symbol)] {
            isDirty[Int(symbol)] = true
            dirty.append(symbol)
        }
    }

    @inline(__always)
    mutating func touch(_ symbol: Symbol) {
        if kinds[Int(symbol)] == .external && !isTouched[Int(symbol)] {
            isTouched[Int(symbol)] = true
            touched.append(symbol)
        }
    }

    // MARK: Reading

    /// The current value of an external symbol: its row's constant when basic, else 0.
    @inline(__always)
    func value(of symbol: Symbol) -> Double {
        let slot = basicSlot[Int(symbol)]
        return slot >= 0 ? rows[Int(slot)].constant + 0.0 : 0
    }

    /// The current value of `variable`; 0 for a variable the engine does not know.
    func value(of variable: Variable) -> Double {
        guard let record = variables[variable.id] else { return 0 }
        return value(of: record.symbol)
    }
}

// MARK: - Changes

extension Engine {
    /// The touched variables whose value differs from the value last reported, and forgets them.
    mutating func takeChanges() -> [(variable: Variable, value: Double)] {
        var changes: [(variable: Variable, value: Double)] = []
        takeChanges(into: &changes)
        return changes
    }

    /// Appends the changes to `changes` (after emptying it, keeping its capacity).
    mutating func takeChanges(into changes: inout [(variable: Variable, value: Double)]) {
        changes.removeAll(keepingCapacity: true)
        changes.reserveCapacity(touched.count + droppedSinceReport.count)
        for variable in droppedSinceReport where variables[variable.id] == nil {
            changes.append((variable, 0))
        }
        droppedSinceReport.removeAll(keepingCapacity: true)
        for symbol in touched {
            let s = Int(symbol)
            isTouched[s] = false
            guard kinds[s] == .external else { continue }
            let current = value(of: symbol)
            if current != reported[s] {
                reported[s] = current
                if let record = variables[owner[s]] { changes.append((record.variable, current)) }
            }
        }
        touched.removeAll(keepingCapacity: true)
    }
}
