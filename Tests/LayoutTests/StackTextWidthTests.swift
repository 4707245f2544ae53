import Testing
import TextLayout
@testable import Layout

/// `UISV-text-width-disambiguation`: how a horizontal stack shares its width among labels that
/// wrap, which have no width of their own to settle at.
@Suite("Stack text width disambiguation")
struct StackTextWidthTests {
    static let long = "A label long enough to wrap over several lines in any of these stacks, and then some more"

    /// A horizontal stack 300 wide, spacing 10, pinned at (0, 0) in a 400 by 400 root.
    private func stack(_ views: [View], sharing: StackView.TextWidthSharing,
                       distribution: StackView.Distribution = .fill) throws -> (View, StackView) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let stack = StackView(arrangedSubviews: views, axis: .horizontal)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.distribution = distribution
        stack.alignment = .top
        stack.spacing = 10
        stack.textWidthSharing = sharing
        root.addSubview(stack)
        try LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 300),
        ])
        return (root, stack)
    }

    /// A wrapping label that hugs at 251 and resists at 749, beside a 50-point box that hugs
    /// and resists at 750: the case of rdar://39275811 (a label and a switch).
    private func labelAndSwitch() -> (LabelView, Box) {
        let label = LabelView(Self.long, numberOfLines: 0)
        label.setContentHuggingPriority(251, for: .horizontal)
        label.setContentCompressionResistancePriority(749, for: .horizontal)
        let box = Box(50, 30)
        box.setContentHuggingPriority(750, for: .horizontal)
        return (label, box)
    }

    /// The stack's `UISV-text-width-disambiguation` constraints, as a pass over `root` makes them.
    private func disambiguation(_ stack: StackView, in root: View) -> [LayoutConstraint] {
        let context = LayoutContext(root: root, scale: 2, keepsPlaceholders: false, solvedWidths: [:])
        return stack.systemConstraints(context).filter { $0.identifier == "UISV-text-width-disambiguation" }
    }

    private func widths(_ views: [View]) -> [Double] { views.map { ($0.frame.width * 1000).rounded() / 1000 } }

    /// iOS 14 and earlier: the label is held at half the width less half the gap, 145, at 759,
    /// above the box's hugging (750), so the box stretches to the other half.
    @Test func equalSharesHoldTheLabelAtItsShareOfAllViews() throws {
        let (label, box) = labelAndSwitch()
        let (root, stack) = try stack([label, box], sharing: .equalShares)
        root.layoutIfNeeded()
        #expect(widths([label, box]) == [145, 145])
        let made = disambiguation(stack, in: root)
        #expect(made.count == 1)
        #expect(made.first?.priority == 759)
        #expect(made.first?.multiplier == 0.5 && made.first?.constant == -5)
    }

    /// iOS 15 and later: a single wrapping label may be at most the whole width (at 950): the
    /// box keeps its 50 points and the label takes the rest.
    @Test func atMostSharesLeaveASingleLabelTheRest() throws {
        let (label, box) = labelAndSwitch()
        let (root, _) = try stack([label, box], sharing: .atMostShares)
        root.layoutIfNeeded()
        #expect(widths([label, box]) == [240, 50])
    }

    /// Two long wrapping labels: each at most half the width less half the gap (145), at 950
    /// and 951, above their compression resistance, so neither takes the other's share.
    @Test func atMostSharesSplitTheWidthBetweenWrappingLabels() throws {
        let labels = [LabelView(Self.long, numberOfLines: 0), LabelView(Self.long + " again", numberOfLines: 0)]
        let (root, stack) = try stack(labels, sharing: .atMostShares)
        root.layoutIfNeeded()
        #expect(widths(labels) == [145, 145])
        let priorities = disambiguation(stack, in: root).map(\.priority)
        #expect(priorities == [950, 951])
    }

    /// From iOS 15 a stack that holds a wrapping label wraps too: a vertical stack of a long
    /// label beside a long label shares the width with it.
    @Test func aStackHoldingAWrappingLabelSharesTheWidth() throws {
        let inner = StackView(arrangedSubviews: [LabelView(Self.long, numberOfLines: 0)], axis: .vertical)
        let label = LabelView(Self.long, numberOfLines: 0)
        let (root, _) = try stack([label, inner], sharing: .atMostShares)
        root.layoutIfNeeded()
        #expect(widths([label, inner]) == [145, 145])
    }

    /// One-line labels, vertical stacks and stacks that size their views themselves get none.
    @Test func onlyWrappingLabelsInStacksThatLeaveWidthsOpen() throws {
        for (views, distribution) in [([LabelView(Self.long), LabelView("Short")], StackView.Distribution.fill),
                                      ([LabelView(Self.long, numberOfLines: 0), Box(50, 30)], .fillEqually),
                                      ([LabelView(Self.long, numberOfLines: 0), Box(50, 30)], .fillProportionally)] {
            let (root, stack) = try stack(views, sharing: .equalShares, distribution: distribution)
            #expect(disambiguation(stack, in: root).isEmpty)
        }
        let column = StackView(arrangedSubviews: [LabelView(Self.long, numberOfLines: 0), Box(50, 30)], axis: .vertical)
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        root.addSubview(column)
        #expect(disambiguation(column, in: root).isEmpty)
    }
}
