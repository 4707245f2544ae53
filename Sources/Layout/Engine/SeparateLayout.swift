/// A subtree that its container lays out apart from the rest of the tree, with an engine of its
/// own: a table view's cells, as UIKit sizes and lays out each cell by itself when the table
/// places it.
///
/// The tree's engine holds only the view's frame (its autoresizing constraints, set by the
/// container); the view's own constraints, its subviews and theirs are laid out by the view's
/// pass after the tree's, at the frame the tree's pass gave it. The same engine sizes the subtree
/// first when the container asks (a self-sizing row's fitting), so a row is built once, not once
/// to fit and again in the window's engine, and the window's engine stays the size of its rows'
/// frames. Constraints between the subtree and views outside it do not apply: UIKit's cells are
/// reused and laid out on their own, and their content is constrained within them.
///
/// The engine is let go once the subtree is laid out (an engine kept for each of thousands of rows
/// was most of a long table's memory); the pass records the constraints it ended with, so a later
/// pass over the tree that would hand it the same ones, with the same constants and priorities, at
/// the same place on the pixel grid, leaves the subtree as it is.
final class SeparateLayout {
    /// The subtree's passes: their engine (while held), label widths and settled inputs.
    let state: LayoutPass.State
    /// What passes the container ran before the tree's pass ended met (a cell laid out at the
    /// estimated row height before it is fitted): reported with the tree's pass.
    var pendingReport = LayoutReport()
    /// Where the subtree was last laid out, and how: the view's exact origin in the tree's space
    /// (frames are rounded to pixels in that space, so a move by a fraction of a pixel lays the
    /// subtree out again), the pixel scale frames were rounded to (0: not rounded), and the
    /// alignment insets of its views (frames are their alignment rectangles outset by them).
    private var lastPlacement: (origin: Point, scale: Double, insets: [EdgeInsets])?
    /// The call the subtree was last laid out in, the exact frame it had, and whether it holds
    /// views that do work after solving: a later pass of the same call that places it there again
    /// leaves it as it is without collecting its constraints (see ``LayoutCall``).
    private var lastLayout: (call: LayoutCall, exact: Rect, doesWorkAfterSolving: Bool)?
    /// How many times ``layOut(_:exact:rounded:scale:call:solvedByFitting:)`` laid the subtree out, and how many
    /// times it collected the subtree's constraints to lay it out or to find it unchanged (for tests).
    private(set) var layoutsRun = 0
    private(set) var passesRun = 0
    /// How many of those layouts wrote the frames the subtree's fitting solved (for tests).
    private(set) var solvedByFittingCount = 0

    /// A subtree whose engines come from `pool` and go back to it when let go.
    init(pool: EnginePool? = nil) {
        state = LayoutPass.State(pool: pool)
    }

    /// Lays out `view`'s subtree with the view at `exact` (rounded to `rounded`) in the tree's
    /// space, unless nothing changed since the last time; returns what the pass met and the
    /// subtrees laid out on their own below it, with their frames. With `solvedByFitting`, the
    /// engine holds the subtree's fitting at the height it is now laid out at, whose solution is
    /// the layout's: the frames are written from it (``LayoutPass/recordInputsAsSolved(views:)``).
    ///
    /// A subtree is left as it is only when its pass would hand the engine the constraints its
    /// last pass ended with, at the same place on the pixel grid, at the same scale, with the same
    /// alignment insets, and when it holds no view that does work of its own after solving
    /// (a scroll view sets its content offset, a table places its rows): the frames it wrote then
    /// are the frames it would write now.
    func layOut(_ view: View, exact: Rect, rounded: Rect, scale: Double, call: LayoutCall?,
                solvedByFitting: Bool = false) -> (report: LayoutReport, separate: [FrameWriter.Placed])
    {
        var report = pendingReport
        pendingReport = LayoutReport()
        if let call, let last = lastLayout, last.call === call, last.exact == exact, !last.doesWorkAfterSolving,
           lastPlacement?.scale == scale {
            return (report, [])  // laid out there in this call already
        }
        let views = view.layoutScope
        let insets = views.map(\.alignmentRectInsets)
        let inPlace = lastPlacement.map {
            $0.scale == scale && $0.insets == insets && Self.sameOnPixelGrid($0.origin, exact.origin, scale: scale)
        } ?? false
        let doesWorkAfterSolving = views.contains { $0 is ScrollView || ($0 !== view && $0.separateLayout != nil) }
        let canSkip = inPlace && !doesWorkAfterSolving
        if let call { lastLayout = (call, exact, doesWorkAfterSolving) }
        state.call = call
        let pass = LayoutPass(root: view, state: state, fitting: nil)
        passesRun += 1
        if solvedByFitting && !doesWorkAfterSolving && state.holdsEngine && pass.recordInputsAsSolved(views: views) {
            solvedByFittingCount += 1
        } else {
            guard let passReport = pass.runSeparately(skippingIfSettled: canSkip) else { return (report, []) }
            report.append(passReport)
        }
        layoutsRun += 1
        let separate: [FrameWriter.Placed]
        do {  // the writer lets go of the engine before the state does
            var writer = FrameWriter(engine: state.engine, scale: scale)
            writer.writeContents(of: view, exact: exact, rounded: rounded)
            separate = writer.separate
        }
        lastPlacement = (exact.origin, scale, insets)
        state.releaseEngine()
        return (report, separate)
    }

    /// An engine laid out with the subtree's constraints as they are now, for inspection
    /// (ambiguity): the held one, or one made by laying the subtree out again, let go after
    /// `body`. The frames are not written, so the next layout of the tree lays the subtree out.
    func withEngine<T>(of view: View, _ body: (LayoutEngine) -> T) -> T {
        if state.holdsEngine { return body(state.engine) }
        _ = LayoutPass(root: view, state: state, fitting: nil).run()  // and forgets the settled inputs
        defer { state.releaseEngine() }
        return body(state.engine)
    }

    /// Whether two origins are a whole number of pixels apart (any two are, without rounding).
    private static func sameOnPixelGrid(_ a: Point, _ b: Point, scale: Double) -> Bool {
        guard scale > 0 else { return true }
        func whole(_ d: Double) -> Bool { abs(d * scale - (d * scale).rounded()) < 1e-6 }
        return whole(a.x - b.x) && whole(a.y - b.y)
    }
}

extension View {
    /// The views a pass over this view lays out: its subtree, without what views laid out on their
    /// own hold (those views themselves are in it: the pass places them).
    var layoutScope: [View] {
        var result: [View] = []
        Self.appendLayoutScope(of: self, below: self, to: &result)
        return result
    }

    /// Appends `view` and, unless it is laid out on its own below `root`, its subtree, depth
    /// first. A function of its own taking the list `inout`, where a nested function capturing
    /// it had each append checked for exclusive access at run time (every view of every round).
    private static func appendLayoutScope(of view: View, below root: View, to result: inout [View]) {
        result.append(view)
        if view !== root && view.separateLayout != nil { return }
        for subview in view.subviews { appendLayoutScope(of: subview, below: root, to: &result) }
    }

    /// Whether a pass over `root` lays this view out: `root` itself, or a view below it that no
    /// view laid out on its own (other than `root`) holds.
    func isInLayoutScope(of root: View) -> Bool {
        var current = self
        while current !== root {
            guard let parent = current.superview else { return false }
            if parent !== root && parent.separateLayout != nil { return false }
            current = parent
        }
        return true
    }

    /// Lays out the subtrees laid out on their own that a tree's pass met (`placed`, with their
    /// frames), and those below them in turn, adding what their passes met to `report`.
    func layOutSeparateSubtrees(_ placed: [FrameWriter.Placed], scale: Double, call: LayoutCall?,
                                into report: inout LayoutReport) {
        var queue = placed[...]
        while let next = queue.popFirst() {
            guard let layout = next.view.separateLayout else { continue }
            let result = layout.layOut(next.view, exact: next.exact, rounded: next.rounded, scale: scale, call: call)
            report.append(result.report)
            queue += result.separate
        }
    }

    /// The view that holds the engine laying this view out: the nearest ancestor laid out on its
    /// own, or the root. (A view laid out on its own is placed by its superview's engine.)
    var layoutHost: View {
        var current = self
        while let parent = current.superview {
            if parent.separateLayout != nil { return parent }
            current = parent
        }
        return current
    }
}
