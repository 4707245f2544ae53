import Foundation
import Testing
import InterfaceBuilderReader

/// Storyboards of thousands of views pass 10 MB; libxml2 refuses a single chunk that large, so the
/// reader must feed the parser in pieces.
@Suite("Documents over 10 MB")
struct LargeDocumentTests {
    @Test func aDocumentOverTenMegabytesIsRead() throws {
        // The recipe cell with 11 MB of comments (1 KB each, as no single node may pass 10 MB)
        // before the document element's end: the parser sees it all, and the views are the cell's.
        let comment = "<!--" + String(repeating: "padding ", count: 127) + "-->\n"
        let padding = String(repeating: comment, count: 11 * 1024)
        let end = "</document>"
        let text = Fixtures.recipesCell
        let cut = try #require(text.range(of: end, options: .backwards))
        let large = text[..<cut.lowerBound] + padding + text[cut.lowerBound...]
        #expect(large.utf8.count > 11_000_000)
        let document = try IBDocument(xml: String(large))
        let small = try IBDocument(xml: text)
        #expect(document.layoutRootCount == small.layoutRootCount)
        #expect(document.allViewIDs == small.allViewIDs)
    }
}

private extension IBDocument {
    var layoutRootCount: Int { scenes.reduce(0) { $0 + $1.rootViews.count } }
    var allViewIDs: [String] {
        func ids(_ view: IBView) -> [String] { [view.id] + view.subviews.flatMap(ids) + view.cells.flatMap(ids) }
        return scenes.flatMap { scene in scene.rootViews.flatMap(ids) }
    }
}
