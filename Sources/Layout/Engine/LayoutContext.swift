/// What a layout pass knows while it asks views for their generated constraints.
struct LayoutContext {
    /// The view the pass lays out: the root of a tree, the view being fitted, or a view whose
    /// container lays it out on its own (a table's cell, see ``SeparateLayout``).
    let root: View
    /// The view whose size a `systemLayoutSizeFitting` pass asks for: the root, or a cell's
    /// content view fitted in the cell's own engine; `nil` when the pass lays out.
    let fitted: View?
    /// Whether the root is laid out apart from the rest of its tree (fitted, or a separate
    /// subtree): constraints to items outside it do not apply, and safe areas are not propagated.
    let isLaidOutAlone: Bool
    /// Whether the pass's views include views laid out by passes of their own (a table's cells):
    /// constraints to items inside those do not apply here.
    let hasSeparateSubtrees: Bool
    /// The screen scale labels round their sizes to.
    let scale: Double
    /// Whether placeholder constraints take part (design time).
    let keepsPlaceholders: Bool
    /// Widths from the previous pass, for labels that wrap at their own width
    /// (`preferredMaxLayoutWidth` 0).
    let solvedWidths: [ObjectIdentifier: Double]

    init(root: View, fitted: View? = nil, isLaidOutAlone: Bool = false, hasSeparateSubtrees: Bool = false,
         scale: Double, keepsPlaceholders: Bool, solvedWidths: [ObjectIdentifier: Double]) {
        self.root = root
        self.fitted = fitted
        self.isLaidOutAlone = isLaidOutAlone
        self.hasSeparateSubtrees = hasSeparateSubtrees
        self.scale = scale
        self.keepsPlaceholders = keepsPlaceholders
        self.solvedWidths = solvedWidths
    }

    /// The same pass with other label widths.
    func withSolvedWidths(_ widths: [ObjectIdentifier: Double]) -> LayoutContext {
        LayoutContext(root: root, fitted: fitted, isLaidOutAlone: isLaidOutAlone,
                      hasSeparateSubtrees: hasSeparateSubtrees, scale: scale,
                      keepsPlaceholders: keepsPlaceholders, solvedWidths: widths)
    }
}
