import Layout

/// A laid-out tree's frames as JSON, the format of `trellis frames` (DESIGN.md, "Frames as JSON"):
///
/// ```json
/// {"screen": "recipes", "width": 375, "height": 812,
///  "views": [
///   {"id": "UIWindow", "name": null, "class": "UIWindow", "parent": null, "frame": {"x": 0, "y": 0, "width": 375, "height": 812}},
///   ...
///  ]}
/// ```
///
/// One view per line, so that diffs of two layouts read line by line. Every view is listed,
/// hidden ones too (UIKit lays them out), parents first in document order. `id` is the view's
/// ``Layout/View/identifier`` or a stable path (see the SVG's `data-id`, which is the same);
/// `parent` is the superview's id, `null` for the root; `name` is the outlet or user label, `null`
/// when there is none (the key is always there, so readers need not test for it). `frame` is in
/// the superview's coordinates, as UIKit's; numbers are as the layout pass left them: unrounded,
/// unless the tree was laid out with ``Layout/LayoutOptions/roundsToPixels``. `width` and
/// `height` are the root's size.
public enum FramesJSON {
    /// The JSON text for `root` and its subviews, ending in a newline.
    ///
    /// - Parameter screen: what the output is of (a screen or file name); written as given.
    public static func render(_ root: View, screen: String) -> String {
        let ids = ViewIdentifiers(root: root)
        var out = "{\"screen\": \(string(screen)), \"width\": \(NumberFormatting.json(root.frame.width)), "
        out += "\"height\": \(NumberFormatting.json(root.frame.height)),\n \"views\": ["
        let views = root.subtree
        for (index, view) in views.enumerated() {
            let frame = view.frame
            out += index == 0 ? "\n  " : ",\n  "
            out += "{\"id\": \(string(ids[view])), \"name\": \(view.name.map(string) ?? "null"), "
            out += "\"class\": \(string(view.className)), "
            out += "\"parent\": \(view === root ? "null" : view.superview.map { string(ids[$0]) } ?? "null"), "
            out += "\"frame\": {\"x\": \(NumberFormatting.json(frame.minX)), \"y\": \(NumberFormatting.json(frame.minY)), "
            out += "\"width\": \(NumberFormatting.json(frame.width)), \"height\": \(NumberFormatting.json(frame.height))}}"
        }
        out += "\n ]}\n"
        return out
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped (RFC 8259);
    /// everything else, Japanese included, as UTF-8.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16, uppercase: false)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
