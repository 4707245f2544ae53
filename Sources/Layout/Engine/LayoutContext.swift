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
    /// The `layoutIfNeeded()` the pass runs in, if known.
    let call: LayoutCall?

    init(root: View, fitted: View? = nil, isLaidOutAlone: Bool = false, hasSeparateSubtrees: Bool = false,
         scale: Double, keepsPlaceholders: Bool, solvedWidths: [ObjectIdentifier: Double], call: LayoutCall? = nil) {
        self.root = root
        self.fitted = fitted
        self.isLaidOutAlone = isLaidOutAlone
        self.hasSeparateSubtrees = hasSeparateSubtrees
        self.scale = scale
        self.keepsPlaceholders = keepsPlaceholders
        self.solvedWidths = solvedWidths
        self.call = call
    }

    /// The same pass with other label widths.
    func withSolvedWidths(_ widths: [ObjectIdentifier: Double]) -> LayoutContext {
        LayoutContext(root: root, fitted: fitted, isLaidOutAlone: isLaidOutAlone,
                      hasSeparateSubtrees: hasSeparateSubtrees, scale: scale,
                      keepsPlaceholders: keepsPlaceholders, solvedWidths: widths, call: call)
    }
}

/// One `layoutIfNeeded()` of a tree, known by its identity: the passes it runs (the tree's, and
/// those of the subtrees laid out on their own in it) share it. A table lays a new row out while
/// the tree's pass runs; when the tree's pass then places the row where it was laid out, in the
/// same call, nothing the row's layout reads can have changed, so it is not looked at again.
final class LayoutCall {}
