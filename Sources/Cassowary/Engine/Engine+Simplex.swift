// The primal and dual simplex methods over the lexicographic objective.
//
// Entering symbols follow Bland's rule (the lowest symbol whose objective vector is negative), and
// ties in the ratio tests go to the lowest basic symbol, so that degenerate pivots cannot cycle and
// every run makes the same choices.

extension Engine {
    /// Minimises the objective, level by level, from a feasible tableau (primal simplex).
    mutating func optimize() {
        while true {
            let entering = objectiveEnteringSymbol()
            if entering == .none { return }
            let slot = leavingSlot(for: entering)
            if slot < 0 {
                // In exact arithmetic the objective (a sum of non-negative errors) is bounded below, so
                // a negative coefficient with no bounding row is rounding residue: leave it be.
                isDirty[Int(entering)] = false
                dirty.removeAll { $0 == entering }
                continue
            }
            pivot(slot, entering: entering)
        }
    }

    /// Minimises the phase-one objective (the artificial row) from a feasible tableau.
    mutating func optimizeArtificial() {
        while let row = artificial {
            var entering = Symbol.none
            for cell in row.cells where cell.coefficient < 0 && kinds[Int(cell.symbol)] != .dummy {
                entering = cell.symbol
                break
            }
            if entering == .none { return }
            let slot = leavingSlot(for: entering)
            if slot < 0 { return }
            pivot(slot, entering: entering)
        }
    }

    /// The lowest symbol whose objective vector is lexicographically negative, or `.none`.
    ///
    /// Only the dirty list is searched: a symbol's coefficient can turn negative only when it changes,
    /// and every change marks the symbol dirty. Symbols found non-negative leave the list.
    mutating func objectiveEnteringSymbol() -> Symbol {
        var best = Symbol.none
        var i = 0
        while i < dirty.count {
            let symbol = dirty[i]
            let s = Int(symbol)
            let kind = kinds[s]
            if kind == .free || kind == .dummy || basicSlot[s] >= 0 || objective.sign(of: symbol) >= 0 {
                isDirty[s] = false
                dirty[i] = dirty[dirty.count - 1]
                dirty.removeLast()
                continue
            }
            if best == .none || symbol < best { best = symbol }
            i += 1
        }
        return best
    }

    /// The primal ratio test: of the restricted rows in which `entering` has a negative coefficient,
    /// the one that limits its increase first (`-constant / coefficient` least). -1 when none does.
    func leavingSlot(for entering: Symbol) -> Int32 {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Symbol.max
        for slot in columns[Int(entering)] {
            let basic = rowBasic[Int(slot)]
            if kinds[Int(basic)] == .external { continue }
            let row = rows[Int(slot)]
            let c = row.coefficient(for: entering)
            if c < 0 {
                let ratio = -row.constant / c
                // Ratios within the tolerance are ties, broken by the lowest basic symbol (Bland's
                // rule): with exact comparison, rounding noise would break ties at random and
                // degenerate pivots could cycle.
                if ratio < bestRatio - Tolerance.epsilon
                    || (ratio <= bestRatio + Tolerance.epsilon && basic < bestBasic)
                {
                    best = slot
                    bestRatio = ratio
                    bestBasic = basic
                }
            }
        }
        return best
    }

    /// Restores feasibility after constants changed, keeping the objective optimal (dual simplex).
    ///
    /// - Returns: `false` when some infeasible row cannot be repaired: the required constraints
    ///   cannot all hold. The tableau is then unusable and must be rolled back.
    mutating func dualOptimize() -> Bool {
        while !infeasible.isEmpty {
            // Repair the row with the lowest basic symbol first, whatever order the rows were queued in.
            var pick = 0
            for k in 1..<infeasible.count where rowBasic[Int(infeasible[k])] < rowBasic[Int(infeasible[pick])] {
                pick = k
            }
            let slot = infeasible[pick]
            infeasible[pick] = infeasible[infeasible.count - 1]
            infeasible.removeLast()
            let basic = rowBasic[Int(slot)]
            guard basic != .none, kinds[Int(basic)] != .external,
                rows[Int(slot)].constant < -Tolerance.epsilon
            else { continue }
            let entering = dualEnteringSymbol(rows[Int(slot)])
            if entering == .none { return false }
            pivot(slot, entering: entering)
        }
        return true
    }

    /// The dual ratio test: of the row's symbols with a positive coefficient, the one whose objective
    /// vector divided by that coefficient is lexicographically least.
    func dualEnteringSymbol(_ row: Row) -> Symbol {
        var best = Symbol.none
        var bestCoefficient = 0.0
        for cell in row.cells where cell.coefficient > 0 && kinds[Int(cell.symbol)] != .dummy {
            if best == .none
                || objective.ratio(cell.symbol, over: cell.coefficient, isLessThan: best, over: bestCoefficient)
            {
                best = cell.symbol
                bestCoefficient = cell.coefficient
            }
        }
        return best
    }
}
