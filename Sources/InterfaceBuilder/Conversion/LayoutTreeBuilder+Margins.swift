import InterfaceBuilderReader
import Layout

extension LayoutTreeBuilder {
    /// `preservesSuperviewLayoutMargins` below a root whose margins the canvas set after the tree
    /// was built (a controller's or File's Owner's view, a top-level view: the screen's 16 or 20
    /// at the sides): the views that preserve them take the root's final margins where they reach
    /// in, and pass them on down a chain of such views. While building they saw the root's 8
    /// (OsmAnd's 414-point source details: a button 20 in from a preserving footer was laid out
    /// 8 in). Margins only widen here. A top-level cell is left as built: its content view keeps
    /// the cell's own side margins, not the canvas's widened ones (OsmAnd's and WooCommerce's
    /// 320-point cells on the 414-point phone pin their content 16 in, not 20).
    func preserveRootMargins(in root: View, model: IBView) {
        let cellKinds: Set<IBViewKind> = [.tableViewCell, .collectionViewCell, .collectionReusableView]
        guard !cellKinds.contains(model.kind) else { return }
        widenPreservedMargins(below: root)
    }

    private func widenPreservedMargins(below view: View) {
        for child in view.subviews {
            guard let id = child.identifier, let model = models[id], model.preservesSuperviewLayoutMargins,
                  let frame = model.frame else { continue }
            // The child's saved frame lies in its superview's saved frame, whatever size the root
            // is laid out at now.
            let size = view.identifier.flatMap { models[$0]?.frame }.map { Size(width: $0.width, height: $0.height) }
                ?? view.frame.size
            child.layoutMargins = Self.preserving(child.layoutMargins, outer: view.layoutMargins, frame: frame, in: size)
            widenPreservedMargins(below: child)
        }
    }
}
