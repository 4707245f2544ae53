/// One layout of a tree (or of a view being fitted): collects the constraints in force, brings the
/// engine to them, and repeats while labels that wrap at their own width change size (UIKit's
/// two passes for `preferredMaxLayoutWidth`).
struct LayoutPass {
    struct Fitting {
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
        let engine = LayoutEngine()
        /// Each wrapping label's width in the last round: the width it wraps at in the next.
        private(set) var labelWidths: [ObjectIdentifier: Double] = [:]

        /// Records the labels' solved widths; returns the labels whose width moved (by more than
        /// ``LayoutTolerance/settledLength``), which calls for another round, each with the size
        /// it was measured at in this round (`nil` if that is not kept).
        func recordWidths(of labels: [LabelView]) -> [(label: LabelView, size: Size?)] {
            var moved: [(label: LabelView, size: Size?)] = []
            for label in labels {
                let id = ObjectIdentifier(label)
                let width = engine.value(label.variables.width)
                if let old = labelWidths[id], abs(old - width) < LayoutTolerance.settledLength { continue }
                labelWidths[id] = width
                moved.append((label, label.lastMeasuredSize))
            }
            return moved
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
        var report = LayoutReport()
        let isFittingPass = fitting != nil
        engine.beginPass()
        for _ in 0..<maximumPasses {
            // Again on each pass: views that place subviews by hand may have added some.
            let views = root.subtree
            let wrappingLabels = views.compactMap { $0 as? LabelView }.filter(\.wrapsAtOwnWidth)
            let options = root.rootView.layoutOptions
            let context = LayoutContext(root: root, isFitting: fitting != nil, scale: options.scale,
                                        keepsPlaceholders: options.keepsPlaceholders, solvedWidths: state.labelWidths)
            let result = engine.update(to: constraintsInForce(views, context))
            report.conflicts += result.conflicts
            for constraint in result.invalid where !report.invalidConstraints.contains(where: { $0 === constraint }) {
                report.invalidConstraints.append(constraint)
            }
            let moved = state.recordWidths(of: wrappingLabels)
            var changed = false
            if !isFittingPass, SafeAreaPropagation.update(views, engine: engine) { changed = true }
            for view in views where view.didSolve(engine, context) { changed = true }
            if !changed && Self.sizesHold(moved, context.withSolvedWidths(state.labelWidths)) { break }
        }
        return report
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
    private func constraintsInForce(_ views: [View], _ context: LayoutContext) -> [LayoutConstraint] {
        var constraints: [LayoutConstraint] = []
        var userConstraints: [LayoutConstraint] = []
        for view in views {
            for constraint in view.constraints where constraint.isInForce(for: context) {
                userConstraints.append(constraint)
            }
            view.appendSystemConstraints(context, to: &constraints)
        }
        constraints += userConstraints.sorted { $0.activationSequence < $1.activationSequence }
        if let fitting { constraints += fittingConstraints(fitting) }
        return constraints
    }

    private func fittingConstraints(_ fitting: Fitting) -> [LayoutConstraint] {
        let parts: [(GeneratedConstraintKind, LayoutAttribute, Double, LayoutPriority)] = [
            (.fittingWidth, .width, fitting.target.width, fitting.horizontal),
            (.fittingHeight, .height, fitting.target.height, fitting.vertical),
        ]
        return parts.map { kind, attribute, value, priority in
            root.generated.constraint(GeneratedKey(kind), constant: value, priority: priority, owner: root) {
                LayoutConstraint(generated: kind, item: root, attribute: attribute, toItem: nil,
                                 attribute: .notAnAttribute, multiplier: 0, constant: value, priority: priority)
            }
        }
    }
}

extension LayoutConstraint {
    /// Whether the constraint takes part in a pass over `context.root`'s subtree.
    func isInForce(for context: LayoutContext) -> Bool {
        if isPlaceholder && !context.keepsPlaceholders { return false }
        guard context.isFitting else { return firstItem != nil && (secondItem != nil || !hasSecondItem) }
        // A fitted view is laid out on its own: constraints to items outside it do not apply.
        guard let first = firstItem?.owningLayoutView else { return false }
        guard hasSecondItem else { return first.isDescendant(of: context.root) }
        guard let second = secondItem?.owningLayoutView else { return false }
        return first.isDescendant(of: context.root) && second.isDescendant(of: context.root)
    }
}
