import Layout

/// What can go wrong building a MiniCookpad screen: a request the screens cannot honour.
public enum MiniCookpadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A screen or row size that is not a positive finite number of points.
    case invalidSize(width: Double, height: Double)
    /// A fixed row height that is not a positive finite number of points.
    case invalidRowHeight(Double)
    /// An ingredient row asked for an ingredient the recipe does not have.
    case ingredientOutOfRange(index: Int, count: Int, recipeID: Int)
    /// A screen name that is not one of ``MiniCookpadScreen``'s.
    case unknownScreen(String)
    /// A constraint could not be activated (Layout's message). The screens' own constraints always
    /// share an ancestor; this reports rather than hides it if that ever stops being true.
    case layout(String)

    public var description: String {
        switch self {
        case .invalidSize(let width, let height):
            "invalid size \(width) x \(height): width and height must be positive, finite numbers of points"
        case .invalidRowHeight(let height):
            "invalid row height \(height): it must be a positive, finite number of points"
        case .ingredientOutOfRange(let index, let count, let id):
            "recipe \(id) has \(count) ingredient(s); there is no ingredient row \(index)"
        case .unknownScreen(let name):
            "unknown screen '\(name)'; the screens are "
                + MiniCookpadScreen.allCases.map(\.rawValue).joined(separator: ", ")
        case .layout(let message):
            message
        }
    }

    /// `LayoutConstraint.activate(_:)` with Layout's error carried over as ``layout(_:)``.
    static func activate(_ constraints: [LayoutConstraint]) throws(MiniCookpadError) {
        do {
            try LayoutConstraint.activate(constraints)
        } catch {
            throw .layout(error.description)
        }
    }
}
