import InterfaceBuilderReader
import Layout
import TextLayout

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
        return makeLayoutTree(root: root, size: request.size, designTime: request.designTime,
                              cellSizing: request.cellSizing, fonts: request.fonts, contentSize: request.contentSize)
    }

    /// The root a scene, controller or view id stands for: one of ``layoutRoots``, or a
    /// storyboard's prototype cell named by its id; nil when the id names nothing that can be laid
    /// out. A nil id takes the first view controller's view, else the first root.
    public func layoutRoot(for id: String?) -> IBLayoutRoot? {
        let roots = layoutRoots
        guard let id else { return roots.first { $0.viewControllerID != nil } ?? roots.first }
        if let root = roots.first(where: { $0.viewID == id }) { return root }
        if let cell = prototypeCell(withID: id) { return cell }
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

    /// A cell inside a table or collection view (a storyboard's prototype cell), as a root of its own.
    private func prototypeCell(withID id: String) -> IBLayoutRoot? {
        for scene in scenes {
            guard let cell = scene.rootViews.lazy.compactMap({ $0.first { $0.id == id } }).first,
                  IBLayoutRoot.cellElements.contains(cell.element) else { continue }
            return IBLayoutRoot(viewID: id, sceneID: scene.id, viewControllerID: nil, element: cell.element)
        }
        return nil
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
    ///
    /// A table or collection view cell with `cellSizing` is laid out as its table or collection view
    /// lays it out instead (see ``IBCellSizing``), and `size` is not used. Text is measured with
    /// `fonts` where they have the font (see ``IBFont/layoutFont(in:)``), else with the built-in
    /// model; Dynamic Type text styles at `contentSize`, or when nil at the size the canvas drew
    /// them at (`designTime`) or UIKit's default, Large.
    public func makeLayoutTree(root: IBLayoutRoot, size: Size? = nil, designTime: Bool,
                               cellSizing: IBCellSizing? = nil, fonts: FontCollection = FontCollection(),
                               contentSize: ContentSizeCategory? = nil) -> IBLayoutTree {
        let model = view(withID: root.viewID) ?? IBView(element: root.element, id: root.viewID, line: 0, column: 0)
        let controller = root.viewControllerID.flatMap(viewController(withID:))
        let cellSizing = root.isCell ? cellSizing : nil
        var canvas = Canvas(document: self, model: model, controller: controller,
                            requestedSize: cellSizing.map { rowSize($0, model: model) } ?? size)
        var builder = LayoutTreeBuilder(document: self, device: canvas.device, designTime: designTime, fonts: fonts,
                                        contentSize: contentSize)
        builder.laysOutCellAsRow = cellSizing != nil
        let view = builder.makeView(model, parentView: nil)
        canvas.place(view)
        builder.preserveRootMargins(in: view, model: model)
        if let controller, let bars = canvas.barInsets { builder.addControllerGuides(controller, to: view, insets: bars) }
        builder.addConstraints(of: model)
        if designTime { builder.holdNonNegativeSizes(of: model) }
        builder.holdCanvasFrames(of: model)
        view.layoutOptions = LayoutOptions(scale: canvas.device.scale, roundsToPixels: false, keepsPlaceholders: designTime)
        if let cellSizing, cellSizing.height == nil { canvas.fit(view) }
        let report = view.layoutIfNeeded()
        return IBLayoutTree(root: view, rootID: root.viewID, sceneID: root.sceneID, size: canvas.size,
                            device: canvas.device, warnings: documentWarnings(under: model) + builder.warnings,
                            report: report, viewsByID: builder.views, unsupportedIDs: builder.unsupportedIDs)
    }

    /// The size a table gives a row before any fitting: its width (the device's unless given) and
    /// its fixed height, or the saved height until the cell is fitted.
    private func rowSize(_ sizing: IBCellSizing, model: IBView) -> Size {
        let deviceWidth = (device?.layoutDevice(era: xcodeEra) ?? .iPhoneSE).size.width
        return Size(width: sizing.width ?? deviceWidth,
                    height: sizing.height ?? model.frame?.height ?? 44)
    }

    /// The reader's warnings about elements inside `model` (by line range of its views).
    private func documentWarnings(under model: IBView) -> [IBWarning] {
        guard !warnings.isEmpty else { return [] }
        var low = Int.max, high = Int.min
        model.visit { view in
            low = min(low, view.line)
            high = max(high, view.line)
            for constraint in view.constraints {
                low = min(low, constraint.line)
                high = max(high, constraint.line)
            }
        }
        let end = high + IBTolerance.warningLineSlack
        return warnings.filter { $0.line >= low && $0.line <= end }
    }
}
