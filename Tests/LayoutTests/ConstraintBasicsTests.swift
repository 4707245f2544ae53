import Testing
@testable import Layout

@Suite("Anchors, activation and frames")
struct ConstraintBasicsTests {
    /// A root 375x667 (its frame becomes constraints) with one child placed by anchors.
    @Test func childPlacedByAnchors() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        try LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.5),
        ])
        let report = root.layoutIfNeeded()
        #expect(report.isClean)
        // Width 375 - 16 - 16 = 343; height half of that.
        #expect(child.frame == Rect(x: 16, y: 20, width: 343, height: 171.5))
        #expect(root.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test func framesAreInSuperviewCoordinates() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let outer = View(frame: Rect(x: 10, y: 20, width: 200, height: 200))  // autoresizing
        let inner = View()
        inner.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(outer)
        outer.addSubview(inner)
        try LayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 5),
            inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 6),
            inner.widthAnchor.constraint(equalToConstant: 50),
            inner.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        #expect(outer.frame == Rect(x: 10, y: 20, width: 200, height: 200))
        // 5 and 6 from the outer view's origin, not the root's.
        #expect(inner.frame == Rect(x: 5, y: 6, width: 50, height: 40))
    }

    @Test func translatesAutoresizingMaskDefaultsAndFlexibleWidth() {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let child = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        #expect(child.translatesAutoresizingMaskIntoConstraints)
        child.autoresizingMask = [.flexibleWidth]
        root.addSubview(child)
        root.frame = Rect(x: 0, y: 0, width: 400, height: 300)
        root.layoutIfNeeded()
        // Only the width is flexible, so it takes the whole +100 of the superview: 50 + 100.
        #expect(child.frame == Rect(x: 10, y: 10, width: 150, height: 50))
    }

    @Test func flexibleMarginsShareTheChangeInProportion() {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let child = View(frame: Rect(x: 100, y: 0, width: 100, height: 10))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        root.addSubview(child)
        root.frame = Rect(x: 0, y: 0, width: 400, height: 300)
        root.layoutIfNeeded()
        // Margins 100 and 100 share +100 equally: x = 150, width unchanged (stays centred).
        #expect(child.frame == Rect(x: 150, y: 0, width: 100, height: 10))
    }

    @Test func noCommonAncestorThrowsClearError() {
        let a = View(), b = View()
        let constraint = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
        #expect(throws: LayoutError.self) { try constraint.activate() }
        #expect(!constraint.isActive)
        do {
            try LayoutConstraint.activate([constraint])
            Issue.record("expected a throw")
        } catch {
            #expect(error.description.contains("because they have no common ancestor"))
        }
    }

    /// A type of the user's own that conforms to `LayoutItem` has no solver variables: the
    /// constraint is made, but activating it throws and changes nothing, on either side.
    @Test func foreignLayoutItemCannotBeActivated() throws {
        final class Foreign: LayoutItem {
            var owningLayoutView: View? { nil }
            var layoutDescription: String { "Foreign:0x1" }
        }
        let root = View(), foreign = Foreign()
        for (first, second) in [(foreign as any LayoutItem, root as any LayoutItem), (root, foreign)] {
            let constraint = LayoutConstraint(item: first, attribute: .width, relatedBy: .equal,
                                              toItem: second, attribute: .width, constant: 10)
            #expect(throws: LayoutError.unsupportedItem(constraint: constraint.description, type: "Foreign")) {
                try LayoutConstraint.activate([constraint])
            }
            #expect(!constraint.isActive)
            #expect(root.constraints.isEmpty)
        }
        // A constant size with a foreign item is refused as well.
        let size = LayoutConstraint(item: foreign, attribute: .height, relatedBy: .equal,
                                    toItem: nil, attribute: .notAnAttribute, constant: 44)
        #expect(throws: LayoutError.self) { try size.activate() }
    }

    @Test func activationInstallsOnNearestCommonAncestor() throws {
        let root = View(), left = View(), right = View(), deep = View()
        root.addSubview(left)
        root.addSubview(right)
        left.addSubview(deep)
        let c1 = deep.trailingAnchor.constraint(equalTo: right.leadingAnchor)
        let c2 = deep.widthAnchor.constraint(equalToConstant: 4)
        try LayoutConstraint.activate([c1, c2])
        #expect(root.constraints.contains { $0 === c1 })
        #expect(deep.constraints.contains { $0 === c2 })
        c1.deactivate()
        #expect(!c1.isActive && root.constraints.isEmpty)
        // Removing `deep` deactivates constraints that reach outside it.
        try c1.activate()
        deep.removeFromSuperview()
        #expect(!c1.isActive)
        #expect(c2.isActive)
    }

    @Test func constantAndPriorityChangeInPlace() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let left = child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        let width = child.widthAnchor.constraint(equalToConstant: 30).withPriority(.defaultHigh)
        let weakWidth = child.widthAnchor.constraint(equalToConstant: 60).withPriority(.defaultLow)
        try LayoutConstraint.activate([
            left, width, weakWidth,
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 10, y: 0, width: 30, height: 5))
        let engine = try #require(root.engine)
        let solverConstraintsBefore = engine.solver.constraints.map(\.id)

        left.constant = 25
        width.priority = 200  // now below the 250 one: 60 wins
        root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 25, y: 0, width: 60, height: 5))
        // Same solver constraints: changed in place, not removed and added.
        #expect(engine.solver.constraints.map(\.id) == solverConstraintsBefore)
    }
}
