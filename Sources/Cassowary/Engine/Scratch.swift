/// Buffers that row operations borrow and give back, so that the hot paths allocate only when a
/// buffer must outgrow every size it has had.
///
/// A user takes a buffer out (leaving an empty array, so that the engine holds no second
/// reference and the buffer grows in place), empties it keeping its capacity (`cells` is instead
/// used through a pointer up to its count, which only grows), and puts it back when done. Nothing
/// here outlives one operation.
///
/// Invariants:
/// - Between operations every entry of `accumulator` is 0; it may be shorter than the symbol table
///   (``growAccumulator(to:)`` lengthens it before use).
/// - The contents of the other buffers mean nothing between operations; only their size counts.
struct Scratch {
    /// Cells of a merge (`Engine.mergeRow`), as long as the longest merge yet; copied back into the
    /// row, which keeps its own buffer.
    var cells: [Cell] = []
    /// A coefficient per symbol for `Engine.expandExternals`.
    var accumulator: [Double] = []
    /// `expandExternals`' work lists: the symbols with a coefficient, and those still to expand.
    var present: [Symbol] = []
    var expansion: [Symbol] = []
    /// `referenceSubject`'s work lists: the candidate subjects, and the rows searched for them.
    var candidates: [Symbol] = []
    var referenced: [Symbol] = []

    /// The largest buffer a row of `count` cells is given by a merge: twice its size and a cache
    /// line or two, so that a row that grows keeps room to grow, and one that shrank does not keep
    /// a long row's buffer.
    @inline(__always)
    static func keptCapacity(for count: Int) -> Int { 2 * count + 16 }

    /// Lengthens `accumulator` (with zeros) to at least `count` entries.
    @inline(__always)
    mutating func growAccumulator(to count: Int) {
        if accumulator.count < count { accumulator += repeatElement(0, count: count - accumulator.count) }
    }
}
