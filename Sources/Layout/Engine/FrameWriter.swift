import TextLayout

/// Sets frames from an engine's solution, rounding them to pixels in the tree's space if the
/// options say so. It stops at views laid out on their own (see ``SeparateLayout``): their frames
/// are set, and they are listed, with those frames, for their own passes.
struct FrameWriter {
    /// A view laid out on its own, with its frame in the tree's space: exact and rounded.
    typealias Placed = (view: View, exact: Rect, rounded: Rect)

    let engine: LayoutEngine
    /// Pixels per point to round to, or 0 not to round.
    let scale: Double
    /// Where the engine's space lies in the tree's: zero for the tree's engine; for a subtree's
    /// own engine, what puts its root where the tree's pass put it.
    private var offset = Point.zero
    /// The views laid out on their own met below the views written.
    private(set) var separate: [Placed] = []

    init(engine: LayoutEngine, scale: Double) {
        self.engine = engine
        self.scale = scale
    }

    /// Sets the frames of `root` (the top of its tree) and of every view below it.
    mutating func writeTree(from root: View) {
        let (exact, rounded) = frame(of: root)
        root.setSolvedFrame(rounded, unrounded: exact)
        writeContents(of: root, exact: exact, rounded: rounded, isStart: true)
    }

    /// Sets the frames below `view`, which a pass over its superview placed at `exact` (rounded to
    /// `rounded`) in the tree's space, from `view`'s own engine.
    mutating func writeContents(of view: View, exact: Rect, rounded: Rect) {
        let local = frame(of: view).exact
        offset = Point(x: exact.minX - local.minX, y: exact.minY - local.minY)
        writeContents(of: view, exact: exact, rounded: rounded, isStart: true)
    }

    private mutating func writeContents(of view: View, exact: Rect, rounded: Rect, isStart: Bool) {
        if !isStart && view.separateLayout != nil {
            separate.append((view, exact, rounded))
            return
        }
        for guide in view.ownedGuides {
            guide.solvedFrame = Self.relative(shifted(engine.engineFrame(guide.variables)), to: exact,
                                              bounds: view.boundsOrigin)
        }
        for subview in view.subviews {
            let (childExact, childRounded) = frame(of: subview)
            subview.setSolvedFrame(Self.relative(childRounded, to: rounded, bounds: view.boundsOrigin),
                                   unrounded: Self.relative(childExact, to: exact, bounds: view.boundsOrigin))
            writeContents(of: subview, exact: childExact, rounded: childRounded, isStart: false)
        }
    }

    /// The view's frame in the tree's space (its alignment rectangle from the engine, outset by its
    /// alignment insets), exact and rounded to pixels.
    private func frame(of view: View) -> (exact: Rect, rounded: Rect) {
        let exact = Self.outset(shifted(engine.engineFrame(view.variables)), by: view.alignmentRectInsets)
        return (exact, Self.rounded(exact, scale: scale))
    }

    /// Where `frame`, in `parent`'s bounds, lies in the tree's space, with `parent` solved by the
    /// tree's `engine` (a row a table places by hand before the frames are written).
    static func exactFrame(of frame: Rect, in parent: View, solvedBy engine: LayoutEngine) -> Rect {
        let container = outset(engine.engineFrame(parent.variables), by: parent.alignmentRectInsets)
        return Rect(x: container.minX - parent.boundsOrigin.x + frame.minX,
                    y: container.minY - parent.boundsOrigin.y + frame.minY, width: frame.width, height: frame.height)
    }

    /// A view's frame from its alignment rectangle.
    private static func outset(_ aligned: Rect, by insets: EdgeInsets) -> Rect {
        Rect(x: aligned.minX - insets.left, y: aligned.minY - insets.top,
             width: aligned.width + insets.left + insets.right, height: aligned.height + insets.top + insets.bottom)
    }

    /// `exact` with its edges rounded to the pixel grid of `scale` (unchanged when it is 0).
    static func rounded(_ exact: Rect, scale: Double) -> Rect {
        guard scale > 0 else { return exact }
        func round(_ x: Double) -> Double { PixelGrid.round(x, scale: scale) }
        let minX = round(exact.minX), minY = round(exact.minY)
        return Rect(x: minX, y: minY, width: round(exact.maxX) - minX, height: round(exact.maxY) - minY)
    }

    private func shifted(_ r: Rect) -> Rect {
        Rect(x: r.minX + offset.x, y: r.minY + offset.y, width: r.width, height: r.height)
    }

    private static func relative(_ r: Rect, to parent: Rect, bounds: Point) -> Rect {
        Rect(x: r.minX - parent.minX + bounds.x, y: r.minY - parent.minY + bounds.y, width: r.width, height: r.height)
    }
}
