// Emptying an engine for another system, keeping its storage.

extension Engine {
    /// Forgets every constraint, variable and edit, as a new engine would have none, but keeps the
    /// storage of every table: a caller that solves many small systems one after another (a
    /// table's rows, each laid out in an engine of its own) then allocates the tables once, not
    /// once per system, and finds them still in the cache.
    ///
    /// The counters that stamp plans (the symbol table's, the basis's and the column index's
    /// generations, the value cache's epoch) go on counting rather than start again, so no plan or
    /// stamp made before the reset can match after it; the plans are dropped anyway.
    ///
    /// - Precondition: no call is under way (the journal is closed).
    /// - Complexity: O(the tables' sizes), without allocating.
    mutating func reset() {
        journal.removeAll()
        symbols.removeAll()
        tableau.removeAll()
        objective.removeAll()
        work.removeAll()
        cache.removeAll()
        shifts.removeAll()
        registry.removeAll()
        artificial = nil
        needsRebuild = false
        pivotCount = 0
        isPristine = true
    }
}
