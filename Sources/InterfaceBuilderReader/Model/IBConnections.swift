/// A segue (`<segue destination= kind= relationship=>`), kept because it tells how scenes are
/// contained: the destination of a `relationship` segue with `relationship="rootViewController"`
/// sits in a navigation controller and gets its bars.
public struct IBSegue: Hashable, Sendable {
    /// The id of the object whose `<connections>` holds the segue (a view controller, a button,
    /// a cell).
    public var sourceID: String?
    public var id: String?
    /// The destination view controller's id; nil for segues that only refine another one
    /// (`<segue key="commit" inheritsFrom=...>`).
    public var destinationID: String?
    /// `show`, `presentation`, `relationship`, `embed`, `unwind`, ...
    public var kind: String?
    /// For relationship segues: `rootViewController`, `viewControllers`, ...
    public var relationship: String?
    /// The identifier code uses in `performSegue(withIdentifier:)`.
    public var identifier: String?
    public var line: Int
    public var column: Int

    public init(sourceID: String?, id: String?, destinationID: String?, kind: String?,
                relationship: String?, identifier: String?, line: Int, column: Int) {
        self.sourceID = sourceID
        self.id = id
        self.destinationID = destinationID
        self.kind = kind
        self.relationship = relationship
        self.identifier = identifier
        self.line = line
        self.column = column
    }
}

/// A placeholder object: File's Owner (`-1`), First Responder, a storyboard exit.
public struct IBPlaceholder: Hashable, Sendable {
    public var id: String
    /// `IBFilesOwner`, `IBFirstResponder`, ...; nil for elements such as `<exit>`.
    public var identifier: String?
    /// For File's Owner, the class that loads the xib.
    public var customClass: String?
    public var userLabel: String?

    public init(id: String, identifier: String?, customClass: String?, userLabel: String?) {
        self.id = id
        self.identifier = identifier
        self.customClass = customClass
        self.userLabel = userLabel
    }
}
