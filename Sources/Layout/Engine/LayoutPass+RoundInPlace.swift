extension LayoutPass {
    /// What a round that collected every view's constraints collected, kept so that the next
    /// round of the same pass can collect again only the views whose own constraints may have
    /// changed, and hand the engine only those (``LayoutEngine/updateInPlace(_:)``).
    ///
    /// Between the rounds of a pass nothing changes but what the round's solution changes: the
    /// widths wrapping labels wrap at (their content sizes), the propagated safe areas (the
    /// views' guides), and what views do after solving (a scroll view's content offset). Each of
    /// those is read only by the view's own constraints, so a view none of them touched collects
    /// the same constraints with the same constants, which the engine holds already; the other
    /// constraints whose forms can change (those reading a scroll view's content offset or
    /// margins, or baselines) the engine keeps a list of. On a long screen, the second round (its
    /// labels now wrapped at their widths) went through every view and constraint again, each out
    /// of the cache by then.
    ///
    /// Only for a pass that neither fits nor records its inputs (a tree laid out as a whole, or a
    /// table's new row laid out at the estimated height before it is fitted), with no view whose
    /// constraints read other views' state (a table view places and fits its cells after solving;
    /// a proportional stack reads its views' content sizes); any round whose views collect other
    /// constraints than they did collects everything again. A new row's descriptions, wrapped at
    /// their widths after its first round, cost a second collection of the whole row.
    struct RoundInPlace {
        let views: [View]
        /// The places in ``views`` of the pass's wrapping labels, in order.
        let wrappingIndices: [Int]
        let context: LayoutContext
        /// The identities of the list the engine was last brought to, and the range of it each
        /// view's own (system) constraints take. Identities, not the constraints: holding them
        /// kept the whole list to the end of the pass, and letting it go then released every
        /// constraint, each out of the cache again (on a long screen, 69,000). The engine holds
        /// every constraint it took, so none of those can die and leave its identity to another;
        /// one it could not take (invalid) that did would be one the engine does not hold either
        /// way, and is handed to it as the whole list would have.
        let inputs: [ObjectIdentifier]
        let ranges: [Range<Int>]

        /// Whether `view`'s own constraints read only its own state (see ``RoundInPlace``).
        static func canCollectApart(_ view: View) -> Bool {
            if view is TableView { return false }
            if let stack = view as? StackView, stack.distribution == .fillProportionally { return false }
            return true
        }

        /// Collects the own constraints of the views at `changedViews` (places in ``views``) with
        /// the labels' widths now, and brings `engine` to them and to the rest as they were.
        /// Returns `nil`, having changed nothing in the engine, if any of those views collects
        /// other constraints than it did, or the engine cannot update in place: the round then
        /// collects everything.
        ///
        /// - Complexity: O(*k*) in the constraints of the views changed, plus the engine's update.
        func update(_ engine: LayoutEngine, _ changedViews: [Int], _ widths: [ObjectIdentifier: Double])
            -> (context: LayoutContext, result: LayoutEngine.UpdateResult)?
        {
            let context = context.withSolvedWidths(widths)
            var changed: [(position: Int, constraint: LayoutConstraint)] = []
            var fresh: [LayoutConstraint] = []
            var last = -1
            for i in changedViews.sorted() where i != last {
                last = i
                fresh.removeAll(keepingCapacity: true)
                views[i].appendSystemConstraints(context, to: &fresh)
                let range = ranges[i]
                guard fresh.count == range.count else { return nil }
                for (k, constraint) in fresh.enumerated() {
                    guard ObjectIdentifier(constraint) == inputs[range.lowerBound + k] else { return nil }
                    changed.append((range.lowerBound + k, constraint))
                }
            }
            guard let result = engine.updateInPlace(changed) else { return nil }
            return (context, result)
        }
    }
}
