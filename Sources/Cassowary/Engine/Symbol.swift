/// A column of the tableau, named by a small integer so that rows are plain arrays.
typealias Symbol = Int32

extension Symbol {
    /// No symbol.
    static let none: Symbol = -1
}

/// What a symbol stands for.
///
/// - `external`: a user variable; unrestricted in sign.
/// - `slack`: the slack of an inequality; restricted to `>= 0`.
/// - `error`: the error of an optional constraint; restricted to `>= 0`, weighed in the objective.
/// - `dummy`: the marker of a required equality; always 0, never enters the basis.
/// - `free`: an id not in use (on the free list).
enum SymbolKind: UInt8 {
    case free, external, slack, error, dummy

    /// Restricted symbols must stay non-negative; the simplex method works on them.
    @inline(__always) var isRestricted: Bool { self == .slack || self == .error }
    /// Whether the symbol may enter the basis.
    @inline(__always) var isPivotable: Bool { self == .slack || self == .error }
}
