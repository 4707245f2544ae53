import InterfaceBuilderReader
import Layout

extension LayoutTreeBuilder {
    /// For a cell laid out as its table or collection view lays it out (``IBCellSizing``): the
    /// root cell element becomes Layout's ``TableViewCell`` or ``CollectionViewCell``, and its
    /// content view element becomes that cell's own ``TableViewCell/contentView``, which the cell
    /// pins with UIKit's `UIView-Encapsulated-Layout-*` constraints. nil for every other element,
    /// and always on the canvas, where a top-level cell's content view keeps its saved frame
    /// through its autoresizing mask.
    func cellView(for model: IBView, parentView: View?) -> View? {
        guard laysOutCellAsRow else { return nil }
        let size = model.frame.map { Rect($0).size } ?? Size(width: device.size.width, height: 44)
        switch (model.kind, parentView) {
        case (.tableViewCell, nil):
            return TableViewCell(width: size.width, height: size.height, className: model.className)
        case (.collectionViewCell, nil):
            return CollectionViewCell(width: size.width, height: size.height, className: model.className)
        default:
            return encapsulatedContentView(model, in: parentView)
        }
    }

    /// The cell's own content view when `model` is the content view element of the root cell.
    func encapsulatedContentView(_ model: IBView, in parentView: View?) -> View? {
        guard laysOutCellAsRow, model.key == "contentView" else { return nil }
        return (parentView as? TableViewCell)?.contentView ?? (parentView as? CollectionViewCell)?.contentView
    }
}
