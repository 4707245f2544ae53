import TextLayout

/// A view showing text, as `UILabel`, sized by ``TextLayout``.
///
/// Its intrinsic size is `TextLayout.Label.size(fittingWidth:metrics:scale:)`. A label that wraps
/// (`numberOfLines` other than 1) with ``preferredMaxLayoutWidth`` 0 wraps at its own width, which
/// takes two passes as in UIKit: the first wraps at the width the label already has (its frame, as
/// loaded from a document) or, when it has none, lays it out as one long line; the second wraps at
/// the width the constraints gave it.
public final class LabelView: View {
    override public var className: String { "UILabel" }

    /// The text and its attributes.
    public var label: TextLayout.Label {
        get { storedLabel }
        set { storedLabel = newValue }
    }
    /// How characters measure (``TextLayout/ProportionalMetrics`` by default, close to iOS).
    public var metrics: any FontMetrics {
        get { storedMetrics }
        set {
            storedMetrics = newValue
            storedMetricsKey = newValue as? AnyHashable
            storedMetricsGeneration &+= 1
        }
    }
    /// The width multi-line text wraps at for the intrinsic size; 0 (the default) means the label's
    /// own width from the last pass, as UIKit's automatic behaviour.
    public var preferredMaxLayoutWidth: Double {
        get { storedPreferredMaxLayoutWidth }
        set { storedPreferredMaxLayoutWidth = newValue }
    }
    // The storage behind the public properties above: a public stored property of a class is
    // checked for exclusive access at run time on every access; a private one whose accesses
    // never overlap is not. Every pass reads these when it measures a label.
    private var storedLabel: TextLayout.Label
    private var storedMetrics: any FontMetrics = ProportionalMetrics()
    private var storedMetricsKey: AnyHashable? = LabelView.key(of: ProportionalMetrics())
    private var storedMetricsGeneration = 0

    /// ``metrics`` as a key for the label's kept measurement (see `LabelMeasurement`), `nil` when
    /// they cannot be compared (not `Hashable`). Cast when the metrics are set, not on every
    /// measurement: the cast to `AnyHashable` cost about 2,000 instructions each time.
    var metricsKey: AnyHashable? { storedMetricsKey }
    /// Counts the assignments to ``metrics``: a measurement kept from the same assignment was made
    /// with these metrics, without comparing them (`AnyHashable`'s `==` cost about 3,000
    /// instructions each time).
    var metricsGeneration: Int { storedMetricsGeneration }

    private static func key(of metrics: any FontMetrics) -> AnyHashable? { metrics as? AnyHashable }
    private var storedPreferredMaxLayoutWidth: Double = 0

    /// Makes a label; `translatesAutoresizingMaskIntoConstraints` is true as for any view made in code.
    public init(_ text: String = "", font: Font = .system(size: 17), numberOfLines: Int = 1) {
        storedLabel = TextLayout.Label(text, font: font, numberOfLines: numberOfLines)
        super.init()
    }

    public var text: String {
        get { label.text }
        set { label.text = newValue }
    }

    public var font: Font {
        get { label.font }
        set { label.font = newValue }
    }

    /// The most lines to show; 0 means no limit (UILabel's default is 1).
    public var numberOfLines: Int {
        get { label.numberOfLines }
        set { label.numberOfLines = newValue }
    }

    public var lineBreakMode: LineBreakMode {
        get { label.lineBreakMode }
        set { label.lineBreakMode = newValue }
    }

    public var textAlignment: TextAlignment {
        get { label.textAlignment }
        set { label.textAlignment = newValue }
    }

    /// Whether a label without text has no intrinsic size (``View/noIntrinsicMetric`` both ways)
    /// rather than UILabel's zero. Interface Builder's canvas keeps an empty label at the frame it
    /// was given instead of collapsing it: Xcode saved Pocket Casts' empty 50 x 50 label,
    /// WooCommerce's 115-point spacers and Element's 40 x 44 time label at those sizes, with
    /// nothing else sizing them.
    public var hasNoIntrinsicSizeWhenEmpty = false

    /// Whether the label has no intrinsic size now: it is empty and ``hasNoIntrinsicSizeWhenEmpty``.
    var hasNoIntrinsicSize: Bool { hasNoIntrinsicSizeWhenEmpty && text.isEmpty }

    /// The size at ``preferredMaxLayoutWidth`` on a 2x screen.
    override public var intrinsicContentSize: Size {
        if hasNoIntrinsicSize { return View.noIntrinsicSize }
        let size = label.size(fittingWidth: preferredMaxLayoutWidth, metrics: metrics, scale: 2)
        return Size(size)
    }

    /// Whether the label wraps at the width the last pass gave it.
    var wrapsAtOwnWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    /// How much wider than its loaded frame a label may measure its text and still keep the lines
    /// that frame held: a document's frames were measured with Apple's fonts, and TextLayout's
    /// widths differ from those by up to about 2% (see Scripts/text/system-font-report.md).
    static let loadedWidthAllowance = (factor: 1.02, points: 0.5)

    /// The width the first pass wraps at: UILabel's automatic preferred width is its current
    /// bounds, so a label loaded with a frame (from a nib, or placed in code) wraps there until
    /// the constraints give it a width; a label with no width yet is one long line.
    var firstPassWrapWidth: Double {
        guard frame.width > 0 else { return 0 }
        return frame.width * Self.loadedWidthAllowance.factor + Self.loadedWidthAllowance.points
    }

    /// The width the label wraps at in this pass (nil when it does not wrap at its own width) and
    /// how wide spaces hanging at a wrap may make it. The first pass wraps a little wider than
    /// the loaded frame, for measurement differences, but UILabel wraps at the frame: hanging
    /// spaces widen a line up to the frame, no more.
    func wrapping(_ context: LayoutContext) -> (width: Double?, hangingLimit: Double?) {
        guard wrapsAtOwnWidth else { return (nil, nil) }
        if let solved = context.solvedWidths[ObjectIdentifier(self)] { return (solved, nil) }
        return (firstPassWrapWidth, frame.width > 0 ? frame.width : nil)
    }

    override func engineIntrinsicSize(_ context: LayoutContext) -> Size {
        if hasNoIntrinsicSize { return View.noIntrinsicSize }
        return engineIntrinsicSize(context, text: label.measured(metrics: metrics))
    }

    /// ``engineIntrinsicSize(_:)`` from the label's text measured already in its metrics.
    func engineIntrinsicSize(_ context: LayoutContext, text: MeasuredLabel) -> Size {
        let wrapping = wrapping(context)
        let size = label.size(fittingWidth: wrapping.width ?? preferredMaxLayoutWidth, measured: text,
                              scale: context.scale, hangingLimit: wrapping.hangingLimit)
        textHeight = size.height
        return Size(size)
    }

    /// The height of the text block in the current pass (its intrinsic height).
    private var textHeight: Double?

    /// UILabel centres its text vertically: the last baseline is a descender above the bottom of the
    /// text block, and so follows the text when the label is taller than its text. (When the label
    /// has its intrinsic height the first is an ascender below its top and the last a descender
    /// above its bottom; the first is ``firstBaselineFromTop`` in every case.)
    override public var baselineOffsets: (first: Double, last: Double)? {
        // Empty, a label still has its font's line: its baselines are where one line's would be
        // (Pocket Casts' empty 17-point label aligned by baseline with a filled one of its height).
        let block = text.isEmpty ? metrics.lineHeight(of: font) : textHeight ?? intrinsicContentSize.height
        // A paragraph style's extra line height sits above the first line's text.
        let extra = label.lineHeight(metrics: metrics) - metrics.lineHeight(of: font)
        return (-block / 2 + metrics.ascender(of: font) + extra, block / 2 - metrics.descender(of: font))
    }

    /// Auto Layout's first baseline of a label is an ascender below its top even when the label is
    /// stretched taller than its text and draws the text lower, centred: Xcode saved a button
    /// aligned by first baseline with a 22-point label stretched 6 points taller than its line at
    /// that label's top line (Pocket Casts), and no other frame in corpora A and C says otherwise.
    override var firstBaselineFromTop: Double? {
        // A paragraph style's extra line height sits above the first line's text.
        metrics.ascender(of: font) + label.lineHeight(metrics: metrics) - metrics.lineHeight(of: font)
    }

    /// UIKit names a label with the start of its text: `UILabel:0x...'Hello'`.
    override public var layoutDescription: String {
        let shown = text.count > 25 ? String(text.prefix(25)) + "..." : text
        return "\(className):\(address)'\(shown)'"
    }
}
