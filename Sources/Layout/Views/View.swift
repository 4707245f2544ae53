/// The axis of a view's content hugging and compression resistance, as `NSLayoutConstraint.Axis`.
public typealias LayoutAxis = LayoutAttribute.Axis

/// A rectangle in a tree of views, laid out by constraints, as `UIView`.
///
/// A view has identity (it is a class, as in UIKit): constraints refer to views, and a view sits in
/// one place in one tree. ``frame`` is in the superview's coordinates. A view made in code
/// translates its autoresizing mask into constraints (its frame is fixed by them) until you set
/// ``translatesAutoresizingMaskIntoConstraints`` to `false`, as in UIKit.
///
/// Subclass and override ``intrinsicContentSize`` for a view that knows its natural size.
open class View {
    /// The value of an intrinsic size component that has none, as `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric: Double = -1
    /// An intrinsic size with neither component (``noIntrinsicMetric`` both ways): a plain view's.
    public static let noIntrinsicSize = Size(width: noIntrinsicMetric, height: noIntrinsicMetric)

    /// The UIKit class the view stands for, as descriptions and reports print it.
    open var className: String { givenClassName ?? "UIView" }
    /// The class name given at creation; subclasses with a UIKit class of their own fall back to it.
    var givenClassName: String?

    /// The view this one is a subview of; held weakly, through its ``ItemReference``.
    public var superview: View? { superviewReference?.view }
    private var superviewReference: ItemReference?
    public var subviews: [View] { storedSubviews }
    // Public stored properties of a class are checked for exclusive access at run time on every
    // access (another module may access them); the private storage behind these, read for every
    // view of every pass, is not: whole-module optimization sees that its accesses never overlap.
    private var storedSubviews: [View] = []
    private var storedTranslatesAutoresizingMaskIntoConstraints = true
    private var storedIsHidden = false

    /// Whether the view's frame and autoresizing mask become constraints (UIKit's default `true`).
    /// Turning it back on keeps the frame the view has now.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { storedTranslatesAutoresizingMaskIntoConstraints }
        set {
            let oldValue = storedTranslatesAutoresizingMaskIntoConstraints
            storedTranslatesAutoresizingMaskIntoConstraints = newValue
            if newValue && !oldValue {
                autoresizingReference = (storedFrame, superview?.storedFrame.size)
            }
        }
    }
    /// How the view follows its superview's size when its frame becomes constraints.
    public var autoresizingMask: AutoresizingMask = []
    /// Hidden views are still laid out (as in UIKit); stack views leave hidden arranged views out.
    public var isHidden: Bool {
        get { storedIsHidden }
        set { storedIsHidden = newValue }
    }

    /// The outlet or user label the view is known by (`recipeImageView`), for reports, frames and
    /// renderings; `nil` if it has none.
    public var name: String?
    /// A stable identifier: the Interface Builder object id (`gDm-UW-XxO`) for views read from a
    /// file; `nil` for views made in code.
    public var identifier: String?
    /// The fill drawn behind the view's content, as `UIView.backgroundColor`; `nil` is clear.
    public var backgroundColor: Color?
    /// Whether subviews are cut off at the view's bounds when drawn, as `UIView.clipsToBounds`
    /// (scroll views clip by default).
    public var clipsToBounds = false

    /// The constraints installed on this view: active constraints whose nearest common ancestor is
    /// this view, in the order they were activated.
    public var constraints: [LayoutConstraint] { storedConstraints }
    /// The storage of ``constraints``: not public, so its accesses are not checked for exclusivity
    /// at run time (every pass reads every view's constraints).
    var storedConstraints: [LayoutConstraint] = []

    /// The insets of ``layoutMarginsGuide`` from the edges (UIKit's default 8 on every side; the root
    /// view of a view controller gets the system minimum margins, see ``ViewController``).
    public var layoutMargins = EdgeInsets(all: 8)
    /// Whether the layout margins are measured from the safe area rather than the bounds (UIKit's
    /// default `true`).
    public var insetsLayoutMarginsFromSafeArea = true
    /// The insets of the safe area from the edges: a view controller's root view has the device's
    /// (see ``ViewController``); other views get the part of their frame that lies outside it,
    /// from the last layout pass, as in UIKit (views inside scroll views excepted: see
    /// ``ScrollView/adjustedContentInset``).
    public var safeAreaInsets: EdgeInsets { explicitSafeAreaInsets ?? propagatedSafeAreaInsets }

    /// The insets given to the view from outside its tree: a view controller's root view gets the
    /// device's (and its bars'), as does the root of a tree read from an Interface Builder file,
    /// which has no window to take them from. `nil` (the default) lets a layout pass work them out
    /// from the view's overlap with its ancestors' unsafe area.
    public var explicitSafeAreaInsets: EdgeInsets?
    /// The insets a pass worked out from the frame's overlap with the unsafe area.
    var propagatedSafeAreaInsets = EdgeInsets.zero

    /// Extra layout guides added with ``addLayoutGuide(_:)``.
    public private(set) var layoutGuides: [LayoutGuide] = []

    private var storedFrame = Rect.zero
    /// The frame from the last layout pass before pixel rounding (equal to ``frame`` without rounding).
    public internal(set) var unroundedFrame = Rect.zero
    /// The origin of the bounds: what subviews' frames are measured from (a scroll view's content offset).
    var boundsOrigin = Point.zero

    /// The frame the autoresizing constraints keep, and the superview size it was set against.
    var autoresizingReference: (frame: Rect, superviewSize: Size?) = (.zero, nil)

    var huggingPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    var compressionPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh)

    let address = FakeAddress.next(for: .view)
    let variables = ItemVariables()

    /// What the layout passes of the tree this view is the root of keep between passes (the
    /// engine, the label-width feedback).
    var layoutState: LayoutPass.State?
    /// The same for `systemLayoutSizeFitting` of this view, so repeated fittings are incremental.
    var fittingState: LayoutPass.State?
    /// Set by a container that lays this view's subtree out apart from the rest of the tree (a
    /// table's cell): the view's subviews are then laid out by an engine of their own.
    var separateLayout: SeparateLayout?
    /// The engine of the tree this view is the root of, if it was laid out as a root.
    var engine: LayoutEngine? { layoutState?.engine }
    /// Options for laying out the tree this view is the root of.
    public var layoutOptions = LayoutOptions()

    /// Generated constraints kept between passes, so that their identities (and the solver's rows)
    /// survive and only their constants change.
    ///
    /// Final: read through an overridable property, a part of it (a label's measurement) came as
    /// a copy of the whole, each of its arrays retained and released: 33,000 copies in a
    /// 3,000-row screen's layout, each of a view out of the cache.
    final var generated = GeneratedConstraints()

    private var _safeAreaLayoutGuide: LayoutGuide?
    private var _layoutMarginsGuide: LayoutGuide?

    /// Makes a view with a frame (UIKit's `init(frame:)`).
    public init(frame: Rect = .zero) {
        self.frame = frame
    }

    deinit {
        storedReference?.clear()
    }

    private var storedReference: ItemReference?

    /// What constraints, subviews and guides hold the view by; made when first asked for.
    var reference: ItemReference {
        if let reference = storedReference { return reference }
        let reference = ItemReference(view: self)
        storedReference = reference
        return reference
    }

    /// Makes a plain view that reports itself as another UIKit class (`"UIButton"`, `"UIWindow"`,
    /// an app's own class), for trees read from Interface Builder files.
    public convenience init(frame: Rect = .zero, className: String) {
        self.init(frame: frame)
        givenClassName = className
    }

    /// The rectangle in the superview's coordinates. Setting it moves an autoresizing view; the
    /// layout pass sets it from the constraints.
    public var frame: Rect {
        get { storedFrame }
        set {
            storedFrame = newValue
            unroundedFrame = newValue
            autoresizingReference = (newValue, superview?.storedFrame.size)
        }
    }

    /// The frame's size at the origin (Trellis's views other than scroll views have a zero bounds origin).
    public var bounds: Rect { Rect(origin: boundsOrigin, size: storedFrame.size) }

    /// Sets the frame from a layout pass, keeping the autoresizing reference.
    func setSolvedFrame(_ frame: Rect, unrounded: Rect) {
        storedFrame = frame
        unroundedFrame = unrounded
    }

    // MARK: Tree

    /// Adds `view` as the last subview, removing it from its old superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index`.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot contain itself")
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            storedSubviews.remove(at: old)
            storedSubviews.insert(view, at: min(index, storedSubviews.count))
            return
        }
        view.removeFromSuperview()
        storedSubviews.insert(view, at: min(index, storedSubviews.count))
        view.superviewReference = reference
        view.layoutState = nil  // the root's engine lays the whole tree out from now on
        view.autoresizingReference.superviewSize = storedFrame.size
        didAddSubview(view)
    }

    /// Removes the view from its superview, deactivating the constraints that relate it (or its
    /// subviews) to views outside, as UIKit does.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        var ancestor: View? = parent
        while let current = ancestor {
            for constraint in current.constraints where constraint.mentions(descendantsOf: self) {
                constraint.deactivate()
            }
            ancestor = current.superview
        }
        parent.storedSubviews.removeAll { $0 === self }
        superviewReference = nil
        parent.didRemoveSubview(self)
    }

    /// Called after a subview is added; stack views use it.
    func didAddSubview(_ view: View) {}
    /// Called after a subview is removed; stack views use it.
    func didRemoveSubview(_ view: View) {}

    /// Whether `view` is this view or one of its ancestors.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The top of the tree: the view with no superview.
    public var rootView: View {
        var current = self
        while let parent = current.superview { current = parent }
        return current
    }

    /// The view and its descendants, parents first, in subview order.
    public var subtree: [View] {
        var result: [View] = []
        func visit(_ view: View) {
            result.append(view)
            view.subviews.forEach(visit)
        }
        visit(self)
        return result
    }

    // MARK: Guides

    /// The safe area: the bounds inset by ``safeAreaInsets``.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = _safeAreaLayoutGuide { return guide }
        let guide = LayoutGuide(kind: .safeArea)
        guide.owningView = self
        _safeAreaLayoutGuide = guide
        return guide
    }

    /// The layout margins: the bounds (or the safe area) inset by ``layoutMargins``.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = _layoutMarginsGuide { return guide }
        let guide = LayoutGuide(kind: .margins)
        guide.owningView = self
        _layoutMarginsGuide = guide
        return guide
    }

    var existingSystemGuides: [LayoutGuide] {
        // Asked for every view on every round; most views have neither, and an empty array is
        // made without allocating, where the literal and `compactMap` allocated two.
        switch (_safeAreaLayoutGuide, _layoutMarginsGuide) {
        case (nil, nil): []
        case (let safeArea?, nil): [safeArea]
        case (nil, let margins?): [margins]
        case (let safeArea?, let margins?): [safeArea, margins]
        }
    }

    /// Every guide whose frame a pass sets: system guides in use, added guides, and subclasses' own.
    var ownedGuides: [LayoutGuide] { existingSystemGuides + layoutGuides }

    /// Adds a guide that this view owns; its frame comes from the constraints you give it.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
    }

    /// Removes a guide this view owns.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        layoutGuides.removeAll { $0 === guide }
        if guide.owningView === self { guide.owningView = nil }
    }

    // MARK: Intrinsic size

    /// The size the content needs, as `UIView.intrinsicContentSize`; ``noIntrinsicMetric`` for a
    /// component with none (the default for plain views).
    open var intrinsicContentSize: Size { View.noIntrinsicSize }

    /// How much the view resists growing past its intrinsic size (default 250).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal { huggingPriorities.horizontal = priority } else { huggingPriorities.vertical = priority }
    }

    /// How much the view resists shrinking below its intrinsic size (default 750).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }

    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal {
            compressionPriorities.horizontal = priority
        } else {
            compressionPriorities.vertical = priority
        }
    }

    /// The view itself: a view's frame is measured in its own place in the tree.
    public var owningLayoutView: View? { self }
    /// How UIKit names the view in constraint descriptions: `UIView:0x7f8a00000110`.
    public var layoutDescription: String { "\(className):\(address)" }

    /// The intrinsic size the engine uses: ``intrinsicContentSize``, except where a view's size
    /// depends on the pass (labels that wrap at their own width).
    func engineIntrinsicSize(_ context: LayoutContext) -> Size { intrinsicContentSize }

    /// Appends the constraints the view's own state makes for a pass to `result`, the pass's list;
    /// subclasses (cells, stack views) add theirs.
    func appendSystemConstraints(_ context: LayoutContext, to result: inout [LayoutConstraint]) {
        appendViewSystemConstraints(context, to: &result)
    }

    /// The constraints ``appendSystemConstraints(_:to:)`` gives, as a list of their own.
    final func systemConstraints(_ context: LayoutContext) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        appendSystemConstraints(context, to: &result)
        return result
    }

    /// Called after each solve of a pass, as `layoutSubviews` is: a view that places subviews by
    /// hand (a table view placing its cells) does it here from the solved values, and returns
    /// whether it changed anything, which makes the pass solve again.
    func didSolve(_ engine: LayoutEngine, _ context: LayoutContext) -> Bool { false }

    /// How far the frame reaches beyond the rectangle constraints align, as
    /// `UIView.alignmentRectInsets`: a switch draws 2 points past its trailing edge, a slider's
    /// thumb 2 points past both ends. Constraints and intrinsic sizes are about the alignment
    /// rectangle; ``frame`` is that rectangle grown by these insets.
    open var alignmentRectInsets: EdgeInsets { .zero }

    /// `frame` shrunk by ``alignmentRectInsets``: what constraints see of it.
    func alignmentRect(_ frame: Rect) -> Rect {
        let insets = alignmentRectInsets
        return Rect(x: frame.minX + insets.left, y: frame.minY + insets.top,
                    width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
    }

    /// The baselines' distances from the vertical centre (see `EngineItem`); `nil` makes both
    /// baselines the bottom edge, as for a plain `UIView`. Override it in a view that shows text
    /// (a button's title, a text field's text) so that baseline constraints reach the text.
    open var baselineOffsets: (first: Double, last: Double)? { nil }

    /// The first baseline's fixed distance below the top edge, for a view whose first baseline does
    /// not move with its height (see `EngineItem`); `nil` uses ``baselineOffsets``.
    var firstBaselineFromTop: Double? { nil }
}

extension View: EngineItem {}

extension View {
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .width) }
    public var heightAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .height) }
}

/// Options for a layout pass, set on the root view.
public struct LayoutOptions: Hashable, Sendable {
    /// The screen scale (1, 2 or 3): labels round their sizes up to its pixel grid, as UILabel does.
    public var scale: Double
    /// Whether frames are rounded to the pixel grid, as UIKit does on screen. ``View/unroundedFrame``
    /// keeps the exact solution either way.
    public var roundsToPixels: Bool

    /// Whether placeholder ("Remove at build time") constraints are kept, as at design time in
    /// Interface Builder. Off by default, as at run time.
    public var keepsPlaceholders: Bool

    public init(scale: Double = 2, roundsToPixels: Bool = false, keepsPlaceholders: Bool = false) {
        self.scale = scale
        self.roundsToPixels = roundsToPixels
        self.keepsPlaceholders = keepsPlaceholders
    }
}
