// The one merge of two sorted rows that substitution and phase one share.

extension Row {
    /// Writes the sorted cells `t` plus `factor · s` into `m`, in one pass over both: a symbol in
    /// both gets the sum of its two coefficients, `dropping` is left out, and a product or sum near
    /// zero is dropped. `gained` is told of each symbol `t` did not hold that the result holds,
    /// `cancelled` of each symbol of `t` that a sum took out (the column index follows both).
    ///
    /// - Precondition: `m` has room for `t.count + s.count` cells; `s` does not hold `dropping`.
    /// - Returns: how many cells were written.
    /// - Complexity: O(`t.count + s.count`).
    @inline(__always)
    static func merge(_ t: UnsafeBufferPointer<Cell>, _ s: UnsafeBufferPointer<Cell>, times factor: Double,
                      dropping: Symbol, into m: UnsafeMutableBufferPointer<Cell>,
                      gained: (Symbol) -> Void, cancelled: (Symbol) -> Void) -> Int {
        var a = 0, b = 0, k = 0
        while a < t.count || b < s.count {
            if b == s.count || (a < t.count && t[a].symbol < s[b].symbol) {
                if t[a].symbol != dropping { m[k] = t[a]; k &+= 1 }
                a &+= 1
            } else if a == t.count || s[b].symbol < t[a].symbol {
                let c = factor * s[b].coefficient
                if !Tolerance.isNearZero(c) {
                    m[k] = Cell(symbol: s[b].symbol, coefficient: c)
                    k &+= 1
                    gained(s[b].symbol)
                }
                b &+= 1
            } else {
                let c = t[a].coefficient + factor * s[b].coefficient
                if Tolerance.isNearZero(c) {
                    cancelled(t[a].symbol)
                } else {
                    m[k] = Cell(symbol: t[a].symbol, coefficient: c)
                    k &+= 1
                }
                a &+= 1
                b &+= 1
            }
        }
        return k
    }

    /// The coefficient of `symbol` in the sorted `cells`, or 0: ``search(_:)`` over a pointer, for
    /// callers that hold one.
    @inline(__always)
    static func coefficient(of symbol: Symbol, in cells: UnsafeBufferPointer<Cell>) -> Double {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low &+ high) >> 1
            if cells[mid].symbol < symbol { low = mid &+ 1 } else { high = mid }
        }
        return low < cells.count && cells[low].symbol == symbol ? cells[low].coefficient : 0
    }
}
