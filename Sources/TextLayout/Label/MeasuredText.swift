/// A text split into grapheme clusters, each with its advance, its kind and the line-break
/// action before it: everything wrapping and truncation need, computed in one pass.
struct MeasuredText {
    enum Kind: UInt8 {
        /// Drawn, and counts towards a line's width.
        case visible
        /// A space: hangs past the end of a line instead of wrapping it.
        case space
        /// Moves to the next tab stop; hangs at the end of a line like a space.
        case tab
        /// Ends a paragraph (LF, CR, CRLF, NEL, LS, PS, VT, FF).
        case newline
    }

    /// The clusters as drawn, one after another: control characters are replaced by the symbols
    /// that show them (most texts have none, and this is the text itself). Cluster `i` is
    /// `drawn`'s UTF-8 bytes from `ends[i - 1]` (0 for the first) to `ends[i]` (see
    /// ``clusters(_:)``). A string and an array of numbers rather than an array of `Character`s:
    /// those had to be destroyed one by one when the text was let go, at the end of a layout
    /// pass, and a long screen's texts were long out of the cache by then.
    let drawn: String
    private let ends: [Int32]
    /// The advance of each cluster; 0 for tabs and newlines, whose effect depends on position.
    let advances: [Double]
    let kinds: [Kind]
    /// The action before each cluster, plus one for the end of the text.
    let breakBefore: [BreakAction]
    let tabInterval: Double
    /// Measures "…" in the text's font, when a line is truncated: measured with every text, it
    /// cost more than measuring a short label's ASCII characters (a non-ASCII character goes
    /// through the Unicode tables).
    private let measureEllipsis: @Sendable () -> Double
    /// The advance of "…".
    var ellipsisAdvance: Double { measureEllipsis() }

    static let ellipsis: Character = "\u{2026}"

    var count: Int { ends.count }

    /// The clusters in `range` as drawn.
    ///
    /// - Complexity: O(1) in the text's length (`drawn` is native UTF-8).
    func clusters(_ range: Range<Int>) -> Substring {
        let startOffset = range.lowerBound == 0 ? 0 : Int(ends[range.lowerBound - 1])
        let endOffset = range.isEmpty ? startOffset : Int(ends[range.upperBound - 1])
        let utf8 = drawn.utf8
        return drawn[utf8.index(utf8.startIndex, offsetBy: startOffset)..<utf8.index(utf8.startIndex, offsetBy: endOffset)]
    }

    /// The symbol that shows `character` (whose first scalar is `first`), a control character
    /// other than a tab or a newline, or `nil` when it is drawn as it is.
    private static func replacement(of character: Character, first: Unicode.Scalar) -> Character? {
        guard first.value < 0xA0 && (first.value < 0x20 || first.value >= 0x7F) else { return nil }
        switch first.value {
        case 0x09, 0x0A...0x0D, 0x85: return nil  // tabs and newlines: not visible clusters
        default: return Character(DisplayWidth.visibleForm(of: character))
        }
    }

    /// - Complexity: O(*n*).
    init(_ text: String, font: Font, metrics: some FontMetrics) {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            self.init(printableASCII: text, font: font, metrics: metrics)
        } else {
            self.init(clusters: text, font: font, metrics: metrics)
        }
    }

    /// A text of printable ASCII only (U+0020...U+007E), the common case: each byte is a
    /// cluster of one scalar, a space or visible, drawn as it is. The same result as
    /// ``init(clusters:font:metrics:)`` without breaking the text into `Character`s, which with
    /// measuring each one through it was most of a label's first layout (callgrind: 1,900
    /// instructions a character on a long screen).
    private init(printableASCII text: String, font: Font, metrics: some FontMetrics) {
        let count = text.utf8.count
        var ends: [Int32] = [], advances: [Double] = [], kinds: [Kind] = [], scalars: [Unicode.Scalar] = []
        ends.reserveCapacity(count)
        advances.reserveCapacity(count)
        kinds.reserveCapacity(count)
        scalars.reserveCapacity(count)
        var previous: UInt8?
        // Each character's advance once per text (a character's advance depends on the font
        // alone): a label's text repeats a few dozen characters.
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 0x7F) { known in
            known.initialize(repeating: .nan)
            for byte in text.utf8 {
                ends.append(Int32(ends.count + 1))
                // Pair kerning moves the pen after the first of two characters (see the general case).
                if let previous {
                    advances[advances.count - 1] += metrics.kerning(betweenPrintableASCII: previous, and: byte, in: font)
                }
                previous = byte
                var advance = known[Int(byte)]
                if advance.isNaN {
                    advance = metrics.advance(ofPrintableASCII: byte, in: font)
                    known[Int(byte)] = advance
                }
                advances.append(advance)
                kinds.append(byte == 0x20 ? .space : .visible)
                scalars.append(Unicode.Scalar(byte))
            }
        }
        self.drawn = text
        self.ends = ends
        self.advances = advances
        self.kinds = kinds
        // One scalar a cluster: the scalars' break actions are the clusters'.
        self.breakBefore = LineBreakRules.actions(for: scalars)
        self.tabInterval = max(metrics.tabInterval(of: font), Tolerance.minimumTabInterval)
        self.measureEllipsis = { metrics.advance(of: Self.ellipsis, in: font) }
    }

    /// Any text: split into grapheme clusters, each measured as a `Character` (internal, so that
    /// tests can hold the ASCII path to it).
    init(clusters text: String, font: Font, metrics: some FontMetrics) {
        var ends: [Int32] = []
        var drawnLength = 0
        var hasReplacements = false
        var previous: Character?
        var advances: [Double] = []
        var kinds: [Kind] = []
        var scalars: [Unicode.Scalar] = []
        var firstScalarOffsets: [Int] = []
        let capacity = text.utf8.count
        ends.reserveCapacity(capacity)
        advances.reserveCapacity(capacity)
        kinds.reserveCapacity(capacity)
        scalars.reserveCapacity(capacity)
        firstScalarOffsets.reserveCapacity(capacity)
        // One pass over the clusters collects everything; the line breaker works on the scalars.
        for character in text {
            firstScalarOffsets.append(scalars.count)
            scalars.append(contentsOf: character.unicodeScalars)
            let first = scalars[firstScalarOffsets[firstScalarOffsets.count - 1]]
            let kind: Kind
            switch first.value {
            case 0x20: kind = .space
            case 0x09: kind = .tab
            case 0x0A...0x0D, 0x85, 0x2028, 0x2029: kind = .newline
            default: kind = .visible
            }
            var shown = character
            if kind == .visible, let replacement = Self.replacement(of: character, first: first) {
                shown = replacement
                hasReplacements = true
            }
            drawnLength += shown.utf8.count
            ends.append(Int32(drawnLength))
            // Pair kerning moves the pen after the first of two characters, as Core Text
            // reports it: it is added to the previous character's advance.
            if kind == .visible || kind == .space, let last = kinds.last, last == .visible || last == .space,
               let previous {
                advances[advances.count - 1] += metrics.kerning(between: previous, and: character, in: font)
            }
            previous = shown
            advances.append(kind == .visible || kind == .space ? metrics.advance(of: character, in: font) : 0)
            kinds.append(kind)
        }
        let scalarActions = LineBreakRules.actions(for: scalars)
        var breakBefore = firstScalarOffsets.map { scalarActions[$0] }
        breakBefore.append(scalarActions[scalars.count])
        if hasReplacements {
            var drawn = ""
            drawn.reserveCapacity(drawnLength)
            for character in text {
                let first = character.unicodeScalars.first!
                drawn.append(Self.replacement(of: character, first: first) ?? character)
            }
            self.drawn = drawn
        } else {
            self.drawn = text
        }
        self.ends = ends
        self.advances = advances
        self.kinds = kinds
        self.breakBefore = breakBefore
        self.tabInterval = max(metrics.tabInterval(of: font), Tolerance.minimumTabInterval)
        self.measureEllipsis = { metrics.advance(of: Self.ellipsis, in: font) }
    }

    /// Where the pen goes after a tab at `x`.
    @inline(__always)
    func tabStop(after x: Double) -> Double {
        ((x / tabInterval + Tolerance.tabStop).rounded(.down) + 1) * tabInterval
    }

    /// The width of `range` laid out from the start of a line, not counting the spaces and
    /// tabs that hang at its end.
    func width(of range: Range<Int>) -> Double {
        var x = 0.0
        var visibleEnd = 0.0
        for index in range {
            switch kinds[index] {
            case .tab: x = tabStop(after: x)
            case .visible: x += advances[index]; visibleEnd = x
            case .space: x += advances[index]
            case .newline: break
            }
        }
        return visibleEnd
    }

    /// `range` without the spaces and tabs at its end.
    func trimmingTrailingWhitespace(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound && (kinds[end - 1] == .space || kinds[end - 1] == .tab) { end -= 1 }
        return range.lowerBound..<end
    }
}
