extension Solver {
    /// The size of a solver's tableau: what a long-lived solver's memory follows.
    ///
    /// Removing constraints brings the live counts back to what they were before the constraints
    /// were added (freed symbols and rows are reused); the capacities are the high-water marks of
    /// the tables, and stop growing under churn.
    public struct Statistics: Equatable, Sendable {
        /// Constraints held, edit constraints included.
        public var constraints: Int
        /// Variables that some constraint mentions.
        public var variables: Int
        /// Rows in the tableau.
        public var rows: Int
        /// Cells in all rows together (non-zero coefficients).
        public var cells: Int
        /// Symbols in use: variables, slacks, errors and dummies.
        public var symbols: Int
        /// Optional priorities the objective holds a level for.
        public var priorityLevels: Int
        /// Symbol ids the tables have room for (in use or free).
        public var symbolCapacity: Int
        /// Row slots the tableau has room for (in use or free).
        public var rowCapacity: Int
    }

    /// The size of the tableau now.
    ///
    /// - Complexity: O(symbols + rows).
    public var statistics: Statistics { engine.statistics }
}
