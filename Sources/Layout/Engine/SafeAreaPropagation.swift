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

    private static func insets(of view: View, engine: LayoutEngine) -> EdgeInsets {
        var ancestor = view.superview
        while let current = ancestor {
            if current is ScrollView { return .zero }
            if let hostInsets = current.explicitSafeAreaInsets {
                let host = engine.engineFrame(current.variables)
                let frame = engine.engineFrame(view.variables)
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
