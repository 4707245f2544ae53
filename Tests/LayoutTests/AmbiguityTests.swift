import Testing
@testable import Layout

@Suite("Ambiguity")
struct AmbiguityTests {
    private func pinned(_ root: View, _ view: View) -> [LayoutConstraint] {
        [view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
         view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)]
    }

    @Test func missingHeightIsAmbiguousInHeightOnly() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        try LayoutConstraint.activate(pinned(root, box) + [box.widthAnchor.constraint(equalToConstant: 50)])
        root.layoutIfNeeded()
        #expect(box.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
        #expect(root.ambiguousViews().map { $0 === box } == [true])
        let trace = root.autolayoutTrace()
        #expect(trace.contains("•UIView:"))
        #expect(trace.contains("|   *\(box.layoutDescription)- AMBIGUOUS LAYOUT for \(box.layoutDescription).Height{id: "))
        #expect(!trace.contains(".minX{"))

        try box.heightAnchor.constraint(equalToConstant: 20).activate()
        root.layoutIfNeeded()
        #expect(!box.hasAmbiguousLayout)
    }

    /// Two labels between the edges, both hugging at 250: any split of the slack is as good as any
    /// other, which is what UIKit (and Interface Builder) call ambiguous. Hugging 251 on one settles it.
    @Test func equalHuggingIsAmbiguousAndHigherHuggingFixesIt() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        let a = LabelView("Left"), b = LabelView("Right")
        for label in [a, b] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            root.trailingAnchor.constraint(equalTo: b.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.hasAmbiguousLayout && b.hasAmbiguousLayout)
        a.setContentHuggingPriority(251, for: .horizontal)
        root.layoutIfNeeded()
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
        // `a` hugs its text; `b` takes the rest of the 300.
        #expect(a.frame.width == a.intrinsicContentSize.width)
        #expect(b.frame.maxX == 300)
    }

    @Test func recipeCellIsNotAmbiguous() throws {
        let recipe = try RecipeCell(bottomPriority: .defaultHigh)
        recipe.cell.layout(width: 375, height: 112)
        #expect(recipe.cell.ambiguousViews().isEmpty)
    }
}
