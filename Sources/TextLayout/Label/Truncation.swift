/// Fitting the last visible line into the label's width the way UILabel does.
enum Truncation {
    /// The last line for `content` (the rest of its paragraph) in `mode`.
    ///
    /// - Parameters:
    ///   - hiddenAfter: text after `content` is not shown (dropped lines), so an ellipsis mode
    ///     shows "…" even when `content` fits.
    static func lastLine(
        _ content: Range<Int>, in text: MeasuredText, mode: LineBreakMode, maxWidth: Double?, hiddenAfter: Bool
    ) -> ComposedLine {
        let limit = (maxWidth ?? .infinity) + Tolerance.fit
        let content = text.trimmingTrailingWhitespace(content)
        let fits = text.width(of: content) <= limit
        switch mode {
        case .byWordWrapping, .byCharWrapping:
            // The wrapped line as it is; only lines after it were dropped.
            return ComposedLine(content, isTruncated: hiddenAfter)
        case .byClipping:
            if fits { return ComposedLine(content, isTruncated: hiddenAfter) }
            return ComposedLine(longestPrefix(of: content, in: text, within: limit), isTruncated: true)
        case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
            if fits && !hiddenAfter { return ComposedLine(content) }
            if fits && text.width(of: content) + text.ellipsisAdvance <= limit {
                return ComposedLine(pieces: [.clusters(content), .ellipsis], isTruncated: true)
            }
            return ellipsized(content, in: text, mode: mode, limit: limit)
        }
    }

    /// A line of one paragraph that is wider than the label (one cluster wider than the whole
    /// line), cut to fit in `mode`.
    static func fitting(_ range: Range<Int>, in text: MeasuredText, mode: LineBreakMode, maxWidth: Double) -> ComposedLine {
        let limit = maxWidth + Tolerance.fit
        let range = text.trimmingTrailingWhitespace(range)
        if text.width(of: range) <= limit { return ComposedLine(range) }
        switch mode {
        case .byWordWrapping, .byCharWrapping, .byClipping:
            return ComposedLine(longestPrefix(of: range, in: text, within: limit), isTruncated: true)
        case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
            return ellipsized(range, in: text, mode: mode, limit: limit)
        }
    }

    private static func ellipsized(_ content: Range<Int>, in text: MeasuredText, mode: LineBreakMode, limit: Double) -> ComposedLine {
        var line = ellipsizedEstimate(content, in: text, mode: mode, limit: limit)
        // Tabs after the ellipsis land on other stops than when measured alone, so the estimate
        // can be a little wide: give up clusters next to the ellipsis until the line fits.
        while line.width(in: text) > limit, let shrunk = line.shrinkingNextToEllipsis() {
            line = shrunk
        }
        return line
    }

    private static func ellipsizedEstimate(_ content: Range<Int>, in text: MeasuredText, mode: LineBreakMode, limit: Double) -> ComposedLine {
        let room = limit - text.ellipsisAdvance
        guard room >= 0 else { return ComposedLine(pieces: [], isTruncated: true) }
        switch mode {
        case .byTruncatingHead:
            let suffix = longestSuffix(of: content, in: text, within: room)
            return ComposedLine(pieces: [.ellipsis, .clusters(suffix)], isTruncated: true)
        case .byTruncatingMiddle:
            // Grow the head and the tail by turns, the narrower first, so both stay visible.
            var head = content.lowerBound
            var tail = content.upperBound
            var headWidth = 0.0
            var tailWidth = 0.0
            var headFull = false
            var tailFull = false
            while head < tail && !(headFull && tailFull) {
                if !headFull && (headWidth <= tailWidth || tailFull) {
                    let width = text.width(of: content.lowerBound..<head + 1)
                    if width + tailWidth <= room { head += 1; headWidth = width } else { headFull = true }
                } else {
                    let width = text.width(of: tail - 1..<content.upperBound)
                    if headWidth + width <= room { tail -= 1; tailWidth = width } else { tailFull = true }
                }
            }
            let headRange = text.trimmingTrailingWhitespace(content.lowerBound..<head)
            return ComposedLine(pieces: [.clusters(headRange), .ellipsis, .clusters(tail..<content.upperBound)],
                                isTruncated: true)
        default:
            let prefix = text.trimmingTrailingWhitespace(longestPrefix(of: content, in: text, within: room))
            return ComposedLine(pieces: [.clusters(prefix), .ellipsis], isTruncated: true)
        }
    }

    /// The longest start of `range` whose width fits in `limit`.
    static func longestPrefix(of range: Range<Int>, in text: MeasuredText, within limit: Double) -> Range<Int> {
        var x = 0.0
        var end = range.lowerBound
        for index in range {
            switch text.kinds[index] {
            case .tab: x = text.tabStop(after: x)
            case .newline: continue
            case .visible, .space:
                x += text.advances[index]
                if text.kinds[index] == .visible && x > limit { return range.lowerBound..<end }
            }
            end = index + 1
        }
        return range.lowerBound..<end
    }

    /// The longest end of `range` whose width fits in `limit`, leading spaces dropped.
    static func longestSuffix(of range: Range<Int>, in text: MeasuredText, within limit: Double) -> Range<Int> {
        var width = 0.0
        var start = range.upperBound
        for index in range.reversed() {
            width += text.kinds[index] == .tab ? text.tabInterval : text.advances[index]
            if width > limit { break }
            start = index
        }
        while start < range.upperBound && text.kinds[start] != .visible { start += 1 }
        return start..<range.upperBound
    }
}
