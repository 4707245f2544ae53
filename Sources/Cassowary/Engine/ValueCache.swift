/// The external symbols' values, what was last reported of them, and the bookkeeping that keeps
/// both up to date for the cost of what a call changed.
///
/// After each call `Engine.refreshValues` evaluates the touched symbols and the external rows that
/// refer to them, and queues in `pending` those whose value may now differ from the reported one;
/// `Engine.takeChanges` reports and clears them. The engine writes these tables in place from
/// several files (its hot paths cannot afford a call per write); the methods here are the ones that
/// change their shape.
///
/// Invariants:
/// - `values`, `reported`, the three stamp tables, `isTouched` and `isPending` have one entry per
///   symbol (``SymbolTable/count``); only external symbols' entries mean anything, the others stay
///   0 or `false` unless the symbol was external when they were set.
/// - `isTouched[s]` exactly when `s` is in `touched`, and `isPending[s]` exactly when `s` is in
///   `pending`, once each.
/// - After each public call (`Engine.finishCall`) `touched` is empty, and `values[s]` is the external
///   row of `s` evaluated over the values it refers to, or 0 for a parametric `s`.
/// - No stamp table holds an epoch newer than `valueEpoch`; each search takes a fresh epoch, so a
///   stale stamp never matches (the tables are cleared when the epoch wraps around).
struct ValueCache {
    /// The current value of every external symbol, as of the last refresh.
    var values: [Double] = []
    /// The value last handed out by `takeChanges()`, per external symbol.
    var reported: [Double] = []
    /// Per symbol, the epoch of the last search that reached it, evaluated it, and expanded it.
    var reachedStamp: [UInt32] = []
    var evaluatedStamp: [UInt32] = []
    var visitedStamp: [UInt32] = []
    /// The newest epoch handed out.
    var valueEpoch: UInt32 = 0
    /// External symbols whose row or basic status changed since values were last refreshed.
    var touched: [Symbol] = []
    /// Per symbol: whether it is in `touched`.
    var isTouched: [Bool] = []
    /// External symbols whose value may differ from the value last reported.
    var pending: [Symbol] = []
    /// Per symbol: whether it is in `pending`.
    var isPending: [Bool] = []
    /// Variables dropped from the engine whose last reported value was not 0.
    var droppedSinceReport: [Variable] = []
    /// The symbols `Engine.takeChanges` reports and their values, between its two passes.
    var reportBuffer: [(symbol: Symbol, value: Double)] = []
    /// Reused work lists of the refresh (and of `markDependents`, which shares its stamps).
    var reachedBuffer: [Symbol] = []
    var evaluationStack: [(symbol: Symbol, expanded: Bool)] = []
    /// The last refresh's settling order, replayed by the next one when nothing structural changed.
    var plan = RefreshPlan()
    /// Whether the refresh under way records its settling order in ``plan``.
    var recordsPlan = true
    /// Earlier refreshes' plans from other touched symbols (a round that suggests a width and then
    /// a height alternates between two), newest last; at most ``RefreshPlan/kept`` of them.
    var earlierPlans: [RefreshPlan] = []

    /// Makes the kept plan that replays a refresh from `touched` at `stamp` the current ``plan``;
    /// false when there is none.
    mutating func selectPlan(replaying touched: [Symbol], at stamp: UInt64) -> Bool {
        if plan.replays(touched, at: stamp) { return true }
        guard let i = earlierPlans.firstIndex(where: { $0.replays(touched, at: stamp) }) else { return false }
        swap(&plan, &earlierPlans[i])
        return true
    }

    /// Keeps the current plan among the earlier ones if it is still valid at `stamp`, and leaves in
    /// ``plan`` one whose buffers a new recording may reuse: a stale plan, else the oldest.
    mutating func setPlanAside(at stamp: UInt64) {
        if !earlierPlans.isEmpty { earlierPlans.removeAll { $0.stamp != stamp } }
        guard plan.stamp == stamp, plan.stamp != RefreshPlan.none else { return }
        if earlierPlans.count < RefreshPlan.kept {
            earlierPlans.append(plan)
            plan = RefreshPlan()
        } else if !earlierPlans.isEmpty {
            var oldest = earlierPlans.removeFirst()
            swap(&oldest, &plan)
            earlierPlans.append(oldest)
        }
    }

    mutating func reserveCapacity(_ symbols: Int) {
        values.reserveCapacity(symbols)
        reported.reserveCapacity(symbols)
        reachedStamp.reserveCapacity(symbols)
        evaluatedStamp.reserveCapacity(symbols)
        visitedStamp.reserveCapacity(symbols)
        isTouched.reserveCapacity(symbols)
        isPending.reserveCapacity(symbols)
    }

    /// Forgets every symbol, value and plan, keeping the tables' storage (``Engine/reset()``).
    /// The epoch goes on counting (the stamp tables are emptied).
    mutating func removeAll() {
        values.removeAll(keepingCapacity: true)
        reported.removeAll(keepingCapacity: true)
        reachedStamp.removeAll(keepingCapacity: true)
        evaluatedStamp.removeAll(keepingCapacity: true)
        visitedStamp.removeAll(keepingCapacity: true)
        touched.removeAll(keepingCapacity: true)
        isTouched.removeAll(keepingCapacity: true)
        pending.removeAll(keepingCapacity: true)
        isPending.removeAll(keepingCapacity: true)
        droppedSinceReport.removeAll(keepingCapacity: true)
        reportBuffer.removeAll(keepingCapacity: true)
        reachedBuffer.removeAll(keepingCapacity: true)
        evaluationStack.removeAll(keepingCapacity: true)
        plan = RefreshPlan()
        recordsPlan = true
        earlierPlans.removeAll()
    }

    @inline(__always)
    mutating func appendSymbol() {
        values.append(0)
        reported.append(0)
        reachedStamp.append(0)
        evaluatedStamp.append(0)
        visitedStamp.append(0)
        isTouched.append(false)
        isPending.append(false)
    }

    /// Shrinks the per-symbol tables by the last symbol, which is being unmade;
    /// ``forgetSymbols(from:)`` then takes the unmade symbols off the lists.
    mutating func removeLastSymbol() {
        values.removeLast()
        reported.removeLast()
        reachedStamp.removeLast()
        evaluatedStamp.removeLast()
        visitedStamp.removeLast()
        isTouched.removeLast()
        isPending.removeLast()
    }

    /// Takes the symbols at `count` and above, which have been unmade, off the lists.
    mutating func forgetSymbols(from count: Int) {
        touched.removeAll { Int($0) >= count }
        pending.removeAll { Int($0) >= count }
    }

    /// Takes `symbol`, which is leaving the engine, off the lists.
    mutating func forget(_ symbol: Symbol) {
        isTouched[Int(symbol)] = false
        touched.removeAll { $0 == symbol }
        isPending[Int(symbol)] = false
        pending.removeAll { $0 == symbol }
    }

    /// A stamp no symbol carries yet, for a search over the external rows.
    mutating func nextEpoch() -> UInt32 {
        valueEpoch &+= 1
        if valueEpoch == 0 { clearStamps() }
        return valueEpoch
    }

    /// Forgets every stamp when the epoch wraps around, and starts again from 1.
    mutating func clearStamps() {
        for i in reachedStamp.indices { reachedStamp[i] = 0; evaluatedStamp[i] = 0; visitedStamp[i] = 0 }
        valueEpoch = 1
    }
}
