/// How many terminal cells a code point takes on its own, derived from East_Asian_Width and the
/// General_Category. The raw values are those of the generated table.
enum CellWidthClass: UInt8, Sendable {
    /// Narrow, Halfwidth and Neutral: one cell.
    case narrow = 0
    /// Wide and Fullwidth: two cells.
    case wide = 1
    /// East Asian Ambiguous: one cell, or two in an East Asian context.
    case ambiguous = 2
    /// Combining and enclosing marks, format characters and default ignorables: no cell.
    case zero = 3
    /// General_Category Cc, Zl or Zp: not printable on a line.
    case control = 4
}
