/// The pixel grid of a screen scale: UIKit rounds a label's size up to whole pixels.
enum PixelGrid {
    /// Tolerance for floating-point noise, so 20.5 stays 20.5 and is not rounded up to 21.
    static let tolerance = 1e-7

    /// `value` rounded up to a multiple of `1 / scale`.
    static func ceil(_ value: Double, scale: Double) -> Double {
        guard scale > 0 else { return value }
        return (value * scale - tolerance).rounded(.up) / scale
    }

    /// `value` rounded to the nearest multiple of `1 / scale`.
    static func round(_ value: Double, scale: Double) -> Double {
        guard scale > 0 else { return value }
        return (value * scale).rounded() / scale
    }
}
