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

    /// At design time, holds every view placed by constraints at the frame the document saved,
    /// at ``canvasFramePriority``: where a view's constraints leave its frame open, or close it
    /// only at default low priority, Interface Builder's engine leaves it where it last computed
    /// it, which is the saved frame (a plain view with no width in a centre-aligned stack keeps
    /// the 240 points the object library gave it, centred). Anything the constraints decide above
    /// that priority overrides the hold.
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
            for hold in holds {
                hold.priority = Self.canvasFramePriority
                hold.identifier = "IB-canvas-frame"
                try? hold.activate()
            }
        }
    }
}
