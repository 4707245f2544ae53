/// A table view cell with a content view, as `UITableViewCell`, for self-sizing rows.
///
/// Put subviews in ``contentView`` and constrain them to it. ``fittingSize(width:)`` measures the
/// row as `UITableView.automaticDimension` does; ``layout(width:height:)`` lays the cell out at a
/// fixed size, which pins the content view with UIKit's required `UIView-Encapsulated-Layout-*`
/// constraints, the source of the familiar conflict when a row's constraints want another height.
///
/// Subclass it as an app subclasses `UITableViewCell` (a recipe cell with its outlets).
open class TableViewCell: View {
    override open var className: String { givenClassName ?? "UITableViewCell" }

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

    /// A cell that reports itself as an app's own class (`RecipesCell`), for cells read from
    /// Interface Builder files.
    public convenience init(width: Double, height: Double, className: String) {
        self.init(width: width, height: height)
        givenClassName = className
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
        contentView.cellContentSize(width: width)
    }

    /// The row's content height at `width`, fitted as ``fittingSize(width:)`` fits it, in the engine
    /// a table lays the cell out with (see ``SeparateLayout``): the cell's frame stays, the content
    /// view's encapsulated size gives way to the fitting's.
    func fittedContentHeight(width: Double) -> Double {
        guard let layout = separateLayout else { return fittingSize(width: width).height }
        let fitting = LayoutPass.Fitting(item: contentView, target: Size(width: width, height: 0),
                                         horizontal: .required, vertical: .fittingSizeLevel)
        _ = LayoutPass(root: self, state: layout.state, fitting: fitting).run()
        return layout.state.engine.value(contentView.variables.height)
    }

    /// The content view's encapsulated frame: required, as UIKit makes it.
    override func appendSystemConstraints(_ context: LayoutContext, to result: inout [LayoutConstraint]) {
        super.appendSystemConstraints(context, to: &result)
        appendEncapsulatingConstraints(of: contentView, separatorHeight: separatorHeight, context, to: &result)
    }
}

/// A collection view cell with a content view, as `UICollectionViewCell`: laid out at the size its
/// layout gives it, or fitted, as a self-sizing collection view asks for it, with the same
/// required `UIView-Encapsulated-Layout-*` constraints on its content view as a table view cell.
open class CollectionViewCell: View {
    override open var className: String { givenClassName ?? "UICollectionViewCell" }

    /// The view that holds the cell's content.
    public let contentView = View(frame: .zero, className: "UICollectionViewCellContentView")

    /// A cell 50 by 50, UICollectionViewFlowLayout's default item size.
    public init(width: Double = 50, height: Double = 50) {
        super.init(frame: Rect(x: 0, y: 0, width: width, height: height))
        contentView.translatesAutoresizingMaskIntoConstraints = false
        contentView.name = "contentView"
        addSubview(contentView)
    }

    /// A cell that reports itself as an app's own class, for cells read from Interface Builder files.
    public convenience init(width: Double, height: Double, className: String) {
        self.init(width: width, height: height)
        givenClassName = className
    }

    /// The cell's size at `width`, fitted as ``TableViewCell/fittingSize(width:)`` fits a row.
    public func fittingSize(width: Double) -> Size {
        contentView.cellContentSize(width: width)
    }

    override func appendSystemConstraints(_ context: LayoutContext, to result: inout [LayoutConstraint]) {
        super.appendSystemConstraints(context, to: &result)
        appendEncapsulatingConstraints(of: contentView, separatorHeight: 0, context, to: &result)
    }
}

extension View {
    /// The size of a cell's content at `width`: the width required, the height as small as the
    /// constraints allow (`.fittingSizeLevel`), as UIKit's self-sizing cells ask for it.
    fileprivate func cellContentSize(width: Double) -> Size {
        systemLayoutSizeFitting(Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// Appends a cell's required constraints that pin `contentView` to the cell's frame, less the
    /// separator below it: `UIView-Encapsulated-Layout-Left`, `-Top`, `-Width` and `-Height`. The
    /// size constraints are constants, as UIKit's are, so a content view whose constraints want
    /// another height conflicts with `-Height` in the words UIKit logs. While the content view is
    /// fitted, its size is the fitting's: only `-Left` and `-Top` hold.
    fileprivate func appendEncapsulatingConstraints(of contentView: View, separatorHeight: Double,
                                                    _ context: LayoutContext, to result: inout [LayoutConstraint]) {
        let size = autoresizingReference.frame.size
        let parts: [(LayoutAttribute, Double, GeneratedConstraintKind, Bool)] = [
            (.left, 0, .encapsulatedLeft, true), (.top, 0, .encapsulatedTop, true),
            (.width, size.width, .encapsulatedWidth, false),
            (.height, size.height - separatorHeight, .encapsulatedHeight, false),
        ]
        for (attribute, value, kind, relative) in parts where relative || context.fitted !== contentView {
            result.append(generated.constraint(GeneratedKey(kind), constant: value, owner: self) {
                LayoutConstraint(generated: kind, item: contentView, attribute: attribute,
                                 toItem: relative ? self : nil, attribute: relative ? attribute : .notAnAttribute,
                                 multiplier: relative ? 1 : 0, constant: value)
            })
        }
    }
}
