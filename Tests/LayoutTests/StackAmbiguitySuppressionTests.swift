import Testing
@testable import Layout

/// `UISV-ambiguity-suppression`: a stack that does not stretch its views across its axis pulls
/// each toward 0 long across it at 25, so a view with no length of its own there is 0 long, not
/// undetermined.
@Suite("Stack ambiguity suppression")
struct StackAmbiguitySuppressionTests {
    /// A horizontal stack 300 by 50 at (0, 0), aligned `alignment`: a 50 by 10 box and a plain
    /// view 30 wide with no height of its own.
    private func row(_ alignment: StackView.Alignment) throws -> (View, StackView, View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 200))
        let plain = View()
        let stack = StackView(arrangedSubviews: [Box(50, 10), plain], axis: .horizontal)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.alignment = alignment
        root.addSubview(stack)
        try LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 300),
            stack.heightAnchor.constraint(equalToConstant: 50),
            plain.widthAnchor.constraint(equalToConstant: 30),
        ])
        return (root, stack, plain)
    }

    /// Centred, the plain view is 0 high in the middle of the stack, and nothing is ambiguous.
    @Test func aViewWithNoHeightIsZeroHighAcross() throws {
        let (root, stack, plain) = try row(.center)
        root.layoutIfNeeded()
        #expect(plain.frame == Rect(x: 270, y: 25, width: 30, height: 0))
        #expect(root.ambiguousViews().isEmpty)
        let context = LayoutContext(root: root, scale: 2, keepsPlaceholders: false, solvedWidths: [:])
        let suppression = stack.systemConstraints(context).filter { $0.identifier == "UISV-ambiguity-suppression" }
        #expect(suppression.count == 2)
        #expect(suppression.allSatisfy { $0.priority == 25 && $0.firstAttribute == .height })
    }

    /// Filled, the stack sets every view's height itself and makes none.
    @Test func aFillingStackMakesNone() throws {
        let (root, stack, plain) = try row(.fill)
        root.layoutIfNeeded()
        #expect(plain.frame.height == 50)
        let context = LayoutContext(root: root, scale: 2, keepsPlaceholders: false, solvedWidths: [:])
        #expect(!stack.systemConstraints(context).contains { $0.identifier == "UISV-ambiguity-suppression" })
    }
}
