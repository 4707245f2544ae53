/// The order in which a refresh of the external values settled its symbols, kept so that the next
/// refresh from the same touched symbols over a tableau of the same shape can replay it.
///
/// A suggestion round changes row constants and nothing else: the same edit markers touch the same
/// rows, the same external rows refer to them, and the dependency order found by the search is the
/// same as last time. Replaying that order evaluates each row once, with no search, no stamps and
/// no column walks, which is most of what a suggestion round costs on a long chain or a grid.
///
/// The plan is valid while ``Engine/structureStamp`` is the one it was recorded at: that stamp
/// changes whenever a column gains or loses a slot, a symbol becomes basic or parametric, or a
/// symbol id is made, released or restored. Between two such changes only row constants move: every
/// change to a row's cells comes with one (rows are entered and taken out with their basic symbol,
/// merged into by `substitute` only when a symbol becomes basic, and restored by a rollback with
/// their basis), so a plan may keep the coefficients it read.
///
/// The first replay compiles the plan: for each settled symbol, the slot of its row and the terms
/// `coefficient · value(source)` of the basic external symbols it refers to, in the row's order.
/// Later replays read only those (the rows' other cells, slacks, errors and dummies, can outnumber
/// them many times on a grid), and sum in the same order, so the values are the same to the bit.
///
/// Invariants:
/// - When `stamp` is not ``none``, `order` lists every symbol the recorded refresh settled, each
///   after the external rows it refers to that are also listed.
/// - When `isCompiled`, `steps` has one entry per symbol of `order`, in that order, and each step's
///   terms are its row's basic external cells at `stamp` (checked by `Engine.planViolations`).
struct RefreshPlan {
    /// One settled symbol of a compiled plan: `symbol = constant(slot) + Σ terms`, or 0 when it is
    /// parametric (`slot` -1). Its terms are `terms[previous step's termEnd ..< termEnd]`.
    struct Step {
        var symbol: Symbol
        var slot: Int32
        var termEnd: Int32
    }

    /// `coefficient · value(source)`: one basic external symbol a step's row refers to.
    struct Term {
        var source: Symbol
        var coefficient: Double
    }

    /// The stamp of a plan that holds nothing.
    static let none = UInt64.max
    /// How many plans besides the current one ``ValueCache`` keeps.
    static let kept = 3

    /// ``Engine/structureStamp`` when the plan was recorded, or ``none``.
    var stamp = RefreshPlan.none
    /// The touched symbols the recorded refresh started from, in the order they were touched.
    var roots: [Symbol] = []
    /// The symbols the recorded refresh settled, in the order it settled them.
    var order: [Symbol] = []
    /// Whether `steps` and `terms` hold the compiled plan.
    var isCompiled = false
    /// The compiled plan: one step per symbol of `order`.
    var steps: [Step] = []
    /// The compiled plan's terms, step after step.
    var terms: [Term] = []

    /// Whether a refresh that starts from `touched` at `stamp` may replay this plan.
    @inline(__always)
    func replays(_ touched: [Symbol], at stamp: UInt64) -> Bool {
        self.stamp == stamp && stamp != RefreshPlan.none && roots == touched
    }

    /// Starts recording a refresh from `touched`; the plan is invalid until ``finish(at:)``.
    mutating func begin(from touched: [Symbol]) {
        stamp = RefreshPlan.none
        // Emptied only when not empty (`removeAll(keepingCapacity:)` costs about 80 instructions even
        // so): building constraints one by one begins a plan per call, and never compiles one.
        if !roots.isEmpty { roots.removeAll(keepingCapacity: true) }
        roots.append(contentsOf: touched)
        if !order.isEmpty { order.removeAll(keepingCapacity: true) }
        isCompiled = false
        if !steps.isEmpty { steps.removeAll(keepingCapacity: true) }
        if !terms.isEmpty { terms.removeAll(keepingCapacity: true) }
    }

    /// Ends recording: the plan now replays at `stamp`.
    mutating func finish(at stamp: UInt64) {
        self.stamp = stamp
    }
}
