import Layout
import TextLayout

extension ASCIIPainter {
    /// The terminal metrics labels are laid out with: narrow characters one cell, wide two,
    /// East Asian Ambiguous ones (such as "…" and the box-drawing characters) one.
    static let metrics = TerminalCellMetrics()

    /// Lays a label's text out in the cells its frame covers and writes it, clipped to `area`.
    ///
    /// The label gets the columns from its left edge's cell up to (not including) its right
    /// edge's, and likewise for rows, at least one row; TextLayout wraps, truncates and aligns the
    /// text in that many cells, so no line is wider than the label.
    mutating func drawText(_ label: LabelView, node: SceneNode, box: CellRect, area: CellRect) {
        guard !label.text.isEmpty, node.rect.width > 0, node.rect.height > 0 else { return }
        let columns = box.maxColumn - box.minColumn
        let rows = max(box.maxRow - box.minRow, 1)
        guard columns > 0 else { return }
        let layout = label.label.layout(in: TextSize(width: Double(columns), height: Double(rows)),
                                        metrics: Self.metrics, scale: 1)
        for line in layout.lines {
            let row = box.minRow + Int(max(line.top, 0).rounded())
            guard row >= area.minRow, row <= area.maxRow else { continue }
            for segment in line.segments {
                write(segment.text, row: row, column: box.minColumn + Int(max(segment.x, 0).rounded()),
                      limit: box.maxColumn, area: area)
            }
        }
    }

    /// Writes text along a row from `column`, stopping before `limit`; characters outside `area`
    /// are skipped, and a wide one that does not fit whole is left out.
    mutating func write(_ text: String, row: Int, column start: Int, limit: Int, area: CellRect) {
        var column = start
        for character in text {
            for shown in Self.shownCharacters(character) {
                let width = Self.cells(shown)
                guard width > 0 else { continue }
                guard column + width <= limit else { return }
                if column >= area.minColumn, column + width - 1 <= area.maxColumn {
                    grid.write(shown, width: width, column: column, row: row)
                }
                column += width
            }
        }
    }

    /// What a character is drawn as: itself, or the visible symbols of a control character
    /// (a terminal would act on the control character instead of showing it).
    static func shownCharacters(_ character: Character) -> [Character] {
        let visible = DisplayWidth.visibleForm(of: character)
        return visible == String(character) ? [character] : Array(visible)
    }

    /// The cells a character takes; zero-width ones (a lone combining mark, a zero-width space)
    /// take none and are not drawn.
    static func cells(_ character: Character) -> Int {
        Int(metrics.advance(of: character, in: .system(size: 17)))
    }
}
