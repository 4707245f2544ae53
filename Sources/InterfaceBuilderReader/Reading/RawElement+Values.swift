/// Typed access to attribute values. Every bad value becomes an ``IBReadError`` at the element's
/// position, so the reader never traps on a malformed number.
extension RawElement {
    func error(_ kind: IBReadError.Kind) -> IBReadError {
        IBReadError(kind, line: line, column: column)
    }

    /// An attribute Interface Builder always writes.
    func required(_ attribute: String) throws(IBReadError) -> String {
        guard let value = attributes[attribute] else {
            throw error(.missingAttribute(element: name, attribute: attribute))
        }
        return value
    }

    /// A finite number, or nil when absent.
    func double(_ attribute: String) throws(IBReadError) -> Double? {
        guard let text = attributes[attribute] else { return nil }
        guard let value = Double(text), value.isFinite else {
            throw error(.invalidValue(element: name, attribute: attribute, value: text))
        }
        return value
    }

    /// A finite number that must be present.
    func requiredDouble(_ attribute: String) throws(IBReadError) -> Double {
        guard let value = try double(attribute) else {
            throw error(.missingAttribute(element: name, attribute: attribute))
        }
        return value
    }

    /// A whole number, or nil when absent.
    func int(_ attribute: String) throws(IBReadError) -> Int? {
        guard let text = attributes[attribute] else { return nil }
        guard let value = Int(text) else {
            throw error(.invalidValue(element: name, attribute: attribute, value: text))
        }
        return value
    }

    /// `YES`/`NO`, or nil when absent.
    func bool(_ attribute: String) throws(IBReadError) -> Bool? {
        switch attributes[attribute] {
        case nil: return nil
        case "YES": return true
        case "NO": return false
        case let other?: throw error(.invalidValue(element: name, attribute: attribute, value: other))
        }
    }

    /// A value of a string enumeration, or nil when absent.
    func enumeration<T: RawRepresentable>(_ attribute: String, as type: T.Type) throws(IBReadError) -> T?
    where T.RawValue == String {
        guard let text = attributes[attribute] else { return nil }
        guard let value = T(rawValue: text) else {
            throw error(.invalidValue(element: name, attribute: attribute, value: text))
        }
        return value
    }

    /// `<rect>`, `<size>`, `<edgeInsets>` readers.
    func rect() throws(IBReadError) -> IBRect {
        IBRect(x: try requiredDouble("x"), y: try requiredDouble("y"),
               width: try requiredDouble("width"), height: try requiredDouble("height"))
    }

    func size() throws(IBReadError) -> IBSize {
        IBSize(width: try requiredDouble("width"), height: try requiredDouble("height"))
    }

    func edgeInsets() throws(IBReadError) -> IBEdgeInsets {
        if name == "directionalEdgeInsets" {
            return IBEdgeInsets(top: try double("top") ?? 0, left: try double("leading") ?? 0,
                                bottom: try double("bottom") ?? 0, right: try double("trailing") ?? 0,
                                isDirectional: true)
        }
        // `<inset>` writes minX/minY/maxX/maxY for left/top/right/bottom.
        let top = try double(attributes["minY"] != nil ? "minY" : "top") ?? 0
        let left = try double(attributes["minX"] != nil ? "minX" : "left") ?? 0
        let bottom = try double(attributes["maxY"] != nil ? "maxY" : "bottom") ?? 0
        let right = try double(attributes["maxX"] != nil ? "maxX" : "right") ?? 0
        return IBEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }
}
