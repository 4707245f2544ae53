extension View {
    /// The constraints every view's own state makes, in UIKit's kinds: autoresizing, intrinsic size
    /// and guides. ``systemConstraints(_:)`` adds subclasses' own.
    func viewSystemConstraints(_ context: LayoutContext) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        let isRoot = self === context.root
        if isRoot { result += rootOriginConstraints() }
        if translatesAutoresizingMaskIntoConstraints && !(isRoot && context.isFitting) {
            result += autoresizingConstraints(isRoot: isRoot)
        }
        result += contentSizeConstraints(context)
        result += guideConstraints()
        return result
    }

    /// The root's origin stays where its frame puts it: nothing else can place the top of a tree.
    private func rootOriginConstraints() -> [LayoutConstraint] {
        let frame = alignmentRect(autoresizingReference.frame)
        return [(LayoutAttribute.left, frame.minX, "minX"), (.top, frame.minY, "minY")].map { attribute, value, name in
            generated.constraint(GeneratedKey("root", nil, attribute), constant: value, owner: self) {
                LayoutConstraint(engineItem: self, attribute: attribute, relatedBy: .equal, toEngineItem: nil,
                                 attribute: .notAnAttribute, multiplier: 0, constant: value,
                                 identifier: "Trellis-Root-Origin-\(name)", origin: .system)
            }
        }
    }

    private func autoresizingConstraints(isRoot: Bool) -> [LayoutConstraint] {
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
        let notation = "h=\(h.notation) v=\(v.notation)"
        let parts: [(LayoutAttribute, Double, Double, LayoutAttribute)] = [
            (.left, h.positionBase, h.positionFactor, .width), (.width, h.lengthBase, h.lengthFactor, .width),
            (.top, v.positionBase, v.positionFactor, .height), (.height, v.lengthBase, v.lengthFactor, .height),
        ]
        var result: [LayoutConstraint] = []
        for (attribute, base, factor, superAttribute) in parts {
            // The root has no superview: its position is pinned by the root-origin constraints.
            if parent == nil && !attribute.isDimension { continue }
            let key = GeneratedKey("ar", nil, attribute, parent, superAttribute, multiplier: factor, note: notation)
            result.append(generated.constraint(key, constant: base, owner: parent ?? self) {
                LayoutConstraint(engineItem: self, attribute: attribute, relatedBy: .equal, toEngineItem: parent,
                                 attribute: superAttribute, multiplier: factor, constant: base,
                                 origin: .autoresizing(notation))
            })
        }
        return result
    }

    private func contentSizeConstraints(_ context: LayoutContext) -> [LayoutConstraint] {
        let size = engineIntrinsicSize(context)
        var result: [LayoutConstraint] = []
        for (attribute, value) in [(LayoutAttribute.width, size.width), (.height, size.height)]
        where value != View.noIntrinsicMetric {
            let axis: LayoutAxis = attribute == .width ? .horizontal : .vertical
            let hugging = contentHuggingPriority(for: axis), resistance = contentCompressionResistancePriority(for: axis)
            result.append(generated.constraint(GeneratedKey("hug", nil, attribute), constant: value, priority: hugging, owner: self) {
                LayoutConstraint(engineItem: self, attribute: attribute, relatedBy: .lessThanOrEqual, toEngineItem: nil,
                                 attribute: .notAnAttribute, multiplier: 0, constant: value,
                                 origin: .contentSize(hugging: true))
            })
            result.append(generated.constraint(GeneratedKey("cr", nil, attribute), constant: value, priority: resistance, owner: self) {
                LayoutConstraint(engineItem: self, attribute: attribute, relatedBy: .greaterThanOrEqual, toEngineItem: nil,
                                 attribute: .notAnAttribute, multiplier: 0, constant: value,
                                 origin: .contentSize(hugging: false))
            })
        }
        return result
    }

    /// Safe area and margins guides held at their insets, with UIKit's identifiers.
    private func guideConstraints() -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        for guide in existingSystemGuides {
            guard let insets = guide.systemInsets(of: self) else { continue }
            let names: (top: String, left: String, bottom: String, right: String)
            switch guide.kind {
            case .safeArea:
                names = ("UIViewSafeAreaLayoutGuide-top", "UIViewSafeAreaLayoutGuide-left",
                         "UIViewSafeAreaLayoutGuide-bottom", "UIViewSafeAreaLayoutGuide-right")
            case .margins:
                names = ("UIView-topMargin-guide-constraint", "UIView-leftMargin-guide-constraint",
                         "UIView-bottomMargin-guide-constraint", "UIView-rightMargin-guide-constraint")
            case .custom, .scrollContent, .scrollFrame:
                continue
            }
            // Leading edges: guide = owner + inset. Trailing edges: owner = guide + inset.
            let edges: [(LayoutAttribute, Double, String, Bool)] = [
                (.top, insets.top, names.top, true), (.leading, insets.left, names.left, true),
                (.bottom, insets.bottom, names.bottom, false), (.trailing, insets.right, names.right, false),
            ]
            for (attribute, inset, identifier, guideFirst) in edges {
                result.append(generated.constraint(GeneratedKey(identifier), constant: inset, owner: self) {
                    LayoutConstraint(engineItem: guideFirst ? guide : self, attribute: attribute, relatedBy: .equal,
                                     toEngineItem: guideFirst ? self : guide, attribute: attribute, multiplier: 1,
                                     constant: inset, identifier: identifier, origin: .system)
                })
            }
        }
        return result
    }
}
