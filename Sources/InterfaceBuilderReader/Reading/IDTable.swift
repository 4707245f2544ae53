/// Every id in a document's objects, with what it names and which root it lives under.
///
/// Built in one walk before the model, so forward references resolve and so constraints can be
/// checked against the scene they live in. A "root" is a storyboard scene, or one top-level
/// object of a xib (a xib's top-level views are separate hierarchies).
struct IDTable {
    enum Role: Equatable {
        case view
        case layoutGuide(IBLayoutGuide.Kind)
        case other
    }

    struct Entry {
        var element: String
        var role: Role
        var root: Int
        var line: Int
        var column: Int
    }

    private(set) var entries: [String: Entry] = [:]

    subscript(id: String) -> Entry? { entries[id] }

    /// Registers every id under `containers` (a document's `<scenes>` or `<objects>`).
    static func build(document: RawElement) throws(IBReadError) -> IDTable {
        var table = IDTable()
        var root = 0
        for container in document.children where container.name == "scenes" || container.name == "objects" {
            for child in container.children {
                try table.register(child, root: root, parent: container.name, parentID: nil)
                // A storyboard's roots are its scenes; a xib's are its top-level objects.
                root += 1
            }
        }
        return table
    }

    private mutating func register(_ element: RawElement, root: Int, parent: String,
                                   parentID: String?) throws(IBReadError) {
        let role = Self.role(of: element, parent: parent)
        var id = element["id"]
        if id == nil && role == .view, let parentID, let key = element["key"] {
            id = Self.syntheticID(parentID: parentID, key: key)
        }
        if let id {
            // An empty id cannot be referred to, and every view needs one to be reported by.
            if id.isEmpty { throw element.error(.invalidValue(element: element.name, attribute: "id", value: id)) }
            if entries[id] != nil { throw element.error(.duplicateID(id)) }
            entries[id] = Entry(element: element.name, role: role, root: root,
                                line: element.line, column: element.column)
        }
        for child in element.children {
            try register(child, root: root, parent: element.name, parentID: id ?? parentID)
        }
    }

    /// Old files save a cell's `<view key="contentView">` without an id. Such a view gets
    /// `<parent id>.<key>`, which cannot clash with Interface Builder's `xxx-xx-xxx` ids.
    static func syntheticID(parentID: String, key: String) -> String { "\(parentID).\(key)" }

    /// The same decision the view reader makes: everything under `<subviews>`, `<prototypes>`
    /// and `<cells>` is a view, as is anything with a saved frame.
    static func role(of element: RawElement, parent: String) -> Role {
        if let kind = ViewReader.layoutGuideKind(of: element, parent: parent) { return .layoutGuide(kind) }
        if ["subviews", "prototypes", "cells"].contains(parent) { return .view }
        return ViewReader.isView(element) ? .view : .other
    }
}
