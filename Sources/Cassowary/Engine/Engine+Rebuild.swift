// Rebuilding the tableau from the constraints, when rounding has ruined it.

extension Engine {
    /// Ends every public call: rebuilds the tableau if the call left it spoilt (``needsRebuild``),
    /// then refreshes the values it may have changed.
    @inline(__always)
    mutating func finishCall(recordingPlan: Bool = true) {
        if needsRebuild { rebuildAfterCall() }
        refreshValues(recordingPlan: recordingPlan)
    }

    /// The rare branch of ``finishCall()``, kept out of line so that the epilogue inlined into
    /// every public call stays a flag test.
    @inline(never)
    private mutating func rebuildAfterCall() {
        guard !journal.isOpen else { return }
        needsRebuild = false
        _ = rebuild()
    }

    /// Replaces the tableau by one built afresh from the constraints as they stand now (current
    /// constants and priorities, edit constraints included), added in their original order.
    ///
    /// Every pivot rounds, and a long run of dual simplex pivots on an ill-conditioned system (the
    /// random benchmark's, from about 700 constraints) can grow coefficients until a row looks
    /// infeasible although the required constraints hold. Optional constraints can always be met
    /// with errors, so when changing an edit or optional constant fails, it is rounding: starting
    /// again from the constraints is the refactorisation an LP code would do. Values already
    /// reported by ``takeChanges()`` carry over, so the next call reports exactly what moved.
    ///
    /// - Returns: `false`, leaving the engine as it was, when the constraints cannot be added again
    ///   (the required ones would have to conflict, which they did not before).
    /// - Complexity: that of adding every constraint.
    mutating func rebuild() -> Bool {
        guard !journal.isOpen else { return false }
        var fresh = Engine(symbols: symbols.count)
        let ordered = registry.records.allKeyedValues.sorted { $0.value.sequence < $1.value.sequence }
        for (id, record) in ordered {
            guard let constraint = currentConstraint(id) else { continue }
            do {
                try fresh.addInJournal(constraint)
            } catch {
                return false
            }
            fresh.registry.modifyRecord(id) {
                $0.sequence = record.sequence
                $0.isEdit = record.isEdit
            }
        }
        fresh.registry.adoptEdits(of: registry)
        fresh.pivotCount = pivotCount
        fresh.cache.droppedSinceReport = cache.droppedSinceReport
        fresh.needsRebuild = false
        fresh.isPristine = false
        for old in registry.variables.allValues {
            guard let new = fresh.registry.variables[old.id] else { continue }
            fresh.cache.reported[Int(new.symbol)] = cache.reported[Int(old.symbol)]
            fresh.touch(new.symbol)
        }
        self = fresh
        return true
    }
}
