/// Colours, fonts and text: the property elements shared by many views.
extension DocumentReader {
    /// `<color>` in any of the forms Interface Builder writes.
    func readColor(_ element: RawElement) throws(IBReadError) -> IBColor {
        if let name = element["systemColor"] {
            // Some files inline the sample next to the name; Xcode 11 writes a legacy
            // `cocoaTouchSystemColor` fallback instead. The reference resolver fills in the rest.
            if element["red"] != nil || element["white"] != nil {
                return .system(name, resolved: try componentColor(element))
            }
            return .system(name, resolved: nil)
        }
        if let name = element["cocoaTouchSystemColor"] {
            return .system(name, resolved: nil)
        }
        if let name = element["name"] {
            return element["catalog"] == "System" ? .system(name, resolved: nil) : .named(name, resolved: nil)
        }
        if let color = try componentColor(element) { return color }
        throw element.error(.missingAttribute(element: element.name, attribute: "red, white, name or systemColor"))
    }

    private func componentColor(_ element: RawElement) throws(IBReadError) -> IBColor? {
        let space = element["customColorSpace"] ?? element["colorSpace"] ?? "sRGB"
        let alpha = try element.double("alpha") ?? 1
        if let white = try element.double("white") {
            return .white(white, alpha: alpha, colorSpace: space)
        }
        if element["red"] != nil || element["green"] != nil || element["blue"] != nil {
            return .rgb(red: try element.requiredDouble("red"), green: try element.requiredDouble("green"),
                        blue: try element.requiredDouble("blue"), alpha: alpha, colorSpace: space)
        }
        return nil
    }

    /// `<fontDescription>` (type, name or text style) or an attributed string's `<font>`.
    ///
    /// A point size must be finite and not negative: Xcode writes 0 for "the default size" (a
    /// text style's, a system font left at it), never less; a negative one would lay a label out
    /// with a negative height.
    func readFont(_ element: RawElement) throws(IBReadError) -> IBFont {
        if element.name == "font" {
            let size = try pointSize(element, "size")
            if let name = element["name"] { return IBFont(face: .named(name: name, family: nil), pointSize: size) }
            let meta = element["metaFont"] ?? "system"
            let type = meta.hasSuffix("Bold") || meta == "boldSystem" ? "boldSystem" : "system"
            return IBFont(face: .system(type: type, weight: nil), pointSize: size)
        }
        if let style = element["style"] {
            return IBFont(face: .textStyle(style), pointSize: try pointSize(element, "pointSize"))
        }
        guard let size = try pointSize(element, "pointSize") else {
            throw element.error(.missingAttribute(element: element.name, attribute: "pointSize"))
        }
        if let name = element["name"] {
            return IBFont(face: .named(name: name, family: element["family"]), pointSize: size)
        }
        if let type = element["type"] {
            return IBFont(face: .system(type: type, weight: element["weight"]), pointSize: size)
        }
        throw element.error(.missingAttribute(element: element.name, attribute: "type, name or style"))
    }

    /// A font's size attribute, when present: finite and not negative.
    private func pointSize(_ element: RawElement, _ attribute: String) throws(IBReadError) -> Double? {
        guard let size = try element.double(attribute) else { return nil }
        guard size >= 0 else {
            throw element.error(.invalidValue(element: element.name, attribute: attribute, value: element[attribute] ?? ""))
        }
        return size
    }

    /// The text attributes of labels, text fields and text views.
    func readTextAttributes(_ element: RawElement) throws(IBReadError) -> IBText {
        var text = IBText()
        text.text = element["text"]
        text.placeholder = element["placeholder"]
        text.alignment = try element.enumeration("textAlignment", as: IBTextAlignment.self) ?? .natural
        if let mode = element["lineBreakMode"] {
            guard let parsed = IBLineBreakMode(interfaceBuilderValue: mode) else {
                throw element.error(.invalidValue(element: element.name, attribute: "lineBreakMode", value: mode))
            }
            text.lineBreakMode = parsed
        } else if element.name != "label" {
            // Text fields and views wrap or clip rather than truncate at the tail.
            text.lineBreakMode = .wordWrapping
        }
        text.numberOfLines = try element.int("numberOfLines") ?? (element.name == "textView" ? 0 : 1)
        if text.numberOfLines < 0 {
            throw element.error(.invalidValue(element: element.name, attribute: "numberOfLines",
                                              value: String(text.numberOfLines)))
        }
        text.adjustsFontSizeToFit = try element.bool("adjustsFontSizeToFit") ?? false
        text.minimumScaleFactor = try element.double("minimumScaleFactor")
        text.preferredMaxLayoutWidth = try element.double("preferredMaxLayoutWidth")
        return text
    }

    /// `<attributedString key="attributedText">`: the fragments' text joined, and the first
    /// fragment's font, colour and paragraph alignment where the view has none of its own.
    func readAttributedText(_ element: RawElement, into view: inout IBView) throws(IBReadError) {
        var text = view.text ?? IBText()
        text.text = attributedContent(element)
        text.isAttributed = true
        if let attributes = element.child("fragment")?.child("attributes") {
            for attribute in attributes.children {
                switch attribute.name {
                case "font" where text.font == nil:
                    text.font = try readFont(attribute)
                case "color" where text.textColor == nil && attribute["key"] == "NSColor":
                    text.textColor = try readColor(attribute)
                case "paragraphStyle":
                    if let alignment = attribute["alignment"], let parsed = IBTextAlignment(rawValue: alignment) {
                        text.alignment = parsed
                    }
                    text.lineHeightMultiple = try attribute.double("lineHeightMultiple") ?? 0
                    text.minimumLineHeight = try attribute.double("minimumLineHeight") ?? 0
                    text.maximumLineHeight = try attribute.double("maximumLineHeight") ?? 0
                    text.lineSpacing = try attribute.double("lineSpacing") ?? 0
                default:
                    break
                }
            }
        }
        view.text = text
    }

    /// The fragments of an `<attributedString>` joined into plain text.
    func attributedContent(_ element: RawElement) -> String {
        element.children.filter { $0.name == "fragment" }.map { fragment in
            fragment["content"] ?? fragment.child("string", key: "content")?.text ?? ""
        }.joined()
    }
}
