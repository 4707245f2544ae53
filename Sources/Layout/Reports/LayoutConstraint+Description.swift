extension LayoutConstraint: CustomStringConvertible {
    /// The constraint as UIKit prints it, e.g.
    /// `<NSLayoutConstraint:0x600000000030 UIImageView:0x7f8a00000110.height == 80   (active)>`,
    /// `<NSLayoutConstraint:0x600000000060 V:|-(16)-[UIImageView:0x7f8a00000110]   (active, names: '|':UIView:0x7f8a00000220 )>`.
    /// Addresses are stable fake ones.
    public var description: String {
        var head = "<\(className):\(address)"
        if case .autoresizing(let code) = origin { head += " \(AutoresizingAxis.notation(code: code))" }
        if let identifier { head += " '\(identifier)'" }
        let (body, names) = visualFormat() ?? (equationBody(), nil)
        var status = isActive ? "active" : "inactive"
        if let names { status += ", names: '|':\(names.layoutDescription) " }
        return "\(head) \(body)   (\(status))>"
    }

    private var className: String {
        switch origin {
        case .user, .system: GeneratedConstraintKind.plainClassName
        case .autoresizing: GeneratedConstraintKind.autoresizingClassName
        case .contentSize: GeneratedConstraintKind.contentSizeClassName
        }
    }

    private var priorityText: String { priority.isRequired ? "" : " @\(priority)" }

    /// `A.attr == B.attr + c`, `A.attr == m*B.attr`, `A.attr == c`, with content-size extras.
    private func equationBody() -> String {
        let first = "\(firstItem?.layoutDescription ?? "(gone)").\(attributeName(firstAttribute, first: true))"
        var right: String
        if let secondItem, multiplier != 0 {
            let m = multiplier == 1 ? "" : "\(formatLength(multiplier))*"
            let second = "\(secondItem.layoutDescription).\(attributeName(secondAttribute, first: false))"
            right = m + second
            if constant != 0 { right += constant < 0 ? " - \(formatLength(-constant))" : " + \(formatLength(constant))" }
        } else {
            right = formatLength(constant)
        }
        var text = "\(first) \(relation.symbol) \(right)"
        if case .contentSize(let hugging) = origin {
            text += hugging ? " Hug:\(priority)" : " CompressionResistance:\(priority)"
            return text
        }
        return text + priorityText
    }

    private func attributeName(_ attribute: LayoutAttribute, first: Bool) -> String {
        guard case .autoresizing = origin else { return attribute.name }
        // Autoresizing constraints speak of the engine's own variables.
        switch attribute {
        case .left: return "minX"
        case .top: return "minY"
        default: return attribute.name
        }
    }

    /// UIKit's visual format for a gap between a view and its superview's edge or a sibling:
    /// `H:|-(16)-[A](LTR)`, `V:[A]-(16)-|`, `H:[A]-(8)-[B](LTR)`.
    private func visualFormat() -> (String, LayoutItem?)? {
        // Autoresizing and content-size constraints have forms of their own.
        switch origin {
        case .autoresizing, .contentSize: return nil
        case .user, .system: break
        }
        guard multiplier == 1, let firstItem, let secondItem else { return nil }
        return visualFormat(firstItem, secondItem)
    }

    private func visualFormat(_ firstItem: LayoutItem, _ secondItem: LayoutItem) -> (String, LayoutItem?)? {
        enum Edge { case start, end }
        func edge(_ a: LayoutAttribute) -> (LayoutAttribute.Axis, Edge, Bool)? {
            switch a {
            case .leading: (.horizontal, .start, true)
            case .left: (.horizontal, .start, false)
            case .trailing: (.horizontal, .end, true)
            case .right: (.horizontal, .end, false)
            case .top: (.vertical, .start, false)
            case .bottom: (.vertical, .end, false)
            default: nil
            }
        }
        guard let (axis1, edge1, ltr1) = edge(firstAttribute), let (axis2, edge2, ltr2) = edge(secondAttribute),
              axis1 == axis2, ltr1 == ltr2 else { return nil }
        let firstParent = parent(of: firstItem), secondParent = parent(of: secondItem)
        // Which item's edge comes earlier along the axis, and how the gap is drawn.
        var earlier: String, later: String, names: LayoutItem?
        var firstIsLater: Bool
        if secondParent === firstItem || firstParent === secondItem {
            // A view and its superview: same edge on both.
            guard edge1 == edge2 else { return nil }
            let child = secondParent === firstItem ? secondItem : firstItem
            names = child === firstItem ? secondItem : firstItem
            if edge1 == .start {
                (earlier, later) = ("|", "[\(child.layoutDescription)]")
                firstIsLater = child === firstItem
            } else {
                (earlier, later) = ("[\(child.layoutDescription)]", "|")
                firstIsLater = child !== firstItem
            }
        } else if firstParent != nil, firstParent === secondParent, edge1 != edge2 {
            // Siblings: one's end to the other's start.
            names = nil
            let (a, b) = edge1 == .end ? (firstItem, secondItem) : (secondItem, firstItem)
            (earlier, later) = ("[\(a.layoutDescription)]", "[\(b.layoutDescription)]")
            firstIsLater = b === firstItem
        } else {
            return nil
        }
        // `later rel earlier + c` is a gap `rel c`; `earlier rel later + c` is a gap `flipped(rel) -c`.
        let gap = firstIsLater ? constant : -constant
        let rel: LayoutRelation = firstIsLater ? relation : relation.flipped
        let relText = rel == .equal ? "" : rel.symbol
        let priority = self.priority.isRequired ? "" : "@\(self.priority)"
        let prefix = axis1 == .horizontal ? "H:" : "V:"
        let suffix = axis1 == .horizontal && ltr1 ? "(LTR)" : ""
        let sides = earlier == "|" ? "|-(\(relText)\(formatLength(gap))\(priority))-\(later)"
            : "\(earlier)-(\(relText)\(formatLength(gap))\(priority))-\(later)"
        return (prefix + sides + suffix, names)
    }

    private func parent(of item: LayoutItem) -> LayoutItem? {
        if let view = item as? View { return view.superview }
        return (item as? LayoutGuide)?.owningView
    }
}

extension LayoutRelation {
    var flipped: LayoutRelation {
        switch self {
        case .lessThanOrEqual: .greaterThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}
