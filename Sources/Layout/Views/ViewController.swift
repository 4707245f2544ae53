import TextLayout

/// A view controller's root view on a device, in a window, optionally under a navigation bar.
///
/// ``view`` fills the window; its safe area is the device's, lowered by the navigation bar's 44
/// points when there is one; its layout margins are the device's system minimum margins (16 or 20
/// at the sides, 0 top and bottom), measured from the safe area as UIKit does. Subviews that reach
/// into the unsafe area get safe area insets of their own after a layout pass.
///
/// With a navigation bar, ``title`` is drawn in it as UIKit's `UINavigationBar` shows
/// `navigationItem.title`: a semibold 17-point label centred in the bar.
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

    /// The bar's title label, centred in the navigation bar once ``title`` is set (UIKit keeps it
    /// inside the bar's content view; here it is the bar's subview, named `titleLabel`).
    public private(set) var titleLabel: LabelView?

    /// The text the navigation bar shows, as `UIViewController.title`; `nil` shows none. Without a
    /// navigation bar it is kept but not drawn, as in UIKit.
    public var title: String? {
        didSet { updateTitleLabel() }
    }

    /// The title's font: UIKit's `UINavigationBar` default title font, semibold 17.
    public static let titleFont = Font.system(size: 17, weight: .semibold)
    /// The least gap between the title and each side of the bar, so that a long title truncates
    /// inside the bar rather than running off it.
    public static let titleSideInset: Double = 16

    public init(device: Device, hasNavigationBar: Bool = false, title: String? = nil) {
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
            bar.name = "navigationBar"
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
        navigationBar?.backgroundColor = Self.navigationBarColor
        self.title = title
        updateTitleLabel()  // property observers do not run in an initializer
    }

    /// UIKit's default (translucent, light) bar colour as it appears over white: #F9F9F9.
    public static let navigationBarColor = Color(rgb: 0xF9F9F9)

    /// Makes, updates or removes the title label to match ``title``.
    private func updateTitleLabel() {
        guard let bar = navigationBar else { return }
        guard let title else {
            titleLabel?.removeFromSuperview()
            titleLabel = nil
            return
        }
        if let titleLabel {
            titleLabel.text = title
            return
        }
        let label = LabelView(title, font: Self.titleFont, numberOfLines: 1)
        label.name = "titleLabel"
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        bar.addSubview(label)
        let inset = Self.titleSideInset
        // Both items are in the bar, so activation cannot fail; if it ever did, the label would be
        // left unconstrained and show up as ambiguous rather than crash.
        try? LayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: bar.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
            label.leadingAnchor.constraint(greaterThanOrEqualTo: bar.leadingAnchor, constant: inset),
            bar.trailingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: inset),
        ])
        titleLabel = label
    }

    /// Lays the window out.
    @discardableResult
    public func layoutIfNeeded() -> LayoutReport { window.layoutIfNeeded() }
}
