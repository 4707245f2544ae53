/// What the simplex methods still have to look at: symbols that may enter the basis, and rows that
/// went infeasible. Each list has a flag table beside it so that an item is queued once, however
/// often it qualifies; only the methods here write either.
///
/// Invariants:
/// - `isDirty` has one entry per symbol (``SymbolTable/count``), and `isDirty[s]` exactly when `s`
///   is in `dirty`, once.
/// - Every parametric symbol whose objective vector is lexicographically negative is in `dirty`
///   (the entering search scans `dirty` only); a symbol leaves when it is found non-negative.
/// - `isQueuedInfeasible[slot]` exactly when `slot` is in `infeasible`, once (the flags grow on
///   demand; slots beyond them are not queued). Between calls `infeasible` is empty.
struct WorkLists {
    /// Symbols whose objective coefficient changed since they were last found non-negative.
    private(set) var dirty: [Symbol] = []
    /// Per symbol: whether it is in ``dirty``.
    private(set) var isDirty: [Bool] = []
    /// Slots of restricted rows whose constant went negative; the dual simplex repairs them.
    private(set) var infeasible: [Int32] = []
    /// Per slot: whether it is in ``infeasible``.
    private(set) var isQueuedInfeasible: [Bool] = []

    /// Empties the lists and flags, keeping their storage (``Engine/reset()``).
    mutating func removeAll() {
        dirty.removeAll(keepingCapacity: true)
        isDirty.removeAll(keepingCapacity: true)
        infeasible.removeAll(keepingCapacity: true)
        isQueuedInfeasible.removeAll(keepingCapacity: true)
    }

    mutating func reserveCapacity(_ symbols: Int) {
        isDirty.reserveCapacity(symbols)
    }

    @inline(__always)
    mutating func appendSymbol() {
        isDirty.append(false)
    }

    /// Shrinks the flags by the last symbol, which is being unmade; ``forgetSymbols(from:)`` then
    /// takes the unmade symbols off the list.
    mutating func removeLastSymbol() {
        isDirty.removeLast()
    }

    /// Takes the symbols at `count` and above, which have been unmade, off the list.
    mutating func forgetSymbols(from count: Int) {
        dirty.removeAll { Int($0) >= count }
    }

    /// Queues `symbol` for the entering search, once.
    @inline(__always)
    mutating func markDirty(_ symbol: Symbol) {
        if !isDirty[Int(symbol)] {
            isDirty[Int(symbol)] = true
            dirty.append(symbol)
        }
    }

    /// Takes `dirty[index]` off the list (the last entry takes its place).
    @inline(__always)
    mutating func removeDirty(at index: Int) {
        isDirty[Int(dirty[index])] = false
        dirty[index] = dirty[dirty.count - 1]
        dirty.removeLast()
    }

    /// Takes `symbol` off the list, wherever it is.
    mutating func removeDirty(_ symbol: Symbol) {
        isDirty[Int(symbol)] = false
        dirty.removeAll { $0 == symbol }
    }

    /// Queues the row in `slot` for the dual simplex, once.
    @inline(__always)
    mutating func queueInfeasible(_ slot: Int32) {
        let i = Int(slot)
        if i >= isQueuedInfeasible.count {
            isQueuedInfeasible.append(contentsOf: repeatElement(false, count: i + 1 - isQueuedInfeasible.count))
        }
        if isQueuedInfeasible[i] { return }
        isQueuedInfeasible[i] = true
        infeasible.append(slot)
    }

    /// Takes `infeasible[index]` off the list (the last entry takes its place) and returns it.
    @inline(__always)
    mutating func takeInfeasible(at index: Int) -> Int32 {
        let slot = infeasible[index]
        infeasible[index] = infeasible[infeasible.count - 1]
        infeasible.removeLast()
        isQueuedInfeasible[Int(slot)] = false
        return slot
    }

    /// Empties the dual simplex's list.
    mutating func clearInfeasible() {
        for slot in infeasible { isQueuedInfeasible[Int(slot)] = false }
        infeasible.removeAll()
    }
}
