extension LayoutConstraint {
    /// The item and attribute the engine uses for one side of a constraint:
    /// - a margin attribute of a view (`leadingMargin`) is that edge of its margins guide;
    /// - a scroll view's edge seen from a view inside it is the content area's edge, as in UIKit,
    ///   and so is its margin, inset by ``contentMarginOffset(_:_:other:)``;
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
            if let scroll = scrollSeenFromInside(item, other: other) { return (scroll.contentLayoutGuide, base) }
            guard let view = item as? View else { return (item, base) }
            return (view.layoutMarginsGuide, base)
        }
        // Only edges are the content area's (`SolverForm` keeps other attributes' forms for it).
        guard attribute.isEdge, let scroll = scrollSeenFromInside(item, other: other) else { return (item, attribute) }
        return (scroll.contentLayoutGuide, attribute)
    }

    /// What a margin attribute of a scroll view seen from a view inside it adds to the content
    /// area's edge (or centre) ``engineSide(_:_:other:)`` resolves it to: the scroll view's layout
    /// margins, inward. UIKit attaches constraints between "the edges or margins of the scroll
    /// view and its content" to the content area; the safe area is left out, as the content inset
    /// already places the content from it. 0 for every other side.
    static func contentMarginOffset(_ item: any EngineItem, _ attribute: LayoutAttribute,
                                    other: (any EngineItem)?) -> Double {
        guard let base = attribute.marginBase, let scroll = scrollSeenFromInside(item, other: other) else { return 0 }
        let margins = scroll.layoutMargins
        return switch base {
        case .left, .leading: margins.left
        case .right, .trailing: -margins.right
        case .top: margins.top
        case .bottom: -margins.bottom
        case .centerX: (margins.left - margins.right) / 2
        case .centerY: (margins.top - margins.bottom) / 2
        default: 0
        }
    }

    /// `item` as a scroll view when `other` is a view (or a view's guide) inside it.
    private static func scrollSeenFromInside(_ item: any EngineItem, other: (any EngineItem)?) -> ScrollView? {
        guard let scroll = item as? ScrollView, let other, let inside = other.owningLayoutView,
              inside !== scroll, inside.isDescendant(of: scroll) else { return nil }
        return scroll
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
