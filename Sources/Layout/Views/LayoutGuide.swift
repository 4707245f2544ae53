/// A rectangle that takes part in layout without being a view, as `UILayoutGuide`.
///
/// A view's ``View/safeAreaLayoutGuide`` and ``View/layoutMarginsGuide`` are kept at the view's
/// insets by constraints the engine makes (UIKit's `UIViewSafeAreaLayoutGuide-*` and
/// `UIView-*Margin-guide-constraint`); a guide you add with ``View/addLayoutGuide(_:)`` is placed by
/// your constraints only.
public final class LayoutGuide {
    enum Kind {
        case custom, safeArea, margins, scrollContent, scrollFrame
    }

    let kind: Kind
    /// A name for descriptions, as UIKit's `identifier` (`'UIViewSafeAreaLayoutGuide'`).
    public var identifier: String
    /// The view whose coordinates the guide lives in.
    public internal(set) var owningView: View? {
        get { owningReference?.view }
        set { owningReference = newValue?.reference }
    }
    /// The owning view, held weakly (see ``ItemReference``).
    private var owningReference: ItemReference?
    /// The guide's frame in the owning view's coordinates after the last layout pass. A safe area
    /// or margins guide is its view's bounds inset, whether or not a constraint used it yet.
    public var layoutFrame: Rect {
        guard let owner = owningView, let insets = systemInsets(of: owner) else { return solvedFrame }
        let size = owner.frame.size
        return Rect(x: insets.left, y: insets.top, width: size.width - insets.left - insets.right,
                    height: size.height - insets.top - insets.bottom)
    }

    var solvedFrame = Rect.zero

    /// The insets the engine keeps a system guide at.
    func systemInsets(of owner: View) -> EdgeInsets? {
        switch kind {
        case .custom, .scrollContent, .scrollFrame: nil
        case .safeArea: owner.safeAreaInsets
        case .margins:
            owner.insetsLayoutMarginsFromSafeArea ? owner.safeAreaInsets + owner.layoutMargins : owner.layoutMargins
        }
    }

    let address = FakeAddress.next(for: .view)
    let variables: ItemVariables

    /// Makes a guide; add it to a view with ``View/addLayoutGuide(_:)``.
    public convenience init(identifier: String = "") {
        self.init(kind: .custom, identifier: identifier)
    }

    init(kind: Kind, identifier: String? = nil) {
        self.kind = kind
        switch kind {
        case .custom: self.identifier = identifier ?? ""
        case .safeArea: self.identifier = "UIViewSafeAreaLayoutGuide"
        case .margins: self.identifier = "UIViewLayoutMarginsGuide"
        case .scrollContent: self.identifier = GeneratedConstraintKind.scrollContentGuideIdentifier
        case .scrollFrame: self.identifier = GeneratedConstraintKind.scrollFrameGuideIdentifier
        }
        variables = ItemVariables()
    }

    deinit {
        storedReference?.clear()
    }

    private var storedReference: ItemReference?

    /// What constraints hold the guide by; made when first asked for.
    var reference: ItemReference {
        if let reference = storedReference { return reference }
        let reference = ItemReference(guide: self)
        storedReference = reference
        return reference
    }
}

extension LayoutGuide: EngineItem {
    public var owningLayoutView: View? { owningView }
    public var layoutDescription: String {
        identifier.isEmpty ? "UILayoutGuide:\(address)" : "UILayoutGuide:\(address)'\(identifier)'"
    }
    var baselineOffsets: (first: Double, last: Double)? { nil }
}

extension LayoutGuide {
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .width) }
    public var heightAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .height) }
}
