import Testing
import TextLayout
@testable import Layout

/// Labels' intrinsic sizes are kept with the inputs that decided them (``LabelMeasurement``), and a
/// pass ends without another round when labels' widths moved but their sizes did not
/// (``LayoutPass/sizesHold(_:_:)``). Either must leave every frame exactly as measuring every time
/// and running every round does.
@Suite("Label measurements kept between rounds")
struct LabelMeasurementTests {
    /// A row whose labels wrap at their own width and sit on one baseline (so their text heights
    /// reach the constraints): the title wraps freely, the note at two lines.
    /// With `ambiguous`, the labels' hugging and compression resistance are equal, so the
    /// constraints leave their widths to the solver.
    private static func baselineCell(_ i: Int, ambiguous: Bool = false) throws -> TableViewCell {
        let words = ["Grilled", "salmon", "with miso", "butter", "on rice", "for two"]
        let cell = TableViewCell(width: 320)
        let content = cell.contentView
        let title = LabelView(words.prefix(1 + i % words.count).joined(separator: " "),
                              font: .boldSystem(size: 15), numberOfLines: 0)
        let note = LabelView(words.suffix(1 + (i * 5) % words.count).joined(separator: " "),
                             font: .system(size: 11), numberOfLines: 2)
        // The note keeps its width and the title takes the rest: the widths are not ambiguous, so
        // the cell has one layout however it got there.
        if !ambiguous {
            note.setContentHuggingPriority(251, for: .horizontal)
            note.setContentCompressionResistancePriority(751, for: .horizontal)
        }
        let row = StackView(arrangedSubviews: [title, note], axis: .horizontal)
        row.alignment = i % 2 == 0 ? .firstBaseline : .lastBaseline
        row.spacing = 6
        row.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(row)
        try LayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
            row.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 12),
            content.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: 12),
            content.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: 10).withPriority(999),
        ])
        return cell
    }

    private func window(_ cells: [TableViewCell]) -> View {
        let window = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let table = TableView(frame: window.bounds)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(table)
        table.setCells(cells)
        return window
    }

    private func frames(_ root: View) -> [Rect] { root.subtree.map(\.unroundedFrame) }

    /// Rows fit as the same cell fitted in a fresh engine, and each row's views stand where they
    /// stand in that cell laid out alone at the row's height.
    @Test func baselineRowsMatchCellsOnTheirOwn() throws {
        let rows = try (0..<18).map { try Self.baselineCell($0) }
        window(rows).layoutIfNeeded()
        for (i, row) in rows.enumerated() {
            let alone = try Self.baselineCell(i)
            let height = alone.fittingSize(width: 320).height
            #expect(row.frame.height == height + 0.5, "row \(i)")  // and a pixel's separator
            alone.layout(width: 320, height: height)
            // The row's engine places it far down the table: its frames differ in the last bits.
            let inRow = row.contentView.subtree.map(\.unroundedFrame)
            let onItsOwn = alone.contentView.subtree.map(\.unroundedFrame)
            #expect(zip(inRow, onItsOwn).allSatisfy { $0.isClose(to: $1, tolerance: 1e-9) }, "row \(i): \(inRow) \(onItsOwn)")
        }
        #expect(Set(rows.map(\.frame.height)).count > 3)
    }

    /// Where the constraints leave the labels' widths to the solver, each row still fits as the
    /// same cell in a fresh engine does: its fitting is not shared with other rows' (a solver that
    /// fitted other rows may end at another of the equally good solutions).
    @Test func ambiguousRowsFitAsOnTheirOwn() throws {
        let rows = try (0..<18).map { try Self.baselineCell($0, ambiguous: true) }
        window(rows).layoutIfNeeded()
        let alone = try (0..<18).map { try Self.baselineCell($0, ambiguous: true).fittingSize(width: 320).height + 0.5 }
        #expect(rows.map(\.frame.height) == alone)
    }

    /// A round left out because the labels' new widths changed no size is the round a second
    /// layout runs: it must change nothing.
    @Test func aSecondLayoutChangesNothing() throws {
        let root = window(try (0..<18).map { try Self.baselineCell($0) })
        root.layoutIfNeeded()
        let first = frames(root)
        let report = root.layoutIfNeeded()
        #expect(frames(root) == first)
        #expect(report.conflicts.isEmpty)
    }

    /// A label whose text, font, line count, metrics or wrap width change is measured again: the
    /// tree ends where the same tree does with its kept measurements forgotten.
    @Test func changedInputsAreMeasuredAgain() throws {
        func laidOut() throws -> (View, LabelView) {
            let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 400))
            let label = LabelView("Short", font: .system(size: 17), numberOfLines: 0)
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            try LayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -8),
            ])
            root.layoutIfNeeded()
            return (root, label)
        }
        let changes: [(LabelView) -> Void] = [
            { $0.text = "A much longer text that wraps onto several lines at this width" },
            { $0.font = .boldSystem(size: 24) },
            { $0.numberOfLines = 1 },
            { $0.metrics = TerminalCellMetrics() },
            { $0.preferredMaxLayoutWidth = 90 },
        ]
        for (i, change) in changes.enumerated() {
            let (root, label) = try laidOut(), (reference, referenceLabel) = try laidOut()
            change(label)
            change(referenceLabel)
            referenceLabel.generated.labelMeasurement = nil
            root.layoutIfNeeded()
            reference.layoutIfNeeded()
            #expect(label.unroundedFrame == referenceLabel.unroundedFrame, "change \(i)")
        }
    }

    /// A wrapping label's text measured in the first round (at no solved width) is kept for the
    /// sizes the pass asks for at other widths, and let go when the pass ends: sizes as measured
    /// afresh, nothing held after.
    @Test func textMeasuredInAPassIsKeptForThatPassOnly() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 400))
        let label = LabelView("A text long enough to wrap onto a second line at this width", numberOfLines: 0)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        try LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 150),
        ])
        let first = LayoutContext(root: root, scale: 2, keepsPlaceholders: false, solvedWidths: [:])
        _ = label.measuredIntrinsicSize(first)
        #expect(label.generated.labelMeasurement?.pendingText != nil)
        let solved = LayoutContext(root: root, scale: 2, keepsPlaceholders: false,
                                   solvedWidths: [ObjectIdentifier(label): 150])
        let size = label.measuredIntrinsicSize(solved)
        #expect(label.generated.labelMeasurement?.pendingText != nil)
        let expected = label.label.size(fittingWidth: 150, metrics: label.metrics, scale: 2)
        #expect(size == Size(width: expected.width, height: expected.height))
        root.layoutIfNeeded()
        #expect(label.frame.height == expected.height)
        #expect(label.generated.labelMeasurement?.pendingText == nil)
    }

    /// With no solved width yet, a wrapping label wraps at its current frame's width, so a kept
    /// size is not used once the frame has changed: the size is the one a label measured afresh
    /// at the new frame has.
    @Test func aNewFrameIsMeasuredAgainBeforeTheLabelHasAWidth() {
        let text = "A much longer text that wraps onto several lines at a narrow width"
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let label = LabelView(text, font: .system(size: 17), numberOfLines: 0)
        label.frame = Rect(x: 0, y: 0, width: 300, height: 40)
        root.addSubview(label)
        let context = LayoutContext(root: root, scale: 2, keepsPlaceholders: false, solvedWidths: [:])
        let wide = label.measuredIntrinsicSize(context)
        label.frame = Rect(x: 0, y: 0, width: 120, height: 40)
        let narrow = label.measuredIntrinsicSize(context)
        let fresh = LabelView(text, font: .system(size: 17), numberOfLines: 0)
        fresh.frame = Rect(x: 0, y: 0, width: 120, height: 40)
        #expect(narrow == fresh.measuredIntrinsicSize(context))
        #expect(narrow.height > wide.height)
    }

    /// The first pass caps a space hanging at a wrap at the frame, a pass with a solved width at
    /// that width: the same wrap width measured both ways gives two sizes, and a kept size of
    /// one is not the other's.
    @Test func aSolvedWidthEqualToTheFirstPassWidthIsMeasuredAgain() {
        let font = Font.system(size: 17)
        let measure = { (text: String) in TextLayout.Label(text, font: font).size(scale: 0).width }
        let space = measure("a b") - measure("ab")
        let frameWidth = (measure("Subtotal and") + space / 2).rounded(.up)
        let root = View(frame: Rect(x: 0, y: 0, width: 600, height: 400))
        let label = LabelView("Subtotal and tax", font: font, numberOfLines: 0)
        label.frame = Rect(x: 0, y: 0, width: frameWidth, height: 41)
        root.addSubview(label)
        let first = LayoutContext(root: root, scale: 0, keepsPlaceholders: false, solvedWidths: [:])
        let capped = label.measuredIntrinsicSize(first)
        let solved = LayoutContext(root: root, scale: 0, keepsPlaceholders: false,
                                   solvedWidths: [ObjectIdentifier(label): label.firstPassWrapWidth])
        let uncapped = label.measuredIntrinsicSize(solved)
        #expect(capped.width == frameWidth)
        #expect(uncapped.width > frameWidth)
        let fresh = LabelView("Subtotal and tax", font: font, numberOfLines: 0)
        fresh.frame = label.frame
        root.addSubview(fresh)
        let freshSolved = LayoutContext(root: root, scale: 0, keepsPlaceholders: false,
                                        solvedWidths: [ObjectIdentifier(fresh): fresh.firstPassWrapWidth])
        #expect(uncapped == fresh.measuredIntrinsicSize(freshSolved))
    }
}
