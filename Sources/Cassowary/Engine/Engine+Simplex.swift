// The primal and dual simplex methods over the lexicographic objective.
//
// Pivots are chosen by steepest descent (Dantzig's rule): the primal enters the symbol whose
// objective coefficient is most negative at the highest level, the dual repairs the most infeasible
// row first. Bland's rule (lowest symbols first) never cycles but wanders: on the random benchmark
// it took thousands of pivots per constraint, each spreading rounding error. Ties in the ratio
// tests go to the largest pivot element, and elements that are tiny next to their row's largest are
// passed over while anything else will do, for numerical stability. Should a phase run long (a sign
// of degenerate cycling), it finishes under Bland's rule in full, which cannot cycle. Every run
// makes the same choices.

extension Engine {
    /// Pivots after which a phase switches to Bland's rule in full: far more than a well-behaved
    /// phase takes (a handful per call), few enough that a cycle is cut short.
    var pivotsBeforeBland: Int { 64 + 2 * tableau.rows.count }

    /// Pivots after which a phase gives up. Bland's rule terminates in exact arithmetic; in floating
    /// point an ill-conditioned tableau (the random benchmark's, from about 300 constraints) can
    /// still go round for ever, and a call that never returns is worse than a wrong one.
    var pivotLimit: Int { 100 + 10 * tableau.rows.count }

    /// Pivots after which a dual simplex that may give up early does: a suggestion that moves the
    /// random benchmark's 1,000 constraints far takes 50-170 pivots, and the rare run that stalls
    /// in degenerate pivots went on for 2,000, at 15 ms a pivot on its dense rows, where
    /// rebuilding takes 1 s.
    var earlyDualLimit: Int { 64 + tableau.rows.count / 4 }

    /// Minimises the objective, level by level, from a feasible tableau (primal simplex).
    mutating func optimize() {
        var pivots = 0
        while true {
            let bland = pivots > pivotsBeforeBland
            let entering = objectiveEnteringSymbol(bland: bland)
            if entering == .none { return }
            let slot = leavingSlot(for: entering, bland: bland)
            if slot < 0 {
                // In exact arithmetic the objective (a sum of non-negative errors) is bounded below, so
                // a negative coefficient with no bounding row is rounding residue: leave it be.
                work.removeDirty(entering)
                continue
            }
            pivot(slot, entering: entering)
            pivots += 1
            if pivots > pivotLimit { return }
        }
    }

    /// Minimises the phase-one objective (the artificial row) from a feasible tableau.
    ///
    /// The entering symbol is the one held by the fewest rows (then the lowest): any symbol that
    /// lowers the artificial objective will do, and the sparsest column makes the cheapest pivot
    /// (a grid's shared width otherwise pivots in through every row). After
    /// ``pivotsBeforeBland`` pivots it is the lowest symbol, Bland's rule, which cannot cycle.
    mutating func optimizeArtificial() {
        var pivots = 0
        while let row = artificial {
            let bland = pivots > pivotsBeforeBland
            var entering = Symbol.none
            var enteringCount = Int.max
            for cell in row.cells where cell.coefficient < 0 && symbols.kinds[Int(cell.symbol)] != .dummy {
                if bland { entering = cell.symbol; break }
                let count = tableau.columns.count(of: cell.symbol)
                if count < enteringCount { entering = cell.symbol; enteringCount = count }
            }
            if entering == .none { return }
            let slot = leavingSlot(for: entering, bland: bland)
            if slot < 0 { return }
            pivot(slot, entering: entering)
            pivots += 1
            if pivots > pivotLimit { return }
        }
    }

    /// Of the symbols whose objective vector is lexicographically negative, the one whose first
    /// non-zero component is at the highest level and most negative (then the lowest symbol); with
    /// `bland`, the lowest symbol. `.none` when the objective is optimal.
    ///
    /// Only the dirty list is searched: a symbol's coefficient can turn negative only when it changes,
    /// and every change marks the symbol dirty. Symbols found non-negative leave the list.
    mutating func objectiveEnteringSymbol(bland: Bool = false) -> Symbol {
        var best = Symbol.none
        var bestLevel = Int.max
        var bestCoefficient = 0.0
        var i = 0
        while i < work.dirty.count {
            let symbol = work.dirty[i]
            let s = Int(symbol)
            let kind = symbols.kinds[s]
            if kind == .free || kind == .dummy || tableau.basicSlot[s] >= 0 || objective.sign(of: symbol) >= 0 {
                work.removeDirty(at: i)
                continue
            }
            if bland {
                if best == .none || symbol < best { best = symbol }
            } else {
                let (level, coefficient) = objective.leadingComponent(of: symbol)
                if level < bestLevel || (level == bestLevel && (coefficient < bestCoefficient
                    || (coefficient == bestCoefficient && symbol < best)))
                {
                    best = symbol
                    bestLevel = level
                    bestCoefficient = coefficient
                }
            }
            i += 1
        }
        return best
    }

    /// The primal ratio test: of the restricted rows in which `entering` has a negative coefficient,
    /// the one that limits its increase first (`-constant / coefficient` least). -1 when none does.
    ///
    /// Ratios within the tolerance are ties. Ties go to the largest `|coefficient|`, since pivoting
    /// on a small element multiplies rounding errors into every row it is substituted into (the
    /// random benchmark's coefficients grew to 1e11 that way); with `bland`, ties go to the lowest
    /// basic symbol instead, which cannot cycle.
    func leavingSlot(for entering: Symbol, bland: Bool = false) -> Int32 {
        let slot = leavingSlot(for: entering, bland: bland, skippingTinyElements: true)
        return slot >= 0 ? slot : leavingSlot(for: entering, bland: bland, skippingTinyElements: false)
    }

    /// ``leavingSlot(for:bland:)``, optionally passing over rows whose element is tiny next to the
    /// row's largest (see ``Tolerance/relativePivot``). The caller retries without skipping, so a
    /// tiny element is pivoted on only when nothing else bounds the entering symbol.
    private func leavingSlot(for entering: Symbol, bland: Bool, skippingTinyElements: Bool) -> Int32 {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Symbol.max
        var bestMagnitude = 0.0
        var node = tableau.columns.firstNode(entering)
        while node >= 0 {
            let slot = tableau.columns.slot(at: node)
            node = tableau.columns.node(after: node)
            let basic = tableau.rowBasic[Int(slot)]
            if symbols.kinds[Int(basic)] == .external { continue }
            let row = tableau.rows[Int(slot)]
            let c = row.coefficient(for: entering)
            guard c < 0 else { continue }
            if skippingTinyElements && row.isTinyPivot(c) { continue }
            let ratio = -row.constant / c
            let isTie = ratio <= bestRatio + Tolerance.epsilon
            let wins: Bool
            if ratio < bestRatio - Tolerance.epsilon {
                wins = true
            } else if !isTie {
                wins = false
            } else if bland || abs(c) == bestMagnitude {
                wins = basic < bestBasic
            } else {
                wins = -c > bestMagnitude
            }
            if wins {
                best = slot
                bestRatio = min(ratio, bestRatio)
                bestBasic = basic
                bestMagnitude = -c
            }
        }
        return best
    }

    /// Restores feasibility after constants changed, keeping the objective optimal (dual simplex).
    ///
    /// - Returns: `false` when some infeasible row cannot be repaired: the required constraints
    ///   cannot all hold. The tableau is then unusable and must be rolled back.
    ///
    /// - Parameter giveUpEarly: stop after ``earlyDualLimit`` pivots instead of finishing under
    ///   Bland's rule, for callers that can start again from the constraints (``rebuild()``), which
    ///   is cheaper than a long degenerate run and starts from an unspoilt tableau.
    mutating func dualOptimize(giveUpEarly: Bool = false) -> Bool {
        var pivots = 0
        let limit = giveUpEarly ? earlyDualLimit : pivotLimit
        while !work.infeasible.isEmpty {
            // Repair the most infeasible row first (then the lowest basic symbol), whatever order the
            // rows were queued in; under Bland's rule, the lowest basic symbol.
            let bland = pivots > pivotsBeforeBland
            var pick = 0
            for k in 1..<work.infeasible.count {
                let a = tableau.rows[Int(work.infeasible[k])].constant, b = tableau.rows[Int(work.infeasible[pick])].constant
                let isBetter = (bland || a == b)
                    ? tableau.rowBasic[Int(work.infeasible[k])] < tableau.rowBasic[Int(work.infeasible[pick])] : a < b
                if isBetter { pick = k }
            }
            let slot = work.takeInfeasible(at: pick)
            let basic = tableau.rowBasic[Int(slot)]
            guard basic != .none, symbols.kinds[Int(basic)] != .external,
                tableau.rows[Int(slot)].constant < -Tolerance.epsilon
            else { continue }
            let entering = dualEnteringSymbol(tableau.rows[Int(slot)], bland: bland)
            if entering == .none || pivots > limit {
                work.clearInfeasible()
                return false
            }
            pivot(slot, entering: entering)
            pivots += 1
        }
        return true
    }

    /// The dual ratio test: of the row's symbols with a positive coefficient, the one whose objective
    /// vector divided by that coefficient is lexicographically least.
    ///
    /// Ties (equal within the tolerance) go to the largest coefficient, for the same reason as in
    /// ``leavingSlot(for:bland:)``; with `bland`, to the lowest symbol.
    func dualEnteringSymbol(_ row: Row, bland: Bool = false) -> Symbol {
        let symbol = dualEnteringSymbol(row, bland: bland, above: Tolerance.relativePivot * row.largestMagnitude)
        return symbol != .none ? symbol : dualEnteringSymbol(row, bland: bland, above: 0)
    }

    /// ``dualEnteringSymbol(_:bland:)`` over the coefficients above `smallest`.
    private func dualEnteringSymbol(_ row: Row, bland: Bool, above smallest: Double) -> Symbol {
        var best = Symbol.none
        var bestCoefficient = 0.0
        for cell in row.cells where cell.coefficient > smallest && symbols.kinds[Int(cell.symbol)] != .dummy {
            if best == .none {
                best = cell.symbol
                bestCoefficient = cell.coefficient
                continue
            }
            if objective.ratio(cell.symbol, over: cell.coefficient, isLessThan: best, over: bestCoefficient, tiesToLower: false) {
                best = cell.symbol
                bestCoefficient = cell.coefficient
            } else if !bland && cell.coefficient > bestCoefficient
                && !objective.ratio(best, over: bestCoefficient, isLessThan: cell.symbol, over: cell.coefficient, tiesToLower: false)
            {
                best = cell.symbol
                bestCoefficient = cell.coefficient
            }
        }
        return best
    }
}
