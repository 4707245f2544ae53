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
        contentLayoutGuide.owningView = self
        frameLayoutGuide.owningView = self
    }

    /// The point of the content shown at the scroll view's top left: the bounds origin.
    public var contentOffset: Point {
        get { boundsOrigin }
        set { boundsOrigin = newValue }
    }

    /// The size of the content area after the last layout pass.
    public var contentSize: Size { contentLayoutGuide.layoutFrame.size }

    override var ownedGuides: [LayoutGuide] { super.ownedGuides + [contentLayoutGuide, frameLayoutGuide] }

    /// The content area starts at the frame's origin minus the offset; the frame guide is the frame.
    override func systemConstraints(_ context: LayoutContext) -> [LayoutConstraint] {
        var result = super.systemConstraints(context)
        let parts: [(LayoutGuide, LayoutAttribute, Double)] = [
            (contentLayoutGuide, .left, -contentOffset.x), (contentLayoutGuide, .top, -contentOffset.y),
            (frameLayoutGuide, .left, 0), (frameLayoutGuide, .top, 0),
            (frameLayoutGuide, .width, 0), (frameLayoutGuide, .height, 0),
        ]
        for (guide, attribute, constant) in parts {
            let key = "scroll.\(guide.identifier).\(attribute.name)"
            result.append(generated.constraint(key, constant: constant, owner: self) {
                LayoutConstraint(item: guide, attribute: attribute, relatedBy: .equal, toItem: self,
                                 attribute: attribute, multiplier: 1, constant: constant,
                                 identifier: guide.identifier, origin: .system)
            })
        }
        return result
    }
}
