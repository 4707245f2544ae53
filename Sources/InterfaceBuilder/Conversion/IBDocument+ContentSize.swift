import InterfaceBuilderReader
import TextLayout

extension IBDocument {
    /// The content size category Interface Builder's canvas drew Dynamic Type text styles at
    /// when it saved the document: extra small in Xcode 13 (`toolsVersion` 18000 to 20999),
    /// Large, iOS's default, before and after. The frames Xcode 13 saved fit the extra-small
    /// fonts in four repositories of corpus C (element-ios, KeePassium, VLC, WooCommerce: a Body
    /// label 17 tall and 14 points wide per character at 2x, a Footnote 14.5), while Xcode 12.5
    /// (17701) and Xcode 14 (21225) files keep the Large sizes (20.5 and 16).
    var canvasContentSize: ContentSizeCategory {
        let major = toolsVersion.flatMap { Double($0.prefix { $0 != "." }) } ?? 0
        // A placeholder toolsVersion (32700) has the era of its plug-in version, never Xcode 13.
        // Xcode 13 spans two eras (xcode11 up to 18999, xcode13 from 19000).
        return (.xcode11 ..< .xcode14).contains(xcodeEra) && major >= 18000 ? .extraSmall : .large
    }
}
