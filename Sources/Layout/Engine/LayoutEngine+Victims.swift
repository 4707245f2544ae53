import Cassowary

extension LayoutEngine {
    /// The layout constraints of a conflict's solver constraints: the entries', and `adding`'s
    /// (being added, not yet an entry). Found by going through the entries when a conflict is
    /// met, rare, rather than kept in a table by solver id that every constraint added entered
    /// and every one removed left (about 1% of a table's first layout).
    func members(_ conflict: [Cassowary.Constraint], adding: (id: Int, constraint: LayoutConstraint)? = nil)
        -> [LayoutConstraint]
    {
        var bySolverID: [Int: LayoutConstraint] = [:]
        bySolverID.reserveCapacity(entries.count + 1)
        for entry in entries.values { bySolverID[entry.solverConstraint.id] = entry.constraint }
        if let adding { bySolverID[adding.id] = adding.constraint }
        return conflict.compactMap { bySolverID[$0.id] }
    }

    func chooseVictim(in involved: [LayoutConstraint], adding constraint: LayoutConstraint) -> LayoutConstraint {
        // A required content-size constraint (hugging or compression resistance at 1000) enters
        // UIKit's engine in the update-constraints pass, after the constraints the nib or the code
        // installed: it is the one that cannot be added, and breaks. Xcode's canvas keeps a
        // text view's fixed width over its placeholder size and a text field's fixed height over
        // its intrinsic one.
        if constraint.isContentSizeConstraint { return constraint }
        if let contentSize = involved.last(where: { $0.isContentSizeConstraint && entries[ObjectIdentifier($0)] != nil }) {
            return contentSize
        }
        if constraint.isUserConstraint { return constraint }
        let userOnes = involved.filter { $0.isUserConstraint && entries[ObjectIdentifier($0)] != nil }
        return userOnes.max { entries[ObjectIdentifier($0)]!.sequence < entries[ObjectIdentifier($1)]!.sequence }
            ?? constraint
    }
}
