import Foundation
import Layout
import TextLayout
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A view with a fixed frame (its autoresizing mask keeps it), optionally added to a parent.
func box(_ x: Double, _ y: Double, _ width: Double, _ height: Double, in parent: View? = nil,
         className: String = "UIView") -> View {
    let view = View(frame: Rect(x: x, y: y, width: width, height: height), className: className)
    parent?.addSubview(view)
    return view
}

/// A label with a fixed frame in a parent.
func label(_ text: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double, in parent: View,
           alignment: TextAlignment = .natural, lines: Int = 1) -> LabelView {
    let label = LabelView(text, font: .system(size: 17), numberOfLines: lines)
    label.frame = Rect(x: x, y: y, width: width, height: height)
    label.textAlignment = alignment
    parent.addSubview(label)
    return label
}

/// The lines of a drawing, without the final newline.
func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
}

/// Each line's width in terminal cells.
func cellWidths(_ text: String) -> [Int] {
    lines(text).map { (try? DisplayWidth.of($0)) ?? -1 }
}

/// Whether the text parses as XML, and the error if not.
func xmlError(_ text: String) -> String? {
    let parser = XMLParser(data: Data(text.utf8))
    return parser.parse() ? nil : String(describing: parser.parserError)
}

/// The elements of an XML document with their attributes, in document order.
func xmlElements(_ text: String) -> [(name: String, attributes: [String: String], text: String)] {
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String], text: String)] = []
        var open: [Int] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            open.append(elements.count)
            elements.append((name, attributes, ""))
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let index = open.last { elements[index].text += string }
        }
    }
    let collector = Collector()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = collector
    _ = parser.parse()
    return collector.elements
}
