/// TextLayout's comparisons of lengths, in one place.
///
/// Widths are sums of advances scaled by a point size, so a line that fits exactly can come out a
/// few ulps wide; the slacks below keep such a line on one line without letting a real overflow
/// through. They are far below anything a screen can show (1e-9 pt).
enum Tolerance {
    /// How much wider than the available width a run may measure and still fit: floating-point
    /// noise in summed advances, not a visible overhang.
    static let fit = 1e-9

    /// Added to the number of rows a height holds before rounding down, so that a height of exactly
    /// *n* lines (computed as a product that may land an ulp short) still holds *n*.
    static let rowCount = 1e-6

    /// Added to a pen position before finding the next tab stop, so a pen exactly on a stop moves
    /// to the following one even when the division lands an ulp short.
    static let tabStop = 1e-9

    /// How far past a pixel grid line a value may lie and still count as on it, in pixels (see
    /// ``PixelGrid/tolerance``): summed advances land a few ulps off a line, which must not cost a
    /// whole extra pixel.
    static let pixel = 1e-7

    /// The smallest tab interval: a font with no measurable space would otherwise divide by zero.
    static let minimumTabInterval = 1e-6
}
