import Foundation
import Layout
@testable import Rendering

/// A made-up verification: a storyboard with two roots (one clean, one with a mis-measured label
/// whose text, outlet and id are hostile markup), and a file that could not be read.
enum VerificationFixtures {
    static let hostile = "</script><script>alert('x')</script><img src=x onerror=\"alert(1)\">&amp;"

    static func view(_ id: String, root: String, name: String? = nil, className: String = "UIView",
                     element: String = "view", line: Int, text: String? = nil, saved: Rect, computed: Rect?,
                     offset: Point = Point(x: 0, y: 0), cause: String? = nil, rootCause: String? = nil) -> VerifiedView {
        func moved(_ rect: Rect) -> Rect {
            Rect(x: rect.minX + offset.x, y: rect.minY + offset.y, width: rect.width, height: rect.height)
        }
        var error = Double.infinity
        if let computed {
            error = max(abs(computed.minX - saved.minX), abs(computed.minY - saved.minY),
                        abs(computed.width - saved.width), abs(computed.height - saved.height))
        }
        return VerifiedView(id: id, rootID: root, name: name, className: className, element: element, line: line,
                            text: text, saved: saved, computed: computed, savedOnCanvas: moved(saved),
                            computedOnCanvas: computed.map(moved), error: error, cause: cause,
                            rootCause: rootCause ?? cause)
    }

    static let summary: VerificationSummary = {
        let screen = Rect(x: 0, y: 0, width: 320, height: 200)
        let clean = VerifiedRoot(id: "Clean-aa-001", sceneID: "Scn-aa-001", size: screen.size, views: [
            view("Clean-aa-001", root: "Clean-aa-001", line: 10, saved: screen, computed: screen),
            view("Img-aa-001", root: "Clean-aa-001", className: "UIImageView", element: "imageView", line: 12,
                 saved: Rect(x: 16, y: 16, width: 80, height: 80), computed: Rect(x: 16, y: 16, width: 80, height: 80)),
        ])
        let card = Rect(x: 10, y: 20, width: 300, height: 100)
        let broken = VerifiedRoot(id: "Root-bb-001", sceneID: nil, size: screen.size, views: [
            view("Root-bb-001", root: "Root-bb-001", line: 40, saved: screen, computed: screen),
            view("Card-bb-001", root: "Root-bb-001", name: "card", line: 42, saved: card,
                 computed: Rect(x: 10, y: 24, width: 300, height: 100), cause: "safe area or bars"),
            view(hostile, root: "Root-bb-001", name: hostile, className: "UILabel", element: "label", line: 44,
                 text: hostile, saved: Rect(x: 8, y: 8, width: 120, height: 20.5),
                 computed: Rect(x: 8, y: 8, width: 131.5, height: 20.5), offset: Point(x: 10, y: 24),
                 cause: "inside a mismatched parent", rootCause: "safe area or bars"),
            view("Gone-bb-001", root: "Root-bb-001", line: 50, saved: Rect(x: 0, y: 150, width: 320, height: 50),
                 computed: nil, cause: "not installed for this size class"),
        ])
        return VerificationSummary(
            files: [
                VerifiedFile(path: "App/Main.storyboard", roots: [clean, broken], seconds: 0.012),
                VerifiedFile(path: "App/Broken \(hostile).xib", roots: [],
                             failure: "App/Broken.xib:3:7: unexpected end of file", seconds: 0.001),
                VerifiedFile(path: "App/Clean.xib", roots: [clean], seconds: 0.004),
            ],
            tolerance: 0.5,
            causeOrder: ["misplaced in Xcode", "inside a mismatched parent", "safe area or bars",
                         "not installed for this size class"])
    }()
}

/// What in an HTML page could run code or load something: any tag or attribute outside the few
/// the report uses. Every `<` the report writes itself starts a tag, and every `<` from a file is
/// escaped, so reading tags up to the next `>` finds every element the browser makes.
func inertnessProblems(_ html: String) -> [String] {
    let tags: Set<String> = ["!DOCTYPE", "html", "head", "meta", "title", "style", "body", "nav", "a", "h1", "h2",
                             "p", "b", "span", "section", "div", "svg", "rect", "g", "ol", "li", "code", "q", "br",
                             "table", "tr", "th", "td"]
    let attributes: Set<String> = ["lang", "charset", "http-equiv", "content", "name", "href", "class", "id",
                                   "data-id", "data-mismatches", "viewBox", "width", "height", "x", "y", "role",
                                   "aria-label", "style", "colspan", "html"]
    var problems: [String] = []
    var rest = Substring(html)
    while let open = rest.firstIndex(of: "<") {
        guard let close = rest[open...].firstIndex(of: ">") else { problems.append("unclosed tag"); break }
        var body = rest[rest.index(after: open)..<close]
        rest = rest[rest.index(after: close)...]
        if body.hasPrefix("/") { body = body.dropFirst() }
        if body.hasSuffix("/") { body = body.dropLast() }
        let name = String(body.prefix { !$0.isWhitespace })
        if !tags.contains(name) { problems.append("tag <\(name)>") }
        if name == "style" || name == "title" {
            // Their text is never markup; a `<` inside would be a bug caught above.
        }
        var attributesText = body.dropFirst(name.count)
        while let match = attributesText.firstMatch(of: /\s+([A-Za-z:-]+)(="[^"]*")?/), match.range.lowerBound == attributesText.startIndex {
            let attribute = String(match.output.1)
            if !attributes.contains(attribute) { problems.append("attribute \(attribute) on <\(name)>") }
            if attribute == "href", let value = match.output.2, value.lowercased().contains("javascript:") {
                problems.append("script link")
            }
            attributesText = attributesText[match.range.upperBound...]
        }
        if !attributesText.allSatisfy(\.isWhitespace) { problems.append("junk in <\(name)>: \(attributesText)") }
    }
    return problems
}
