/// The pixel grid of a screen scale: the one place Trellis rounds lengths to whole pixels.
///
/// A screen of scale `s` has `s` pixels per point, so pixel edges lie at multiples of `1 / s`.
/// UIKit rounds a label's size *up* to that grid (text never loses its last pixel) and rounds
/// frames to the *nearest* grid line when it puts them on screen; ``ceil(_:scale:)`` and
/// ``round(_:scale:)`` do the same. Both leave a value alone when `scale` is not positive, which
/// stands for "no grid" (laying out in exact points).
///
/// ```swift
/// PixelGrid.round(10.3, scale: 2)  // 10.5
/// PixelGrid.ceil(20.1, scale: 2)   // 20.5
/// PixelGrid.ceil(20.5, scale: 2)   // 20.5, not 21: floating-point noise is not a pixel
/// ```
public enum PixelGrid {
    /// How far past a grid line a value may lie and still count as on it, in pixels: sums of
    /// glyph advances land a few units in the last place off (20.500000000000004), which must not
    /// cost a whole extra pixel. Far below any real fraction of a pixel.
    public static let tolerance = Tolerance.pixel

    /// `value` rounded up to a multiple of `1 / scale` (within ``tolerance``); `value` itself if
    /// `scale` is not positive.
    public static func ceil(_ value: Double, scale: Double) -> Double {
        guard scale > 0 else { return value }
        return (value * scale - tolerance).rounded(.up) / scale
    }

    /// `value` rounded to the nearest multiple of `1 / scale` (halves away from zero); `value`
    /// itself if `scale` is not positive.
    public static func round(_ value: Double, scale: Double) -> Double {
        guard scale > 0 else { return value }
        return (value * scale).rounded() / scale
    }
}
