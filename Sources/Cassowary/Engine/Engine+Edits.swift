// Changing constants and priorities in place, and the edit variables built on that.

extension Engine {
    /// Sets the constant of the constraint with `id` to `constant`, re-solving incrementally.
    ///
    /// The constraint's row `K + Σ + m0·m = 0` holds its marker `m` with coefficient `m0` (as first
    /// built). Raising K by δ gives the same system with `m` replaced by `m' + δ/m0`, and `m` appears
    /// nowhere else, so the tableau is rewritten in place: a basic marker's row `m = k + …` becomes
    /// `m' = k - δ/m0 + …`, and every row `b = k + a·m + …` becomes `b = k + a·δ/m0 + a·m' + …`.
    /// The objective's coefficients do not change, so the tableau stays optimal and only feasibility
    /// needs repair: the dual simplex.
    ///
    /// - Throws: when a required constraint's new constant makes the required constraints
    ///   contradict each other. A journal must be open for the caller to roll back. For an
    ///   optional constraint (which cannot conflict), when the dual simplex runs long or rounding
    ///   makes a row look infeasible: the caller marks the tableau for rebuilding (``needsRebuild``).
    mutating func setConstant(_ constant: Double, ofConstraint id: Int) throws(EngineFailure) {
        guard let record = registry.records[id] else { return }
        let delta = constant - record.constant
        if journal.isOpen {
            var changed = record
            changed.constant = constant
            setConstraintRecord(id, changed)
        } else {
            registry.modifyRecord(id) { $0.constant = constant }
        }
        if delta == 0 { return }
        let shift = delta / record.markerCoefficient
        let marker = record.marker
        let markerSlot = tableau.basicSlot[Int(marker)]
        var contradiction = false
        if markerSlot >= 0 {
            contradiction = shiftConstant(of: markerSlot, by: -shift) || contradiction
        } else {
            let plan = shiftPlan(of: marker)
            contradiction = shiftConstants(shifts.plans[plan].slots, shifts.plans[plan].coefficients, by: shift)
            let base = Int(marker) * objective.stride
            for level in 0..<objective.stride where objective.coefficients[base + level] != 0 {
                objective.constants[level] += objective.coefficients[base + level] * shift
            }
        }
        if contradiction || !dualOptimize(giveUpEarly: !record.priority.isRequired) {
            throw EngineFailure(constraint: currentConstraint(id)!, candidates: [])
        }
    }

    /// The index in ``shifts`` of the plan for parametric `marker` at the current structure,
    /// recorded from its column if there is none: the slots of the rows that hold it and its
    /// coefficient in each.
    @inline(__always)
    mutating func shiftPlan(of marker: Symbol) -> Int {
        let stamp = structureStamp
        if let i = shifts.find(marker, at: stamp) { return i }
        let i = shifts.beginRecording(marker, at: stamp)
        for slot in tableau.columns[Int(marker)] {
            shifts.plans[i].slots.append(slot)
            shifts.plans[i].coefficients.append(tableau.rows[Int(slot)].coefficient(for: marker))
        }
        return i
    }

    /// Adds `coefficients[k] * shift` to the constant of the row in `slots[k]`, for every k, as
    /// ``shiftConstant(of:by:)`` does for one; returns whether any made a row of dummies non-zero.
    ///
    /// Outside a journal that logs the tableau, the rows and the touched flags are written through
    /// buffer pointers: one uniqueness check per table instead of one per row (an edit's marker is
    /// in most rows of a grid).
    ///
    /// - Complexity: O(`slots.count`).
    mutating func shiftConstants(_ slots: [Int32], _ coefficients: [Double], by shift: Double) -> Bool {
        var contradiction = false
        if journal.logsTableau {
            for k in slots.indices {
                contradiction = shiftConstant(of: slots[k], by: coefficients[k] * shift) || contradiction
            }
            return contradiction
        }
        var rows: [Row] = [], isTouched: [Bool] = []
        swap(&rows, &tableau.rows)
        swap(&isTouched, &cache.isTouched)
        defer {
            swap(&rows, &tableau.rows)
            swap(&isTouched, &cache.isTouched)
        }
        rows.withUnsafeMutableBufferPointer { rows in
            isTouched.withUnsafeMutableBufferPointer { isTouched in
                for k in slots.indices {
                    let i = Int(slots[k])
                    rows[i].constant += coefficients[k] * shift
                    let basic = tableau.rowBasic[i]
                    switch symbols.kinds[Int(basic)] {
                    case .external:
                        if !isTouched[Int(basic)] {
                            isTouched[Int(basic)] = true
                            cache.touched.append(basic)
                        }
                    case .dummy:
                        if !Tolerance.isNearZero(rows[i].constant) { contradiction = true }
                    default:
                        if rows[i].constant < -Tolerance.epsilon { work.queueInfeasible(slots[k]) }
                    }
                }
            }
        }
        return contradiction
    }

    /// Adds `amount` to the constant of the row in `slot`, queueing it for the dual simplex if that
    /// makes it infeasible. Returns whether it made a row of dummies (a redundant required equality)
    /// non-zero, which no pivot can repair.
    @inline(__always)
    mutating func shiftConstant(of slot: Int32, by amount: Double) -> Bool {
        journalRow(slot)
        let i = Int(slot)
        tableau.rows[i].constant += amount
        let basic = tableau.rowBasic[i]
        touch(basic)
        switch symbols.kinds[Int(basic)] {
        case .external: return false
        case .dummy: return !Tolerance.isNearZero(tableau.rows[i].constant)
        default:
            if tableau.rows[i].constant < -Tolerance.epsilon { work.queueInfeasible(slot) }
            return false
        }
    }

    /// The constraint with `id` as it is now: its current constant and priority.
    func currentConstraint(_ id: Int) -> Constraint? {
        guard let record = registry.records[id], let constraint = registry.constraint(id) else { return nil }
        return constraint.updating(constant: record.constant, priority: record.priority)
    }

    /// Moves an optional constraint to another optional priority: its errors' weight moves from the
    /// old level to the new one, and the objective is re-minimised. Cannot fail.
    mutating func setPriority(_ priority: Priority, ofConstraint id: Int) {
        guard var record = registry.records[id], record.level >= 0 else { return }
        let newLevel = objective.retain(priority: priority.rawValue)
        for error in [record.marker, record.other] where error != .none && symbols.kinds[Int(error)] == .error {
            addToObjective(error, times: -1, level: record.level)
            addToObjective(error, times: 1, level: newLevel)
        }
        objective.release(slot: record.level)
        record.level = newLevel
        record.priority = priority
        setConstraintRecord(id, record)
        optimize()
    }
}

// MARK: - Edit variables

extension Engine {
    /// The id of `variable`'s edit constraint, or nil when it is not an edit variable.
    @inline(__always)
    func editConstraint(of variable: Variable) -> Int? { registry.edits[variable.id] }

    /// Makes `variable` an edit variable: an optional equality holding it at its current value, whose
    /// constant suggestions change.
    mutating func addEdit(_ variable: Variable, priority: Priority) {
        let current = value(of: variable)
        let constraint = Constraint(Expression(terms: [Term(variable)], constant: -current), .equal, priority: priority)
        // An optional constraint cannot fail to be added.
        try? addInJournal(constraint)
        registry.modifyRecord(constraint.id) { $0.isEdit = true }
        setEdit(variable.id, constraint.id)
    }

    /// Stops editing `variable`: its edit constraint leaves the engine.
    mutating func removeEdit(_ variable: Variable) {
        guard let id = registry.edits[variable.id] else { return }
        setEdit(variable.id, nil)
        removeConstraint(id)
    }
}
