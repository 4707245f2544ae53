import Layout

/// UIKit controls Layout has no drawing for (buttons, text fields, switches, ... read from
/// Interface Builder files): the renderers write their class name in their box, so a picture of
/// a form still says which box is the button.
enum ControlCaption {
    /// The classes the renderers draw in their own way, or that are containers with nothing to say.
    static let drawnClasses: Set<String> = [
        "UIView", "UIWindow", "UILabel", "UIImageView", "UIStackView", "UIScrollView", "UITableView",
        "UITableViewCell", "UITableViewCellContentView", "UINavigationBar", "UICollectionViewCell",
        "UICollectionReusableView", "UITableViewHeaderFooterView", "UIVisualEffectView",
    ]

    /// The caption of a view: its UIKit class name for a UIKit class not drawn otherwise; `nil`
    /// for plain views, labels, images, containers and an app's own classes.
    static func caption(for view: View) -> String? {
        let name = view.className
        guard name.hasPrefix("UI"), !drawnClasses.contains(name), !(view is LabelView), !(view is ImageView),
              !(view is ScrollView), !(view is StackView) else { return nil }
        return name
    }
}

extension ASCIIPainter {
    /// The caption on the first row inside the box, from its left edge, cut off at its right.
    mutating func drawCaption(_ caption: String, _ box: CellRect, _ area: CellRect) {
        guard box.maxRow - box.minRow >= 2, box.maxColumn - box.minColumn >= 2 else { return }
        write(caption, row: box.minRow + 1, column: box.minColumn + 1, limit: box.maxColumn, area: area)
    }
}

extension SVGWriter {
    /// The caption centred in the control's frame, small and grey, over a rounded outline.
    mutating func writeCaption(_ caption: String, _ size: Size, indent: String) {
        guard size.width >= 20, size.height >= 10 else { return }
        let n = Self.number
        body += indent + "<g class=\"trellis-control\">"
        body += "<rect x=\"0.5\" y=\"0.5\" width=\"\(n(size.width - 1))\" height=\"\(n(size.height - 1))\" rx=\"4\" "
        body += "fill=\"none\"\(Self.stroke(Self.imageLines)) stroke-width=\"1\"/>"
        body += "<text x=\"\(n(size.width / 2))\" y=\"\(n(size.height / 2 + 3.5))\" font-size=\"10\" "
        body += "text-anchor=\"middle\" fill=\"#8e8e93\">\(XMLEscaping.escape(caption, attribute: false))</text>"
        body += "</g>\n"
    }
}
