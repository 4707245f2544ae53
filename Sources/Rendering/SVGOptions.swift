import Layout

/// What ``SVGRenderer`` draws besides the views.
public struct SVGOptions: Hashable, Sendable {
    /// Outlines every view's frame (the part its clipping ancestors leave visible), as Xcode's view
    /// debugger does, to check frames by eye.
    public var showFrames: Bool
    /// Draws the active constraints installed in the tree as Xcode's view debugger does: a line
    /// between the two anchors a constraint relates, a size constraint as a line across the view;
    /// solid when required, dashed when optional.
    public var showConstraints: Bool
    /// Draws the screen inside a phone: a body, rounded corners, a status bar, a home indicator.
    public var deviceFrame: DeviceFrame?
    /// Scroll views show all their content (the picture grows to fit), not just their viewport.
    public var full: Bool
    /// The colour behind everything, where no view has a background; `nil` leaves it transparent.
    public var background: Color?

    /// The defaults draw the views alone, the viewport only, on white.
    public init(showFrames: Bool = false, showConstraints: Bool = false, deviceFrame: DeviceFrame? = nil,
                full: Bool = false, background: Color? = .white) {
        self.showFrames = showFrames
        self.showConstraints = showConstraints
        self.deviceFrame = deviceFrame
        self.full = full
        self.background = background
    }
}

/// A phone drawn around the screen: the status bar over the top of the content, the home
/// indicator over the bottom, rounded screen corners and a dark body.
///
/// The navigation bar is not part of it: a screen under a navigation controller already has a
/// `UINavigationBar` view in its tree (see ``Layout/ViewController``), which the renderer draws.
public struct DeviceFrame: Hashable, Sendable {
    /// The height of the status bar: the device's top safe area inset (20, or 44 and more on
    /// phones with a sensor housing).
    public var statusBarHeight: Double
    /// The time the status bar shows.
    public var time: String
    /// Whether the phone has a home indicator (phones with a bottom safe area inset).
    public var showsHomeIndicator: Bool
    /// The radius of the screen's corners; 0 for phones with a home button.
    public var cornerRadius: Double
    /// How far the body reaches around the screen.
    public var bezel: Double

    /// A frame with these parts; negative or non-finite lengths count as 0.
    public init(statusBarHeight: Double, time: String = "9:41", showsHomeIndicator: Bool,
                cornerRadius: Double, bezel: Double = 14) {
        self.statusBarHeight = statusBarHeight.isFinite ? max(statusBarHeight, 0) : 0
        self.time = time
        self.showsHomeIndicator = showsHomeIndicator
        self.cornerRadius = cornerRadius.isFinite ? max(cornerRadius, 0) : 0
        self.bezel = bezel.isFinite ? max(bezel, 0) : 0
    }

    /// The frame of a device preset: its status bar height, a home indicator and rounded corners
    /// when it has a bottom safe area inset (radii approximate Apple's: 39 pt for the first
    /// phones without a home button, 47 for the later ones, 55 with a Dynamic Island).
    public init(device: Device, time: String = "9:41") {
        let top = device.safeAreaInsets.top
        let hasHomeIndicator = device.safeAreaInsets.bottom > 0
        let radius: Double = !hasHomeIndicator ? 0 : top >= 59 ? 55 : top >= 47 ? 47 : 39
        self.init(statusBarHeight: top, time: time, showsHomeIndicator: hasHomeIndicator, cornerRadius: radius)
    }

    /// The frame with its lengths made usable (the properties can be set past the initializer).
    var sanitized: DeviceFrame {
        DeviceFrame(statusBarHeight: statusBarHeight, time: time, showsHomeIndicator: showsHomeIndicator,
                    cornerRadius: cornerRadius, bezel: bezel)
    }

    /// What sits in the middle of the top edge: nothing (a home-button phone's centred clock),
    /// a notch, or a Dynamic Island.
    var housing: Housing {
        statusBarHeight >= 59 ? .island : statusBarHeight >= 44 ? .notch : .none
    }

    enum Housing { case none, notch, island }
}
