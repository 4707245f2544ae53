import Cassowary

extension LayoutEngine {
    /// How far the probe asks a component to move (its priority and how far the component must
    /// move to count are ``LayoutTolerance/ambiguityProbePriority`` and
    /// ``LayoutTolerance/ambiguityMovement``).
    private static let probeDistance = 1.0

    /// The frame components of `view` (in its superview's coordinates: minX, minY, Width, Height)
    /// that the constraints do not determine: those that can move without any constraint's error
    /// growing at any priority level.
    ///
    /// Each component is tied to a fresh variable in a copy of the solver, made an edit variable at
    /// a priority below everything else, and pushed both ways; if it moves, the layout is ambiguous
    /// there. The copy is a value, so the real solver is untouched.
    func ambiguousComponents(of views: [View]) -> [(view: View, components: [(name: String, variable: Variable)])] {
        var probe = solver
        var result: [(View, [(String, Variable)])] = []
        for view in views {
            let v = view.variables
            let parent = view.superview?.variables
            let components: [(String, Variable, Expression)] = [
                ("minX", v.minX, parent.map { v.minX - $0.minX } ?? Expression(v.minX)),
                ("minY", v.minY, parent.map { v.minY - $0.minY } ?? Expression(v.minY)),
                ("Width", v.width, Expression(v.width)),
                ("Height", v.height, Expression(v.height)),
            ]
            var loose: [(String, Variable)] = []
            for (name, variable, expression) in components
            where Self.canMove(expression, in: &probe) {
                loose.append((name, variable))
            }
            if !loose.isEmpty { result.append((view, loose)) }
        }
        return result
    }

    private static func canMove(_ expression: Expression, in solver: inout Solver) -> Bool {
        let handle = Variable("probe")
        let tie = Cassowary.Constraint(Expression(handle), .equal, expression)
        guard (try? solver.add(tie)) != nil else { return false }
        defer {
            try? solver.removeEditVariable(handle)
            try? solver.remove(tie)
        }
        guard (try? solver.addEditVariable(handle, priority: LayoutTolerance.ambiguityProbePriority)) != nil else { return false }
        let start = solver.value(of: handle)
        for target in [start + probeDistance, start - probeDistance] {
            try? solver.suggestValue(target, for: handle)
            if abs(solver.value(of: handle) - start) > LayoutTolerance.ambiguityMovement { return true }
        }
        return false
    }
}

extension View {
    /// Whether the constraints leave the view's frame undetermined, as UIKit's `hasAmbiguousLayout`.
    /// Uses the last layout pass of the view's tree (laying it out first if it never was).
    public var hasAmbiguousLayout: Bool {
        !Self.ambiguousComponents(of: [self]).isEmpty
    }

    /// The views in this view's subtree whose frames the constraints do not determine.
    public func ambiguousViews() -> [View] {
        Self.ambiguousComponents(of: subtree).map(\.view)
    }

    /// The tree as UIKit's `_autolayoutTrace` prints it: one line per view, `•` for the root (the
    /// layout engine host), `*` for views laid out with Auto Layout, `+` for views whose frame
    /// becomes constraints, and `- AMBIGUOUS LAYOUT for ...` naming the undetermined components.
    public func autolayoutTrace() -> String {
        let root = rootView
        let ambiguous = Self.ambiguousComponents(of: root.subtree)
        var lines: [String] = [""]
        func visit(_ view: View, depth: Int) {
            let marker = view === root ? "•" : view.translatesAutoresizingMaskIntoConstraints ? "+" : "*"
            var line = String(repeating: "|   ", count: depth) + marker + view.layoutDescription
            if let entry = ambiguous.first(where: { $0.view === view }) {
                let parts = entry.components.map { "\(view.layoutDescription).\($0.name){id: \($0.variable.id)}" }
                line += "- AMBIGUOUS LAYOUT for " + parts.joined(separator: ", ")
            }
            lines.append(line)
            view.subviews.forEach { visit($0, depth: depth + 1) }
        }
        visit(root, depth: 0)
        lines += ["", "Legend:", "\t* - is laid out with auto layout",
                  "\t+ - is laid out manually, but is represented in the layout engine because "
                      + "translatesAutoresizingMaskIntoConstraints = YES",
                  "\t• - layout engine host"]
        return lines.joined(separator: "\n")
    }

    /// Each view's undetermined components, in the order of `views`, each asked of the engine that
    /// lays the view out: its tree's (laid out first if it never was), or that of the subtree laid
    /// out on its own that holds it (see ``SeparateLayout``).
    private static func ambiguousComponents(of views: [View])
        -> [(view: View, components: [(name: String, variable: Variable)])]
    {
        guard let first = views.first else { return [] }
        let root = first.rootView
        if root.engine == nil { root.layoutIfNeeded() }
        var byHost: [ObjectIdentifier: (host: View, views: [View])] = [:]
        for view in views { byHost[ObjectIdentifier(view.layoutHost), default: (view.layoutHost, [])].views.append(view) }
        var found: [ObjectIdentifier: [(name: String, variable: Variable)]] = [:]
        for (host, hosted) in byHost.values {
            let results: [(view: View, components: [(name: String, variable: Variable)])]
            if let layout = host.separateLayout {
                results = layout.withEngine(of: host) { $0.ambiguousComponents(of: hosted) }
            } else {
                results = host.engine?.ambiguousComponents(of: hosted) ?? []
            }
            for result in results { found[ObjectIdentifier(result.view)] = result.components }
        }
        return views.compactMap { view in found[ObjectIdentifier(view)].map { (view, $0) } }
    }
}
