import InterfaceBuilder
import InterfaceBuilderReader
import Layout
import Rendering

extension VerifiedFile {
    /// A file's verification as the report and the CI formats show it: each comparison with the
    /// view's class and text from the document, and its frames moved onto the root's canvas.
    init(path: String, verification: IBVerification, document: IBDocument, seconds: Double) {
        let roots = verification.roots.map { root in
            VerifiedRoot(root, model: document.view(withID: root.rootID))
        }
        self.init(path: path, roots: roots, seconds: seconds)
        fontsWithoutMetrics = verification.fontsWithoutMetrics
    }
}

extension VerifiedRoot {
    init(_ root: IBRootVerification, model: IBView?) {
        var models: [String: IBView] = [:]
        var parents: [String: String] = [:]
        model?.visit { view in
            models[view.id] = view
            for child in view.subviews + view.cells { parents[child.id] = view.id }
        }
        // Frames are saved in the superview's coordinates; the drawing wants the root's. Views come
        // parents first, so a parent's canvas frame is known before its children's.
        var savedOrigins: [String: Point] = [:]
        var computedOrigins: [String: Point] = [:]
        func ancestor(of id: String, in origins: [String: Point]) -> Point? {
            var current = parents[id]
            while let parent = current {
                if let origin = origins[parent] { return origin }
                current = parents[parent]
            }
            return nil
        }
        var views: [VerifiedView] = []
        for comparison in root.views {
            let isRoot = comparison.id == root.rootID
            let savedBase = isRoot ? Point(x: -comparison.saved.minX, y: -comparison.saved.minY)
                : ancestor(of: comparison.id, in: savedOrigins) ?? Point(x: 0, y: 0)
            let saved = comparison.saved.offset(by: savedBase)
            savedOrigins[comparison.id] = saved.origin
            var computed: Rect?
            if let frame = comparison.computed {
                let base = isRoot ? Point(x: -frame.minX, y: -frame.minY)
                    : ancestor(of: comparison.id, in: computedOrigins) ?? Point(x: 0, y: 0)
                computed = frame.offset(by: base)
                computedOrigins[comparison.id] = computed?.origin
            }
            let view = models[comparison.id]
            views.append(VerifiedView(
                id: comparison.id, rootID: root.rootID, name: comparison.name,
                className: view?.className ?? comparison.element, element: comparison.element, line: comparison.line,
                text: view?.text?.text ?? view?.button?.normal?.title, saved: comparison.saved,
                computed: comparison.computed, savedOnCanvas: saved, computedOnCanvas: computed,
                error: comparison.error, cause: comparison.cause?.description,
                rootCause: comparison.rootCause?.description))
        }
        let size = root.views.first?.saved.size ?? model?.frame.map { Size(width: $0.width, height: $0.height) }
            ?? Size(width: 0, height: 0)
        self.init(id: root.rootID, sceneID: root.sceneID, size: size, views: views)
    }
}

extension Rect {
    func offset(by point: Point) -> Rect {
        Rect(x: minX + point.x, y: minY + point.y, width: width, height: height)
    }
}
