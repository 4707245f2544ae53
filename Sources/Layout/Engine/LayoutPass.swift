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
