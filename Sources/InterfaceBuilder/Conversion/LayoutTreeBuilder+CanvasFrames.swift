import InterfaceBuilderReader
import Layout

extension LayoutTreeBuilder {
    /// The priority at which Interface Builder's canvas keeps a view where it was: below every
    /// priority a layout uses (UIKit's lowest in use is fittingSizeLevel, 50), above the ambiguity
    /// probe's.
    static let canvasFramePriority = LayoutPriority(0.01)

    /// At design time, holds every view placed by constraints at the frame the document saved,
    /// at ``canvasFramePriority``: where a view's constraints leave its frame open, Interface
    /// Builder's engine leaves it where it last computed it, which is the saved frame (a plain
    /// view with no width in a centre-aligned stack keeps the 240 points the object library gave
    /// it, centred). Anything the constraints decide, at any priority, overrides the hold.
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
