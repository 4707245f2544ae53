import Layout
import TextLayout

extension SVGWriter {
    /// The colours of the placeholders and bars, UIKit's light-mode system colours.
    static let imageFill = Color(rgb: 0xE5E5EA)
    static let imageLines = Color(rgb: 0xC7C7CC)
    static let barFill = Color(rgb: 0xF9F9F9, alpha: 0.94)
    static let barShadow = Color(white: 0, alpha: 0.3)

    /// What a view draws itself, in its own coordinates: background, then its kind's content.
    mutating func writeContent(of node: SceneNode, indent: String) {
        let view = node.view
        let size = node.rect.size
        let sizeAttributes = "width=\"\(Self.number(size.width))\" height=\"\(Self.number(size.height))\""
        if let color = view.backgroundColor, color.alpha > 0 {
            body += indent + "<rect \(sizeAttributes)\(Self.fill(color))/>\n"
        } else if view.className == "UINavigationBar" {
            // A bar with no colour of its own is UIKit's default translucent bar.
            body += indent + "<rect \(sizeAttributes)\(Self.fill(Self.barFill))/>\n"
        }
        if view.className == "UINavigationBar" {
            body += indent + hairline(Rect(x: 0, y: size.height, width: size.width, height: 1 / scale), Self.barShadow)
        }
        if view is ImageView { writeImagePlaceholder(size, indent: indent) }
        if let caption = ControlCaption.caption(for: view) { writeCaption(caption, size, indent: indent) }
        if let label = view as? LabelView { writeText(label, size: size, indent: indent) }
        if let cell = view as? TableViewCell, let table = view.superview as? TableView,
           table.separatorStyle == .singleLine {
            writeSeparator(cell, size: size, indent: indent)
        }
    }

    /// A filled rectangle snapped to the pixel grid, so a one-pixel line stays one pixel.
    func hairline(_ rect: Rect, _ color: Color) -> String {
        func snap(_ value: Double) -> Double { PixelGrid.round(value, scale: scale) }
        let minX = snap(rect.minX), minY = snap(rect.minY)
        let width = max(snap(rect.maxX) - minX, 0), height = max(snap(rect.maxY) - minY, 1 / scale)
        return "<rect x=\"\(Self.number(minX))\" y=\"\(Self.number(minY))\" width=\"\(Self.number(width))\" "
            + "height=\"\(Self.number(height))\"\(Self.fill(color))/>\n"
    }

    /// An image view without an image: a grey box with its diagonals, as a wireframe shows one.
    mutating func writeImagePlaceholder(_ size: Size, indent: String) {
        guard size.width > 0, size.height > 0 else { return }
        let w = Self.number(size.width), h = Self.number(size.height)
        body += indent + "<g class=\"trellis-image\"\(Self.stroke(Self.imageLines)) stroke-width=\"1\">"
        body += "<rect width=\"\(w)\" height=\"\(h)\"\(Self.fill(Self.imageFill)) stroke=\"none\"/>"
        body += "<path d=\"M0 0L\(w) \(h)M\(w) 0L0 \(h)\" fill=\"none\"/>"
        if size.width >= 1, size.height >= 1 {
            body += "<rect x=\"0.5\" y=\"0.5\" width=\"\(Self.number(size.width - 1))\" "
                + "height=\"\(Self.number(size.height - 1))\" fill=\"none\"/>"
        }
        body += "</g>\n"
    }

    /// UITableView's separator under a cell's content view: inset 16 points from the left, as
    /// UIKit's default `separatorInset`, the height the table left below the content view.
    mutating func writeSeparator(_ cell: TableViewCell, size: Size, indent: String) {
        let height = size.height - cell.contentView.frame.height
        guard height > 0, size.width > 16 else { return }
        body += indent + hairline(Rect(x: 16, y: size.height - height, width: size.width - 16, height: height),
                                  Color.separator)
    }

    /// The label's lines as TextLayout places them in its frame: one `<tspan>` per line (one per
    /// tab-separated run on lines with tabs), `y` on the baseline.
    mutating func writeText(_ label: LabelView, size: Size, indent: String) {
        guard !label.text.isEmpty, size.width > 0, size.height > 0 else { return }
        let layout = label.label.layout(in: TextSize(size),
                                        metrics: label.metrics, scale: scale)
        guard !layout.lines.isEmpty else { return }
        let font = label.font
        var attributes = "font-size=\"\(Self.number(font.pointSize))\""
        if font.weight != .regular { attributes += " font-weight=\"\(Self.cssWeight(font.weight))\"" }
        if let family = Self.fontFamily(of: label) {
            attributes += " font-family=\"\(XMLEscaping.escape(family))\""
        }
        attributes += Self.fill(Color.label)
        body += indent + "<text \(attributes) xml:space=\"preserve\">"
        for line in layout.lines {
            for segment in line.segments where !segment.text.isEmpty {
                body += "<tspan x=\"\(Self.number(segment.x))\" y=\"\(Self.number(line.baseline))\">"
                body += XMLEscaping.escape(Self.visible(segment.text), attribute: false) + "</tspan>"
            }
        }
        body += "</text>\n"
    }

    /// Control characters as their visible symbols, as TextLayout measured them.
    static func visible(_ text: String) -> String {
        var out = ""
        for character in text { out += DisplayWidth.visibleForm(of: character) }
        return out
    }

    /// CSS's numeric weight for a font weight.
    static func cssWeight(_ weight: Font.Weight) -> Int {
        switch weight {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}
