/// The last pass: checks every reference against the id table, types constraint items, gives
/// views and constraints their outlet names, and resolves named colours and image sizes from
/// `<resources>`.
struct ReferenceResolver {
    let ids: IDTable
    let resources: IBResources
    let outlets: [IBOutlet]
    /// Ids of the views and guides that made it into the model. The id table knows every id in
    /// the file; a view the reader set aside (say, one misplaced inside `<constraints>`) is in
    /// the table but not the model, and a constraint must not point at it.
    private var modelIDs: Set<String> = []

    init(ids: IDTable, resources: IBResources, outlets: [IBOutlet]) {
        self.ids = ids
        self.resources = resources
        self.outlets = outlets
    }

    mutating func resolve(_ document: inout IBDocument) throws(IBReadError) {
        for view in document.allViews {
            modelIDs.insert(view.id)
            for guide in view.layoutGuides { modelIDs.insert(guide.id) }
        }
        for controller in document.scenes.flatMap(\.viewControllers) {
            for guide in controller.layoutGuides { modelIDs.insert(guide.id) }
        }
        var outletNames: [String: [String]] = [:]
        for outlet in outlets {
            guard ids[outlet.destinationID] != nil else {
                throw IBReadError(.danglingReference(attribute: "destination", id: outlet.destinationID),
                                  line: outlet.line, column: outlet.column)
            }
            outletNames[outlet.destinationID, default: []].append(outlet.property)
        }
        for sceneIndex in document.scenes.indices {
            for index in document.scenes[sceneIndex].viewControllers.indices {
                try resolve(&document.scenes[sceneIndex].viewControllers[index].view, outletNames)
                for other in document.scenes[sceneIndex].viewControllers[index].otherViews.indices {
                    try resolve(&document.scenes[sceneIndex].viewControllers[index].otherViews[other], outletNames)
                }
            }
            for index in document.scenes[sceneIndex].views.indices {
                try resolve(&document.scenes[sceneIndex].views[index], outletNames)
            }
        }
    }

    private func resolve(_ view: inout IBView?, _ outletNames: [String: [String]]) throws(IBReadError) {
        guard var unwrapped = view else { return }
        try resolve(&unwrapped, outletNames)
        view = unwrapped
    }

    private func resolve(_ root: inout IBView, _ outletNames: [String: [String]]) throws(IBReadError) {
        try root.transform { (view: inout IBView) throws(IBReadError) in
            view.outlets = outletNames[view.id] ?? []
            view.backgroundColor = view.backgroundColor.map(resolve)
            view.tintColor = view.tintColor.map(resolve)
            if var text = view.text {
                text.textColor = text.textColor.map(resolve)
                view.text = text
            }
            view.image = view.image.map(resolve)
            if var button = view.button {
                for index in button.states.indices {
                    button.states[index].image = button.states[index].image.map(resolve)
                    button.states[index].backgroundImage = button.states[index].backgroundImage.map(resolve)
                    button.states[index].titleColor = button.states[index].titleColor.map(resolve)
                }
                button.configurationImage = button.configurationImage.map(resolve)
                view.button = button
            }
            for index in view.constraints.indices {
                try resolve(&view.constraints[index], outletNames)
            }
            for variation in view.variations {
                for reference in Array(variation.included.values.joined()) + Array(variation.excluded.values.joined())
                where ids[reference] == nil {
                    throw IBReadError(.danglingReference(attribute: "reference", id: reference),
                                      line: view.line, column: view.column)
                }
            }
        }
    }

    private func resolve(_ constraint: inout IBConstraint, _ outletNames: [String: [String]]) throws(IBReadError) {
        if let id = constraint.id { constraint.outlets = outletNames[id] ?? [] }
        let home = ids[constraint.ownerID]?.root
        constraint.firstItem = try item(constraint.firstItem.id, attribute: "firstItem", home: home, constraint)
        if let second = constraint.secondItem {
            constraint.secondItem = try item(second.id, attribute: "secondItem", home: home, constraint)
        }
    }

    private func item(_ id: String, attribute: String, home: Int?,
                      _ constraint: IBConstraint) throws(IBReadError) -> IBItemReference {
        func failure(_ kind: IBReadError.Kind) -> IBReadError {
            IBReadError(kind, line: constraint.line, column: constraint.column)
        }
        guard let entry = ids[id] else { throw failure(.danglingReference(attribute: attribute, id: id)) }
        let reference: IBItemReference
        switch entry.role {
        case .view: reference = IBItemReference(id: id, kind: .view)
        case .layoutGuide(let kind): reference = IBItemReference(id: id, kind: .layoutGuide(kind))
        case .other: throw failure(.notAConstraintItem(attribute: attribute, id: id, element: entry.element))
        }
        guard modelIDs.contains(id) else {
            throw failure(.notAConstraintItem(attribute: attribute, id: id, element: entry.element))
        }
        if entry.root != home { throw failure(.crossSceneReference(attribute: attribute, id: id)) }
        return reference
    }

    private func resolve(_ color: IBColor) -> IBColor {
        switch color {
        case .named(let name, nil): .named(name, resolved: resources.namedColors[name])
        case .system(let name, nil):
            .system(name, resolved: resources.systemColors[name] ?? IBColor.uiKitSystemColor(named: name))
        default: color
        }
    }

    private func resolve(_ image: IBImageReference) -> IBImageReference {
        guard image.size == nil, let resource = resources.images[image.name] else { return image }
        var resolved = image
        resolved.size = resource.size
        resolved.catalog = resolved.catalog ?? resource.catalog
        return resolved
    }
}
