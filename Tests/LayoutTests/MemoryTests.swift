import Testing
@testable import Layout

@Suite("Memory")
struct MemoryTests {
    /// Constraints hold their items weakly, as in UIKit: a laid-out tree with constraints between
    /// parent and child, generated constraints and a solver is freed when the last reference goes.
    @Test func treesWithConstraintsAreFreed() throws {
        weak var weakRoot: View?
        weak var weakChild: View?
        var constraint: LayoutConstraint?
        do {
            let recipe = try RecipeCell(bottomPriority: .defaultHigh)
            recipe.cell.layout(width: 375, height: 112)
            _ = recipe.cell.fittingSize(width: 375)
            _ = recipe.cell.ambiguousViews()
            weakRoot = recipe.cell
            weakChild = recipe.imageView
            constraint = recipe.bottom
        }
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
        #expect(constraint?.firstItem == nil)
        #expect(constraint?.description.contains("(gone)") == true)
    }

    /// A subview and a guide that outlive their view find it gone, as with weak references, and
    /// so do a constraint's items and the view it was installed on (see `ItemReference`).
    @Test func referencesToAFreedViewReadNil() throws {
        let child = View()
        let guide = LayoutGuide(identifier: "kept")
        var constraint: LayoutConstraint?
        weak var weakParent: View?
        do {
            let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            parent.addLayoutGuide(guide)
            child.translatesAutoresizingMaskIntoConstraints = false
            let made = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 8)
            try made.activate()
            parent.layoutIfNeeded()
            #expect(child.superview === parent)
            #expect(guide.owningView === parent)
            #expect(made.container === parent)
            constraint = made
            weakParent = parent
        }
        #expect(weakParent == nil)
        #expect(child.superview == nil)
        #expect(guide.owningView == nil)
        #expect(constraint?.secondItem == nil)
        #expect(constraint?.container == nil)
        #expect(constraint?.firstItem === child)
    }
}
