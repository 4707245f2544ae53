/// For each symbol, the slots of the rows that hold it: the tableau's column index.
///
/// Columns are linked lists threaded through shared node arrays, with freed nodes reused, so a
/// solver makes no allocation per symbol and removing constraints returns nodes for reuse rather
/// than growing. Read a column with `index[symbol]` (a sequence); a loop that changes the index while
/// it reads a column takes a snapshot first (`slots(of:)`).
struct ColumnIndex {
    private var head: [Int32] = []
    private var counts: [Int32] = []
    private var slotOf: [Int32] = []
    private var next: [Int32] = []
    private var freeNode: Int32 = -1
    /// Entries in all columns together.
    private(set) var entryCount = 0
    /// Counts the changes to the index: equal generations mean no column gained or lost a slot.
    private(set) var generation: UInt64 = 0

    var symbolCount: Int { head.count }

    mutating func reserveSymbols(_ count: Int) {
        head.reserveCapacity(count)
        counts.reserveCapacity(count)
        slotOf.reserveCapacity(count * 2)
        next.reserveCapacity(count * 2)
    }

    mutating func appendSymbol() {
        head.append(-1)
        counts.append(0)
    }

    /// - Precondition: the last symbol's column is empty.
    mutating func removeLastSymbol() {
        precondition(counts.last == 0, "only an empty column can go")
        head.removeLast()
        counts.removeLast()
    }

    /// Records that the row in `slot` holds `symbol`.
    @inline(__always)
    mutating func add(_ symbol: Symbol, _ slot: Int32) {
        let s = Int(symbol)
        let node: Int32
        if freeNode >= 0 {
            node = freeNode
            freeNode = next[Int(node)]
            slotOf[Int(node)] = slot
            next[Int(node)] = head[s]
        } else {
            node = Int32(slotOf.count)
            slotOf.append(slot)
            next.append(head[s])
        }
        head[s] = node
        counts[s] += 1
        entryCount += 1
        generation &+= 1
    }

    /// Records that the row in `slot` no longer holds `symbol`.
    @inline(__always)
    mutating func remove(_ symbol: Symbol, _ slot: Int32) {
        let s = Int(symbol)
        generation &+= 1
        var previous: Int32 = -1
        var node = head[s]
        while node >= 0 {
            if slotOf[Int(node)] == slot {
                if previous < 0 { head[s] = next[Int(node)] } else { next[Int(previous)] = next[Int(node)] }
                next[Int(node)] = freeNode
                freeNode = node
                counts[s] -= 1
                entryCount -= 1
                return
            }
            previous = node
            node = next[Int(node)]
        }
    }

    /// Empties `symbol`'s column.
    mutating func removeAll(_ symbol: Symbol) {
        let s = Int(symbol)
        generation &+= 1
        var node = head[s]
        while node >= 0 {
            let following = next[Int(node)]
            next[Int(node)] = freeNode
            freeNode = node
            node = following
        }
        entryCount -= Int(counts[s])
        head[s] = -1
        counts[s] = 0
    }

    /// How many rows hold `symbol`. (Reading `self[symbol].count` copies the index's storage
    /// references, a retain and release each; hot paths use this.)
    @inline(__always) func count(of symbol: Symbol) -> Int { Int(counts[Int(symbol)]) }

    /// Whether no row holds `symbol`.
    @inline(__always) func isEmpty(_ symbol: Symbol) -> Bool { counts[Int(symbol)] == 0 }

    /// A copy of `symbol`'s column, for loops that change the index as they go.
    func slots(of symbol: Symbol) -> [Int32] { Array(self[Int(symbol)]) }

    /// The first node of `symbol`'s column, or -1; walk on with `slot(at:)` and `node(after:)`
    /// (for hot loops that change other columns as they go).
    @inline(__always) func firstNode(_ symbol: Symbol) -> Int32 { head[Int(symbol)] }
    @inline(__always) func slot(at node: Int32) -> Int32 { slotOf[Int(node)] }
    @inline(__always) func node(after node: Int32) -> Int32 { next[Int(node)] }

    subscript(symbol: Int) -> Column { Column(index: self, symbol: symbol) }

    /// One symbol's column, read-only.
    struct Column: Sequence {
        let index: ColumnIndex
        let symbol: Int

        var count: Int { Int(index.counts[symbol]) }
        var isEmpty: Bool { index.counts[symbol] == 0 }

        struct Iterator: IteratorProtocol {
            let index: ColumnIndex
            var node: Int32
            mutating func next() -> Int32? {
                guard node >= 0 else { return nil }
                defer { node = index.next[Int(node)] }
                return index.slotOf[Int(node)]
            }
        }

        func makeIterator() -> Iterator { Iterator(index: index, node: index.head[symbol]) }
    }
}
