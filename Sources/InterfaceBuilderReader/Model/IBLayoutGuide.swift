/// A layout guide a constraint can name: a view's safe area or keyboard guide, a scroll view's
/// content or frame layout guide, a view controller's (pre-iOS 11) top or bottom layout guide, or
/// another guide.
public struct IBLayoutGuide: Hashable, Sendable {
    /// Which guide this is.
    public enum Kind: Hashable, Sendable {
        /// `<viewLayoutGuide key="safeArea">`.
        case safeArea
        /// `<viewLayoutGuide key="contentLayoutGuide">` of a scroll view.
        case contentLayoutGuide
        /// `<viewLayoutGuide key="frameLayoutGuide">` of a scroll view.
        case frameLayoutGuide
        /// `<viewControllerLayoutGuide type="top">`: the bottom of the status and navigation bars.
        case topLayoutGuide
        /// `<viewControllerLayoutGuide type="bottom">`: the top of the tab bar or toolbar.
        case bottomLayoutGuide
        /// `<keyboardLayoutGuide key="keyboard">`: `UIView.keyboardLayoutGuide` (iOS 15), the
        /// area the keyboard covers. Interface Builder lays it out with the keyboard hidden.
        case keyboard
        /// Any other guide; the string is the key, type or identifier Interface Builder wrote,
        /// or the element's name when the reader does not know the element.
        case other(String)
    }

    /// The guide's Interface Builder id, which constraints use as their `secondItem`.
    public var id: String
    /// Which guide this is.
    public var kind: Kind
    /// The id of the view (safe area, scroll guides) or view controller (top/bottom guides) that
    /// owns the guide.
    public var ownerID: String
    /// The element's attributes as written, besides `id` and `key` (which ``id`` and ``kind``
    /// hold): a keyboard guide's `usesBottomSafeArea`, a custom guide's `identifier`, ...
    public var attributes: [String: String]
    public var line: Int
    public var column: Int

    public init(id: String, kind: Kind, ownerID: String, attributes: [String: String] = [:],
                line: Int, column: Int) {
        self.id = id
        self.kind = kind
        self.ownerID = ownerID
        self.attributes = attributes
        self.line = line
        self.column = column
    }
}
