import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One XML element with its position, as the reader's first pass builds it.
///
/// Reading happens in passes (XML to this tree, tree to the model, then references) because
/// Interface Builder refers forward freely: a constraint may name a view that appears later, and
/// named colours are defined in `<resources>` at the end of the file.
struct RawElement: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [RawElement] = []
    /// Character data directly inside the element (for `<string key="text">`).
    var text: String = ""
    var line: Int
    var column: Int

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child element with this name and, if given, this `key` attribute.
    func child(_ name: String, key: String? = nil) -> RawElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }
}

/// Builds an ``RawElement`` tree with FoundationXML's SAX parser, turning the first parser error
/// into an ``IBReadError`` with its position.
enum XMLTreeBuilder {
    /// Interface Builder documents nest a few dozen levels; the later passes recurse once per
    /// level, so a hostile file nested thousands deep is refused here rather than overflowing
    /// the stack.
    static let maximumDepth = 256
    /// The code reported for a file nested deeper than ``maximumDepth``.
    static let tooDeepCode = -1

    static func parse(_ data: Data) throws(IBReadError) -> RawElement {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw IBReadError(.empty, line: 1, column: 1)
        }
        // A stream is parsed in chunks; libxml2 refuses a single chunk over 10 MB ("huge input
        // lookup"), which a storyboard of a few thousand views reaches.
        let parser = XMLParser(stream: InputStream(data: data))
        let delegate = TreeDelegate()
        parser.delegate = delegate
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        _ = parser.parse()
        // XMLParser on Linux may return true after reporting an error and keeps calling the
        // delegate after errors, so the delegate's first recorded error is the truth.
        if let failure = delegate.failure {
            throw classify(failure, stillOpen: delegate.openDepthAtFailure, data: data)
        }
        guard let root = delegate.root, delegate.stack.isEmpty else {
            throw IBReadError(.truncated, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
        }
        return root
    }

    /// An error on the last line with the document element still open means a truncated file
    /// (libxml2 reports a cut inside a tag or attribute with that construct's own error code,
    /// not always "premature end"), unless it is a mismatched end tag, which is a real mistake.
    /// Every other parser complaint is malformed XML.
    private static func classify(_ failure: TreeDelegate.Failure, stillOpen: Int, data: Data) -> IBReadError {
        let line = max(failure.line, 1), column = max(failure.column, 1)
        let prematureEnd = 5, mismatchedTag = 76
        if failure.code == tooDeepCode {
            return IBReadError(.tooDeeplyNested(limit: maximumDepth), line: line, column: column)
        }
        if stillOpen > 0 && failure.code != mismatchedTag
            && (failure.code == prematureEnd || failure.line >= lastLine(of: data)) {
            return IBReadError(.truncated, line: line, column: column)
        }
        return IBReadError(.malformedXML(code: failure.code), line: line, column: column)
    }

    private static func lastLine(of data: Data) -> Int {
        var lines = 1
        for byte in data where byte == 0x0A { lines += 1 }
        // A final newline does not start a line the parser can stop on.
        if data.last == 0x0A { lines -= 1 }
        return lines
    }
}

/// The SAX delegate. A class because XMLParser requires one; it never escapes `parse`.
private final class TreeDelegate: NSObject, XMLParserDelegate {
    struct Failure { var code: Int; var line: Int; var column: Int }

    var stack: [RawElement] = []
    var root: RawElement?
    var failure: Failure?
    var openDepthAtFailure = 0

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        guard failure == nil else { return }
        if stack.count >= XMLTreeBuilder.maximumDepth {
            failure = Failure(code: XMLTreeBuilder.tooDeepCode, line: parser.lineNumber, column: parser.columnNumber)
            parser.abortParsing()
            return
        }
        stack.append(RawElement(name: elementName, attributes: attributeDict,
                                line: parser.lineNumber, column: parser.columnNumber))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?) {
        guard failure == nil, let element = stack.popLast() else { return }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard failure == nil, !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard failure == nil, !stack.isEmpty else { return }
        stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard failure == nil else { return }
        failure = Failure(code: (parseError as NSError).code, line: parser.lineNumber, column: parser.columnNumber)
        openDepthAtFailure = stack.count
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: any Error) {
        self.parser(parser, parseErrorOccurred: validationError)
    }
}
