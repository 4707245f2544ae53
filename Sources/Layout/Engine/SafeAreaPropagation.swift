/// UIKit's safe area for views below a view controller's root: the part of a view's frame that lies
/// outside its host's safe area (the host being the nearest ancestor with insets of its own).
///
/// The insets depend on frames through `max(0, …)`, which a linear solver cannot express, so a
/// pass works them out from the solution and solves again if they changed, as labels' widths do.
/// Views inside a scroll view are left at zero: UIKit hands the scroll view's part to its
/// `adjustedContentInset` instead.
enum SafeAreaPropagation {
    /// Updates the propagated insets of `views` from the engine's solution; returns whether any
    /// that a constraint can see (a view with a safe area or margins guide, or a scroll view)
    /// changed, and appends the places in `views` of all whose insets changed to `changed`.
    static func update(_ views: [View], engine: LayoutEngine, changedAt positions: inout [Int]) -> Bool {
        var changed = false
        for (position, view) in views.enumerated() where view.explicitSafeAreaInsets == nil {
            let insets = insets(of: view, engine: engine)
            guard insets != view.propagatedSafeAreaInsets else { continue }
            view.propagatedSafeAreaInsets = insets
            positions.append(position)
            if !view.existingSystemGuides.isEmpty || view is ScrollView { changed = true }
        }
        return changed
    }

    /// Sets the propagated insets of `views` from the frames they have now, before a tree's first
    /// pass solves anything: a view read from a document starts at its saved frame, and UIKit
    /// works a loaded view's safe area out from its frame before the first layout. The pass then
    /// starts from the insets its solution gives wherever the saved frames are the solved ones, and
    /// needs no second round for them: a scroll view below the status bar, whose content guide
    /// moves by its adjusted inset, sent every view inside it through a second solve (a long
    /// screen's rows all moved 20 points down and back in that round). Insets left wrong by frames
    /// that are not the solution are corrected after the first solve, as any change is. A scroll
    /// view's offset is seeded from its insets as well.
    static func seedFromFrames(_ views: [View]) {
        // Each view's frame origin in the tree's space, from the frames as they are: parents come
        // before their subviews in a layout scope.
        var origins: [ObjectIdentifier: Point] = [:]
        origins.reserveCapacity(views.count)
        for view in views {
            var origin = view.frame.origin
            if let parent = view.superview, let parentOrigin = origins[ObjectIdentifier(parent)] {
                origin = Point(x: parentOrigin.x + origin.x - parent.boundsOrigin.x,
                               y: parentOrigin.y + origin.y - parent.boundsOrigin.y)
            }
            origins[ObjectIdentifier(view)] = origin
        }
        for view in views {
            if view.explicitSafeAreaInsets == nil {
                view.propagatedSafeAreaInsets = insets(of: view) { item in
                    origins[ObjectIdentifier(item)].map { item.alignmentRect(Rect(origin: $0, size: item.frame.size)) }
                }
            }
            // A scroll view's offset follows from its safe area (see ScrollView.seedContentOffset).
            (view as? ScrollView)?.seedContentOffset()
        }
    }

    private static func insets(of view: View, engine: LayoutEngine) -> EdgeInsets {
        insets(of: view) { engine.engineFrame($0.variables) }
    }

    /// The part of `view`'s frame outside its host's safe area, with each view's alignment
    /// rectangle in the tree's space from `frameOf` (zero when it has none).
    private static func insets(of view: View, frameOf: (View) -> Rect?) -> EdgeInsets {
        var ancestor = view.superview
        while let current = ancestor {
            if current is ScrollView { return .zero }
            if let hostInsets = current.explicitSafeAreaInsets {
                guard let host = frameOf(current), let frame = frameOf(view) else { return .zero }
                let safe = Rect(x: host.minX + hostInsets.left, y: host.minY + hostInsets.top,
                                width: host.width - hostInsets.left - hostInsets.right,
                                height: host.height - hostInsets.top - hostInsets.bottom)
                func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), max(0, limit)) }
                return EdgeInsets(top: clamp(safe.minY - frame.minY, frame.height),
                                  left: clamp(safe.minX - frame.minX, frame.width),
                                  bottom: clamp(frame.maxY - safe.maxY, frame.height),
                                  right: clamp(frame.maxX - safe.maxX, frame.width))
            }
            ancestor = current.superview
        }
        return .zero
    }
}
