/// What counts as a view and as a layout guide in Interface Builder's XML.
enum ViewReader {
    /// A view is a known UIKit view element, or any element with a saved frame
    /// (`<rect key="frame">`): Interface Builder saves a frame for every view and nothing else.
    static func isView(_ element: RawElement) -> Bool {
        if let kind = IBViewKind(rawValue: element.name), kind != .unknown { return true }
        return element.children.contains { $0.name == "rect" && $0["key"] == "frame" }
    }

    /// The guide elements the reader knows; any other guide is kept with a warning.
    static let knownGuideElements: Set<String> = [
        "viewLayoutGuide", "layoutGuide", "viewControllerLayoutGuide", "keyboardLayoutGuide",
    ]

    /// The guide kind of `element`, nil when it is not a layout guide. Besides the known guide
    /// elements, an element with an id is a guide when it sits in `<layoutGuides>` (`parent`)
    /// or its name ends in `LayoutGuide`: a guide a later Xcode writes that the reader does not
    /// know yet. Constraints name it by id, so dropping it would refuse the whole file.
    /// (`<userLayoutGuide>`, the canvas's ruler guides, has no id and is not one.)
    static func layoutGuideKind(of element: RawElement, parent: String? = nil) -> IBLayoutGuide.Kind? {
        switch element.name {
        case "viewLayoutGuide", "layoutGuide":
            switch element["key"] {
            case "safeArea": return .safeArea
            case "contentLayoutGuide": return .contentLayoutGuide
            case "frameLayoutGuide": return .frameLayoutGuide
            case let other: return .other(other ?? element["identifier"] ?? element.name)
            }
        case "viewControllerLayoutGuide":
            switch element["type"] {
            case "top": return .topLayoutGuide
            case "bottom": return .bottomLayoutGuide
            case let other: return .other(other ?? element.name)
            }
        case "keyboardLayoutGuide":
            return .keyboard
        default:
            guard element["id"] != nil, parent == "layoutGuides" || element.name.hasSuffix("LayoutGuide"),
                  !isView(element) else { return nil }
            return .other(element.name)
        }
    }

    /// Child elements of a view that hold properties the model does not need for layout
    /// (accessibility, runtime attributes, keyboard traits, ...). They are skipped without a
    /// warning; any other unknown child is reported.
    static let ignoredPropertyElements: Set<String> = [
        "point", "nil", "accessibility", "userDefinedRuntimeAttributes", "textInputTraits",
        "gestureRecognizers", "real", "integer", "date", "dataDetectorType", "collectionViewFlowLayout",
        "collectionViewLayout", "freeformSimulatedSizeMetrics", "simulatedStatusBarMetrics",
        "simulatedNavigationBarMetrics", "simulatedTabBarMetrics", "simulatedToolbarMetrics",
        "simulatedOrientationMetrics", "simulatedScreenMetrics", "preferredSymbolConfiguration",
        "navigationBarAppearance", "textAttributes", "blurEffect", "vibrancyEffect", "items",
        "bool", "locale", "mutableArray", "array", "imageReference", "animations", "segments",
        "tabBarAppearance", "toolbarAppearance", "wkWebViewConfiguration", "camera", "attributes",
        "userGuides", // the canvas's ruler guides: a drawing aid, not layout
    ]
}

extension DocumentReader {
    /// Reads a view element and everything below it.
    mutating func readView(_ element: RawElement, parentID: String?) throws(IBReadError) -> IBView {
        let id: String
        if let written = element["id"] {
            id = written
        } else if let parentID, let key = element["key"] {
            id = IDTable.syntheticID(parentID: parentID, key: key)
        } else {
            throw element.error(.missingAttribute(element: element.name, attribute: "id"))
        }
        var view = IBView(element: element.name, id: id, line: element.line, column: element.column)
        view.hasInterfaceBuilderID = element["id"] != nil
        if view.kind == .unknown {
            warn(element, "is not a view kind the reader knows; kept as a plain view with its saved frame")
        }
        try readViewAttributes(element, into: &view)
        for child in element.children {
            try readViewChild(child, of: element, into: &view)
        }
        return view
    }

    private func readViewAttributes(_ element: RawElement, into view: inout IBView) throws(IBReadError) {
        view.attributes = element.attributes
        view.key = element["key"]
        view.userLabel = element["userLabel"]
        view.customClass = element["customClass"]
        view.customModule = element["customModule"]
        view.translatesAutoresizingMaskIntoConstraints = try element.bool("translatesAutoresizingMaskIntoConstraints") ?? true
        view.isHidden = try element.bool("hidden") ?? false
        view.contentMode = element["contentMode"]
        view.contentHugging = IBAxisPriorities(horizontal: try element.double("horizontalHuggingPriority"),
                                               vertical: try element.double("verticalHuggingPriority"))
        view.compressionResistance = IBAxisPriorities(
            horizontal: try element.double("horizontalCompressionResistancePriority"),
            vertical: try element.double("verticalCompressionResistancePriority"))
        view.preservesSuperviewLayoutMargins = try element.bool("preservesSuperviewLayoutMargins") ?? false
        view.insetsLayoutMarginsFromSafeArea = try element.bool("insetsLayoutMarginsFromSafeArea") ?? true

        switch view.kind {
        case .label, .textField, .textView:
            view.text = try readTextAttributes(element)
        case .button:
            var text = IBText()
            if let mode = element["lineBreakMode"] {
                guard let parsed = IBLineBreakMode(interfaceBuilderValue: mode) else {
                    throw element.error(.invalidValue(element: element.name, attribute: "lineBreakMode", value: mode))
                }
                text.lineBreakMode = parsed
            }
            view.text = text
            var button = IBButton()
            button.buttonType = element["buttonType"]
            view.button = button
        case .imageView:
            view.image = IBImageReference.named(in: element)
        case .stackView:
            view.stackView = try readStackView(element)
        default:
            break
        }
    }

    private func readStackView(_ element: RawElement) throws(IBReadError) -> IBStackView {
        var stack = IBStackView()
        stack.axis = try element.enumeration("axis", as: IBStackView.Axis.self) ?? .horizontal
        stack.distribution = try element.enumeration("distribution", as: IBStackView.Distribution.self) ?? .fill
        stack.alignment = try element.enumeration("alignment", as: IBStackView.Alignment.self) ?? .fill
        stack.spacing = try element.double("spacing") ?? 0
        stack.usesSystemSpacing = element["spacingType"] == "standard"
        stack.isBaselineRelativeArrangement = try element.bool("baselineRelativeArrangement") ?? false
        stack.isLayoutMarginsRelativeArrangement = try element.bool("layoutMarginsRelativeArrangement") ?? false
        return stack
    }

    /// One child element of a view: a layout guide, a subview, part of the view's structure
    /// (frame, subviews, constraints, cells, ...), a property of its content (colours, text,
    /// insets, ...), or something the reader does not know.
    private mutating func readViewChild(_ child: RawElement, of element: RawElement,
                                        into view: inout IBView) throws(IBReadError) {
        if let kind = ViewReader.layoutGuideKind(of: child) {
            view.layoutGuides.append(try readGuide(child, kind: kind, ownerID: view.id))
            return
        }
        if ViewReader.isView(child) {
            // Keyed views UIKit makes subviews: a cell's contentView, a table's header/footer,
            // a visual effect view's contentView, a background view.
            view.subviews.append(try readView(child, parentID: view.id))
            return
        }
        if try readStructure(child, into: &view) { return }
        if try readContent(child, into: &view) { return }
        if child.name == "userDefinedRuntimeAttributes" {
            view.runtimeAttributeKeyPaths += child.children.compactMap { $0["keyPath"] }
            return
        }
        if let key = child["key"], key.hasPrefix("simulated"), ViewReader.ignoredPropertyElements.contains(child.name) {
            view.simulatedMetrics[key] = child.name  // how the canvas shows a top-level view
            return
        }
        if ["rect", "size", "string", "nil", "image"].contains(child.name) {
            return // other keys: content rects, item sizes, highlighted colours
        }
        try readUnknownChild(child, of: element, into: &view)
    }

    /// The view's frame, resizing, subviews, constraints, guides, connections, size-class
    /// variations and cells. False when `child` is none of these.
    private mutating func readStructure(_ child: RawElement, into view: inout IBView) throws(IBReadError) -> Bool {
        switch child.name {
        case "rect" where child["key"] == "frame":
            view.frame = try child.rect()
        case "autoresizingMask":
            var mask = IBAutoresizingMask()
            for (attribute, flag) in IBAutoresizingMask.attributeNames where try child.bool(attribute) == true {
                mask.insert(flag)
            }
            view.autoresizingMask = mask
        case "subviews":
            for subview in child.children {
                // Everything under <subviews> is a view, understood or not.
                view.subviews.append(try readView(subview, parentID: view.id))
            }
        case "constraints":
            try readConstraints(child, into: &view)
        case "connections":
            try readConnections(child, sourceID: view.id)
        case "layoutGuides":
            for guide in child.children {
                guard let kind = ViewReader.layoutGuideKind(of: guide, parent: child.name) else {
                    warn(guide, "is not a layout guide; ignored")
                    continue
                }
                view.layoutGuides.append(try readGuide(guide, kind: kind, ownerID: view.id))
            }
        case "variation":
            view.variations.append(readVariation(child))
        case "prototypes", "cells":
            try readCells(child, into: &view)
        case "sections":
            for section in child.children {
                for part in section.children where part.name == "cells" {
                    try readCells(part, into: &view)
                }
            }
        default:
            return false
        }
        return true
    }

    /// What the view shows: colours, font, text, insets, placeholder size, button states and
    /// configuration, segments. False when `child` is none of these.
    private func readContent(_ child: RawElement, into view: inout IBView) throws(IBReadError) -> Bool {
        let key = child["key"]
        switch child.name {
        case "color":
            try readViewColor(child, into: &view)
        case "fontDescription":
            var text = view.text ?? IBText()
            text.font = try readFont(child)
            view.text = text
        case "string" where key == "text" || key == "placeholder":
            var text = view.text ?? IBText()
            if key == "text" { text.text = child.text } else { text.placeholder = child.text }
            view.text = text
        case "attributedString":
            if key == "attributedText" {
                try readAttributedText(child, into: &view)
            }
        case "edgeInsets", "directionalEdgeInsets", "inset":
            try readInsets(child, into: &view)
        case "size" where key == "intrinsicContentSize":
            view.placeholderIntrinsicContentSize = try child.size()
        case "state":
            try readButtonState(child, into: &view)
        case "buttonConfiguration":
            try readButtonConfiguration(child, into: &view)
        case "segments" where view.kind == .segmentedControl:
            view.segments = child.children.filter { $0.name == "segment" }.map { $0["title"] ?? "" }
        default:
            return false
        }
        return true
    }

    /// `<constraints>`: constraints, and views misplaced among them.
    private mutating func readConstraints(_ element: RawElement, into view: inout IBView) throws(IBReadError) {
        for constraint in element.children {
            if ViewReader.isView(constraint) {
                warn(constraint, "is a view inside <constraints>; kept as a subview")
                view.subviews.append(try readView(constraint, parentID: view.id))
                continue
            }
            guard constraint.name == "constraint" else {
                warn(constraint, "is not a constraint; ignored")
                continue
            }
            view.constraints.append(try readConstraint(constraint, ownerID: view.id))
        }
    }

    /// A layout guide of the view or view controller `ownerID`; one the reader does not know is
    /// kept, placed by the constraints that name it, with a warning.
    mutating func readGuide(_ element: RawElement, kind: IBLayoutGuide.Kind,
                            ownerID: String) throws(IBReadError) -> IBLayoutGuide {
        let id = try element.required("id")
        if !ViewReader.knownGuideElements.contains(element.name) {
            warn(element, "is not a layout guide the reader knows; kept as a guide placed by the constraints that name it")
        }
        return IBLayoutGuide(id: id, kind: kind, ownerID: ownerID,
                             attributes: element.attributes.filter { $0.key != "id" && $0.key != "key" },
                             line: element.line, column: element.column)
    }

    private func readButtonConfiguration(_ element: RawElement, into view: inout IBView) throws(IBReadError) {
        var button = view.button ?? IBButton()
        button.hasConfiguration = true
        button.configurationTitle = element["title"] ?? element.child("string", key: "title")?.text
        button.configurationImage = IBImageReference.named(in: element)
        if let font = element.child("fontDescription", key: "titleFontDescription") {
            button.configurationFont = try readFont(font)
        }
        view.button = button
        if let title = element["title"] {
            var text = view.text ?? IBText()
            text.text = text.text ?? title
            view.text = text
        }
    }

    /// An element the reader does not know in a view. Even so it is searched for views (a
    /// toolbar item's custom view); it is reported unless it is a property known not to matter.
    private mutating func readUnknownChild(_ child: RawElement, of element: RawElement,
                                           into view: inout IBView) throws(IBReadError) {
        var nested: [IBView] = []
        try scanObject(child, views: &nested, parentID: view.id)
        if nested.isEmpty {
            if !ViewReader.ignoredPropertyElements.contains(child.name) {
                warn(child, "is not understood in <\(element.name)>; ignored")
            }
        } else {
            warn(child, "is not understood in <\(element.name)>; the views inside it are kept as subviews")
            view.subviews += nested
        }
    }

    private mutating func readCells(_ element: RawElement, into view: inout IBView) throws(IBReadError) {
        for cell in element.children {
            view.cells.append(try readView(cell, parentID: view.id))
        }
    }

    private func readVariation(_ element: RawElement) -> IBTraitVariation {
        var variation = IBTraitVariation(key: element["key"] ?? "")
        variation.attributes = element.attributes.filter { $0.key != "key" }
        for mask in element.children where mask.name == "mask" {
            let key = mask["key"] ?? ""
            for entry in mask.children {
                guard let reference = entry["reference"] else { continue }
                if entry.name == "include" {
                    variation.included[key, default: []].append(reference)
                } else if entry.name == "exclude" {
                    variation.excluded[key, default: []].append(reference)
                }
            }
        }
        return variation
    }

    private func readInsets(_ element: RawElement, into view: inout IBView) throws(IBReadError) {
        let insets = try element.edgeInsets()
        switch element["key"] {
        case "layoutMargins", "directionalLayoutMargins":
            view.layoutMargins = insets
        case "contentEdgeInsets":
            view.button = view.button ?? IBButton()
            view.button?.contentEdgeInsets = insets
        case "titleEdgeInsets":
            view.button = view.button ?? IBButton()
            view.button?.titleEdgeInsets = insets
        case "imageEdgeInsets":
            view.button = view.button ?? IBButton()
            view.button?.imageEdgeInsets = insets
        default:
            break // scroll indicator and separator insets do not affect layout
        }
    }

    private func readButtonState(_ element: RawElement, into view: inout IBView) throws(IBReadError) {
        var state = IBButtonState(key: element["key"] ?? "normal", title: element["title"])
        state.image = IBImageReference.named(in: element)
        if let background = element["backgroundImage"] {
            state.backgroundImage = IBImageReference(name: background)
        }
        for child in element.children {
            if child.name == "color" && child["key"] == "titleColor" {
                state.titleColor = try readColor(child)
            } else if child.name == "string" && child["key"] == "title" {
                state.title = child.text
            } else if child.name == "attributedString" {
                state.title = attributedContent(child)
                // The title's own font, where it says its size; a fragment's font that cannot be
                // read is passed over (the button's font then measures the title), as before
                // titles were measured in their own fonts.
                if let font = child.child("fragment")?.child("attributes")?.child("font"), font["size"] != nil,
                   let read = try? readFont(font) {
                    state.titleFont = read
                }
            }
        }
        var button = view.button ?? IBButton()
        button.states.append(state)
        view.button = button
        if state.key == "normal" {
            var text = view.text ?? IBText()
            text.text = state.title
            view.text = text
            view.image = state.image
        }
    }

    private func readViewColor(_ element: RawElement, into view: inout IBView) throws(IBReadError) {
        let color = try readColor(element)
        switch element["key"] {
        case "backgroundColor": view.backgroundColor = color
        case "tintColor": view.tintColor = color
        case "textColor":
            var text = view.text ?? IBText()
            text.textColor = color
            view.text = text
        default: break // highlighted, shadow, track and separator colours do not affect layout
        }
    }
}

extension IBImageReference {
    /// The image an element names, by its `image` attribute or its `<imageReference key="image">`.
    fileprivate static func named(in element: RawElement) -> IBImageReference? {
        if let name = element["image"] { return IBImageReference(name: name, catalog: element["catalog"]) }
        guard let reference = element.child("imageReference", key: "image"), let name = reference["image"] else {
            return nil
        }
        return IBImageReference(name: name, catalog: reference["catalog"], symbolScale: reference["symbolScale"])
    }
}
