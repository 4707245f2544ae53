/// One layout of a tree (or of a view being fitted, or of a subtree its container lays out on its
/// own): collects the constraints in force, brings the engine to them, and repeats while labels
/// that wrap at their own width change size (UIKit's two passes for `preferredMaxLayoutWidth`).
struct LayoutPass {
    struct Fitting {
        /// The view whose size is asked for: the root, or a cell's content view fitted in the
        /// cell's own engine (see ``TableView``).
        let item: View
        let target: Size
        let horizontal: LayoutPriority
        let vertical: LayoutPriority
    }

    /// What the passes over one tree (or over one view being fitted) keep from one to the next: the
    /// engine, and the label-width feedback. A wrapping label's intrinsic height depends on the
    /// width the solver gives it, which a linear solver cannot express, so each round records the
    /// widths it solved and the next round wraps the labels at them. Kept across passes, so a pass
    /// over an unchanged tree starts from the widths it ends with and solves once.
    final class State {
        /// The engine, made when first needed. A subtree laid out on its own lets it go after
        /// each layout (see ``SeparateLayout``); the widths and the settled inputs stay.
        var engine: LayoutEngine {
            if let storedEngine { return storedEngine }
            let engine = pool?.take() ?? LayoutEngine()
            storedEngine = engine
            return engine
        }
        private var storedEngine: LayoutEngine?
        /// Where the engine comes from and goes back to when let go (a table's rows share one).
        private let pool: EnginePool?

        init(pool: EnginePool? = nil) {
            self.pool = pool
        }
        /// Each wrapping label's width in the last round: the width it wraps at in the next.
        private(set) var labelWidths: [ObjectIdentifier: Double] = [:]
        /// The constraints the last round of the last pass handed the engine, if that pass settled
        /// and recorded them (``LayoutPass/runSeparately(skippingIfSettled:)``): a pass that would hand it the
        /// same ones, with the same constants and priorities, would solve to the same values.
        fileprivate(set) var settledInputs: [InputStamp]?

        /// The `layoutIfNeeded()` the passes run in now (see ``LayoutCall``).
        var call: LayoutCall?

        /// The constraints the last fitting of a subtree laid out on its own handed its engine, if it
        /// settled, without the root's own and the fitting's (see ``LayoutPass/recordInputsAsSolved(views:)``).
        var fittedInputs: [LayoutConstraint]?

        /// Whether the engine is held now.
        var holdsEngine: Bool { storedEngine != nil }

        /// Whether a pass has worked the tree's safe area out from a solution: until then, the
        /// first round starts from the views' frames (``SafeAreaPropagation/seedFromFrames(_:)``).
        var hasPropagatedSafeArea = false

        /// How many rounds the last pass ran (each a solve): for tests and profiling.
        fileprivate(set) var lastPassRounds = 0
        /// How many of those collected every view's constraints; the others collected only the
        /// views their solution changed (see ``LayoutPass/RoundInPlace``). For tests and profiling.
        fileprivate(set) var lastPassCollections = 0

        /// Lets the engine go; the next pass builds a new one from the constraints in force.
        func releaseEngine() {
            guard var engine = storedEngine else { return }
            storedEngine = nil
            pool?.give(&engine)
        }

        /// Records the labels' solved widths; returns the labels whose width moved (by more than
        /// ``LayoutTolerance/settledLength``), which calls for another round, each with the size
        /// it was measured at in this round (`nil` if that is not kept), and appends their places
        /// in `labels` to `positions`.
        func recordWidths(of labels: [LabelView], movedAt positions: inout [Int]) -> [(label: LabelView, size: Size?)] {
            var moved: [(label: LabelView, size: Size?)] = []
            for (position, label) in labels.enumerated() {
                let id = ObjectIdentifier(label)
                let width = engine.value(label.variables.width)
                if let old = labelWidths[id], abs(old - width) < LayoutTolerance.settledLength { continue }
                labelWidths[id] = width
                moved.append((label, label.lastMeasuredSize))
                positions.append(position)
            }
            return moved
        }
    }

    /// One constraint as a round handed it to the engine. The constraint is held, so that its
    /// identity cannot be taken by another while the stamp is kept; its items and attributes never
    /// change, its constant and priority may.
    struct InputStamp: Equatable {
        let constraint: LayoutConstraint
        let constant: Double
        let priority: LayoutPriority

        init(_ constraint: LayoutConstraint) {
            self.constraint = constraint
            constant = constraint.constant
            priority = constraint.priority
        }

        static func == (a: InputStamp, b: InputStamp) -> Bool {
            a.constraint === b.constraint && a.constant == b.constant && a.priority == b.priority
        }
    }

    let root: View
    let state: State
    let fitting: Fitting?

    var engine: LayoutEngine { state.engine }

    /// Passes after which label widths and hand-placed views are taken as they are, in case they
    /// never settle.
    private let maximumPasses = 8

    func run() -> LayoutReport {
        run(skippingIfSettled: false, recordsInputs: false)!
    }

    /// The pass of a subtree laid out on its own, which records the constraints its last round
    /// handed the engine if it settled. With `skippingIfSettled`, it does nothing, and returns
    /// `nil`, if its first round would hand the engine the same constraints, with the same
    /// constants and priorities, as the last settled pass: it would solve to the values the frames
    /// already have. So an unchanged subtree is not laid out again, and needs no engine.
    func runSeparately(skippingIfSettled: Bool) -> LayoutReport? {
        run(skippingIfSettled: skippingIfSettled, recordsInputs: true)
    }

    private func run(skippingIfSettled: Bool, recordsInputs: Bool) -> LayoutReport? {
        var report = LayoutReport()
        let isSeparate = fitting != nil || root.separateLayout != nil
        var settled = false
        var inputs: [LayoutConstraint] = []
        var fittedInputs: [LayoutConstraint]?
        var wrappingLabels: [LabelView] = []
        // Their texts are measured once a pass, whatever widths it asks for; not kept after it.
        defer { for label in wrappingLabels { label.forgetPendingText() } }
        // What the last round that collected every view's constraints collected, when the next
        // round may collect again only the views that changed (see `RoundInPlace`), and those.
        var lastFull: RoundInPlace?
        var changedViews: [Int] = []
        state.lastPassCollections = 0
        for round in 0..<maximumPasses {
            state.lastPassRounds = round + 1
            let views: [View], context: LayoutContext, result: LayoutEngine.UpdateResult
            if let full = lastFull, let inPlace = full.update(engine, changedViews, state.labelWidths) {
                (views, context, result) = (full.views, inPlace.context, inPlace.result)
            } else {
                // Again on each pass: views that place subviews by hand may have added some.
                views = root.layoutScope
                state.lastPassCollections += 1
                var canRoundInPlace = fitting == nil && !recordsInputs
                wrappingLabels = []
                var wrappingIndices: [Int] = []
                for (i, view) in views.enumerated() {
                    if let label = view as? LabelView, label.wrapsAtOwnWidth {
                        wrappingLabels.append(label)
                        wrappingIndices.append(i)
                    }
                    if canRoundInPlace && !RoundInPlace.canCollectApart(view) { canRoundInPlace = false }
                }
                if round == 0 && !isSeparate && !state.hasPropagatedSafeArea {
                    SafeAreaPropagation.seedFromFrames(views)
                }
                context = self.context(for: views, isSeparate: isSeparate)
                let collected = constraintsInForce(views, context)
                inputs = collected.all
                if fitting != nil && root.separateLayout != nil {
                    // What the subtree's layout at the fitted size collects besides its root's own.
                    fittedInputs = Array(inputs[collected.rootCount..<inputs.count - collected.fittingCount])
                }
                if round == 0 {
                    if skippingIfSettled, let last = state.settledInputs, last.count == inputs.count,
                       zip(last, inputs).allSatisfy({ $0 == InputStamp($1) }) {
                        return nil
                    }
                    state.settledInputs = nil
                    engine.beginPass()
                }
                result = engine.update(to: inputs)
                lastFull = canRoundInPlace && !context.hasSeparateSubtrees
                    ? RoundInPlace(views: views, wrappingIndices: wrappingIndices, context: context,
                                   inputs: inputs.map(ObjectIdentifier.init), ranges: collected.ranges)
                    : nil
                // Let go now, while the update has just read them, rather than at the end of the
                // pass: only a pass that records its inputs, or a fitting, keeps them.
                if lastFull != nil { inputs = [] }
            }
            report.conflicts += result.conflicts
            for constraint in result.invalid where !report.invalidConstraints.contains(where: { $0 === constraint }) {
                report.invalidConstraints.append(constraint)
            }
            // The views whose own constraints this round's solution may change: the labels whose
            // widths moved, those whose safe area moved, and those that did work after solving.
            changedViews.removeAll(keepingCapacity: true)
            var movedLabels: [Int] = []
            let moved = state.recordWidths(of: wrappingLabels, movedAt: &movedLabels)
            if let full = lastFull { changedViews += movedLabels.map { full.wrappingIndices[$0] } }
            var changed = false
            if !isSeparate {
                if SafeAreaPropagation.update(views, engine: engine, changedAt: &changedViews) { changed = true }
                state.hasPropagatedSafeArea = true
            }
            for (i, view) in views.enumerated() where (view === root || view.separateLayout == nil)
                && view.didSolve(engine, context) {
                changed = true
                changedViews.append(i)
            }
            if !changed && Self.sizesHold(moved, context.withSolvedWidths(state.labelWidths)) {
                settled = true
                break
            }
        }
        if recordsInputs && settled { state.settledInputs = inputs.map(InputStamp.init) }
        if fitting != nil && root.separateLayout != nil {
            state.fittedInputs = settled ? fittedInputs : nil
        }
        return report
    }

    /// The context of a round over `views` (the pass's layout scope).
    private func context(for views: [View], isSeparate: Bool) -> LayoutContext {
        let options = root.rootView.layoutOptions
        return LayoutContext(
            root: root, fitted: fitting?.item, isLaidOutAlone: isSeparate,
            hasSeparateSubtrees: views.contains { $0 !== root && $0.separateLayout != nil },
            scale: options.scale, keepsPlaceholders: options.keepsPlaceholders, solvedWidths: state.labelWidths,
            call: state.call)
    }

    /// Records the constraints a pass over a subtree laid out on its own would hand its engine,
    /// as settled, without handing them over, when the engine holds their solution already: a
    /// table's row just fitted, laid out at the height it was fitted to. The fitting held the
    /// content view's width and top-left where the row's constraints hold them, and found its
    /// height as small as the constraints allow; with the height fixed there instead, every
    /// priority is optimised over the same layouts, so the solution is the same (where it is
    /// unique). Not so when a user constraint involves the root (the cell itself), whose height
    /// the fitting left at the estimate: then this returns false and records nothing.
    ///
    /// - Precondition: the pass lays out a subtree on its own, and its engine holds the solution.
    ///
    /// The constraints are the fitting's last ones (``State/fittedInputs``) after the root's own,
    /// collected again: only the root's own constraints differ between a fitting and a layout
    /// (the cell's encapsulated size; the content view's autoresizing size when it is the root).
    /// Returns false as well when the last fitting did not settle.
    func recordInputsAsSolved(views: [View]) -> Bool {
        guard let fitted = state.fittedInputs else { return false }
        state.fittedInputs = nil
        guard !fitted.contains(where: { $0.isUserConstraint && ($0.firstItem === root || $0.secondItem === root) })
        else { return false }
        var inputs: [LayoutConstraint] = []
        root.appendSystemConstraints(context(for: views, isSeparate: true), to: &inputs)
        inputs += fitted
        state.settledInputs = inputs.map(InputStamp.init)
        return true
    }

    /// Whether the labels whose widths moved measure, wrapped at their new widths, the sizes they
    /// had in this round: then the next round would collect the same constraints with the same
    /// constants, solve to the same values and change nothing, so it need not run. A label
    /// wrapped at its width from one long line usually ends a little narrower, with the same
    /// lines; that alone used to cost a round over the whole tree.
    static func sizesHold(_ moved: [(label: LabelView, size: Size?)], _ next: LayoutContext) -> Bool {
        moved.allSatisfy { label, size in size != nil && label.measuredIntrinsicSize(next) == size }
    }

    /// The system's constraints first, then the user's in activation order, as UIKit's engine
    /// would have received them: a conflict breaks the user constraint added last.
    /// Also how many of them are the root's own system constraints (the first ones) and how many
    /// the fitting's (the last ones).
    /// Also the range of the list each view's own (system) constraints take, in the order of `views`.
    private func constraintsInForce(_ views: [View], _ context: LayoutContext)
        -> (all: [LayoutConstraint], rootCount: Int, fittingCount: Int, ranges: [Range<Int>])
    {
        var constraints: [LayoutConstraint] = []
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(views.count)
        // The user's constraints with their activation order, read while each is at hand: a sort
        // that read it from the constraints themselves went back to every one of them, on a long
        // screen long out of the cache, several times over.
        var userConstraints: [(order: Int, constraint: LayoutConstraint)] = []
        var rootCount = 0
        for view in views {
            let start = constraints.count
            defer { ranges.append(start..<constraints.count) }
            if view !== root && view.separateLayout != nil {
                // Laid out by a pass of its own: here, only its frame.
                view.appendFrameConstraints(context, to: &constraints)
                continue
            }
            for constraint in view.constraints where constraint.isInForce(for: context) {
                userConstraints.append((constraint.activationSequence, constraint))
            }
            view.appendSystemConstraints(context, to: &constraints)
            if view === root { rootCount = constraints.count }
        }
        // Usually in order already (a tree's views activate their constraints in the order they
        // are visited); no two constraints have the same activation order.
        if zip(userConstraints, userConstraints.dropFirst()).contains(where: { $0.order > $1.order }) {
            userConstraints.sort { $0.order < $1.order }
        }
        constraints.reserveCapacity(constraints.count + userConstraints.count)
        for user in userConstraints { constraints.append(user.constraint) }
        guard let fitting else { return (constraints, rootCount, 0, ranges) }
        let fittingOnes = fittingConstraints(fitting)
        return (constraints + fittingOnes, rootCount, fittingOnes.count, ranges)
    }

    private func fittingConstraints(_ fitting: Fitting) -> [LayoutConstraint] {
        let parts: [(GeneratedConstraintKind, LayoutAttribute, Double, LayoutPriority)] = [
            (.fittingWidth, .width, fitting.target.width, fitting.horizontal),
            (.fittingHeight, .height, fitting.target.height, fitting.vertical),
        ]
        let item = fitting.item
        return parts.map { kind, attribute, value, priority in
            item.generated.constraint(GeneratedKey(kind), constant: value, priority: priority, owner: item) {
                LayoutConstraint(generated: kind, item: item, attribute: attribute, toItem: nil,
                                 attribute: .notAnAttribute, multiplier: 0, constant: value, priority: priority)
            }
        }
    }
}

extension LayoutConstraint {
    /// Whether the constraint takes part in a pass over `context.root`'s subtree.
    func isInForce(for context: LayoutContext) -> Bool {
        if isPlaceholder && !context.keepsPlaceholders { return false }
        guard context.isLaidOutAlone || context.hasSeparateSubtrees else {
            return firstItem != nil && (secondItem != nil || !hasSecondItem)
        }
        // A view laid out on its own (fitted, or a separate subtree) is laid out without the
        // items outside it; a tree with separate subtrees, without the items inside them.
        guard let first = firstItem?.owningLayoutView, first.isInLayoutScope(of: context.root) else { return false }
        guard hasSecondItem else { return true }
        guard let second = secondItem?.owningLayoutView else { return false }
        return second.isInLayoutScope(of: context.root)
    }
}
