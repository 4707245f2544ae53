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
    /// The constraint's place in `Registry.constraints`; set by the registry.
    var index: Int = -1
}

/// The Cassowary tableau and the simplex methods that keep it optimal.
///
/// The engine keeps rows in slots (``Tableau``), each owned by one basic symbol. Symbols are small
/// integers (``SymbolTable``); every per-symbol table is an array, and ``makeSymbol(_:owner:)`` grows
/// them all together. The column index lists the slots of the rows in which a symbol appears, so
/// substitution and the ratio tests touch only the rows they must: adding a constraint costs time
/// in proportion to the rows it changes, not to the size of the system.
///
/// The tableau is split as the Cassowary paper describes. Rows whose basic symbol is restricted (a
/// slack, error or dummy) and the objective are in *solved form*: they hold parametric symbols only,
/// and no external ones. Rows whose basic symbol is an external variable take no part in the
/// simplex method; they only define the variable, and may refer to other basic external variables
/// (never in a cycle): `x2 = x1 + 10 - d2`. A chain of N variables then costs O(N), where solved
/// form needs O(N²) (every row would carry every dummy between it and the chain's anchor). External
/// values are evaluated over those references after each call (`refreshValues`).
///
/// The state is grouped into parts, each a struct in its own file that documents its invariants
/// (checked by ``invariantViolations()``). The extensions reach into the parts in place
/// (`tableau.rows[i].constant += …`): a part taken into a local and written back would copy its
/// arrays.
///
/// The engine is a value: copying it copies the solver (storage is shared until written).
struct Engine {
    // MARK: Parts
    /// Which symbols exist, what each stands for and who owns it.
    var symbols = SymbolTable()
    /// The rows, the basis and the column index.
    var tableau: Tableau
    /// The lexicographic objective: a coefficient per symbol and level.
    var objective = Objective()
    /// Symbols that may enter the basis, and rows the dual simplex must repair.
    var work = WorkLists()
    /// The external symbols' values, and what changed since they were last refreshed and reported.
    var cache = ValueCache()
    /// The rows each recently changed constant shifts, while the structure stands.
    var shifts = ShiftPlans()
    /// Buffers the row operations borrow, so that they seldom allocate.
    var scratch = Scratch()
    /// Variables, constraints and edit variables by identity.
    var registry = Registry()
    /// What the open transaction changed, for a rollback.
    var journal = Journal()

    // MARK: State of the call under way
    /// The phase-one objective while a constraint is added through an artificial variable.
    var artificial: Row?
    /// Set when rounding has spoilt the tableau: an edit's dual simplex failed, or phase one passed
    /// through a vertex whose errors dwarf the solution's (the objective grew
    /// ``Tolerance/phaseOneGrowth``-fold, leaving rounding of that size in the objective row).
    /// ``finishCall()`` then rebuilds it from the constraints; a rolled-back call clears it.
    var needsRebuild = false
    /// Pivots since the engine was made, for tests that check how work grows with a system's size.
    var pivotCount = 0
    /// Whether the engine is as it was made or as ``reset()`` leaves it: no call changed it since
    /// (every call goes through ``perform(_:recordingPlan:_:)``, which clears this; so does
    /// ``rebuild()``). A batch added to such an engine needs no journal: ``reset()`` undoes it
    /// (see ``performOnPristine(recordingPlan:_:)``).
    var isPristine = true

    /// An empty engine with room for `symbols` symbols before its tables grow.
    init(symbols: Int = 128) {
        tableau = Tableau()
        reserveTables(symbols)
    }
}

// MARK: - Allocation

extension Engine {
    /// A fresh symbol of `kind`, reusing a freed id when there is one; `variable` for an external.
    mutating func makeSymbol(_ kind: SymbolKind, owner id: Int, variable: Variable? = nil) -> Symbol {
        let (symbol, appended) = symbols.make(kind, owner: id, variable: variable)
        if appended {
            tableau.appendSymbol()
            work.appendSymbol()
            cache.appendSymbol()
            objective.reserveSymbols(symbols.count)
        }
        if journal.isOpen { journal.symbolEvents.append(.made(symbol, appended: appended)) }
        return symbol
    }

    /// Makes room for `count` more symbols in every per-symbol table, so that a batch that makes
    /// them (``Solver/add(_:)-([Constraint])``) grows none of them on the way.
    ///
    /// A table that grows by doubling copies everything it holds into its new buffer: a long
    /// screen's first layout made 150,000 symbols into some twenty such tables, and each copy of
    /// a table larger than the cache read it back from memory, a cost per symbol that grew with
    /// the system's size. Room is made for at least twice what the tables hold, so that batches
    /// of a few constraints added one after another do not reallocate on each.
    ///
    /// - Complexity: O(the tables' sizes) when they must grow, else O(1).
    mutating func reserveSymbols(_ count: Int) {
        let needed = symbols.count + count
        guard needed > symbols.capacity else { return }
        reserveTables(Swift.max(needed, 2 * symbols.capacity))
    }

    /// Room for `capacity` symbols in every per-symbol table: the symbols' own, the tableau's,
    /// the work and cache tables and the objective's coefficients.
    private mutating func reserveTables(_ capacity: Int) {
        symbols.reserveCapacity(capacity)
        tableau.reserveSymbols(capacity)
        work.reserveCapacity(capacity)
        cache.reserveCapacity(capacity)
        objective.reserveCapacity(capacity)
    }

    /// Returns `symbol` to the free list.
    ///
    /// - Precondition: `symbol` is parametric, and the rows still holding it hold it as rounding
    ///   residue (see `purge`); those cells are removed first.
    mutating func releaseSymbol(_ symbol: Symbol) {
        let s = Int(symbol)
        for slot in tableau.columns.slots(of: symbol) {
            journalRow(slot)
            tableau.rows[Int(slot)].remove(symbol)
        }
        tableau.columns.removeAll(symbol)
        let base = s * objective.stride
        for l in 0..<objective.stride where objective.coefficients[base + l] != 0 {
            setObjectiveCoefficient(base + l, 0)
        }
        if journal.isOpen {
            journal.symbolEvents.append(.released(symbol, kind: symbols.kinds[s], owner: symbols.owner[s], reported: cache.reported[s]))
        }
        symbols.release(symbol)
        cache.reported[s] = 0
        cache.values[s] = 0
    }

    /// A fresh row slot.
    mutating func makeSlot() -> Int32 {
        let (slot, appended) = tableau.makeSlot()
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
        guard journal.logsTableau, tableau.rowStamp[Int(slot)] != journal.generation else { return }
        tableau.rowStamp[Int(slot)] = journal.generation
        journal.rows.append((slot, tableau.rows[Int(slot)], tableau.rowBasic[Int(slot)]))
    }

    @inline(__always)
    mutating func touch(_ symbol: Symbol) {
        if symbols.kinds[Int(symbol)] == .external && !cache.isTouched[Int(symbol)] {
            cache.isTouched[Int(symbol)] = true
            cache.touched.append(symbol)
        }
    }

    // MARK: Reading

    /// The current value of an external symbol (as of the last `refreshValues`).
    @inline(__always)
    func value(of symbol: Symbol) -> Double { cache.values[Int(symbol)] }

    /// The current value of `variable`; 0 for a variable the engine does not know.
    func value(of variable: Variable) -> Double {
        guard let record = registry.variables[variable.id] else { return 0 }
        return value(of: record.symbol)
    }
}
