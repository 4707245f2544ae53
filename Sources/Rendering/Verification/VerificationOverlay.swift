import Layout

/// One root drawn for the verification report: Trellis's frames, with Xcode's saved frames over
/// them where they differ.
///
/// Views that match are quiet grey outlines of Trellis's frames. A mismatched view is a group
/// (`<g class="mismatch" id="v-ROOT-N">`) of two rectangles, Xcode's saved frame (`rect.saved`,
/// blue, dashed) and Trellis's (`rect.computed`, orange, solid), with a `<title>` the browser shows
/// as a tooltip: the view, both frames and the cause. Mismatches are drawn last, so they are on
/// top. The SVG is inline in the page (no ids of its own beyond the groups), so it needs no
/// namespace declaration and takes the page's styles.
enum VerificationOverlay {
    /// Rectangles reaching past the root by more than this many root sizes are cut there, so a
    /// view laid out far away does not shrink the picture to nothing.
    static let reach = 1.0
    static let padding = 4.0

    /// The `<svg>` element for `root`; `rootNumber` makes the group ids unique on the page.
    static func svg(_ root: VerifiedRoot, rootNumber: Int) -> String {
        let n = NumberFormatting.svg
        let canvas = Rect(origin: .zero, size: root.size)
        let box = viewBox(root)
        var out = "<svg class=\"overlay\" viewBox=\"\(n(box.minX)) \(n(box.minY)) \(n(box.width)) \(n(box.height))\" "
        out += "width=\"\(n(box.width))\" height=\"\(n(box.height))\" role=\"img\" "
        out += "aria-label=\"\(XMLEscaping.escape(root.title))\">\n"
        out += "<rect class=\"canvas\" x=\"0\" y=\"0\" width=\"\(n(canvas.width))\" height=\"\(n(canvas.height))\"/>\n"
        out += "<g class=\"matched\">\n"
        for view in root.views.dropFirst() where view.matches {
            guard let rect = view.computedOnCanvas else { continue }
            out += "  <rect data-id=\"\(XMLEscaping.escape(view.id))\"\(attributes(clamp(rect, to: box)))/>\n"
        }
        out += "</g>\n"
        for (number, view) in root.views.enumerated() where !view.matches {
            out += "<g class=\"mismatch\" id=\"\(anchor(rootNumber, number))\" data-id=\"\(XMLEscaping.escape(view.id))\">"
            out += "<title>\(XMLEscaping.escape(tooltip(view), attribute: false))</title>\n"
            out += "  <rect class=\"saved\"\(attributes(clamp(view.savedOnCanvas, to: box)))/>\n"
            if let computed = view.computedOnCanvas {
                out += "  <rect class=\"computed\"\(attributes(clamp(computed, to: box)))/>\n"
            }
            out += "</g>\n"
        }
        out += "</svg>\n"
        return out
    }

    /// The id of the `number`th view of root `rootNumber`'s group; the side list links to it.
    static func anchor(_ rootNumber: Int, _ number: Int) -> String { "v-\(rootNumber)-\(number)" }

    /// What the tooltip says: the view, both frames, and the cause.
    static func tooltip(_ view: VerifiedView) -> String {
        var text = "\(view.className) \(view.name.map { "'\($0)' " } ?? "")\(view.id), line \(view.line)\n"
        text += "Xcode:   \(view.saved)\nTrellis: \(view.computed.map { "\($0)" } ?? "not laid out")\n"
        text += "\(VerificationSummary.offBy(view.error)): \(view.cause ?? "")"
        return text
    }

    /// The canvas with every rectangle, cut at ``reach`` root sizes around it, padded.
    static func viewBox(_ root: VerifiedRoot) -> Rect {
        let width = max(root.size.width, 1), height = max(root.size.height, 1)
        var minX = 0.0, minY = 0.0, maxX = width, maxY = height
        for view in root.views {
            for rect in [view.computedOnCanvas, view.matches ? nil : view.savedOnCanvas].compactMap({ $0 }) {
                guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { continue }
                minX = min(minX, rect.minX); minY = min(minY, rect.minY)
                maxX = max(maxX, rect.maxX); maxY = max(maxY, rect.maxY)
            }
        }
        minX = max(minX, -reach * width) - padding
        minY = max(minY, -reach * height) - padding
        maxX = min(maxX, (1 + reach) * width) + padding
        maxY = min(maxY, (1 + reach) * height) + padding
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `rect` cut to `box`, with non-finite edges at its sides.
    static func clamp(_ rect: Rect, to box: Rect) -> Rect {
        func cut(_ value: Double, _ low: Double, _ high: Double) -> Double {
            value.isNaN ? low : min(max(value, low), high)
        }
        let minX = cut(rect.minX, box.minX, box.maxX), maxX = cut(rect.minX + rect.width, box.minX, box.maxX)
        let minY = cut(rect.minY, box.minY, box.maxY), maxY = cut(rect.minY + rect.height, box.minY, box.maxY)
        return Rect(x: min(minX, maxX), y: min(minY, maxY), width: abs(maxX - minX), height: abs(maxY - minY))
    }

    static func attributes(_ rect: Rect) -> String {
        let n = NumberFormatting.svg
        return " x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\""
    }
}
