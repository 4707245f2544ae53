import Testing
import TextLayout
@testable import Layout

/// A view with a fixed intrinsic size, as a custom UIView subclass would have.
final class Box: View {
    let size: Size
    init(_ width: Double, _ height: Double) {
        size = Size(width: width, height: height)
        super.init()
    }
    override var intrinsicContentSize: Size { size }
}

@Suite("Stack views")
struct StackViewTests {
    /// A horizontal stack of boxes 50x10, 60x20 and 70x30 pinned to a 300x50 area at (0, 0).
    private func row(_ distribution: StackView.Distribution, alignment: StackView.Alignment = .fill,
                     spacing: Double = 10, pinned: Bool = true) throws -> (View, StackView, [Box]) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 200))
        let boxes = [Box(50, 10), Box(60, 20), Box(70, 30)]
        let stack = StackView(arrangedSubviews: boxes, axis: .horizontal)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        root.addSubview(stack)
        try LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        if pinned {
            try LayoutConstraint.activate([
                stack.widthAnchor.constraint(equalToConstant: 300), stack.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        return (root, stack, boxes)
    }

    private func xs(_ boxes: [Box]) -> [Double] { boxes.map { ($0.frame.minX * 1000).rounded() / 1000 } }
    private func widths(_ boxes: [Box]) -> [Double] { boxes.map { ($0.frame.width * 1000).rounded() / 1000 } }

    /// Slack 300 - 180 - 20 = 100 goes to the view that hugs least (the last, at 249).
    @Test func fillStretchesTheLeastHuggingView() throws {
        let (root, _, boxes) = try row(.fill)
        boxes[2].setContentHuggingPriority(249, for: .horizontal)
        #expect(root.layoutIfNeeded().isClean)
        #expect(widths(boxes) == [50, 60, 170])
        #expect(xs(boxes) == [0, 60, 130])
        #expect(boxes.allSatisfy { $0.frame.height == 50 })  // alignment fill
        #expect(root.ambiguousViews().isEmpty)
    }

    /// (300 - 2 × 10) / 3 = 93.333 each.
    @Test func fillEqually() throws {
        let (root, _, boxes) = try row(.fillEqually)
        root.layoutIfNeeded()
        #expect(widths(boxes) == [93.333, 93.333, 93.333])
        #expect(xs(boxes) == [0, 103.333, 206.667])
    }

    /// 280 shared as 50 : 60 : 70 of 180: 77.778, 93.333, 108.889.
    @Test func fillProportionally() throws {
        let (root, _, boxes) = try row(.fillProportionally)
        root.layoutIfNeeded()
        #expect(widths(boxes) == [77.778, 93.333, 108.889])
    }

    /// Plain views have no intrinsic width, so they share by their current widths, 20 : 60 of
    /// the 290 left by the gap: 72.5 and 217.5 (without this they would be ambiguous, and one could
    /// take everything while the other collapsed to 0).
    @Test func fillProportionallySharesPlainViewsByTheirFrames() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 200))
        let views = [View(frame: Rect(x: 0, y: 0, width: 20, height: 10)),
                     View(frame: Rect(x: 30, y: 0, width: 60, height: 10))]
        let stack = StackView(arrangedSubviews: views, axis: .horizontal)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.distribution = .fillProportionally
        stack.spacing = 10
        root.addSubview(stack)
        try LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 300), stack.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [72.5, 217.5])
        #expect(views.map(\.frame.minX) == [0, 82.5])
    }

    /// Views at their widths; the 120 left over split into two gaps of 60.
    @Test func equalSpacing() throws {
        let (root, _, boxes) = try row(.equalSpacing)
        root.layoutIfNeeded()
        #expect(widths(boxes) == [50, 60, 70])
        #expect(xs(boxes) == [0, 110, 230])
    }

    /// Centres at 25 and 300 - 35 = 265, the middle one half way at 145: x = 115.
    @Test func equalCentering() throws {
        let (root, _, boxes) = try row(.equalCentering)
        root.layoutIfNeeded()
        #expect(xs(boxes) == [0, 115, 230])
    }

    @Test(arguments: [
        (StackView.Alignment.top, [0.0, 0, 0]), (.center, [20, 15, 10]), (.bottom, [40, 30, 20]),
    ])
    func crossAxisAlignment(alignment: StackView.Alignment, ys: [Double]) throws {
        let (root, _, boxes) = try row(.equalSpacing, alignment: alignment)
        root.layoutIfNeeded()
        #expect(boxes.map(\.frame.minY) == ys)
        #expect(boxes.map(\.frame.height) == [10, 20, 30])
        #expect(root.ambiguousViews().isEmpty)
    }

    /// Unpinned, the stack hugs its content: 50 + 60 + 70 + 2 × 10 wide, as tall as the tallest.
    @Test func unpinnedStackHugsItsViews() throws {
        let (root, stack, boxes) = try row(.fill, alignment: .center, pinned: false)
        root.layoutIfNeeded()
        #expect(stack.frame == Rect(x: 0, y: 0, width: 200, height: 30))
        #expect(boxes.map(\.frame.minY) == [10, 5, 0])
        #expect(root.ambiguousViews().isEmpty)
    }

    /// A hidden view leaves the arrangement: two views share (300 - 10) / 2 = 145; it is 0 wide,
    /// in the middle of the gap between them.
    @Test func hiddenArrangedViewsAreLeftOut() throws {
        let (root, stack, boxes) = try row(.fillEqually)
        boxes[1].isHidden = true
        root.layoutIfNeeded()
        #expect(widths(boxes) == [145, 0, 145])
        #expect(xs(boxes) == [0, 150, 155])
        let context = LayoutContext(root: root, scale: 2, keepsPlaceholders: false, solvedWidths: [:])
        let hiding = stack.arrangementConstraints(context).filter { $0.identifier == "UISV-hiding" }
        #expect(hiding.count == 2)
    }

    /// A hidden view's own required width breaks `UISV-hiding`'s 0 (that enters UIKit's engine
    /// later): it keeps 40 points from half the spacing after its neighbour; before the first
    /// visible view it ends at the stack's start, after the last it starts at the stack's end;
    /// iOS 14's placement puts it at the stack's start.
    @Test func aHiddenViewsRequiredWidthBreaksTheHiding() throws {
        let (root, stack, boxes) = try row(.fill, pinned: false)
        let width = boxes[1].widthAnchor.constraint(equalToConstant: 40)
        try width.activate()
        boxes[1].isHidden = true
        let report = root.layoutIfNeeded()
        try #require(report.conflicts.count == 1)
        #expect(report.conflicts[0].broken.identifier == "UISV-hiding")
        #expect(width.isActive && boxes[1].frame.width == 40)
        #expect(xs(boxes) == [0, 55, 60])

        stack.removeArrangedSubview(boxes[1])
        stack.insertArrangedSubview(boxes[1], at: 0)
        root.layoutIfNeeded()
        #expect(boxes[1].frame.minX == -40 && boxes[1].frame.width == 40)
        stack.removeArrangedSubview(boxes[1])
        stack.addArrangedSubview(boxes[1])
        root.layoutIfNeeded()
        #expect(boxes[1].frame.minX == stack.frame.width)

        stack.hiddenViewPlacement = .stackStart
        root.layoutIfNeeded()
        #expect(boxes[1].frame.minX == 0 && boxes[1].frame.width == 40)
    }

    /// A broken `UISV-hiding` still pulls, just below required: a hidden view whose content must
    /// be at least 10 wide (and would like 100) is as narrow as that allows, 10 + 2 x 4, not its
    /// natural 108, as Xcode's canvas saves such views; once it is shown again it takes 108, and
    /// when hidden again with nothing against the hiding it is 0, with no conflict.
    @Test func aBrokenHidingLengthStillSqueezesTheHiddenView() throws {
        let (root, _, boxes) = try row(.fill, pinned: false)
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        boxes[1].addSubview(content)
        let wish = content.widthAnchor.constraint(equalToConstant: 100)
        wish.priority = LayoutPriority(750)
        let least = content.widthAnchor.constraint(greaterThanOrEqualToConstant: 10)
        try LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: boxes[1].leadingAnchor, constant: 4),
            content.trailingAnchor.constraint(equalTo: boxes[1].trailingAnchor, constant: -4),
            content.topAnchor.constraint(equalTo: boxes[1].topAnchor),
            content.heightAnchor.constraint(equalToConstant: 10), least, wish,
        ])
        boxes[1].isHidden = true
        let report = root.layoutIfNeeded()
        try #require(report.conflicts.count == 1)
        #expect(report.conflicts[0].broken.identifier == "UISV-hiding")
        #expect(boxes[1].frame.width == 18 && content.frame.width == 10)

        boxes[1].isHidden = false
        #expect(root.layoutIfNeeded().conflicts.isEmpty)
        #expect(boxes[1].frame.width == 108)

        least.deactivate()
        #expect(root.layoutIfNeeded().conflicts.isEmpty)
        boxes[1].isHidden = true
        #expect(root.layoutIfNeeded().conflicts.isEmpty)
        #expect(boxes[1].frame.width == 0)
    }

    /// An empty vertical stack pinned at the top is 0 tall, and not ambiguous.
    @Test func emptyStackIsZeroAlongItsAxis() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let stack = StackView(axis: .vertical)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        try LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(stack.frame == Rect(x: 0, y: 40, width: 320, height: 0))
        #expect(!stack.hasAmbiguousLayout)
    }

    /// Margins-relative arrangement starts the views 8 points in (UIKit's default margins).
    @Test func layoutMarginsRelativeArrangement() throws {
        let (root, stack, boxes) = try row(.fillEqually, spacing: 0)
        stack.isLayoutMarginsRelativeArrangement = true
        root.layoutIfNeeded()
        // (300 - 2 * 8) / 3 each; compared within rounding, as the solver's pivot order decides the last bit.
        #expect(boxes[0].frame.isClose(to: Rect(x: 8, y: 8, width: 284.0 / 3, height: 34), tolerance: 1e-9))
    }

    /// Labels of 17 and 12 points on one first baseline: each label's top plus its ascender
    /// (0.952 em in TextLayout's proportional metrics) is the same line.
    @Test func firstBaselineAlignment() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        let big = LabelView("Big", font: .system(size: 17)), small = LabelView("small", font: .system(size: 12))
        let stack = StackView(arrangedSubviews: [big, small], axis: .horizontal)
        stack.alignment = .firstBaseline
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        try LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let metrics = ProportionalMetrics()
        let baselines = [(big, 17.0), (small, 12.0)].map { $0.0.frame.minY + metrics.ascender(of: .system(size: $0.1)) }
        #expect(abs(baselines[0] - baselines[1]) < 1e-9)
        #expect(big.frame.minY == 0)  // the taller ascender touches the top
        #expect(root.ambiguousViews().isEmpty)
    }

    /// A nested vertical stack's first baseline is its first label's, so a row aligned on first
    /// baselines lines the outer label up with the nested stack's top label.
    @Test func nestedStackBaselineIsItsFirstViews() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let title = LabelView("Title", font: .boldSystem(size: 20))
        let inner = StackView(arrangedSubviews: [LabelView("one", font: .system(size: 12)),
                                                 LabelView("two", font: .system(size: 12))], axis: .vertical)
        let row = StackView(arrangedSubviews: [title, inner], axis: .horizontal)
        row.alignment = .firstBaseline
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        try LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor), row.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let metrics = ProportionalMetrics()
        let titleBaseline = title.frame.minY + metrics.ascender(of: .boldSystem(size: 20))
        let first = inner.arrangedSubviews[0]
        let innerBaseline = inner.frame.minY + first.frame.minY + metrics.ascender(of: .system(size: 12))
        #expect(abs(titleBaseline - innerBaseline) < 1e-9)
        #expect(root.ambiguousViews().isEmpty)
    }

    /// On first baselines the stack's top is its first view's: a 24-point label after a 12-point
    /// one reaches above the stack (rdar://32291130), and the stack ends at the lower bottom; on
    /// last baselines the same row's stack ends at the first view's bottom and the big label
    /// reaches below it.
    @Test(arguments: [StackView.Alignment.firstBaseline, .lastBaseline])
    func aBaselineStackKeepsOnlyItsFirstViewInside(alignment: StackView.Alignment) throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        let small = LabelView("small", font: .system(size: 12)), big = LabelView("Big", font: .system(size: 24))
        let stack = StackView(arrangedSubviews: [small, big], axis: .horizontal)
        stack.alignment = alignment
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        try LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
        ])
        #expect(root.layoutIfNeeded().isClean)
        if alignment == .firstBaseline {
            #expect(small.frame.minY == 0)
            #expect(big.frame.minY < 0)
            #expect(abs(stack.frame.height - max(small.frame.maxY, big.frame.maxY)) < 1e-9)
        } else {
            #expect(abs(small.frame.maxY - stack.frame.height) < 1e-9)
            #expect(big.frame.maxY > stack.frame.height)
            #expect(abs(min(small.frame.minY, big.frame.minY)) < 1e-9)
        }
        #expect(root.ambiguousViews().isEmpty)
    }
}
