import TextLayout

/// A label's intrinsic size with everything that decided it, kept on the label (in its
/// ``GeneratedConstraints``, beside the content-size constraints made from it) so that a round,
/// pass or fitting that asks again with the same inputs does not measure the text again.
///
/// A self-sizing table asks for each label's size many times with the same inputs: every round of
/// the window's pass, and each round of the row's fitting (which starts again from no width).
/// Measuring text is most of what collecting a cell's constraints costs.
///
/// Every measurement the engine makes is recorded here, and a kept size is used only when it is
/// the latest one, so that the label's own record of its text height (which its baselines read)
/// always belongs to the size returned.
struct LabelMeasurement {
    let label: TextLayout.Label
    let metrics: AnyHashable
    /// The label's ``LabelView/metricsGeneration`` when `metrics` were read: while it is the
    /// same, the label's metrics are these.
    let metricsGeneration: Int
    let preferredMaxLayoutWidth: Double
    let scale: Double
    /// How a label wrapped: at the solved width, or with none yet at the first pass's width from
    /// its frame, with its hanging spaces capped at the frame (see `LabelView.wrapping(_:)`);
    /// `nil`s when it does not wrap at its own width. The two passes can wrap at the same width
    /// and still measure differently.
    struct Wrapping: Equatable {
        let width: Double?
        let hangingLimit: Double?
    }

    /// The sizes measured for each way the label wrapped, the latest last.
    private(set) var sizes: [(wrapping: Wrapping, size: Size)]
    /// A wrapping label's text as measured, kept for the sizes the rest of the pass asks for at
    /// other widths (at no solved width first, then at the width solved, then often once more at
    /// the width the label took), and let go when the pass ends (``LayoutPass``): a table's new
    /// row measured its wrapping label's text three times, a tenth of its first layout. Not kept
    /// longer, so that a long list's labels do not each hold their text's measurement.
    var pendingText: MeasuredLabel?

    /// Widths remembered: a fitting and the window's pass each wrap a cell's label at no width,
    /// then at its width, then at that width once more if it moved.
    private static let keptWidths = 4

    /// Whether the width-independent inputs are the same as `view`'s now.
    func matches(_ view: LabelView, _ metrics: AnyHashable, _ scale: Double) -> Bool {
        self.scale == scale && preferredMaxLayoutWidth == view.preferredMaxLayoutWidth && label == view.label
            && (metricsGeneration == view.metricsGeneration || self.metrics == metrics)
    }

    /// The size for `wrapping` if it was measured and is the latest size: only then is it what
    /// the label itself holds (its text height) after its latest measurement.
    func size(for wrapping: Wrapping) -> Size? {
        guard let latest = sizes.last else { return nil }
        guard sizes.contains(where: { $0.wrapping == wrapping && $0.size == latest.size }) else { return nil }
        return latest.size
    }

    mutating func record(_ size: Size, for wrapping: Wrapping) {
        sizes.removeAll { $0.wrapping == wrapping }
        if sizes.count == Self.keptWidths { sizes.removeFirst() }
        sizes.append((wrapping, size))
    }
}

extension View {
    /// The intrinsic size a pass uses (``engineIntrinsicSize(_:)``), from the label's last
    /// measurement when its inputs have not changed. Every measurement the engine's collection
    /// makes goes through here.
    ///
    /// - Complexity: O(1) plus comparing the label's text when nothing changed; O(n) in the text's
    ///   length when it is measured.
    func measuredIntrinsicSize(_ context: LayoutContext) -> Size {
        guard let label = self as? LabelView else { return engineIntrinsicSize(context) }
        if label.hasNoIntrinsicSize { return View.noIntrinsicSize }
        // The inputs LabelView.engineIntrinsicSize reads. Metrics that cannot be compared are
        // measured every time.
        guard let metrics = label.metricsKey else {
            generated.labelMeasurement = nil
            return engineIntrinsicSize(context)
        }
        // Keyed by how the label actually wraps: with no solved width yet, at the first pass's
        // width from its current frame, which can change between measurements.
        let inputs = label.wrapping(context)
        let wrapping = LabelMeasurement.Wrapping(width: inputs.width, hangingLimit: inputs.hangingLimit)
        if generated.labelMeasurement?.matches(label, metrics, context.scale) != true {
            generated.labelMeasurement = LabelMeasurement(
                label: label.label, metrics: metrics, metricsGeneration: label.metricsGeneration,
                preferredMaxLayoutWidth: label.preferredMaxLayoutWidth,
                scale: context.scale, sizes: [], pendingText: nil)
        }
        if let size = generated.labelMeasurement?.size(for: wrapping) { return size }
        let text = generated.labelMeasurement?.pendingText ?? label.label.measured(metrics: label.metrics)
        let size = label.engineIntrinsicSize(context, text: text)
        generated.labelMeasurement?.record(size, for: wrapping)
        generated.labelMeasurement?.pendingText = label.wrapsAtOwnWidth ? text : nil
        return size
    }

    /// Lets go of the text a wrapping label kept for the pass (see ``LabelMeasurement/pendingText``).
    func forgetPendingText() {
        if generated.labelMeasurement?.pendingText != nil { generated.labelMeasurement?.pendingText = nil }
    }

    /// The intrinsic size the latest measurement gave, if it is kept.
    var lastMeasuredSize: Size? { generated.labelMeasurement?.sizes.last?.size }
}
