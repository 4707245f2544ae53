import InterfaceBuilderReader
import Layout

// The reader keeps Interface Builder's geometry in its own types so that it needs no layout
// engine; these are the only places they become Layout's.

extension Size {
    /// A size as Interface Builder saved it.
    init(_ size: IBSize) {
        self.init(width: size.width, height: size.height)
    }
}

extension Rect {
    /// A frame as Interface Builder saved it, in the superview's coordinates.
    init(_ rect: IBRect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}

extension EdgeInsets {
    /// Insets as Interface Builder saved them; directional insets keep leading in `left` and
    /// trailing in `right`, as ``IBEdgeInsets`` does.
    init(_ insets: IBEdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}
