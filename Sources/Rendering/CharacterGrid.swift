/// A terminal canvas: rows of cells, each holding a character, half of a wide character, or the
/// edges of boxes that meet there (drawn as one box-drawing character with the right junction).
///
/// Painting is in order, later over earlier: writing a character over half of a wide one blanks the
/// other half, so a row never holds a broken character and every row is ``columns`` cells wide.
struct CharacterGrid {
    /// Which of a cell's four sides a line leaves through.
    struct Edges: OptionSet {
        let rawValue: UInt8
        static let up = Edges(rawValue: 1)
        static let down = Edges(rawValue: 2)
        static let left = Edges(rawValue: 4)
        static let right = Edges(rawValue: 8)
    }

    enum Cell {
        case blank
        /// A character one cell wide.
        case narrow(Character)
        /// The first cell of a two-cell character.
        case wide(Character)
        /// The second cell of a two-cell character.
        case wideTail
        case lines(Edges)
    }

    let columns: Int
    let rows: Int
    private var cells: [Cell]

    init(columns: Int, rows: Int) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        cells = Array(repeating: .blank, count: self.columns * self.rows)
    }

    func contains(column: Int, row: Int) -> Bool {
        column >= 0 && column < columns && row >= 0 && row < rows
    }

    /// Puts a cell, blanking the other half of any wide character it covers part of.
    private mutating func put(_ cell: Cell, column: Int, row: Int) {
        guard contains(column: column, row: row) else { return }
        let index = row * columns + column
        switch cells[index] {
        case .wide: if column + 1 < columns { cells[index + 1] = .blank }
        case .wideTail: if column > 0 { cells[index - 1] = .blank }
        default: break
        }
        cells[index] = cell
    }

    /// Adds line edges to a cell; a cell that held a character starts afresh.
    mutating func addEdges(_ edges: Edges, column: Int, row: Int) {
        guard contains(column: column, row: row) else { return }
        if case .lines(let existing) = cells[row * columns + column] {
            cells[row * columns + column] = .lines(existing.union(edges))
        } else {
            put(.lines(edges), column: column, row: row)
        }
    }

    /// Writes a character of `width` cells (1 or 2) at a cell. A wide character whose second cell
    /// would fall outside the grid is not written.
    mutating func write(_ character: Character, width: Int, column: Int, row: Int) {
        if width == 2 {
            guard contains(column: column, row: row), contains(column: column + 1, row: row) else { return }
            put(.wide(character), column: column, row: row)
            put(.wideTail, column: column + 1, row: row)
        } else {
            put(.narrow(character), column: column, row: row)
        }
    }

    mutating func clear(column: Int, row: Int) {
        put(.blank, column: column, row: row)
    }

    /// The rows as text, joined by newlines, with a final newline.
    func text(ascii: Bool) -> String {
        var out = ""
        for row in 0..<rows {
            for column in 0..<columns {
                switch cells[row * columns + column] {
                case .blank: out.append(" ")
                case .narrow(let character), .wide(let character): out.append(character)
                case .wideTail: break
                case .lines(let edges): out.append(Self.glyph(edges, ascii: ascii))
                }
            }
            out.append("\n")
        }
        return out
    }

    static func glyph(_ edges: Edges, ascii: Bool) -> Character {
        let vertical = edges.contains(.up) || edges.contains(.down)
        let horizontal = edges.contains(.left) || edges.contains(.right)
        if ascii {
            switch (horizontal, vertical) {
            case (true, true): return "+"
            case (true, false): return "-"
            case (false, true): return "|"
            case (false, false): return "+"
            }
        }
        switch (edges.contains(.up), edges.contains(.down), edges.contains(.left), edges.contains(.right)) {
        case (false, false, true, true), (false, false, true, false), (false, false, false, true): return "─"
        case (true, true, false, false), (true, false, false, false), (false, true, false, false): return "│"
        case (false, true, false, true): return "┌"
        case (false, true, true, false): return "┐"
        case (true, false, false, true): return "└"
        case (true, false, true, false): return "┘"
        case (true, true, false, true): return "├"
        case (true, true, true, false): return "┤"
        case (false, true, true, true): return "┬"
        case (true, false, true, true): return "┴"
        case (true, true, true, true): return "┼"
        case (false, false, false, false): return "·"
        }
    }
}
