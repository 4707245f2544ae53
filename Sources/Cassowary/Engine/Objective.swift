/// The objective of the optimisation, with one component per optional priority level.
///
/// The Cassowary paper's *symbolic weights*: the objective is `Σ_level Σ_error error`, minimised
/// lexicographically, highest level first. Each parametric symbol's objective coefficient is a short
/// vector with one component per level in use, and a vector is negative when its first non-zero
/// component (in priority order) is. That gives strict priorities: one constraint at 751 outweighs any
/// number at 750, which a single floating-point weight (kiwi's strengths) cannot promise.
///
/// Coefficients are stored densely, `coefficients[symbol * stride + slot]`, so updating the objective
/// during a pivot touches memory directly, with no lookups.
struct Objective {
    /// Level slots per symbol in `coefficients`. Eight to start: systems often use more than four
    /// optional priorities (kiwi's enaml benchmark has five, a screen's hugging and compression
    /// priorities several), and growing the slots re-lays every symbol's coefficients (about 1% of
    /// building enaml).
    private(set) var stride: Int = 4
    /// `coefficients[symbol * stride + slot]`. Holds the symbols made since the last
    /// ``removeAll()`` (every symbol is made through ``reserveSymbols(_:)``) and at most
    /// ``zeroedAhead`` more: symbols' coefficients are zeroed a few at a time as they are made,
    /// when the engine is about to write them, rather than in blocks as large as the table,
    /// whose lines would have left the cache before they were used.
    var coefficients: [Double] = []
    /// How many symbols' coefficients are zeroed past the one being made: one call for that many
    /// symbols, where a call per symbol made `Engine.makeSymbol` a quarter more instructions
    /// (callgrind, building enaml).
    private static let zeroedAhead = 64
    /// The objective's constant part per slot: the total error of that level at the current solution.
    var constants: [Double]
    /// Each slot's priority; meaningful while `users[slot] > 0` or while kept for reuse.
    private(set) var priorities: [Double]
    /// How many live constraints use each slot.
    private(set) var users: [Int]
    /// Slots in use, highest priority first: the order of lexicographic comparison.
    private(set) var order: [Int] = []

    init() {
        constants = Array(repeating: 0, count: stride)
        priorities = Array(repeating: 0, count: stride)
        users = Array(repeating: 0, count: stride)
    }

    /// Back to no levels and no coefficients, keeping the storage and the slots per symbol
    /// (``Engine/reset()``).
    mutating func removeAll() {
        coefficients.removeAll(keepingCapacity: true)
        constants.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        priorities.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        users.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        order.removeAll(keepingCapacity: true)
    }

    mutating func restoreLevels(constants: [Double], priorities: [Double], users: [Int], order: [Int]) {
        self.constants = constants
        self.priorities = priorities
        self.users = users
        self.order = order
    }

    /// The number of levels in use.
    var levelCount: Int { order.count }

    /// The slot for `priority`, made ready if it was not in use. Call ``release(slot:)`` when done.
    ///
    /// - Complexity: O(levels), or O(symbols × levels) when the slots must grow or a slot is recycled.
    mutating func retain(priority: Double) -> Int {
        if let slot = priorities.indices.first(where: { priorities[$0] == priority }) {
            if users[slot] == 0 { activate(slot) }
            users[slot] += 1
            return slot
        }
        let slot: Int
        if let unused = priorities.indices.first(where: { users[$0] == 0 && priorities[$0] == 0 }) {
            slot = unused
        } else if let idle = priorities.indices.first(where: { users[$0] == 0 }) {
            slot = idle
            clear(slot: idle)
        } else {
            slot = stride
            grow(stride: stride * 2)
        }
        priorities[slot] = priority
        users[slot] = 1
        activate(slot)
        return slot
    }

    /// Gives up one use of `slot`. A slot nobody uses leaves the comparison order but keeps its
    /// priority, so that adding and removing constraints at one priority costs nothing extra.
    mutating func release(slot: Int) {
        users[slot] -= 1
        if users[slot] == 0 { order.removeAll { $0 == slot } }
    }

    /// Grows the slots until `count` new priorities fit without growing (which a journal cannot undo).
    mutating func reserveLevels(_ count: Int) {
        while users.filter({ $0 == 0 }).count < count { grow(stride: stride * 2) }
    }

    private mutating func activate(_ slot: Int) {
        constants[slot] = 0
        let p = priorities[slot]
        let position = order.firstIndex { priorities[$0] < p } ?? order.count
        order.insert(slot, at: position)
    }

    private mutating func clear(slot: Int) {
        constants[slot] = 0
        var i = slot
        while i < coefficients.count {
            coefficients[i] = 0
            i += stride
        }
    }

    private mutating func grow(stride newStride: Int) {
        let symbols = coefficients.count / stride
        var grown = [Double](repeating: 0, count: symbols * newStride)
        grown.reserveCapacity(coefficients.capacity / stride * newStride)
        for s in 0..<symbols {
            for l in 0..<stride { grown[s * newStride + l] = coefficients[s * stride + l] }
        }
        coefficients = grown
        constants += Array(repeating: 0, count: newStride - stride)
        priorities += Array(repeating: 0, count: newStride - stride)
        users += Array(repeating: 0, count: newStride - stride)
        stride = newStride
    }

    /// Makes room for symbols `0..<count`, with zero coefficients for the new ones. Called for
    /// every symbol made: the check is inlined, the growth is not.
    @inline(__always)
    mutating func reserveSymbols(_ count: Int) {
        if count * stride > coefficients.count { appendSymbols(upTo: count) }
    }

    private mutating func appendSymbols(upTo count: Int) {
        let target = (count + Self.zeroedAhead) * stride
        coefficients.append(contentsOf: repeatElement(0, count: target - coefficients.count))
    }

    /// Storage for `symbols` symbols' coefficients (and those zeroed ahead of the last), so that
    /// making them does not grow it.
    mutating func reserveCapacity(_ symbols: Int) {
        coefficients.reserveCapacity((symbols + Self.zeroedAhead) * stride)
    }

    /// The largest magnitude of a level's total error.
    var largestConstant: Double { constants.reduce(0) { Swift.max($0, abs($1)) } }

    /// The lexicographic sign of `symbol`'s coefficient vector: -1, 0 or 1.
    @inline(__always)
    func sign(of symbol: Symbol) -> Int {
        let base = Int(symbol) &* stride
        for slot in order {
            let c = coefficients[base &+ slot]
            if c < -Tolerance.epsilon { return -1 }
            if c > Tolerance.epsilon { return 1 }
        }
        return 0
    }

    /// The position in ``order`` of `symbol`'s first non-zero component and that component
    /// (`(Int.max, 0)` for a zero vector): what the steepest-descent entering rule compares.
    @inline(__always)
    func leadingComponent(of symbol: Symbol) -> (level: Int, coefficient: Double) {
        let base = Int(symbol) &* stride
        for (level, slot) in order.enumerated() {
            let c = coefficients[base &+ slot]
            if c < -Tolerance.epsilon || c > Tolerance.epsilon { return (level, c) }
        }
        return (Int.max, 0)
    }

    /// Whether symbol `a`'s vector divided by `da` is lexicographically less than `b`'s divided by `db`,
    /// comparing within the tolerance; equal vectors compare by symbol when `tiesToLower`, else as
    /// not less. Used by the dual simplex ratio test.
    @inline(__always)
    func ratio(_ a: Symbol, over da: Double, isLessThan b: Symbol, over db: Double, tiesToLower: Bool = true) -> Bool {
        let baseA = Int(a) &* stride
        let baseB = Int(b) &* stride
        for slot in order {
            let ra = coefficients[baseA &+ slot] / da
            let rb = coefficients[baseB &+ slot] / db
            if ra < rb - Tolerance.epsilon { return true }
            if ra > rb + Tolerance.epsilon { return false }
        }
        return tiesToLower && a < b
    }

    /// Whether any level has a non-zero coefficient for `symbol`.
    @inline(__always)
    func isNonZero(_ symbol: Symbol) -> Bool {
        let base = Int(symbol) &* stride
        for slot in order where coefficients[base &+ slot] != 0 { return true }
        return false
    }
}
