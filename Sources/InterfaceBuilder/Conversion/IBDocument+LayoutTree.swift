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

    /// Lays out one root, at `size` or its saved size, on the canvas Interface Builder shows it on.
    public func makeLayoutTree(root: IBLayoutRoot, size: Size? = nil, designTime: Bool) -> IBLayoutTree {
        let model = view(withID: root.viewID) ?? IBView(element: root.element, id: root.viewID, line: 0, column: 0)
        let controller = root.viewControllerID.flatMap(viewController(withID:))
        let canvas = Canvas(document: self, model: model, controller: controller, requestedSize: size)
        var builder = LayoutTreeBuilder(document: self, device: canvas.device, designTime: designTime)
        builder.constrainedIDs = LayoutTreeBuilder.constrainedIDs(under: model, traits: builder.traits)
        let view = builder.makeView(model, parent: nil, parentView: nil)
        canvas.place(view)
        if let controller, let bars = canvas.barInsets { builder.addControllerGuides(controller, to: view, insets: bars) }
        builder.addConstraints(of: model)
        view.layoutOptions = LayoutOptions(scale: canvas.device.scale, roundsToPixels: false, keepsPlaceholders: designTime)
        let report = view.layoutIfNeeded()
        return IBLayoutTree(root: view, rootID: root.viewID, sceneID: root.sceneID, size: canvas.size,
                            device: canvas.device, warnings: documentWarnings(under: model) + builder.warnings,
                            report: report, viewsByID: builder.views, unsupportedIDs: builder.unsupportedIDs)
    }

    /// The reader's warnings about elements inside `model` (by line range of its views).
    private func documentWarnings(under model: IBView) -> [IBWarning] {
        let lines = model.allViews.map(\.line) + model.allViews.flatMap { $0.constraints.map(\.line) }
        guard let low = lines.min(), let high = lines.max() else { return [] }
        let end = high + IBTolerance.warningLineSlack
        return warnings.filter { $0.line >= low && $0.line <= end }
    }
}
