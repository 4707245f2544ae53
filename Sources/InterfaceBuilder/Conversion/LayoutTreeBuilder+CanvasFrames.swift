import InterfaceBuilderReader
import Layout

extension LayoutTreeBuilder {
    /// The priority at which Interface Builder's canvas keeps a view where it was: just above
    /// UIKit's default low (250), which is a button's, a slider's or a plain view's content
    /// hugging unless the file says otherwise, and below the 251 Interface Builder gives labels
    /// and image views. Xcode re-measures a label whose frame breaks its hugging (the corpora's
    /// labels sit at their text's size), but it leaves a control stretched past its content
    /// without marking it misplaced: WooCommerce's 'Button' saved 38 and 580 high in containers
    /// beside views of no height of their own, IBAnimatable's sliders saved 975 high, Element's
    /// buttons shared 240 wide in an equally filled stack. Held at 0.01, below the hugging, none
    /// of those laid out as saved (A 1435 -> 1493, C 7438 -> 7540); held at 251.5 or more,
    /// labels would keep whatever width was saved.
    static let canvasFramePriority = LayoutPriority(250.5)

    /// The priority at which the canvas keeps a container where it was: a plain view (of any
    /// custom class) or a stack view, whose size is no content's own but what its constraints
    /// and subviews make it. Xcode keeps such a view at its saved size against the hugging of
    /// the labels inside it: the corpora save one-line labels stretched far past their text
    /// (16-point ones 27.5, 52.5 and 58.5 high, 15-point ones 50) in containers that nothing
    /// but their content sizes, with every constraint of the file met and nothing marked
    /// misplaced, in Element (97 views), OsmAnd (32), WooCommerce (24), Simplenote (14),
    /// Pocket Casts (9), Corona-Warn-App (12), IQKeyboardManager (5), Open Food Facts and GoMap
    /// (4 each). Held at 251.5, above a label's 251, A 1501 -> 1526 and C 7614 -> 7775; at
    /// 252.5 (above the 252 some labels hug at) and at anything up to 749 alike, C 7792, no
    /// repository losing. Just below UIKit's default high, so compression resistance (750) and
    /// default-high constraints still resize a container: held at 999 more views match (A
    /// 1559, C 7841), but only by keeping containers at their saved size against labels and
    /// controls Trellis measures a little differently, which would hide those differences.
    /// Holding only the size, not the place, at this priority matches fewer (A 1523, C 7784).
    static let containerFramePriority = LayoutPriority(749)

    /// At design time, holds every view placed by constraints at the frame the document saved,
    /// at ``canvasFramePriority`` (a container at ``containerFramePriority``): where a view's
    /// constraints leave its frame open, or close it only below that priority, Interface
    /// Builder's engine leaves it where it last computed it, which is the saved frame (a plain
    /// view with no width in a centre-aligned stack keeps the 240 points the object library gave
    /// it, centred). Anything the constraints decide above that priority overrides the hold.
    func holdCanvasFrames(of model: IBView) {
        guard designTime, !laysOutCellAsRow else { return }
        model.visit { model in
            guard let frame = model.frame, let view = views[model.id], view.identifier == model.id,
                  !view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview else { return }
            let saved = Rect(frame), insets = view.alignmentRectInsets
            let holds = [
                view.widthAnchor.constraint(equalToConstant: saved.width - insets.left - insets.right),
                view.heightAnchor.constraint(equalToConstant: saved.height - insets.top - insets.bottom),
                view.leftAnchor.constraint(equalTo: superview.leftAnchor, constant: saved.origin.x + insets.left),
                view.topAnchor.constraint(equalTo: superview.topAnchor, constant: saved.origin.y + insets.top),
            ]
            // A container Xcode marked misplaced is not where its engine put it, so its saved
            // frame is held no more firmly than any other view's.
            let isContainer = (model.kind == .view || model.kind == .stackView) && model.attributes["misplaced"] != "YES"
            for hold in holds {
                hold.priority = isContainer ? Self.containerFramePriority : Self.canvasFramePriority
                hold.identifier = "IB-canvas-frame"
                try? hold.activate()
            }
        }
    }
}
