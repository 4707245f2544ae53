import TextLayout

extension View {
    /// Lays out the whole tree this view belongs to, from its root, and sets every frame, as
    /// `layoutIfNeeded()` does (Trellis always lays out; passes after the first only change what
    /// changed in the solver).
    ///
    /// Unsatisfiable required constraints do not stop the pass: as UIKit does, one constraint of
    /// each conflicting set is broken and the rest laid out. The returned report lists them;
    /// ``LayoutReport/message`` reads as UIKit's console log.
    @discardableResult
    public func layoutIfNeeded() -> LayoutReport {
        let root = rootView
        let state = root.layoutState ?? LayoutPass.State()
        root.layoutState = state
        let report = LayoutPass(root: root, state: state, fitting: nil).run()
        root.writeFrames(from: state.engine)
        return report
    }

    /// The size the view needs for its constraints, closest to `targetSize` within the given
    /// priorities, as `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
    ///
    /// The view is laid out on its own, as the root of its subtree, without its own autoresizing
    /// constraints; frames are not changed. For a self-sizing cell: the table's width at
    /// `.required` and height 0 at `.fittingSizeLevel`.
    public func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority,
        verticalFittingPriority vertical: LayoutPriority
    ) -> Size {
        fittingResult(targetSize, horizontal: horizontal, vertical: vertical).size
    }

    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`` at
    /// `.fittingSizeLevel` both ways: the smallest (`.zero`) or largest size the constraints allow.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    func fittingResult(_ target: Size, horizontal: LayoutPriority, vertical: LayoutPriority)
        -> (size: Size, report: LayoutReport)
    {
        let state = fittingState ?? LayoutPass.State()
        fittingState = state
        let fitting = LayoutPass.Fitting(target: target, horizontal: horizontal, vertical: vertical)
        let report = LayoutPass(root: self, state: state, fitting: fitting).run()
        let engine = state.engine
        return (Size(width: engine.value(variables.width), height: engine.value(variables.height)), report)
    }

    /// Sets every frame in the tree from the engine, rounding to pixels if the options say so.
    private func writeFrames(from engine: LayoutEngine) {
        let scale = layoutOptions.roundsToPixels ? layoutOptions.scale : 0
        func rounded(_ r: Rect) -> Rect {
            guard scale > 0 else { return r }
            func round(_ x: Double) -> Double { PixelGrid.round(x, scale: scale) }
            let minX = round(r.minX), minY = round(r.minY)
            return Rect(x: minX, y: minY, width: round(r.maxX) - minX, height: round(r.maxY) - minY)
        }
        func relative(_ r: Rect, to parent: Rect, bounds: Point) -> Rect {
            Rect(x: r.minX - parent.minX + bounds.x, y: r.minY - parent.minY + bounds.y, width: r.width, height: r.height)
        }
        func visit(_ view: View, parent: (exact: Rect, rounded: Rect)?) {
            let insets = view.alignmentRectInsets
            let aligned = engine.engineFrame(view.variables)
            let exact = Rect(x: aligned.minX - insets.left, y: aligned.minY - insets.top,
                             width: aligned.width + insets.left + insets.right,
                             height: aligned.height + insets.top + insets.bottom)
            let snapped = rounded(exact)
            if let parent, let superview = view.superview {
                view.setSolvedFrame(relative(snapped, to: parent.rounded, bounds: superview.boundsOrigin),
                                    unrounded: relative(exact, to: parent.exact, bounds: superview.boundsOrigin))
            } else {
                view.setSolvedFrame(snapped, unrounded: exact)
            }
            for guide in view.ownedGuides {
                guide.solvedFrame = relative(engine.engineFrame(guide.variables), to: exact, bounds: view.boundsOrigin)
            }
            for subview in view.subviews { visit(subview, parent: (exact, snapped)) }
        }
        visit(self, parent: nil)
    }
}
