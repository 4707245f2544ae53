import Layout
import TextLayout

/// Draws a laid-out view tree as an SVG document, in points.
///
/// The document is plain SVG 1.1 that `xmllint` accepts and browsers and `rsvg-convert` draw.
/// Its `viewBox` is the root view's bounds in points. Every drawn view is one `<g>` element,
/// nested as the views are, with attributes a test or a person can find it by:
///
/// ```xml
/// <g data-class="UILabel" data-name="nameLabel" data-id="UIWindow/UIView/nameLabel"
///    data-frame="16 120 343 17" transform="translate(16 120)">
/// ```
///
/// `data-id` is the same id frames JSON gives the view; `data-frame` is its frame in its
/// superview's coordinates. Backgrounds are filled; image views are grey placeholders with a
/// cross; UIKit controls Layout cannot draw (buttons, text fields) are outlines with their class
/// name; labels are `<text>` with a `<tspan>` per line, placed by TextLayout with the label's own
/// metrics, so lines break where the layout engine measured them; views that clip (scroll views)
/// clip their subviews with a `clipPath`. Hidden views are left out. Hairlines (table separators,
/// the navigation bar's shadow) are filled rectangles on the pixel grid, and 1-point strokes sit
/// on half points, so they are crisp.
public enum SVGRenderer {
    /// The font list of every text: the system font where there is one, then fonts that have
    /// Japanese glyphs, so that the recipes' names show on any machine.
    public static let fontFamily =
        "-apple-system, 'Helvetica Neue', 'Hiragino Sans', 'Noto Sans CJK JP', IPAGothic, sans-serif"

    /// The document for `root` (laid out already: call `layoutIfNeeded()` first).
    public static func render(_ root: View, options: SVGOptions = .init()) -> String {
        var writer = SVGWriter(scene: Scene(root: root, full: options.full), options: options, root: root)
        return writer.document()
    }
}

/// Builds one SVG document: `defs` (clip paths) and the body are written separately and joined.
struct SVGWriter {
    let scene: Scene
    let options: SVGOptions
    /// The screen scale the tree was laid out at, for hairlines and text placement.
    let scale: Double
    let keepsPlaceholders: Bool
    var defs = ""
    var body = ""
    private var clipCount = 0
    /// Each node's subviews' nodes, by index.
    private let children: [[Int]]

    init(scene: Scene, options: SVGOptions, root: View) {
        self.scene = scene
        self.options = options
        let rootScale = root.layoutOptions.scale
        scale = rootScale.isFinite && rootScale >= 1 ? rootScale : 1
        keepsPlaceholders = root.layoutOptions.keepsPlaceholders
        var children = Array(repeating: [Int](), count: scene.nodes.count)
        for (index, node) in scene.nodes.enumerated() {
            if let parent = node.parent { children[parent].append(index) }
        }
        self.children = children
    }

    static func number(_ value: Double) -> String { NumberFormatting.svg(value) }

    /// A new clip path id with its rectangle in `defs`.
    mutating func clipPath(_ rect: Rect, cornerRadius: Double = 0) -> String {
        clipCount += 1
        let id = "clip-\(clipCount)"
        let corner = cornerRadius > 0 ? " rx=\"\(Self.number(cornerRadius))\"" : ""
        defs += "<clipPath id=\"\(id)\"><rect x=\"\(Self.number(rect.minX))\" y=\"\(Self.number(rect.minY))\" "
            + "width=\"\(Self.number(rect.width))\" height=\"\(Self.number(rect.height))\"\(corner)/></clipPath>\n"
        return id
    }

    mutating func document() -> String {
        let size = scene.size
        var content = ""
        if let background = options.background {
            content += "<rect class=\"trellis-background\" width=\"\(Self.number(size.width))\" "
                + "height=\"\(Self.number(size.height))\"\(Self.fill(background))/>\n"
        }
        writeViews()
        content += body
        body = ""
        if options.showFrames { writeFrameOverlay() }
        if options.showConstraints { writeConstraintOverlay() }
        content += body
        body = ""

        var viewBox = Rect(origin: .zero, size: size)
        if let device = options.deviceFrame?.sanitized {
            content = wrapInDevice(content, device)
            viewBox = Rect(x: -device.bezel, y: -device.bezel, width: size.width + 2 * device.bezel,
                           height: size.height + 2 * device.bezel)
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(viewBox.width))\" "
        out += "height=\"\(Self.number(viewBox.height))\" viewBox=\"\(Self.number(viewBox.minX)) "
        out += "\(Self.number(viewBox.minY)) \(Self.number(viewBox.width)) \(Self.number(viewBox.height))\" "
        out += "font-family=\"\(XMLEscaping.escape(SVGRenderer.fontFamily))\">\n"
        if !defs.isEmpty { out += "<defs>\n" + defs + "</defs>\n" }
        out += content
        out += "</svg>\n"
        return out
    }

    /// ` fill="#rrggbb"`, with ` fill-opacity` when the colour is translucent.
    static func fill(_ color: Color) -> String {
        color.alpha >= 1 ? " fill=\"\(color.hexRGB)\"" : " fill=\"\(color.hexRGB)\" fill-opacity=\"\(number(color.alpha))\""
    }

    /// ` stroke="#rrggbb"`, with ` stroke-opacity` when the colour is translucent.
    static func stroke(_ color: Color) -> String {
        color.alpha >= 1 ? " stroke=\"\(color.hexRGB)\""
            : " stroke=\"\(color.hexRGB)\" stroke-opacity=\"\(number(color.alpha))\""
    }

    /// Each view's group, its drawing and its subviews' groups, nested as the views are (without
    /// recursion: trees can be deep).
    mutating func writeViews() {
        enum Step { case open(Int, String), close(String) }
        var steps: [Step] = scene.nodes.isEmpty ? [] : [.open(0, "")]
        while let step = steps.popLast() {
            switch step {
            case .close(let indent):
                body += indent + "</g>\n"
            case .open(let index, let indent):
                body += indent + "<g \(groupAttributes(scene.nodes[index]))>\n"
                writeContent(of: scene.nodes[index], indent: indent + "  ")
                steps.append(.close(indent))
                steps.append(contentsOf: children[index].reversed().map { .open($0, indent + "  ") })
            }
        }
    }

    /// `data-class`, `data-name`, `data-id`, `data-frame`, the offset from the superview's group,
    /// and the clip path of a view that clips.
    mutating func groupAttributes(_ node: SceneNode) -> String {
        let view = node.view
        var attributes = "data-class=\"\(XMLEscaping.escape(view.className))\""
        if let name = view.name { attributes += " data-name=\"\(XMLEscaping.escape(name))\"" }
        attributes += " data-id=\"\(XMLEscaping.escape(node.id))\""
        let frame = view.frame
        attributes += " data-frame=\"\(Self.number(frame.minX)) \(Self.number(frame.minY)) "
            + "\(Self.number(frame.width)) \(Self.number(frame.height))\""
        let parentOrigin = node.parent.map { scene.nodes[$0].rect.origin } ?? .zero
        let dx = node.rect.minX - parentOrigin.x, dy = node.rect.minY - parentOrigin.y
        if Self.number(dx) != "0" || Self.number(dy) != "0" {
            attributes += " transform=\"translate(\(Self.number(dx)) \(Self.number(dy)))\""
        }
        if view.clipsToBounds {
            let id = clipPath(Rect(origin: .zero, size: node.rect.size))
            attributes += " clip-path=\"url(#\(id))\""
        }
        return attributes
    }
}
