import Cassowary

/// The solver of one tree, kept between layout passes.
///
/// Each pass hands it the constraints that are in force (the active ones and the generated ones);
/// it compares them with what the solver holds and changes only the difference: a changed constant
/// or priority is set in place (`Solver.setConstant`, `Solver.setPriority`), a new constraint is
/// added, a gone one removed. Required constraints that cannot hold are broken as UIKit does (see
/// ``add(_:)``).
final class LayoutEngine {
    private(set) var solver = Solver()
    private(set) var entries: [ObjectIdentifier: Entry] = [:]
    /// Constraints left out after a conflict, with the form they had then: tried again when their
    /// form changes or anything else in the solver does (the conflict may be gone), but not on a
    /// pass that changes nothing, so one conflict is reported once, not on every pass.
    var broken: [ObjectIdentifier: SolverForm] = [:]
    /// Constraints broken since ``beginPass()``, with the other constraints of the conflict that
    /// broke them. A pass may update the solver several times (a wrapping label's second round
    /// changes its size); within it, a broken constraint is tried again only if one of those
    /// others changed or went away. A conflict is a minimal set of required constraints that cannot
    /// hold together, so while all of them stand as they were it would only be met, and reported,
    /// again: UIKit reports a conflict once per constraint it breaks.
    private var brokenThisPass: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
    /// Broken stacks' hiding lengths, which the solver still holds just below required.
    var hidingLengths = HeldHidingLengths()
    /// Constraints changed in place or taken out of the solver during the current ``update(to:)``.
    var touched: Set<ObjectIdentifier> = []
    private var sequence = 0
    /// Counts the updates, to mark the entries each one wants (``Entry/lastWanted``).
    private var updateNumber = 0
    /// The constraints of the last full ``update(to:)`` whose forms read state that can change
    /// between rounds (see `SolverForm.linearPart`), with their places in its list: the only ones
    /// besides those whose constant or priority changed whose forms can differ on the next round
    /// (see ``updateInPlace(_:)``). `nil` when no full update has run since the engine was emptied.
    var volatile: [(position: Int, constraint: LayoutConstraint)]?

    /// Empties the engine for another tree, keeping the solver's storage (``EnginePool``).
    func reset() {
        solver.reset()
        entries.removeAll(keepingCapacity: true)
        broken.removeAll(keepingCapacity: true)
        hidingLengths = HeldHidingLengths()
        brokenThisPass.removeAll(keepingCapacity: true)
        touched.removeAll(keepingCapacity: true)
        sequence = 0
        updateNumber = 0
        volatile = nil
    }

    /// The constraints the solver holds now.
    var activeConstraints: [LayoutConstraint] { entries.values.sorted { $0.sequence < $1.sequence }.map(\.constraint) }

    /// The constraints broken to recover from conflicts (still active, left out of the solver).
    func isBroken(_ constraint: LayoutConstraint) -> Bool { broken[ObjectIdentifier(constraint)] != nil }

    /// Starts a layout pass (one `layoutIfNeeded()` or fitting, which may update the solver more
    /// than once): constraints broken on earlier passes may be retried in it, each at most once.
    func beginPass() { brokenThisPass.removeAll(keepingCapacity: true) }

    /// Leaves `id` out of the solver after `conflict`, with the form it had.
    private func markBroken(_ id: ObjectIdentifier, _ form: SolverForm, conflict: [LayoutConstraint]) {
        broken[id] = form
        if conflict.contains(where: { ObjectIdentifier($0) == id && $0.isStackHidingLength }) {
            hidingLengths.broke(id)
        }
        var others = Set(conflict.map(ObjectIdentifier.init))
        others.remove(id)
        brokenThisPass[id] = others
    }

    /// What an update met.
    struct UpdateResult {
        var conflicts: [ConstraintConflict] = []
        /// Constraints no solver can take (a priority outside `(0, 1000]`, a non-finite number):
        /// left out, where UIKit would raise an exception.
        var invalid: [LayoutConstraint] = []
    }

    /// Brings the solver to `constraints` (in the order they were collected) and returns the
    /// conflicts met and the constraints left out as invalid.
    func update(to constraints: [LayoutConstraint]) -> UpdateResult {
        var result = UpdateResult()
        if !hidingLengths.isEmpty { hidingLengths.release(from: &solver) }
        defer { holdHidingLengths() }
        touched.removeAll(keepingCapacity: true)
        updateNumber += 1
        let (forms, wanted) = solverForms(of: constraints, invalid: &result.invalid)
        if entries.isEmpty && broken.isEmpty {
            // An empty engine (a table's new row): nothing to remove, spare or retry, and every
            // form is added, in order. The loop below would look each one up in the entries and
            // the broken ones, each an access to a stored property checked at run time.
            add(forms, reusing: nil, conflicts: &result.conflicts)
            return result
        }
        let spared = sparedEntry(for: forms, wanted)
        // Removals first, so that a constraint that went away cannot conflict with a new one.
        let changed = removeAllBut(wanted, sparing: spared?.id)
        apply(forms, changed: changed, spared: spared, result: &result)
        return result
    }

    /// After an update: broken stacks' hiding lengths go back into the solver just below required.
    func holdHidingLengths() {
        if !hidingLengths.isEmpty { hidingLengths.hold(stillBroken: broken, in: &solver) }
    }

    /// The rest of an update, after its removals: changes constants and priorities in place,
    /// adds the new constraints and retries broken ones if anything `changed`.
    func apply(_ forms: [(LayoutConstraint, SolverForm)], changed: Bool,
                       spared: (id: ObjectIdentifier, entry: Entry)?, result: inout UpdateResult) {
        var changed = changed
        // Only constraints broken before this update are retried: one broken just now stays out.
        let brokenBefore = broken.isEmpty ? [] : Set(broken.keys)
        var retries: [(LayoutConstraint, SolverForm)] = []
        var additions: [(LayoutConstraint, SolverForm)] = []
        additions.reserveCapacity(forms.count)
        // Whether `broken` may hold anything: when it is empty (as on most updates) the lookups
        // below are skipped, each an access to a stored property checked at run time. Only
        // changing a constant in place can break a constraint within the loop.
        var mayHaveBroken = !broken.isEmpty
        for (constraint, form) in forms {
            let id = ObjectIdentifier(constraint)
            if let entry = entries[id] {
                if entry.form == form { continue }
                changed = true
                touched.insert(id)
                if entry.form.structure == form.structure {
                    changeInPlace(entry, to: form, conflicts: &result.conflicts)
                    mayHaveBroken = true
                    continue
                }
                drop(id, entry)
            }
            if mayHaveBroken {
                if broken[id] == form {
                    if brokenBefore.contains(id) { retries.append((constraint, form)) }
                    continue
                }
                broken[id] = nil
            }
            additions.append((constraint, form))
        }
        if !additions.isEmpty { changed = true }
        if changed { additions += retriable(retries) }
        var reused: Cassowary.Constraint?
        if let spared {
            // The first addition takes over the spared entry's solver constraint (see `sparedEntry`).
            reused = spared.entry.solverConstraint
            entries[spared.id] = nil
            touched.insert(spared.id)
        }
        add(additions, reusing: reused, conflicts: &result.conflicts)
    }

    /// An entry going away whose solver constraint the update's first new constraint can take
    /// over as it is, instead of removing one and adding the other: a cell's fitting replaces the
    /// cell's encapsulated width with the fitting's width, both `contentView.width == width`,
    /// required, and removing a required equality and adding it again cost about a twentieth of
    /// a table's new row.
    ///
    /// Only when the outcome is the same as removing and adding: every form in `forms` is a
    /// constraint the solver does not hold and none is broken (so the update changes nothing in
    /// place and adds them in order, this one first), and the entry's form is the same to the
    /// bit. Adding the first one right after the removals always succeeds then (the solver held
    /// the same form), so the solver holds the same constraints either way, and the others are
    /// added after it as they would have been.
    private func sparedEntry(for forms: [(LayoutConstraint, SolverForm)], _ wanted: Wanted)
        -> (id: ObjectIdentifier, entry: Entry)?
    {
        guard let first = forms.first, entries.count > wanted.entries, broken.isEmpty else { return nil }
        let entries = entries
        guard forms.allSatisfy({ entries[ObjectIdentifier($0.0)] == nil }) else { return nil }
        for (id, entry) in entries where entry.lastWanted != updateNumber && entry.form == first.1 {
            return (id, entry)
        }
        return nil
    }

    /// What an update wants the solver to hold: the entries it wants are marked with the update's
    /// number (a set of every wanted constraint's identity, built and scanned on every update of a
    /// window with thousands of rows, cost more than the rest of finding them); the others are
    /// counted here.
    private struct Wanted {
        /// How many entries the update marked.
        var entries = 0
        /// The broken constraints (which have no entry) among the wanted ones.
        var broken: Set<ObjectIdentifier> = []
    }

    /// The constraints a solver can take, and, in order, the solver forms of those among them that
    /// the solver does not hold as they are now; the others are appended to `invalid`.
    private func solverForms(of constraints: [LayoutConstraint], invalid: inout [LayoutConstraint])
        -> (forms: [(LayoutConstraint, SolverForm)], wanted: Wanted)
    {
        var forms: [(LayoutConstraint, SolverForm)] = []
        var wanted = Wanted()
        var volatile: [(position: Int, constraint: LayoutConstraint)] = []
        // Read through locals: each read of a class's stored property is checked for exclusive
        // access at run time, and these are read for every constraint of every round.
        let entries = entries, update = updateNumber
        // An empty engine (a table's new row) makes a form of every constraint: room for them at
        // once, not six doublings, each a new buffer and a copy.
        if entries.isEmpty { forms.reserveCapacity(constraints.count) }
        let isEmpty = entries.isEmpty  // an emptied engine keeps its table's room: no lookups then
        for (position, constraint) in constraints.enumerated() {
            let entry = isEmpty ? nil : entries[ObjectIdentifier(constraint)]
            // Most constraints are as the solver holds them; their forms are not worked out again.
            // (Their items are alive: collection leaves out constraints whose items are gone.)
            if let entry, entry.formIsCurrent {
                markWanted(entry, update, &wanted)
                continue
            }
            guard let form = SolverForm(constraint) else { continue }
            // Not kept on the constraint: the form reads state that can change between rounds.
            if constraint.linearPart == nil { volatile.append((position, constraint)) }
            guard form.isValid else {
                invalid.append(constraint)
                continue
            }
            forms.append((constraint, form))
            if let entry {
                markWanted(entry, update, &wanted)
            } else if !broken.isEmpty, broken[ObjectIdentifier(constraint)] != nil {
                wanted.broken.insert(ObjectIdentifier(constraint))
            }
        }
        self.volatile = volatile
        return (forms, wanted)
    }

    private func markWanted(_ entry: Entry, _ update: Int, _ wanted: inout Wanted) {
        // A constraint collected twice is one entry.
        guard entry.lastWanted != update else { return }
        entry.lastWanted = update
        wanted.entries += 1
    }

    /// Takes every constraint not `wanted` out of the solver (but `spared`, which the caller hands
    /// on) and out of the broken ones; returns whether the solver changed.
    private func removeAllBut(_ wanted: Wanted, sparing spared: ObjectIdentifier?) -> Bool {
        var changed = false
        if entries.count > wanted.entries {
            for (id, entry) in entries.filter({ $0.value.lastWanted != updateNumber }) where id != spared {
                drop(id, entry)
                changed = true
            }
        }
        if broken.count > wanted.broken.count {
            broken = broken.filter { wanted.broken.contains($0.key) }
        }
        return changed
    }

    /// Sets a changed priority and constant of a constraint the solver holds, whose structure is
    /// the same.
    private func changeInPlace(_ entry: Entry, to form: SolverForm, conflicts: inout [ConstraintConflict]) {
        if entry.form.priority != form.priority {
            // Both optional (required-ness is part of the structure).
            try? solver.setPriority(form.priority, of: entry.solverConstraint)
        }
        if entry.form.constant != form.constant, !changeConstant(of: entry, to: form, conflicts: &conflicts) {
            return
        }
        entry.update(to: form)
    }

    /// The constraints broken on an earlier pass to try again now that the solver changed: each
    /// unless it was broken in this pass and nothing in its conflict has changed since.
    private func retriable(_ retries: [(LayoutConstraint, SolverForm)]) -> [(LayoutConstraint, SolverForm)] {
        var result: [(LayoutConstraint, SolverForm)] = []
        for (constraint, form) in retries {
            let id = ObjectIdentifier(constraint)
            if let others = brokenThisPass[id], others.isDisjoint(with: touched) { continue }
            broken[id] = nil
            brokenThisPass[id] = nil
            result.append((constraint, form))
        }
        return result
    }

    /// Sets a constant in place. If that contradicts required constraints, the changed constraint
    /// is the one being added and breaks, unless the victim rule of ``add(_:conflicts:)`` picks a
    /// user constraint instead (a cell laid out at a new height breaks the cell's constraint, not
    /// its encapsulated height). Returns whether the constraint is still in the solver.
    private func changeConstant(of entry: Entry, to form: SolverForm, conflicts: inout [ConstraintConflict]) -> Bool {
        let constraint = entry.constraint, id = ObjectIdentifier(constraint)
        while true {
            do throws(SolverError) {
                try solver.setConstant(form.constant, of: entry.solverConstraint)
                return true
            } catch {
                guard case .unsatisfiable(let conflict) = error else {
                    drop(id, entry)
                    // Neither held nor broken: only a full update tries it again.
                    volatile = nil
                    return false
                }
                let involved = members(conflict)
                let victim = chooseVictim(in: involved, adding: constraint)
                conflicts.append(ConstraintConflict(constraints: involved, broken: victim))
                let victimID = ObjectIdentifier(victim)
                guard victimID != id, let victimEntry = entries[victimID] else {
                    drop(id, entry)
                    markBroken(id, form, conflict: involved)
                    return false
                }
                drop(victimID, victimEntry)
                markBroken(victimID, victimEntry.form, conflict: involved)
            }
        }
    }

    private func drop(_ id: ObjectIdentifier, _ entry: Entry) {
        try? solver.remove(entry.solverConstraint)
        entries[id] = nil
        touched.insert(id)
    }

    /// Adds constraints in one batch; if the batch cannot hold, one by one, breaking constraints
    /// as UIKit does: the one being added, unless it is one the system made (autoresizing, guides,
    /// a cell's encapsulated size) and the conflict has user constraints, in which case the user
    /// constraint added last breaks. UIKit logs show the same preference for breaking the app's
    /// own constraint over `UIView-Encapsulated-Layout-Height`.
    ///
    /// With `reused`, the solver holds the first addition already, as that solver constraint.
    private func add(_ additions: consuming [(LayoutConstraint, SolverForm)], reusing reused: Cassowary.Constraint? = nil,
                     conflicts: inout [ConstraintConflict]) {
        guard !additions.isEmpty else { return }
        // Indexed, not zipped into tuples: copying a tuple of a constraint, a form and a solver
        // constraint retains each part, which showed in a table's first layout of 100,000.
        var made: [Cassowary.Constraint] = []
        made.reserveCapacity(additions.count)
        for (i, addition) in additions.enumerated() {
            made.append(i == 0 ? reused ?? addition.1.makeConstraint() : addition.1.makeConstraint())
        }
        let firstNew = reused == nil ? 0 : 1
        // The entries are filled through a local that owns their storage (the property is
        // emptied meanwhile, so nothing is copied) and written back once: each access to a stored
        // property is checked for exclusivity at run time.
        if (try? solver.add(firstNew == 0 ? made : Array(made[firstNew...]))) != nil {
            var entries = self.entries
            self.entries = [:]
            entries.reserveCapacity(entries.count + made.count)
            let sequence = self.sequence, count = made.count
            // `record(_:_:_:)`'s entry, written here through the locals: calling a shared helper
            // with the two as inout arguments cost 6 M more instructions in a 1,000-row table's
            // first layout (callgrind, `trellis-bench layout --once --sizes 1000`). From the last
            // addition back (each is a different constraint, so the order of the entries does not
            // matter), each moved out of the two arrays into its entry: they end empty, where
            // letting them go full released every constraint and form once more after the entries
            // had taken them (on a long screen, each out of the cache again by then).
            while let (constraint, form) = additions.popLast() {
                let solverConstraint = made.removeLast()
                entries[ObjectIdentifier(constraint)] = Entry(
                    constraint: constraint, form: form, solverConstraint: solverConstraint,
                    sequence: sequence + made.count + 1)
            }
            self.entries = entries
            self.sequence = sequence + count
            return
        }
        if firstNew == 1 { record(additions[0].0, additions[0].1, made[0]) }
        for ((constraint, form), solverConstraint) in zip(additions, made).dropFirst(firstNew) {
            while true {
                do throws(SolverError) {
                    try solver.add(solverConstraint)
                    record(constraint, form, solverConstraint)
                    break
                } catch {
                    guard case .unsatisfiable(let conflict) = error else {
                        // Neither held nor broken: only a full update tries it again.
                        volatile = nil
                        break
                    }
                    let involved = members(conflict, adding: (solverConstraint.id, constraint))
                    let victim = chooseVictim(in: involved, adding: constraint)
                    conflicts.append(ConstraintConflict(constraints: involved, broken: victim))
                    if victim === constraint {
                        markBroken(ObjectIdentifier(constraint), form, conflict: involved)
                        break
                    }
                    let victimID = ObjectIdentifier(victim)
                    if let entry = entries[victimID] {
                        drop(victimID, entry)
                        markBroken(victimID, entry.form, conflict: involved)
                    }
                }
            }
        }
    }

    private func record(_ constraint: LayoutConstraint, _ form: SolverForm, _ solverConstraint: Cassowary.Constraint) {
        sequence += 1
        entries[ObjectIdentifier(constraint)] = Entry(
            constraint: constraint, form: form, solverConstraint: solverConstraint, sequence: sequence)
    }

    // MARK: Values

    /// A variable's value. Read through an `inout` access: a plain read of a struct stored in a
    /// class copies it (retaining every buffer of the solver) for the call.
    func value(_ variable: Variable) -> Double {
        func read(_ solver: inout Solver) -> Double { solver.value(of: variable) }
        return read(&solver)
    }

    /// An item's frame in engine space.
    func engineFrame(_ variables: ItemVariables) -> Rect {
        Rect(x: value(variables.minX), y: value(variables.minY),
             width: value(variables.width), height: value(variables.height))
    }
}
