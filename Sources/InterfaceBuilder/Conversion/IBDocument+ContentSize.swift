import InterfaceBuilderReader
import TextLayout

extension IBDocument {
    /// The content size category Interface Builder's canvas drew Dynamic Type text styles at
    /// when it saved the document: extra small in Xcode 13 (`toolsVersion` 18000 to 20999),
    /// Large, iOS's default, before and after. The frames Xcode 13 saved fit the extra-small
    /// fonts in four repositories of corpus C (element-ios, KeePassium, VLC, WooCommerce: a Body
    /// label 17 tall and 14 points wide per character at 2x, a Footnote 14.5), while Xcode 12.5
    /// (17701) and Xcode 14 (21225) files keep the Large sizes (20.5 and 16).
    ///
    /// A document whose canvas has its Dynamic Type override on gets the size the override
    /// chose, in any era: WooCommerce's reader cell, at Small (1), saved a Title 3 label 21.5
    /// tall and a Body one 18, the heights of 18- and 15-point lines.
    var canvasContentSize: ContentSizeCategory {
        if let preference = dynamicTypeOverride, let category = ContentSizeCategory(rawValue: preference) {
            return category
        }
        // Xcode 13's first builds (18xxx) fall in the Xcode 11 era, the later ones (19000 on) in
        // their own. A placeholder toolsVersion (32700) has the era of its plug-in version.
        let xcode13 = xcodeEra == .xcode13 || (xcodeEra == .xcode11 && savingBuild >= 18000)
        return xcode13 ? .extraSmall : .large
    }
}

extension IBDocument {
    /// The San Francisco Interface Builder's canvas drew the system font with: iOS 13's separate
    /// Text and Display fonts in documents Xcode 11 and earlier saved (a build below 17000),
    /// iOS 14's variable font from Xcode 12 on. At run time UIKit draws the variable font.
    var systemFontGeneration: SystemFont.Generation {
        savingBuild < 17000 ? .separateOpticalSizes : .variable
    }
}
