import InterfaceBuilderReader
import Layout

extension IBVerification {
    /// Whether the frames Xcode saved break, by a whole 2x pixel or more, a required equality
    /// between the view and its superview, a subview or a sibling that the layout meets, along
    /// every axis the view misses along: the saved frames are then
    /// not a layout of the file's constraints at all, whatever Trellis computes (Element's device
    /// cell buttons saved 32 high and 8 points above a content view 79 high, which the file saved
    /// 79.5 high), or two subviews pinned to one margin of their superview saved at different
    /// distances from it (ChatSecure's two bottom labels, half a point and a point above where
    /// the cell's margin puts them both), or one subview alone on a margin of a superview the
    /// layout matches, saved outside that superview, where no margin is (KeePassium's stack
    /// saved 94 points below its cell, Element's overlay 2 points). Only edges, centres and
    /// sizes are read, in the superview's coordinates, so baselines, guides and size-class
    /// variations are left out.
    static func isSavedAgainstItsConstraints(_ comparison: IBViewComparison, root: IBView, tree: IBLayoutTree,
                                             results: [IBViewComparison], index: [String: Int],
                                             parents: [String: String], tolerance: Double) -> Bool {
        let varied = Set(root.allViews.flatMap(\.variations).flatMap { variation in
            variation.included.values.flatMap { $0 } + variation.excluded.values.flatMap { $0 }
        })
        var broken: Set<Bool> = []  // the axes (horizontal or not) of the equalities broken
        let scrolling = Set(root.allViews.filter { $0.kind == .scrollView || $0.kind == .tableView }.map(\.id))
        // What each superview margin attribute is, by the saved and laid-out frames of each
        // subview pinned to it: two pinned to one margin must agree.
        var margins: [String: [(id: String, saved: Double, computed: Double)]] = [:]
        var horizontalMargins: Set<String> = []
        // Where the layout put a margin of a superview whose saved frame it matches, and the
        // superview's length along the margin's axis.
        var laidOutMargins: [String: (position: Double, length: Double)] = [:]
        for constraint in root.allViews.flatMap(\.constraints) {
            guard constraint.isRequired, !constraint.isPlaceholder, constraint.relation == .equal,
                  constraint.variations.isEmpty, !constraint.id.map(varied.contains).orFalse,
                  let second = constraint.secondItem, let secondAttribute = constraint.secondAttribute,
                  constraint.firstItem.kind == .view, second.kind == .view else { continue }
            let firstID = constraint.firstItem.id, m = constraint.multiplier, c = constraint.constant
            if constraint.firstAttribute.isMargin != secondAttribute.isMargin, m != 0 {
                let marginFirst = constraint.firstAttribute.isMargin
                let (holder, attribute) = marginFirst ? (firstID, constraint.firstAttribute) : (second.id, secondAttribute)
                let (child, edge) = marginFirst ? (second.id, secondAttribute) : (firstID, constraint.firstAttribute)
                guard parents[child] == holder, !scrolling.contains(holder),
                      let pinned = value(edge, of: child, other: holder, results: results, index: index,
                                         parents: parents, scrolling: scrolling) else { continue }
                func margin(_ v: Double) -> Double { marginFirst ? v * m + c : (v - c) / m }
                let key = holder + "." + attribute.rawValue
                margins[key, default: []].append((child, margin(pinned.saved), margin(pinned.computed)))
                if let margin = laidOutMargin(attribute, of: holder, tree: tree, results: results, index: index) {
                    laidOutMargins[key] = margin
                }
                if attribute.isHorizontal { horizontalMargins.insert(key) }
                continue
            }
            guard [firstID, second.id].contains(comparison.id),
                  let first = value(constraint.firstAttribute, of: firstID, other: second.id,
                                    results: results, index: index, parents: parents, scrolling: scrolling),
                  let other = value(secondAttribute, of: second.id, other: firstID,
                                    results: results, index: index, parents: parents,
                                    scrolling: scrolling) else { continue }
            let savedMiss = first.saved - (other.saved * m + c)
            let laidOutMiss = first.computed - (other.computed * m + c)
            // The solver meets an equality it keeps to far below a hundredth of a point.
            if abs(savedMiss) >= Self.savedBreak && abs(laidOutMiss) <= 0.01 {
                broken.insert(constraint.firstAttribute.isHorizontal)
            }
        }
        for (key, pins) in margins {
            for pin in pins where pin.id == comparison.id {
                if pins.contains(where: { $0.id != pin.id && abs($0.saved - pin.saved) >= Self.savedBreak
                    && abs($0.computed - pin.computed) <= 0.01 }) {
                    broken.insert(horizontalMargins.contains(key))
                }
                // Alone on its margin, a subview is checked against where the layout put the
                // margin; the margins Trellis models may differ from Xcode's by a few points, so
                // only a margin saved outside the superview, which no inset puts it, counts
                // (KeePassium's stack saved 94 points below its cell's bottom margin).
                if let laidOut = laidOutMargins[key], abs(pin.computed - laidOut.position) <= 0.01,
                   pin.saved < -Self.savedBreak || pin.saved > laidOut.length + Self.savedBreak {
                    broken.insert(horizontalMargins.contains(key))
                }
            }
        }
        // Every axis the view misses along needs a broken equality along it: a miss across it
        // has a cause of its own.
        guard let computed = comparison.computed, !broken.isEmpty else { return false }
        let saved = comparison.saved
        let missesX = max(abs(computed.minX - saved.minX), abs(computed.width - saved.width)) > tolerance
        let missesY = max(abs(computed.minY - saved.minY), abs(computed.height - saved.height)) > tolerance
        return (!missesX || broken.contains(true)) && (!missesY || broken.contains(false))
    }

    /// An attribute's saved and laid-out values for a view, in the coordinates of the superview
    /// the two items share: the superview itself at its bounds, a subview or sibling at its frame. Nil for
    /// any other pair, an attribute not read, or a scroll view's content (its bounds may scroll).
    private static func value(_ attribute: IBLayoutAttribute, of id: String, other: String,
                              results: [IBViewComparison], index: [String: Int],
                              parents: [String: String], scrolling: Set<String>) -> (saved: Double, computed: Double)? {
        guard let i = index[id], let computed = results[i].computed else { return nil }
        let saved = results[i].saved
        let isSuperview = parents[other] == id
        guard isSuperview || parents[id] == other || (parents[id] != nil && parents[id] == parents[other]),
              let shared = isSuperview ? id : parents[id], !scrolling.contains(shared) else { return nil }
        func read(_ rect: Rect) -> Double? {
            let frame = isSuperview ? Rect(x: 0, y: 0, width: rect.width, height: rect.height) : rect
            switch attribute {
            case .left, .leading: return frame.minX
            case .right, .trailing: return frame.maxX
            case .top: return frame.minY
            case .bottom: return frame.maxY
            case .width: return frame.width
            case .height: return frame.height
            case .centerX: return frame.minX + frame.width / 2
            case .centerY: return frame.minY + frame.height / 2
            default: return nil
            }
        }
        guard let s = read(saved), let c = read(computed) else { return nil }
        return (s, c)
    }
}

extension IBVerification {
    /// Where the layout put an edge margin attribute of a view, in its bounds, and the view's
    /// length along that axis, when the view's own frame matches the saved one.
    fileprivate static func laidOutMargin(_ attribute: IBLayoutAttribute, of id: String, tree: IBLayoutTree,
                                          results: [IBViewComparison],
                                          index: [String: Int]) -> (position: Double, length: Double)? {
        guard let i = index[id], results[i].matches, let view = tree.view(withID: id) else { return nil }
        let frame = view.layoutMarginsGuide.layoutFrame, size = view.frame.size
        switch attribute {
        case .leftMargin, .leadingMargin: return (frame.minX, size.width)
        case .rightMargin, .trailingMargin: return (frame.maxX, size.width)
        case .topMargin: return (frame.minY, size.height)
        case .bottomMargin: return (frame.maxY, size.height)
        default: return nil
        }
    }
}

private extension Optional where Wrapped == Bool {
    var orFalse: Bool { self ?? false }
}

extension IBVerification {
    /// How far saved frames must break an equality to be no layout of it: a whole pixel on a 2x
    /// screen, more than rounding each edge to that grid (a quarter point at most) moves it.
    static let savedBreak: Double = 0.5 - IBTolerance.pixelRoundingNoise
}
