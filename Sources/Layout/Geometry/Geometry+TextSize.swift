import TextLayout

// TextLayout measures in its own `TextSize`, which knows nothing of views; these are the only
// places a text size becomes a view size or back.

extension Size {
    /// The view size of a measured text: the same width and height.
    public init(_ size: TextSize) {
        self.init(width: size.width, height: size.height)
    }
}

extension TextSize {
    /// The text size of a view's bounds: the same width and height.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }
}
