extension LayoutConstraint {
    /// The item and attribute the engine uses for one side of a constraint:
    /// - a margin attribute of a view (`leadingMargin`) is that edge of its margins guide;
    /// - a scroll view's edge seen from a view inside it is the content area's edge, as in UIKit;
    /// - a stack view's baselines are its first and last visible arranged views' (UIKit's
    ///   `viewForFirstBaselineLayout` and `viewForLastBaselineLayout`).
    static func engineSide(_ item: any EngineItem, _ attribute: LayoutAttribute, other: (any EngineItem)?)
        -> (any EngineItem, LayoutAttribute)
    {
        if let stack = item as? StackView, attribute == .firstBaseline || attribute == .lastBaseline {
            let visible = stack.arrangedSubviews.filter { !$0.isHidden }
            let view = attribute == .firstBaseline ? visible.first : visible.last
            guard let view else { return (item, attribute) }
            return engineSide(view, attribute, other: other)
        }
        if let base = attribute.marginBase {
            guard let view = item as? View else { return (item, base) }
            return (view.layoutMarginsGuide, base)
        }
        // Only edges are the content area's (`SolverForm` keeps other attributes' forms for it).
        guard attribute.isEdge, let scroll = item as? ScrollView, let other, let inside = other.owningLayoutView,
              inside !== scroll, inside.isDescendant(of: scroll)
        else { return (item, attribute) }
        return (scroll.contentLayoutGuide, attribute)
    }

    /// Makes sure the guides a constraint's margin attributes stand for exist before a pass
    /// collects the guides' own constraints.
    func prepareGuides() {
        for (item, attribute) in [(firstItem, firstAttribute), (secondItem, secondAttribute)]
        where attribute.marginBase != nil {
            _ = (item as? View)?.layoutMarginsGuide
        }
    }
}
