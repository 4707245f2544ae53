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

    /// Substitutes the row `constant + source` for `removing` in the row in `slot`, in one pass over
    /// the two sorted rows: with `a` the row's coefficient of `removing`,
    /// `row = (row - a·removing) + a·(constant + source)`.
    ///
    /// The merged cells are written to `scratch.cells` through a pointer (one uniqueness check per
    /// merge, not one per cell), then copied back into the row's own buffer. A merge allocates only
    /// when the row outgrows its buffer (it then gets half as much again to grow into, as does a
    /// row whose buffer has become more than ``Scratch/keptCapacity(for:)``) or when the
    /// scratch meets a longer merge than any before. Trading buffers with the row instead, as this
    /// did before, reallocated on about two merges in three: each row's buffer was sized to that
    /// row, too small for the next row's merge (enaml's build allocated 850 times).
    ///
    /// `s` is the cells of the row substituted, read through a pointer that the caller holds
    /// for all the rows of one substitution (taking it per row retained and released the row).
    @inline(__always)
    mutating func mergeRow(_ s: UnsafeBufferPointer<Cell>, constant: Double, into slot: Int32, replacing removing: Symbol) {
        journalRow(slot)
        let i = Int(slot)
        var target: [Cell] = []
        swap(&target, &tableau.rows[i].cells)
        let factor = target.withUnsafeBufferPointer { Row.coefficient(of: removing, in: $0) }
        tableau.rows[i].constant += factor * constant
        var merged: [Cell] = []
        swap(&merged, &scratch.cells)
        let bound = target.count + s.count
        if merged.count < bound {
            merged = Array(repeating: Cell(symbol: .none, coefficient: 0), count: Swift.max(bound, 2 * merged.count))
        }
        let count = merged.withUnsafeMutableBufferPointer { m in
            target.withUnsafeBufferPointer { t in
                Row.merge(t, s, times: factor, dropping: removing, into: m,
                          gained: { tableau.columns.add($0, slot) }, cancelled: { removeFromColumn($0, slot) })
            }
        }
        merged.withUnsafeBufferPointer { m in
            let cells = UnsafeBufferPointer(rebasing: m[0..<count])
            if target.capacity >= count && target.capacity <= Scratch.keptCapacity(for: count) {
                target.replaceSubrange(0..<target.count, with: cells)
            } else {
                // Outgrown, or a long row's buffer kept by a short row (under churn every row would
                // end up holding one: a 3,000-link chain's rows held 130 MB after 10,000 removals and
                // additions, for 9,000 cells).
                target = []
                target.reserveCapacity(count + count / 2 + 4)
                target.append(contentsOf: cells)
            }
        }
        // Swapped back, not assigned: an assignment retains the buffer and releases it again when
        // the local goes out of scope.
        swap(&target, &tableau.rows[i].cells)
        swap(&merged, &scratch.cells)
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
        row.cells.withUnsafeBufferPointer { cells in
            var node = tableau.columns.firstNode(symbol)
            while node >= 0 {
                let slot = tableau.columns.slot(at: node)
                node = tableau.columns.node(after: node)
                mergeRow(cells, constant: row.constant, into: slot, replacing: symbol)
                let basic = tableau.rowBasic[Int(slot)]
                touch(basic)
                if symbols.kinds[Int(basic)] != .external && tableau.rows[Int(slot)].constant < -Tolerance.epsilon {
                    work.queueInfeasible(slot)
                }
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
        var changed = false
        for level in 0..<stride {
            let c = objective.coefficients[base + level]
            if c == 0 { continue }
            changed = true
            setObjectiveCoefficient(base + level, 0)
            objective.constants[level] += c * row.constant
            if journal.logsTableau {
                for cell in row.cells {
                    let index = Int(cell.symbol) * stride + level
                    var value = objective.coefficients[index] + c * cell.coefficient
                    if Tolerance.isNearZero(value) { value = 0 }
                    setObjectiveCoefficient(index, value)
                }
                continue
            }
            // Unjournaled, the coefficients are written through one pointer: writing them one by one
            // checked the array's uniqueness per cell.
            objective.coefficients.withUnsafeMutableBufferPointer { coefficients in
                row.cells.withUnsafeBufferPointer { cells in
                    for cell in cells {
                        let index = Int(cell.symbol) &* stride &+ level
                        let value = coefficients[index] + c * cell.coefficient
                        coefficients[index] = Tolerance.isNearZero(value) ? 0 : value
                    }
                }
            }
        }
        // Marked once for all levels, in row order: the order the levels' loop marked them in.
        if changed {
            for cell in row.cells { work.markDirty(cell.symbol) }
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
