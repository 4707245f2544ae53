import Foundation

/// An Interface Builder document (`.xib` or `.storyboard`), read into value types.
///
/// Read one with ``IBDocument/init(contentsOf:)`` or ``IBDocument/init(data:)``; every failure is
/// an ``IBReadError`` with a line and column, and anything understood only in part is reported in
/// ``warnings`` without losing a view.
public struct IBDocument: Hashable, Sendable {
    /// Xib or storyboard.
    public enum Kind: String, Hashable, Sendable { case xib, storyboard }

    public var kind: Kind
    /// The document `type` attribute (`com.apple.InterfaceBuilder3.CocoaTouch.XIB`).
    public var type: String
    /// Xcode's `toolsVersion` (`14490.70`). Setting it sets ``xcodeEra``.
    public var toolsVersion: String? {
        didSet { xcodeEra = XcodeEra(toolsVersion: toolsVersion, pluginVersion: pluginVersion) }
    }
    /// The version of Interface Builder's iOS plug-in that saved the document (the
    /// `IBCocoaTouchPlugin` `<plugIn>` of `<dependencies>`, `22685`). Setting it sets ``xcodeEra``.
    public var pluginVersion: String? {
        didSet { xcodeEra = XcodeEra(toolsVersion: toolsVersion, pluginVersion: pluginVersion) }
    }
    /// The generation of Xcode that saved the document, from ``toolsVersion`` (or, where that is
    /// a placeholder, ``pluginVersion``): which iOS the canvas's frames follow.
    public private(set) var xcodeEra: XcodeEra
    /// The build of Xcode that saved the document, finer than ``xcodeEra`` (`17701`; see
    /// ``XcodeEra/savingBuild(toolsVersion:pluginVersion:)``): some canvas rules changed inside an era.
    public var savingBuild: Double { XcodeEra.savingBuild(toolsVersion: toolsVersion, pluginVersion: pluginVersion) }
    /// `targetRuntime` (`iOS.CocoaTouch`).
    public var targetRuntime: String?
    /// The device the document was last shown on, from `<device>`.
    public var device: IBDevice?
    public var usesAutolayout: Bool
    public var usesSafeAreas: Bool
    public var usesTraitCollections: Bool
    /// The document's global tint colour (`<color key="tintColor">` under `<document>`).
    public var tintColor: IBColor?
    /// A storyboard's `initialViewController` id.
    public var initialViewControllerID: String?
    /// A storyboard's scenes; a xib has one scene, with no id, holding its top-level objects.
    public var scenes: [IBScene]
    /// Images, named colours and system colours from `<resources>`.
    public var resources: IBResources
    /// Every outlet and outlet collection in the document, in document order.
    public var outlets: [IBOutlet]
    /// Every segue in the document, in document order.
    public var segues: [IBSegue] = []
    /// What was not fully understood, in document order.
    public var warnings: [IBWarning]
    /// `<designables>`: for views of IBDesignable classes, by view id, the intrinsic content size
    /// Interface Builder got by running their code, which the canvas laid them out with.
    public var designableIntrinsicSizes: [String: IBSize] = [:]
    /// The content size the canvas draws Dynamic Type at when its override is on
    /// (`<accessibilityOverrides isEnabled="YES" dynamicTypePreference="1"/>`): 0 for extra small
    /// up to 6 for extra extra extra large, then 7 to 11 for the five accessibility sizes; nil
    /// when there is no override or it is off.
    public var dynamicTypeOverride: Int?

    public init(kind: Kind, type: String, toolsVersion: String? = nil, targetRuntime: String? = nil,
                device: IBDevice? = nil, usesAutolayout: Bool = true, usesSafeAreas: Bool = false,
                usesTraitCollections: Bool = false, initialViewControllerID: String? = nil,
                scenes: [IBScene] = [], resources: IBResources = IBResources(),
                outlets: [IBOutlet] = [], warnings: [IBWarning] = []) {
        self.kind = kind
        self.type = type
        self.toolsVersion = toolsVersion
        xcodeEra = XcodeEra(toolsVersion: toolsVersion, pluginVersion: nil)
        self.targetRuntime = targetRuntime
        self.device = device
        self.usesAutolayout = usesAutolayout
        self.usesSafeAreas = usesSafeAreas
        self.usesTraitCollections = usesTraitCollections
        self.initialViewControllerID = initialViewControllerID
        self.scenes = scenes
        self.resources = resources
        self.outlets = outlets
        self.warnings = warnings
    }

    /// Reads a document from a file.
    public init(contentsOf url: URL) throws(IBReadError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw IBReadError(.unreadableFile(path: url.path, reason: error.localizedDescription), line: 0, column: 0)
        }
        try self.init(data: data)
    }

    /// Reads a document from its bytes.
    public init(data: Data) throws(IBReadError) {
        let root = try XMLTreeBuilder.parse(data)
        self = try DocumentReader.read(root)
    }

    /// Reads a document from its text.
    public init(xml: String) throws(IBReadError) {
        try self.init(data: Data(xml.utf8))
    }

    /// The view trees of the document: each scene's view controllers' views, their other views,
    /// and top-level views, in document order.
    public var rootViews: [IBView] { scenes.flatMap(\.rootViews) }

    /// Every view in the document, parents first, in document order.
    public var allViews: [IBView] { rootViews.flatMap(\.allViews) }

    /// Every constraint in the document, in document order of their owners.
    public var allConstraints: [IBConstraint] { allViews.flatMap(\.constraints) }

    /// The view with this id, if any.
    ///
    /// - Complexity: O(*n*) in the views before it, without copying the others (``allViews`` copies
    ///   every view, which cost a long screen more than a tenth of its layout).
    public func view(withID id: String) -> IBView? {
        for root in rootViews { if let found = root.first(where: { $0.id == id }) { return found } }
        return nil
    }

    /// The view controller with this id, if any.
    public func viewController(withID id: String) -> IBViewController? {
        scenes.lazy.flatMap(\.viewControllers).first { $0.id == id }
    }

    /// The segue that puts the view controller in a container, e.g. the `rootViewController`
    /// relationship of a navigation controller; nil for a controller nobody contains.
    public func containingRelationship(of viewControllerID: String) -> IBSegue? {
        segues.first { $0.kind == "relationship" && $0.destinationID == viewControllerID }
    }

    /// The storyboard's initial view controller.
    public var initialViewController: IBViewController? {
        initialViewControllerID.flatMap(viewController(withID:))
    }
}

/// The device a document was designed on: `<device id="retina6_1" orientation="portrait">`.
public struct IBDevice: Hashable, Sendable {
    /// Interface Builder's device id (`retina6_1`, `retina4_7`, `ipad9_7`, ...).
    public var id: String
    /// `portrait` when absent.
    public var orientation: String
    /// `<adaptation id=...>` (`fullscreen`), when present.
    public var adaptation: String?

    public init(id: String, orientation: String = "portrait", adaptation: String? = nil) {
        self.id = id
        self.orientation = orientation
        self.adaptation = adaptation
    }
}

/// An outlet (`<outlet property="nameLabel" destination="a92-1x-bxu">`) or outlet collection.
public struct IBOutlet: Hashable, Sendable {
    /// The id of the object whose `<connections>` holds the outlet (a view controller, a cell,
    /// File's Owner `-1`).
    public var sourceID: String?
    public var property: String
    public var destinationID: String
    /// True for `<outletCollection>`.
    public var isCollection: Bool
    public var line: Int
    public var column: Int

    public init(sourceID: String?, property: String, destinationID: String, isCollection: Bool,
                line: Int, column: Int) {
        self.sourceID = sourceID
        self.property = property
        self.destinationID = destinationID
        self.isCollection = isCollection
        self.line = line
        self.column = column
    }
}

/// `<resources>`: image sizes and colour definitions.
public struct IBResources: Hashable, Sendable {
    /// `<image name= width= height=>`, by name.
    public var images: [String: IBImageReference]
    /// `<namedColor name=>`, by name.
    public var namedColors: [String: IBColor]
    /// `<systemColor name=>`, by name: the sample Interface Builder stored.
    public var systemColors: [String: IBColor]

    public init(images: [String: IBImageReference] = [:], namedColors: [String: IBColor] = [:],
                systemColors: [String: IBColor] = [:]) {
        self.images = images
        self.namedColors = namedColors
        self.systemColors = systemColors
    }
}
