/// What a layout pass knows while it asks views for their generated constraints.
struct LayoutContext {
    /// The view the pass lays out: the root of a tree, or the view being fitted.
    let root: View
    /// Whether this is a `systemLayoutSizeFitting` pass: the root's own frame constraints are left out.
    let isFitting: Bool
    /// The screen scale labels round their sizes to.
    let scale: Double
    /// Whether placeholder constraints take part (design time).
    let keepsPlaceholders: Bool
    /// Widths from the previous pass, for labels that wrap at their own width
    /// (`preferredMaxLayoutWidth` 0).
    let solvedWidths: [ObjectIdentifier: Double]

    /// The same pass with other label widths.
    func withSolvedWidths(_ widths: [ObjectIdentifier: Double]) -> LayoutContext {
        LayoutContext(root: root, isFitting: isFitting, scale: scale, keepsPlaceholders: keepsPlaceholders,
                      solvedWidths: widths)
    }
}
