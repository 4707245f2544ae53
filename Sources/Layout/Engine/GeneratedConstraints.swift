/// The constraints a view's own state makes (autoresizing, intrinsic size, guides, cells), kept by a
/// key that names their structure, so that the same object comes back on every pass and only its
/// constant or priority changes: the engine can then update the solver in place (and the
/// constraint keeps its solver form's linear part, see ``SolverForm/LinearPart``).
struct GeneratedConstraints {
    private var byKey: [GeneratedKey: LayoutConstraint] = [:]

    /// The constraint for `key`, made by `make` the first time, with `constant` and `priority` set.
    mutating func constraint(
        _ key: GeneratedKey, constant: Double, priority: LayoutPriority = .required, owner: View,
        make: () -> LayoutConstraint
    ) -> LayoutConstraint {
        let constraint: LayoutConstraint
        // A key names other items by identity; if one is gone, its identity may be another's.
        if let kept = byKey[key],
           key.first == nil && key.second == nil
            || kept.firstEngineItem != nil && (!kept.hasSecondItem || kept.secondEngineItem != nil)
        {
            constraint = kept
        } else {
            constraint = make()
            byKey[key] = constraint
        }
        constraint.constant = constant
        constraint.priority = priority
        constraint.isActive = true
        constraint.container = owner
        return constraint
    }
}

/// What names a generated constraint among its owner's: what made it (a literal such as `"hug"` or
/// a UIKit identifier) and, where one owner makes several of a kind, the items, attributes,
/// relation, multiplier and autoresizing notation. Hashing these is far cheaper than building a
/// string key on every pass.
struct GeneratedKey: Hashable {
    let kind: String
    let first: ObjectIdentifier?
    let firstAttribute: LayoutAttribute
    let relation: LayoutRelation
    let second: ObjectIdentifier?
    let secondAttribute: LayoutAttribute
    let multiplier: Double
    let note: String

    /// Hashes everything but the strings' contents (their lengths stand in): keys of one owner
    /// differ in items and attributes far more often than in name alone, and equal keys still
    /// compare every field.
    func hash(into hasher: inout Hasher) {
        hasher.combine(kind.utf8.count)
        hasher.combine(first)
        hasher.combine(firstAttribute)
        hasher.combine(relation)
        hasher.combine(second)
        hasher.combine(secondAttribute)
        hasher.combine(multiplier)
    }

    init(_ kind: String, _ first: AnyObject? = nil, _ firstAttribute: LayoutAttribute = .notAnAttribute,
         relation: LayoutRelation = .equal, _ second: AnyObject? = nil,
         _ secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 0, note: String = "") {
        self.kind = kind
        self.first = first.map(ObjectIdentifier.init)
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second.map(ObjectIdentifier.init)
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.note = note
    }
}
