/// The constraints a view's own state makes (autoresizing, intrinsic size, guides, cells), kept by a
/// key that names their structure, so that the same object comes back on every pass and only its
/// constant or priority changes: the engine can then update the solver in place (and the
/// constraint keeps its solver form's linear part, see ``SolverForm/LinearPart``).
struct GeneratedConstraints {
    /// The constraints by key while a view has a few (most have two to ten): a scan comparing
    /// keys costs less than hashing one (the hasher's setup and finalisation alone are about 150
    /// instructions), and the array is one allocation where a dictionary is two.
    private var few: [(key: GeneratedKey, constraint: LayoutConstraint)] = []
    /// The constraints by key once there are more than ``fewLimit`` (a stack view of many
    /// arranged views makes a few per view).
    private var byKey: [GeneratedKey: LayoutConstraint]?
    private static let fewLimit = 16
    /// A label's last intrinsic size and its inputs: what its content-size constraints were made
    /// from (see ``LabelMeasurement``).
    var labelMeasurement: LabelMeasurement?

    /// The constraint for `key`, made by `make` the first time, with `constant` and the priority
    /// set: the catalogue's for the key's kind, or `priority` where the kind takes its owner's.
    mutating func constraint(
        _ key: GeneratedKey, constant: Double, priority: LayoutPriority? = nil, owner: View,
        make: () -> LayoutConstraint
    ) -> LayoutConstraint {
        let constraint: LayoutConstraint
        // A key names other items by identity; if one is gone, its identity may be another's.
        if let kept = kept(key),
           key.first == nil && key.second == nil
            || kept.firstEngineItem != nil && (!kept.hasSecondItem || kept.secondEngineItem != nil)
        {
            constraint = kept
        } else {
            constraint = make()
            keep(constraint, for: key)
        }
        constraint.constant = constant
        constraint.priority = Self.priority(of: key.kind, given: priority)
        constraint.isActive = true
        constraint.container = owner
        return constraint
    }

    /// The constraint kept for `key`, if any.
    private func kept(_ key: GeneratedKey) -> LayoutConstraint? {
        if let byKey { return byKey[key] }
        for entry in few where entry.key == key { return entry.constraint }
        return nil
    }

    /// Keeps `constraint` for `key`, in place of the one kept before.
    private mutating func keep(_ constraint: LayoutConstraint, for key: GeneratedKey) {
        if byKey != nil {
            byKey![key] = constraint
        } else if let i = few.firstIndex(where: { $0.key == key }) {
            few[i].constraint = constraint
        } else if few.count < Self.fewLimit {
            // Most views make four (a label's content size, a cell's encapsulated frame): room for
            // them at once rather than growing from one.
            if few.isEmpty { few.reserveCapacity(4) }
            few.append((key, constraint))
        } else {
            var table = Dictionary(uniqueKeysWithValues: few.lazy.map { ($0.key, $0.constraint) })
            table[key] = constraint
            byKey = table
            few = []
        }
    }

    /// The priority a constraint of `kind` is made at: the catalogue's, or `given` for the kinds
    /// whose priority is their owner's (which must give one).
    static func priority(of kind: GeneratedConstraintKind, given: LayoutPriority?) -> LayoutPriority {
        if let fixed = kind.fixedPriority {
            assert(given == nil, "\(kind) is always made at \(fixed)")
            return fixed
        }
        guard let given else { preconditionFailure("\(kind) takes its priority from its owner; none given") }
        return given
    }
}

/// What names a generated constraint among its owner's: its kind in the catalogue and, where one
/// owner makes several of a kind, the items, attributes, relation, multiplier and autoresizing
/// notation. Hashing these is far cheaper than building a string key on every pass.
///
/// Thirty-two bytes, the word-sized fields first and the byte-sized ones packed after them (a
/// struct's fields are laid out in the order they are declared): every view keeps one per
/// generated constraint for as long as it lives, and with a notation string and the fields
/// interleaved it was sixty-four, a table's row holding a few kilobytes of keys.
struct GeneratedKey: Hashable {
    let first: ObjectIdentifier?
    let second: ObjectIdentifier?
    let multiplier: Double
    let kind: GeneratedConstraintKind
    let firstAttribute: LayoutAttribute
    let relation: LayoutRelation
    let secondAttribute: LayoutAttribute
    /// An autoresizing constraint's notation (``AutoresizingAxis/notationCode(horizontal:vertical:)``); 0 for other kinds.
    let notation: UInt8

    /// Hashes the kind, the items and the first attribute only: they tell one owner's keys apart
    /// (its autoresizing constraints by attribute, its stack's by items), and equal keys still
    /// compare every field. Hashing all seven fields was a twentieth of a pass's collecting.
    func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(first)
        hasher.combine(firstAttribute)
        hasher.combine(second)
    }

    init(_ kind: GeneratedConstraintKind, _ first: AnyObject? = nil, _ firstAttribute: LayoutAttribute = .notAnAttribute,
         relation: LayoutRelation = .equal, _ second: AnyObject? = nil,
         _ secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 0, notation: UInt8 = 0) {
        self.kind = kind
        self.first = first.map(ObjectIdentifier.init)
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second.map(ObjectIdentifier.init)
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.notation = notation
    }
}
