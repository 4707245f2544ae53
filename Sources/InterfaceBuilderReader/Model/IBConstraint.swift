/// What a constraint's item is: a view or a layout guide, by Interface Builder id.
public struct IBItemReference: Hashable, Sendable {
    /// What kind of object the id names.
    public enum Kind: Hashable, Sendable {
        /// A view (including cells and content views).
        case view
        /// A layout guide of the given kind.
        case layoutGuide(IBLayoutGuide.Kind)
    }

    /// The Interface Builder id of the view or guide.
    public var id: String
    /// Whether it is a view or a guide; filled in when references are resolved.
    public var kind: Kind

    public init(id: String, kind: Kind) {
        self.id = id
        self.kind = kind
    }
}

/// A constraint, with everything Interface Builder writes for it.
///
/// It reads `first.firstAttribute (relation) second.secondAttribute × multiplier + constant`.
/// A constraint without a second item (`width == 80`) has ``secondItem`` nil and
/// ``secondAttribute`` nil.
public struct IBConstraint: Hashable, Sendable {
    // Declared in the order the layout tree's builder reads them, the items first (a struct's
    // fields lie in the order they are declared): finding the constrained views reads only the
    // items, activating a constraint the first fourteen fields, on a long screen each constraint
    // out of the cache; the rest, for warnings and reports, come last.

    /// The first item. When the file omits `firstItem`, Interface Builder means the view that owns
    /// the `<constraints>` element, and ``firstItemIsImplicit`` is true.
    public var firstItem: IBItemReference
    /// The second item, or nil for a constant constraint. When the file omits `secondItem` but
    /// gives a `secondAttribute`, it too is the owning view (Interface Builder does not write
    /// this, but the reading is unambiguous).
    public var secondItem: IBItemReference?
    public var firstAttribute: IBLayoutAttribute
    public var relation: IBRelation
    public var secondAttribute: IBLayoutAttribute?
    /// True for `placeholder="YES"`: "Remove at build time". Present in Interface Builder's
    /// canvas (and in the frames it saved), absent at run time.
    public var isPlaceholder: Bool
    /// True when the file had no `firstItem` and ``firstItem`` is the owning view.
    public var firstItemIsImplicit: Bool
    /// True for `symbolic="YES"`: the constant is the system spacing, saved as its value at the
    /// time (usually 8).
    public var isSymbolicConstant: Bool
    /// The multiplier as a number (`375:250` is 1.5, `50%` is 0.5); 1 when absent.
    public var multiplier: Double
    /// The constant; 0 when absent.
    public var constant: Double
    /// The priority, 1000 (required) when absent.
    public var priority: Double
    /// Size-class variations of this constraint (`<variation key="widthClass=compact" constant="30"/>`).
    public var variations: [IBTraitVariation]
    /// The constraint's id (outlets and size-class variations refer to it).
    public var id: String?
    /// The identifier UIKit logs for the constraint (`identifier="..."`).
    public var identifier: String?
    /// The multiplier as written (`375:250`), nil when absent.
    public var multiplierText: String?
    /// The user label shown in Interface Builder's outline.
    public var userLabel: String?
    /// Outlet names that point at this constraint (`heightConstraint`, ...).
    public var outlets: [String]
    /// The id of the view whose `<constraints>` element holds the constraint.
    public var ownerID: String
    public var line: Int
    public var column: Int

    public init(id: String?, firstItem: IBItemReference, firstItemIsImplicit: Bool,
                firstAttribute: IBLayoutAttribute, relation: IBRelation = .equal,
                secondItem: IBItemReference? = nil, secondAttribute: IBLayoutAttribute? = nil,
                multiplier: Double = 1, multiplierText: String? = nil, constant: Double = 0,
                isSymbolicConstant: Bool = false, priority: Double = 1000, identifier: String? = nil,
                userLabel: String? = nil, isPlaceholder: Bool = false, outlets: [String] = [],
                variations: [IBTraitVariation] = [], ownerID: String, line: Int, column: Int) {
        self.id = id
        self.firstItem = firstItem
        self.firstItemIsImplicit = firstItemIsImplicit
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.multiplierText = multiplierText
        self.constant = constant
        self.isSymbolicConstant = isSymbolicConstant
        self.priority = priority
        self.identifier = identifier
        self.userLabel = userLabel
        self.isPlaceholder = isPlaceholder
        self.outlets = outlets
        self.variations = variations
        self.ownerID = ownerID
        self.line = line
        self.column = column
    }

    /// True when the priority is 1000.
    public var isRequired: Bool { priority >= 1000 }
}

/// A size-class variation (`<variation key="widthClass=compact">`): changed attributes, and for
/// views, which constraints or subviews the size class includes or excludes.
public struct IBTraitVariation: Hashable, Sendable {
    /// The trait key, e.g. `widthClass=compact` or `heightClass=regular-widthClass=regular`.
    public var key: String
    /// Attributes that change under this variation (for a constraint, e.g. `constant`).
    public var attributes: [String: String]
    /// Ids named by `<include reference=...>`, grouped under their mask key (`constraints`, `subviews`).
    public var included: [String: [String]]
    /// Ids named by `<exclude reference=...>`, grouped under their mask key.
    public var excluded: [String: [String]]

    public init(key: String, attributes: [String: String] = [:],
                included: [String: [String]] = [:], excluded: [String: [String]] = [:]) {
        self.key = key
        self.attributes = attributes
        self.included = included
        self.excluded = excluded
    }
}
