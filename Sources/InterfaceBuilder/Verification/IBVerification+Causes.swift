import InterfaceBuilderReader
import Layout

extension IBVerification {
    /// Gives each mismatch the first cause that applies: first what Xcode said about the view and
    /// what the view itself shows (its own size is text or a control's), then, for views whose own
    /// size is right but whose place is not, what the mismatched views they are constrained to
    /// show: a mis-measured label or control among them, or the root's safe area or bars.
    static func explain(_ results: inout [IBViewComparison], index: [String: Int], parents: [String: String],
                        tree: IBLayoutTree, document: IBDocument, model root: IBView, tolerance: Double) {
        func sizeDiffers(_ c: IBViewComparison) -> Bool {
            guard let computed = c.computed else { return false }
            return abs(computed.width - c.saved.width) > tolerance || abs(computed.height - c.saved.height) > tolerance
        }
        let conflicted: Set<ObjectIdentifier> = Set(tree.report.conflicts.flatMap { conflict in
            conflict.constraints.flatMap { [$0.firstItem?.owningLayoutView, $0.secondItem?.owningLayoutView] }
                .compactMap { $0.map(ObjectIdentifier.init) }
        })
        var undecided: [Int] = []
        for i in results.indices where !results[i].matches {
            let id = results[i].id
            let model = document.view(withID: id)
            let attributes = model?.attributes ?? [:]
            let parentMismatched = parents[id].flatMap { index[$0] }.map { !results[$0].matches } ?? false
            let laidOut = tree.view(withID: id)
            let element = results[i].element
            var cause: IBMismatchCause?
            if attributes["misplaced"] == "YES" {
                cause = .misplacedInXcode
            } else if attributes["ambiguous"] == "YES" {
                cause = .ambiguousInXcode
            } else if results[i].computed == nil {
                cause = .notInstalled
            } else if tree.unsupportedIDs.contains(id) || model?.kind == .unknown {
                cause = .unsupportedElement
            } else if parentMismatched {
                cause = .insideMismatchedParent
            } else if element == "label" && sizeDiffers(results[i]) {
                cause = .textMeasurement
            } else if Self.controlElements.contains(element) && sizeDiffers(results[i]) {
                cause = .controlIntrinsicSize
            } else if let laidOut, conflicted.contains(ObjectIdentifier(laidOut)) {
                cause = .conflict
            }
            results[i].cause = cause ?? .unexplained
            if cause == nil { undecided.append(i) }
        }
        guard !undecided.isEmpty else { return }

        // Mismatched views constrained to one another (or a stack and its arranged views, or a
        // view and its superview) move together: group them.
        var neighbours: [String: Set<String>] = [:]
        func link(_ a: String, _ b: String) {
            guard a != b, let i = index[a], let j = index[b], !results[i].matches, !results[j].matches else { return }
            neighbours[a, default: []].insert(b)
            neighbours[b, default: []].insert(a)
        }
        var rootGuides = Set(root.layoutGuides.map(\.id))
        for controller in document.scenes.flatMap(\.viewControllers) where controller.view?.id == root.id {
            rootGuides.formUnion(controller.layoutGuides.map(\.id))
        }
        var usesRootInsets: Set<String> = []
        for view in root.allViews {
            for child in view.subviews + view.cells { link(view.id, child.id) }
            for constraint in view.constraints {
                let first = constraint.firstItem.id
                guard let second = constraint.secondItem?.id else { continue }
                link(first, second)
                if rootGuides.contains(second) { usesRootInsets.insert(first) }
                if rootGuides.contains(first) { usesRootInsets.insert(second) }
                if second == root.id && constraint.secondAttribute?.isMargin == true { usesRootInsets.insert(first) }
                if first == root.id && constraint.firstAttribute.isMargin { usesRootInsets.insert(second) }
            }
        }
        for i in undecided {
            var seen: Set<String> = [results[i].id]
            var queue = [results[i].id]
            while let next = queue.popLast() {
                for other in neighbours[next] ?? [] where seen.insert(other).inserted { queue.append(other) }
            }
            // Labels and controls count by their own size, even inside a mismatched parent.
            let sized = seen.compactMap { index[$0] }.filter { sizeDiffers(results[$0]) }.map { results[$0].element }
            if sized.contains("label") {
                results[i].cause = .followsTextMeasurement
            } else if sized.contains(where: Self.controlElements.contains) {
                results[i].cause = .followsControlSize
            } else if !seen.isDisjoint(with: usesRootInsets) {
                results[i].cause = .safeAreaOrBars
            } else if let laidOut = tree.view(withID: results[i].id), laidOut.hasAmbiguousLayout {
                results[i].cause = .ambiguousInTrellis
            }
        }
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
