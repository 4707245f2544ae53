// The tableau's elementary operations. Every change to a row goes through here, so that the column
// index, the journal and the work lists stay in step with the rows.

extension Engine {
    /// Removes `slot` from `symbol`'s column.
    @inline(__always)
    mutating func removeFromColumn(_ symbol: Symbol, _ slot: Int32) {
        tableau.columns.remove(symbol, slot)
    }

    /// Enters `row` into the tableau as the row of `basic`: `basic = row`.
    ///
    /// - Precondition: `row` is expressed in parametric symbols only, and `basic` is parametric.
    @discardableResult
    mutating func insertRow(_ row: Row, basic: Symbol) -> Int32 {
        let slot = makeSlot()
        journalRow(slot)
        tableau.rows[Int(slot)] = row
        tableau.rowBasic[Int(slot)] = basic
        tableau.setBasicSlot(basic, slot)
        for cell in row.cells { tableau.columns.add(cell.symbol, slot) }
        touch(basic)
        return slot
    }

    /// Takes the row in `slot` out of the tableau; its basic symbol becomes parametric.
    mutating func takeRow(_ slot: Int32) -> Row {
        journalRow(slot)
        let i = Int(slot)
        let row = tableau.rows[i]
        tableau.rows[i] = Row()
        for cell in row.cells { removeFromColumn(cell.symbol, slot) }
        let basic = tableau.rowBasic[i]
        tableau.setBasicSlot(basic, -1)
        tableau.rowBasic[i] = .none
        touch(basic)
        tableau.freeSlot(slot)
        if journal.logsTableau { journal.slotEvents.append(.released(slot)) }
        return row
    }

    /// Merges `factor · source` into the row in `slot` and drops `removing` from it, in one pass
    /// over the two sorted rows: `row = (row - a·removing) + factor · source`.
    ///
    /// The merged cells are written to `scratch`, which then trades buffers with the row, so a merge
    /// allocates only when a row outgrows every buffer it has had, or when the scratch buffer is
    /// far larger than the row (then the row gets a copy of its own size).
    @inline(__always)
    mutating func mergeRow(_ source: Row, times factor: Double, into slot: Int32, removing: Symbol) {
        journalRow(slot)
        let i = Int(slot)
        let target = tableau.rows[i].cells
        tableau.rows[i].cells = []
        tableau.rows[i].constant += factor * source.constant
        var merged = scratch.cells
        scratch.cells = []
        merged.removeAll(keepingCapacity: true)
        merged.reserveCapacity(target.count + source.cells.count)
        target.withUnsafeBufferPointer { t in
            source.cells.withUnsafeBufferPointer { s in
                var a = 0, b = 0
                while a < t.count || b < s.count {
                    if b == s.count || (a < t.count && t[a].symbol < s[b].symbol) {
                        if t[a].symbol != removing { merged.append(t[a]) }
                        a += 1
                    } else if a == t.count || s[b].symbol < t[a].symbol {
                        let c = factor * s[b].coefficient
                        if !Tolerance.isNearZero(c) {
                            merged.append(Cell(symbol: s[b].symbol, coefficient: c))
                            tableau.columns.add(s[b].symbol, slot)
                        }
                        b += 1
                    } else {
                        let c = t[a].coefficient + factor * s[b].coefficient
                        if Tolerance.isNearZero(c) {
                            removeFromColumn(t[a].symbol, slot)
                        } else {
                            merged.append(Cell(symbol: t[a].symbol, coefficient: c))
                        }
                        a += 1
                        b += 1
                    }
                }
            }
        }
        if merged.capacity > Scratch.keptCapacity(for: merged.count) {
            // A buffer grown for a long row stays with the scratch: handed to a short row it would
            // stay there, and under churn every row would end up holding one (a 3,000-link chain's
            // rows held 130 MB after 10,000 removals and additions, for 9,000 cells).
            // Appended into a buffer of its own: `Array(merged)`, or of a whole slice of it, would
            // share the buffer rather than copy it.
            var own: [Cell] = []
            own.reserveCapacity(merged.count)
            own.append(contentsOf: merged)
            tableau.rows[i].cells = own
            scratch.cells = merged
        } else {
            tableau.rows[i].cells = merged
            scratch.cells = target
        }
    }

    /// Adds `factor · source` to the row in `slot`: `row += factor · source`.
    @inline(__always)
    mutating func addRow(_ source: Row, times factor: Double, to slot: Int32) {
        journalRow(slot)
        let i = Int(slot)
        tableau.rows[i].constant += factor * source.constant
        for cell in source.cells {
            let change = tableau.rows[i].add(cell.symbol, factor * cell.coefficient)
            if change > 0 {
                tableau.columns.add(cell.symbol, slot)
            } else if change < 0 {
                removeFromColumn(cell.symbol, slot)
            }
        }
    }

    /// Replaces `symbol` by `row` everywhere: in every row that holds it, in the objective and in the
    /// phase-one objective. For a row `b = c + a·symbol + Σ`: `b = c + a·row + Σ`.
    ///
    /// Rows whose restricted basic symbol goes negative are queued for the dual simplex.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        // The loop changes other symbols' columns only (`row` does not hold `symbol`), so the column
        // can be read in place and emptied afterwards, with no copy.
        var node = tableau.columns.firstNode(symbol)
        while node >= 0 {
            let slot = tableau.columns.slot(at: node)
            node = tableau.columns.node(after: node)
            let a = tableau.rows[Int(slot)].coefficient(for: symbol)
            mergeRow(row, times: a, into: slot, removing: symbol)
            let basic = tableau.rowBasic[Int(slot)]
            touch(basic)
            if symbols.kinds[Int(basic)] != .external && tableau.rows[Int(slot)].constant < -Tolerance.epsilon {
                work.queueInfeasible(slot)
            }
        }
        tableau.columns.removeAll(symbol)
        substituteInObjective(symbol, with: row)
        if artificial != nil {
            let a = artificial!.remove(symbol)
            if a != 0 { artificial!.add(row, times: a) }
        }
    }

    /// `objective += c_symbol · (row - symbol)` at every level.
    mutating func substituteInObjective(_ symbol: Symbol, with row: Row) {
        let stride = objective.stride
        let base = Int(symbol) * stride
        for level in 0..<stride {
            let c = objective.coefficients[base + level]
            if c == 0 { continue }
            setObjectiveCoefficient(base + level, 0)
            objective.constants[level] += c * row.constant
            for cell in row.cells {
                let index = Int(cell.symbol) * stride + level
                var value = objective.coefficients[index] + c * cell.coefficient
                if Tolerance.isNearZero(value) { value = 0 }
                setObjectiveCoefficient(index, value)
                work.markDirty(cell.symbol)
            }
        }
    }

    /// Adds `factor` times the error `symbol` to the objective at `level`, substituting its row if it
    /// is basic.
    mutating func addToObjective(_ symbol: Symbol, times factor: Double, level: Int) {
        let stride = objective.stride
        let slot = tableau.basicSlot[Int(symbol)]
        if slot < 0 {
            let index = Int(symbol) * stride + level
            var value = objective.coefficients[index] + factor
            if Tolerance.isNearZero(value) { value = 0 }
            setObjectiveCoefficient(index, value)
            work.markDirty(symbol)
            return
        }
        let row = tableau.rows[Int(slot)]
        objective.constants[level] += factor * row.constant
        for cell in row.cells {
            let index = Int(cell.symbol) * stride + level
            var value = objective.coefficients[index] + factor * cell.coefficient
            if Tolerance.isNearZero(value) { value = 0 }
            setObjectiveCoefficient(index, value)
            work.markDirty(cell.symbol)
        }
    }

    /// Exchanges `entering` (parametric) for the basic symbol of `slot`.
    ///
    /// The row `leaving = c + a·entering + Σ` becomes `entering = (leaving - c - Σ) / a`, which is
    /// then substituted for `entering` everywhere else.
    mutating func pivot(_ slot: Int32, entering: Symbol) {
        pivotCount &+= 1
        journalRow(slot)
        let i = Int(slot)
        let leaving = tableau.rowBasic[i]
        var row = tableau.rows[i]
        tableau.rows[i] = Row()
        tableau.setBasicSlot(leaving, -1)
        let dropped = row.solve(for: leaving, entering)
        // The row keeps its symbols but `entering`, gains `leaving`, and loses any cell the
        // division left near zero; only those column entries change. (Taking every cell out and
        // back cost a walk of each column, and a symbol many rows share has a column as long as
        // the tableau: a 3,000-row screen spent most of its layout there.)
        removeFromColumn(entering, slot)
        // `leaving` is new to the row: dropped (a pivot element above 1e8), it was never listed.
        for symbol in dropped where symbol != leaving { removeFromColumn(symbol, slot) }
        substitute(entering, with: row)
        tableau.rows[i] = row
        tableau.rowBasic[i] = entering
        tableau.setBasicSlot(entering, slot)
        if dropped.isEmpty || !dropped.contains(leaving) { tableau.columns.add(leaving, slot) }
        touch(leaving)
        touch(entering)
    }
}
