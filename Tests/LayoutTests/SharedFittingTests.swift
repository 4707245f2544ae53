import Testing
@testable import Layout

/// A table fits its rows in one engine per cell shape; each row must come out exactly as the same
/// cell fitted on its own (in a fresh engine, as `fittingSize(width:)` fits it).
@Suite("Rows fitted in a shared engine per cell shape")
struct SharedFittingTests {
    /// A cell with a wrapping title (any number of lines) over a two-line note beside a square
    /// image: `title` and `note` decide the height, `side` the image's.
    private static func textCell(title: String, note: String, side: Double) throws -> TableViewCell {
        let cell = TableViewCell(width: 320)
        let content = cell.contentView
        let image = ImageView(), stack = StackView(axis: .vertical)
        let titleLabel = LabelView(title, font: .boldSystem(size: 15), numberOfLines: 0)
        let noteLabel = LabelView(note, font: .system(size: 12), numberOfLines: 2)
        image.translatesAutoresizingMaskIntoConstraints = false
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = 4
        stack.addArrangedSubview(titleLabel)
        stack.addArrangedSubview(noteLabel)
        content.addSubview(image)
        content.addSubview(stack)
        try LayoutConstraint.activate([
            image.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
            image.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 8),
            image.widthAnchor.constraint(equalToConstant: side),
            image.heightAnchor.constraint(equalToConstant: side),
            content.bottomAnchor.constraint(greaterThanOrEqualTo: image.bottomAnchor, constant: 8),
            stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
            stack.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
            content.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 8),
            content.bottomAnchor.constraint(greaterThanOrEqualTo: stack.bottomAnchor, constant: 8),
        ])
        return cell
    }

    /// A second shape: one label pinned on all sides at a priority below required, so the rows of
    /// the two shapes interleave in the table.
    private static func plainCell(_ text: String) throws -> TableViewCell {
        let cell = TableViewCell(width: 320)
        let label = LabelView(text, font: .system(size: 17), numberOfLines: 0)
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(label)
        let content = cell.contentView
        try LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: content.topAnchor, constant: 11),
            label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            content.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 16),
            content.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 11).withPriority(999),
        ])
        return cell
    }

    private static let words = ["Miso", "soup with tofu", "and wakame,", "a weeknight classic", "from Kyoto",
                                "ready in", "twenty minutes", "(serves four)"]

    /// Row `i`'s cell, built the same way every time it is asked for.
    private static func cell(_ i: Int) throws -> TableViewCell {
        let title = words.prefix(1 + i % words.count).joined(separator: " ")
        if i % 3 == 2 { return try plainCell(title + " " + title) }
        let note = words.suffix(1 + (i * 5) % words.count).joined(separator: " ")
        return try textCell(title: title, note: note, side: [40, 60, 90][i % 3])
    }

    private func table(_ cells: [TableViewCell]) throws -> (View, TableView) {
        let window = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let table = TableView(frame: window.bounds)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(table)
        table.setCells(cells)
        return (window, table)
    }

    @Test func rowsMatchCellsFittedOnTheirOwn() throws {
        let count = 40
        let rows = try (0..<count).map(Self.cell)
        let (window, table) = try table(rows)
        // Rows with an image taller than the estimate conflict while laid out at it, as in UIKit.
        window.layoutIfNeeded()
        let separator = 0.5  // a pixel at 2x
        var y = 0.0
        for i in 0..<count {
            let alone = try Self.cell(i).fittingSize(width: 320)
            // Exactly: the shared engine must end where a fresh engine does.
            #expect(rows[i].frame == Rect(x: 0, y: y, width: 320, height: alone.height + separator), "row \(i)")
            #expect(rows[i].contentView.fittingState == nil, "row \(i) was fitted in an engine of its own")
            y += alone.height + separator
        }
        #expect(table.contentSize.height == y)
        // Heights really differ from row to row (else the test would prove little).
        #expect(Set(rows.map(\.frame.height)).count > 5)
    }

    /// Cells that do not map onto the shape's engine (here a cell whose own fitting conflicts) are
    /// fitted on their own, with the same result.
    @Test func aCellThatConflictsIsFittedOnItsOwn() throws {
        func conflicting() throws -> TableViewCell {
            let cell = try Self.plainCell("Two required heights")
            let label = cell.contentView.subviews[0]
            try LayoutConstraint.activate([
                label.heightAnchor.constraint(equalToConstant: 30),
                label.heightAnchor.constraint(equalToConstant: 40),
            ])
            return cell
        }
        let rows = [try Self.cell(2), try conflicting(), try Self.cell(5)]
        let (window, _) = try table(rows)
        window.layoutIfNeeded()
        let expected = try [Self.cell(2), conflicting(), Self.cell(5)].map { $0.fittingSize(width: 320).height + 0.5 }
        #expect(rows.map(\.frame.height) == expected)
        #expect(rows[1].contentView.fittingState != nil)
    }

    /// The engine of a shape follows the constants: the same cells in another order fit the same.
    @Test func orderDoesNotMatter() throws {
        let forward = try (0..<12).map(Self.cell)
        let backward = try (0..<12).reversed().map(Self.cell)
        let (w1, _) = try table(forward), (w2, _) = try table(backward)
        w1.layoutIfNeeded()
        w2.layoutIfNeeded()
        #expect(forward.map(\.frame.height) == backward.reversed().map(\.frame.height))
    }
}
