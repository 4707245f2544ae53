/// Engines let go by the subtrees laid out on their own (a table's rows), emptied and kept for the
/// next subtree's pass: a new row then lays out in an engine whose tables are allocated already
/// and still in the cache, instead of allocating a solver's thirty-odd tables, growing them
/// constraint by constraint, and freeing them all again when the row is done.
///
/// An engine is kept only when nothing else holds it (a pass that handed it out for inspection
/// may still use it), and at most one: rows are laid out one at a time.
final class EnginePool {
    private var spare: LayoutEngine?

    /// An empty engine: the spare one, or a new one.
    func take() -> LayoutEngine {
        if let engine = spare {
            spare = nil
            return engine
        }
        return LayoutEngine()
    }

    /// Empties `engine` and keeps it, unless something else still refers to it.
    ///
    /// - Complexity: O(the size of the engine's tables), without allocating.
    func give(_ engine: inout LayoutEngine) {
        guard spare == nil, isKnownUniquelyReferenced(&engine) else { return }
        engine.reset()
        spare = engine
    }
}
