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
            guard let id = child.identifier, let saved = savedMargins[id], saved.preservesSuperviewLayoutMargins,
                  let frame = saved.frame else { continue }
            // The child's saved frame lies in its superview's saved frame, whatever size the root
            // is laid out at now.
            let size = view.identifier.flatMap { savedMargins[$0]?.frame }.map { Size(width: $0.width, height: $0.height) }
                ?? view.frame.size
            child.layoutMargins = Self.preserving(child.layoutMargins, outer: view.layoutMargins, frame: frame, in: size)
            widenPreservedMargins(below: child)
        }
    }
}

extension LayoutTreeBuilder {
    /// A table cell's side margins (the table's), which its content view and, on the canvas from
    /// Xcode 11, a top-level collection view cell take too. Before iOS 11 they are 15. Xcode 9 and 10 give 20 to a cell 414 points wide or wider, 16 to others.
    /// From Xcode 11 the canvas takes them from the simulated phone instead: 20 on phones 390
    /// points wide or wider (393 from Xcode 15, whose 390-point phone has 16), unless the cell
    /// is no wider than the 320-point phone, 16 on the narrower phones whatever the cell's width
    /// (the 600-point cells saved on the 375-point phone have 16; Xcode 26's files follow the same
    /// rule on the 320- and 375-point phones).
    /// Xcode 11's own builds (toolsVersion 14800 to 16999) still gave the narrower phones iOS 10's
    /// 15: WooCommerce's 320-point and Element's 600-point cells of 15xxx and 16xxx pin content
    /// 15 in on the 375-point phone, where the same repositories' 17xxx files pin it 16 in (on the
    /// 414-point phone a 320-point cell of 15505 has 16, as later). So did
    /// Xcode 9's first builds (below 14000): ChatSecure's 375-point cells of 13771 pin content 15
    /// in, where every cell of 14xxx (Xcode 9.3 to 10) is 16 in. The corpora hold no other
    /// 13xxx cell pinned to its margins, so this one rests on one repository.
    func cellSideMargin(width: Double) -> Double {
        let wide = device.size.width >= (sizes.era >= .xcode15 ? 393 : 390) && width > 320
        return if sizes.era >= .xcode11 {
            wide ? 20 : isXcode11Build && device.size.width < 390 ? 15 : 16
        } else if sizes.era >= .xcode9 {
            width >= 414 ? 20 : document.savingBuild < 14000 ? 15 : 16
        } else {
            15
        }
    }

    /// Whether Xcode 11 itself saved the document (toolsVersion 14800 to 16999), not Xcode 12,
    /// which shares its era (the iOS 13 and 14 SDKs' controls) but not its cell margins.
    private var isXcode11Build: Bool { sizes.era == .xcode11 && document.savingBuild < 17000 }
}
