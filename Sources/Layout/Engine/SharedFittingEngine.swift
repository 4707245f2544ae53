import Cassowary

/// One solver that fits many views of the same shape, as UIKit's table view fits rows with one
/// sizing cell per reuse identifier: the constraints are the same, only the content (a label's
/// text, so its intrinsic size) differs, so fitting another view changes constants and re-solves
/// instead of building a solver.
///
/// The solver holds the constraints of the first view fitted (the template), in the variables of
/// that view. Another view is mapped onto them item by item (its views in subtree order, each with
/// its guides): each constraint's solver form, in the template's variables, must have the
/// structure of the template's at the same place, and then only its constant and priority are
/// set, as ``LayoutEngine`` does when a view is fitted again. A view whose constraints do not map
/// (another structure, an item outside the subtree), that meets a conflict or an invalid
/// constraint, or that has views which place subviews by hand, is not fitted here:
/// ``SharedFittingEngines/fit(_:_:)`` returns `nil` and the caller fits it on its own.
///
/// A fit starts as a fitting in a fresh engine does, with no label widths from earlier rounds, and
/// runs the same rounds (``LayoutPass``): the constraints in force, in the same order, end at the
/// same values.
final class SharedFittingEngine {
    private var solver = Solver()
    /// The constraints the solver holds, in collection order, each with its form in the
    /// template's variables.
    private var slots: [(constraint: Cassowary.Constraint, form: SolverForm)] = []
    /// The template's variables, item by item (see ``items(of:)``), four per item.
    private var templateVariables: [Variable] = []
    /// The template's view classes in subtree order.
    private var templateTypes: [ObjectIdentifier] = []

    /// Brings the solver to `constraints`, collected from `views` (of the classes `types`), and
    /// returns the template's variable for each of the views' variables; `nil` if they do not map
    /// onto the template's or cannot hold.
    func apply(_ constraints: [LayoutConstraint], of views: [View], types: [ObjectIdentifier]) -> [Int: Variable]? {
        if slots.isEmpty {
            guard start(views, types, constraints) else { return nil }
            return Dictionary(uniqueKeysWithValues: templateVariables.map { ($0.id, $0) })
        }
        guard types == templateTypes, let renaming = renamingOnto(views),
              update(to: constraints, renaming: renaming) else { return nil }
        return renaming
    }

    /// A variable's value, read through an `inout` access: a plain read of the solver stored in a
    /// class copies it (retaining each of its buffers) for the call.
    func value(_ variable: Variable) -> Double {
        func read(_ solver: inout Solver) -> Double { solver.value(of: variable) }
        return read(&solver)
    }

    /// Fills the empty solver with the template's constraints; returns whether they all hold.
    private func start(_ views: [View], _ types: [ObjectIdentifier], _ constraints: [LayoutConstraint]) -> Bool {
        var made: [(Cassowary.Constraint, SolverForm)] = []
        made.reserveCapacity(constraints.count)
        for constraint in constraints {
            guard let form = SolverForm(constraint), form.isValid else { return false }
            made.append((form.makeConstraint(), form))
        }
        guard (try? solver.add(made.map(\.0))) != nil else {
            solver = Solver()
            return false
        }
        slots = made.map { (constraint: $0.0, form: $0.1) }
        templateTypes = types
        templateVariables = Self.items(of: views).flatMap(\.all)
        return true
    }

    /// The template's variable for each of `views`' variables, item by item; `nil` if the items do
    /// not match the template's in number.
    private func renamingOnto(_ views: [View]) -> [Int: Variable]? {
        let own = Self.items(of: views)
        guard own.count * 4 == templateVariables.count else { return nil }
        var renaming: [Int: Variable] = [:]
        renaming.reserveCapacity(templateVariables.count)
        for (index, variables) in own.enumerated() {
            for (slot, variable) in variables.all.enumerated() {
                renaming[variable.id] = templateVariables[index * 4 + slot]
            }
        }
        return renaming
    }

    /// Sets the constants and priorities of `constraints`, in the template's variables, where they
    /// differ from the solver's; returns `false` (having changed only what held) if a constraint
    /// does not map onto the template's or cannot hold.
    private func update(to constraints: [LayoutConstraint], renaming: [Int: Variable]) -> Bool {
        guard constraints.count == slots.count else { return false }
        for (index, constraint) in constraints.enumerated() {
            guard var form = SolverForm(constraint), form.isValid else { return false }
            var terms = form.structure.terms
            for i in terms.indices {
                guard let variable = renaming[terms[i].variable.id] else { return false }
                terms[i].variable = variable
            }
            // Sorted by variable id, as the template's are.
            terms.sort { $0.variable.id < $1.variable.id }
            form.structure.terms = terms
            if slots[index].form == form { continue }
            guard slots[index].form.structure == form.structure else { return false }
            if slots[index].form.priority != form.priority {
                guard (try? solver.setPriority(form.priority, of: slots[index].constraint)) != nil else { return false }
                slots[index].form.priority = form.priority
            }
            if slots[index].form.constant != form.constant {
                guard (try? solver.setConstant(form.constant, of: slots[index].constraint)) != nil else { return false }
            }
            slots[index].form = form
        }
        return true
    }

    /// Every item whose variables constraints in `views` can name: each view, then its guides.
    private static func items(of views: [View]) -> [ItemVariables] {
        var result: [ItemVariables] = []
        for view in views {
            result.append(view.variables)
            for guide in view.ownedGuides { result.append(guide.variables) }
            if let stack = view as? StackView {
                for guide in stack.distributingGuides { result.append(guide.variables) }
            }
        }
        return result
    }
}

/// The shared fitting engines of one table, one per cell shape: the classes of the cell's views,
/// how many constraints each has installed, and how many are in force in the first round (a view
/// with an intrinsic size in one cell and none in another adds constraints). Cells of one shape
/// nearly always have constraints of one structure; the engine checks the rest.
final class SharedFittingEngines {
    private struct Shape: Hashable {
        let types: [ObjectIdentifier]
        let installedCounts: [Int]
        let inForceCount: Int
    }

    private var engines: [Shape: SharedFittingEngine] = [:]

    /// Rounds after which label widths are taken as they are (``LayoutPass``'s limit).
    private let maximumRounds = 8

    /// Fits `root` (a cell's content view) as `systemLayoutSizeFitting` does in a fresh engine, in
    /// the engine of its shape; `nil` if it cannot be fitted there (see ``SharedFittingEngine``).
    ///
    /// The rounds are ``LayoutPass``'s for a fitting: the constraints in force, in the same order;
    /// wrapping labels start with no width and wrap at the width the last round gave them, until
    /// no width moves.
    ///
    /// - Complexity: O(c log c) for the `c` constraints of `root`'s subtree per round, plus the
    ///   solver's re-solve after the constants that changed; no solver is built after the first
    ///   fit of a shape.
    func fit(_ root: View, _ fitting: LayoutPass.Fitting) -> Size? {
        let views = root.subtree
        // Views that place subviews by hand change the tree between rounds.
        if views.contains(where: { $0 is ScrollView }) { return nil }
        let types = views.map { ObjectIdentifier(type(of: $0)) }
        let wrappingLabels = views.compactMap { $0 as? LabelView }.filter(\.wrapsAtOwnWidth)
        let options = root.rootView.layoutOptions
        var labelWidths: [ObjectIdentifier: Double] = [:]
        var engine: SharedFittingEngine?
        var renaming: [Int: Variable] = [:]
        for _ in 0..<maximumRounds {
            let context = LayoutContext(root: root, isFitting: true, scale: options.scale,
                                        keepsPlaceholders: options.keepsPlaceholders, solvedWidths: labelWidths)
            let constraints = LayoutPass.constraintsInForce(views, context, fitting: fitting)
            let shared = engine ?? {
                let shape = Shape(types: types, installedCounts: views.map(\.constraints.count),
                                  inForceCount: constraints.count)
                let made = engines[shape] ?? SharedFittingEngine()
                engines[shape] = made
                return made
            }()
            engine = shared
            guard let mapped = shared.apply(constraints, of: views, types: types) else { return nil }
            renaming = mapped
            var changed = false
            for label in wrappingLabels {
                guard let width = renaming[label.variables.width.id] else { return nil }
                let id = ObjectIdentifier(label), value = shared.value(width)
                if let old = labelWidths[id], abs(old - value) < LayoutTolerance.settledLength { continue }
                labelWidths[id] = value
                changed = true
            }
            if !changed { break }
        }
        guard let engine, let width = renaming[root.variables.width.id], let height = renaming[root.variables.height.id]
        else { return nil }
        return Size(width: engine.value(width), height: engine.value(height))
    }
}
