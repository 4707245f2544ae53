import InterfaceBuilderReader
import Layout

extension IBDocument {
    /// The scene laid out when a request names none: the storyboard's initial view controller's
    /// scene, else the first scene with a view; nil for a xib (its first top-level view is used).
    public var defaultSceneID: String? {
        guard kind == .storyboard else { return nil }
        if let initial = initialViewControllerID, let root = contentController(from: initial),
           let scene = scenes.first(where: { $0.viewControllers.contains { $0.id == root.id } }) {
            return scene.id
        }
        return scenes.first { scene in scene.viewControllers.contains { $0.view != nil } }?.id ?? scenes.first?.id
    }

    /// Every root the document can be laid out from, in document order: each view controller's
    /// view and other views (bars), and each top-level view of a xib or scene.
    public var layoutRoots: [IBLayoutRoot] {
        scenes.flatMap { scene in
            scene.viewControllers.flatMap { controller in
                controller.allRootViews.map {
                    IBLayoutRoot(viewID: $0.id, sceneID: scene.id, viewControllerID: controller.id, element: $0.element)
                }
            } + scene.views.map { IBLayoutRoot(viewID: $0.id, sceneID: scene.id, viewControllerID: nil, element: $0.element) }
        }
    }

    /// Makes the Layout view tree of one root and lays it out once.
    ///
    /// `request.sceneID` may name a scene, a view controller or a root view; nil takes
    /// ``defaultSceneID`` (a xib's first top-level view). A container without a view of its own
    /// (a navigation controller) stands for the controller it shows first.
    ///
    /// - Throws: ``IBReadError`` with kind ``IBReadError/Kind/noSuchScene(_:)`` when the id names
    ///   nothing that can be laid out, or the document has no view at all.
    public func makeLayoutTree(_ request: IBLayoutRequest) throws(IBReadError) -> IBLayoutTree {
        guard let root = layoutRoot(for: request.sceneID ?? defaultSceneID) else {
            throw IBReadError(.noSuchScene(request.sceneID), line: 0, column: 0)
        }
        return makeLayoutTree(root: root, size: request.size, designTime: request.designTime)
    }

    /// The root a scene, controller or view id stands for.
    func layoutRoot(for id: String?) -> IBLayoutRoot? {
        let roots = layoutRoots
        guard let id else { return roots.first { $0.viewControllerID != nil } ?? roots.first }
        if let root = roots.first(where: { $0.viewID == id }) { return root }
        let controllerID: String?
        if let scene = scenes.first(where: { $0.id == id }) {
            controllerID = scene.viewControllers.first.map { contentController(from: $0.id)?.id ?? $0.id }
            if controllerID == nil || !roots.contains(where: { $0.viewControllerID == controllerID }) {
                return roots.first { $0.sceneID == id }
            }
        } else {
            controllerID = contentController(from: id)?.id
        }
        guard let controllerID else { return nil }
        let controller = viewController(withID: controllerID)
        return roots.first { $0.viewControllerID == controllerID && $0.viewID == controller?.view?.id }
            ?? roots.first { $0.viewControllerID == controllerID }
    }

    /// The controller that shows content for `id`: itself when it has a view, else the first one
    /// it contains (following relationship segues: a navigation controller's root).
    func contentController(from id: String) -> IBViewController? {
        var current = id
        var seen: Set<String> = []
        while let controller = viewController(withID: current), seen.insert(current).inserted {
            if controller.view != nil { return controller }
            guard let next = segues.first(where: { $0.sourceID == current && $0.kind == "relationship" })?.destinationID
            else { return controller }
            current = next
        }
        return viewController(withID: id)
    }

    /// Lays out one root, at `size` or its saved size.
    public func makeLayoutTree(root: IBLayoutRoot, size: Size? = nil, designTime: Bool) -> IBLayoutTree {
        var device = device?.layoutDevice(era: xcodeEra) ?? .iPhoneSE
        let model = view(withID: root.viewID) ?? IBView(element: root.element, id: root.viewID, line: 0, column: 0)
        let controller = root.viewControllerID.flatMap(viewController(withID:))
        let isControllerView = controller?.view?.id == root.viewID
        let saved = model.frame.map { Size(width: $0.width, height: $0.height) }
        if isControllerView, size == nil, let saved, saved != device.size,
           let match = Device.all.first(where: { $0.size == saved && $0.scale == device.scale })
            ?? Device.all.first(where: { $0.size == saved }) {
            // The canvas was last shown on another phone than the document's device says.
            device = match
        }
        var rootSize = size ?? saved ?? controller?.freeformSize.map { Size(width: $0.width, height: $0.height) }
            ?? device.size
        if size == nil, isControllerView, model.attributes["misplaced"] == "YES", let controller,
           controller.freeformSize == nil {
            // Xcode marked the view's own frame misplaced: its subviews were laid out in the frame
            // the screen gives it, the device's, less an opaque navigation bar above it.
            var height = device.size.height
            if navigationBar(of: controller.id, seen: []) == .opaque {
                height -= device.safeAreaInsets.top + Self.navigationBarHeight
            }
            rootSize = Size(width: device.size.width, height: height)
        }

        var builder = LayoutTreeBuilder(document: self, device: device, designTime: designTime)
        builder.constrainedIDs = LayoutTreeBuilder.constrainedIDs(under: model, traits: builder.traits)
        let view = builder.makeView(model, parent: nil, parentView: nil)
        view.translatesAutoresizingMaskIntoConstraints = true
        view.frame = Rect(x: size == nil ? model.frame?.x ?? 0 : 0, y: size == nil ? model.frame?.y ?? 0 : 0,
                          width: rootSize.width, height: rootSize.height)
        var bars = isControllerView ? controller.map { barInsets(of: $0, device: device) } : nil
        let topFromSavedBar = isControllerView && controller.map {
            navigationBar(of: $0.id, seen: []) == .translucent && savedNavigationBarTop(of: $0) != nil
        } == true
        if let insets = bars, rootSize.width == device.size.width, rootSize.height < device.size.height,
           !topFromSavedBar {
            // A shorter view (a sheet, or one below an opaque bar) starts lower on the screen: its
            // top clears the status bar by the difference. A saved navigation bar's frame is
            // already in the view's own coordinates, so a top taken from it stays.
            bars?.top = max(0, insets.top - (device.size.height - rootSize.height))
        }
        if let bars {
            view.explicitSafeAreaInsets = bars
            var margins = device.systemMinimumLayoutMargins
            if let custom = model.layoutMargins {
                margins = EdgeInsets(top: max(custom.top, margins.top), left: max(custom.left, margins.left),
                                     bottom: max(custom.bottom, margins.bottom), right: max(custom.right, margins.right))
            }
            view.layoutMargins = margins
            if let controller { builder.addControllerGuides(controller, to: view, insets: bars) }
        } else if model.kind == .tableViewCell || model.kind == .collectionViewCell
                    || model.kind == .collectionReusableView {
            view.explicitSafeAreaInsets = .zero
            if model.preservesSuperviewLayoutMargins {
                // On the canvas a top-level cell sits in a view with the device's side margins
                // (16 or 20); preserving its superview's margins, it takes them where they are wider.
                let side = device.systemMinimumLayoutMargins.left
                var margins = view.layoutMargins
                margins.left = max(margins.left, side)
                margins.right = max(margins.right, side)
                view.layoutMargins = margins
            }
        } else {
            view.explicitSafeAreaInsets = rootSize == device.size ? device.safeAreaInsets : .zero
            if model.layoutMargins == nil && model.kind == .view {
                // A top-level view on the canvas gets the device's side margins (16 or 20), as a
                // view controller's view does, and UIKit's 8 above and below.
                let side = device.systemMinimumLayoutMargins.left
                view.layoutMargins = EdgeInsets(top: 8, left: side, bottom: 8, right: side)
            }
        }
        builder.addConstraints(of: model)
        view.layoutOptions = LayoutOptions(scale: device.scale, roundsToPixels: false, keepsPlaceholders: designTime)
        let report = view.layoutIfNeeded()
        let warnings = documentWarnings(under: model) + builder.warnings
        return IBLayoutTree(root: view, rootID: root.viewID, sceneID: root.sceneID, size: rootSize, device: device,
                            warnings: warnings, report: report, viewsByID: builder.views,
                            unsupportedIDs: builder.unsupportedIDs)
    }

    /// The reader's warnings about elements inside `model` (by line range of its views).
    private func documentWarnings(under model: IBView) -> [IBWarning] {
        let lines = model.allViews.map(\.line) + model.allViews.flatMap { $0.constraints.map(\.line) }
        guard let low = lines.min(), let high = lines.max() else { return [] }
        let end = high + 50
        return warnings.filter { $0.line >= low && $0.line <= end }
    }
}
