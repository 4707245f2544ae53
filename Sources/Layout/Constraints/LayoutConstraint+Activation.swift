import Synchronization

extension LayoutConstraint {
    /// Activates the constraint: installs it on the nearest common ancestor of its items, as
    /// `isActive = true` does in UIKit.
    ///
    /// - Throws: ``LayoutError/noCommonAncestor(constraint:first:second:)`` when the items are in
    ///   different trees, ``LayoutError/unsupportedItem(constraint:type:)`` when an item is neither a
    ///   view nor a guide. The constraint stays inactive.
    public func activate() throws(LayoutError) {
        guard !isActive else { return }
        let ancestor = try commonAncestor()
        prepareGuides()
        ancestor.storedConstraints.append(self)
        container = ancestor
        isActive = true
        activationSequence = ActivationOrder.next()
    }

    /// Deactivates the constraint, as `isActive = false`.
    public func deactivate() {
        guard isActive else { return }
        container?.storedConstraints.removeAll { $0 === self }
        container = nil
        isActive = false
    }

    /// Activates all the constraints, or none of them if any cannot be activated, as
    /// `NSLayoutConstraint.activate(_:)`.
    public static func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        for constraint in constraints { _ = try constraint.commonAncestor() }
        for constraint in constraints { try constraint.activate() }
    }

    /// Deactivates all the constraints.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        constraints.forEach { $0.deactivate() }
    }

    /// The nearest view that contains both items (for a guide, its owning view).
    func commonAncestor() throws(LayoutError) -> View {
        // Described only when it fails: descriptions are costly, and activation is common.
        func failure() -> LayoutError {
            .noCommonAncestor(
                constraint: description, first: firstItem.map { anchorDescription($0, firstAttribute) } ?? "nil",
                second: secondItem.map { anchorDescription($0, secondAttribute) } ?? "nil")
        }
        if let unsupportedItemType { throw .unsupportedItem(constraint: description, type: unsupportedItemType) }
        guard let first = firstItem?.owningLayoutView else { throw failure() }
        guard hasSecondItem else { return first }
        guard let secondItem else { throw failure() }
        guard let second = secondItem.owningLayoutView else { throw failure() }
        var candidate: View? = first
        while let view = candidate {
            if second.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        throw failure()
    }

    /// Whether either item is `view` or inside it (guides count as inside their owning view).
    func mentions(descendantsOf view: View) -> Bool {
        [firstItem?.owningLayoutView, secondItem?.owningLayoutView].contains { $0?.isDescendant(of: view) ?? false }
    }

    private func anchorDescription(_ item: LayoutItem, _ attribute: LayoutAttribute) -> String {
        "NSLayoutAnchor:\(address) \"\(item.layoutDescription).\(attribute.name)\""
    }
}


/// Orders activations process-wide: the engine adds user constraints in the order they were
/// activated, as UIKit's engine receives them, so "the constraint being added" means the same.
enum ActivationOrder {
    private static let counter = Atomic<Int>(0)

    static func next() -> Int { counter.add(1, ordering: .relaxed).newValue }
}
