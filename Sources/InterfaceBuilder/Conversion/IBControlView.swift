import InterfaceBuilderReader
import Layout
import TextLayout

/// A view read from an Interface Builder file that stands for a UIKit class Layout has no class
/// of its own for (a button, a switch, a text field, a table view, an app's own view), with the
/// intrinsic size UIKit gives that class.
///
/// Frames, reports and renderings name it by ``className``; text controls (buttons, text fields)
/// also have baselines, so constraints to a button's baseline reach its title, as in UIKit.
public final class IBControlView: View {
    /// The UIKit (or custom) class the view stands for.
    public let elementClassName: String
    /// The size UIKit gives the control for its content; ``View/noIntrinsicMetric`` where none.
    public var intrinsicSize: Size
    /// The font of the text the control shows vertically centred, for its baselines; nil for
    /// controls without text, whose baselines are their bottom edges.
    public var textFont: Font?
    /// The text's height (a line of ``textFont`` rounded to pixels) when the control shows one.
    public var textHeight: Double = 0
    /// What measures ``textFont``: the built-in model, or font files.
    public var textMetrics: any FontMetrics = ProportionalMetrics()

    /// How far the control draws beyond its alignment rectangle (UISwitch 2 points at the
    /// trailing edge, UISlider 2 at each end and 1 below, UISegmentedControl 1 below).
    public var alignmentInsets: EdgeInsets = .zero

    override public var className: String { elementClassName }

    override public var alignmentRectInsets: EdgeInsets { alignmentInsets }

    public init(frame: Rect = .zero, className: String,
                intrinsicSize: Size = View.noIntrinsicSize) {
        elementClassName = className
        self.intrinsicSize = intrinsicSize
        super.init(frame: frame)
    }

    override public var intrinsicContentSize: Size { intrinsicSize }

    /// A text control centres one line of text vertically: the baselines are that line's.
    override public var baselineOffsets: (first: Double, last: Double)? {
        guard let font = textFont, textHeight > 0 else { return nil }
        let first = -textHeight / 2 + textMetrics.ascender(of: font)
        return (first, first)
    }
}
