import Cassowary

/// UIKit's layout priority: a number in `(0, 1000]`, 1000 meaning required
/// (`.required`, `.defaultHigh` 750, `.defaultLow` 250, `.fittingSizeLevel` 50).
public typealias LayoutPriority = Cassowary.Priority

/// A relation between two attributes of layout items, as `NSLayoutConstraint`:
/// `firstItem.firstAttribute (==|<=|>=) multiplier × secondItem.secondAttribute + constant`.
///
/// A constraint is an object with identity. Make one with an anchor
/// (`a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 16)`), then ``activate()`` it or
/// pass it to ``activate(_:)``. Changing ``constant`` or ``priority`` of an active constraint changes
/// the solver in place at the next layout pass.
public final class LayoutConstraint {
    /// Where a constraint comes from, which decides how UIKit would describe it and which one a
    /// conflict breaks.
    enum Origin {
        /// Made by the user (anchors or the item/attribute initializer).
        case user
        /// `NSAutoresizingMaskLayoutConstraint`, from `translatesAutoresizingMaskIntoConstraints`,
        /// with its notation's code (``AutoresizingAxis/notation(code:)``).
        case autoresizing(notation: UInt8)
        /// `NSContentSizeLayoutConstraint`: intrinsic size with hugging or compression resistance.
        case contentSize(hugging: Bool)
        /// Made by the system with a UIKit identifier (guides, cells, stack views).
        case system
    }

    /// The first item. Constraints hold their items weakly, as UIKit's do (see ``ItemReference``),
    /// so views and their constraints form no reference cycles; `nil` once the item is gone.
    public var firstItem: LayoutItem? { firstEngineItem }
    /// The second item, or `nil` for a constant constraint (`width == 80`) or once the item is gone.
    public var secondItem: LayoutItem? { secondEngineItem }
    public let multiplier: Double

    /// The constant added to the second side. Changing it on an active constraint re-solves in place.
    public var constant: Double {
        get { storedConstant }
        set { storedConstant = newValue }
    }
    /// The priority. UIKit forbids changing between required and optional on an active constraint;
    /// Trellis allows it (the constraint is removed and added again at the next pass).
    public var priority: LayoutPriority {
        get { storedPriority }
        set { storedPriority = newValue }
    }
    /// A name shown in descriptions and conflict reports, as UIKit's `identifier`.
    public var identifier: String? {
        get { storedIdentifier }
        set { storedIdentifier = newValue }
    }
    // The stored properties behind the public ones. A public stored property of a class is
    // checked for exclusive access at run time on every read and write (another module may
    // access it); an internal one whose accesses the whole module shows never overlap is not.
    // Every pass reads and writes these for each constraint.
    private var storedConstant: Double
    private var storedPriority: LayoutPriority = .required
    private var storedIdentifier: String?

    /// Whether this is an Interface Builder "Remove at build time" placeholder: it takes part in
    /// layout only when the root's ``LayoutOptions/keepsPlaceholders`` is set (design time, as on
    /// Xcode's canvas), and is left out at run time.
    public var isPlaceholder: Bool {
        get { storedIsPlaceholder }
        set { storedIsPlaceholder = newValue }
    }
    private var storedIsPlaceholder = false

    /// Whether the constraint takes part in layout. Use ``activate()`` and ``deactivate()``.
    public internal(set) var isActive: Bool {
        get { storedIsActive }
        set { storedIsActive = newValue }
    }
    private var storedIsActive = false

    let origin: Origin
    // The attributes and the relation, a byte each, are declared here beside the flags and the
    // origin: a class's fields are laid out in the order they are declared, and between
    // word-sized ones each would take a word. A table keeps a few dozen constraints per row.
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    public let secondAttribute: LayoutAttribute
    /// When the constraint was last activated, process-wide.
    var activationSequence = 0
    /// The view the constraint is installed on while active: the nearest common ancestor.
    var container: View? {
        get { containerReference?.view }
        set {
            // Set on every pass for generated constraints: storing the same reference again would
            // only retain and release it.
            if containerReference !== newValue?.reference { containerReference = newValue?.reference }
        }
    }
    private var containerReference: ItemReference?
    /// A stable fake address for descriptions.
    let address = FakeAddress.next(for: .constraint)
    /// Whether the constraint was made with a second item (which may be gone since). Declared
    /// after the address, in the bytes its kind leaves.
    let hasSecondItem: Bool

    /// The items, held as UIKit holds them, weakly (through their ``ItemReference``s): `nil` once
    /// the item is gone.
    var firstEngineItem: (any EngineItem)? { firstReference?.item }
    var secondEngineItem: (any EngineItem)? { secondReference?.item }
    private let firstReference: ItemReference?
    private let secondReference: ItemReference?
    /// The type of an item the engine cannot lay out, given to the public initializer; such a
    /// constraint cannot be activated.
    private(set) var unsupportedItemType: String?
    /// The solver form's part that the items and attributes make, kept once worked out (they
    /// never change); see ``SolverForm/init(_:)``.
    var linearPart: SolverForm.LinearPart?

    /// Makes a constraint as `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`,
    /// between any two layout items: views, layout guides, or one of each. Give `toItem: nil` and
    /// `.notAnAttribute` for a constant size (the multiplier is then ignored).
    ///
    /// The items must be Trellis's own ``View`` or ``LayoutGuide`` (or subclasses of ``View``): the
    /// engine knows how to turn only those into solver variables. A constraint made with another type
    /// conforming to ``LayoutItem`` cannot be activated: ``activate()`` throws
    /// ``LayoutError/unsupportedItem(constraint:type:)``, where UIKit raises for an item that is
    /// neither a view nor a guide.
    public convenience init(
        item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: (any LayoutItem)?, attribute secondAttribute: LayoutAttribute, multiplier: Double = 1,
        constant: Double = 0
    ) {
        let first = item as? any EngineItem
        let second = toItem.flatMap { $0 as? any EngineItem }
        self.init(engineItem: first, attribute: attribute, relatedBy: relation,
                  toEngineItem: second, attribute: secondAttribute,
                  multiplier: multiplier, constant: constant)
        if first == nil {
            unsupportedItemType = String(describing: type(of: item))
        } else if let toItem, second == nil {
            unsupportedItemType = String(describing: type(of: toItem))
        }
    }

    /// The designated initializer, for the anchors and the engine's own constraints, which already
    /// hold engine items.
    init(
        engineItem item: (any EngineItem)?, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toEngineItem toItem: (any EngineItem)?, attribute secondAttribute: LayoutAttribute, multiplier: Double, constant: Double,
        priority: LayoutPriority = .required, identifier: String? = nil, origin: Origin = .user
    ) {
        firstReference = item?.reference
        secondReference = toItem?.reference
        hasSecondItem = toItem != nil
        firstAttribute = attribute
        self.relation = relation
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = toItem == nil ? 0 : multiplier
        storedConstant = constant
        storedPriority = priority
        storedIdentifier = identifier
        self.origin = origin
    }

    /// Sets the priority and returns the constraint, for building lists:
    /// `a.heightAnchor.constraint(equalToConstant: 80).withPriority(.defaultHigh)`.
    @discardableResult
    public func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
    }

    /// Sets the identifier and returns the constraint.
    @discardableResult
    public func withIdentifier(_ identifier: String) -> LayoutConstraint {
        self.identifier = identifier
        return self
    }

    /// Whether the constraint stands for a view's intrinsic content size (hugging or compression
    /// resistance), or is a stack's `UISV-hiding` length: both enter UIKit's engine in the
    /// update-constraints pass, after the app's own, so a conflict breaks them first (Xcode saves
    /// a hidden arranged view with a required width at that width, not collapsed).
    var isContentSizeConstraint: Bool {
        if case .contentSize = origin { return true }
        return isStackHidingLength
    }

    /// Whether the constraint is a stack's `UISV-hiding` length (a hidden arranged view's
    /// `length == 0`), the stack's own: a user's constraint may carry any identifier.
    var isStackHidingLength: Bool {
        guard case .system = origin else { return false }
        return identifier == GeneratedConstraintKind.stackHiding.identifier && !hasSecondItem
    }

    var isUserConstraint: Bool {
        if case .user = origin { return true }
        return false
    }
}
