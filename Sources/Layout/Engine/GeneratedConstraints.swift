/// The constraints a view's own state makes (autoresizing, intrinsic size, guides, cells), kept by a
/// key that names their structure, so that the same object comes back on every pass and only its
/// constant or priority changes: the engine can then update the solver in place.
struct GeneratedConstraints {
    private var byKey: [String: LayoutConstraint] = [:]

    /// The constraint for `key`, made by `make` the first time, with `constant` and `priority` set.
    mutating func constraint(
        _ key: String, constant: Double, priority: LayoutPriority = .required, owner: View,
        make: () -> LayoutConstraint
    ) -> LayoutConstraint {
        let constraint = byKey[key] ?? make()
        byKey[key] = constraint
        constraint.constant = constant
        constraint.priority = priority
        constraint.isActive = true
        constraint.container = owner
        return constraint
    }
}

/// What a layout pass knows while it asks views for their generated constraints.
struct LayoutContext {
    /// The view the pass lays out: the root of a tree, or the view being fitted.
    let root: View
    /// Whether this is a `systemLayoutSizeFitting` pass: the root's own frame constraints are left out.
    let isFitting: Bool
    /// The screen scale labels round their sizes to.
    let scale: Double
    /// Whether placeholder constraints take part (design time).
    let keepsPlaceholders: Bool
    /// Widths from the previous pass, for labels that wrap at their own width
    /// (`preferredMaxLayoutWidth` 0).
    let solvedWidths: [ObjectIdentifier: Double]
}
