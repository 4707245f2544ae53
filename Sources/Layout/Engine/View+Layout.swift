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
        let engine = root.engine ?? LayoutEngine()
        root.engine = engine
        let report = LayoutPass(root: root, engine: engine, fitting: nil).run()
        root.writeFrames(from: engine)
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
        let engine = fittingEngine ?? LayoutEngine()
        fittingEngine = engine
        let fitting = LayoutPass.Fitting(target: target, horizontal: horizontal, vertical: vertical)
        let report = LayoutPass(root: self, engine: engine, fitting: fitting).run()
        return (Size(width: engine.value(variables.width), height: engine.value(variables.height)), report)
    }

    /// Sets every frame in the tree from the engine, rounding to pixels if the options say so.
    private func writeFrames(from engine: LayoutEngine) {
        let scale = layoutOptions.roundsToPixels ? layoutOptions.scale : 0
        func rounded(_ r: Rect) -> Rect {
            guard scale > 0 else { return r }
            func round(_ x: Double) -> Double { (x * scale).rounded() / scale }
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

/// One layout of a tree (or of a view being fitted): collects the constraints in force, brings the
/// engine to them, and repeats while labels that wrap at their own width change size (UIKit's
/// two passes for `preferredMaxLayoutWidth`).
struct LayoutPass {
    struct Fitting {
        let target: Size
        let horizontal: LayoutPriority
        let vertical: LayoutPriority
    }

    let root: View
    let engine: LayoutEngine
    let fitting: Fitting?

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
                                        keepsPlaceholders: options.keepsPlaceholders, solvedWidths: engine.labelWidths)
            // The system's constraints first, then the user's in activation order, as UIKit's engine
            // would have received them: a conflict breaks the user constraint added last.
            var constraints: [LayoutConstraint] = []
            var userConstraints: [LayoutConstraint] = []
            for view in views {
                userConstraints += view.constraints.filter { $0.isInForce(for: context) }
                constraints += view.systemConstraints(context)
            }
            constraints += userConstraints.sorted { $0.activationSequence < $1.activationSequence }
            if let fitting { constraints += fittingConstraints(fitting) }
            let result = engine.update(to: constraints)
            report.conflicts += result.conflicts
            for constraint in result.invalid where !report.invalidConstraints.contains(where: { $0 === constraint }) {
                report.invalidConstraints.append(constraint)
            }
            var changed = false
            for label in wrappingLabels {
                let id = ObjectIdentifier(label)
                let width = engine.value(label.variables.width)
                if let old = engine.labelWidths[id], abs(old - width) < 1e-9 { continue }
                engine.labelWidths[id] = width
                changed = true
            }
            if !isFittingPass, SafeAreaPropagation.update(views, engine: engine) { changed = true }
            for view in views where view.didSolve(engine, context) { changed = true }
            if !changed { break }
        }
        return report
    }

    private func fittingConstraints(_ fitting: Fitting) -> [LayoutConstraint] {
        [(LayoutAttribute.width, fitting.target.width, fitting.horizontal),
         (.height, fitting.target.height, fitting.vertical)].map { attribute, value, priority in
            root.generated.constraint(GeneratedKey("fit", nil, attribute), constant: value, priority: priority, owner: root) {
                LayoutConstraint(engineItem: root, attribute: attribute, relatedBy: .equal, toEngineItem: nil,
                                 attribute: .notAnAttribute, multiplier: 0, constant: value,
                                 identifier: "Trellis-Fitting-\(attribute == .width ? "Width" : "Height")",
                                 origin: .system)
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
