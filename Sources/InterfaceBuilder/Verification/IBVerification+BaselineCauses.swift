import InterfaceBuilderReader
import Layout

extension IBVerification {
    /// Whether a view that misses only vertically is placed by a label's baseline: tied to it by
    /// a baseline constraint, or arranged beside it in a stack aligned by baselines. Where a
    /// baseline sits in a label (and in a titled control) is text layout, so the miss is the
    /// text's: Pocket Casts' "SHOW ALL" and "Edit" buttons on their headings' first baselines,
    /// 0.6 to 3 points off, and a spacer on a squeezed heading's last baseline. So is an edge
    /// pinned to the baseline of a view showing text.
    ///
    /// A view without text of its own counts only on a last baseline, its bottom edge, as Trellis
    /// lays it out. On a first baseline UIKit uses its top edge, which the layout does not do,
    /// so a miss there is the layout's (KeePassium's icon on a label's first baseline is its own
    /// height off).
    static func isPlacedByLabelBaseline(_ comparison: IBViewComparison, model: IBView, parent: IBView?,
                                        root: IBView, models: [String: IBView], tolerance: Double) -> Bool {
        guard let computed = comparison.computed,
              abs(computed.minX - comparison.saved.minX) <= tolerance,
              abs(computed.width - comparison.saved.width) <= tolerance else { return false }
        let showsText = Self.showsText(model)
        func counts(_ attribute: IBLayoutAttribute) -> Bool {
            attribute == .lastBaseline || attribute == .baseline || (attribute == .firstBaseline && showsText)
        }
        for constraint in root.allViews.flatMap(\.constraints) {
            guard let second = constraint.secondItem, let secondAttribute = constraint.secondAttribute else { continue }
            if constraint.firstAttribute.isBaseline, secondAttribute.isBaseline {
                let pairs = [(constraint.firstItem.id, constraint.firstAttribute, second.id),
                             (second.id, secondAttribute, constraint.firstItem.id)]
                for (own, attribute, other) in pairs where own == model.id && counts(attribute) {
                    if models[other]?.kind == .label { return true }
                }
            }
            // An edge pinned to the baseline of a view showing text sits where that text's
            // baseline does (KeePassium's progress bar 8 points under a text view's baseline).
            let pairs = [(constraint.firstItem.id, constraint.firstAttribute, second.id, secondAttribute),
                         (second.id, secondAttribute, constraint.firstItem.id, constraint.firstAttribute)]
            for (own, attribute, other, otherAttribute) in pairs
            where own == model.id && [.top, .bottom, .centerY].contains(attribute) && otherAttribute.isBaseline {
                if let other = models[other], Self.showsText(other) { return true }
            }
        }
        guard let parent, let stack = parent.stackView, stack.axis == .horizontal,
              parent.subviews.contains(where: { $0.id == model.id }) else { return false }
        let alignment: IBLayoutAttribute? = switch stack.alignment {
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        default: nil
        }
        guard let alignment, counts(alignment) else { return false }
        return parent.subviews.contains { $0.id != model.id && $0.kind == .label && !$0.isHidden }
    }

    /// Whether a view is arranged by its baselines: in a horizontal stack aligned by first or last
    /// baselines, or a vertical one spaced baseline to baseline. A label squeezed or stretched
    /// there is sized by where its baselines sit, which is its text's layout, not by other
    /// views: Pocket Casts' 22-point heading squeezed under 20 points on a button's last
    /// baseline, WooCommerce's two-line footnote spaced from the row above by baselines.
    static func isArrangedByBaselines(_ model: IBView, in parent: IBView) -> Bool {
        guard let stack = parent.stackView, parent.subviews.contains(where: { $0.id == model.id }) else { return false }
        if stack.axis == .horizontal { return stack.alignment == .firstBaseline || stack.alignment == .lastBaseline }
        return stack.isBaselineRelativeArrangement
    }

    /// Whether a view draws text whose baseline UIKit aligns: a label, a text field or view, a
    /// button with a title.
    private static func showsText(_ model: IBView) -> Bool {
        switch model.kind {
        case .label, .textField, .textView: return true
        case .button:
            let button = model.button ?? IBButton()
            let title = button.hasConfiguration ? button.configurationTitle : model.text?.text
            return !(title ?? "").isEmpty
        default: return false
        }
    }
}

extension IBLayoutAttribute {
    /// The first, last or (legacy) baseline.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline || self == .baseline }
}
