/// The constraints of a stack's arrangement, as UIKit makes them.
///
/// Along the axis: `UISV-canvas-connection` from the first view's start and the last view's end to
/// the stack's edges; `UISV-spacing` between neighbours (`>=` for the equal distributions);
/// `UISV-fill-equally` equal lengths; `UISV-fill-proportionally` lengths in proportion to intrinsic
/// lengths (priority 999); for `equalSpacing` and `equalCentering`, guides between neighbours
/// (`UISV-distributing-edge`) of equal length (`UISV-fill-equally`). Hidden views get `UISV-hiding`:
/// length 0 at the stack's start, and no spacing.
///
/// Across: with `fill` the first view is connected to both edges and the others aligned to it
/// (`UISV-alignment`); otherwise the first is connected on the aligned edge (or centre), the others
/// aligned to it, every view kept inside the stack (`UISV-spanning-boundary`) and the stack hugging
/// them at priority 51 (`UISV-spanning-fit`). An empty stack is 0 long along its axis as if that were
/// its content's size: it hugs 0 at its hugging priority (250) and resists less than 0 at its
/// compression resistance (750), so a length you give it at 750 or more wins (Interface Builder's
/// placeholder heights of empty stacks) and a weaker pull does not make it negative, as the frames
/// Xcode saves show (the identifier `Trellis-empty-stack` is Trellis's own).
extension StackView {
    private struct Edges {
        let start, end, center, length: LayoutAttribute
    }

    func arrangementConstraints(_ context: LayoutContext) -> [LayoutConstraint] {
        let along = axis == .vertical
            ? Edges(start: .top, end: .bottom, center: .centerY, length: .height)
            : Edges(start: .leading, end: .trailing, center: .centerX, length: .width)
        let across = axis == .vertical
            ? Edges(start: .leading, end: .trailing, center: .centerX, length: .width)
            : Edges(start: .top, end: .bottom, center: .centerY, length: .height)
        let canvas: any EngineItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let hidden = arrangedSubviews.filter(\.isHidden)
        var result: [LayoutConstraint] = []

        func make(_ id: String, _ a: any EngineItem, _ aAttr: LayoutAttribute, _ b: (any EngineItem)?,
                  _ bAttr: LayoutAttribute, relation: LayoutRelation = .equal, multiplier: Double = 1, constant: Double = 0,
                  priority: LayoutPriority = .required)
        {
            let key = GeneratedKey(id, a, aAttr, relation: relation, b, bAttr, multiplier: multiplier)
            result.append(generated.constraint(key, constant: constant, priority: priority, owner: self) {
                LayoutConstraint(engineItem: a, attribute: aAttr, relatedBy: relation, toEngineItem: b, attribute: bAttr,
                                 multiplier: b == nil ? 0 : multiplier, constant: constant, identifier: id,
                                 origin: .system)
            })
        }

        // Along the axis.
        if let first = visible.first, let last = visible.last {
            make("UISV-canvas-connection", first, along.start, canvas, along.start)
            make("UISV-canvas-connection", canvas, along.end, last, along.end)
            let equal = distribution == .equalSpacing || distribution == .equalCentering
            for (previous, next) in zip(visible, visible.dropFirst()) {
                make("UISV-spacing", next, along.start, previous, along.end,
                     relation: equal ? .greaterThanOrEqual : .equal, constant: spacing)
            }
            switch distribution {
            case .fill:
                break
            case .fillEqually:
                for view in visible.dropFirst() { make("UISV-fill-equally", view, along.length, first, along.length) }
            case .fillProportionally:
                let lengths = visible.map { intrinsicLength(of: $0, along.length, context) }
                let total = lengths.reduce(0, +)
                let gaps = spacing * Double(visible.count - 1)
                for (view, length) in zip(visible, lengths) where total > 0 {
                    let share = length / total
                    make("UISV-fill-proportionally", view, along.length, canvas, along.length,
                         multiplier: share, constant: -share * gaps, priority: 999)
                }
            case .equalSpacing, .equalCentering:
                let edge: (LayoutAttribute, LayoutAttribute) = distribution == .equalSpacing
                    ? (along.end, along.start) : (along.center, along.center)
                let pairs = Array(zip(visible, visible.dropFirst()))
                while distributingGuides.count < pairs.count {
                    let guide = LayoutGuide(kind: .custom, identifier: "UISV-distributing")
                    guide.owningView = self
                    distributingGuides.append(guide)
                }
                for (index, (previous, next)) in pairs.enumerated() {
                    let guide = distributingGuides[index]
                    make("UISV-distributing-edge", guide, along.start, previous, edge.0)
                    make("UISV-distributing-edge", guide, along.end, next, edge.1)
                    if index > 0 {
                        make("UISV-fill-equally", guide, along.length, distributingGuides[0], along.length)
                    }
                }
            }
        } else {
            // Like a view whose content is 0 long: it hugs 0 as weakly, and resists going below it
            // as strongly, as its own priorities say.
            let axis: LayoutAxis = self.axis
            make("Trellis-empty-stack", self, along.length, nil, .notAnAttribute, relation: .lessThanOrEqual,
                 constant: 0, priority: contentHuggingPriority(for: axis))
            make("Trellis-empty-stack", self, along.length, nil, .notAnAttribute, relation: .greaterThanOrEqual,
                 constant: 0, priority: contentCompressionResistancePriority(for: axis))
        }
        for view in hidden {
            make("UISV-hiding", view, along.length, nil, .notAnAttribute, constant: 0)
            make("UISV-hiding", view, along.start, canvas, along.start)
        }

        // Across the axis.
        var effective = alignment
        if axis == .vertical {
            if effective == .firstBaseline { effective = .leading }
            if effective == .lastBaseline { effective = .trailing }
        }
        guard let reference = visible.first else { return result }
        switch effective {
        case .fill:
            make("UISV-canvas-connection", reference, across.start, canvas, across.start)
            make("UISV-canvas-connection", canvas, across.end, reference, across.end)
            for view in arrangedSubviews where view !== reference {
                make("UISV-alignment", view, across.start, reference, across.start)
                make("UISV-alignment", view, across.end, reference, across.end)
            }
        case .leading, .center, .trailing, .firstBaseline, .lastBaseline:
            let aligned: LayoutAttribute = switch effective {
            case .leading: across.start
            case .center: across.center
            case .trailing: across.end
            case .firstBaseline: .firstBaseline
            default: .lastBaseline
            }
            if effective == .leading || effective == .center || effective == .trailing {
                make("UISV-canvas-connection", reference, aligned, canvas, aligned)
            }
            for view in arrangedSubviews where view !== reference {
                make("UISV-alignment", view, aligned, reference, aligned)
            }
            for view in arrangedSubviews {
                if effective != .leading {
                    make("UISV-spanning-boundary", view, across.start, canvas, across.start, relation: .greaterThanOrEqual)
                }
                if effective != .trailing {
                    make("UISV-spanning-boundary", view, across.end, canvas, across.end, relation: .lessThanOrEqual)
                }
            }
            make("UISV-spanning-fit", canvas, across.length, nil, .notAnAttribute, constant: 0, priority: 51)
        }
        return result
    }

    private func intrinsicLength(of view: View, _ attribute: LayoutAttribute, _ context: LayoutContext) -> Double {
        let size = view.engineIntrinsicSize(context)
        return max(0, attribute == .width ? size.width : size.height)
    }
}
