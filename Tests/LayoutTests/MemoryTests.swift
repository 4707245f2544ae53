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
}
