/// The rows that a change of a constraint's constant shifts, kept per marker while the tableau's
/// structure stands: a suggestion round moves one edit constraint's constant, over and over.
///
/// Changing a constant by δ moves every row that holds the constraint's parametric marker `m` by
/// `a·δ`, where `a` is `m`'s coefficient in that row. Finding `a` is a search in each row of `m`'s
/// column, and on a grid that column is most of the tableau. The slots and coefficients only change
/// with the structure (see ``RefreshPlan``: every change to a row's cells comes with a new
/// ``Engine/structureStamp``), so a plan recorded at one stamp is replayed while the stamp holds.
///
/// Invariants:
/// - Each plan's `slots` and `coefficients` have the same length; while its `stamp` is the engine's,
///   they are `marker`'s column and the marker's coefficient in each of those rows, in column order.
struct ShiftPlans {
    struct Plan {
        var marker: Symbol
        var stamp: UInt64
        var slots: [Int32]
        var coefficients: [Double]
    }

    /// At most this many markers are remembered: a round suggests a handful of edit variables.
    static let capacity = 8

    /// Written in place by `Engine.shiftPlan(of:)` while it records one.
    var plans: [Plan] = []
    /// The plan replaced when a new marker arrives and all are taken (round robin).
    private var nextVictim = 0

    /// Forgets every plan (``Engine/reset()``).
    mutating func removeAll() {
        plans.removeAll(keepingCapacity: true)
        nextVictim = 0
    }

    /// The index of `marker`'s plan recorded at `stamp`, if there is one.
    @inline(__always)
    func find(_ marker: Symbol, at stamp: UInt64) -> Int? {
        for i in plans.indices where plans[i].marker == marker && plans[i].stamp == stamp { return i }
        return nil
    }

    /// Starts recording `marker`'s plan at `stamp`, in the entry it had (whose arrays are reused)
    /// or a new one; returns its index. The caller appends the column's slots and coefficients.
    mutating func beginRecording(_ marker: Symbol, at stamp: UInt64) -> Int {
        let i: Int
        if let old = plans.firstIndex(where: { $0.marker == marker }) {
            i = old
        } else if plans.count < ShiftPlans.capacity {
            plans.append(Plan(marker: marker, stamp: stamp, slots: [], coefficients: []))
            return plans.count - 1
        } else {
            i = nextVictim
            nextVictim = (nextVictim + 1) % ShiftPlans.capacity
        }
        plans[i].marker = marker
        plans[i].stamp = stamp
        plans[i].slots.removeAll(keepingCapacity: true)
        plans[i].coefficients.removeAll(keepingCapacity: true)
        return i
    }

}
