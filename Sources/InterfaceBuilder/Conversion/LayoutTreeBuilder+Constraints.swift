import InterfaceBuilderReader
import Layout

extension LayoutTreeBuilder {
    /// Adds the ids of the views that `model`'s own constraints in force name to
    /// ``constrainedIDs``, as ``makeView(_:parentView:)`` reaches it: a constraint is kept by its
    /// items' nearest common ancestor (or by its item, for a size), so a view's are all met by the
    /// time it is made, its ancestors' and its own read while the walk is at them. A separate
    /// walk over every constraint first read them all once more than laying out needs, on a
    /// long screen from memory long out of the cache (6% of its last-level misses).
    mutating func noteConstrainedIDs(of model: borrowing IBView) {
        let variations = model.variations
        model.constraints.forEachInPlace { constraint in
            guard variations.isEmpty || traits.includes(constraint.pointee.id ?? "", variations: variations) else { return }
            if constraint.pointee.firstItem.kind == .view { noteConstrained(constraint.pointee.firstItem.id) }
            if let second = constraint.pointee.secondItem, second.kind == .view { noteConstrained(second.id) }
        }
    }

    /// Marks the view with `id` as named by a constraint; one made already, keeping its frame
    /// (a constraint kept somewhere other than its items' common ancestor, as no Xcode writes),
    /// goes by its constraints instead.
    private mutating func noteConstrained(_ id: String) {
        guard constrainedIDs.insert(id).inserted, let view = keptFrames.removeValue(forKey: id) else { return }
        view.translatesAutoresizingMaskIntoConstraints = false
    }

    /// Activates the constraints of `model` and of every view below it, a view's own before its
    /// subviews', except inside a table or collection view cell: there a view's subviews' come
    /// first, as nib decoding adds them, so a conflict breaks the constraint of the outer view
    /// added last (Xcode keeps a subview's fixed height over its cell's top and bottom spacing:
    /// C +21 views in OsmAnd, element and pocket-casts cells, 4 lost; A -1). Only in cells: children
    /// first everywhere adds each row's closing constraints after the rows they close are solved,
    /// which sends them through the solver's artificial variable: a 300-row stack took 10 s
    /// instead of 0.1 s (see `trellis-bench long-screen`); a cell is small.
    ///
    /// The models are read where they lie, not copied (see `IBView.visitInPlace`): on a 3,000-row
    /// screen the copies of views and constraints cost 100 last-level cache misses a row.
    mutating func addConstraints(of model: IBView) {
        withUnsafePointer(to: model) { addConstraints(of: $0, childrenFirst: false) }
    }

    private mutating func addConstraints(of model: UnsafePointer<IBView>, childrenFirst: Bool) {
        let kind = model.pointee.kind
        let childrenFirst = childrenFirst || kind == .tableViewCell || kind == .collectionViewCell
        if !childrenFirst { addOwnConstraints(of: model) }
        let variations = model.pointee.variations
        model.pointee.subviews.forEachInPlace { subview in
            guard variations.isEmpty || traits.includes(subview.pointee.id, variations: variations) else { return }
            addConstraints(of: subview, childrenFirst: childrenFirst)
        }
        model.pointee.cells.forEachInPlace { addConstraints(of: $0, childrenFirst: false) }
        if childrenFirst { addOwnConstraints(of: model) }
    }

    /// Activates the constraints of `model`'s own `<constraints>` that its size class includes, in
    /// the order a view's constraints are activated: as the document lists them (by their random
    /// ids), except that those relating two bottom or two trailing edges (the spacing that closes
    /// a column or row at its container's end) come last, so a conflict breaks one of them.
    /// Where required constraints over-determine a view, the frames Xcode saved keep the top and
    /// leading spacings and sizes and break the closing one: 10 of the 14 broken constraints in
    /// the corpora's conflicts (Pocket Casts, Element, OsmAnd, WooCommerce, VLC, Simplenote,
    /// corona-warn-app); the others are sizes. C +5 views, A +2, none lost.
    ///
    /// Two passes over the constraints rather than two filtered copies of them: copying a
    /// constraint retains each of its strings, on a long screen long out of the cache.
    private mutating func addOwnConstraints(of model: UnsafePointer<IBView>) {
        let variations = model.pointee.variations
        for closing in [false, true] {
            model.pointee.constraints.forEachInPlace { constraint in
                guard Self.closes(constraint.pointee) == closing,
                      variations.isEmpty || traits.includes(constraint.pointee.id ?? "", variations: variations)
                else { return }
                add(constraint)
            }
        }
    }

    /// Whether `constraint` relates two bottom or two trailing edges (see
    /// ``addOwnConstraints(of:)``).
    private static func closes(_ constraint: borrowing IBConstraint) -> Bool {
        func isClosing(_ attribute: IBLayoutAttribute) -> Bool {
            switch attribute {
            case .bottom, .trailing, .right, .bottomMargin, .trailingMargin, .rightMargin: true
            default: false
            }
        }
        return isClosing(constraint.firstAttribute) && constraint.secondAttribute.map(isClosing) ?? false
    }

    /// One side of a constraint: a view or a layout guide.
    private func item(_ reference: IBItemReference) -> (any LayoutItem)? {
        switch reference.kind {
        case .view: views[reference.id]
        case .layoutGuide: guides[reference.id]
        }
    }

    private mutating func warn(_ constraint: IBConstraint, _ message: String) {
        warnings.append(IBWarning(element: "constraint", line: constraint.line, column: constraint.column,
                                  message: message))
        unsupportedIDs.insert(constraint.firstItem.id)
        if let second = constraint.secondItem { unsupportedIDs.insert(second.id) }
    }

    /// Makes and activates one constraint, with the size-class variation that applies. Its model
    /// is read field by field where it lies (see ``addConstraints(of:)``); warnings, rare, copy it.
    private mutating func add(_ model: UnsafePointer<IBConstraint>) {
        guard let first = item(model.pointee.firstItem) else {
            warn(model.pointee, "names \(model.pointee.firstItem.id), which is not laid out with this root; left out")
            return
        }
        var second: (any LayoutItem)?
        if let reference = model.pointee.secondItem {
            guard let found = item(reference) else {
                warn(model.pointee, "names \(reference.id), which is not laid out with this root; left out")
                return
            }
            second = found
        }
        var constant = model.pointee.constant, multiplier = model.pointee.multiplier, priority = model.pointee.priority
        for variation in model.pointee.variations where traits.matches(variation.key) {
            if let value = variation.attributes["constant"].flatMap(Double.init) { constant = value }
            if let value = variation.attributes["priority"].flatMap(Double.init) { priority = value }
            if let value = variation.attributes["multiplier"].flatMap(IBMultiplier.parse) { multiplier = value }
        }
        let firstAttribute = Self.attribute(model.pointee.firstAttribute)
        let secondAttribute = model.pointee.secondAttribute.map(Self.attribute) ?? .notAnAttribute
        if second == nil && !firstAttribute.isDimension {
            warn(model.pointee, "relates \(model.pointee.firstAttribute.rawValue) to a constant, which only a width or height can be; left out")
            return
        }
        let relation: LayoutRelation = switch model.pointee.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let constraint = LayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                          attribute: secondAttribute, multiplier: multiplier, constant: constant)
        constraint.priority = LayoutPriority(priority)
        constraint.identifier = model.pointee.identifier
        constraint.isPlaceholder = model.pointee.isPlaceholder
        do {
            try constraint.activate()
        } catch {
            warn(model.pointee, "cannot be activated: \(error)")
        }
    }

    /// Interface Builder's attribute as Layout's; `baseline` is UIKit's `lastBaseline`.
    static func attribute(_ attribute: IBLayoutAttribute) -> LayoutAttribute {
        switch attribute {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .firstBaseline: .firstBaseline
        case .lastBaseline, .baseline: .lastBaseline
        case .leftMargin: .leftMargin
        case .rightMargin: .rightMargin
        case .topMargin: .topMargin
        case .bottomMargin: .bottomMargin
        case .leadingMargin: .leadingMargin
        case .trailingMargin: .trailingMargin
        case .centerXWithinMargins: .centerXWithinMargins
        case .centerYWithinMargins: .centerYWithinMargins
        }
    }
}

extension LayoutTreeBuilder {
    /// On the canvas (design time), keeps every view with no content of its own that Auto Layout
    /// sizes at least 0 wide and high, just below required (999), in document order, where no
    /// required constant size of its own already does. Xcode's canvas never saves a negative width
    /// or height (none in the corpora's frames), and where only a view's own emptiness stands
    /// against a pull the saved frames give the pull up instead: OsmAnd's empty spacer views in a
    /// fill stack stay 0 and a button resisting compression at 749 is squeezed; WooCommerce's empty
    /// views pinned between a stack and the safe area stay 0 (C +13 views; one loss in a view Xcode
    /// itself flagged as ambiguous). Required would break the tie with the stack's own hiding and
    /// fill constraints in the other direction (one view fewer). Run-time layouts (and
    /// `trellis-bench long-screen`) are left as UIKit's engine has them.
    ///
    /// Inside a hidden arranged view (the view and everything in it) every view gets required
    /// floors: the stack's hiding length, broken by the view's own required lengths, is held just
    /// below required (see `LayoutEngine`), and squeezes the view's content to 0 but no further,
    /// as Xcode saves it (Element's hidden QR container 28 tall with its square at 0, OsmAnd's
    /// hidden slider row 20; C +9 views with the held hiding length, none lost).
    mutating func holdNonNegativeSizes(of model: IBView, insideHiddenArrangedView: Bool = false) {
        if let view = views[model.id], !view.translatesAutoresizingMaskIntoConstraints,
           insideHiddenArrangedView || Self.hasNoContentSize(model) {
            let fixed = Set(model.constraints.filter { constraint in
                constraint.firstItem.id == model.id && constraint.secondItem == nil && constraint.relation == .equal
                    && constraint.priority >= 1000 && constraint.constant >= 0
                    && includes(constraint.id ?? "", in: model)
            }.map(\.firstAttribute))
            for (attribute, own) in [(LayoutAttribute.width, IBLayoutAttribute.width), (.height, .height)]
                where !fixed.contains(own) {
                let constraint = LayoutConstraint(item: view, attribute: attribute, relatedBy: .greaterThanOrEqual,
                                                  toItem: nil, attribute: .notAnAttribute, multiplier: 0, constant: 0)
                constraint.priority = insideHiddenArrangedView ? .required : LayoutPriority(999)
                // A size of one view alone always has an owner to activate in.
                try? constraint.activate()
            }
        }
        for subview in model.subviews where includes(subview.id, in: model) {
            let hidden = insideHiddenArrangedView || (model.stackView != nil && subview.isHidden)
            holdNonNegativeSizes(of: subview, insideHiddenArrangedView: hidden)
        }
        for cell in model.cells { holdNonNegativeSizes(of: cell) }
    }

    /// A plain view, an image view with no image, or a label without text (which has no content
    /// size on the canvas, `LabelView.hasNoIntrinsicSizeWhenEmpty`): nothing of its own (no content
    /// size and its compression resistance) keeps it from a negative size. Views with content are kept at their
    /// content's size by their compression resistance already (a floor on every view changes no
    /// frame in either corpus and costs a fifth more layout time on a 3,000-row screen).
    private static func hasNoContentSize(_ model: IBView) -> Bool {
        guard placeholderIntrinsicSize(model) == nil else { return false }
        return model.kind == .view || (model.kind == .imageView && model.image == nil)
            || (model.kind == .label && (model.text?.text ?? "").isEmpty)
    }
}
