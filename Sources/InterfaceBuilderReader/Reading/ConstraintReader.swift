extension DocumentReader {
    /// Reads one `<constraint>`. Items are kept as ids here and typed by ``ReferenceResolver``
    /// once every id in the document is known.
    mutating func readConstraint(_ element: RawElement, ownerID: String) throws(IBReadError) -> IBConstraint {
        guard let firstAttribute = try attribute(element, "firstAttribute") else {
            throw element.error(.missingAttribute(element: element.name, attribute: "firstAttribute"))
        }
        // Very old files spell "no second item" as secondAttribute="notAnAttribute".
        let secondAttribute = element["secondAttribute"] == "notAnAttribute" ? nil : try attribute(element, "secondAttribute")
        let firstID = element["firstItem"]
        var secondID = element["secondItem"]
        if secondID != nil && secondAttribute == nil {
            throw element.error(.missingAttribute(element: element.name, attribute: "secondAttribute"))
        }
        if secondID == nil && secondAttribute != nil {
            secondID = ownerID
        }
        var multiplier = 1.0
        if let text = element["multiplier"] {
            guard let value = IBMultiplier.parse(text) else {
                throw element.error(.invalidValue(element: element.name, attribute: "multiplier", value: text))
            }
            multiplier = value
        }
        let priority = try element.double("priority") ?? 1000
        guard priority > 0 && priority <= 1000 else {
            throw element.error(.invalidValue(element: element.name, attribute: "priority", value: element["priority"] ?? ""))
        }
        var constraint = IBConstraint(
            id: element["id"],
            firstItem: IBItemReference(id: firstID ?? ownerID, kind: .view),
            firstItemIsImplicit: firstID == nil,
            firstAttribute: firstAttribute,
            relation: try element.enumeration("relation", as: IBRelation.self) ?? .equal,
            secondItem: secondID.map { IBItemReference(id: $0, kind: .view) },
            secondAttribute: secondAttribute,
            multiplier: multiplier,
            multiplierText: element["multiplier"],
            constant: try element.double("constant") ?? 0,
            isSymbolicConstant: try element.bool("symbolic") ?? false,
            priority: priority,
            identifier: element["identifier"],
            userLabel: element["userLabel"],
            isPlaceholder: try element.bool("placeholder") ?? false,
            ownerID: ownerID, line: element.line, column: element.column)
        for child in element.children {
            if child.name == "variation" {
                constraint.variations.append(IBTraitVariation(
                    key: child["key"] ?? "", attributes: child.attributes.filter { $0.key != "key" }))
            } else {
                warn(child, "is not understood in a constraint; ignored")
            }
        }
        return constraint
    }

    /// A layout attribute, or nil when absent.
    private func attribute(_ element: RawElement, _ name: String) throws(IBReadError) -> IBLayoutAttribute? {
        guard let text = element[name] else { return nil }
        guard let attribute = IBLayoutAttribute(rawValue: text) else {
            throw element.error(.invalidValue(element: element.name, attribute: name, value: text))
        }
        return attribute
    }
}
