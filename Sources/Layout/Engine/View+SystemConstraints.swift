extension View {
    /// Appends the constraints every view's own state makes, in UIKit's kinds: autoresizing,
    /// intrinsic size and guides. ``appendSystemConstraints(_:to:)`` adds subclasses' own.
    ///
    /// Appended to the pass's list rather than returned: every view gives its handful on every
    /// round, and an array of its own for each kind, joined, then joined to the list, was a
    /// quarter of a round's cost in allocations and copies.
    func appendViewSystemConstraints(_ context: LayoutContext, to result: inout [LayoutConstraint]) {
        appendFrameConstraints(context, to: &result)
        appendGuideConstraints(to: &result)
    }

    /// The constraints that place the view itself: the root's origin, autoresizing, and intrinsic
    /// size. All a view laid out by a pass of its own gives the pass over its superview.
    func appendFrameConstraints(_ context: LayoutContext, to result: inout [LayoutConstraint]) {
        let isRoot = self === context.root
        if isRoot { appendRootOriginConstraints(to: &result) }
        // A fitted view's own frame is what the fitting asks for: its autoresizing size is left out.
        if translatesAutoresizingMaskIntoConstraints && !(isRoot && context.fitted === self) {
            appendAutoresizingConstraints(isRoot: isRoot, to: &result)
        }
        appendContentSizeConstraints(context, to: &result)
    }

    /// The root's origin stays where its frame puts it: nothing else can place the top of a tree.
    private func appendRootOriginConstraints(to result: inout [LayoutConstraint]) {
        let frame = alignmentRect(autoresizingReference.frame)
        let parts: [(GeneratedConstraintKind, LayoutAttribute, Double)] = [
            (.rootOriginX, .left, frame.minX), (.rootOriginY, .top, frame.minY),
        ]
        for (kind, attribute, value) in parts {
            result.append(generated.constraint(GeneratedKey(kind), constant: value, owner: self) {
                LayoutConstraint(generated: kind, item: self, attribute: attribute, toItem: nil,
                                 attribute: .notAnAttribute, multiplier: 0, constant: value)
            })
        }
    }

    private func appendAutoresizingConstraints(isRoot: Bool, to result: inout [LayoutConstraint]) {
        let reference = (frame: alignmentRect(autoresizingReference.frame), superviewSize: autoresizingReference.superviewSize)
        let parent = isRoot ? nil : superview
        // The superview's size when the frame was set: changes from it are what the mask shares out.
        let superSize = parent.map { reference.superviewSize ?? $0.frame.size }
        let mask = autoresizingMask
        let h = AutoresizingAxis(position: reference.frame.minX, length: reference.frame.width,
                                 superviewLength: superSize?.width, flexibleLeading: mask.contains(.flexibleLeftMargin),
                                 flexibleLength: mask.contains(.flexibleWidth),
                                 flexibleTrailing: mask.contains(.flexibleRightMargin))
        let v = AutoresizingAxis(position: reference.frame.minY, length: reference.frame.height,
                                 superviewLength: superSize?.height, flexibleLeading: mask.contains(.flexibleTopMargin),
                                 flexibleLength: mask.contains(.flexibleHeight),
                                 flexibleTrailing: mask.contains(.flexibleBottomMargin))
        let notation = AutoresizingAxis.notationCode(horizontal: h, vertical: v)
        let parts: [(LayoutAttribute, Double, Double, LayoutAttribute)] = [
            (.left, h.positionBase, h.positionFactor, .width), (.width, h.lengthBase, h.lengthFactor, .width),
            (.top, v.positionBase, v.positionFactor, .height), (.height, v.lengthBase, v.lengthFactor, .height),
        ]
        for (attribute, base, factor, superAttribute) in parts {
            // The root has no superview: its position is pinned by the root-origin constraints.
            if parent == nil && !attribute.isDimension { continue }
            let key = GeneratedKey(.autoresizing, nil, attribute, parent, superAttribute, multiplier: factor,
                                   notation: notation)
            result.append(generated.constraint(key, constant: base, owner: parent ?? self) {
                LayoutConstraint(generated: .autoresizing, item: self, attribute: attribute, toItem: parent,
                                 attribute: superAttribute, multiplier: factor, constant: base, notation: notation)
            })
        }
    }

    private func appendContentSizeConstraints(_ context: LayoutContext, to result: inout [LayoutConstraint]) {
        let size = measuredIntrinsicSize(context)
        for (attribute, value) in [(LayoutAttribute.width, size.width), (.height, size.height)]
        where value != View.noIntrinsicMetric {
            let axis: LayoutAxis = attribute == .width ? .horizontal : .vertical
            appendContentSize(.contentHugging, attribute, .lessThanOrEqual, value, contentHuggingPriority(for: axis),
                              to: &result)
            appendContentSize(.compressionResistance, attribute, .greaterThanOrEqual, value,
                              contentCompressionResistancePriority(for: axis), to: &result)
        }
    }

    /// One content-size constraint. A method taking the list `inout`, where a nested function
    /// capturing it had each append checked for exclusive access at run time.
    private func appendContentSize(_ kind: GeneratedConstraintKind, _ attribute: LayoutAttribute,
                                   _ relation: LayoutRelation, _ value: Double, _ priority: LayoutPriority,
                                   to result: inout [LayoutConstraint]) {
        result.append(generated.constraint(GeneratedKey(kind, nil, attribute), constant: value, priority: priority,
                                           owner: self) {
            LayoutConstraint(generated: kind, item: self, attribute: attribute, relatedBy: relation, toItem: nil,
                             attribute: .notAnAttribute, multiplier: 0, constant: value, priority: priority)
        })
    }

    /// Safe area and margins guides held at their insets, with UIKit's identifiers.
    private func appendGuideConstraints(to result: inout [LayoutConstraint]) {
        for guide in existingSystemGuides {
            guard let insets = guide.systemInsets(of: self) else { continue }
            let kinds: (top: GeneratedConstraintKind, left: GeneratedConstraintKind,
                        bottom: GeneratedConstraintKind, right: GeneratedConstraintKind)
            switch guide.kind {
            case .safeArea: kinds = (.safeAreaTop, .safeAreaLeft, .safeAreaBottom, .safeAreaRight)
            case .margins: kinds = (.marginsTop, .marginsLeft, .marginsBottom, .marginsRight)
            case .custom, .scrollContent, .scrollFrame: continue
            }
            // Leading edges: guide = owner + inset. Trailing edges: owner = guide + inset.
            let edges: [(LayoutAttribute, Double, GeneratedConstraintKind, Bool)] = [
                (.top, insets.top, kinds.top, true), (.leading, insets.left, kinds.left, true),
                (.bottom, insets.bottom, kinds.bottom, false), (.trailing, insets.right, kinds.right, false),
            ]
            for (attribute, inset, kind, guideFirst) in edges {
                result.append(generated.constraint(GeneratedKey(kind), constant: inset, owner: self) {
                    LayoutConstraint(generated: kind, item: guideFirst ? guide : self, attribute: attribute,
                                     toItem: guideFirst ? self : guide, attribute: attribute, multiplier: 1,
                                     constant: inset)
                })
            }
        }
    }
}
