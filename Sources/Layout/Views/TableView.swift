/// A scrolling list of cells, as `UITableView` with one section, for laying out whole screens.
///
/// Cells are placed by hand, as UITableView does in `layoutSubviews`, at the table's width, and
/// each cell is laid out by an engine of its own at the frame the table gives it (see
/// ``SeparateLayout``): the window's engine holds only the rows' frames. With ``rowHeight``
/// ``automaticDimension`` each new cell is first laid out at ``estimatedRowHeight`` (the content
/// view is then that height minus the separator: 43.5 on a 2x screen, UIKit's familiar value),
/// then fitted with `systemLayoutSizeFitting` in the same engine and laid out at its fitted height
/// plus the separator, as UIKit does. Conflicts met on the way are in the pass's report.
///
/// As UITableView caches row heights, a fitted height is kept until the table's width changes or
/// the rows are reloaded (``setCells(_:)``, ``reloadRowHeights()``): a pass that settles the rest
/// of the screen does not fit every cell again. A row's engine is let go once the row is laid
/// out; a later pass lays the row out again when its constraints, their constants or priorities,
/// its views' alignment insets, its place on the pixel grid or the rounding changed, and always
/// when it holds a scroll view or a table. So a row's conflict is reported when the row is laid
/// out, not again on passes that leave the row as it is. Constraints between a cell's content and
/// views outside the cell do not apply (see `SeparateLayout`): constrain the content to the cell.
public final class TableView: ScrollView {
    override public var className: String { "UITableView" }

    /// `UITableView.automaticDimension`: rows take their fitted heights.
    public static let automaticDimension: Double = -1

    /// The separators between rows, which add a pixel to each row's height.
    public enum SeparatorStyle: Hashable, Sendable {
        case none, singleLine
    }

    /// Every row's height, or ``automaticDimension`` to fit each cell.
    public var rowHeight = TableView.automaticDimension
    /// The height a self-sizing cell is first laid out at (UIKit's default 44).
    public var estimatedRowHeight: Double = 44
    public var separatorStyle = SeparatorStyle.singleLine

    /// The rows, top to bottom.
    public private(set) var cells: [TableViewCell] = []
    /// The height of all rows, the content's height.
    private var rowsHeight: Double = 0
    /// The engine the rows are laid out in, one after another, kept between them.
    private let enginePool = EnginePool()
    /// Each cell's fitted height (without the separator) and the width it was fitted at.
    private var fittedHeights: [ObjectIdentifier: (width: Double, height: Double)] = [:]

    /// Replaces the rows (as `reloadData` with a data source that returns these cells).
    public func setCells(_ newCells: [TableViewCell]) {
        cells.forEach { $0.removeFromSuperview() }  // and laid out in their superview's engine again
        cells = newCells
        rowsHeight = 0
        fittedHeights = [:]
    }

    /// Fits every row again at the next layout, after cells' contents changed, as `reloadData()`
    /// (or `beginUpdates()`/`endUpdates()`) makes UITableView ask for the heights again.
    public func reloadRowHeights() {
        fittedHeights = [:]
    }

    /// The cell's fitted height at `width`, from the cache when it was fitted at that width. A new
    /// cell is laid out at the estimated height first, as UIKit does before it asks for the height.
    /// Also whether the row was fitted now (its engine is then held, for ``layOutFittedRow``).
    private func fittedHeight(of cell: TableViewCell, width: Double, isNew: Bool) -> (height: Double, fitted: Bool) {
        let id = ObjectIdentifier(cell)
        if let cached = fittedHeights[id], cached.width == width { return (cached.height, false) }
        if isNew, let layout = cell.separateLayout {
            cell.frame = Rect(x: 0, y: cell.frame.minY, width: width, height: estimatedRowHeight)
            layout.pendingReport.append(LayoutPass(root: cell, state: layout.state, fitting: nil).run())
        }
        let height = cell.fittedContentHeight(width: width)
        fittedHeights[id] = (width, height)
        return (height, true)
    }

    /// Lays a row just fitted out at its frame now, in the engine that fitted it, and lets the
    /// engine go, rather than after the window's pass: every new row would hold its engine until
    /// then (about 75 KB each). The fitting's solution is the row's layout at its fitted height,
    /// so its frames are written from it, without solving again. The window's pass then finds the
    /// row laid out where it stands and leaves it (see ``SeparateLayout``), unless the table moved
    /// by a fraction of a pixel since.
    private func layOutFittedRow(_ cell: TableViewCell, at frame: Rect, in engine: LayoutEngine, call: LayoutCall?) {
        guard let layout = cell.separateLayout else { return }
        let options = rootView.layoutOptions
        let scale = options.roundsToPixels ? options.scale : 0
        let exact = FrameWriter.exactFrame(of: frame, in: self, solvedBy: engine)
        layout.pendingReport = layout.layOut(cell, exact: exact, rounded: FrameWriter.rounded(exact, scale: scale),
                                             scale: scale, call: call, solvedByFitting: true).report
    }

    override func didSolve(_ engine: LayoutEngine, _ context: LayoutContext) -> Bool {
        var changed = super.didSolve(engine, context)  // the content inset and offset
        let width = engine.value(variables.width)
        let separator = separatorStyle == .none ? 0 : 1 / max(context.scale, 1)
        var y = 0.0
        for cell in cells {
            let isNew = cell.superview !== self
            if isNew {
                cell.translatesAutoresizingMaskIntoConstraints = true
                cell.autoresizingMask = []
                addSubview(cell)
                cell.separateLayout = SeparateLayout(pool: enginePool)
                changed = true
            }
            cell.separatorHeight = separator
            var height = rowHeight, fitted = false
            if rowHeight < 0 {
                let fitting = fittedHeight(of: cell, width: width, isNew: isNew)
                (height, fitted) = (fitting.height + separator, fitting.fitted)
            }
            let frame = Rect(x: 0, y: y, width: width, height: height)
            if !cell.frame.isClose(to: frame, tolerance: LayoutTolerance.settledLength) {
                cell.frame = frame
                changed = true
            }
            if fitted { layOutFittedRow(cell, at: frame, in: engine, call: context.call) }
            y += height
        }
        if abs(rowsHeight - y) > LayoutTolerance.settledLength {
            rowsHeight = y
            changed = true
        }
        return changed
    }

    /// A cell taken out is laid out with its new tree again.
    override func didRemoveSubview(_ view: View) {
        super.didRemoveSubview(view)
        view.separateLayout = nil
    }

    /// The content area is as wide as the table and as tall as the rows.
    override func appendSystemConstraints(_ context: LayoutContext, to result: inout [LayoutConstraint]) {
        super.appendSystemConstraints(context, to: &result)
        result.append(generated.constraint(GeneratedKey(.tableContentWidth), constant: 0, owner: self) {
            LayoutConstraint(generated: .tableContentWidth, item: contentLayoutGuide, attribute: .width,
                             toItem: self, attribute: .width, multiplier: 1, constant: 0)
        })
        result.append(generated.constraint(GeneratedKey(.tableContentHeight), constant: rowsHeight, owner: self) {
            LayoutConstraint(generated: .tableContentHeight, item: contentLayoutGuide, attribute: .height,
                             toItem: nil, attribute: .notAnAttribute, multiplier: 0, constant: rowsHeight)
        })
    }
}
