import Layout

extension IBVerification {
    /// Compares one laid-out tree with the frames saved for its views.
    static func compare(_ tree: IBLayoutTree, document: IBDocument, tolerance: Double) -> IBRootVerification {
        guard let model = document.view(withID: tree.rootID) else {
            return IBRootVerification(rootID: tree.rootID, sceneID: tree.sceneID, views: [], warnings: tree.warnings)
        }
        var parents: [String: String] = [:]
        func link(_ view: IBView) {
            for child in view.subviews + view.cells {
                parents[child.id] = view.id
                link(child)
            }
        }
        link(model)
        var results: [IBViewComparison] = []
        var index: [String: Int] = [:]
        for view in model.allViews {
            guard let saved = view.frame else { continue }
            let rect = Rect(x: saved.x, y: saved.y, width: saved.width, height: saved.height)
            var comparison = IBViewComparison(id: view.id, name: view.displayName, element: view.element,
                                              line: view.line, saved: rect, computed: nil, error: .infinity)
            if let laidOut = tree.view(withID: view.id) {
                let frame = laidOut.unroundedFrame
                comparison.computed = frame
                comparison.error = max(abs(frame.minX - rect.minX), abs(frame.minY - rect.minY),
                                       abs(frame.width - rect.width), abs(frame.height - rect.height))
                if !comparison.error.isFinite { comparison.error = .infinity }
            }
            if !(comparison.error <= tolerance) { comparison.cause = .unexplained }
            index[view.id] = results.count
            results.append(comparison)
        }
        explain(&results, index: index, parents: parents, tree: tree, document: document, tolerance: tolerance)
        return IBRootVerification(rootID: tree.rootID, sceneID: tree.sceneID, views: results, warnings: tree.warnings)
    }

    /// Gives each mismatch the first cause that applies, from what Xcode said about the view to
    /// what Trellis finds in the layout.
    private static func explain(_ results: inout [IBViewComparison], index: [String: Int], parents: [String: String],
                                tree: IBLayoutTree, document: IBDocument, tolerance: Double) {
        func sizeDiffers(_ c: IBViewComparison) -> Bool {
            guard let computed = c.computed else { return false }
            return abs(computed.width - c.saved.width) > tolerance || abs(computed.height - c.saved.height) > tolerance
        }
        let textElements: Set<String> = ["label", "button", "textField", "textView"]
        let mismeasured = results.contains { !$0.matches && textElements.contains($0.element) && sizeDiffers($0) }
        let conflicted: Set<ObjectIdentifier> = Set(tree.report.conflicts.flatMap { conflict in
            conflict.constraints.flatMap { [$0.firstItem?.owningLayoutView, $0.secondItem?.owningLayoutView] }
                .compactMap { $0.map(ObjectIdentifier.init) }
        })
        let controls: Set<String> = ["switch", "slider", "stepper", "segmentedControl", "pageControl", "progressView",
                                     "activityIndicatorView", "datePicker", "pickerView", "searchBar", "textField",
                                     "button", "navigationBar", "toolbar", "tabBar"]
        for i in results.indices where !results[i].matches {
            let id = results[i].id
            let model = document.view(withID: id)
            let attributes = model?.attributes ?? [:]
            let parentMismatched = parents[id].flatMap { index[$0] }.map { !results[$0].matches } ?? false
            let laidOut = tree.view(withID: id)
            let cause: IBMismatchCause
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
            } else if textElements.contains(results[i].element) && sizeDiffers(results[i]) {
                cause = results[i].element == "label" ? .textMeasurement : .controlIntrinsicSize
            } else if controls.contains(results[i].element) && sizeDiffers(results[i]) {
                cause = .controlIntrinsicSize
            } else if let laidOut, conflicted.contains(ObjectIdentifier(laidOut)) {
                cause = .conflict
            } else if mismeasured {
                cause = .followsTextMeasurement
            } else if let laidOut, laidOut.hasAmbiguousLayout {
                cause = .ambiguousInTrellis
            } else {
                cause = .unexplained
            }
            results[i].cause = cause
        }
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
