/// Everything a test wants to know about a view tree's constraints after laying it out: the
/// conflicts (in UIKit's words), the ambiguous views, and every frame.
///
/// ```swift
/// let result = controller.window.validateLayout()
/// #expect(result.isValid, "\(result)")            // Swift Testing
/// XCTAssertTrue(result.isValid, result.description) // XCTest
/// ```
public struct LayoutValidation: CustomStringConvertible {
    /// A view's place in the tree and its frame.
    public struct Entry {
        public let view: View
        /// Nesting depth from the root (0).
        public let depth: Int
        public let frame: Rect
        public let isAmbiguous: Bool
    }

    /// The conflicts the pass recovered from, each with the constraint it broke.
    public var conflicts: [ConstraintConflict] { report.conflicts }
    /// The pass's report (conflicts and invalid constraints).
    public let report: LayoutReport
    /// The views whose frames the constraints do not determine.
    public let ambiguousViews: [View]
    /// Every view, parents first, with its frame.
    public let entries: [Entry]
    /// UIKit's `_autolayoutTrace` of the tree.
    public let trace: String

    /// Whether the tree lays out with no conflict and no ambiguity.
    public var isValid: Bool { report.isClean && ambiguousViews.isEmpty }

    /// The conflicts as UIKit logs them, the ambiguity trace if any view is ambiguous, and the
    /// frames: what a failing assertion should print.
    public var description: String {
        var parts: [String] = []
        if !report.isClean { parts.append(report.message) }
        if !ambiguousViews.isEmpty { parts.append(trace) }
        parts.append("Frames:\n" + entries.map {
            String(repeating: "  ", count: $0.depth) + "\($0.view.layoutDescription) \($0.frame)"
                + ($0.isAmbiguous ? " (ambiguous)" : "")
        }.joined(separator: "\n"))
        return parts.joined(separator: "\n\n")
    }
}

extension View {
    /// Lays out the tree this view belongs to and reports conflicts, ambiguous views and frames.
    public func validateLayout() -> LayoutValidation {
        let root = rootView
        let report = root.layoutIfNeeded()
        let ambiguous = root.ambiguousViews()
        var entries: [LayoutValidation.Entry] = []
        func visit(_ view: View, depth: Int) {
            entries.append(.init(view: view, depth: depth, frame: view.frame,
                                 isAmbiguous: ambiguous.contains { $0 === view }))
            view.subviews.forEach { visit($0, depth: depth + 1) }
        }
        visit(root, depth: 0)
        return LayoutValidation(report: report, ambiguousViews: ambiguous, entries: entries,
                                trace: ambiguous.isEmpty ? "" : root.autolayoutTrace())
    }
}
