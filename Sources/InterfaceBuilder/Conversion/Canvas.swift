import InterfaceBuilderReader
import Layout

/// Interface Builder's canvas around one root view: the device it simulates, where and how big it
/// shows the root, and the safe area and margins the screen and bars give it. The frames Xcode
/// saved were laid out inside this, so Trellis lays the root out inside it too.
struct Canvas {
    let document: IBDocument
    /// The root view's model.
    let model: IBView
    /// The view controller the root belongs to, when it does.
    let controller: IBViewController?
    /// Whether the root is that controller's view (not one of its bars).
    let isControllerView: Bool
    /// The size asked for; nil lays the root out as saved.
    let requestedSize: Size?
    let device: Device
    /// The size the root is laid out at.
    private(set) var size: Size
    /// A controller's view's safe area: the device's, and the bars around the view; nil for
    /// other roots.
    let barInsets: EdgeInsets?

    init(document: IBDocument, model: IBView, controller: IBViewController?, requestedSize: Size?) {
        self.document = document
        self.model = model
        self.controller = controller
        self.requestedSize = requestedSize
        isControllerView = controller?.view?.id == model.id
        let device = Self.device(document: document, model: model, isControllerView: isControllerView,
                                 requestedSize: requestedSize)
        let size = Self.rootSize(document: document, model: model, controller: controller,
                                 isControllerView: isControllerView, device: device, requestedSize: requestedSize)
        self.device = device
        self.size = size
        barInsets = isControllerView ? controller.map {
            Self.barInsets(document: document, controller: $0, device: device, rootSize: size)
        } : nil
    }

    /// The document's device, unless the saved size of a controller's view says the canvas was
    /// last shown on another phone.
    private static func device(document: IBDocument, model: IBView, isControllerView: Bool,
                               requestedSize: Size?) -> Device {
        let named = document.device?.layoutDevice(era: document.xcodeEra) ?? .iPhoneSE
        guard isControllerView, requestedSize == nil, let saved = model.frame.map({ Rect($0).size }),
              saved != named.size else { return named }
        return Device.all.first { $0.size == saved && $0.scale == named.scale }
            ?? Device.all.first { $0.size == saved } ?? named
    }

    /// The size asked for, else the saved size, a freeform controller's size or the device's.
    private static func rootSize(document: IBDocument, model: IBView, controller: IBViewController?,
                                 isControllerView: Bool, device: Device, requestedSize: Size?) -> Size {
        if requestedSize == nil, isControllerView, model.attributes["misplaced"] == "YES", let controller,
           controller.freeformSize == nil {
            // Xcode marked the view's own frame misplaced: its subviews were laid out in the frame
            // the screen gives it, the device's, less an opaque navigation bar above it.
            var height = device.size.height
            if document.navigationBar(of: controller.id, seen: []) == .opaque {
                height -= device.safeAreaInsets.top + IBDocument.navigationBarHeight
            }
            return Size(width: device.size.width, height: height)
        }
        if requestedSize == nil, isControllerView, let frame = model.frame.map(Rect.init),
           Self.runsPastScreen(frame, on: device), controller?.freeformSize == nil {
            // Saved below a bar yet a screen high (Xcode 8 kept a controller's view at y 64 and
            // 667 high under an opaque bar on the 667-point phone), the view ran off the screen:
            // its subviews were laid out in the part of the screen below its top.
            return Size(width: frame.width, height: device.size.height - frame.minY)
        }
        return requestedSize ?? model.frame.map { Rect($0).size }
            ?? controller?.freeformSize.map(Size.init) ?? device.size
    }

    /// Whether a controller's view of `size` is sized as a sheet: the screen's width, and shorter
    /// than the screen by more than ``IBTolerance/sheetShortfall``.
    static func isSheetSized(_ size: Size, on device: Device) -> Bool {
        size.width == device.size.width && size.height < device.size.height - IBTolerance.sheetShortfall
    }

    /// Whether a controller's view saved at `frame` runs past the bottom of the screen: saved
    /// below a bar (its y above 0) yet a screen high, as Xcode 8 kept views under opaque bars.
    static func runsPastScreen(_ frame: Rect, on device: Device) -> Bool {
        frame.minY > 0 && frame.maxY > device.size.height + IBTolerance.sheetShortfall
    }

    /// The controller's bar insets, for a view that may be shorter than the screen.
    private static func barInsets(document: IBDocument, controller: IBViewController, device: Device,
                                  rootSize: Size) -> EdgeInsets {
        var insets = document.barInsets(of: controller, device: device)
        let topFromSavedBar = document.navigationBar(of: controller.id, seen: []) == .translucent
            && document.savedNavigationBarTop(of: controller) != nil
        if rootSize.width == device.size.width, rootSize.height < device.size.height, !topFromSavedBar {
            // A shorter view (a sheet, or one below an opaque bar) starts lower on the screen: its
            // top clears the status bar by the difference. A saved navigation bar's frame is
            // already in the view's own coordinates, so a top taken from it stays.
            insets.top = max(0, insets.top - (device.size.height - rootSize.height))
        }
        if Self.isSheetSized(rootSize, on: device), document.navigationBar(of: controller.id, seen: []) != .opaque,
           document.xcodeEra >= .xcode13 {
            // From Xcode 13's iOS 15 SDK the canvas draws a sheet without the home indicator's
            // inset at its bottom: Element's context menu preview of 20037 pins its text 16
            // points above the bottom of its 842-point sheet on the iPhone 11, where its space
            // menus of 18122 and Corona-Warn-App's screen of 16097 stop 34 points higher.
            insets.bottom = max(0, insets.bottom - device.safeAreaInsets.bottom)
        }
        return insets
    }

    /// Puts the root view where the canvas shows it, with the safe area and margins it gets
    /// there: a controller's view from the screen and bars, a top-level cell from the table it
    /// stands for, any other top-level view from the device.
    func place(_ view: View) {
        view.translatesAutoresizingMaskIntoConstraints = true
        let origin = requestedSize == nil ? model.frame.map { (x: $0.x, y: $0.y) } : nil
        view.frame = Rect(x: origin?.x ?? 0, y: origin?.y ?? 0, width: size.width, height: size.height)
        if let barInsets {
            view.explicitSafeAreaInsets = barInsets
            view.layoutMargins = controllerViewMargins()
        } else if model.kind == .tableViewCell || model.kind == .collectionViewCell
                    || model.kind == .collectionReusableView {
            view.explicitSafeAreaInsets = collectionCellInsets()
            if model.preservesSuperviewLayoutMargins { widenToDeviceSideMargins(view) }
        } else {
            view.explicitSafeAreaInsets = size == device.size ? withSimulatedBars(screenInsets) : freeformInsets()
            if isOwnersView {
                // File's Owner's `view` is a view controller's view: no margins above and below
                // its safe area, the device's at the sides.
                view.layoutMargins = controllerViewMargins()
            } else if model.layoutMargins == nil && model.kind == .view {
                // A top-level view on the canvas gets a view controller's view's margins: 16 or
                // 20 at the sides (by its width), none above and below (Element's banners of
                // Xcode 12 and 13 and WooCommerce's section header of Xcode 13 pin their content
                // to the top and bottom margins at 0; UIKit's 8 put it 8 points in). Preserving
                // its superview's margins, it takes the canvas's 8 above and below (WooCommerce's
                // header bar of Xcode 26).
                let vertical: Double = model.preservesSuperviewLayoutMargins ? 8 : 0
                view.layoutMargins = EdgeInsets(top: vertical, left: sideMargin, bottom: vertical, right: sideMargin)
            }
        }
    }

    /// A top-level view of a xib shown freeform sits at the top of the simulated screen: under
    /// its status bar or housing (unless a phone without a housing hides the status bar), above
    /// its home indicator until Xcode 14.3, which gives it the home indicator too. Other views of
    /// another size than the screen's have no safe area.
    ///
    /// A view wider than the screen gets the home indicator before Xcode 14.3 too: Simplenote's
    /// 431-point tag list (Xcode 12) and SwiftMessages' 600-point tab view (Xcode 12) keep their
    /// content 34 points above their bottom on the 414-point phone, where every view of the
    /// screen's width or narrower saved before 14.3 (Element's, Simplenote's, VLC's, OsmAnd's,
    /// WooCommerce's) has none. No file shows a view taller than the screen.
    private func freeformInsets() -> EdgeInsets {
        guard requestedSize == nil,
              model.simulatedMetrics["simulatedDestinationMetrics"] == "freeformSimulatedSizeMetrics" else { return .zero }
        let hasHousing = device.safeAreaInsets.bottom > 0
        if !hasHousing && model.simulatedMetrics["simulatedStatusBarMetrics"] == "nil" { return .zero }
        let widerThanScreen = size.width > device.size.width
        let bottom = document.xcodeEra >= .xcode14_3 || widerThanScreen ? screenInsets.bottom : 0
        return EdgeInsets(top: screenInsets.top, left: 0, bottom: bottom, right: 0)
    }

    /// From Xcode 14.3 a top-level collection view cell (or supplementary view) of a xib is shown
    /// like a freeform view: under the simulated screen's housing or status bar and above its
    /// home indicator, whatever its size. Pocket Casts' 124 x 200 theme cell (Xcode 14.3, on the
    /// 414-point phone) pins its selection view to its safe area and saves it 48 points below
    /// its top and 34 above its bottom. A table view cell has none in any era: WooCommerce's and
    /// OsmAnd's cells of Xcode 14.3 to 16 pinned to their safe area or margins sit at their top,
    /// as do the older cells (Pocket Casts' supporter cell of Xcode 13). No collection view cell
    /// saved before 14.3 is pinned to its safe area's top or bottom, so those keep none.
    private func collectionCellInsets() -> EdgeInsets {
        guard model.kind != .tableViewCell, requestedSize == nil, document.xcodeEra >= .xcode14_3 else { return .zero }
        return EdgeInsets(top: screenInsets.top, left: 0, bottom: screenInsets.bottom, right: 0)
    }

    /// A full-screen top-level view with a simulated navigation bar, tab bar or toolbar has its
    /// safe area below and above them, as a view controller's view under translucent bars.
    private func withSimulatedBars(_ screen: EdgeInsets) -> EdgeInsets {
        var insets = screen
        if model.simulatedMetrics["simulatedTopBarMetrics"] == "simulatedNavigationBarMetrics" {
            insets.top += IBDocument.navigationBarHeight
        }
        switch model.simulatedMetrics["simulatedBottomBarMetrics"] {
        case "simulatedTabBarMetrics": insets.bottom += IBDocument.tabBarHeight
        case "simulatedToolbarMetrics": insets.bottom += IBDocument.navigationBarHeight
        default: break
        }
        return insets
    }

    /// The safe area the simulated screen gives a top-level view, as a controller's view.
    private var screenInsets: EdgeInsets { document.canvasInsets(of: device) }

    /// Fits a cell to its content at its width, as a self-sizing table or collection view does
    /// (`UITableView.automaticDimension`), and gives it the fitted height.
    mutating func fit(_ cell: View) {
        let fitted: Size
        if let cell = cell as? TableViewCell {
            fitted = cell.fittingSize(width: size.width)
        } else if let cell = cell as? CollectionViewCell {
            fitted = cell.fittingSize(width: size.width)
        } else {
            return
        }
        size.height = fitted.height
        cell.frame = Rect(x: cell.frame.minX, y: cell.frame.minY, width: size.width, height: fitted.height)
    }

    /// Whether the root is a xib's File's Owner's `view` outlet: the view of the view controller
    /// that loads the xib.
    private var isOwnersView: Bool {
        document.outlets.contains { $0.sourceID == "-1" && $0.property == "view" && $0.destinationID == model.id }
    }

    /// A view controller's view's system minimum margin at the sides. UIKit documents that it
    /// varies with the size class and the size of the view, and the canvas follows the root's
    /// width, not the screen's: 20 points from 400 points wide, 16 below. Full-screen views agree
    /// with the devices' rule (320 to 393 points wide 16, 414 and more 20); a 400-point
    /// freeform controller on a 375-point phone (IBAnimatable) and a 504-point top-level view on
    /// a 390-point one (OsmAnd) have 20, where the device's 16 put their content 4 points out.
    private var sideMargin: Double { size.width >= 400 ? 20 : 16 }

    /// The system minimum margins of a view controller's view, or the view's own where they are
    /// wider.
    private func controllerViewMargins() -> EdgeInsets {
        let minimum = EdgeInsets(top: 0, left: sideMargin, bottom: 0, right: sideMargin)
        guard let custom = model.layoutMargins else { return minimum }
        return EdgeInsets(top: max(custom.top, minimum.top), left: max(custom.left, minimum.left),
                          bottom: max(custom.bottom, minimum.bottom), right: max(custom.right, minimum.right))
    }

    /// On the canvas a top-level cell sits in a view with the device's side margins (16 or 20);
    /// preserving its superview's margins, it takes them where they are wider.
    private func widenToDeviceSideMargins(_ view: View) {
        let side = device.systemMinimumLayoutMargins.left
        var margins = view.layoutMargins
        margins.left = max(margins.left, side)
        margins.right = max(margins.right, side)
        view.layoutMargins = margins
    }
}
