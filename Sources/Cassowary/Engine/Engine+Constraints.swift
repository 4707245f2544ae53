// Adding and removing constraints: Cassowary's incremental algorithm, as in kiwi, with strict levels.

extension Engine {
    /// The symbol of `variable`, made (with a record) on first use. Counts one more user.
    mutating func retainVariable(_ variable: Variable) -> Symbol {
        if let known = registry.retainUser(of: variable.id, journal: &journal) { return known }
        let symbol = makeSymbol(.external, owner: variable.id, variable: variable)
        setVariableRecord(variable.id, VariableRecord(id: variable.id, symbol: symbol, users: 1))
        return symbol
    }

    /// Counts one user fewer for `variable`; a variable nobody uses leaves the engine.
    mutating func releaseVariable(_ variable: Variable) {
        guard var record = registry.variables[variable.id] else { return }
        record.users -= 1
        if record.users > 0 {
            setVariableRecord(variable.id, record)
            return
        }
        let symbol = record.symbol
        let s = Int(symbol)
        // In exact arithmetic no row depends on a variable that no constraint mentions.
        if cache.reported[s] != 0 { cache.droppedSinceReport.append(variable) }
        purge(symbol)
        cache.forget(symbol)
        setVariableRecord(variable.id, nil)
    }

    /// Whether `terms[index]` is the first term of its variable (terms may repeat a variable).
    @inline(__always)
    func isFirstOccurrence(_ terms: [Term], _ index: Int) -> Bool {
        let id = terms[index].variable.id
        for k in 0..<index where terms[k].variable.id == id { return false }
        return true
    }

    /// Builds the row for `constraint` over its variables (basic ones as references), with its slack,
    /// errors or dummy, and its record. Makes symbols and variable records; changes no row.
    ///
    /// `expression <= 0` becomes `expression + slack = 0`; `>= 0` becomes `expression - slack = 0`;
    /// an optional relation also gets errors weighed in the objective at its level. The row is made to
    /// have a non-negative constant.
    mutating func makeRow(for constraint: Constraint) -> (Row, ConstraintRecord) {
        let terms = constraint.expression.terms
        var row = Row(constant: constraint.expression.constant, cells: tableau.takeSpareCells())
        // Room for its slack or errors, and a little to grow by merges without reallocating at once.
        row.cells.reserveCapacity(terms.count + 4)
        for index in terms.indices where isFirstOccurrence(terms, index) {
            let variable = terms[index].variable
            var coefficient = terms[index].coefficient
            for k in (index + 1)..<terms.count where terms[k].variable.id == variable.id { coefficient += terms[k].coefficient }
            let symbol = retainVariable(variable)
            if Tolerance.isNearZero(coefficient) { continue }
            // Basic variables stay as references here; `addInJournal` expands them only if it must.
            row.add(symbol, coefficient)
        }

        let id = constraint.id
        let isRequired = constraint.priority.isRequired
        var record = ConstraintRecord(
            constant: constraint.expression.constant, priority: constraint.priority, marker: .none,
            other: .none, markerCoefficient: 1, level: -1, sequence: registry.takeSequence(), isEdit: false)
        if !isRequired { record.level = objective.retain(priority: constraint.priority.rawValue) }

        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = makeSymbol(.slack, owner: id)
            row.add(slack, coefficient)
            record.marker = slack
            record.markerCoefficient = coefficient
            if !isRequired {
                let error = makeSymbol(.error, owner: id)
                row.add(error, -coefficient)
                record.other = error
                addToObjective(error, times: 1, level: record.level)
            }
        case .equal:
            if isRequired {
                let dummy = makeSymbol(.dummy, owner: id)
                row.add(dummy, 1)
                record.marker = dummy
                record.markerCoefficient = 1
            } else {
                let plus = makeSymbol(.error, owner: id)
                let minus = makeSymbol(.error, owner: id)
                row.add(plus, -1)
                row.add(minus, 1)
                record.marker = plus
                record.markerCoefficient = -1
                record.other = minus
                addToObjective(plus, times: 1, level: record.level)
                addToObjective(minus, times: 1, level: record.level)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, record)
    }

    /// Adds `constraint`. A journal must be open; on a throw the caller rolls it back.
    ///
    /// - Throws: ``SolverError/unsatisfiable(conflict:)`` with the candidates for the conflict (not
    ///   yet minimised) when the required constraints cannot all hold.
    mutating func addInJournal(_ constraint: Constraint) throws(EngineFailure) {
        let (made, record) = makeRow(for: constraint)
        var row = made
        insertConstraint(constraint, record)

        if let subject = referenceSubject(&row) {
            row.solve(for: subject)
            insertRow(row, basic: subject)
            optimize()
            return
        }
        let magnitude = termMagnitude(of: row)
        expandExternals(&row)
        if row.constant < 0 { row.reverseSign() }

        var subject = chooseSubject(row, record)
        if subject == .none && row.cells.allSatisfy({ symbols.kinds[Int($0.symbol)] == .dummy }) {
            if !Tolerance.isNearZero(row.constant, relativeTo: magnitude) {
                throw EngineFailure(constraint: constraint, candidates: owners(of: row))
            }
            subject = record.marker
        }

        if subject == .none {
            journalTableau()
            let before = objective.largestConstant
            try addWithArtificialVariable(row, constraint: constraint, magnitude: magnitude)
            if objective.largestConstant > Tolerance.phaseOneGrowth * Swift.max(1, before) { needsRebuild = true }
        } else {
            if Tolerance.isNearZero(row.constant) { row.constant = 0 }
            row.solve(for: subject)
            // Solved-form rows and the objective hold no external symbols, and external rows may
            // refer to a basic external: only a restricted subject needs substituting.
            if symbols.kinds[Int(subject)] != .external { substitute(subject, with: row) }
            insertRow(row, basic: subject)
        }
        optimize()
    }

    /// Adds the row through an artificial variable (phase one of the two-phase simplex): minimise
    /// `art = row`; the constraint can hold exactly when the minimum is zero.
    ///
    /// `magnitude` is the size of the constraint's terms at the current solution
    /// (``termMagnitude(of:)``): the minimum of a satisfiable row is zero only up to rounding of
    /// that size, and the pivots of phase one add more.
    mutating func addWithArtificialVariable(_ row: Row, constraint: Constraint, magnitude: Double) throws(EngineFailure) {
        let art = makeSymbol(.slack, owner: -1)
        insertRow(row, basic: art)
        artificial = row
        optimizeArtificial()
        let minimum = artificial!.constant
        let certificate = artificial!
        artificial = nil

        if !Tolerance.isNearZero(minimum, relativeTo: magnitude) {
            throw EngineFailure(constraint: constraint, candidates: owners(of: certificate))
        }
        // Drive the artificial variable out of the basis if it is still there.
        let slot = tableau.basicSlot[Int(art)]
        if slot >= 0 {
            var artRow = takeRow(slot)
            // The largest coefficient, for the same reason as in `chooseSubject`. Residue-sized
            // ones do not count: a redundant equality's row (`0 = -d1 + d2`, a duplicate of an
            // earlier constraint) keeps rounding of 1e-8 on slacks and errors, and dividing by
            // that floods the tableau with errors of 1e8. Such a row is dropped below instead.
            let entering = artRow.cells.filter { symbols.kinds[Int($0.symbol)].isPivotable && !artRow.isTinyPivot($0.coefficient) }
                .max { abs($0.coefficient) < abs($1.coefficient) }?.symbol
            if let entering {
                artRow.solve(for: art, entering)
                substitute(entering, with: artRow)
                insertRow(artRow, basic: entering)
            } else if !artRow.cells.isEmpty && !Tolerance.isNearZero(artRow.constant, relativeTo: magnitude) {
                throw EngineFailure(constraint: constraint, candidates: owners(of: artRow))
            }
        }
        releaseSymbol(art)
    }

    /// `|constant| + Σ |coefficient × value|` over a new row's external terms, at the current
    /// solution: the magnitude of the numbers whose difference the row's residual is.
    func termMagnitude(of row: Row) -> Double {
        var magnitude = abs(row.constant)
        for cell in row.cells where symbols.kinds[Int(cell.symbol)] == .external {
            let slot = tableau.basicSlot[Int(cell.symbol)]
            if slot >= 0 { magnitude += abs(cell.coefficient * tableau.rows[Int(slot)].constant) }
        }
        return magnitude
    }

    /// The ids of the required constraints whose markers appear in `row`: the constraints that a
    /// phase-one certificate (or an all-dummy row) combines into a contradiction.
    func owners(of row: Row) -> [Int] {
        var ids: [Int] = []
        for cell in row.cells {
            let kind = symbols.kinds[Int(cell.symbol)]
            guard kind == .slack || kind == .dummy else { continue }
            let id = symbols.owner[Int(cell.symbol)]
            if id >= 0 && !ids.contains(id) { ids.append(id) }
        }
        return ids
    }

    /// Removes the constraint with `id`.
    ///
    /// Its errors leave the objective; its marker is made basic (if it is not) in the row that limits
    /// it most and that row is dropped; then the objective is re-minimised.
    mutating func removeConstraint(_ id: Int) {
        guard let record = registry.records[id], let constraint = registry.constraint(id) else { return }
        removeConstraintEntry(id)
        if record.level >= 0 {
            for error in [record.marker, record.other] where error != .none && symbols.kinds[Int(error)] == .error {
                addToObjective(error, times: -1, level: record.level)
            }
        }
        let marker = record.marker
        let markerSlot = tableau.basicSlot[Int(marker)]
        if markerSlot >= 0 {
            _ = takeRow(markerSlot)
        } else {
            var slot = markerLeavingSlot(marker)
            if slot >= 0 && symbols.kinds[Int(tableau.rowBasic[Int(slot)])] == .external && tableau.columns.count(of: marker) > 1 {
                // No solved-form row holds the marker, and several external rows do. An external row's
                // own coefficient for the marker can differ from its net one (a row it refers to may
                // hold the marker too), so pivot on a row that refers to no other holder; if its
                // coefficient is residue, bring the holders to solved form, where the two agree, and
                // choose again.
                slot = bottomExternalHolder(of: marker)
                if slot < 0 {
                    for holder in tableau.columns.slots(of: marker) where symbols.kinds[Int(tableau.rowBasic[Int(holder)])] == .external {
                        expandRow(holder)
                    }
                    slot = markerLeavingSlot(marker)
                }
            }
            if slot >= 0 {
                let leaving = tableau.rowBasic[Int(slot)]
                if symbols.kinds[Int(leaving)] == .external {
                    // The objective's coefficients for the marker are rounding residue once its
                    // errors' weight is gone (no solved-form row holds it).
                    let base = Int(marker) * objective.stride
                    for level in 0..<objective.stride where objective.coefficients[base + level] != 0 {
                        setObjectiveCoefficient(base + level, 0)
                    }
                }
                var row = takeRow(slot)
                row.solve(for: leaving, marker)
                substitute(marker, with: row)
            }
        }
        for symbol in [record.marker, record.other] where symbol != .none { purge(symbol) }
        if record.level >= 0 { objective.release(slot: record.level) }
        let terms = constraint.expression.terms
        for index in terms.indices where isFirstOccurrence(terms, index) { releaseVariable(terms[index].variable) }
        optimize()
    }

    /// Of the external rows holding `marker`, one that refers to no other row holding it, directly
    /// or through other external rows, and whose coefficient for `marker` is not tiny next to the
    /// row's largest (a pivot on it would divide by residue); the one fewest rows refer to, then
    /// the lowest basic symbol. -1 when there is none (the caller then expands the holders).
    ///
    /// Its own coefficient for `marker` is then the net one, so `x = rest + c*m` solves to
    /// `m = (x - rest) / c` without expanding anything. Substituting that into another holder `z`
    /// makes `z` refer to `rest`'s rows, which reach no holder and so not `z`: no cycle. Such a row
    /// always exists, as references form no cycle. Expanding every holder to solved form instead
    /// (as removal once did) left them expanded after the constraint came back: under churn a
    /// tree's tableau grew 49% denser and five times slower.
    ///
    /// - Precondition: more than one external row holds `marker`, and no restricted row does but
    ///   with an element too tiny to pivot on.
    /// - Complexity: O(holders × the rows they reach).
    func bottomExternalHolder(of marker: Symbol) -> Int32 {
        // External rows only: a restricted row passed over for its tiny element may hold it too.
        let holders = tableau.columns.slots(of: marker)
            .filter { symbols.kinds[Int(tableau.rowBasic[Int($0)])] == .external }
            .sorted { tableau.rowBasic[Int($0)] < tableau.rowBasic[Int($1)] }
        let holderBasics = Set(holders.map { tableau.rowBasic[Int($0)] })
        var best: Int32 = -1
        var fewestReferences = Int.max
        for slot in holders {
            var seen = Set<Symbol>()
            var stack = [slot]
            var reachesHolder = false
            search: while let next = stack.popLast() {
                for cell in tableau.rows[Int(next)].cells {
                    let referenced = tableau.basicSlot[Int(cell.symbol)]
                    guard referenced >= 0, symbols.kinds[Int(cell.symbol)] == .external, seen.insert(cell.symbol).inserted else { continue }
                    if holderBasics.contains(cell.symbol) { reachesHolder = true; break search }
                    stack.append(referenced)
                }
            }
            guard !reachesHolder else { continue }
            let row = tableau.rows[Int(slot)]
            if row.isTinyPivot(row.coefficient(for: marker)) { continue }
            let references = tableau.columns.count(of: tableau.rowBasic[Int(slot)])
            if references < fewestReferences {
                best = slot
                fewestReferences = references
            }
        }
        return best
    }

    /// The row to pivot a parametric `marker` into before dropping it: the restricted row that limits
    /// it most when its coefficient is negative, else the restricted row limiting it most the other
    /// way, else any row holding it.
    func markerLeavingSlot(_ marker: Symbol) -> Int32 {
        let slot = markerLeavingSlot(marker, skippingTinyElements: true)
        return slot >= 0 ? slot : markerLeavingSlot(marker, skippingTinyElements: false)
    }

    /// ``markerLeavingSlot(_:)``, optionally passing over rows where the marker's coefficient is
    /// tiny next to the row's largest (``Tolerance/relativePivot``): solving such a row for the
    /// marker divides by residue, and churn on the random benchmark turned a feasible tableau into
    /// one with a negative total error that way.
    private func markerLeavingSlot(_ marker: Symbol, skippingTinyElements: Bool) -> Int32 {
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        var r1 = Double.infinity, r2 = Double.infinity
        var b1 = Symbol.max, b2 = Symbol.max, b3 = Symbol.max
        for slot in tableau.columns[Int(marker)] {
            let basic = tableau.rowBasic[Int(slot)]
            let row = tableau.rows[Int(slot)]
            let c = row.coefficient(for: marker)
            if c == 0 { continue }
            if skippingTinyElements && row.isTinyPivot(c) { continue }
            if symbols.kinds[Int(basic)] == .external {
                if basic < b3 { third = slot; b3 = basic }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 - Tolerance.epsilon || (r <= r1 + Tolerance.epsilon && basic < b1) { r1 = r; first = slot; b1 = basic }
            } else {
                let r = row.constant / c
                if r < r2 - Tolerance.epsilon || (r <= r2 + Tolerance.epsilon && basic < b2) { r2 = r; second = slot; b2 = basic }
            }
        }
        return first >= 0 ? first : (second >= 0 ? second : third)
    }
}

/// A failed add or change inside the engine, before the conflict is minimised.
struct EngineFailure: Error {
    /// The constraint the failed call added or changed.
    var constraint: Constraint
    /// Ids of required constraints that, with `constraint`, cannot all hold (not necessarily minimal).
    var candidates: [Int]
}
