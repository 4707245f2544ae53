import InterfaceBuilderReader

/// The causes of hidden arranged views' misses: Xcode saves a hidden arranged view's frame as it
/// last was, not collapsed as UIKit lays it out, and views after it follow that frame.
extension IBVerification {
    /// A hidden arranged view that Xcode saved with a length along the stack's axis, where the
    /// layout collapses it to none, or collapsed but elsewhere along the axis: Xcode 13 and later
    /// put one after the last visible view at the stack's end in 11 of the corpora's 18, at its
    /// start in the other 7 (one Element cell holds 5 of them), so the place follows no rule a
    /// layout can give. Across the axis it must match: there it is laid out like any other.
    static func isMisplacedHiddenArrangedView(_ comparison: IBViewComparison, model: IBView,
                                                      stack: IBView, tolerance: Double) -> Bool {
        guard model.isHidden, let arrangement = stack.stackView, let computed = comparison.computed,
              stack.subviews.contains(where: { $0.id == model.id }) else { return false }
        let horizontal = arrangement.axis == .horizontal
        let savedLength = horizontal ? comparison.saved.width : comparison.saved.height
        if savedLength > 0 { return true }
        let computedLength = horizontal ? computed.width : computed.height
        let (position, length) = horizontal
            ? (abs(computed.minY - comparison.saved.minY), abs(computed.height - comparison.saved.height))
            : (abs(computed.minX - comparison.saved.minX), abs(computed.width - comparison.saved.width))
        return computedLength <= tolerance && position <= tolerance && length <= tolerance
    }

    /// An arranged view of its own size placed after hidden arranged views that Xcode left
    /// uncollapsed, exactly as far along the stack's axis as their saved lengths and the
    /// spacing after each: its place follows theirs, not a layout.
    static func followsHiddenArrangedViews(_ comparison: IBViewComparison, stack: IBView,
                                                   results: [IBViewComparison], index: [String: Int],
                                                   tolerance: Double) -> Bool {
        guard let arrangement = stack.stackView, let computed = comparison.computed,
              !sizeDiffers(comparison, tolerance: tolerance),
              let position = stack.subviews.firstIndex(where: { $0.id == comparison.id }) else { return false }
        let spacing = arrangement.effectiveSpacing
        let vertical = arrangement.axis == .vertical
        let hidden = stack.subviews[..<position].filter(\.isHidden).compactMap { index[$0.id] }
            .filter { results[$0].cause == .hiddenInStackView }
        guard !hidden.isEmpty else { return false }
        let skipped = hidden.reduce(0.0) { sum, j in
            sum + (vertical ? results[j].saved.height : results[j].saved.width) + spacing
        }
        let shift = vertical ? comparison.saved.minY - computed.minY : comparison.saved.minX - computed.minX
        let across = vertical ? comparison.saved.minX - computed.minX : comparison.saved.minY - computed.minY
        return abs(shift - skipped) <= tolerance && abs(across) <= tolerance
    }
}
