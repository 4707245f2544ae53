import Layout

/// A view as the renderers draw it: where it lands on the canvas after scrolling (or unrolling, in
/// full mode), and how much of the canvas its clipping ancestors leave it.
struct SceneNode {
    let view: View
    /// The view's id in every output (see ``ViewIdentifiers``).
    let id: String
    /// The index of the parent node in ``Scene/nodes``; `nil` for the root.
    let parent: Int?
    /// The view's rectangle in canvas coordinates: the root's top left is (0, 0).
    let rect: Rect
    /// What clipping ancestors leave visible, in canvas coordinates; `nil` when nothing clips.
    let clip: Rect?
    /// The offset subtracted from subviews' frames: the bounds origin, or the top of the content
    /// (less the adjusted inset) for a scroll view unrolled in full mode.
    let contentOrigin: Point
}

/// The visible views of a laid-out tree in drawing order (parents first, subviews in order), on a
/// canvas the size of the root view.
///
/// In full mode a scroll view is drawn as tall (and wide) as its content plus its adjusted inset,
/// as if the screen were long enough to show all of it. Its ancestors grow by as much, and views
/// that sat wholly below (or to the right of) it move down (or right) with its bottom edge, so the
/// rest of the screen keeps its arrangement. Hidden views and their subviews are left out.
struct Scene {
    private(set) var nodes: [SceneNode] = []
    /// The canvas: the root's size, grown in full mode.
    let size: Size

    init(root: View, full: Bool) {
        let ids = ViewIdentifiers(root: root)
        // Subviews are arranged before their superviews (reverse document order), and placed after
        // them; both without recursion, since trees can be deep.
        var order: [View] = []
        var pending = [root]
        while let view = pending.popLast() {
            order.append(view)
            pending.append(contentsOf: view.subviews.filter { !$0.isHidden && Scene.isFinite($0.frame) }.reversed())
        }
        var arrangements: [ObjectIdentifier: Arrangement] = [:]
        for view in order.reversed() {
            arrangements[ObjectIdentifier(view)] = Scene.arrange(view, full: full, arrangements: arrangements)
        }
        size = arrangements[ObjectIdentifier(root)]?.size ?? .zero
        guard !root.isHidden, Scene.isFinite(root.frame) else { return }
        var nodes: [SceneNode] = []
        var placing: [(view: View, origin: Point, parent: Int?, clip: Rect?)] = [(root, .zero, nil, nil)]
        while let (view, origin, parent, clip) = placing.popLast() {
            guard let arrangement = arrangements[ObjectIdentifier(view)] else { continue }
            let rect = Rect(origin: origin, size: arrangement.size)
            let index = nodes.count
            nodes.append(SceneNode(view: view, id: ids[view], parent: parent, rect: rect, clip: clip,
                                   contentOrigin: arrangement.contentOrigin))
            let childClip = view.clipsToBounds ? Scene.intersection(clip, rect) : clip
            for (child, offset) in arrangement.children.reversed() {
                placing.append((child, Point(x: origin.x + offset.x, y: origin.y + offset.y), index, childClip))
            }
        }
        self.nodes = nodes
    }

    /// A view's drawn size and where its visible subviews go, relative to its top left.
    private struct Arrangement {
        var size: Size
        var contentOrigin: Point
        var children: [(View, Point)]
    }

    /// A view's arrangement, from its subviews' (already worked out).
    private static func arrange(_ view: View, full: Bool, arrangements: [ObjectIdentifier: Arrangement]) -> Arrangement {
        var size = view.frame.size
        var contentOrigin = view.bounds.origin
        if full, let scroll = view as? ScrollView {
            let inset = scroll.adjustedContentInset
            contentOrigin = Point(x: -inset.left, y: -inset.top)
            size.width = max(size.width, inset.left + scroll.contentSize.width + inset.right)
            size.height = max(size.height, inset.top + scroll.contentSize.height + inset.bottom)
        }
        let visible = view.subviews.filter { !$0.isHidden && isFinite($0.frame) }
        // How much each subview grew.
        var growth: [Size] = []
        for child in visible {
            let grown = arrangements[ObjectIdentifier(child)]?.size ?? child.frame.size
            growth.append(Size(width: grown.width - max(child.frame.width, 0),
                               height: grown.height - max(child.frame.height, 0)))
        }
        var children: [(View, Point)] = []
        var extra = Size.zero
        for (index, child) in visible.enumerated() {
            var shift = Size.zero
            for (other, grown) in zip(visible, growth) where other !== child {
                if grown.height > 0, other.frame.maxY <= child.frame.minY + RenderingTolerance.touchingEdge { shift.height += grown.height }
                if grown.width > 0, other.frame.maxX <= child.frame.minX + RenderingTolerance.touchingEdge { shift.width += grown.width }
            }
            extra.width = max(extra.width, shift.width + growth[index].width)
            extra.height = max(extra.height, shift.height + growth[index].height)
            children.append((child, Point(x: child.frame.minX - contentOrigin.x + shift.width,
                                          y: child.frame.minY - contentOrigin.y + shift.height)))
        }
        size.width += extra.width
        size.height += extra.height
        return Arrangement(size: Size(width: max(size.width, 0), height: max(size.height, 0)),
                           contentOrigin: contentOrigin, children: children)
    }

    static func isFinite(_ rect: Rect) -> Bool {
        rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
    }

    /// The overlap of a clip (or none) with a rectangle; an empty overlap keeps zero size.
    static func intersection(_ clip: Rect?, _ rect: Rect) -> Rect {
        guard let clip else { return rect }
        let minX = max(clip.minX, rect.minX), minY = max(clip.minY, rect.minY)
        let maxX = min(clip.maxX, rect.maxX), maxY = min(clip.maxY, rect.maxY)
        return Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
}
