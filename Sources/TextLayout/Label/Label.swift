/// A label's text and the attributes that decide its size and lines, as `UILabel` has them.
///
/// The two entry points:
/// - ``size(fittingWidth:metrics:scale:)``: the size the label needs, `UILabel`'s
///   `intrinsicContentSize` (with `preferredMaxLayoutWidth`), for the layout engine.
/// - ``layout(in:metrics:scale:)``: each line's text and position in the label's frame,
///   for the renderers.
///
/// ```swift
/// let title = Label("鶏むね肉のやわらか照り焼き", font: .boldSystem(size: 14), numberOfLines: 0)
/// title.size(fittingWidth: 247)                          // TextSize(width: ..., height: 17)
/// title.layout(in: TextSize(width: 100, height: 34)).lines.map(\.text)
/// ```
public struct Label: Hashable, Sendable {
    /// The text. Newlines end lines; tabs move to the next tab stop; other control characters
    /// are shown as visible symbols (see ``DisplayWidth/visibleForm(of:)``).
    public var text: String
    public var font: Font
    /// The most lines to show; 0 means no limit. UILabel's default is 1.
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    public var textAlignment: TextAlignment
    /// Line heights and spacing from attributed text's paragraph style; ``ParagraphStyle/default``
    /// for plain text.
    public var paragraphStyle: ParagraphStyle = .default

    /// Creates a label with UILabel's defaults: one line, truncating the tail, natural alignment.
    public init(
        _ text: String, font: Font = .system(size: 17), numberOfLines: Int = 1,
        lineBreakMode: LineBreakMode = .byTruncatingTail, textAlignment: TextAlignment = .natural
    ) {
        self.text = text
        self.font = font
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.textAlignment = textAlignment
    }

    /// The size the label needs, as `UILabel.intrinsicContentSize`: the widest line by the
    /// number of lines times the line height, each rounded up to the pixel grid. A wrapped
    /// line's width counts the spaces hanging at its soft wrap, up to `maxWidth`.
    ///
    /// An empty label is 0 x 0. At 2x, one line of the system font is 20.5 high at 17 points,
    /// 17 at 14 points and 14.5 at 12 points.
    ///
    /// - Parameters:
    ///   - maxWidth: `preferredMaxLayoutWidth`: the width multi-line text wraps at. 0 (the
    ///     default) means no limit, as in UIKit; a one-line label ignores it, as in UIKit.
    ///   - metrics: how characters measure; ``FontMetrics/proportional`` by default.
    ///   - scale: the screen scale whose pixel grid sizes are rounded up to; 0 does not round.
    ///   - hangingLimit: how wide spaces hanging at a soft wrap may make a line, when less than
    ///     `maxWidth`: a caller that wraps a little wider than the width it stands for, to allow
    ///     for measurement differences, passes that width here (nil: `maxWidth`).
    /// - Complexity: O(*n*) in the length of the text.
    public func size(
        fittingWidth maxWidth: Double = 0, metrics: some FontMetrics = ProportionalMetrics(), scale: Double = 2,
        hangingLimit: Double? = nil
    ) -> TextSize {
        guard !text.isEmpty else { return .zero }
        return size(fittingWidth: maxWidth, measured: measured(metrics: metrics), scale: scale, hangingLimit: hangingLimit)
    }

    /// The label's text measured once in `metrics`, to be sized at more than one width with
    /// ``size(fittingWidth:measured:scale:)``: the advances and the break opportunities do not
    /// depend on the width, and measuring them is most of the cost of a size. (A label that wraps
    /// at its own width is sized at no width first, then at the width it is given.)
    public func measured(metrics: some FontMetrics = ProportionalMetrics()) -> MeasuredLabel {
        MeasuredLabel(text: MeasuredText(text, font: font, metrics: metrics),
                      naturalLineHeight: metrics.lineHeight(of: font), styleSpacing: styleSpacing(metrics))
    }

    /// ``size(fittingWidth:metrics:scale:hangingLimit:)`` from the text measured already by
    /// ``measured(metrics:)``, of this label, in the metrics meant.
    public func size(fittingWidth maxWidth: Double, measured text: MeasuredLabel, scale: Double = 2,
                     hangingLimit: Double? = nil) -> TextSize {
        guard !self.text.isEmpty else { return .zero }
        let measured = text.text
        let wrapWidth = maxWidth > 0 && numberOfLines != 1 ? maxWidth : nil
        let lines = composeLines(measured, maxWidth: wrapWidth, maxLines: numberOfLines > 0 ? numberOfLines : nil)
        var width = 0.0
        for line in lines {
            let visible = line.width(in: measured)
            // Hanging spaces widen a line up to the wrap width, not past it.
            let limit = min(wrapWidth ?? .infinity, hangingLimit ?? .infinity)
            width = max(width, visible, min(visible + hangingSpaces(after: line, in: measured), limit))
        }
        let height = paragraphStyle.height(ofLines: lines.count, natural: text.naturalLineHeight,
                                           extraSpacing: text.styleSpacing)
        return TextSize(width: PixelGrid.ceil(width, scale: scale), height: PixelGrid.ceil(height, scale: scale))
    }

    /// The lines the label shows in a frame of `size`, as UILabel draws them: wrapped at the
    /// frame's width, as many as ``numberOfLines`` allows and the frame's height holds (at
    /// least one), the last truncated per ``lineBreakMode`` when text is left over, centred
    /// vertically, aligned per ``textAlignment``. No line is wider than the frame.
    ///
    /// - Parameters:
    ///   - size: the label's frame size.
    ///   - metrics: how characters measure; ``FontMetrics/proportional`` by default.
    ///   - scale: the pixel grid the first line's top and each line's x are rounded to; use 1
    ///     with ``TerminalCellMetrics`` to get whole cells.
    /// - Complexity: O(*n*) in the length of the text.
    public func layout(
        in size: TextSize, metrics: some FontMetrics = ProportionalMetrics(), scale: Double = 2
    ) -> LabelLayout {
        guard !text.isEmpty else { return LabelLayout(lines: []) }
        let measured = MeasuredText(text, font: font, metrics: metrics)
        let lineHeight = paragraphStyle.lineHeight(natural: metrics.lineHeight(of: font))
        let spacing = max(paragraphStyle.lineSpacing, 0) + styleSpacing(metrics)
        let pitch = lineHeight + spacing
        let rows = ((size.height + spacing + Tolerance.rowCount) / pitch).rounded(.down)
        let fitting = rows.isFinite && rows < Double(Int32.max) ? max(1, Int(rows)) : Int(Int32.max)
        let maxLines = numberOfLines > 0 ? min(numberOfLines, fitting) : fitting
        let composed = composeLines(measured, maxWidth: max(size.width, 0), maxLines: maxLines)
        let textHeight = PixelGrid.ceil(
            paragraphStyle.height(ofLines: composed.count, natural: metrics.lineHeight(of: font),
                                  extraSpacing: styleSpacing(metrics)),
            scale: scale)
        let firstTop = PixelGrid.round((size.height - textHeight) / 2, scale: scale)
        // Extra line height goes above the text, as in TextKit: the baseline keeps its distance
        // from the bottom of its line.
        let ascender = metrics.ascender(of: font) + lineHeight - metrics.lineHeight(of: font)
        var lines: [LaidOutLine] = []
        lines.reserveCapacity(composed.count)
        for (number, line) in composed.enumerated() {
            let rendered = line.render(in: measured)
            let x: Double
            switch textAlignment {
            case .natural, .left: x = 0
            case .center: x = max(0, PixelGrid.round((size.width - rendered.width) / 2, scale: scale))
            case .right: x = max(0, PixelGrid.round(size.width - rendered.width, scale: scale))
            }
            let top = firstTop + Double(number) * pitch
            lines.append(LaidOutLine(
                text: rendered.text, x: x, top: top, baseline: top + ascender, width: rendered.width,
                isTruncated: line.isTruncated,
                segments: rendered.segments.map { LineSegment(text: $0.text, x: x + $0.x) }))
        }
        return LabelLayout(lines: lines)
    }

    /// The height of one line in `metrics`: the font's line height as ``paragraphStyle`` sets it.
    public func lineHeight(metrics: some FontMetrics = ProportionalMetrics()) -> Double {
        paragraphStyle.lineHeight(natural: metrics.lineHeight(of: font))
    }

    /// The space a Dynamic Type font's leading puts between wrapped lines: the style's leading
    /// less the font's own line, when the style's is taller.
    func styleSpacing(_ metrics: some FontMetrics) -> Double {
        guard let style = font.textStyle else { return 0 }
        return max(0, style.leading(at: font.contentSizeCategory) - metrics.lineHeight(of: font))
    }

    /// The advance of the spaces a soft wrap left hanging past the end of `line`. They are not
    /// drawn, but UILabel's size counts them: the frames Xcode saved for wrapped labels whose
    /// text decides their width are the widest line plus its hanging space (a 15 pt line of
    /// 305.1 pt ending at a space saved 308 wide), while one-line labels fit without it.
    /// Counting them took corpus C from 7270 to 7307 views of 8127 (element-ios, Pocket Casts,
    /// WooCommerce) and A from 1426 to 1427; 0.5 or 0.8 of the space did worse (7291, 7292).
    private func hangingSpaces(after line: ComposedLine, in measured: MeasuredText) -> Double {
        guard !line.isTruncated, line.pieces.count == 1, let range = line.pieces[0].range else { return 0 }
        var advance = 0.0
        var index = range.upperBound
        while index < measured.count && measured.kinds[index] == .space {
            advance += measured.advances[index]
            index += 1
        }
        return advance
    }

    /// The clusters of a wrapped line that take room: spaces at a soft wrap hang past the
    /// line's end, but those before a newline or the end of the text stay in the line.
    private func occupied(_ span: LineSpan, in measured: MeasuredText) -> Range<Int> {
        span.range.upperBound < span.paragraphEnd ? measured.trimmingTrailingWhitespace(span.range) : span.range
    }

    /// Wraps, limits the number of lines and truncates the last.
    func composeLines(_ measured: MeasuredText, maxWidth: Double?, maxLines: Int?) -> [ComposedLine] {
        let spans = LineWrapper.wrap(measured, maxWidth: maxWidth, byCharacter: lineBreakMode == .byCharWrapping)
        var lines: [ComposedLine]
        if let maxLines, spans.count > maxLines {
            lines = spans[0..<maxLines - 1].map { ComposedLine(occupied($0, in: measured)) }
            let last = spans[maxLines - 1]
            let keepsWrapping = lineBreakMode == .byWordWrapping || lineBreakMode == .byCharWrapping
            // Ellipsis and clip modes put the rest of the paragraph on the last line.
            let content = keepsWrapping ? last.range : last.range.lowerBound..<last.paragraphEnd
            lines.append(Truncation.lastLine(content, in: measured, mode: lineBreakMode, maxWidth: maxWidth,
                                             hiddenAfter: keepsWrapping || last.paragraphEnd < measured.count))
        } else {
            lines = spans.map { ComposedLine(occupied($0, in: measured)) }
        }
        guard let maxWidth else { return lines }
        // A single cluster wider than the whole line is the one case wrapping cannot fit.
        for index in lines.indices {
            if case .clusters(let range)? = lines[index].pieces.first, lines[index].pieces.count == 1,
               measured.width(of: range) > maxWidth + Tolerance.fit {
                var fitted = Truncation.fitting(range, in: measured, mode: lineBreakMode, maxWidth: maxWidth)
                fitted.isTruncated = true
                lines[index] = fitted
            }
        }
        return lines
    }
}

/// A label's text measured in one font's metrics (``Label/measured(metrics:)``): what sizing it at
/// any width needs.
public struct MeasuredLabel: Sendable {
    let text: MeasuredText
    let naturalLineHeight: Double
    let styleSpacing: Double
}
