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
/// symbol id is made, released or restored. Coefficients may change without it (replay reads
/// them live); which rows refer to which external symbols cannot.
///
/// Invariants:
/// - When `stamp` is not ``none``, `order` lists every symbol the recorded refresh settled, each
///   after the external rows it refers to that are also listed.
struct RefreshPlan {
    /// The stamp of a plan that holds nothing.
    static let none = UInt64.max

    /// ``Engine/structureStamp`` when the plan was recorded, or ``none``.
    var stamp = RefreshPlan.none
    /// The touched symbols the recorded refresh started from, in the order they were touched.
    var roots: [Symbol] = []
    /// The symbols the recorded refresh settled, in the order it settled them.
    var order: [Symbol] = []

    /// Whether a refresh that starts from `touched` at `stamp` may replay this plan.
    @inline(__always)
    func replays(_ touched: [Symbol], at stamp: UInt64) -> Bool {
        self.stamp == stamp && stamp != RefreshPlan.none && roots == touched
    }

    /// Starts recording a refresh from `touched`; the plan is invalid until ``finish(at:)``.
    mutating func begin(from touched: [Symbol]) {
        stamp = RefreshPlan.none
        roots.removeAll(keepingCapacity: true)
        roots.append(contentsOf: touched)
        order.removeAll(keepingCapacity: true)
    }

    /// Ends recording: the plan now replays at `stamp`.
    mutating func finish(at stamp: UInt64) {
        self.stamp = stamp
    }
}
