/// How ``ASCIIRenderer`` draws a tree on a terminal.
public struct ASCIIOptions: Hashable, Sendable {
    /// The scale used when ``pointsPerColumn`` is `nil` or not a positive finite number: 4.6875,
    /// which puts a 375-point-wide screen in 80 columns (81 with its right edge).
    public static let defaultPointsPerColumn = 375.0 / 80

    /// Points per terminal column; `nil` for ``defaultPointsPerColumn``. A row is twice as many
    /// points, since a terminal cell is about twice as tall as it is wide.
    public var pointsPerColumn: Double?
    /// Plain `+`, `-`, `|`, `\`, `/`, `X`, `.` instead of Unicode box drawing, diagonals and
    /// shading, for fonts without box drawing. Labels' text is written as it is: Japanese stays
    /// Japanese, and truncation still ends in "…".
    public var ascii: Bool
    /// Scroll views show all their content (the canvas grows to fit), not just their viewport.
    public var full: Bool
    /// Backgrounds darker than near-white are shaded with `░` (or `.`); lighter ones only cover
    /// what is beneath them. Shading shows grouped rows and bars at a glance.
    public var shading: Bool

    /// The defaults draw a 375-point screen 81 columns wide, in Unicode, the viewport only, shaded.
    public init(pointsPerColumn: Double? = nil, ascii: Bool = false, full: Bool = false, shading: Bool = true) {
        self.pointsPerColumn = pointsPerColumn
        self.ascii = ascii
        self.full = full
        self.shading = shading
    }

    /// The scale in effect: ``pointsPerColumn`` when it is usable, else the default.
    public var effectivePointsPerColumn: Double {
        guard let value = pointsPerColumn, value.isFinite, value > 0 else { return Self.defaultPointsPerColumn }
        return value
    }

    /// The largest canvas drawn, in cells: a bigger tree (or a tiny scale) is cut off at the right
    /// and bottom rather than filling memory (a 375-point screen is 81 columns; 4,000 rows hold
    /// about 37,000 points of scrolled content at the default scale).
    public static let maximumColumns = 1_000
    /// The most rows drawn; see ``maximumColumns``.
    public static let maximumRows = 4_000
}
