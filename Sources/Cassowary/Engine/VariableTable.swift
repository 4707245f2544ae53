/// A user variable's place in the engine: its identity, its symbol, and how many constraints
/// (edit constraints included) mention it. The variable itself (its name) is kept per symbol
/// (``SymbolTable/variables``), read only when a value is reported.
struct VariableRecord: Equatable {
    var id: Int
    var symbol: Symbol
    var users: Int32
}

/// The engine's variables by identity: open addressing with linear probing, each slot's key and
/// record side by side in one 16-byte entry.
///
/// Every term of every constraint added looks its variable up here, and a layout reads every
/// frame through it, so on a large system (a long screen's 70,000 variables) it is mostly cache
/// misses. A generic ``IdentityTable`` of the former 40-byte record (the `Variable`, with its
/// name, beside the symbol and the count) kept keys and records in two arrays: two cache lines
/// per lookup, 48 bytes a slot. Here a lookup reads one line, four slots to it.
///
/// Invariants: an entry with `id == 0` is empty (identities start at 1); `count` entries are not;
/// every probe run from a key's home slot to the key holds no empty entry; at most 3/4 of the
/// slots are used.
struct VariableTable {
    private var entries: [VariableRecord]
    private(set) var count = 0
    /// log2 of the number of slots.
    private var bits: Int

    private static let empty = VariableRecord(id: 0, symbol: .none, users: 0)

    /// An empty table with room for about `capacity` entries before it grows.
    init(capacity: Int = 64) {
        var size = 16
        bits = 4
        while size * 3 < capacity * 4 { size *= 2; bits += 1 }
        entries = Array(repeating: Self.empty, count: size)
    }

    /// The slot a key probes first: aligned runs of four identities (a view's four variables, made
    /// one after another) share one cache line of four slots, and the runs are scattered by a
    /// multiplicative (Fibonacci) hash of the run's number.
    ///
    /// Not the identity's low bits, as ``IdentityTable`` does: variables' identities are
    /// interleaved with constraints' (one counter hands out both) and span several times more
    /// numbers than the table has slots, so the low bits laid each stretch of numbers over the
    /// same slots, two or three deep. Regions of the table filled up solid and probes ran across
    /// them: 1,900 instructions a lookup on a 300-row screen, 2,750 on a 3,000-row one (a
    /// fifth of the whole layout's instructions, and a third of its first-level cache misses).
    @inline(__always)
    private func home(_ key: Int, mask: Int) -> Int {
        let run = UInt64(truncatingIfNeeded: key >> 2) &* 0x9E37_79B9_7F4A_7C15
        return (Int(truncatingIfNeeded: run >> UInt64(66 - bits)) << 2 | key & 3) & mask
    }

    /// The slot holding `key`, or the empty slot where it would go (negated minus one).
    @inline(__always)
    private func find(_ key: Int) -> Int {
        entries.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var i = home(key, mask: mask)
            while true {
                let k = slots[i].id
                if k == key { return i }
                if k == 0 { return -i - 1 }
                i = (i + 1) & mask
            }
        }
    }

    /// How many slots a lookup of `key` reads (1 when it sits in its home slot); for tests.
    func probeLength(of key: Int) -> Int {
        let mask = entries.count - 1
        var i = home(key, mask: mask), length = 1
        while entries[i].id != key && entries[i].id != 0 { i = (i + 1) & mask; length += 1 }
        return length
    }

    /// The record of the variable with identity `key`, or nil.
    subscript(key: Int) -> VariableRecord? {
        @inline(__always) get {
            let i = find(key)
            return i >= 0 ? entries[i] : nil
        }
    }

    /// Counts one more user of `key` in place; the record as it was before, or nil (and no change)
    /// when the table does not hold `key`.
    @inline(__always)
    mutating func retain(_ key: Int) -> VariableRecord? {
        let i = find(key)
        guard i >= 0 else { return nil }
        return entries.withUnsafeMutableBufferPointer { slots in
            let old = slots[i]
            slots[i].users = old.users + 1
            return old
        }
    }

    /// Sets the user count of `key`, if the table holds it.
    mutating func setUsers(_ users: Int32, of key: Int) {
        let i = find(key)
        if i >= 0 { entries[i].users = users }
    }

    /// Adds or replaces the record of `record.id`.
    mutating func insert(_ record: VariableRecord) {
        let i = find(record.id)
        if i >= 0 { entries[i] = record; return }
        entries[-i - 1] = record
        count += 1
        if count * 4 > entries.count * 3 { grow() }
    }

    /// Removes the record of `key`, if any, moving later entries of its probe run back (no
    /// tombstones).
    mutating func remove(_ key: Int) {
        let index = find(key)
        guard index >= 0 else { return }
        let mask = entries.count - 1
        var hole = index
        var i = (index + 1) & mask
        while entries[i].id != 0 {
            let h = home(entries[i].id, mask: mask)
            // Move the entry at i into the hole if its home is not cyclically in (hole, i].
            let inRange = hole <= i ? (h > hole && h <= i) : (h > hole || h <= i)
            if !inRange {
                entries[hole] = entries[i]
                hole = i
            }
            i = (i + 1) & mask
        }
        entries[hole] = Self.empty
        count -= 1
    }

    /// Removes every record, keeping the slots.
    mutating func removeAll() {
        guard count > 0 else { return }
        entries.withUnsafeMutableBufferPointer { $0.update(repeating: Self.empty) }
        count = 0
    }

    /// Doubles the table.
    private mutating func grow() {
        let old = entries
        entries = Array(repeating: Self.empty, count: old.count * 2)
        bits += 1
        for entry in old where entry.id != 0 { entries[-find(entry.id) - 1] = entry }
    }

    /// The records, in slot order (deterministic for a given history of calls).
    var allValues: [VariableRecord] { entries.filter { $0.id != 0 } }
}
