/// A width and a height, in the metrics' unit (points or terminal cells).
public struct TextSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// 0 x 0, the size of an empty label.
    public static let zero = TextSize(width: 0, height: 0)
}
