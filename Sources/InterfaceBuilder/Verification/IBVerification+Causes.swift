import InterfaceBuilderReader
import Layout

extension IBVerification {
    /// Gives each mismatch the first cause that applies: first what Xcode said about the view and
    /// what the view itself shows (its own size is text or a control's), then, for views whose own
    /// size is right but whose place is not, what the mismatched views they are constrained to
    /// show: a mis-measured label or control among them, or the root's safe area or bars.
    static func explain(_ results: inout [IBViewComparison], index: [String: Int], parents: [String: String],
                        tree: IBLayoutTree, document: IBDocument, model root: IBView,
                        fontsWithoutMetrics: Set<String> = [], tolerance: Double) {
        let conflicted = conflictedViews(in: tree)
        // Looked up once per file, not searched per view (`IBDocument.view(withID:)` walks every
        // view of every scene on each call); the first of a repeated id, as that search finds.
        let models = Dictionary(document.allViews.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let ownCodeSized = sizedByOwnCode(in: document)
        var undecided: [Int] = []
        for i in results.indices where !results[i].matches {
            let parentMismatched = parents[results[i].id].flatMap { index[$0] }.map { !results[$0].matches } ?? false
            let parent = parents[results[i].id].flatMap { models[$0] }
            let cause = ownCause(of: results[i], model: models[results[i].id], parent: parent,
                                 tree: tree, parentMismatched: parentMismatched, conflicted: conflicted,
                                 ownCodeSized: ownCodeSized, fontsWithoutMetrics: fontsWithoutMetrics,
                                 tolerance: tolerance)
            results[i].cause = cause ?? .unexplained
            if cause == nil { undecided.append(i) }
        }
        undecided.removeAll { i in
            guard isSavedAgainstItsConstraints(results[i], root: root, tree: tree, results: results, index: index,
                                               parents: parents, tolerance: tolerance) else { return false }
            results[i].cause = .savedAgainstConstraints
            return true
        }
        undecided.removeAll { i in
            guard let stack = parents[results[i].id].flatMap({ models[$0] }),
                  followsHiddenArrangedViews(results[i], stack: stack, results: results, index: index,
                                             tolerance: tolerance) else { return false }
            results[i].cause = .hiddenInStackView
            return true
        }
        guard !undecided.isEmpty else { return }
        // Containers sized by labels whose small misses add up to the container's.
        var residueSized: Set<String> = []
        undecided.removeAll { i in
            guard let model = models[results[i].id],
                  isSizedByLabelResidues(results[i], model: model, results: results, index: index,
                                         ownCodeSized: ownCodeSized, tolerance: tolerance) else { return false }
            results[i].cause = .followsTextMeasurement
            residueSized.insert(results[i].id)
            return true
        }
        let groups = MismatchGroups(results, index: index, document: document, root: root)
        let symbols = Set(results.filter { !$0.matches && showsSymbol(models[$0.id]) }.map(\.id))
        // Views whose size is text: a button off by its title's rounding (even inside a
        // mismatched parent), a container sized by its labels' residues, any control whose own
        // cause is its text.
        let textSized = Set(results.filter { result in
            !result.matches && models[result.id].map {
                differsByTitleRounding(result, model: $0, tolerance: tolerance)
            } == true
        }.map(\.id)).union(residueSized)
            .union(results.filter { $0.cause == .textMeasurement }.map(\.id))
        for i in undecided {
            let group = groups.group(of: results[i].id)
            if let cause = groupCause(of: results[i], group: group, groups: groups, results: results, index: index,
                                      textSized: textSized, symbols: symbols, ownCodeSized: ownCodeSized,
                                      conflicted: conflicted, tree: tree, tolerance: tolerance) {
                results[i].cause = cause
            } else if let model = models[results[i].id],
                      isPlacedByLabelBaseline(results[i], model: model,
                                              parent: parents[results[i].id].flatMap { models[$0] },
                                              root: root, models: models, tolerance: tolerance) {
                results[i].cause = .followsTextMeasurement
            }
        }
    }

    /// Whether, along some axis where its size misses, the control is laid out at the intrinsic
    /// size Trellis models for it (or shares a proportionally filled stack by it): only then
    /// does that model explain the miss. Squeezed or stretched by constraints (OsmAnd's progress
    /// bar compressed to nothing under a label), its size follows what squeezes it.
    private static func isAtModelledSize(_ comparison: IBViewComparison, tree: IBLayoutTree,
                                         tolerance: Double) -> Bool {
        guard let computed = comparison.computed, let view = tree.view(withID: comparison.id) else { return false }
        // A proportionally filled stack shares its length by its views' intrinsic lengths: a
        // control there is sized by its model even where it is not at it (VLC's sliders).
        if let stack = view.superview as? StackView, stack.distribution == .fillProportionally,
           stack.arrangedSubviews.contains(where: { $0 === view }) { return true }
        let intrinsic = view.intrinsicContentSize, insets = view.alignmentRectInsets
        let laidOut = Size(width: computed.width - insets.left - insets.right,
                           height: computed.height - insets.top - insets.bottom)
        func atModel(_ length: Double, _ model: Double, _ saved: Double, _ frame: Double) -> Bool {
            abs(frame - saved) > tolerance && model != View.noIntrinsicMetric && abs(length - model) <= 0.01
        }
        return atModel(laidOut.width, intrinsic.width, comparison.saved.width, computed.width)
            || atModel(laidOut.height, intrinsic.height, comparison.saved.height, computed.height)
    }

    /// Whether, along some axis where its size misses, the view is laid out at its content's size:
    /// a label at its text's measured at the width it was laid out at, any other view at its
    /// intrinsic size. Only then is the miss the content's; squeezed or stretched away from it,
    /// the view shows what squeezes it (Corona's title label, at compression resistance 50,
    /// squeezed under 8 points of its 31.5 by the recovery from a conflict).
    static func isAtContentSize(_ comparison: IBViewComparison, tree: IBLayoutTree, tolerance: Double) -> Bool {
        guard let computed = comparison.computed, let view = tree.view(withID: comparison.id) else { return false }
        let content: Size
        if let label = view as? LabelView {
            let wrapsAtOwnWidth = label.numberOfLines != 1 && label.preferredMaxLayoutWidth == 0
            content = Size(label.label.size(fittingWidth: wrapsAtOwnWidth ? computed.width : label.preferredMaxLayoutWidth,
                                            metrics: label.metrics, scale: tree.device.scale))
        } else {
            content = view.intrinsicContentSize
        }
        let insets = view.alignmentRectInsets
        func atContent(_ frame: Double, _ inset: Double, _ model: Double, _ saved: Double) -> Bool {
            // Within the tolerance: pixel grids and two-pass wrapping move it by a fraction.
            abs(frame - saved) > tolerance && model != View.noIntrinsicMetric && abs(frame - inset - model) <= tolerance
        }
        return atContent(computed.width, insets.left + insets.right, content.width, comparison.saved.width)
            || atContent(computed.height, insets.top + insets.bottom, content.height, comparison.saved.height)
    }

    /// Whether the computed size differs from the saved one by more than `tolerance`.
    static func sizeDiffers(_ comparison: IBViewComparison, tolerance: Double) -> Bool {
        guard let computed = comparison.computed else { return false }
        return abs(computed.width - comparison.saved.width) > tolerance
            || abs(computed.height - comparison.saved.height) > tolerance
    }

    /// The views a constraint of an unsatisfiable set the layout met belongs to.
    private static func conflictedViews(in tree: IBLayoutTree) -> Set<ObjectIdentifier> {
        Set(tree.report.conflicts.flatMap { conflict in
            conflict.constraints.flatMap { [$0.firstItem?.owningLayoutView, $0.secondItem?.owningLayoutView] }
                .compactMap { $0.map(ObjectIdentifier.init) }
        })
    }

    /// The cause a mismatched view shows by itself: Xcode's flags, not being installed, an element
    /// not understood, a mismatched parent, its own size where that is its content's (the size
    /// an IBDesignable's code gave, a label's text, a control's), a conflict. Nil when none
    /// applies.
    private static func ownCause(of comparison: IBViewComparison, model: IBView?, parent: IBView?, tree: IBLayoutTree,
                                 parentMismatched: Bool, conflicted: Set<ObjectIdentifier>,
                                 ownCodeSized: Set<String>, fontsWithoutMetrics: Set<String>,
                                 tolerance: Double) -> IBMismatchCause? {
        let attributes = model?.attributes ?? [:]
        let element = comparison.element
        if attributes["misplaced"] == "YES" { return .misplacedInXcode }
        if attributes["ambiguous"] == "YES" { return .ambiguousInXcode }
        if comparison.computed == nil { return .notInstalled }
        if parent == nil, comparison.id == tree.rootID, Canvas.runsPastScreen(comparison.saved, on: tree.device) {
            return .savedPastScreen
        }
        if let model, let parent,
           isMisplacedHiddenArrangedView(comparison, model: model, stack: parent, tolerance: tolerance) {
            return .hiddenInStackView
        }
        if tree.unsupportedIDs.contains(comparison.id) || model?.kind == .unknown { return .unsupportedElement }
        if parentMismatched { return .insideMismatchedParent }
        if let model, let laidOut = tree.view(withID: comparison.id), !conflicted.contains(ObjectIdentifier(laidOut)),
           isSavedAgainstOwnSize(comparison, model: model, tolerance: tolerance) {
            return .staleInXcode
        }
        if let model, isSavedAgainstImageSize(comparison, model: model, tree: tree, tolerance: tolerance) {
            return .savedAgainstImageSize
        }
        // A label or designable squeezed or stretched away from its content's size by constraints
        // (or by the recovery from a conflict) shows what squeezes it, not its content's size.
        let ownSize = sizeDiffers(comparison, tolerance: tolerance)
            && (element == "label" || ownCodeSized.contains(comparison.id))
            && isAtContentSize(comparison, tree: tree, tolerance: tolerance)
        // Before text: a designable label is laid out at the size its code gave, not measured.
        if ownSize && ownCodeSized.contains(comparison.id) { return .sizedByOwnCode }
        if ownSize && element == "label" {
            return isSavedOnWholePointCanvas(comparison, tree: tree, tolerance: tolerance)
                ? .savedOnWholePointCanvas : .textMeasurement
        }
        if element == "label" && sizeDiffers(comparison, tolerance: tolerance), let model, let parent,
           isArrangedByBaselines(model, in: parent) { return .textMeasurement }
        if element == "label" && !sizeDiffers(comparison, tolerance: tolerance)
            && isPlacedByOwnTextResidue(comparison, tolerance: tolerance) { return .textMeasurement }
        let modelledSize = (Self.controlElements.contains(element) || showsSymbol(model))
            && isAtModelledSize(comparison, tree: tree, tolerance: tolerance)
        if modelledSize && sizeDiffers(comparison, tolerance: tolerance) {
            if let model, differsByTitleRounding(comparison, model: model, tolerance: tolerance)
                || differsByTextContent(comparison, model: model, tree: tree, tolerance: tolerance) {
                return .textMeasurement
            }
            // A field or button whose text is in a font Trellis has no metrics for (an app's own
            // font, not given with --font-dir): its size is that text's, measured in a stand-in.
            if let model, !fontsWithoutMetrics.isEmpty, case .named(let name, _)? = model.text?.font?.face,
               fontsWithoutMetrics.contains(name) {
                return .textMeasurement
            }
            return .controlIntrinsicSize
        }
        if let laidOut = tree.view(withID: comparison.id), conflicted.contains(ObjectIdentifier(laidOut)) {
            return .conflict
        }
        return nil
    }

    /// An image view showing an asset whose size the file records, laid out at that size along
    /// an axis where its saved size misses: that is the size Xcode's own canvas gives it, so the
    /// saved frame is older than the image. Not an SF Symbol, whose size Trellis models.
    private static func isSavedAgainstImageSize(_ comparison: IBViewComparison, model: IBView, tree: IBLayoutTree,
                                                tolerance: Double) -> Bool {
        guard model.kind == .imageView, let image = model.image, image.catalog != "system", image.size != nil,
              model.placeholderIntrinsicContentSize == nil, sizeDiffers(comparison, tolerance: tolerance),
              tree.view(withID: comparison.id) is ImageView else { return false }
        return isAtContentSize(comparison, tree: tree, tolerance: tolerance)
    }

    /// Whether a required `width == c` or `height == c` of the view's own, which the layout met,
    /// is one the saved frame breaks (Element's 70-point progress view saved 71 high).
    private static func isSavedAgainstOwnSize(_ comparison: IBViewComparison, model: IBView,
                                              tolerance: Double) -> Bool {
        guard let computed = comparison.computed else { return false }
        return model.constraints.contains { constraint in
            guard constraint.firstItem.id == model.id, constraint.secondItem == nil, constraint.relation == .equal,
                  constraint.isRequired, !constraint.isPlaceholder else { return false }
            let (laidOut, saved): (Double, Double)
            switch constraint.firstAttribute {
            case .width: (laidOut, saved) = (computed.width, comparison.saved.width)
            case .height: (laidOut, saved) = (computed.height, comparison.saved.height)
            default: return false
            }
            // The solver's own rounding stays far below a hundredth of a point.
            return abs(laidOut - constraint.constant) <= 0.01 && abs(saved - constraint.constant) > tolerance
        }
    }

    /// The cause a group of mismatched views that move together gives one of them: a label (or
    /// another view whose size is text, `textSized`) among them whose own size differs, or a
    /// control laid out at its modelled size that differs (a control sized by its constraints
    /// explains nothing by its intrinsic size; both counted even inside a mismatched parent), an
    /// IBDesignable whose size differs, a conflict's recovery, the root's insets some of them
    /// are placed from, or Trellis finding the view ambiguous.
    private static func groupCause(of comparison: IBViewComparison, group: Set<String>, groups: MismatchGroups,
                                   results: [IBViewComparison], index: [String: Int], textSized: Set<String>,
                                   symbols: Set<String>, ownCodeSized: Set<String>, conflicted: Set<ObjectIdentifier>,
                                   tree: IBLayoutTree, tolerance: Double) -> IBMismatchCause? {
        // A hidden arranged view's saved frame is not a layout, so its size explains nothing.
        let sized = group.compactMap { index[$0] }
            .filter { results[$0].cause != .hiddenInStackView && sizeDiffers(results[$0], tolerance: tolerance) }
            // The view itself is here because its size is not its content's (a label squeezed
            // by its constraints): it cannot follow its own miss.
            .filter { results[$0].id != comparison.id }
        // A group a conflict's recovery moved: a label squeezed away from its text's size there
        // follows the conflict, not its text. A hidden arranged view's required length against
        // its collapse is a conflict too, but one that moves nothing: its own cause tells it.
        let conflictedGroup = group.contains { id in
            guard let view = tree.view(withID: id), conflicted.contains(ObjectIdentifier(view)) else { return false }
            return index[id].map { results[$0].cause != .hiddenInStackView } ?? true
        }
        // A designable label is laid out at the size its code gave, not its text's measurement.
        let labels = sized.filter { (results[$0].element == "label" && !ownCodeSized.contains(results[$0].id)
                                     && !(conflictedGroup && !isAtContentSize(results[$0], tree: tree, tolerance: tolerance)))
            || textSized.contains(results[$0].id) }
        if !labels.isEmpty {
            return labels.allSatisfy { results[$0].cause == .savedOnWholePointCanvas }
                ? .followsWholePointCanvas : .followsTextMeasurement
        }
        if sized.contains(where: { (Self.controlElements.contains(results[$0].element) || symbols.contains(results[$0].id))
            && isAtModelledSize(results[$0], tree: tree, tolerance: tolerance) }) { return .followsControlSize }
        if sized.contains(where: { ownCodeSized.contains(results[$0].id)
            && (!conflictedGroup || isAtContentSize(results[$0], tree: tree, tolerance: tolerance)) }) {
            return .followsOwnCodeSize
        }
        if conflictedGroup { return .conflict }
        if !group.isDisjoint(with: groups.usesRootInsets) { return .safeAreaOrBars }
        if let laidOut = tree.view(withID: comparison.id), laidOut.hasAmbiguousLayout { return .ambiguousInTrellis }
        return nil
    }

    /// The views Interface Builder sized by running the project's code: those `<designables>`
    /// lists (it saves an entry only for a designable with an intrinsic size), and views of a
    /// custom class from a module one of those comes from, with inspectable properties set
    /// (`<userDefinedRuntimeAttributes>`): the canvas ran that module's code, and a designable
    /// without an intrinsic size of its own still draws and sizes itself by it (thomsmed's
    /// rounded views inside a stack, saved 27 points wide against their 20-point widths).
    static func sizedByOwnCode(in document: IBDocument) -> Set<String> {
        let listed = document.designableIntrinsicSizes
        guard !listed.isEmpty else { return [] }
        let views = document.allViews
        let modules = Set(views.filter { listed[$0.id] != nil && $0.customClass != nil }.map(\.customModule))
        return Set(views.filter { view in
            listed[view.id] != nil || (view.customClass != nil && modules.contains(view.customModule)
                && !view.runtimeAttributeKeyPaths.isEmpty)
        }.map(\.id))
    }

    /// An image view showing an SF Symbol: its size is the symbol's at the default configuration,
    /// which Trellis models approximately (the file saves only the symbol's proportions), as it
    /// does a control's.
    private static func showsSymbol(_ model: IBView?) -> Bool {
        model?.kind == .imageView && model?.image?.catalog == "system"
    }

    /// Elements whose size is UIKit's intrinsic size for a control.
    static let controlElements: Set<String> = [
        "switch", "slider", "stepper", "segmentedControl", "pageControl", "progressView", "activityIndicatorView",
        "datePicker", "pickerView", "searchBar", "textField", "button", "navigationBar", "toolbar", "tabBar", "textView",
    ]

    /// For a view inside a mismatched parent, the cause of the outermost mismatch it follows.
    static func traceRootCauses(_ results: inout [IBViewComparison], index: [String: Int], parents: [String: String]) {
        for i in results.indices where !results[i].matches {
            var cause = results[i].cause
            var current = results[i].id
            var steps = 0
            while cause == .insideMismatchedParent, let parent = parents[current], let j = index[parent],
                  steps < results.count {
                cause = results[j].cause
                current = parent
                steps += 1
            }
            results[i].rootCause = cause
        }
    }
}

/// Mismatched views constrained to one another (or a stack and its arranged views, or a view and
/// its superview) move together: the links between them, and which are placed from the root's
/// safe area, bars or margins.
private struct MismatchGroups {
    var neighbours: [String: Set<String>] = [:]
    /// Views with a constraint to one of the root's guides or margins.
    var usesRootInsets: Set<String> = []

    init(_ results: [IBViewComparison], index: [String: Int], document: IBDocument, root: IBView) {
        var rootGuides = Set(root.layoutGuides.map(\.id))
        for controller in document.scenes.flatMap(\.viewControllers) where controller.view?.id == root.id {
            rootGuides.formUnion(controller.layoutGuides.map(\.id))
        }
        for view in root.allViews {
            for child in view.subviews + view.cells { link(view.id, child.id, results, index) }
            if view.stackView != nil {
                // A stack places each arranged view by the lengths of the others (after them, or
                // sharing out the space left): mismatched ones move together even where the
                // stack itself matches.
                let arranged = view.subviews.filter { $0.key == nil }.map(\.id)
                let mismatched = arranged.filter { index[$0].map { !results[$0].matches } ?? false }
                for (a, b) in zip(mismatched, mismatched.dropFirst()) { link(a, b, results, index) }
            }
            for constraint in view.constraints {
                let first = constraint.firstItem.id
                guard let second = constraint.secondItem?.id else { continue }
                link(first, second, results, index)
                if rootGuides.contains(second) { usesRootInsets.insert(first) }
                if rootGuides.contains(first) { usesRootInsets.insert(second) }
                if second == root.id && constraint.secondAttribute?.isMargin == true { usesRootInsets.insert(first) }
                if first == root.id && constraint.firstAttribute.isMargin { usesRootInsets.insert(second) }
            }
        }
    }

    private mutating func link(_ a: String, _ b: String, _ results: [IBViewComparison], _ index: [String: Int]) {
        guard a != b, let i = index[a], let j = index[b], !results[i].matches, !results[j].matches else { return }
        neighbours[a, default: []].insert(b)
        neighbours[b, default: []].insert(a)
    }

    /// The view and every mismatched view linked to it, directly or through others.
    func group(of id: String) -> Set<String> {
        var seen: Set<String> = [id]
        var queue = [id]
        while let next = queue.popLast() {
            for other in neighbours[next] ?? [] where seen.insert(other).inserted { queue.append(other) }
        }
        return seen
    }
}
