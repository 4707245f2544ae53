/// The catalogue of the constraints the system generates: one case per kind, with the identifier
/// UIKit (or Trellis) gives it, the priority it is made at, and the view that owns it.
///
/// Every generated constraint's identifier, priority and UIKit class is read from here; the views
/// that make them (``StackView``, ``TableViewCell``, ``TableView``, ``ScrollView``, every view's
/// autoresizing, content-size and guide constraints, the layout pass's own) say only which kind
/// they make between which items, and the reports describe them by their kind.
///
/// | Kinds | Identifier | Priority | Owner |
/// |---|---|---|---|
/// | `rootOriginX`, `rootOriginY` | `Trellis-Root-Origin-minX`, `-minY` | required | the root |
/// | `fittingWidth`, `fittingHeight` | `Trellis-Fitting-Width`, `-Height` | the fitting's | the fitted view |
/// | `autoresizing` | none (`NSAutoresizingMaskLayoutConstraint`) | required | the superview |
/// | `contentHugging`, `compressionResistance` | none (`NSContentSizeLayoutConstraint`) | the view's | the view |
/// | `safeArea…` | `UIViewSafeAreaLayoutGuide-top` … | required | the view |
/// | `margins…` | `UIView-topMargin-guide-constraint` … | required | the view |
/// | `scrollContentGuide`, `scrollFrameGuide` | the guide's identifier | required | the scroll view |
/// | `tableContentWidth`, `tableContentHeight` | `UITableView-content-width`, `-height` | required | the table |
/// | `encapsulated…` | `UIView-Encapsulated-Layout-Left` … | required | the cell |
/// | `stack…` | `UISV-canvas-connection` … | required, except 999, 51 and 25 | the stack view |
/// | `stackTextWidthDisambiguation` | `UISV-text-width-disambiguation` | the label's, or 950 and up | the stack view |
/// | `emptyStackHugging`, `emptyStackResistance` | `Trellis-empty-stack` | the stack's | the stack view |
enum GeneratedConstraintKind: Hashable, CaseIterable {
    case rootOriginX, rootOriginY
    case fittingWidth, fittingHeight
    case autoresizing
    case contentHugging, compressionResistance
    case safeAreaTop, safeAreaLeft, safeAreaBottom, safeAreaRight
    case marginsTop, marginsLeft, marginsBottom, marginsRight
    case scrollContentGuide, scrollFrameGuide
    case tableContentWidth, tableContentHeight
    case encapsulatedLeft, encapsulatedTop, encapsulatedWidth, encapsulatedHeight
    case stackCanvasConnection, stackSpacing, stackFillEqually, stackFillProportionally, stackDistributingEdge
    case stackHiding, stackAlignment, stackSpanningBoundary, stackSpanningFit, stackTextWidthDisambiguation
    case stackAmbiguitySuppression
    case emptyStackHugging, emptyStackResistance

    /// The identifier the constraint carries, as UIKit's logs show it; `nil` for the kinds UIKit
    /// names by class instead (autoresizing and content size).
    var identifier: String? {
        switch self {
        case .rootOriginX: "Trellis-Root-Origin-minX"
        case .rootOriginY: "Trellis-Root-Origin-minY"
        case .fittingWidth: "Trellis-Fitting-Width"
        case .fittingHeight: "Trellis-Fitting-Height"
        case .autoresizing, .contentHugging, .compressionResistance: nil
        case .safeAreaTop: "UIViewSafeAreaLayoutGuide-top"
        case .safeAreaLeft: "UIViewSafeAreaLayoutGuide-left"
        case .safeAreaBottom: "UIViewSafeAreaLayoutGuide-bottom"
        case .safeAreaRight: "UIViewSafeAreaLayoutGuide-right"
        case .marginsTop: "UIView-topMargin-guide-constraint"
        case .marginsLeft: "UIView-leftMargin-guide-constraint"
        case .marginsBottom: "UIView-bottomMargin-guide-constraint"
        case .marginsRight: "UIView-rightMargin-guide-constraint"
        // A scroll view's guide constraints carry the guide's own identifier.
        case .scrollContentGuide: Self.scrollContentGuideIdentifier
        case .scrollFrameGuide: Self.scrollFrameGuideIdentifier
        case .tableContentWidth: "UITableView-content-width"
        case .tableContentHeight: "UITableView-content-height"
        case .encapsulatedLeft: "UIView-Encapsulated-Layout-Left"
        case .encapsulatedTop: "UIView-Encapsulated-Layout-Top"
        case .encapsulatedWidth: "UIView-Encapsulated-Layout-Width"
        case .encapsulatedHeight: "UIView-Encapsulated-Layout-Height"
        case .stackCanvasConnection: "UISV-canvas-connection"
        case .stackSpacing: "UISV-spacing"
        case .stackFillEqually: "UISV-fill-equally"
        case .stackFillProportionally: "UISV-fill-proportionally"
        case .stackDistributingEdge: "UISV-distributing-edge"
        case .stackHiding: "UISV-hiding"
        case .stackAlignment: "UISV-alignment"
        case .stackSpanningBoundary: "UISV-spanning-boundary"
        case .stackSpanningFit: "UISV-spanning-fit"
        case .stackTextWidthDisambiguation: "UISV-text-width-disambiguation"
        case .stackAmbiguitySuppression: "UISV-ambiguity-suppression"
        // Trellis's own: UIKit gives an empty stack no constraint, but its frames behave as if it had these.
        case .emptyStackHugging, .emptyStackResistance: "Trellis-empty-stack"
        }
    }

    /// The priority a kind is always made at, or `nil` where it comes from its owner: a view's
    /// hugging or compression resistance, a fitting's target priorities.
    var fixedPriority: LayoutPriority? {
        switch self {
        case .fittingWidth, .fittingHeight, .contentHugging, .compressionResistance,
             .emptyStackHugging, .emptyStackResistance, .stackTextWidthDisambiguation:
            nil
        // UIKit's proportional lengths give way to the stack's own edges, and its hugging of the
        // arranged views across the axis is just above `.fittingSizeLevel`.
        case .stackFillProportionally: 999
        case .stackSpanningFit: 51
        // Below the spanning fit: an arranged view with no length of its own across the axis is
        // 0 long rather than undetermined.
        case .stackAmbiguitySuppression: 25
        default: .required
        }
    }

    /// Which view a constraint of the kind is installed on (its ``LayoutConstraint/container``).
    enum Owner {
        /// The root of the pass (the tree's root, or the view being fitted).
        case root
        /// The superview of the view whose frame it keeps (the view itself when it is the root).
        case superview
        /// The view whose state makes it: its content size, guides, cell, table, scroll or stack.
        case view
    }

    var owner: Owner {
        switch self {
        case .rootOriginX, .rootOriginY, .fittingWidth, .fittingHeight: .root
        case .autoresizing: .superview
        default: .view
        }
    }

    /// How the constraint describes itself: `notation` is an autoresizing constraint's notation
    /// (`h=--& v=--&`, see ``AutoresizingAxis/notationCode(horizontal:vertical:)``).
    func origin(notation: UInt8) -> LayoutConstraint.Origin {
        switch self {
        case .autoresizing: .autoresizing(notation: notation)
        case .contentHugging: .contentSize(hugging: true)
        case .compressionResistance: .contentSize(hugging: false)
        default: .system
        }
    }

    /// The identifiers of the guides whose constraints carry them, and of a stack's distributing guides.
    static let scrollContentGuideIdentifier = "UIScrollView-contentLayoutGuide"
    static let scrollFrameGuideIdentifier = "UIScrollView-frameLayoutGuide"
    static let stackDistributingGuideIdentifier = "UISV-distributing"

    /// The UIKit classes descriptions name: the user's and most system constraints are plain
    /// `NSLayoutConstraint`s; autoresizing and content-size ones have classes of their own.
    static let plainClassName = "NSLayoutConstraint"
    static let autoresizingClassName = "NSAutoresizingMaskLayoutConstraint"
    static let contentSizeClassName = "NSContentSizeLayoutConstraint"
}

extension LayoutConstraint {
    /// Makes a generated constraint of `kind`: its identifier and how it describes itself come from
    /// the catalogue, and so does its priority unless the kind takes its owner's (then `priority`).
    convenience init(
        generated kind: GeneratedConstraintKind, item: any EngineItem, attribute: LayoutAttribute,
        relatedBy relation: LayoutRelation = .equal, toItem: (any EngineItem)?,
        attribute secondAttribute: LayoutAttribute, multiplier: Double, constant: Double,
        priority: LayoutPriority? = nil, notation: UInt8 = 0
    ) {
        self.init(engineItem: item, attribute: attribute, relatedBy: relation, toEngineItem: toItem,
                  attribute: secondAttribute, multiplier: multiplier, constant: constant,
                  priority: GeneratedConstraints.priority(of: kind, given: priority),
                  identifier: kind.identifier, origin: kind.origin(notation: notation))
    }
}
