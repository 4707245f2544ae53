/// The line-height attributes of `NSParagraphStyle` that change a label's size: attributed text
/// in Interface Builder files often sets them (`lineHeightMultiple="1.1"`, `lineSpacing="3"`).
///
/// TextKit sizes each line as the font's line height times ``lineHeightMultiple`` (when not 0),
/// clamped to ``minimumLineHeight`` and ``maximumLineHeight`` (when not 0), and puts
/// ``lineSpacing`` between lines (not after the last), which is what Xcode's saved frames show:
/// two lines of the 17-point system font with a multiple of 1.1 are 44.667 points high at 3x,
/// one line with a minimum of 22 is 22.
public struct ParagraphStyle: Hashable, Sendable {
    /// Multiplies the font's natural line height; 0 means 1.
    public var lineHeightMultiple: Double
    /// The least height of a line; 0 means no minimum.
    public var minimumLineHeight: Double
    /// The greatest height of a line; 0 means no maximum.
    public var maximumLineHeight: Double
    /// Extra space between one line's bottom and the next line's top.
    public var lineSpacing: Double

    /// The default style: lines as high as the font's line height, nothing between them.
    public static let `default` = ParagraphStyle()

    /// Creates a style; every value defaults to NSParagraphStyle's default of 0.
    public init(lineHeightMultiple: Double = 0, minimumLineHeight: Double = 0, maximumLineHeight: Double = 0,
                lineSpacing: Double = 0) {
        self.lineHeightMultiple = lineHeightMultiple
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
        self.lineSpacing = lineSpacing
    }

    /// The height of one line whose font's natural line height is `natural`.
    public func lineHeight(natural: Double) -> Double {
        var height = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
        if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
        if minimumLineHeight > 0 { height = max(height, minimumLineHeight) }
        return height
    }

    /// The height of `count` lines whose font's natural line height is `natural`, with
    /// `extraSpacing` (a text style's leading) added to ``lineSpacing`` between lines.
    public func height(ofLines count: Int, natural: Double, extraSpacing: Double = 0) -> Double {
        guard count > 0 else { return 0 }
        return Double(count) * lineHeight(natural: natural) + Double(count - 1) * (max(lineSpacing, 0) + extraSpacing)
    }
}
