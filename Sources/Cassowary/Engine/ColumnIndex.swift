/// For each symbol, the slots of the rows that hold it: the tableau's column index.
///
/// Columns are linked lists threaded through shared node arrays, with freed nodes reused, so a
/// solver makes no allocation per symbol and removing constraints returns nodes for reuse rather
/// than growing. Read a column with `index[symbol]` (a sequence); a loop that changes the index while
/// it reads a column takes a snapshot first (`slots(of:)`).
struct ColumnIndex {
    /// A symbol's column: its first node (or -1) and how many nodes it has, the first included.
    private struct Head {
        var first: Int32
        var count: Int32
    }
    /// One entry of a column: the slot of a row holding the symbol, and the next node (or -1).
    /// Kept together, and the heads likewise, so that adding an entry writes two arrays, not four
    /// (each write to an array checks that its buffer is not shared).
    private struct Node {
        var slot: Int32
        var next: Int32
    }
    private var heads: [Head] = []
    private var nodes: [Node] = []
    private var freeNode: Int32 = -1
    /// Entries in all columns together.
    private(set) var entryCount = 0
    /// Counts the changes to the index: equal generations mean no column gained or lost a slot.
    private(set) var generation: UInt64 = 0

    var symbolCount: Int { heads.count }

    mutating func reserveSymbols(_ count: Int) {
        heads.reserveCapacity(count)
        nodes.reserveCapacity(count * 2)
    }

    /// Forgets every column, keeping the storage (``Engine/reset()``).
    mutating func removeAll() {
        heads.removeAll(keepingCapacity: true)
        nodes.removeAll(keepingCapacity: true)
        freeNode = -1
        entryCount = 0
        generation &+= 1
    }

    mutating func appendSymbol() {
        heads.append(Head(first: -1, count: 0))
    }

    /// - Precondition: the last symbol's column is empty.
    mutating func removeLastSymbol() {
        precondition(heads.last?.count == 0, "only an empty column can go")
        heads.removeLast()
    }

    /// Records that the row in `slot` holds `symbol`.
    @inline(__always)
    mutating func add(_ symbol: Symbol, _ slot: Int32) {
        let s = Int(symbol)
        let node: Int32
        if freeNode >= 0 {
            node = freeNode
            freeNode = nodes[Int(node)].next
            nodes[Int(node)] = Node(slot: slot, next: heads[s].first)
        } else {
            node = Int32(nodes.count)
            nodes.append(Node(slot: slot, next: heads[s].first))
        }
        heads[s] = Head(first: node, count: heads[s].count + 1)
        entryCount += 1
        generation &+= 1
    }

    /// Records that the row in `slot` no longer holds `symbol`.
    @inline(__always)
    mutating func remove(_ symbol: Symbol, _ slot: Int32) {
        let s = Int(symbol)
        generation &+= 1
        var previous: Int32 = -1
        var node = heads[s].first
        while node >= 0 {
            let entry = nodes[Int(node)]
            if entry.slot == slot {
                if previous < 0 { heads[s].first = entry.next } else { nodes[Int(previous)].next = entry.next }
                nodes[Int(node)].next = freeNode
                freeNode = node
                heads[s].count -= 1
                entryCount -= 1
                return
            }
            previous = node
            node = entry.next
        }
    }

    /// Empties `symbol`'s column.
    mutating func removeAll(_ symbol: Symbol) {
        let s = Int(symbol)
        generation &+= 1
        var node = heads[s].first
        while node >= 0 {
            let following = nodes[Int(node)].next
            nodes[Int(node)].next = freeNode
            freeNode = node
            node = following
        }
        entryCount -= Int(heads[s].count)
        heads[s] = Head(first: -1, count: 0)
    }

    /// How many rows hold `symbol`. (Reading `self[symbol].count` copies the index's storage
    /// references, a retain and release each; hot paths use this.)
    @inline(__always) func count(of symbol: Symbol) -> Int { Int(heads[Int(symbol)].count) }

    /// Whether no row holds `symbol`.
    @inline(__always) func isEmpty(_ symbol: Symbol) -> Bool { heads[Int(symbol)].count == 0 }

    /// A copy of `symbol`'s column, for loops that change the index as they go.
    func slots(of symbol: Symbol) -> [Int32] { Array(self[Int(symbol)]) }

    /// The first node of `symbol`'s column, or -1; walk on with `slot(at:)` and `node(after:)`
    /// (for hot loops that change other columns as they go).
    @inline(__always) func firstNode(_ symbol: Symbol) -> Int32 { heads[Int(symbol)].first }
    @inline(__always) func slot(at node: Int32) -> Int32 { nodes[Int(node)].slot }
    @inline(__always) func node(after node: Int32) -> Int32 { nodes[Int(node)].next }

    subscript(symbol: Int) -> Column { Column(index: self, symbol: symbol) }

    /// One symbol's column, read-only.
    struct Column: Sequence {
        let index: ColumnIndex
        let symbol: Int

        var count: Int { Int(index.heads[symbol].count) }
        var isEmpty: Bool { index.heads[symbol].count == 0 }

        struct Iterator: IteratorProtocol {
            let index: ColumnIndex
            var node: Int32
            mutating func next() -> Int32? {
                guard node >= 0 else { return nil }
                let entry = index.nodes[Int(node)]
                node = entry.next
                return entry.slot
            }
        }

        func makeIterator() -> Iterator { Iterator(index: index, node: index.heads[symbol].first) }
    }
}
