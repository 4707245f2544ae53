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
        state.call = LayoutCall()
        var report = LayoutPass(root: root, state: state, fitting: nil).run()
        let scale = root.layoutOptions.roundsToPixels ? root.layoutOptions.scale : 0
        var writer = FrameWriter(engine: state.engine, scale: scale)
        writer.writeTree(from: root)
        root.layOutSeparateSubtrees(writer.separate, scale: scale, call: state.call, into: &report)
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
        let fitting = LayoutPass.Fitting(item: self, target: target, horizontal: horizontal, vertical: vertical)
        let report = LayoutPass(root: self, state: state, fitting: fitting).run()
        let engine = state.engine
        return (Size(width: engine.value(variables.width), height: engine.value(variables.height)), report)
    }
}
