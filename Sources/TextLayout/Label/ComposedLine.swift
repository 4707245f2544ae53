/// A line as clusters of a ``MeasuredText``, with "…" where truncation put one.
struct ComposedLine {
    enum Piece: Equatable {
        case clusters(Range<Int>)
        case ellipsis
    }

    var pieces: [Piece]
    var isTruncated: Bool

    init(_ range: Range<Int>, isTruncated: Bool = false) {
        pieces = range.isEmpty ? [] : [.clusters(range)]
        self.isTruncated = isTruncated
    }

    init(pieces: [Piece], isTruncated: Bool) {
        self.pieces = pieces.filter { $0 != .clusters(0..<0) && !($0.range?.isEmpty ?? false) }
        self.isTruncated = isTruncated
    }

    /// The width the line takes, without building its text. Spaces take room even at its end:
    /// a line keeps trailing spaces only where its paragraph ends (spaces at a soft wrap were
    /// trimmed when it was composed), and there UILabel measures them ("Total " is wider than
    /// "Total"). Tabs at the end take none.
    func width(in text: MeasuredText) -> Double {
        var x = 0.0
        var visibleEnd = 0.0
        for piece in pieces {
            switch piece {
            case .ellipsis:
                x += text.ellipsisAdvance
                visibleEnd = x
            case .clusters(let range):
                for index in range {
                    switch text.kinds[index] {
                    case .visible, .space: x += text.advances[index]; visibleEnd = x
                    case .tab: x = text.tabStop(after: x)
                    case .newline: break
                    }
                }
            }
        }
        return visibleEnd
    }

    /// The width, text and tab segments of the line as drawn, from x = 0.
    func render(in text: MeasuredText) -> (width: Double, text: String, segments: [(text: String, x: Double)]) {
        var x = 0.0
        var visibleEnd = 0.0
        var whole = ""
        var segments: [(text: String, x: Double)] = [("", 0)]
        var pendingSpaces = ""  // spaces are kept only when something visible follows them
        /// Appends visible clusters (one string: a run of them is one append), after the spaces
        /// waiting before them; the pen moves by each one's advance in turn.
        func append(_ clusters: Substring, advances: Range<Int>?) {
            whole += pendingSpaces
            segments[segments.count - 1].text += pendingSpaces
            pendingSpaces = ""
            whole += clusters
            segments[segments.count - 1].text += clusters
            if let advances {
                for index in advances { x += text.advances[index] }
            } else {
                x += text.ellipsisAdvance
            }
            visibleEnd = x
        }
        for piece in pieces {
            switch piece {
            case .ellipsis:
                append(Substring(String(MeasuredText.ellipsis)), advances: nil)
            case .clusters(let range):
                var index = range.lowerBound
                while index < range.upperBound {
                    switch text.kinds[index] {
                    case .visible:
                        var end = index + 1
                        while end < range.upperBound && text.kinds[end] == .visible { end += 1 }
                        append(text.clusters(index..<end), advances: index..<end)
                        index = end
                        continue
                    case .space:
                        pendingSpaces += text.clusters(index..<index + 1)
                        x += text.advances[index]
                    case .tab:
                        x = text.tabStop(after: x)
                        whole += pendingSpaces + "\t"
                        segments[segments.count - 1].text += pendingSpaces
                        pendingSpaces = ""
                        segments.append(("", x))
                    case .newline: break
                    }
                    index += 1
                }
            }
        }
        // Drop the segments that trailing tabs opened, and the tabs themselves.
        while segments.count > 1 && segments[segments.count - 1].text.isEmpty {
            segments.removeLast()
            if whole.last == "\t" { whole.removeLast() }
        }
        return (visibleEnd, whole, segments)
    }
}

extension ComposedLine {
    /// The line with one cluster fewer next to its ellipsis (before it if there is text
    /// before it, else after it), or nil when there is none to give up.
    func shrinkingNextToEllipsis() -> ComposedLine? {
        guard let ellipsis = pieces.firstIndex(of: .ellipsis) else { return nil }
        var pieces = pieces
        if ellipsis > 0, let range = pieces[ellipsis - 1].range {
            pieces[ellipsis - 1] = .clusters(range.lowerBound..<range.upperBound - 1)
        } else if ellipsis + 1 < pieces.count, let range = pieces[ellipsis + 1].range {
            pieces[ellipsis + 1] = .clusters(range.lowerBound + 1..<range.upperBound)
        } else {
            return nil
        }
        return ComposedLine(pieces: pieces, isTruncated: true)
    }
}

extension ComposedLine.Piece {
    var range: Range<Int>? {
        if case .clusters(let range) = self { return range }
        return nil
    }
}
