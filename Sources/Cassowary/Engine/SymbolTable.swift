/// What each symbol is and who owns it, and which ids are free for reuse.
///
/// Symbols are small integers that index every per-symbol table of the engine; this table decides
/// which ids exist. Only its own methods write it, so the free list cannot fall out of step with
/// the kinds.
///
/// Invariants:
/// - `kinds`, `owner` and `variables` have one entry per id ever handed out and not unmade
///   (``count``); the
///   engine's other per-symbol tables have the same length (`Engine.makeSymbol` grows them together).
/// - An id is on `free` exactly when its kind is `.free`, and then its owner is -1.
/// - `free` is a stack: the journal unmakes and restores ids in the reverse order of their events.
struct SymbolTable {
    /// Per symbol: what it stands for (`.free` for an id on the free list).
    private(set) var kinds: [SymbolKind] = []
    /// For an external symbol, its variable's id; for a marker or error, its constraint's id; -1
    /// for a free id or an artificial variable.
    private(set) var owner: [Int] = []
    /// For an external symbol, its variable (with its name): read when its value is reported. Other
    /// symbols' entries mean nothing (a freed id keeps its last variable until it is made again).
    private(set) var variables: [Variable?] = []
    /// Released ids, reused newest first.
    private(set) var free: [Symbol] = []
    /// Counts the changes to the table: equal generations mean every symbol has the same kind.
    private(set) var generation: UInt64 = 0

    /// Ids handed out, free ones included: the length of every per-symbol table.
    @inline(__always) var count: Int { kinds.count }

    /// Symbols the tables have room for before they grow.
    var capacity: Int { kinds.capacity }

    mutating func reserveCapacity(_ symbols: Int) {
        kinds.reserveCapacity(symbols)
        owner.reserveCapacity(symbols)
        variables.reserveCapacity(symbols)
    }

    /// An id for a new symbol of `kind`: a freed one when there is one, else a new one at the end
    /// (`appended`), for which the caller grows the other per-symbol tables. `variable` is the
    /// variable of an external symbol (`id` is then its identity).
    @inline(__always)
    mutating func make(_ kind: SymbolKind, owner id: Int, variable: Variable? = nil) -> (symbol: Symbol, appended: Bool) {
        generation &+= 1
        if let reused = free.popLast() {
            kinds[Int(reused)] = kind
            owner[Int(reused)] = id
            if variable != nil { variables[Int(reused)] = variable }
            return (reused, false)
        }
        kinds.append(kind)
        owner.append(id)
        variables.append(variable)
        return (Symbol(kinds.count - 1), true)
    }

    /// Forgets every symbol, keeping the tables' storage (``Engine/reset()``).
    mutating func removeAll() {
        generation &+= 1
        kinds.removeAll(keepingCapacity: true)
        owner.removeAll(keepingCapacity: true)
        variables.removeAll(keepingCapacity: true)
        free.removeAll(keepingCapacity: true)
    }

    /// Puts `symbol` on the free list (also how a reused id is unmade).
    mutating func release(_ symbol: Symbol) {
        generation &+= 1
        kinds[Int(symbol)] = .free
        owner[Int(symbol)] = -1
        free.append(symbol)
    }

    /// Unmakes the newest id, appended by ``make(_:owner:)``.
    mutating func removeLast(_ symbol: Symbol) {
        generation &+= 1
        precondition(Int(symbol) == kinds.count - 1, "symbols must be unmade newest first")
        kinds.removeLast()
        owner.removeLast()
        variables.removeLast()
    }

    /// Takes `symbol` back off the free list, as it was before ``release(_:)``.
    mutating func restore(_ symbol: Symbol, kind: SymbolKind, owner id: Int) {
        generation &+= 1
        let last = free.removeLast()
        precondition(last == symbol, "symbols must be released and restored in order")
        kinds[Int(symbol)] = kind
        owner[Int(symbol)] = id
    }
}
