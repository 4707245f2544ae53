import Layout
import TextLayout

/// Draws a laid-out view tree as text for a terminal.
///
/// Each view's edges sit on the cells nearest to them (at ``ASCIIOptions/pointsPerColumn``
/// across and twice that down), drawn with Unicode box drawing; edges that meet or cross join
/// (`┬`, `├`, `┼`, ...), so nested and adjacent views read as one drawing. A label is drawn as its
/// text only, laid out by TextLayout's terminal metrics in the cells its frame covers: wrapped,
/// aligned, truncated with "…", wide (East Asian) characters taking two cells. An image view is a
/// crossed box. A UIKit control Layout cannot draw (a button, a text field, read from Interface
/// Builder) shows its class name inside its box. A stack view draws no box of its own (it only arranges, and UIKit does not draw
/// it either). A view with a background covers what is beneath it, shaded if the colour is not
/// near-white. Views are painted parents first, so subviews are on top; a view that clips (a
/// scroll view) cuts its subviews off at its edges, and a wide character that would straddle such
/// an edge is left out rather than cut in half. Hidden views are not drawn.
///
/// Every line of the result is the same number of cells wide, and it ends in a newline.
public enum ASCIIRenderer {
    /// The drawing of `root` (laid out already: call `layoutIfNeeded()` first).
    public static func render(_ root: View, options: ASCIIOptions = .init()) -> String {
        var painter = ASCIIPainter(scene: Scene(root: root, full: options.full), options: options)
        painter.paint()
        return painter.grid.text(ascii: options.ascii)
    }
}

/// A rectangle of cells, both ends inclusive.
struct CellRect {
    var minColumn: Int
    var minRow: Int
    var maxColumn: Int
    var maxRow: Int

    func contains(column: Int, row: Int) -> Bool {
        column >= minColumn && column <= maxColumn && row >= minRow && row <= maxRow
    }
}

struct ASCIIPainter {
    let scene: Scene
    let options: ASCIIOptions
    let pointsPerColumn: Double
    let pointsPerRow: Double
    var grid: CharacterGrid

    init(scene: Scene, options: ASCIIOptions) {
        self.scene = scene
        self.options = options
        pointsPerColumn = options.effectivePointsPerColumn
        pointsPerRow = 2 * pointsPerColumn
        let columns = Self.cell(scene.size.width, pointsPerColumn) + 1
        let rows = Self.cell(scene.size.height, pointsPerRow) + 1
        grid = CharacterGrid(columns: min(max(columns, 1), ASCIIOptions.maximumColumns),
                             rows: min(max(rows, 1), ASCIIOptions.maximumRows))
    }

    /// The cell nearest to a coordinate, kept within a range that cannot overflow.
    static func cell(_ value: Double, _ pointsPerCell: Double) -> Int {
        let position = (value / pointsPerCell).rounded()
        guard position.isFinite else { return 0 }
        return Int(min(max(position, -1_000_000), 1_000_000))
    }

    func cells(of rect: Rect) -> CellRect {
        CellRect(minColumn: Self.cell(rect.minX, pointsPerColumn), minRow: Self.cell(rect.minY, pointsPerRow),
                 maxColumn: Self.cell(rect.maxX, pointsPerColumn), maxRow: Self.cell(rect.maxY, pointsPerRow))
    }

    /// Where a node may draw: its clip (edges included, so subviews' edges join the clipping
    /// view's) within the grid.
    func drawable(_ node: SceneNode) -> CellRect {
        var area = CellRect(minColumn: 0, minRow: 0, maxColumn: grid.columns - 1, maxRow: grid.rows - 1)
        if let clip = node.clip {
            let clipCells = cells(of: clip)
            area.minColumn = max(area.minColumn, clipCells.minColumn)
            area.minRow = max(area.minRow, clipCells.minRow)
            area.maxColumn = min(area.maxColumn, clipCells.maxColumn)
            area.maxRow = min(area.maxRow, clipCells.maxRow)
        }
        return area
    }

    /// Where a node may fill or write: inside its clip's edges, so a subview's background or text
    /// never covers the edge of the view that clips it.
    func fillable(_ node: SceneNode) -> CellRect {
        var area = drawable(node)
        if node.clip != nil {
            area.minColumn += 1
            area.minRow += 1
            area.maxColumn -= 1
            area.maxRow -= 1
        }
        return area
    }

    mutating func paint() {
        for node in scene.nodes {
            let box = cells(of: node.rect)
            let lineArea = drawable(node)
            let area = fillable(node)
            guard lineArea.minColumn <= lineArea.maxColumn, lineArea.minRow <= lineArea.maxRow else { continue }
            if let label = node.view as? LabelView {
                let textArea = CellRect(minColumn: box.minColumn, minRow: box.minRow,
                                        maxColumn: max(box.maxColumn - 1, box.minColumn),
                                        maxRow: max(box.maxRow - 1, box.minRow))
                fillBackground(node.view.backgroundColor, textArea, area)
                drawText(label, node: node, box: box, area: area)
            } else {
                let inside = CellRect(minColumn: box.minColumn + 1, minRow: box.minRow + 1,
                                      maxColumn: box.maxColumn - 1, maxRow: box.maxRow - 1)
                if node.view is ImageView {
                    fillBackground(.white, inside, area)  // the picture covers what is beneath, unshaded
                    drawBox(box, lineArea)
                    drawCross(box, area)
                } else {
                    fillBackground(node.view.backgroundColor, inside, area)
                    // A stack view only arranges (UIKit does not draw it either); its box would
                    // run over the edges of the labels it holds.
                    if !(node.view is StackView) { drawBox(box, lineArea) }
                    if let caption = ControlCaption.caption(for: node.view) { drawCaption(caption, box, area) }
                }
            }
        }
    }

    // MARK: Boxes

    mutating func drawBox(_ box: CellRect, _ area: CellRect) {
        horizontalLine(row: box.minRow, from: box.minColumn, to: box.maxColumn, area)
        if box.maxRow != box.minRow { horizontalLine(row: box.maxRow, from: box.minColumn, to: box.maxColumn, area) }
        verticalLine(column: box.minColumn, from: box.minRow, to: box.maxRow, area)
        if box.maxColumn != box.minColumn { verticalLine(column: box.maxColumn, from: box.minRow, to: box.maxRow, area) }
    }

    mutating func horizontalLine(row: Int, from start: Int, to end: Int, _ area: CellRect) {
        guard start < end, row >= area.minRow, row <= area.maxRow else { return }
        let first = max(start, area.minColumn), last = min(end, area.maxColumn)
        guard first <= last else { return }
        for column in first...last {
            var edges: CharacterGrid.Edges = []
            // A line cut off by a clipping edge stops there: `┴`, not `┼`.
            if column > start && column > area.minColumn { edges.insert(.left) }
            if column < end && column < area.maxColumn { edges.insert(.right) }
            grid.addEdges(edges, column: column, row: row)
        }
    }

    mutating func verticalLine(column: Int, from start: Int, to end: Int, _ area: CellRect) {
        guard start < end, column >= area.minColumn, column <= area.maxColumn else { return }
        let first = max(start, area.minRow), last = min(end, area.maxRow)
        guard first <= last else { return }
        for row in first...last {
            var edges: CharacterGrid.Edges = []
            if row > start && row > area.minRow { edges.insert(.up) }
            if row < end && row < area.maxRow { edges.insert(.down) }
            grid.addEdges(edges, column: column, row: row)
        }
    }

    /// The two diagonals of an image view's box, inside its edges.
    mutating func drawCross(_ box: CellRect, _ area: CellRect) {
        let height = box.maxRow - box.minRow, width = box.maxColumn - box.minColumn
        guard height >= 2, width >= 2 else { return }
        for row in (box.minRow + 1)...(box.maxRow - 1) where row >= area.minRow && row <= area.maxRow {
            let step = Int((Double(row - box.minRow) * Double(width) / Double(height)).rounded())
            let falling = box.minColumn + step, rising = box.maxColumn - step
            for (column, glyph) in [(falling, options.ascii ? "\\" : "╲"), (rising, options.ascii ? "/" : "╱")]
            where column > box.minColumn && column < box.maxColumn && area.contains(column: column, row: row) {
                let crossing = falling == rising
                grid.write(crossing ? (options.ascii ? "X" : "╳") : Character(glyph), width: 1, column: column, row: row)
            }
        }
    }

    // MARK: Backgrounds

    /// Covers a view's inside with its background: shaded when the colour is darker than
    /// near-white, blank otherwise; a clear (or nearly clear) colour covers nothing.
    mutating func fillBackground(_ color: Color?, _ inside: CellRect, _ area: CellRect) {
        guard let color, color.alpha >= 0.5 else { return }
        let luminance = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
        let shaded = options.shading && luminance * color.alpha + (1 - color.alpha) < 0.97
        let minColumn = max(inside.minColumn, area.minColumn), maxColumn = min(inside.maxColumn, area.maxColumn)
        let minRow = max(inside.minRow, area.minRow), maxRow = min(inside.maxRow, area.maxRow)
        guard minColumn <= maxColumn, minRow <= maxRow else { return }
        for row in minRow...maxRow {
            for column in minColumn...maxColumn {
                if shaded {
                    grid.write(options.ascii ? "." : "░", width: 1, column: column, row: row)
                } else {
                    grid.clear(column: column, row: row)
                }
            }
        }
    }
}
