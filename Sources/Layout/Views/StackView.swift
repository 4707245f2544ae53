/// A view that lines its arranged subviews up along an axis, as `UIStackView`, with the
/// constraints UIKit makes and their identifiers (`UISV-canvas-connection`, `UISV-spacing`,
/// `UISV-alignment`, `UISV-fill-equally`, `UISV-hiding`, ...), so conflict reports read like
/// UIKit's. See `StackView+Constraints.swift` for how each distribution and alignment is built.
public final class StackView: View {
    override public var className: String { "UIStackView" }

    /// How arranged views share the stack's length along its axis, as `UIStackView.Distribution`.
    public enum Distribution: Hashable, Sendable, CaseIterable {
        /// Edge to edge with `spacing`; the views' hugging and compression priorities decide who
        /// stretches or shrinks.
        case fill
        /// Edge to edge with `spacing`, all the same length.
        case fillEqually
        /// Edge to edge with `spacing`, lengths in proportion to the views' intrinsic lengths.
        case fillProportionally
        /// Views at their own lengths, equal gaps of at least `spacing` between them.
        case equalSpacing
        /// Views at their own lengths, equal distances between centres, gaps at least `spacing`.
        case equalCentering
    }

    /// How arranged views sit across the axis, as `UIStackView.Alignment`.
    public enum Alignment: Hashable, Sendable, CaseIterable {
        /// Stretched across the stack.
        case fill
        /// Against the leading edge (top, in a horizontal stack).
        case leading
        /// Centred across the stack.
        case center
        /// Against the trailing edge (bottom, in a horizontal stack).
        case trailing
        /// First baselines aligned (horizontal stacks; a vertical stack treats it as `leading`).
        case firstBaseline
        /// Last baselines aligned (horizontal stacks; a vertical stack treats it as `trailing`).
        case lastBaseline

        /// `UIStackView.Alignment.top`, the same as ``leading``.
        public static var top: Alignment { .leading }
        /// `UIStackView.Alignment.bottom`, the same as ``trailing``.
        public static var bottom: Alignment { .trailing }
    }

    public var axis: LayoutAxis
    public var distribution: Distribution = .fill
    public var alignment: Alignment = .fill
    /// The gap between neighbouring views (the least gap for the equal distributions).
    public var spacing: Double = 0
    /// Whether views are laid out within the layout margins rather than the bounds.
    public var isLayoutMarginsRelativeArrangement = false
    /// Where hidden arranged views sit along the axis.
    public var hiddenViewPlacement: HiddenViewPlacement = .betweenNeighbours

    /// Where a hidden arranged view sits along the axis. It is 0 long either way, unless its own
    /// required length breaks `UISV-hiding`'s; then the edge named here keeps it in place.
    public enum HiddenViewPlacement: Hashable, Sendable, CaseIterable {
        /// iOS 15 and later: in the middle of the gap between the visible views either side;
        /// before the first visible view it ends at the stack's start, after the last it
        /// starts at the stack's end (with none visible, it starts at the stack's start).
        case betweenNeighbours
        /// iOS 14 and earlier: it starts at the stack's start.
        case stackStart
    }

    /// How a horizontal stack shares its width among views that wrap text (UIKit's
    /// `UISV-text-width-disambiguation`; see `StackView+Constraints.swift`).
    public var textWidthSharing: TextWidthSharing = .atMostShares

    /// How a horizontal `fill`, `equalSpacing` or `equalCentering` stack settles the widths of
    /// labels of more than one line, which have no width of their own.
    public enum TextWidthSharing: Hashable, Sendable, CaseIterable {
        /// iOS 15 and later: each wrapping view (a label, or a stack that holds one) is at most
        /// an equal share of the width among the wrapping views, at 950 and up.
        case atMostShares
        /// iOS 14 and earlier: each wrapping label is held at an equal share among all the
        /// visible views, just above its own hugging and compression resistance.
        case equalShares
    }

    /// The views the stack lays out, in order; each is also a subview.
    public private(set) var arrangedSubviews: [View] = []

    /// Guides between neighbours for the equal distributions, kept so their identities last.
    var distributingGuides: [LayoutGuide] = []

    /// Makes a stack; the views become subviews and stop translating their autoresizing masks.
    public init(arrangedSubviews views: [View] = [], axis: LayoutAxis = .horizontal) {
        self.axis = axis
        super.init()
        views.forEach(addArrangedSubview)
    }

    /// Appends a view to the arranged views (and the subviews).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view among the arranged views at `index`.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        // Arranged views are subviews (removing one from the stack unarranges it): a view that is
        // not a subview is not arranged, and is not looked for. Scanning for every view added
        // made building a stack of N rows cost N^2 / 2 comparisons (a 3,000-row screen's stack:
        // 1% of laying the screen out, and growing tenfold with the rows).
        if view.superview === self { arrangedSubviews.removeAll { $0 === view } }
        arrangedSubviews.insert(view, at: min(index, arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
    }

    /// Stops arranging a view; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
    }

    override func didRemoveSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
    }

    override func appendSystemConstraints(_ context: LayoutContext, to result: inout [LayoutConstraint]) {
        // The arrangement first: it may create the margins guide, whose constraints the view's own
        // part then includes.
        let arrangement = arrangementConstraints(context)
        super.appendSystemConstraints(context, to: &result)
        result += arrangement
    }
}
