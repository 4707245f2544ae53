// Working out a minimal set of required constraints that cannot hold together.

extension Engine {
    /// The required constraints, current versions, in the order they were added (edits excluded).
    var requiredConstraints: [Constraint] {
        registry.constraints
            .compactMap { c in registry.records[c.id].map { (c, $0) } }
            .filter { $0.1.priority.isRequired && !$0.1.isEdit }
            .sorted { $0.1.sequence < $1.1.sequence }
            .map { $0.0.updating(constant: $0.1.constant, priority: $0.1.priority) }
    }

    /// A minimal set of required constraints that cannot all hold, from a failure's candidates.
    ///
    /// Call on the engine as it was before the failed call (after rolling back). `failure.constraint`
    /// is the constraint the call added or changed, as it would have been; it replaces any constraint
    /// with the same identity. The candidates (a phase-one certificate) are checked and, if they do
    /// not conflict, widened to every required constraint; then a deletion filter drops each
    /// constraint whose absence still leaves a conflict, which makes the set minimal.
    ///
    /// - Complexity: O(k²) small solves for k candidates; runs only when something failed.
    func minimalConflict(for failure: EngineFailure) -> [Constraint] {
        let failing = failure.constraint
        var all = requiredConstraints.map { $0.id == failing.id ? failing : $0 }
        if !all.contains(failing) { all.append(failing) }
        let wanted = Set(failure.candidates + [failing.id])
        var set = all.filter { wanted.contains($0.id) }
        if Engine.isSatisfiable(set) { set = all }
        if Engine.isSatisfiable(set) { return [failing] }
        var i = 0
        while i < set.count {
            var trial = set
            trial.remove(at: i)
            if Engine.isSatisfiable(trial) { i += 1 } else { set = trial }
        }
        // Report in the order the constraints were added; the failing one where it stands.
        let order = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1.id, $0) })
        return set.sorted { order[$0.id]! < order[$1.id]! }
    }

    /// Whether the required ones among `constraints` can all hold, decided by a scratch engine.
    static func isSatisfiable(_ constraints: [Constraint]) -> Bool {
        var scratch = Engine()
        for constraint in constraints where constraint.priority.isRequired {
            let opened = scratch.openJournal()
            do {
                try scratch.addInJournal(constraint)
                if opened { scratch.commitJournal() }
            } catch {
                return false
            }
        }
        return true
    }
}
