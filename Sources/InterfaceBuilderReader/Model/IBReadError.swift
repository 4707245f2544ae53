/// Why a file could not be read as an Interface Builder document.
///
/// Every error carries the 1-based line and column where it was found, so a command-line tool can
/// print `FILE:LINE:COLUMN: message`. Element positions are those the XML parser reports for an
/// element: the end of its start tag (Interface Builder writes each start tag on one line).
public struct IBReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// The file could not be read from disk.
        case unreadableFile(path: String, reason: String)
        /// The bytes are not well-formed XML. `code` is the XML parser's error code.
        case malformedXML(code: Int)
        /// Elements nest deeper than any Interface Builder document does.
        case tooDeeplyNested(limit: Int)
        /// The XML stops before the document element is closed (a truncated file).
        case truncated
        /// The file has no content at all.
        case empty
        /// Well-formed XML, but the root element is not Interface Builder's `<document>`.
        case notInterfaceBuilder(rootElement: String)
        /// An element lacks an attribute Interface Builder always writes.
        case missingAttribute(element: String, attribute: String)
        /// An attribute's value is not one Interface Builder writes (a bad number, an unknown
        /// constraint attribute, a zero divisor in a multiplier, ...).
        case invalidValue(element: String, attribute: String, value: String)
        /// Two elements share one id.
        case duplicateID(String)
        /// A reference (`firstItem`, `secondItem`, an outlet's `destination`, a variation's
        /// `reference`) names an id that no element in the document has.
        case danglingReference(attribute: String, id: String)
        /// A constraint names an object that is neither a view nor a layout guide.
        case notAConstraintItem(attribute: String, id: String, element: String)
        /// A constraint names a view that lives in another scene (storyboards) or under another
        /// top-level object (xibs): Auto Layout only relates views in one hierarchy.
        case crossSceneReference(attribute: String, id: String)
        /// A layout was asked for a scene, view controller or view the document does not have
        /// (nil: the document has no view at all).
        case noSuchScene(String?)
    }

    /// What went wrong.
    public var kind: Kind
    /// 1-based line of the offending element or byte; 0 only for files that could not be read.
    public var line: Int
    /// 1-based column, as the XML parser counts it; 0 only for files that could not be read.
    public var column: Int

    public init(_ kind: Kind, line: Int, column: Int) {
        self.kind = kind
        self.line = line
        self.column = column
    }

    /// `LINE:COLUMN: message`, to be prefixed with the file name by callers.
    public var description: String { "\(line):\(column): \(message)" }

    /// The message alone, without the position.
    public var message: String {
        switch kind {
        case .unreadableFile(let path, let reason): "cannot read \(path): \(reason)"
        case .malformedXML(let code): "not well-formed XML (parser error \(code))"
        case .tooDeeplyNested(let limit): "elements nest more than \(limit) deep"
        case .truncated: "the file ends before the document is complete (truncated?)"
        case .empty: "the file is empty"
        case .notInterfaceBuilder(let root): "not an Interface Builder document: the root element is <\(root)>, not <document>"
        case .missingAttribute(let element, let attribute): "<\(element)> has no \(attribute) attribute"
        case .invalidValue(let element, let attribute, let value): "<\(element)> has an invalid \(attribute): \"\(value)\""
        case .duplicateID(let id): "the id \"\(id)\" is used twice"
        case .danglingReference(let attribute, let id): "\(attribute) names \"\(id)\", which is not in the document"
        case .notAConstraintItem(let attribute, let id, let element): "\(attribute) names \"\(id)\", a <\(element)>, which is neither a view nor a layout guide"
        case .crossSceneReference(let attribute, let id): "\(attribute) names \"\(id)\", a view in another scene"
        case .noSuchScene(let id?): "no scene, view controller or root view has the id \"\(id)\""
        case .noSuchScene(nil): "the document has no view to lay out"
        }
    }
}
