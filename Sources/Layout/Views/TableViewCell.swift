/// A table view cell with a content view, as `UITableViewCell`, for self-sizing rows.
///
/// Put subviews in ``contentView`` and constrain them to it. ``fittingSize(width:)`` measures the
/// row as `UITableView.automaticDimension` does; ``layout(width:height:)`` lays the cell out at a
/// fixed size, which pins the content view with UIKit's required `UIView-Encapsulated-Layout-*`
/// constraints, the source of the familiar conflict when a row's constraints want another height.
///
/// Subclass it as an app subclasses `UITableViewCell` (a recipe cell with its outlets).
open class TableViewCell: View {
    override open var className: String { "UITableViewCell" }

    /// The view that holds the cell's content.
    public let contentView = View(frame: .zero, className: "UITableViewCellContentView")

    /// The height of the separator line below the content view, set by a ``TableView`` (0 alone).
    var separatorHeight: Double = 0

    /// A cell 320 wide and 44 high, UITableView's defaults.
    public init(width: Double = 320, height: Double = 44) {
        super.init(frame: Rect(x: 0, y: 0, width: width, height: height))
        contentView.translatesAutoresizingMaskIntoConstraints = false
        contentView.name = "contentView"
        addSubview(contentView)
    }

    /// Lays the cell out at a fixed size, as UITableView does with a row height.
    @discardableResult
    public func layout(width: Double, height: Double) -> LayoutReport {
        frame = Rect(x: frame.minX, y: frame.minY, width: width, height: height)
        return layoutIfNeeded()
    }

    /// The row's size at `width`: the content view fitted with the width required and the height
    /// at `.fittingSizeLevel`, as a self-sizing table view asks for it.
    public func fittingSize(width: Double) -> Size {
        contentView.systemLayoutSizeFitting(Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel)
    }

    /// The content view's encapsulated frame: required, as UIKit makes it.
    override func systemConstraints(_ context: LayoutContext) -> [LayoutConstraint] {
        var result = super.systemConstraints(context)
        let size = autoresizingReference.frame.size
        let parts: [(LayoutAttribute, Double, GeneratedConstraintKind, Bool)] = [
            (.left, 0, .encapsulatedLeft, true), (.top, 0, .encapsulatedTop, true),
            (.width, size.width, .encapsulatedWidth, false),
            (.height, size.height - separatorHeight, .encapsulatedHeight, false),
        ]
        for (attribute, value, kind, relative) in parts {
            result.append(generated.constraint(GeneratedKey(kind), constant: value, owner: self) {
                LayoutConstraint(generated: kind, item: contentView, attribute: attribute,
                                 toItem: relative ? self : nil, attribute: relative ? attribute : .notAnAttribute,
                                 multiplier: relative ? 1 : 0, constant: value)
            })
        }
        return result
    }
}
