/// A storyboard scene, or a xib's top-level objects.
public struct IBScene: Hashable, Sendable {
    /// The `sceneID`; nil for a xib.
    public var id: String?
    /// View controllers in the scene (a storyboard scene has one; a xib may have some).
    public var viewControllers: [IBViewController]
    /// Top-level views that belong to no view controller (a xib's cells and custom views, a
    /// scene's extra views).
    public var views: [IBView]
    /// File's Owner, First Responder, exits.
    public var placeholders: [IBPlaceholder] = []
    public var line: Int
    public var column: Int

    public init(id: String?, viewControllers: [IBViewController] = [], views: [IBView] = [],
                line: Int, column: Int) {
        self.id = id
        self.viewControllers = viewControllers
        self.views = views
        self.line = line
        self.column = column
    }

    /// The root views of the scene: each view controller's views, then the top-level views.
    public var rootViews: [IBView] { viewControllers.flatMap(\.allRootViews) + views }
}

/// A view controller (`viewController`, `tableViewController`, `navigationController`, ...).
public struct IBViewController: Hashable, Sendable {
    /// The element name, e.g. `tableViewController`.
    public var element: String
    public var id: String
    public var customClass: String?
    public var customModule: String?
    /// `storyboardIdentifier`, for instantiating the scene by name.
    public var storyboardIdentifier: String?
    /// `title`, when set.
    public var title: String?
    /// The controller's root view (`<view key="view">`, or a `tableView`/`collectionView` with
    /// `key="view"`); nil for containers that have none in the file (navigation controllers).
    public var view: IBView?
    /// Other views the controller owns: a navigation controller's bar, a bar button item's
    /// custom view, views in the navigation item, in document order.
    public var otherViews: [IBView]
    /// `<layoutGuides>`: the top and bottom layout guides of files from before safe areas.
    public var layoutGuides: [IBLayoutGuide]
    /// The simulated size (`<size key="freeformSize">`), when the controller is freeform.
    public var freeformSize: IBSize?
    /// Interface Builder's simulated metrics, by key (`simulatedTopBarMetrics`,
    /// `simulatedStatusBarMetrics`, ...) to the element written: `simulatedNavigationBarMetrics`,
    /// or `nil` when the designer turned the bar off. Absent keys mean "inferred".
    public var simulatedMetrics: [String: String] = [:]
    /// The simulated navigation bar is opaque (`<simulatedNavigationBarMetrics translucent="NO">`):
    /// the view starts below it.
    public var simulatedTopBarIsOpaque = false
    /// True when the controller has a `<navigationItem>`: Interface Builder gives one to a
    /// controller shown in a navigation controller, and shows it a navigation bar.
    public var hasNavigationItem = false
    /// The navigation item's `largeTitleDisplayMode` (`always`, `never`); nil when automatic.
    public var largeTitleDisplayMode: String?
    /// A navigation controller's `navigationBarHidden`: its bar is hidden, so the controllers it
    /// shows get no navigation bar above them (UIKit's `isNavigationBarHidden`).
    public var isNavigationBarHidden = false
    /// `<extendedEdge key="edgesForExtendedLayout">`: the edges along which the controller's view
    /// extends under translucent bars. Nil when the file gives none (UIKit's default, all four);
    /// a view that does not extend under its top or bottom bar starts or ends at the bar.
    public var extendedLayoutEdges: IBRectEdges?
    /// True when this is the storyboard's initial view controller.
    public var isInitial: Bool
    public var line: Int
    public var column: Int

    public init(element: String, id: String, customClass: String? = nil, customModule: String? = nil,
                storyboardIdentifier: String? = nil, title: String? = nil, view: IBView? = nil,
                otherViews: [IBView] = [], layoutGuides: [IBLayoutGuide] = [],
                freeformSize: IBSize? = nil, isInitial: Bool = false, line: Int, column: Int) {
        self.element = element
        self.id = id
        self.customClass = customClass
        self.customModule = customModule
        self.storyboardIdentifier = storyboardIdentifier
        self.title = title
        self.view = view
        self.otherViews = otherViews
        self.layoutGuides = layoutGuides
        self.freeformSize = freeformSize
        self.isInitial = isInitial
        self.line = line
        self.column = column
    }

    /// The root view followed by the other views.
    public var allRootViews: [IBView] { (view.map { [$0] } ?? []) + otherViews }
}

/// A set of a rectangle's edges, as `<extendedEdge>` writes them (`top="YES" bottom="YES"`).
public struct IBRectEdges: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let top = IBRectEdges(rawValue: 1 << 0)
    public static let left = IBRectEdges(rawValue: 1 << 1)
    public static let bottom = IBRectEdges(rawValue: 1 << 2)
    public static let right = IBRectEdges(rawValue: 1 << 3)
    public static let all: IBRectEdges = [.top, .left, .bottom, .right]
}
