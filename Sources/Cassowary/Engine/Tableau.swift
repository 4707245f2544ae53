/// The rows of the tableau, in slots, with the basis and the column index that tie rows to symbols.
///
/// A slot holds one row and its basic symbol; a symbol knows the slot of its row (`basicSlot`) and
/// the slots of the rows that hold it (`columns`). The engine's row operations (`Engine+Tableau`)
/// keep the three in step and journal each row before its first change.
///
/// Invariants (checked by `Engine.invariantViolations()`):
/// - `rows`, `rowBasic` and `rowStamp` have one entry per slot; `basicSlot` and `columns` one
///   entry per symbol (``SymbolTable/count``).
/// - A slot is in use exactly when `rowBasic[slot] != .none`, and then
///   `basicSlot[rowBasic[slot]] == slot`; a parametric symbol's `basicSlot` is -1.
/// - A slot not in use holds an empty row and is on `freeSlots`, once.
/// - `columns[s]` lists each slot whose row holds `s`, once, and no other.
/// - `rowStamp[slot]` is the journal generation in which the slot's row was last logged (see
///   `Engine.journalRow`); no slot carries a generation newer than ``Journal/generation``.
struct Tableau {
    /// Per slot: the row `basic = constant + Σ coefficient · symbol`, sorted by symbol.
    var rows: [Row] = []
    /// Per slot: the row's basic symbol; `.none` for a free slot.
    var rowBasic: [Symbol] = []
    /// Per slot: the journal generation that last logged the row.
    var rowStamp: [UInt32] = []
    /// Slots given up by ``freeSlot(_:)``, reused newest first.
    private(set) var freeSlots: [Int32] = []
    /// Per symbol: the slot of its row, or -1 when it is parametric. Written through
    /// ``setBasicSlot(_:_:)``, which counts the changes.
    private(set) var basicSlot: [Int32] = []
    /// Counts the changes to `basicSlot`: equal generations mean the basis is the same.
    private(set) var basisGeneration: UInt64 = 0
    /// Per symbol: the slots of the rows that hold it.
    var columns = ColumnIndex()
    /// The cell buffers of the rows ``removeAll()`` forgot, for new rows to take
    /// (``takeSpareCells()``): an engine emptied for another system of the same size (a table's
    /// next row) then makes its rows without allocating, where each was a buffer allocated and,
    /// at the next emptying, freed.
    private var spareCells: [[Cell]] = []
    /// Buffers with room for more cells than this are not kept (a long row's would be handed to
    /// a short one and held for as long as the engine lives).
    private static let spareCellCapacity = 32

    /// Room for `symbols` symbols and about half as many rows (a constraint makes one row and one
    /// or two symbols, besides its variables').
    mutating func reserveSymbols(_ symbols: Int) {
        basicSlot.reserveCapacity(symbols)
        columns.reserveSymbols(symbols)
        rows.reserveCapacity(symbols / 2)
        rowBasic.reserveCapacity(symbols / 2)
        rowStamp.reserveCapacity(symbols / 2)
    }

    /// Forgets every row and symbol, keeping the tables' storage (``Engine/reset()``). The
    /// generation goes on counting, so no plan made before matches after.
    mutating func removeAll() {
        for i in rows.indices where rows[i].cells.capacity > 0 && rows[i].cells.capacity <= Self.spareCellCapacity
            && spareCells.count < rows.count {
            spareCells.append(rows[i].cells)
        }
        rows.removeAll(keepingCapacity: true)
        rowBasic.removeAll(keepingCapacity: true)
        rowStamp.removeAll(keepingCapacity: true)
        freeSlots.removeAll(keepingCapacity: true)
        basicSlot.removeAll(keepingCapacity: true)
        basisGeneration &+= 1
        columns.removeAll()
    }

    /// An empty cell buffer for a new row: a spare one kept by ``removeAll()``, or a new one.
    @inline(__always)
    mutating func takeSpareCells() -> [Cell] {
        guard var cells = spareCells.popLast() else { return [] }
        cells.removeAll(keepingCapacity: true)
        return cells
    }

    /// Makes `slot` the row of `symbol` (-1: `symbol` becomes parametric).
    @inline(__always)
    mutating func setBasicSlot(_ symbol: Symbol, _ slot: Int32) {
        basicSlot[Int(symbol)] = slot
        basisGeneration &+= 1
    }

    /// Grows the per-symbol tables for a new, parametric symbol that no row holds.
    @inline(__always)
    mutating func appendSymbol() {
        basicSlot.append(-1)
        columns.appendSymbol()
    }

    /// Shrinks the per-symbol tables by the last symbol, which must be parametric and in no row.
    mutating func removeLastSymbol() {
        basicSlot.removeLast()
        columns.removeLastSymbol()
    }

    /// A slot for a new row: a freed one when there is one, else a new empty one at the end.
    @inline(__always)
    mutating func makeSlot() -> (slot: Int32, appended: Bool) {
        if let reused = freeSlots.popLast() { return (reused, false) }
        rows.append(Row())
        rowBasic.append(.none)
        rowStamp.append(0)
        return (Int32(rows.count - 1), true)
    }

    /// Puts `slot`, whose row has been taken out, on the free list.
    @inline(__always)
    mutating func freeSlot(_ slot: Int32) {
        freeSlots.append(slot)
    }

    /// Unmakes the newest slot, appended by ``makeSlot()``.
    mutating func removeLastSlot(_ slot: Int32) {
        precondition(Int(slot) == rows.count - 1, "slots must be unmade newest first")
        rows.removeLast()
        rowBasic.removeLast()
        rowStamp.removeLast()
    }

    /// Undoes ``freeSlot(_:)`` of `slot`, the slot freed last.
    mutating func unfreeSlot(_ slot: Int32) {
        let last = freeSlots.removeLast()
        precondition(last == slot, "slots must be released and restored in order")
    }

    /// Forgets every row's journal stamp, when the journal's generation wraps around.
    mutating func clearStamps() {
        for i in rowStamp.indices { rowStamp[i] = 0 }
    }
}
