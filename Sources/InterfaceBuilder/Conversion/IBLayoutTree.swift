import InterfaceBuilderReader
import Layout
import TextLayout

/// What to lay out from an Interface Builder document, and how.
public struct IBLayoutRequest: Sendable {
    /// A storyboard scene's id, a view controller's id, or the id of a root view (a xib's
    /// top-level view, a view controller's view); nil for ``IBDocument/defaultSceneID``.
    public var sceneID: String?
    /// The root's size; nil takes the root's saved frame, or else the document's device.
    public var size: Size?
    /// Keeps placeholder ("Remove at build time") constraints, as Interface Builder's canvas
    /// does and as the frames it saved were computed; false lays out as at run time.
    public var designTime: Bool
    /// For a table or collection view cell: the size its table or collection view gives it. nil
    /// lays a cell out as Interface Builder's canvas shows it, at its saved frame. Other roots
    /// take ``size``.
    public var cellSizing: IBCellSizing?
    /// Font files to measure text with (an app's own fonts, Apple's SF fonts); empty measures
    /// every font with the built-in model.
    public var fonts: FontCollection
    /// The user's text size, which Dynamic Type text styles are measured at; nil takes the size
    /// Interface Builder's canvas drew them at with ``designTime``, else UIKit's default, Large.
    public var contentSize: ContentSizeCategory?

    public init(sceneID: String? = nil, size: Size? = nil, designTime: Bool = false, cellSizing: IBCellSizing? = nil,
                fonts: FontCollection = FontCollection(), contentSize: ContentSizeCategory? = nil) {
        self.sceneID = sceneID
        self.size = size
        self.designTime = designTime
        self.cellSizing = cellSizing
        self.fonts = fonts
        self.contentSize = contentSize
    }
}

/// How a table view sizes a row, or a collection view an item: at a fixed height, as
/// `rowHeight`, or fitted to its content at its width, as `UITableView.automaticDimension`.
///
/// Either way the cell's content view is pinned to the cell by UIKit's required
/// `UIView-Encapsulated-Layout-*` constraints, so a content view whose required constraints want
/// another height conflicts with `UIView-Encapsulated-Layout-Height`, as UIKit logs it.
public struct IBCellSizing: Hashable, Sendable {
    /// The row's width; nil takes the width of the document's device, as a table that fills the
    /// screen gives its rows.
    public var width: Double?
    /// A fixed height; nil fits the cell to its content at ``width``.
    public var height: Double?

    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }
}

/// A laid-out Layout view tree made from one root of an Interface Builder document.
///
/// Every view's ``View/identifier`` is its Interface Builder id and its ``View/name`` its outlet
/// name or user label, so reports and renderings name views the way the file does.
public struct IBLayoutTree {
    /// The root view, laid out once at ``size``.
    public let root: View
    /// The scene the root belongs to (nil for a xib).
    public let sceneID: String?
    /// The size the root was laid out at.
    public let size: Size
    /// The device the root was simulated on (safe area, margins, pixel scale).
    public let device: Device
    /// The document's warnings about this root, then what the conversion did not understand.
    public let warnings: [IBWarning]
    /// What the layout pass met: conflicts and invalid constraints.
    public let report: LayoutReport
    /// The Interface Builder id of the root view.
    public let rootID: String

    let viewsByID: [String: View]
    /// Ids of views with an element or a constraint the conversion did not understand.
    let unsupportedIDs: Set<String>

    init(root: View, rootID: String, sceneID: String?, size: Size, device: Device, warnings: [IBWarning],
         report: LayoutReport, viewsByID: [String: View], unsupportedIDs: Set<String>) {
        self.unsupportedIDs = unsupportedIDs
        self.root = root
        self.rootID = rootID
        self.sceneID = sceneID
        self.size = size
        self.device = device
        self.warnings = warnings
        self.report = report
        self.viewsByID = viewsByID
    }

    /// The view made from the element with this Interface Builder id.
    public func view(withID id: String) -> View? { viewsByID[id] }

    /// Every Interface Builder id in the tree, parents first, in document order.
    public var viewIDs: [String] { root.subtree.compactMap(\.identifier).filter { viewsByID[$0] != nil } }
}

/// One root an Interface Builder document can be laid out from: a view controller's view, a
/// view controller's other view (a navigation bar), or a xib's top-level view.
public struct IBLayoutRoot: Hashable, Sendable {
    /// The root view's Interface Builder id.
    public var viewID: String
    /// The storyboard scene holding it; nil in a xib.
    public var sceneID: String?
    /// The view controller whose view it is, when it is one's.
    public var viewControllerID: String?
    /// The element name (`view`, `tableViewCell`, `navigationBar`, ...).
    public var element: String

    public init(viewID: String, sceneID: String?, viewControllerID: String?, element: String) {
        self.viewID = viewID
        self.sceneID = sceneID
        self.viewControllerID = viewControllerID
        self.element = element
    }

    /// Whether the root is a table or collection view cell, which ``IBCellSizing`` sizes.
    public var isCell: Bool { Self.cellElements.contains(element) }

    static let cellElements: Set<String> = ["tableViewCell", "collectionViewCell"]
}
