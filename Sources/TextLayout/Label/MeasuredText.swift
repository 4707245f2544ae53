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

    /// The clusters as drawn: control characters are replaced by the symbols that show them.
    let characters: [Character]
    /// The advance of each cluster; 0 for tabs and newlines, whose effect depends on position.
    let advances: [Double]
    let kinds: [Kind]
    /// The action before each cluster, plus one for the end of the text.
    let breakBefore: [BreakAction]
    let tabInterval: Double
    /// The advance of "…".
    let ellipsisAdvance: Double

    static let ellipsis: Character = "\u{2026}"

    var count: Int { characters.count }

    /// - Complexity: O(*n*).
    init(_ text: String, font: Font, metrics: some FontMetrics) {
        var characters: [Character] = []
        var advances: [Double] = []
        var kinds: [Kind] = []
        var scalars: [Unicode.Scalar] = []
        var firstScalarOffsets: [Int] = []
        let capacity = text.utf8.count
        characters.reserveCapacity(capacity)
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
            if kind == .visible && first.value < 0xA0 && (first.value < 0x20 || first.value >= 0x7F) {
                characters.append(Character(DisplayWidth.visibleForm(of: character)))
            } else {
                characters.append(character)
            }
            // Pair kerning moves the pen after the first of two characters, as Core Text
            // reports it: it is added to the previous character's advance.
            if kind == .visible || kind == .space, let last = kinds.last, last == .visible || last == .space,
               let previous = characters.dropLast().last {
                advances[advances.count - 1] += metrics.kerning(between: previous, and: character, in: font)
            }
            advances.append(kind == .visible || kind == .space ? metrics.advance(of: character, in: font) : 0)
            kinds.append(kind)
        }
        let scalarActions = LineBreakRules.actions(for: scalars)
        var breakBefore = firstScalarOffsets.map { scalarActions[$0] }
        breakBefore.append(scalarActions[scalars.count])
        self.characters = characters
        self.advances = advances
        self.kinds = kinds
        self.breakBefore = breakBefore
        self.tabInterval = max(metrics.tabInterval(of: font), Tolerance.minimumTabInterval)
        self.ellipsisAdvance = metrics.advance(of: Self.ellipsis, in: font)
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
