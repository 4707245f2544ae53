/// A view that shows part of a larger content area, as `UIScrollView`.
///
/// As in UIKit, constraints between the scroll view's edges (leading, trailing, left, right, top,
/// bottom) and views inside it attach to the content area (``contentLayoutGuide``); its width,
/// height and centre, and constraints to views outside, attach to the frame. The content size
/// follows from the content's constraints. Subviews' frames are in content coordinates, shifted by
/// ``contentOffset``.
public class ScrollView: View {
    override public var className: String { "UIScrollView" }

    /// The content area: its size is ``contentSize``; its origin is the content's origin.
    public let contentLayoutGuide = LayoutGuide(kind: .scrollContent)
    /// The scroll view's frame, for pinning content that must not scroll (or a content width).
    public let frameLayoutGuide = LayoutGuide(kind: .scrollFrame)

    override public init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        contentLayoutGuide.owningView = self
        frameLayoutGuide.owningView = self
    }

    /// How the safe area adds to the content inset, as `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Hashable, Sendable {
        /// Vertically always (the scroll view under a navigation bar), horizontally when the
        /// content is wider than the scroll view.
        case automatic
        /// Along each axis the content scrolls along.
        case scrollableAxes
        case never
        case always
    }

    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// Extra space around the content, as `contentInset`.
    public var contentInset = EdgeInsets.zero
    /// ``contentInset`` plus the safe area insets the adjustment behaviour applies, after the last
    /// layout pass: under a navigation bar, the content starts below the bar.
    public private(set) var adjustedContentInset = EdgeInsets.zero

    private var hasOffsetFromUser = false

    /// The point of the content shown at the scroll view's top left: the bounds origin. Until you
    /// set it, a pass keeps it at the top of the content, `(-adjustedContentInset.left,
    /// -adjustedContentInset.top)`, as a scroll view shows itself first in UIKit.
    public var contentOffset: Point {
        get { boundsOrigin }
        set {
            boundsOrigin = newValue
            hasOffsetFromUser = true
        }
    }

    override func didSolve(_ engine: LayoutEngine, _ context: LayoutContext) -> Bool {
        let contentSize = Size(width: engine.value(contentLayoutGuide.variables.width),
                               height: engine.value(contentLayoutGuide.variables.height))
        let size = Size(width: engine.value(variables.width), height: engine.value(variables.height))
        return adjustContentInset(contentSize: contentSize, size: size)
    }

    /// Sets the offset a tree's first pass starts from: the top of the content, with the inset
    /// that the safe area seeded from the frames gives (``SafeAreaPropagation/seedFromFrames(_:)``)
    /// and the content size of the last layout (none before the first). Where that is the offset
    /// the solution gives, the pass needs no second round to move the content there: a scroll
    /// view below the status bar sent every view inside it through one (its content guide moves
    /// by the inset).
    func seedContentOffset() {
        _ = adjustContentInset(contentSize: contentSize, size: frame.size)
    }

    /// Works ``adjustedContentInset`` out for a content and a frame of these sizes and, unless
    /// the offset was set from outside, moves the offset to the top of the content; returns
    /// whether it moved.
    private func adjustContentInset(contentSize: Size, size: Size) -> Bool {
        let scrollsVertically = contentSize.height > size.height, scrollsHorizontally = contentSize.width > size.width
        let (vertical, horizontal): (Bool, Bool) = switch contentInsetAdjustmentBehavior {
        case .automatic: (true, scrollsHorizontally)
        case .scrollableAxes: (scrollsVertically, scrollsHorizontally)
        case .never: (false, false)
        case .always: (true, true)
        }
        let safe = safeAreaInsets
        adjustedContentInset = contentInset + EdgeInsets(
            top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
            bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
        guard !hasOffsetFromUser else { return false }
        let top = Point(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
        guard top != boundsOrigin else { return false }
        boundsOrigin = top
        return true
    }

    /// The size of the content area after the last layout pass.
    public var contentSize: Size { contentLayoutGuide.layoutFrame.size }

    override var ownedGuides: [LayoutGuide] { super.ownedGuides + [contentLayoutGuide, frameLayoutGuide] }

    /// The content area starts at the frame's origin minus the offset; the frame guide is the frame.
    override func appendSystemConstraints(_ context: LayoutContext, to result: inout [LayoutConstraint]) {
        super.appendSystemConstraints(context, to: &result)
        let parts: [(GeneratedConstraintKind, LayoutGuide, LayoutAttribute, Double)] = [
            (.scrollContentGuide, contentLayoutGuide, .left, -contentOffset.x),
            (.scrollContentGuide, contentLayoutGuide, .top, -contentOffset.y),
            (.scrollFrameGuide, frameLayoutGuide, .left, 0), (.scrollFrameGuide, frameLayoutGuide, .top, 0),
            (.scrollFrameGuide, frameLayoutGuide, .width, 0), (.scrollFrameGuide, frameLayoutGuide, .height, 0),
        ]
        for (kind, guide, attribute, constant) in parts {
            result.append(generated.constraint(GeneratedKey(kind, guide, attribute), constant: constant, owner: self) {
                // Named after the guide as it is now: its identifier is public and may have been changed.
                LayoutConstraint(generated: kind, item: guide, attribute: attribute, toItem: self,
                                 attribute: attribute, multiplier: 1, constant: constant)
                    .withIdentifier(guide.identifier)
            })
        }
    }
}
