/// A hash table from identities (positive `Int`s) to values: open addressing with linear probing,
/// keyed by the identity's low bits (see `home`).
///
/// The solver looks variables and constraints up by identity on every call; Swift's `Dictionary`
/// hashes with SipHash under a per-process seed, which costs more and iterates in a different order
/// on every run. This table is cheaper, and its order depends only on the calls made.
struct IdentityTable<Value> {
    private var keys: [Int]
    private var values: [Value?]
    private(set) var count = 0
    /// log2 of the number of slots.
    private var bits: Int

    /// An empty table with room for about `capacity` entries before it grows.
    init(capacity: Int = 96) {
        var size = 16
        bits = 4
        while size * 3 < capacity * 4 { size *= 2; bits += 1 }
        keys = Array(repeating: 0, count: size)
        values = Array(repeating: nil, count: size)
    }

    /// The slot a key probes first: its low bits, with the bits above them folded in.
    ///
    /// Identities are handed out in sequence, so the keys of one solver are mostly runs of
    /// consecutive numbers. Keeping them in nearby slots keeps lookups of constraints and variables
    /// made together in the same cache lines: a multiplicative hash, which scatters every key, made
    /// building 100,000 constraints 20-25% slower, with a cache miss per lookup. Folding in the
    /// higher bits spreads keys that differ by a multiple of the table's size, which the low bits
    /// alone would pile into one probe run (`IdentityTableTests`).
    @inline(__always)
    private func home(_ key: Int) -> Int {
        (key ^ (key >> bits)) & (keys.count - 1)
    }

    /// How many slots a lookup of `key` reads (1 when it sits in its home slot); for tests.
    func probeLength(of key: Int) -> Int {
        let mask = keys.count - 1
        var i = home(key), length = 1
        while keys[i] != key && keys[i] != 0 { i = (i + 1) & mask; length += 1 }
        return length
    }

    /// The slot holding `key`, or the empty slot where it would go (negated minus one).
    @inline(__always)
    private func find(_ key: Int) -> Int {
        let mask = keys.count - 1
        var i = home(key)
        while true {
            let k = keys[i]
            if k == key { return i }
            if k == 0 { return -i - 1 }
            i = (i + 1) & mask
        }
    }

    subscript(key: Int) -> Value? {
        @inline(__always) get {
            let i = find(key)
            return i >= 0 ? values[i] : nil
        }
        set {
            let i = find(key)
            if i >= 0 {
                if let newValue { values[i] = newValue } else { remove(at: i) }
            } else if let newValue {
                let slot = -i - 1
                keys[slot] = key
                values[slot] = newValue
                count += 1
                if count * 4 > keys.count * 3 { grow() }
            }
        }
    }

    /// Removes every entry, keeping the slots.
    mutating func removeAll() {
        guard count > 0 else { return }
        keys.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        values.withUnsafeMutableBufferPointer { $0.update(repeating: nil) }
        count = 0
    }

    /// Changes the value for `key` in place, if there is one.
    @inline(__always)
    mutating func modify(_ key: Int, _ body: (inout Value) -> Void) {
        let i = find(key)
        if i >= 0 { body(&values[i]!) }
    }

    /// Removes the entry in slot `i`, moving later entries of its probe run back (no tombstones).
    private mutating func remove(at index: Int) {
        let mask = keys.count - 1
        var hole = index
        var i = (index + 1) & mask
        while keys[i] != 0 {
            let h = home(keys[i])
            // Move the entry at i into the hole if its home is not cyclically in (hole, i].
            let inRange = hole <= i ? (h > hole && h <= i) : (h > hole || h <= i)
            if !inRange {
                keys[hole] = keys[i]
                values[hole] = values[i].take()
                hole = i
            }
            i = (i + 1) & mask
        }
        keys[hole] = 0
        values[hole] = nil
        count -= 1
    }

    /// Makes room for `capacity` entries in all, so that adding up to that many moves the table
    /// at most once, instead of once per doubling (a batch of 69,000 constraints added to an
    /// empty solver doubled it 12 times, each a new table written and the old one read).
    ///
    /// - Complexity: O(*n*) for *n* slots, when the table grows; O(1) otherwise.
    mutating func reserveCapacity(_ capacity: Int) {
        var size = keys.count, newBits = bits
        while size * 3 < capacity * 4 { size *= 2; newBits += 1 }
        if size > keys.count { resize(bits: newBits) }
    }

    /// Doubles the table.
    private mutating func grow() { resize(bits: bits + 1) }

    /// Moves the entries to a table of `2^newBits` slots. Values are moved, not copied: a copy
    /// would retain every stored constraint's storage and the old table's release would touch it
    /// again, two cache misses per entry that made growing a table of 100,000 constraints 6% of
    /// building them.
    private mutating func resize(bits newBits: Int) {
        let oldKeys = keys
        var oldValues = values
        keys = Array(repeating: 0, count: 1 << newBits)
        values = Array(repeating: nil, count: 1 << newBits)
        bits = newBits
        for i in oldKeys.indices where oldKeys[i] != 0 {
            let slot = -find(oldKeys[i]) - 1
            keys[slot] = oldKeys[i]
            values[slot] = oldValues[i].take()
        }
    }

    /// The values, in slot order (deterministic for a given history of calls).
    var allValues: [Value] { values.compactMap { $0 } }

    /// The keys with their values, in slot order.
    var allKeyedValues: [(key: Int, value: Value)] {
        values.indices.compactMap { i in values[i].map { (keys[i], $0) } }
    }
}

extension IdentityTable: Sendable where Value: Sendable {}
