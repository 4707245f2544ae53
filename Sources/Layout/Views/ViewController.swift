/// A view controller's root view on a device, in a window, optionally under a navigation bar.
///
/// ``view`` fills the window; its safe area is the device's, lowered by the navigation bar's 44
/// points when there is one; its layout margins are the device's system minimum margins (16 or 20
/// at the sides, 0 top and bottom), measured from the safe area as UIKit does. Subviews that reach
/// into the unsafe area get safe area insets of their own after a layout pass.
public final class ViewController {
    /// The height of a navigation bar without a large title.
    public static let navigationBarHeight: Double = 44

    public let device: Device
    /// The `UIWindow`: the root of the tree.
    public let window: View
    /// The view controller's root view.
    public let view: View
    /// The navigation bar, under the status bar, if the controller sits in a navigation controller.
    public let navigationBar: View?

    public init(device: Device, hasNavigationBar: Bool = false) {
        self.device = device
        let bounds = Rect(origin: .zero, size: device.size)
        window = View(frame: bounds, className: "UIWindow")
        view = View(frame: bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        var insets = device.safeAreaInsets
        if hasNavigationBar {
            let bar = View(frame: Rect(x: 0, y: insets.top, width: device.size.width,
                                       height: Self.navigationBarHeight), className: "UINavigationBar")
            bar.autoresizingMask = [.flexibleWidth]
            insets.top += Self.navigationBarHeight
            navigationBar = bar
        } else {
            navigationBar = nil
        }
        view.explicitSafeAreaInsets = insets
        view.layoutMargins = device.systemMinimumLayoutMargins
        window.addSubview(view)
        if let navigationBar { window.addSubview(navigationBar) }
        window.layoutOptions = LayoutOptions(scale: device.scale)
    }

    /// Lays the window out.
    @discardableResult
    public func layoutIfNeeded() -> LayoutReport { window.layoutIfNeeded() }
}
