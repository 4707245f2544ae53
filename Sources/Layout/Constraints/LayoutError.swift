/// What can go wrong when activating constraints.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The two items are in different view trees (or a guide belongs to no view), so no view can
    /// hold the constraint. UIKit raises an exception here; Trellis throws.
    case noCommonAncestor(constraint: String, first: String, second: String)
    /// An item of the constraint is neither a ``View`` nor a ``LayoutGuide``, so the engine has no
    /// variables for it. UIKit raises an exception here; Trellis throws.
    case unsupportedItem(constraint: String, type: String)

    public var description: String {
        switch self {
        case .noCommonAncestor(let constraint, let first, let second):
            "Unable to activate constraint with anchors <\(first)> and <\(second)> because they have no "
                + "common ancestor. Does the constraint or its anchors reference items in different view "
                + "hierarchies? That's illegal. (\(constraint))"
        case .unsupportedItem(let constraint, let type):
            "Unable to activate constraint: \(type) is neither a view nor a layout guide, and only "
                + "those can be laid out. (\(constraint))"
        }
    }
}
