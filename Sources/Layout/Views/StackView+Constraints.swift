/// The constraints of a stack's arrangement, as UIKit makes them.
///
/// Along the axis: `UISV-canvas-connection` from the first view's start and the last view's end to
/// the stack's edges; `UISV-spacing` between neighbours (`>=` for the equal distributions);
/// `UISV-fill-equally` equal lengths; `UISV-fill-proportionally` lengths in proportion to intrinsic
/// lengths (priority 999); for `equalSpacing` and `equalCentering`, guides between neighbours
/// (`UISV-distributing-edge`) of equal length (`UISV-fill-equally`). Hidden views get `UISV-hiding`:
/// length 0 (see ``StackView/HiddenViewPlacement`` for where), and no spacing.
///
/// Across: with `fill` the first view is connected to both edges and the others aligned to it
/// (`UISV-alignment`); otherwise the first is connected on the aligned edge (or centre), the others
/// aligned to it, every view kept inside the stack (`UISV-spanning-boundary`; on baselines only the
/// first view at the top, or bottom, edge), the stack hugging them at priority 51
/// (`UISV-spanning-fit`) and each view pulled toward 0 across at 25 (`UISV-ambiguity-suppression`:
/// a view with no length of its own across is 0 long, not undetermined). A horizontal stack
/// also shares its width among labels that wrap (`UISV-text-width-disambiguation`). An empty
/// stack is 0 long along its axis as if that were its content's size: it hugs 0 at its hugging
/// priority (250) and resists less than 0 at its compression resistance (750), so a length you
/// give it at 750 or more wins (Interface Builder's placeholder heights of empty stacks) and a
/// weaker pull does not make it negative, as the frames Xcode saves show (the identifier
/// `Trellis-empty-stack` is Trellis's own).
extension StackView {
    /// The attributes of one axis of the stack.
    fileprivate struct Edges {
        let start, end, center, length: LayoutAttribute

        static let vertical = Edges(start: .top, end: .bottom, center: .centerY, length: .height)
        static let horizontal = Edges(start: .leading, end: .trailing, center: .centerX, length: .width)
    }

    /// The stack's constraints, in the order UIKit's engine receives them: along the axis (or the
    /// empty stack's length), the hidden views, then across the axis.
    func arrangementConstraints(_ context: LayoutContext) -> [LayoutConstraint] {
        var arrangement = Arrangement(stack: self)
        let visible = arrangement.visible
        if let first = visible.first, let last = visible.last {
            arrangement.connectAlongAxis(first, last)
            arrangement.distribute(first, context)
            arrangement.disambiguateTextWidths()
        } else {
            arrangement.holdEmptyLength()
        }
        arrangement.collapseHiddenViews()
        if let reference = visible.first { arrangement.alignAcrossAxis(to: reference) }
        return arrangement.constraints
    }

    /// The length `fillProportionally` shares by: the intrinsic length, or for a view that has
    /// none (a plain view) its current length, as UIKit does (a stack of plain views keeps the
    /// proportions their frames have, so Xcode's saved frames hold).
    fileprivate func proportionalLength(of view: View, _ attribute: LayoutAttribute, _ context: LayoutContext) -> Double {
        let size = view.engineIntrinsicSize(context)
        let intrinsic = attribute == .width ? size.width : size.height
        guard intrinsic == View.noIntrinsicMetric else { return max(0, intrinsic) }
        return max(0, attribute == .width ? view.frame.width : view.frame.height)
    }
}

/// One pass's arrangement of a stack: the constraints made so far, and what every step reads.
private struct Arrangement {
    let stack: StackView
    /// The stack's axis, and the one across it.
    let along: StackView.Edges, across: StackView.Edges
    /// What the arranged views are connected to: the stack, or its margins.
    let canvas: any EngineItem
    let visible: [View]
    private(set) var constraints: [LayoutConstraint] = []

    init(stack: StackView) {
        self.stack = stack
        along = stack.axis == .vertical ? .vertical : .horizontal
        across = stack.axis == .vertical ? .horizontal : .vertical
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        visible = stack.arrangedSubviews.filter { !$0.isHidden }
    }

    /// Adds the stack's constraint of `kind` between `a` and `b` (kept by the stack between passes).
    /// `priority` only for the kinds whose priority is the stack's own.
    private mutating func make(
        _ kind: GeneratedConstraintKind, _ a: any EngineItem, _ aAttr: LayoutAttribute, _ b: (any EngineItem)?,
        _ bAttr: LayoutAttribute, relation: LayoutRelation = .equal, multiplier: Double = 1, constant: Double = 0,
        priority: LayoutPriority? = nil
    ) {
        let key = GeneratedKey(kind, a, aAttr, relation: relation, b, bAttr, multiplier: multiplier)
        constraints.append(stack.generated.constraint(key, constant: constant, priority: priority, owner: stack) {
            LayoutConstraint(generated: kind, item: a, attribute: aAttr, relatedBy: relation, toItem: b,
                             attribute: bAttr, multiplier: b == nil ? 0 : multiplier, constant: constant,
                             priority: priority)
        })
    }

    /// The first view's start and the last view's end to the canvas, and the spacing between
    /// neighbours (at least `spacing` for the equal distributions, which share out the rest).
    mutating func connectAlongAxis(_ first: View, _ last: View) {
        make(.stackCanvasConnection, first, along.start, canvas, along.start)
        make(.stackCanvasConnection, canvas, along.end, last, along.end)
        let equal = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        for (previous, next) in zip(visible, visible.dropFirst()) {
            make(.stackSpacing, next, along.start, previous, along.end,
                 relation: equal ? .greaterThanOrEqual : .equal, constant: stack.spacing)
        }
    }

    /// The lengths along the axis, as the distribution shares them out.
    mutating func distribute(_ first: View, _ context: LayoutContext) {
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() { make(.stackFillEqually, view, along.length, first, along.length) }
        case .fillProportionally:
            fillProportionally(context)
        case .equalSpacing, .equalCentering:
            distributeGuides()
        }
    }

    /// UIKit's `UISV-text-width-disambiguation`: in a horizontal stack that does not size its
    /// views itself (`fill`, `equalSpacing`, `equalCentering`), a view that wraps text has no
    /// width of its own to settle at, so UIKit offers each an equal share of the canvas, less
    /// the gaps: `share = canvas.width / n - spacing·(n-1)/n`. How, ``StackView/textWidthSharing``
    /// says: iOS 14 and earlier hold every wrapping label at the share of all n visible views,
    /// 10 above the larger of its own horizontal hugging and compression resistance (at most
    /// 999); iOS 15 and later keep each wrapping view (a label, or a stack that holds one) at
    /// most the share of the k wrapping views, at 950, then 951, 952, ... in order when there
    /// are several (a step of 25/k for more than 25).
    mutating func disambiguateTextWidths() {
        guard stack.axis == .horizontal,
              [.fill, .equalSpacing, .equalCentering].contains(stack.distribution) else { return }
        let sharing = stack.textWidthSharing
        let wrapping = visible.filter { $0.wrapsTextWhenArranged(sharing) }
        guard !wrapping.isEmpty else { return }
        let spacing = stack.spacing
        switch sharing {
        case .equalShares:
            let n = Double(visible.count)
            for view in wrapping {
                let strongest = max(view.contentHuggingPriority(for: .horizontal),
                                    view.contentCompressionResistancePriority(for: .horizontal))
                make(.stackTextWidthDisambiguation, view, .width, canvas, .width, multiplier: 1 / n,
                     constant: -spacing * (n - 1) / n, priority: LayoutPriority(min(strongest.rawValue + 10, 999)))
            }
        case .atMostShares:
            let k = Double(wrapping.count)
            let step = wrapping.count < 2 ? 0 : min(25 / k, 1)
            for (index, view) in wrapping.enumerated() {
                make(.stackTextWidthDisambiguation, view, .width, canvas, .width, relation: .lessThanOrEqual,
                     multiplier: 1 / k, constant: -spacing * (k - 1) / k,
                     priority: LayoutPriority(950 + Double(index) * step))
            }
        }
    }

    /// Each view's length a share of the canvas's (less the gaps) in proportion to its intrinsic length.
    private mutating func fillProportionally(_ context: LayoutContext) {
        let lengths = visible.map { stack.proportionalLength(of: $0, along.length, context) }
        let total = lengths.reduce(0, +)
        let gaps = stack.spacing * Double(visible.count - 1)
        for (view, length) in zip(visible, lengths) where total > 0 {
            let share = length / total
            make(.stackFillProportionally, view, along.length, canvas, along.length,
                 multiplier: share, constant: -share * gaps)
        }
    }

    /// Guides between neighbours (from one's end to the next's start, or centre to centre), all as
    /// long as the first.
    private mutating func distributeGuides() {
        let edge: (LayoutAttribute, LayoutAttribute) = stack.distribution == .equalSpacing
            ? (along.end, along.start) : (along.center, along.center)
        let pairs = Array(zip(visible, visible.dropFirst()))
        while stack.distributingGuides.count < pairs.count {
            let guide = LayoutGuide(kind: .custom, identifier: GeneratedConstraintKind.stackDistributingGuideIdentifier)
            guide.owningView = stack
            stack.distributingGuides.append(guide)
        }
        for (index, (previous, next)) in pairs.enumerated() {
            let guide = stack.distributingGuides[index]
            make(.stackDistributingEdge, guide, along.start, previous, edge.0)
            make(.stackDistributingEdge, guide, along.end, next, edge.1)
            if index > 0 {
                make(.stackFillEqually, guide, along.length, stack.distributingGuides[0], along.length)
            }
        }
    }

    /// Like a view whose content is 0 long: it hugs 0 as weakly, and resists going below it as
    /// strongly, as its own priorities say.
    mutating func holdEmptyLength() {
        let axis: LayoutAxis = stack.axis
        make(.emptyStackHugging, stack, along.length, nil, .notAnAttribute, relation: .lessThanOrEqual,
             constant: 0, priority: stack.contentHuggingPriority(for: axis))
        make(.emptyStackResistance, stack, along.length, nil, .notAnAttribute, relation: .greaterThanOrEqual,
             constant: 0, priority: stack.contentCompressionResistancePriority(for: axis))
    }

    /// Hidden views are 0 long, where ``StackView/hiddenViewPlacement`` puts them. The position
    /// shows when a view's own required length breaks the hiding length (that enters UIKit's
    /// engine last, in the update-constraints pass): Xcode saved a 30-point hidden button before
    /// a stack's first view from -30 to 0, and a 28-point one between views 10 apart 5 points
    /// after the first (OsmAnd's, Pocket Casts', VLC's and Element's files from Xcode 13 on).
    mutating func collapseHiddenViews() {
        let arranged = stack.arrangedSubviews
        for (index, view) in arranged.enumerated() where view.isHidden {
            make(.stackHiding, view, along.length, nil, .notAnAttribute, constant: 0)
            guard stack.hiddenViewPlacement == .betweenNeighbours else {
                make(.stackHiding, view, along.start, canvas, along.start)
                continue
            }
            let previous = arranged[..<index].last { !$0.isHidden }
            let next = arranged[(index + 1)...].first { !$0.isHidden }
            switch (previous, next) {
            case (let previous?, _?):
                make(.stackHiding, view, along.start, previous, along.end, constant: stack.spacing / 2)
            case (_?, nil):
                make(.stackHiding, view, along.start, canvas, along.end)
            case (nil, _?):
                make(.stackHiding, view, along.end, canvas, along.start)
            case (nil, nil):
                make(.stackHiding, view, along.start, canvas, along.start)
            }
        }
    }

    /// Across the axis: `fill` stretches the reference view to both edges and aligns the others to
    /// it; the other alignments pin the reference on one edge (or centre, or baseline), align the
    /// others to it, and keep every view inside the canvas, which hugs them weakly.
    mutating func alignAcrossAxis(to reference: View) {
        var effective = stack.alignment
        if stack.axis == .vertical {
            if effective == .firstBaseline { effective = .leading }
            if effective == .lastBaseline { effective = .trailing }
        }
        switch effective {
        case .fill:
            make(.stackCanvasConnection, reference, across.start, canvas, across.start)
            make(.stackCanvasConnection, canvas, across.end, reference, across.end)
            for view in stack.arrangedSubviews where view !== reference {
                make(.stackAlignment, view, across.start, reference, across.start)
                make(.stackAlignment, view, across.end, reference, across.end)
            }
        case .leading, .center, .trailing, .firstBaseline, .lastBaseline:
            align(effective, to: reference)
        }
    }

    private mutating func align(_ alignment: StackView.Alignment, to reference: View) {
        let aligned: LayoutAttribute = switch alignment {
        case .leading: across.start
        case .center: across.center
        case .trailing: across.end
        case .firstBaseline: .firstBaseline
        default: .lastBaseline
        }
        if alignment == .leading || alignment == .center || alignment == .trailing {
            make(.stackCanvasConnection, reference, aligned, canvas, aligned)
        }
        for view in stack.arrangedSubviews where view !== reference {
            make(.stackAlignment, view, aligned, reference, aligned)
        }
        // A baseline-aligned stack keeps only its first view inside its top (first baseline) or
        // bottom (last): the others may reach past it (rdar://32291130: a taller second label
        // extends above the stack; WooCommerce's and Pocket Casts' baseline stacks are saved so).
        for view in stack.arrangedSubviews {
            if alignment != .leading && (alignment != .firstBaseline || view === reference) {
                make(.stackSpanningBoundary, view, across.start, canvas, across.start, relation: .greaterThanOrEqual)
            }
            if alignment != .trailing && (alignment != .lastBaseline || view === reference) {
                make(.stackSpanningBoundary, view, across.end, canvas, across.end, relation: .lessThanOrEqual)
            }
        }
        make(.stackSpanningFit, canvas, across.length, nil, .notAnAttribute, constant: 0)
        for view in stack.arrangedSubviews {
            make(.stackAmbiguitySuppression, view, across.length, nil, .notAnAttribute, constant: 0)
        }
    }
}

extension View {
    /// Whether UIKit counts the view among a horizontal stack's wrapping views, whose widths it
    /// disambiguates: a label of more than one line; from iOS 15 also a stack holding one.
    fileprivate func wrapsTextWhenArranged(_ sharing: StackView.TextWidthSharing) -> Bool {
        if let label = self as? LabelView { return label.numberOfLines != 1 }
        guard sharing == .atMostShares, let stack = self as? StackView else { return false }
        return stack.arrangedSubviews.contains { $0.wrapsTextWhenArranged(sharing) }
    }
}
