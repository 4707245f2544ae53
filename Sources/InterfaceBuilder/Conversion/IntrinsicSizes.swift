import InterfaceBuilderReader
import Layout
import TextLayout

/// UIKit's intrinsic content sizes for the controls Interface Builder files hold, as the canvas
/// computes them (measured against the frames Xcode saved).
struct IntrinsicSizes {
    /// The pixel scale labels and titles round their sizes up to.
    let scale: Double
    /// The Xcode that saved the document: iOS 13 and iOS 26 changed the sizes of several
    /// controls, and the canvas follows the SDK of the Xcode that saved the file.
    let era: XcodeEra
    /// What text is measured with: font files when given, else the built-in model.
    var text = TextMeasurement(fonts: FontCollection())
    var metrics: any FontMetrics { text.metrics }

    static let none = View.noIntrinsicMetric
    private var isIOS13OrLater: Bool { era >= .xcode11 }

    /// The insets of a control's alignment rectangle in its frame.
    func alignmentInsets(of view: IBView) -> EdgeInsets {
        switch view.kind {
        // A switch aligns 2 points short of its frame's right edge, in iOS 26's wider switch too
        // (IQKeyboardManager's Xcode 26 storyboard pins 63-point switches by a 61-point rectangle).
        case .switch: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        // A slider draws its track 2 points inside its frame at each end and its thumb's shadow
        // a point below, except in the iOS 26 SDK of Xcode 26's 24xxx builds, whose slider is
        // its alignment rectangle (OsmAnd's and VLC's 24xxx files pin their sliders' frames to
        // the constraints' edges; 32700 builds and every earlier Xcode keep the insets).
        case .slider: era == .xcode26 ? .zero : EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        // A segmented control's frame is a point taller than what it aligns (28 or, from iOS 13, 31).
        case .segmentedControl: EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        default: .zero
        }
    }

    /// One line of `text` in `font`: its width and height rounded up to pixels.
    func textSize(_ text: String, _ font: Font) -> Size {
        guard !text.isEmpty else { return .zero }
        let size = Label(text, font: font).size(fittingWidth: 0, metrics: metrics, scale: scale)
        return Size(size)
    }

    /// A classic button's title: its height a line of `font` rounded up to a whole point, its
    /// width the text's rounded to the nearest whole point, halves down.
    ///
    /// Titles are not rounded up as labels are: rounding up made 22 titles of the corpora's
    /// classic buttons a point wider than Xcode saved them and none a point narrower (Pocket
    /// Casts' "Try Again" 65 for 64, Element's "Block" 39 for 38, ChatSecure's 21-point "Create
    /// New Account" 189 for 188), while labels measured with the same text model round up to
    /// their saved widths. Subtracting anything from 0.45 to 0.7 point before rounding up
    /// matches as many; with each repository left out in turn, 0.5 is among the best choices
    /// for the rest every time.
    func classicTitleSize(_ text: String, _ font: Font) -> Size {
        guard !text.isEmpty else { return .zero }
        let label = Label(text, font: font), measured = label.measured(metrics: metrics)
        let width = label.size(fittingWidth: 0, measured: measured, scale: 0).width
        let height = label.size(fittingWidth: 0, measured: measured, scale: scale).height
        return Size(width: (width - 0.5 - IBTolerance.pixelRoundingNoise).rounded(.up), height: height.rounded(.up))
    }

    /// The line height of `font` rounded up to pixels.
    func lineHeight(_ font: Font) -> Double { ceilToPixels(metrics.lineHeight(of: font)) }

    /// `value` rounded up to the pixel grid (with a tolerance for floating-point noise).
    func ceilToPixels(_ value: Double) -> Double {
        guard scale > 0 else { return value }
        return (value * scale - IBTolerance.pixelRoundingNoise).rounded(.up) / scale
    }

    /// The intrinsic size of a control, or nil for views that have none.
    func size(of view: IBView) -> Size? {
        let font = text.font(view.text?.font)
        switch view.kind {
        case .button: return buttonSize(view)
        case .switch:
            // iOS 26 (Xcode 26 and later) draws a wider, flatter switch:
            // a 63 x 28 frame around a 61-point alignment rectangle (51 x 31 around 49 before).
            return era >= .xcode26 ? Size(width: 61, height: 28) : Size(width: 49, height: 31)
        case .slider: return Size(width: Self.none, height: 30)
        case .stepper: return Size(width: 94, height: isIOS13OrLater ? 32 : 29)
        case .progressView: return Size(width: Self.none, height: isIOS13OrLater ? 4 : 2)
        case .activityIndicatorView:
            let style = view.attributes["style"] ?? "gray"
            let large = style == "large" || style == "whiteLarge"
            return large ? Size(width: 37, height: 37) : Size(width: 20, height: 20)
        case .segmentedControl:
            // Each segment is its title and 11 points either side, 10 in iOS 13's control
            // (SwiftMessages' and SkeletonView's of Xcode 13 and 14, GoMap's of Xcode 26; 11
            // made each 2 points too wide); equal segments unless the control apportions widths
            // by content.
            let segmentFont = font ?? .system(size: 13)
            let padding: Double = isIOS13OrLater ? 20 : 22
            let widths = view.segments.map { textSize($0, segmentFont).width + padding }
            let total = view.attributes["apportionsSegmentWidthsByContent"] == "YES"
                ? widths.reduce(0, +) : (widths.max() ?? 22) * Double(max(widths.count, 1))
            return Size(width: total, height: isIOS13OrLater ? 31 : 28)
        case .pageControl:
            let pages = Double(view.attributes["numberOfPages"].flatMap(Int.init) ?? 3)
            return Size(width: pages * 16 - 7 + 14, height: isIOS13OrLater ? 26 : 37)
        case .textField: return textFieldSize(view, font: font ?? .system(size: 14))
        case .textView: return textViewSize(view, font: font)
        case .datePicker, .pickerView: return Size(width: 320, height: 216)
        case .searchBar: return Size(width: Self.none, height: era >= .xcode26 ? 64 : 56)
        case .navigationBar, .toolbar: return Size(width: Self.none, height: 44)
        case .tabBar: return Size(width: Self.none, height: 49)
        default:
            if let placeholder = view.placeholderIntrinsicContentSize {
                return Size(placeholder)
            }
            return nil
        }
    }

    private func buttonSize(_ view: IBView) -> Size {
        let button = view.button ?? IBButton()
        if button.hasConfiguration {
            // UIButton.Configuration: the Body text style unless a font is set (at the canvas's
            // content size: Xcode 13's extra-small Body makes Pocket Casts' "Add Podcasts" 114 x
            // 31, where 17 points made it 129.5 x 34.5), 12 points either side of
            // its content, title or image (a "Button" title 75 wide in OsmAnd's 23504 and 24506
            // and WooCommerce's 32700 files, GoMap's "+" and "Remove All", Element's 14-point
            // "Report content"; VLC's 24-point close image in a 48-point button) and 7 above and
            // below. The configuration's title and image replace the
            // states' (Interface Builder still writes `title="Button"` in the normal state of a
            // button whose configuration has only an image).
            let font = text.font(button.configurationFont) ?? text.font(view.text?.font)
                ?? .preferred(.body, at: text.contentSize)
            let image = button.configurationImage.map { configurationImageSize($0, font: font) } ?? .zero
            let title = textSize(button.configurationTitle ?? "", font)
            let gap: Double = title.width > 0 && image.width > 0 ? 4 : 0
            let width = title.width + image.width + gap, height = max(title.height, image.height)
            // With neither, only the insets are left across (24: OsmAnd's empty plain
            // configurations of Xcode 14), and the title's empty line keeps its height.
            if width == 0 { return Size(width: 24, height: lineHeight(font) + 14) }
            return Size(width: ceilToPixels(width + 24), height: height + 14)
        }
        if let glyph = systemGlyphButtonSize(button, view: view) { return glyph }
        let image = imageSize(view.image) ?? .zero
        // An attributed title is measured in its own font (DuckDuckGo's bold "Edit" of Xcode 13
        // is 30 wide, as its bold 15-point title is, where the regular font makes it 27).
        let font = text.font(button.normal?.titleFont) ?? text.font(view.text?.font) ?? Self.defaultFont(of: view)
        let title = classicTitleSize(view.text?.text ?? "", font)
        var width = title.width + image.width
        var height = max(title.height, image.height)
        let isSystem = button.buttonType == "system" || button.buttonType == "roundedRect"
        if let insets = button.contentEdgeInsets {
            width += insets.left + insets.right
            height += insets.top + insets.bottom
        } else if title.height > 0 {
            // A title is centred in a button 6 points taller above and below.
            height = max(height, title.height + 12)
        } else if image.height > 0 && !isSystem {
            // A custom button showing a small image alone is still as high as its empty title's
            // line: 22 in its default 18-point font (16-, 20- and 21-point images in Pocket
            // Casts', Element's and Koloda's files, Xcode 8 to 14).
            height = max(height, metrics.lineHeight(of: font).rounded(.up))
        }
        if isSystem && title.width > 0 {
            // System buttons are at least 30 points wide; not high: a title in a small font
            // makes a shorter button (14 points: 29 high in Element's, Pocket Casts' and
            // ChatSecure's files of every era; a 10-point title 24).
            width = max(width, 30)
        }
        if width == 0 && height == 0 {
            // Empty, a button keeps its title label's empty line, 6 points above and below: a
            // Body or Headline font makes a system button 30 x 33 (WooCommerce's and OsmAnd's
            // empty system buttons), a custom one's default 18 points 30 x 34 (WooCommerce's
            // 15505 and OsmAnd's 24506 files).
            return Size(width: 30, height: max(30, metrics.lineHeight(of: font).rounded(.up) + 12))
        }
        return Size(width: width, height: height)
    }

    /// The info, detail disclosure and add buttons without a title or image of their own draw
    /// UIKit's glyph, and are its size: 22 points square until iOS 13 (ChatSecure's info and
    /// disclosure buttons of Xcode 8 are pinned at 22 x 22, their intrinsic size), then the
    /// `info.circle` or `plus.circle` symbol's, 25.6 points on the pixel grid (KeePassium's
    /// info button of Xcode 14 is 25.667 square at 3x). Without this they measured as an
    /// empty custom button, 30 x 34.
    private func systemGlyphButtonSize(_ button: IBButton, view: IBView) -> Size? {
        guard let type = button.buttonType,
              ["infoLight", "infoDark", "detailDisclosure", "contactAdd"].contains(type),
              (view.text?.text ?? "").isEmpty, view.image == nil else { return nil }
        let side = isIOS13OrLater ? ceilToPixels(25.6) : 22
        return Size(width: side, height: side)
    }

    /// The font of a classic button's title when the file gives none: UIKit's 15-point system
    /// font for a system button, 18 points for a custom one (WooCommerce's untitled custom
    /// buttons of Xcode 11 to 13 are 34 high and "Try it now" 78 wide, as the 18-point title
    /// makes them; their system buttons 30).
    static func defaultFont(of view: IBView) -> Font {
        let type = view.button?.buttonType
        return .system(size: type == nil || type == "custom" ? 18 : 15)
    }

    /// An image at the size UIKit draws it without a configuration: an asset at its size; an SF
    /// Symbol (whose size the file saves only scaled to 128 points on its longer side) at the
    /// default configuration's size, at the symbol's proportions. That size depends on the
    /// symbol's outline, which the file does not give: the longer side is 17 to 22 points at the
    /// medium scale (Element's chevron.left 17, WooCommerce's xmark 17.5, KeePassium's plus 18,
    /// doc and globe 20, trash 22), so 19; 26 to 27 at the large scale (KeePassium's info.circle,
    /// at and hand.thumbsup), so 26.5. No file measures the small scale: UIKit draws it at about
    /// four-fifths of the medium, 15. The 128-point size made such views 100 points too big.
    func imageSize(_ image: IBImageReference?) -> Size? {
        guard let image, let size = image.size.map(Size.init) else { return nil }
        guard image.catalog == "system", size.width > 0, size.height > 0 else { return size }
        let longer: Double = switch image.symbolScale {
        case "large": 26.5
        case "small": 15
        default: 19
        }
        let factor = longer / max(size.width, size.height)
        return Size(width: ceilToPixels(size.width * factor), height: ceilToPixels(size.height * factor))
    }

    /// A configuration's image: an asset at its size; an SF Symbol (whose size the file saves
    /// only scaled to 128 points on its longer side) as tall as a line of the title's font, at
    /// the symbol's proportions.
    private func configurationImageSize(_ image: IBImageReference, font: Font) -> Size {
        guard let size = image.size.map(Size.init) else { return .zero }
        guard image.catalog == "system", size.height > 0 else { return size }
        let height = lineHeight(font)
        return Size(width: ceilToPixels(height * size.width / size.height), height: height)
    }

    /// A text view that does not scroll sizes itself to its text, as a label does, plus its text
    /// container's insets: 8 points above and below, and a 5-point line fragment padding either
    /// side. Empty, it keeps one line's height. A scrolling text view has no intrinsic size, and
    /// neither here does text of several lines, whose height depends on the width it wraps at.
    private func textViewSize(_ view: IBView, font: Font?) -> Size? {
        guard view.attributes["scrollEnabled"] == "NO", let font else { return nil }
        let text = view.text?.text ?? ""
        guard !text.contains(where: \.isNewline) else { return nil }
        let line = textSize(text.isEmpty ? " " : text, font)
        let width = text.isEmpty ? 10 : line.width + 10
        return Size(width: width, height: line.height + 16)
    }

    private func textFieldSize(_ view: IBView, font: Font) -> Size {
        let text = view.text?.text.flatMap { $0.isEmpty ? nil : $0 } ?? view.text?.placeholder ?? ""
        let size = textSize(text, font)
        // A text field's line is sized to whole points.
        let line = metrics.lineHeight(of: font).rounded(.up)
        switch view.attributes["borderStyle"] ?? "none" {
        case "roundedRect":
            return Size(width: size.width + 2 * 7, height: max(line + 12, isIOS13OrLater ? 34 : 30))
        case "bezel", "line":
            return Size(width: size.width + 2 * 7, height: line + 2 * 7)
        default:
            // Borderless, from iOS 13 a point taller than its line: 21 at 16 points, 22 at 17
            // and 23 at 18 (Pocket Casts', Simplenote's and Element's fields of Xcode 11.5 to
            // 14); before, the line alone (21 at 17 points in Xcode 9 and 10 files).
            return Size(width: size.width, height: isIOS13OrLater ? line + 1 : line)
        }
    }
}
