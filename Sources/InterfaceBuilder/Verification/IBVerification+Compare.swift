import InterfaceBuilderReader
import Layout

extension IBVerification {
    /// Compares one laid-out tree with the frames saved for its views; `fontsWithoutMetrics` are
    /// the names of the document's fonts measured in a stand-in (``IBDocument/fontsWithoutMetrics(in:)``).
    static func compare(_ tree: IBLayoutTree, document: IBDocument, tolerance: Double,
                        fontsWithoutMetrics: Set<String> = []) -> IBRootVerification {
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
            let rect = Rect(saved)
            var comparison = IBViewComparison(id: view.id, name: view.displayName, element: view.element,
                                              line: view.line, saved: rect, computed: nil, error: .infinity)
            if let laidOut = tree.view(withID: view.id) {
                let frame = laidOut.unroundedFrame
                comparison.computed = frame
                comparison.error = max(abs(frame.minX - rect.minX), abs(frame.minY - rect.minY),
                                       abs(frame.width - rect.width), abs(frame.height - rect.height))
                if !comparison.error.isFinite { comparison.error = .infinity }
            }
            // The solver's floating-point noise (1e-13 on a miss of exactly the tolerance) is
            // forgiven: a view half a point off is within half a point.
            if !(comparison.error <= tolerance + IBTolerance.solverNoise) { comparison.cause = .unexplained }
            index[view.id] = results.count
            results.append(comparison)
        }
        explain(&results, index: index, parents: parents, tree: tree, document: document, model: model,
                fontsWithoutMetrics: fontsWithoutMetrics, tolerance: tolerance)
        traceRootCauses(&results, index: index, parents: parents)
        return IBRootVerification(rootID: tree.rootID, sceneID: tree.sceneID, views: results, warnings: tree.warnings)
    }
}
