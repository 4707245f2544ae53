import Layout
import TextLayout

extension SVGWriter {
    static let frameColor = Color(rgb: 0x007AFF, alpha: 0.8)
    static let constraintColor = Color(rgb: 0xAF52DE)

    /// A coordinate moved onto the middle of a point, where a 1-point line covers one point
    /// exactly instead of two halves.
    static func crisp(_ value: Double) -> Double { value.rounded(.down) + 0.5 }

    /// Each drawn view's frame, the part its clipping ancestors leave visible, outlined with a
    /// 1-point line just inside it.
    mutating func writeFrameOverlay() {
        body += "<g class=\"trellis-frames\" fill=\"none\"\(Self.stroke(Self.frameColor)) stroke-width=\"1\">\n"
        for node in scene.nodes {
            let visible = Scene.intersection(node.clip, node.rect)
            guard visible.width > 0 || visible.height > 0 else { continue }
            let minX = visible.minX.rounded(), minY = visible.minY.rounded()
            let maxX = visible.maxX.rounded(), maxY = visible.maxY.rounded()
            let id = XMLEscaping.escape(node.id)
            if maxX - minX >= 1, maxY - minY >= 1 {
                body += "  <rect data-id=\"\(id)\" x=\"\(Self.number(minX + 0.5))\" y=\"\(Self.number(minY + 0.5))\" "
                    + "width=\"\(Self.number(maxX - minX - 1))\" height=\"\(Self.number(maxY - minY - 1))\"/>\n"
            } else {
                // Thinner than a point: a line along it.
                let path = maxX - minX >= 1
                    ? "M\(Self.number(minX)) \(Self.number(Self.crisp(minY)))H\(Self.number(maxX))"
                    : "M\(Self.number(Self.crisp(minX))) \(Self.number(minY))V\(Self.number(max(maxY, minY + 1)))"
                body += "  <path data-id=\"\(id)\" d=\"\(path)\"/>\n"
            }
        }
        body += "</g>\n"
    }

    /// The active constraints installed on drawn views, as Xcode's view debugger draws them.
    mutating func writeConstraintOverlay() {
        var index: [ObjectIdentifier: Int] = [:]
        for (number, node) in scene.nodes.enumerated() { index[ObjectIdentifier(node.view)] = number }
        let geometry = ConstraintGeometry(scene: scene, index: index, scale: scale)
        body += "<g class=\"trellis-constraints\" fill=\"none\"\(Self.stroke(Self.constraintColor)) stroke-width=\"1\">\n"
        for node in scene.nodes {
            for constraint in node.view.constraints where constraint.isActive {
                if constraint.isPlaceholder && !keepsPlaceholders { continue }
                guard let path = geometry.path(for: constraint) else { continue }
                let dash = constraint.priority.isRequired ? "" : " stroke-dasharray=\"4 2\""
                let text = XMLEscaping.escape(geometry.describe(constraint))
                body += "  <path data-constraint=\"\(text)\" d=\"\(path)\"\(dash)><title>\(text)</title></path>\n"
            }
        }
        body += "</g>\n"
    }
}

/// Where constraints' anchors are on the canvas, and the lines that show them.
struct ConstraintGeometry {
    let scene: Scene
    let index: [ObjectIdentifier: Int]
    let scale: Double

    /// The length of the ticks at a distance line's ends.
    static let tick = 3.0

    /// An item's rectangle on the canvas, or `nil` if it is not drawn.
    func rect(of item: LayoutItem) -> Rect? {
        if let view = item as? View {
            return index[ObjectIdentifier(view)].map { scene.nodes[$0].rect }
        }
        guard let guide = item as? LayoutGuide, let owner = guide.owningView,
              let number = index[ObjectIdentifier(owner)] else { return nil }
        let node = scene.nodes[number]
        if let scroll = owner as? ScrollView {
            if guide === scroll.contentLayoutGuide {
                return Rect(origin: Point(x: node.rect.minX - node.contentOrigin.x, y: node.rect.minY - node.contentOrigin.y),
                            size: scroll.contentSize)
            }
            if guide === scroll.frameLayoutGuide { return node.rect }
        }
        let frame = guide.layoutFrame
        return Rect(x: node.rect.minX + frame.minX, y: node.rect.minY + frame.minY, width: frame.width,
                    height: frame.height)
    }

    /// The rectangle an attribute is measured on: a view's layout margins for margin attributes
    /// (worked out here, so drawing does not make a margins guide the next layout pass would use).
    func rect(of item: LayoutItem, for attribute: LayoutAttribute) -> Rect? {
        guard let rect = rect(of: item) else { return nil }
        guard attribute.marginBase != nil, let view = item as? View else { return rect }
        let margins = view.layoutMargins, safe = view.insetsLayoutMarginsFromSafeArea ? view.safeAreaInsets : .zero
        let left = margins.left + safe.left, right = margins.right + safe.right
        let top = margins.top + safe.top, bottom = margins.bottom + safe.bottom
        return Rect(x: rect.minX + left, y: rect.minY + top, width: rect.width - left - right,
                    height: rect.height - top - bottom)
    }

    /// The coordinate of a position attribute (x for horizontal ones, y for vertical ones).
    func position(_ attribute: LayoutAttribute, of item: LayoutItem, in rect: Rect) -> Double {
        switch attribute.marginBase ?? attribute {
        case .left, .leading: return rect.minX
        case .right, .trailing: return rect.maxX
        case .centerX: return rect.minX + rect.width / 2
        case .top: return rect.minY
        case .bottom: return rect.maxY
        case .centerY: return rect.minY + rect.height / 2
        case .firstBaseline, .lastBaseline:
            guard let label = item as? LabelView else { return rect.maxY }
            let lines = label.label.layout(in: TextSize(rect.size), metrics: label.metrics,
                                           scale: scale).lines
            guard let line = attribute == .firstBaseline ? lines.first : lines.last else { return rect.maxY }
            return rect.minY + line.baseline
        default: return rect.minX
        }
    }

    /// The content area of a scroll view when a constraint ties one of its edges to a view
    /// inside it, as UIKit reads such a constraint; otherwise the item itself.
    func anchorItem(_ item: LayoutItem, _ attribute: LayoutAttribute, other: LayoutItem?) -> LayoutItem {
        guard let scroll = item as? ScrollView, let other = other?.owningLayoutView,
              other !== scroll, other.isDescendant(of: scroll) else { return item }
        switch attribute {
        case .leading, .trailing, .left, .right, .top, .bottom: return scroll.contentLayoutGuide
        default: return item
        }
    }

    /// The path data of a constraint's line, or `nil` when its items are not drawn.
    func path(for constraint: LayoutConstraint) -> String? {
        guard let givenFirst = constraint.firstItem, let axis = constraint.firstAttribute.axis else { return nil }
        let first = anchorItem(givenFirst, constraint.firstAttribute, other: constraint.secondItem)
        guard let firstRect = rect(of: first, for: constraint.firstAttribute) else { return nil }
        if constraint.firstAttribute.isDimension {
            var path = dimension(firstRect, axis)
            if let second = constraint.secondItem, constraint.secondAttribute.isDimension,
               let secondAxis = constraint.secondAttribute.axis,
               let secondRect = rect(of: second, for: constraint.secondAttribute) {
                path += dimension(secondRect, secondAxis)
            }
            return path
        }
        guard let givenSecond = constraint.secondItem, constraint.secondAttribute.axis == axis else { return nil }
        let second = anchorItem(givenSecond, constraint.secondAttribute, other: givenFirst)
        guard let secondRect = rect(of: second, for: constraint.secondAttribute) else { return nil }
        let a = position(constraint.firstAttribute, of: first, in: firstRect)
        let b = position(constraint.secondAttribute, of: second, in: secondRect)
        return distance(from: a, to: b, across: (firstRect, secondRect), horizontal: axis == .horizontal)
    }

    /// A line across a rectangle along an axis, a little inside its far edge, with ticks.
    func dimension(_ rect: Rect, _ axis: LayoutAttribute.Axis) -> String {
        let n = SVGWriter.number, crisp = SVGWriter.crisp, t = Self.tick
        if axis == .horizontal {
            let y = crisp(rect.maxY - min(4, rect.height / 2))
            return "M\(n(rect.minX)) \(n(y))H\(n(rect.maxX))M\(n(crisp(rect.minX))) \(n(y - t))v\(n(2 * t))"
                + "M\(n(crisp(rect.maxX - 1))) \(n(y - t))v\(n(2 * t))"
        }
        let x = crisp(rect.maxX - min(4, rect.width / 2))
        return "M\(n(x)) \(n(rect.minY))V\(n(rect.maxY))M\(n(x - t)) \(n(crisp(rect.minY)))h\(n(2 * t))"
            + "M\(n(x - t)) \(n(crisp(rect.maxY - 1)))h\(n(2 * t))"
    }

    /// A line between two positions on one axis, at the middle of where the two items overlap
    /// across it (or the first item's middle); two positions that coincide give a line along the
    /// shared edge instead, the length of both items.
    func distance(from a: Double, to b: Double, across rects: (Rect, Rect), horizontal: Bool) -> String {
        let n = SVGWriter.number, crisp = SVGWriter.crisp, t = Self.tick
        let (first, second) = rects
        let low = horizontal ? max(first.minY, second.minY) : max(first.minX, second.minX)
        let high = horizontal ? min(first.maxY, second.maxY) : min(first.maxX, second.maxX)
        let across = high > low ? (low + high) / 2 : (horizontal ? first.minY + first.height / 2 : first.minX + first.width / 2)
        if abs(a - b) < RenderingTolerance.coincidentPositions {
            let start = horizontal ? min(first.minY, second.minY) : min(first.minX, second.minX)
            let end = horizontal ? max(first.maxY, second.maxY) : max(first.maxX, second.maxX)
            return horizontal ? "M\(n(crisp(a))) \(n(start))V\(n(end))" : "M\(n(start)) \(n(crisp(a)))H\(n(end))"
        }
        let c = crisp(across)
        if horizontal {
            return "M\(n(a)) \(n(c))H\(n(b))M\(n(crisp(a))) \(n(c - t))v\(n(2 * t))M\(n(crisp(b))) \(n(c - t))v\(n(2 * t))"
        }
        return "M\(n(c)) \(n(a))V\(n(b))M\(n(c - t)) \(n(crisp(a)))h\(n(2 * t))M\(n(c - t)) \(n(crisp(b)))h\(n(2 * t))"
    }

    /// `nameLabel.leading == recipeImageView.trailing + 16 @750`, items by name (or id).
    func describe(_ constraint: LayoutConstraint) -> String {
        func item(_ item: LayoutItem?) -> String {
            if let view = item as? View {
                return view.name ?? index[ObjectIdentifier(view)].map { scene.nodes[$0].id } ?? view.className
            }
            if let guide = item as? LayoutGuide {
                let owner = guide.owningView.map { $0.name ?? $0.className } ?? "?"
                return guide.identifier.isEmpty ? "\(owner).guide" : "\(owner).\(guide.identifier)"
            }
            return "?"
        }
        let relation = switch constraint.relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
        var text = "\(item(constraint.firstItem)).\(constraint.firstAttribute.svgName) \(relation) "
        let constant = constraint.constant
        if let second = constraint.secondItem {
            if constraint.multiplier != 1 { text += "\(NumberFormatting.svg(constraint.multiplier))*" }
            text += "\(item(second)).\(constraint.secondAttribute.svgName)"
            if constant != 0 { text += constant < 0 ? " - \(NumberFormatting.svg(-constant))" : " + \(NumberFormatting.svg(constant))" }
        } else {
            text += NumberFormatting.svg(constant)
        }
        if !constraint.priority.isRequired { text += " @\(NumberFormatting.svg(constraint.priority.rawValue))" }
        return text
    }
}

extension LayoutAttribute {
    /// The attribute's name as anchors spell it.
    var svgName: String { "\(self)" }
}
