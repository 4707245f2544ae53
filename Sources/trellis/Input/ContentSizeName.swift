import TextLayout

/// Content sizes by the names people type: UIKit's (`extraLarge`, `accessibilityMedium`), in
/// words (`extra-large`, `accessibility medium`) or Settings' short forms (`XL`, `AX1`).
enum ContentSizeName {
    /// Every category with its name as UIKit spells it and its short form.
    static let names: [(category: ContentSizeCategory, name: String, short: String)] = [
        (.extraSmall, "extraSmall", "XS"), (.small, "small", "S"), (.medium, "medium", "M"),
        (.large, "large", "L"), (.extraLarge, "extraLarge", "XL"), (.extraExtraLarge, "extraExtraLarge", "XXL"),
        (.extraExtraExtraLarge, "extraExtraExtraLarge", "XXXL"), (.accessibilityMedium, "accessibilityMedium", "AX1"),
        (.accessibilityLarge, "accessibilityLarge", "AX2"), (.accessibilityExtraLarge, "accessibilityExtraLarge", "AX3"),
        (.accessibilityExtraExtraLarge, "accessibilityExtraExtraLarge", "AX4"),
        (.accessibilityExtraExtraExtraLarge, "accessibilityExtraExtraExtraLarge", "AX5"),
    ]

    /// The category `text` names, ignoring case, spaces, hyphens and underscores.
    static func category(named text: String, usage: String) throws(CommandFailure) -> ContentSizeCategory {
        let key = DeviceName.normalized(text)
        if let found = names.first(where: { DeviceName.normalized($0.name) == key || $0.short.lowercased() == key }) {
            return found.category
        }
        let known = names.map { "\($0.short) (\($0.name))" }.joined(separator: ", ")
        throw .usage("unknown content size '\(text)'; sizes: \(known)", usage)
    }
}
