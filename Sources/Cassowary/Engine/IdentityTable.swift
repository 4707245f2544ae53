/// A hash table from identities (positive `Int`s) to values: open addressing with linear probing
/// and a multiplicative hash.
///
/// The solver looks variables and constraints up by identity on every call; Swift's `Dictionary`
/// hashes with SipHash under a per-process seed, which costs more and iterates in a different order
/// on every run. This table is cheaper, and its order depends only on the calls made.
struct IdentityTable<Value> {
    private var keys: [Int]
    private var values: [Value?]
    private(set) var count = 0
    private var shift: Int

    /// An empty table with room for about `capacity` entries before it grows.
    init(capacity: Int = 96) {
        var size = 16
        var bits = 4
        while size * 3 < capacity * 4 { size *= 2; bits += 1 }
        keys = Array(repeating: 0, count: size)
        values = Array(repeating: nil, count: size)
        shift = 64 - bits
    }

    @inline(__always)
    private func home(_ key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
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
                values[hole] = values[i]
                hole = i
            }
            i = (i + 1) & mask
        }
        keys[hole] = 0
        values[hole] = nil
        count -= 1
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        values = Array(repeating: nil, count: oldKeys.count * 2)
        shift -= 1
        count = 0
        for (k, v) in zip(oldKeys, oldValues) where k != 0 { self[k] = v }
    }

    /// The values, in slot order (deterministic for a given history of calls).
    var allValues: [Value] { values.compactMap { $0 } }

    /// The keys with their values, in slot order.
    var allKeyedValues: [(key: Int, value: Value)] {
        values.indices.compactMap { i in values[i].map { (keys[i], $0) } }
    }
}

extension IdentityTable: Sendable where Value: Sendable {}
