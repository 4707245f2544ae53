/// Turns the XML tree into an ``IBDocument``: the second and third passes of reading.
///
/// The reader is a value with the state it accumulates (warnings, outlets); it is created per
/// document and never shared.
struct DocumentReader {
    let ids: IDTable
    var warnings: [IBWarning] = []
    var outlets: [IBOutlet] = []
    var segues: [IBSegue] = []

    static func read(_ root: RawElement) throws(IBReadError) -> IBDocument {
        guard root.name == "document" else {
            throw root.error(.notInterfaceBuilder(rootElement: root.name))
        }
        let type = try root.required("type")
        let isStoryboard = type.contains("Storyboard")
        var reader = DocumentReader(ids: try IDTable.build(document: root))
        var document = IBDocument(kind: isStoryboard ? .storyboard : .xib, type: type)
        document.toolsVersion = root["toolsVersion"]
        document.targetRuntime = root["targetRuntime"]
        document.usesAutolayout = try root.bool("useAutolayout") ?? false
        document.usesSafeAreas = try root.bool("useSafeAreas") ?? false
        document.usesTraitCollections = try root.bool("useTraitCollections") ?? false
        document.initialViewControllerID = root["initialViewController"]
        for child in root.children {
            try reader.readDocumentChild(child, into: &document)
        }
        try reader.checkDestinations(root, initialViewControllerID: document.initialViewControllerID)
        document.outlets = reader.outlets
        document.segues = reader.segues
        var resolver = ReferenceResolver(ids: reader.ids, resources: document.resources, outlets: reader.outlets)
        try resolver.resolve(&document)
        document.warnings = reader.warnings
        return document
    }

    /// One child of `<document>`: the device, scenes (storyboard) or objects (xib), resources,
    /// the tint colour, IBDesignable sizes; build metadata is skipped.
    private mutating func readDocumentChild(_ child: RawElement, into document: inout IBDocument) throws(IBReadError) {
        switch child.name {
        case "device":
            document.device = IBDevice(id: try child.required("id"),
                                       orientation: child["orientation"] ?? "portrait",
                                       adaptation: child.child("adaptation")?["id"])
        case "scenes":
            for scene in child.children {
                guard scene.name == "scene" else {
                    warn(scene, "is not a scene; ignored")
                    continue
                }
                document.scenes.append(try readScene(scene, initialID: document.initialViewControllerID))
            }
        case "objects":
            var scene = IBScene(id: nil, line: child.line, column: child.column)
            try readObjects(child, into: &scene, initialID: nil)
            document.scenes.append(scene)
        case "resources":
            document.resources = try readResources(child)
        case "color" where child["key"] == "tintColor":
            document.tintColor = try readColor(child)
        case "designables":
            // The intrinsic sizes Interface Builder got by running IBDesignable views' code.
            for designable in child.children where designable.name == "designable" {
                guard let id = designable["name"],
                      let size = designable.child("size", key: "intrinsicContentSize") else { continue }
                document.designableIntrinsicSizes[id] = try size.size()
            }
        case "dependencies":
            // Build metadata, but the iOS plug-in's version dates a file whose toolsVersion does not.
            let plugin = child.children.first { $0.name == "plugIn" && $0["identifier"] == Self.iOSPlugin }
            if let version = plugin?["version"] { document.pluginVersion = version }
        case "accessibilityOverrides":
            // The canvas's Dynamic Type override (Editor > Canvas > Dynamic Type). Xcode keeps the
            // last size chosen after the override is switched off, so only an enabled one counts.
            guard child["isEnabled"] == "YES", let text = child["dynamicTypePreference"] else { break }
            if let preference = Int(text), (0...11).contains(preference) {
                document.dynamicTypeOverride = preference
            } else {
                warn(child, "has a dynamicTypePreference \(text) outside 0-11; the canvas's text size kept")
            }
        case "customFonts", "inferredMetricsTieBreakers", "classes", "color":
            // Build metadata: plug-in versions, font files, IBDesignable build products.
            break
        default:
            warn(child, "is not understood at the document level; ignored")
        }
    }

    /// The initial view controller and every segue's destination must name an element.
    private func checkDestinations(_ root: RawElement, initialViewControllerID: String?) throws(IBReadError) {
        if let initial = initialViewControllerID, ids[initial] == nil {
            throw root.error(.danglingReference(attribute: "initialViewController", id: initial))
        }
        for segue in segues {
            if let destination = segue.destinationID, ids[destination] == nil {
                throw IBReadError(.danglingReference(attribute: "destination", id: destination),
                                  line: segue.line, column: segue.column)
            }
        }
    }

    /// The identifier of Interface Builder's iOS plug-in in `<dependencies>`.
    static let iOSPlugin = "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"

    mutating func warn(_ element: RawElement, _ message: String) {
        warnings.append(IBWarning(element: element.name, line: element.line, column: element.column, message: message))
    }

    private mutating func readScene(_ element: RawElement, initialID: String?) throws(IBReadError) -> IBScene {
        var scene = IBScene(id: try element.required("sceneID"), line: element.line, column: element.column)
        for child in element.children {
            switch child.name {
            case "objects": try readObjects(child, into: &scene, initialID: initialID)
            case "point": break // the scene's place on the canvas
            default: warn(child, "is not understood in a scene; ignored")
            }
        }
        return scene
    }

    /// A scene's or xib's `<objects>`: view controllers, top-level views, placeholders and other
    /// objects (gesture recognizers, exits), whose outlets and nested views are still collected.
    private mutating func readObjects(_ element: RawElement, into scene: inout IBScene,
                                      initialID: String?) throws(IBReadError) {
        for child in element.children {
            if Self.isViewController(child) {
                scene.viewControllers.append(try readViewController(child, initialID: initialID))
            } else if ViewReader.isView(child) {
                scene.views.append(try readView(child, parentID: nil))
            } else {
                if child.name == "placeholder", let id = child["id"] {
                    scene.placeholders.append(IBPlaceholder(id: id, identifier: child["placeholderIdentifier"],
                                                            customClass: child["customClass"],
                                                            userLabel: child["userLabel"]))
                }
                try scanObject(child, views: &scene.views, parentID: nil)
            }
        }
    }

    static func isViewController(_ element: RawElement) -> Bool {
        element["sceneMemberID"] == "viewController" || element.name.hasSuffix("Controller")
            || element.name.hasSuffix("ControllerPlaceholder")
    }

    private mutating func readViewController(_ element: RawElement, initialID: String?) throws(IBReadError) -> IBViewController {
        let id = try element.required("id")
        var controller = IBViewController(element: element.name, id: id, line: element.line, column: element.column)
        controller.customClass = element["customClass"]
        controller.customModule = element["customModule"]
        controller.storyboardIdentifier = element["storyboardIdentifier"]
        controller.title = element["title"]
        controller.isInitial = id == initialID
        controller.isNavigationBarHidden = element["navigationBarHidden"] == "YES"
        for child in element.children {
            if ViewReader.isView(child) {
                let view = try readView(child, parentID: id)
                if child["key"] == "view" && controller.view == nil {
                    controller.view = view
                } else {
                    controller.otherViews.append(view)
                }
                continue
            }
            switch child.name {
            case "layoutGuides":
                for guide in child.children {
                    if let kind = ViewReader.layoutGuideKind(of: guide, parent: child.name) {
                        controller.layoutGuides.append(try readGuide(guide, kind: kind, ownerID: id))
                    } else {
                        warn(guide, "is not a layout guide; ignored")
                    }
                }
            case "connections":
                try readConnections(child, sourceID: id)
            case "size" where child["key"] == "freeformSize":
                controller.freeformSize = try child.size()
            case "extendedEdge" where child["key"] == "edgesForExtendedLayout":
                var edges: IBRectEdges = []
                for (name, edge) in [("top", IBRectEdges.top), ("left", .left), ("bottom", .bottom), ("right", .right)]
                where child[name] == "YES" {
                    edges.insert(edge)
                }
                controller.extendedLayoutEdges = edges
            default:
                if child.name == "navigationItem" {
                    controller.hasNavigationItem = true
                    controller.largeTitleDisplayMode = child["largeTitleDisplayMode"]
                }
                if let key = child["key"], key.hasPrefix("simulated") {
                    controller.simulatedMetrics[key] = child.name
                    if key == "simulatedTopBarMetrics" && child["translucent"] == "NO" {
                        controller.simulatedTopBarIsOpaque = true
                    }
                    continue
                }
                // Navigation items, tab bar items, simulated metrics: not layout, but a bar button
                // item's custom view is a view, and items may have outlets.
                try scanObject(child, views: &controller.otherViews, parentID: id)
            }
        }
        return controller
    }

    /// Walks an element that is neither a view nor a view controller, collecting its outlets and
    /// any views inside it, so that nothing with a frame is dropped.
    mutating func scanObject(_ element: RawElement, views: inout [IBView], parentID: String?) throws(IBReadError) {
        for child in element.children {
            if child.name == "connections" {
                try readConnections(child, sourceID: element["id"])
            } else if ViewReader.isView(child) {
                views.append(try readView(child, parentID: element["id"] ?? parentID))
            } else {
                try scanObject(child, views: &views, parentID: element["id"] ?? parentID)
            }
        }
    }

    /// `<connections>`: outlets, outlet collections and segues are kept; actions are behaviour,
    /// not layout.
    mutating func readConnections(_ element: RawElement, sourceID: String?) throws(IBReadError) {
        for child in element.children {
            switch child.name {
            case "outlet", "outletCollection":
                outlets.append(IBOutlet(sourceID: sourceID, property: try child.required("property"),
                                        destinationID: try child.required("destination"),
                                        isCollection: child.name == "outletCollection",
                                        line: child.line, column: child.column))
            case "segue":
                segues.append(IBSegue(sourceID: sourceID, id: child["id"], destinationID: child["destination"],
                                      kind: child["kind"], relationship: child["relationship"],
                                      identifier: child["identifier"], line: child.line, column: child.column))
            case "action":
                break // behaviour, not layout
            default:
                warn(child, "is not understood in connections; ignored")
            }
        }
    }

    private mutating func readResources(_ element: RawElement) throws(IBReadError) -> IBResources {
        var resources = IBResources()
        for child in element.children {
            switch child.name {
            case "image":
                let name = try child.required("name")
                var size: IBSize?
                if child["width"] != nil || child["height"] != nil { size = try child.size() }
                resources.images[name] = IBImageReference(name: name, size: size, catalog: child["catalog"])
            case "namedColor", "systemColor":
                let name = try child.required("name")
                guard let definition = child.child("color") else {
                    warn(child, "has no colour definition; ignored")
                    continue
                }
                let color = try readColor(definition)
                if child.name == "namedColor" {
                    resources.namedColors[name] = color
                } else {
                    resources.systemColors[name] = color
                }
            default:
                warn(child, "is not understood in resources; ignored")
            }
        }
        return resources
    }
}
