/// The lines a text wraps into at a maximum width, before any truncation.
struct LineSpan: Hashable {
    /// The clusters of the line, trailing spaces included.
    var range: Range<Int>
    /// The end of the paragraph the line belongs to (the index of its newline, or the count).
    var paragraphEnd: Int
}

enum LineWrapper {
    /// Greedy wrapping, as TextKit does: each line takes as much as fits, breaking at the last
    /// opportunity (any cluster boundary when `byCharacter`), or between clusters when a word
    /// alone is wider than the line. Spaces hang past the end. A line always takes at least one
    /// cluster, so wrapping ends even when nothing fits.
    ///
    /// - Parameter maxWidth: nil for no limit: lines end only at newlines.
    /// - Complexity: O(*n*) amortised; clusters re-measured after a break are those of the
    ///   word that moved to the next line.
    static func wrap(_ text: MeasuredText, maxWidth: Double?, byCharacter: Bool) -> [LineSpan] {
        var spans: [LineSpan] = []
        let count = text.count
        var lineStart = 0
        var x = 0.0
        var lastBreak: Int?
        var lineSpans: [Range<Int>] = []  // the lines of the current paragraph
        let limit = (maxWidth ?? .infinity) + Tolerance.fit
        var index = 0
        while index < count {
            let kind = text.kinds[index]
            if kind == .newline {
                lineSpans.append(lineStart..<index)
                spans += lineSpans.map { LineSpan(range: $0, paragraphEnd: index) }
                lineSpans.removeAll(keepingCapacity: true)
                index += 1
                lineStart = index
                x = 0
                lastBreak = nil
                continue
            }
            if index > lineStart && (byCharacter || text.breakBefore[index] == .allowed) {
                lastBreak = index
            }
            let next: Double
            switch kind {
            case .tab: next = text.tabStop(after: x)
            default: next = x + text.advances[index]
            }
            if kind == .visible && next > limit && index > lineStart {
                let breakAt = lastBreak ?? index
                lineSpans.append(lineStart..<breakAt)
                lineStart = breakAt
                lastBreak = nil
                // The clusters moved to the new line have no opportunity before `index`, so
                // `index` is looked at again from the new line's start.
                x = advance(of: text, lineStart..<index)
                continue
            }
            x = next
            index += 1
        }
        // Text ending with a newline does not get an empty last line, as in UILabel.
        if lineStart < count || (count > 0 && text.kinds[count - 1] != .newline) {
            lineSpans.append(lineStart..<count)
        }
        spans += lineSpans.map { LineSpan(range: $0, paragraphEnd: count) }
        return spans
    }

    /// The pen position after laying out `range` from a line's start, spaces included.
    private static func advance(of text: MeasuredText, _ range: Range<Int>) -> Double {
        var x = 0.0
        for index in range {
            x = text.kinds[index] == .tab ? text.tabStop(after: x) : x + text.advances[index]
        }
        return x
    }
}
