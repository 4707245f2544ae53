extension LayoutEngine {
    /// Brings the solver to the same constraints as the last full ``update(to:)``, in the same
    /// order, of which only `changed` (with their places in that list, in order) may have a new
    /// constant or priority: what a layout pass's next round hands the engine when only some
    /// views' own constraints changed (a wrapping label's size at its solved width, a scroll
    /// view's content offset). The same as ``update(to:)`` with the whole list, which would find
    /// every other constraint as the solver holds it, without going through every constraint
    /// (on a long screen, each out of the cache by then). Returns `nil`, changing nothing, when
    /// that cannot be known: constraints are broken or held just below required (a change may
    /// retry or release them), or no full update has run.
    ///
    /// - Complexity: O(*k*) for the *k* constraints changed and those whose forms read state that
    ///   can change (see ``volatile``), plus the solver's work.
    func updateInPlace(_ changed: [(position: Int, constraint: LayoutConstraint)]) -> UpdateResult? {
        guard let volatile, broken.isEmpty, hidingLengths.isEmpty else { return nil }
        var result = UpdateResult()
        defer { holdHidingLengths() }
        touched.removeAll(keepingCapacity: true)
        var forms: [(LayoutConstraint, SolverForm)] = []
        for next in Self.merged(changed, volatile) {
            if let entry = entries[ObjectIdentifier(next.constraint)], entry.formIsCurrent { continue }
            guard let form = SolverForm(next.constraint) else { continue }
            guard form.isValid else {
                result.invalid.append(next.constraint)
                continue
            }
            forms.append((next.constraint, form))
        }
        apply(forms, changed: false, spared: nil, result: &result)
        return result
    }

    /// Two lists of constraints with their places in an update's list, each in order of place,
    /// merged in order of place, each place once (see ``updateInPlace(_:)``).
    ///
    /// - Complexity: O(*a* + *b*).
    static func merged(_ a: [(position: Int, constraint: LayoutConstraint)],
                       _ b: [(position: Int, constraint: LayoutConstraint)]) -> [(position: Int, constraint: LayoutConstraint)] {
        var result: [(position: Int, constraint: LayoutConstraint)] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            let next: (position: Int, constraint: LayoutConstraint)
            if j == b.count || (i < a.count && a[i].position <= b[j].position) {
                next = a[i]
                i += 1
            } else {
                next = b[j]
                j += 1
            }
            if result.last?.position != next.position { result.append(next) }
        }
        return result
    }
}
