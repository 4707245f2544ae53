import InterfaceBuilderReader
import Layout

/// The causes that put a mismatch down to text: a view whose own size is its text's, measured
/// differently from how Xcode measured it.
extension IBVerification {
    /// A view whose size differs, along each axis where it does, by exactly what the labels inside
    /// it miss together: each label's own miss may be within the tolerance (a 17-point line
    /// Xcode saved 21 high where Trellis measures 20.5), but a container stacking three of them
    /// is 1.5 points short (ownCloud's passcode header, Element's verification screen). The sum
    /// has to match to a hundredth of a point, so labels that do not stack cannot explain it by
    /// chance.
    /// Labels in `ownCodeSized` are left out: a designable label is laid out at the size its code
    /// gave, not at its text's.
    static func isSizedByLabelResidues(_ comparison: IBViewComparison, model: IBView,
                                       results: [IBViewComparison], index: [String: Int],
                                       ownCodeSized: Set<String> = [], tolerance: Double) -> Bool {
        guard let computed = comparison.computed, model.kind != .label else { return false }
        let labels = model.allViews.dropFirst().filter { $0.kind == .label && !$0.isHidden && !ownCodeSized.contains($0.id) }
            .compactMap { index[$0.id] }.map { results[$0] }
        var residue = (width: 0.0, height: 0.0)
        for label in labels {
            guard let measured = label.computed else { continue }
            residue.width += label.saved.width - measured.width
            residue.height += label.saved.height - measured.height
        }
        let sumMatch = 0.01
        var explained = false
        for (difference, sum) in [(comparison.saved.width - computed.width, residue.width),
                                  (comparison.saved.height - computed.height, residue.height)] {
            if abs(difference) <= tolerance { continue }
            guard abs(sum) > sumMatch, abs(difference - sum) <= sumMatch else { return false }
            explained = true
        }
        return explained
    }

    /// A label laid out at its text's size on the document's pixel grid, whose saved frame is that
    /// text's size rounded up to whole points instead (``IBMismatchCause/savedOnWholePointCanvas``):
    /// its saved width and height are both whole points; measured on the whole-point grid, its
    /// height is the saved one and its width within the tolerance; the document's grid moves its
    /// height; and its place is off by no more than the tolerance plus what its size is (centred,
    /// it moves by half). A whole-point height with a width on the document's grid is not enough:
    /// that is a taller line, which an older system font may have had (Kingfisher saves 17-point
    /// lines 21 high at 3x, most of them at widths of thirds), so it stays the text's.
    static func isSavedOnWholePointCanvas(_ comparison: IBViewComparison, tree: IBLayoutTree,
                                          tolerance: Double) -> Bool {
        guard tree.device.scale > 1, let computed = comparison.computed,
              let label = tree.view(withID: comparison.id) as? LabelView else { return false }
        let saved = comparison.saved
        let wrapsAtOwnWidth = label.numberOfLines != 1 && label.preferredMaxLayoutWidth == 0
        let width = wrapsAtOwnWidth ? computed.width : label.preferredMaxLayoutWidth
        let onPoints = label.label.size(fittingWidth: width, metrics: label.metrics, scale: 1)
        let onPixels = label.label.size(fittingWidth: width, metrics: label.metrics, scale: tree.device.scale)
        let noise = IBTolerance.pixelRoundingNoise
        guard saved.width == saved.width.rounded(), saved.height == saved.height.rounded(),
              abs(onPoints.height - saved.height) <= noise, abs(onPoints.height - onPixels.height) > noise,
              abs(onPoints.width - saved.width) <= tolerance else { return false }
        let size = (width: abs(computed.width - saved.width), height: abs(computed.height - saved.height))
        return abs(computed.minX - saved.minX) <= tolerance + size.width + noise
            && abs(computed.minY - saved.minY) <= tolerance + size.height + noise
    }

    /// A label whose measured size is off by less than the tolerance but not nothing, and whose
    /// place is off by no more than the tolerance plus that difference along each axis: centred or
    /// trailing-pinned, it moves by up to what its text measurement missed, so the miss is the
    /// text's even though the size itself passes.
    static func isPlacedByOwnTextResidue(_ comparison: IBViewComparison, tolerance: Double) -> Bool {
        guard let computed = comparison.computed else { return false }
        let width = abs(computed.width - comparison.saved.width)
        let height = abs(computed.height - comparison.saved.height)
        guard max(width, height) > IBTolerance.pixelRoundingNoise else { return false }
        return abs(computed.minX - comparison.saved.minX) <= tolerance + width + IBTolerance.pixelRoundingNoise
            && abs(computed.minY - comparison.saved.minY) <= tolerance + height + IBTolerance.pixelRoundingNoise
    }

    /// A button showing a title whose height is right and whose width is off by no more than the
    /// whole point its title's width is rounded up to: a fraction of a point of text measurement
    /// moves it by that point, in either direction (the corpora's 1-point misses are as often too
    /// wide as too narrow, and no other rounding of the measured titles fits more of them).
    static func differsByTitleRounding(_ comparison: IBViewComparison, model: IBView,
                                       tolerance: Double) -> Bool {
        guard model.kind == .button, let computed = comparison.computed else { return false }
        let button = model.button ?? IBButton()
        let title = button.hasConfiguration ? button.configurationTitle : model.text?.text
        guard let title, !title.isEmpty else { return false }
        return abs(computed.height - comparison.saved.height) <= tolerance
            && abs(computed.width - comparison.saved.width) <= 1 + IBTolerance.pixelRoundingNoise
    }

    /// A borderless text field, or a segmented control with a title in every segment, laid out at
    /// its content's width and with the right height: that width is its text's (a borderless
    /// field has no padding; a segment is its title and a fixed padding, so a miss of under a
    /// point per segment is its titles', as SwiftMessages' 1 to 3 points over three or four
    /// segments are). The width's miss is then the text's measurement. So is any miss of a
    /// classic button with a title alone and content insets of its own, laid out at its content's
    /// size, or at its content's width and the saved height: UIKit sizes it to the title and the
    /// insets the file gives, nothing else (Charts' Helvetica Neue Light "Options", 2 points
    /// narrower than measured, its height a constraint's).
    static func differsByTextContent(_ comparison: IBViewComparison, model: IBView, tree: IBLayoutTree,
                                     tolerance: Double) -> Bool {
        guard let computed = comparison.computed, let control = tree.view(withID: comparison.id) as? IBControlView,
              abs(control.intrinsicSize.width - computed.width) <= IBTolerance.pixelRoundingNoise else { return false }
        if model.kind == .button, let button = model.button, !button.hasConfiguration,
           button.contentEdgeInsets != nil, model.image == nil, !(model.text?.text ?? "").isEmpty {
            // Its height may be a constraint's, as long as it is the saved one: the miss is
            // then the width alone, which is the title's.
            return abs(control.intrinsicSize.height - computed.height) <= IBTolerance.pixelRoundingNoise
                || abs(computed.height - comparison.saved.height) <= tolerance
        }
        guard abs(computed.height - comparison.saved.height) <= tolerance else { return false }
        switch model.kind {
        case .textField:
            let shown = [model.text?.text, model.text?.placeholder].contains { !($0 ?? "").isEmpty }
            return (model.attributes["borderStyle"] ?? "none") == "none" && shown
        case .segmentedControl:
            let titled = !model.segments.isEmpty && model.segments.allSatisfy { !$0.isEmpty }
            let perSegment = abs(computed.width - comparison.saved.width) / Double(max(model.segments.count, 1))
            return titled && perSegment <= 1 + IBTolerance.pixelRoundingNoise
        default:
            return false
        }
    }
}
