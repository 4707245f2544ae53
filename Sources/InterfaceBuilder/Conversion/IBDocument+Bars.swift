import InterfaceBuilderReader
import Layout

extension IBDocument {
    /// The height of a navigation bar and a toolbar without prompts or large titles.
    static let navigationBarHeight: Double = 44
    /// The height of a tab bar above the home indicator.
    static let tabBarHeight: Double = 49

    /// The safe area a view controller's view gets on the canvas: the status bar (or sensor
    /// housing) and home indicator of the device, plus the bars Interface Builder simulates, from
    /// the controller's simulated metrics or inferred from the containers it sits in.
    func barInsets(of controller: IBViewController, device: Device) -> EdgeInsets {
        var insets = canvasInsets(of: device)
        if controller.simulatedMetrics["simulatedStatusBarMetrics"] == "nil" && insets.bottom == 0 {
            insets.top = 0
        }
        if controller.freeformSize != nil && xcodeEra < .xcode14_3 {
            // Before Xcode 14.3 a freeform canvas is no screen: no status bar, housing or home
            // indicator (artsy's 400-point settings controller of Xcode 9). From then on it keeps
            // the screen's, as a freeform top-level view gets them then (WooCommerce's 90-point
            // notification controller of 21701 centres its spinner in the safe area of the
            // iPhone 15's housing and home indicator, 59 and 34 points).
            insets = .zero
        }
        let extended = controller.extendedLayoutEdges ?? .all
        switch navigationBar(of: controller.id, seen: []) {
        case .translucent where !extended.contains(.top):
            // Not extended under its top bar, the view starts below it, as below an opaque one.
            insets.top = 0
        case .translucent:
            // Where the navigation controller's saved bar ends, when it was saved below the status
            // bar: the canvas's own bar, large titles (96 points) and sheets' bars included.
            if let top = savedNavigationBarTop(of: controller) {
                insets.top = top
            } else {
                insets.top += showsLargeTitle(controller.id, seen: []) ? Self.largeTitleNavigationBarHeight : Self.navigationBarHeight
            }
        case .opaque: insets.top = 0  // the view starts below an opaque bar
        case nil: break
        }
        let bottomBar: Double? = switch controller.simulatedMetrics["simulatedBottomBarMetrics"] {
        case "simulatedTabBarMetrics": Self.tabBarHeight
        case "simulatedToolbarMetrics": Self.navigationBarHeight
        case "nil": nil
        default: isInTabBarController(controller.id, seen: []) ? Self.tabBarHeight : nil
        }
        if let bottomBar {
            // Not extended under its bottom bar, the view ends above it (and the home indicator).
            insets.bottom = extended.contains(.bottom) ? insets.bottom + bottomBar : 0
        }
        return insets
    }

    /// The safe area the simulated screen gives a full-screen view. From Xcode 16.3 (23727) the
    /// canvas counts the insets of a phone with a sensor housing twice: 96 and 68 points on the
    /// iPhone 11, 118 and 68 on the iPhone 15, in the 23727, 24xxx and 25094 files of five
    /// repositories; the 20-point status bar of a phone without a housing stays 20 (element's
    /// 24506 and Kingfisher's 23727 files).
    func canvasInsets(of device: Device) -> EdgeInsets {
        let insets = device.safeAreaInsets
        guard xcodeEra >= .xcode16_3, insets.bottom > 0 else { return insets }
        return EdgeInsets(top: 2 * insets.top, left: 2 * insets.left, bottom: 2 * insets.bottom, right: 2 * insets.right)
    }

    /// A navigation bar above a controller's view: translucent bars cover the view's top, opaque
    /// ones (`translucent="NO"`) push the view below them.
    enum NavigationBar { case translucent, opaque }

    /// The navigation bar the canvas shows above the controller: its simulated top bar says so,
    /// or it is inferred from a navigation controller that holds it (directly, or through a push
    /// from a controller that has one).
    func navigationBar(of id: String, seen: Set<String>) -> NavigationBar? {
        guard !seen.contains(id), let controller = viewController(withID: id) else { return nil }
        switch controller.simulatedMetrics["simulatedTopBarMetrics"] {
        case "simulatedNavigationBarMetrics": return controller.simulatedTopBarIsOpaque ? .opaque : .translucent
        case "nil": return nil
        default: break
        }
        for segue in segues where segue.destinationID == id {
            guard let source = segue.sourceID.flatMap({ owningController(of: $0) }) else { continue }
            if segue.kind == "relationship" {
                if source.element == "navigationController" && segue.relationship == "rootViewController" {
                    // A hidden bar covers nothing (ChatSecure's onboarding places its logo 75
                    // points below the top of the screen, not of a bar).
                    if source.isNavigationBarHidden { return nil }
                    let bar = source.otherViews.first { $0.key == "navigationBar" }
                    return bar?.attributes["translucent"] == "NO" ? .opaque : .translucent
                }
            } else if segue.kind == "show" || segue.kind == "push" {
                if let bar = navigationBar(of: source.id, seen: seen.union([id])) { return bar }
            }
        }
        return nil
    }

    /// The top of the safe area a translucent navigation bar's saved frame gives the controller's
    /// view, in the view's own coordinates: the bar's bottom when it was saved below a status bar
    /// (its y not 0), or its height when the view is a sheet (shorter than the screen, no status
    /// bar) and the bar was saved at the top. Nil when the file gives no such frame: files that
    /// put a full-screen bar at y 0 record no status bar in it. A bar saved another width than the
    /// view was saved on another canvas (a 414-point phone's bar over a 600-point size-class
    /// canvas), so its frame says nothing of the view's status bar.
    func savedNavigationBarTop(of controller: IBViewController) -> Double? {
        guard let bar = savedNavigationBar(of: controller.id, seen: []),
              controller.view?.frame.map({ $0.width == bar.width }) ?? true else { return nil }
        if bar.y > 0 { return bar.y + bar.height }
        guard let root = controller.view?.frame, let device = device?.layoutDevice(era: xcodeEra),
              Canvas.isSheetSized(Size(width: root.width, height: root.height), on: device) else { return nil }
        return bar.height
    }

    /// The `<navigationBar>` frame saved in the navigation controller that holds the controller
    /// (directly, or through pushes).
    func savedNavigationBar(of id: String, seen: Set<String>) -> IBRect? {
        guard let frame = navigationBarElement(of: id, seen: seen)?.frame,
              frame.y >= 0, frame.height > 0, frame.y.isFinite, frame.height.isFinite else { return nil }
        return frame
    }

    /// The `<navigationBar>` of the navigation controller that holds the controller (directly, or
    /// through pushes).
    func navigationBarElement(of id: String, seen: Set<String>) -> IBView? {
        guard !seen.contains(id) else { return nil }
        for segue in segues where segue.destinationID == id {
            guard let source = segue.sourceID.flatMap({ owningController(of: $0) }) else { continue }
            if segue.kind == "relationship" {
                if source.element == "navigationController" && segue.relationship == "rootViewController" {
                    return source.otherViews.first { $0.key == "navigationBar" }
                }
            } else if segue.kind == "show" || segue.kind == "push" {
                if let bar = navigationBarElement(of: source.id, seen: seen.union([id])) { return bar }
            }
        }
        return nil
    }

    /// An expanded large-title navigation bar's height: 44 and a 52-point title below it (the
    /// large-title bars IQKeyboardManager's and Tofu's files save, Xcode 12 and 15).
    static let largeTitleNavigationBarHeight: Double = 96

    /// Whether the controller's navigation bar shows an expanded large title: its navigation
    /// controller's bar prefers large titles (`largeTitles="YES"`) and its navigation item's
    /// mode is `always`, or automatic, which takes the mode of the controller that pushed it (the
    /// root of the stack shows the large title).
    func showsLargeTitle(_ id: String, seen: Set<String>) -> Bool {
        guard navigationBarElement(of: id, seen: [])?.attributes["largeTitles"] == "YES",
              !seen.contains(id), let controller = viewController(withID: id) else { return false }
        switch controller.largeTitleDisplayMode {
        case "always": return true
        case "never": return false
        default:
            guard let pusher = segues.first(where: { $0.destinationID == id && ($0.kind == "show" || $0.kind == "push") })?
                .sourceID.flatMap({ owningController(of: $0) }) else { return true }
            return showsLargeTitle(pusher.id, seen: seen.union([id]))
        }
    }

    private func isInTabBarController(_ id: String, seen: Set<String>) -> Bool {
        guard !seen.contains(id) else { return false }
        // Held by a tab bar controller directly or through containers, or pushed by a controller
        // that is: a pushed controller keeps its navigation controller's tab bar.
        for segue in segues where segue.destinationID == id
            && (segue.kind == "relationship" || segue.kind == "show" || segue.kind == "push") {
            guard let source = segue.sourceID.flatMap({ owningController(of: $0) }) else { continue }
            if segue.kind == "relationship" && source.element == "tabBarController" { return true }
            if isInTabBarController(source.id, seen: seen.union([id])) { return true }
        }
        return false
    }

    /// The view controller a segue's source belongs to: the controller itself, or the one whose
    /// views hold the button or cell that starts the segue.
    private func owningController(of sourceID: String) -> IBViewController? {
        if let controller = viewController(withID: sourceID) { return controller }
        for scene in scenes {
            for controller in scene.viewControllers {
                for view in controller.allRootViews where view.allViews.contains(where: { $0.id == sourceID }) {
                    return controller
                }
            }
        }
        return nil
    }
}

extension LayoutTreeBuilder {
    /// The top and bottom layout guides of files from before safe areas: the top one runs from
    /// the root's top to the bottom of the bars, the bottom one from the top of the bottom bar.
    mutating func addControllerGuides(_ controller: IBViewController, to root: View, insets: EdgeInsets) {
        for guide in controller.layoutGuides {
            let custom = LayoutGuide(identifier: guide.kind == .topLayoutGuide ? "_UILayoutGuide-top" : "_UILayoutGuide-bottom")
            root.addLayoutGuide(custom)
            guides[guide.id] = custom
            let isTop = guide.kind != .bottomLayoutGuide
            let edge: LayoutAttribute = isTop ? .top : .bottom
            let constraints = [
                LayoutConstraint(item: custom, attribute: edge, relatedBy: .equal, toItem: root, attribute: edge),
                LayoutConstraint(item: custom, attribute: .height, relatedBy: .equal, toItem: nil as View?,
                                 attribute: .notAnAttribute, constant: isTop ? insets.top : insets.bottom),
                LayoutConstraint(item: custom, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left),
                LayoutConstraint(item: custom, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width),
            ]
            try? LayoutConstraint.activate(constraints)
        }
    }
}
