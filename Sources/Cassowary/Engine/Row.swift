/// One coefficient of a row.
struct Cell: Equatable {
    var symbol: Symbol
    var coefficient: Double
}

/// A row of the tableau: `basic = constant + Σ coefficient·symbol`, with the basic symbol kept outside
/// the row (it is the row's slot owner). While a row is being built it reads `0 = constant + Σ`.
///
/// Cells are sorted by symbol and never hold a coefficient that is near zero, so iteration order is
/// deterministic and lookups are binary searches.
struct Row: Equatable {
    var constant: Double
    var cells: [Cell]

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    /// The position of `symbol` in `cells`, or where it would be inserted (negated minus one).
    @inline(__always)
    func search(_ symbol: Symbol) -> Int {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low &+ high) >> 1
            let s = cells[mid].symbol
            if s == symbol { return mid }
            if s < symbol { low = mid &+ 1 } else { high = mid }
        }
        return -low - 1
    }

    /// The largest magnitude among the coefficients.
    @inline(__always)
    var largestMagnitude: Double {
        var largest = 0.0
        for cell in cells { largest = Swift.max(largest, abs(cell.coefficient)) }
        return largest
    }

    /// Whether `coefficient`, one of this row's, is too small next to the row's largest to pivot on
    /// (``Tolerance/relativePivot``). Elements of at least ``Tolerance/unscannedPivot`` are taken
    /// without scanning the row.
    @inline(__always)
    func isTinyPivot(_ coefficient: Double) -> Bool {
        abs(coefficient) < Tolerance.unscannedPivot && abs(coefficient) < Tolerance.relativePivot * largestMagnitude
    }

    /// The coefficient of `symbol`, or 0.
    func coefficient(for symbol: Symbol) -> Double {
        let i = search(symbol)
        return i >= 0 ? cells[i].coefficient : 0
    }

    /// Adds `coefficient·symbol` to the row.
    ///
    /// - Returns: `1` when a cell was created, `-1` when one cancelled out and was removed, else `0`.
    ///   The caller keeps the column index in step with this.
    @inline(__always) @discardableResult
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Int {
        let i = search(symbol)
        if i >= 0 {
            let sum = cells[i].coefficient + coefficient
            if Tolerance.isNearZero(sum) {
                cells.remove(at: i)
                return -1
            }
            cells[i].coefficient = sum
            return 0
        }
        if Tolerance.isNearZero(coefficient) { return 0 }
        insert(Cell(symbol: symbol, coefficient: coefficient), at: -i - 1)
        return 1
    }

    /// `self += factor · source`: one merge of the two sorted cell lists, dropping sums near zero.
    ///
    /// Adding the cells one by one inserts and removes in the middle of the row, each a shift of
    /// the cells after it: substituting a 3,000-cell row into phase one's artificial row that way
    /// was most of the time a chain's churn took.
    ///
    /// - Complexity: O(`cells.count + source.cells.count`).
    mutating func add(_ source: Row, times factor: Double) {
        constant += factor * source.constant
        let t = cells
        cells = [Cell](unsafeUninitializedCapacity: t.count + source.cells.count) { m, count in
            count = t.withUnsafeBufferPointer { t in
                source.cells.withUnsafeBufferPointer { s in
                    Row.merge(t, s, times: factor, dropping: .none, into: m, gained: { _ in }, cancelled: { _ in })
                }
            }
        }
    }

    /// Inserts `cell` at `index`, shifting the cells after it (cheaper than `Array.insert`'s
    /// general path for the few cells a row has).
    @inline(__always)
    private mutating func insert(_ cell: Cell, at index: Int) {
        cells.append(cell)
        let last = cells.count - 1
        if index == last { return }
        cells.withUnsafeMutableBufferPointer { buffer in
            var k = last
            while k > index {
                buffer[k] = buffer[k - 1]
                k -= 1
            }
            buffer[index] = cell
        }
    }

    /// Removes `symbol`'s cell, returning its coefficient (0 when absent).
    @inline(__always) @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let i = search(symbol)
        guard i >= 0 else { return 0 }
        return cells.remove(at: i).coefficient
    }

    /// Multiplies the row by -1: `0 = c + Σ` is the same relation as `0 = -c - Σ`.
    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Solves `0 = constant + a·symbol + Σ` for `symbol`: `symbol = -constant/a - Σ/a`.
    ///
    /// Coefficients that the division takes below ``Tolerance/epsilon`` are dropped, as everywhere
    /// else, and returned: a row already in the column index must take them out of it (a pivot).
    ///
    /// - Precondition: `symbol` is in the row.
    @discardableResult
    mutating func solve(for symbol: Symbol) -> [Symbol] {
        let a = remove(symbol)
        let scale = -1.0 / a
        constant *= scale
        var dropped = false
        for i in cells.indices {
            cells[i].coefficient *= scale
            if Tolerance.isNearZero(cells[i].coefficient) { dropped = true }
        }
        guard dropped else { return [] }
        let droppedSymbols = cells.filter { Tolerance.isNearZero($0.coefficient) }.map(\.symbol)
        cells.removeAll { Tolerance.isNearZero($0.coefficient) }
        return droppedSymbols
    }

    /// Re-solves `lhs = constant + a·rhs + Σ` for `rhs`: `rhs = (lhs - constant - Σ) / a`.
    ///
    /// - Precondition: `rhs` is in the row and `lhs` is not.
    @discardableResult
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) -> [Symbol] {
        add(lhs, -1)
        return solve(for: rhs)
    }
}
