/// A colour in sRGB with alpha, components in 0...1, as `UIColor(red:green:blue:alpha:)`.
///
/// Layout does not draw; it carries colours so that renderers and readers of Interface Builder
/// files agree on one type.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Makes a colour; components are clamped to 0...1 (non-finite ones become 0).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// A grey, as `UIColor(white:alpha:)`.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from `0xRRGGBB`.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
                  blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }

    public static let clear = Color(white: 0, alpha: 0)
    public static let white = Color(white: 1)
    public static let black = Color(white: 0)
    /// `UIColor.systemBackground` in light mode.
    public static let systemBackground = Color.white
    /// `UIColor.label` in light mode.
    public static let label = Color.black
    /// `UIColor.secondaryLabel` in light mode (#3C3C43 at 60%).
    public static let secondaryLabel = Color(rgb: 0x3C3C43, alpha: 0.6)
    /// `UIColor.systemGray6` in light mode.
    public static let systemGray6 = Color(rgb: 0xF2F2F7)
    /// `UIColor.separator` in light mode (#3C3C43 at 29%).
    public static let separator = Color(rgb: 0x3C3C43, alpha: 0.29)

    /// `#RRGGBB`, lower case, ignoring alpha (SVG's form).
    public var hexRGB: String {
        func byte(_ value: Double) -> String {
            let text = String(Int((value * 255).rounded()), radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    public var description: String {
        alpha == 1 ? hexRGB : "\(hexRGB) alpha \(formatLength(alpha))"
    }
}
