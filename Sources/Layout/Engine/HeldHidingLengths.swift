import Cassowary

/// A layout engine's broken stack hiding lengths (`UISV-hiding` of a hidden arranged view whose
/// own required lengths keep it from 0), which the solver still holds as optional constraints
/// just below required (``priority``): the hidden view is as short as its constraints allow, as
/// Xcode's canvas saves such views (Element's hidden QR container 28 tall with its square at 0),
/// not its natural length. The engine takes them out at the start of every update, so that a
/// retried or changed hiding length meets the solver as before, and holds those still broken
/// again at its end.
struct HeldHidingLengths {
    /// Above every priority a file or an app gives below required (999), so that it squeezes the
    /// hidden view as far as its required constraints let it.
    static let priority = LayoutPriority(999.5)

    /// The broken hiding lengths, by their layout constraints' identities.
    private var broken: Set<ObjectIdentifier> = []
    /// The constraints the solver holds for them now.
    private var held: [Cassowary.Constraint] = []

    /// Whether there is nothing to hold or release (as on almost every update).
    var isEmpty: Bool { broken.isEmpty && held.isEmpty }

    /// Notes that the hiding length `id` broke.
    mutating func broke(_ id: ObjectIdentifier) { broken.insert(id) }

    /// Takes the held constraints out of `solver`.
    mutating func release(from solver: inout Solver) {
        for constraint in held { try? solver.remove(constraint) }
        held.removeAll()
    }

    /// Holds each hiding length that `stillBroken` (the engine's broken constraints, with their
    /// forms) still holds, at ``priority``; forgets the others.
    ///
    /// - Complexity: O(broken hiding lengths).
    mutating func hold(stillBroken: [ObjectIdentifier: SolverForm], in solver: inout Solver) {
        broken = broken.filter { stillBroken[$0] != nil }
        for id in broken {
            guard var form = stillBroken[id] else { continue }
            form.priority = Self.priority
            form.structure.isRequired = false
            let constraint = form.makeConstraint()
            // An optional constraint cannot conflict; only a non-finite form fails, and stays out.
            if (try? solver.add(constraint)) != nil { held.append(constraint) }
        }
    }
}
