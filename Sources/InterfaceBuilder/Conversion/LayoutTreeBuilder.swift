import InterfaceBuilderReader
import Layout
import TextLayout

/// Builds a Layout view tree from one root view of a document: views first (with their frames,
/// priorities, margins and guides), then constraints (see `LayoutTreeBuilder+Constraints.swift`).
struct LayoutTreeBuilder {
    let document: IBDocument
    let device: Device
    let sizes: IntrinsicSizes
    let designTime: Bool
    /// The size classes the device has: Interface Builder's saved frames are for them.
    let traits: SizeClassTraits

    var views: [String: View] = [:]
    /// What ``preserveRootMargins(in:model:)`` reads of each view's model, by id. Not the models
    /// themselves: a copy of a model retains each of its strings, arrays and dictionaries, made
    /// while reading the document and long out of the cache on a long screen.
    var savedMargins: [String: (frame: IBRect?, preservesSuperviewLayoutMargins: Bool)] = [:]
    var guides: [String: LayoutGuide] = [:]
    var warnings: [IBWarning] = []
    /// Ids of views some constraint of the tree names: a view no constraint names keeps its frame
    /// (Interface Builder adds fixed-frame constraints to it at build time). Filled as the views
    /// are made (see ``noteConstrainedIDs(of:)``).
    var constrainedIDs: Set<String> = []
    /// Views made keeping their frames because no constraint met so far named them, by id: a
    /// constraint met later that names one takes it back (see ``noteConstrainedIDs(of:)``).
    var keptFrames: [String: View] = [:]
    /// Views whose constraints the conversion could not use, for verification's explanations.
    var unsupportedIDs: Set<String> = []
    /// Whether the root is a cell laid out as its table or collection view lays it out (see
    /// `LayoutTreeBuilder+Cells.swift`) rather than as the canvas shows it.
    var laysOutCellAsRow = false

    init(document: IBDocument, device: Device, designTime: Bool, fonts: FontCollection = FontCollection(),
         contentSize: ContentSizeCategory? = nil) {
        self.document = document
        self.device = device
        self.designTime = designTime
        var sizes = IntrinsicSizes(scale: device.scale, era: document.xcodeEra)
        // The canvas's content size is the canvas's: at run time text styles are UIKit's default,
        // unless the caller asks for another.
        sizes.text = TextMeasurement(fonts: fonts, contentSize: contentSize ?? (designTime ? document.canvasContentSize : .large),
                                     generation: designTime ? document.systemFontGeneration : .variable)
        self.sizes = sizes
        traits = SizeClassTraits(device: device)
    }

    /// An activity indicator that hides when stopped is saved hidden, yet Interface Builder's
    /// canvas shows it: in a stack it keeps its place (Pocket Casts' episode cells of Xcode
    /// 14.3 and 26 save it 16 points wide with the stack's spacing after it, beside hidden image
    /// views that the stack collapses). At run time it stays hidden until it animates.
    static func isShownOnTheCanvas(_ model: IBView) -> Bool {
        model.kind == .activityIndicatorView && model.attributes["hidesWhenStopped"] == "YES"
    }

    /// The elements that are scroll views in UIKit but plain views here.
    static let scrollingKinds: Set<IBViewKind> = [.tableView, .collectionView, .textView]

    /// Makes the view for `model` and everything below it; `parentView` is the view made for its
    /// parent (nil for the root). Not the parent's model: passing a model as an optional copies
    /// it, retaining every string, array and dictionary of it, which on a long screen were made
    /// while reading the document and are long out of the cache.
    mutating func makeView(_ model: IBView, parentView: View?) -> View {
        noteConstrainedIDs(of: model)
        let view = cellView(for: model, parentView: parentView) ?? instantiate(model)
        savedMargins[model.id] = (model.frame, model.preservesSuperviewLayoutMargins)
        if model.hasInterfaceBuilderID || views[model.id] == nil { views[model.id] = view }
        view.identifier = model.id
        view.name = model.displayName
        view.backgroundColor = model.backgroundColor?.layoutColor
        view.isHidden = model.isHidden && !(designTime && Self.isShownOnTheCanvas(model))
        if let frame = model.frame {
            view.frame = Rect(frame)
        } else if model.kind == .tableViewCellContentView, let parentView {
            // Old files save no frame for a cell's content view: the cell sizes it to its bounds,
            // less the separator below it that canvases before Xcode 11 kept out of it (1 point
            // before Xcode 9, then half a point, as the content frames those Xcodes saved show).
            let separator: Double = sizes.era < .xcode9 ? 1 : sizes.era < .xcode11 ? 0.5 : 0
            view.frame = Rect(x: 0, y: 0, width: parentView.frame.width,
                              height: max(0, parentView.frame.height - separator))
        }
        if let mask = model.autoresizingMask { view.autoresizingMask = AutoresizingMask(rawValue: mask.rawValue) }
        let fixedFrame = model.attributes["fixedFrame"] == "YES"
        let unnamed = !constrainedIDs.contains(model.id)
        view.translatesAutoresizingMaskIntoConstraints = model.translatesAutoresizingMaskIntoConstraints || fixedFrame || unnamed
        if unnamed && !fixedFrame && !model.translatesAutoresizingMaskIntoConstraints { keptFrames[model.id] = view }
        if encapsulatedContentView(model, in: parentView) != nil { view.translatesAutoresizingMaskIntoConstraints = false }
        applyPriorities(model, to: view)
        applyMargins(model, parentView: parentView, to: view)
        view.insetsLayoutMarginsFromSafeArea = model.insetsLayoutMarginsFromSafeArea
        for guide in model.layoutGuides { register(guide, of: view) }

        for subview in model.subviews where includes(subview.id, in: model) {
            let child = makeView(subview, parentView: view)
            if let stack = view as? StackView, subview.key == nil {
                stack.addArrangedSubview(child)
            } else {
                view.addSubview(child)
            }
        }
        for cell in model.cells {
            // Prototype and static cells: laid out where the table saved them, each on its own.
            let child = makeView(cell, parentView: view)
            child.translatesAutoresizingMaskIntoConstraints = true
            view.addSubview(child)
        }
        if Self.scrollingKinds.contains(model.kind) {
            // Table, collection and text views scroll: their content is inset from the bars by the
            // content inset, not by a safe area of its own.
            for child in view.subviews { child.explicitSafeAreaInsets = .zero }
        }
        return view
    }

    /// The Layout class for an element.
    private mutating func instantiate(_ model: IBView) -> View {
        if let placeholder = document.designableIntrinsicSizes[model.id].map(Size.init)
            ?? Self.placeholderIntrinsicSize(model), model.kind != .imageView {
            return makePlaceholderView(model, size: placeholder)
        }
        switch model.kind {
        case .label:
            return makeLabel(model)
        case .imageView:
            let image = sizes.imageSize(model.image)
            if let placeholder = Self.placeholderIntrinsicSize(model) { return ImageView(imageSize: placeholder) }
            return ImageView(imageSize: image)
        case .stackView:
            return makeStackView(model)
        case .scrollView:
            let scroll = ScrollView()
            scroll.contentInsetAdjustmentBehavior = switch model.attributes["contentInsetAdjustmentBehavior"] {
            case "never": .never
            case "always": .always
            case "scrollableAxes": .scrollableAxes
            default: .automatic
            }
            // Interface Builder's canvas shows a scroll view unscrolled, its bounds at the origin,
            // where UIKit first scrolls the content below the safe area: content centred on the
            // scroll view's frame is centred on all of it in the saved frames.
            if designTime { scroll.contentOffset = .zero }
            return scroll
        case .unknown:
            // Not understood: a plain view whose content has the size it was saved at.
            unsupportedIDs.insert(model.id)
            let size = model.frame.map { Rect($0).size }
            let view = IBControlView(className: model.className, intrinsicSize: size
                ?? View.noIntrinsicSize)
            view.setContentHuggingPriority(LayoutPriority(250), for: .horizontal)
            return view
        default:
            return makeControl(model)
        }
    }

    /// Interface Builder's "Intrinsic Size: Placeholder", or the size it measured by running an
    /// IBDesignable view's code, stands in for the content's size. The view keeps its element's
    /// alignment insets: a designable slider subclass still draws its track inside its frame
    /// (Simplenote's snapping slider in a stack sits 2 points past the stack's edges).
    private func makePlaceholderView(_ model: IBView, size: Size) -> View {
        let view = IBControlView(className: model.className, intrinsicSize: size)
        view.alignmentInsets = sizes.alignmentInsets(of: model)
        if let font = sizes.text.font(model.text?.font), model.kind == .label || model.kind == .button
            || model.kind == .textField {
            view.textFont = font
            view.textMetrics = sizes.metrics
            view.textHeight = sizes.lineHeight(font)
        }
        return view
    }

    private mutating func makeStackView(_ model: IBView) -> StackView {
        let stack = StackView(axis: model.stackView?.axis == .vertical ? .vertical : .horizontal)
        stack.hiddenViewPlacement = sizes.era >= .xcode13 ? .betweenNeighbours : .stackStart
        // Xcode 13's canvas runs iOS 15, which changed how wrapping labels share a row: Xcode 12's
        // WooCommerce headers saved a wrapping label beside a button at half the row, files from
        // Xcode 13 on keep such labels at their text (WooCommerce's ledger, OsmAnd's value cells).
        stack.textWidthSharing = sizes.era >= .xcode13 ? .atMostShares : .equalShares
        if let stackModel = model.stackView {
            configure(stack, stackModel)
            if stackModel.isBaselineRelativeArrangement {
                warnings.append(IBWarning(element: model.element, line: model.line, column: model.column,
                                          message: "arranges by baselines, which Trellis does not; spaced by edges instead"))
            }
        }
        // Interface Builder writes no flag for "arranged within the margins" when the stack has
        // margins of its own: the saved frames show its views inside them.
        if model.layoutMargins != nil { stack.isLayoutMarginsRelativeArrangement = true }
        return stack
    }

    /// A control or plain view: UIKit's intrinsic size and alignment insets for its kind, and the
    /// font a button's or text field's baseline comes from.
    private func makeControl(_ model: IBView) -> View {
        let view = IBControlView(className: model.className)
        if let size = sizes.size(of: model) { view.intrinsicSize = size }
        view.alignmentInsets = sizes.alignmentInsets(of: model)
        if model.kind == .button || model.kind == .textField, let font = sizes.text.font(model.text?.font)
            ?? (model.kind == .button ? IntrinsicSizes.defaultFont(of: model) : nil) {
            view.textFont = font
            view.textMetrics = sizes.metrics
            view.textHeight = sizes.lineHeight(font)
        }
        return view
    }

    /// The design-time intrinsic size a view was given in Interface Builder: the
    /// `<size key="intrinsicContentSize">` element, or the older `placeholderIntrinsicWidth` and
    /// `placeholderIntrinsicHeight` attributes (`infinite` meaning none on that axis).
    static func placeholderIntrinsicSize(_ model: IBView) -> Size? {
        if let size = model.placeholderIntrinsicContentSize { return Size(size) }
        let width = model.attributes["placeholderIntrinsicWidth"], height = model.attributes["placeholderIntrinsicHeight"]
        guard width != nil || height != nil else { return nil }
        func value(_ text: String?) -> Double {
            guard let text, let number = Double(text), number.isFinite, number >= 0 else { return View.noIntrinsicMetric }
            return number
        }
        return Size(width: value(width), height: value(height))
    }

    private func makeLabel(_ model: IBView) -> LabelView {
        let text = model.text ?? IBText()
        let label = LabelView(text.text ?? "", font: sizes.text.font(text.font) ?? .system(size: 17),
                              numberOfLines: text.numberOfLines)
        label.metrics = sizes.metrics
        label.hasNoIntrinsicSizeWhenEmpty = designTime
        label.lineBreakMode = text.lineBreakMode.layoutMode
        label.textAlignment = text.alignment.layoutAlignment
        label.label.paragraphStyle = ParagraphStyle(
            lineHeightMultiple: text.lineHeightMultiple, minimumLineHeight: text.minimumLineHeight,
            maximumLineHeight: text.maximumLineHeight, lineSpacing: text.lineSpacing)
        if let width = text.preferredMaxLayoutWidth, width > 0 { label.preferredMaxLayoutWidth = width }
        return label
    }

    private func configure(_ stack: StackView, _ model: IBStackView) {
        stack.distribution = switch model.distribution {
        case .fill: .fill
        case .fillEqually: .fillEqually
        case .fillProportionally: .fillProportionally
        case .equalSpacing: .equalSpacing
        case .equalCentering: .equalCentering
        }
        stack.alignment = switch model.alignment {
        case .fill: .fill
        case .leading, .top: .leading
        case .center: .center
        case .trailing, .bottom: .trailing
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        }
        stack.spacing = model.effectiveSpacing
        stack.isLayoutMarginsRelativeArrangement = model.isLayoutMarginsRelativeArrangement
    }

    private func applyPriorities(_ model: IBView, to view: View) {
        view.setContentHuggingPriority(LayoutPriority(model.contentHugging.resolvedHorizontal(default: 250)),
                                       for: .horizontal)
        view.setContentHuggingPriority(LayoutPriority(model.contentHugging.resolvedVertical(default: 250)),
                                       for: .vertical)
        view.setContentCompressionResistancePriority(
            LayoutPriority(model.compressionResistance.resolvedHorizontal(default: 750)), for: .horizontal)
        view.setContentCompressionResistancePriority(
            LayoutPriority(model.compressionResistance.resolvedVertical(default: 750)), for: .vertical)
    }

    /// Layout margins: the file's, else UIKit's 8; a cell's content view takes the table's side
    /// margins; `preservesSuperviewLayoutMargins` takes the superview's where they reach in.
    private func applyMargins(_ model: IBView, parentView: View?, to view: View) {
        var margins = EdgeInsets(all: 8)
        if model.kind == .stackView {
            // A stack view's own margins are none: the views Interface Builder saved pinned to
            // a stack's margins sit on its edges.
            margins = .zero
        } else if model.kind == .tableViewCell {
            // The table's side margins; from iOS 11, 11 above and below at the default text size,
            // where the standard cell lays its text out (they grow with the text size; the
            // content view's do not), 8 before. A content view with narrower margins of its own
            // that preserves its superview's takes them: Xcode 10's canvas placed a label pinned
            // to the top margin of a content view saved with 8 at 11 (a file outside the
            // corpora, which hold no such content view: verify A and C unchanged).
            let side = cellSideMargin(width: model.frame?.width ?? device.size.width)
            let vertical: Double = sizes.era >= .xcode9 ? 11 : 8
            margins = EdgeInsets(top: vertical, left: side, bottom: vertical, right: side)
        } else if model.kind == .collectionViewCell, parentView == nil, designTime, !laysOutCellAsRow, sizes.era >= .xcode11 {
            // From Xcode 11 the canvas gives a collection view cell shown on its own (a xib's
            // top-level cell) a table cell's side margins: OsmAnd's cells of Xcode 14, 15 and 16
            // place their titles 16 in on the 375-point phone and 20 on the 393-point one. Inside
            // a collection view, and in older files, a cell keeps UIKit's 8.
            let side = cellSideMargin(width: model.frame?.width ?? device.size.width)
            margins = EdgeInsets(top: 8, left: side, bottom: 8, right: side)
        } else if model.kind == .tableViewCellContentView, sizes.era >= .xcode9 {
            // From iOS 11 a cell's content view has the table's side margins where it meets the
            // cell's edges (8 beside an accessory or editing control), and 11 above and below.
            let cellWidth = parentView?.frame.width ?? model.frame?.width ?? device.size.width
            let side = cellSideMargin(width: cellWidth)
            let frame = model.frame ?? IBRect(x: 0, y: 0, width: cellWidth, height: 0)
            margins = EdgeInsets(top: 11, left: frame.x > 0 ? 8 : side, bottom: 11,
                                 right: frame.x + frame.width < cellWidth ? 8 : side)
        }
        if let custom = model.layoutMargins {
            margins = EdgeInsets(custom)
        }
        if model.preservesSuperviewLayoutMargins, let parentView, let frame = model.frame {
            margins = Self.preserving(margins, outer: parentView.layoutMargins, frame: frame, in: parentView.frame.size)
        }
        view.layoutMargins = margins
    }

    /// `margins` widened to reach at least as far in as the superview's `outer` ones do where a
    /// view saved at `frame` in a superview of `size` meets them: `preservesSuperviewLayoutMargins`.
    static func preserving(_ margins: EdgeInsets, outer: EdgeInsets, frame: IBRect, in size: Size) -> EdgeInsets {
        var margins = margins
        margins.left = max(margins.left, outer.left - frame.x)
        margins.top = max(margins.top, outer.top - frame.y)
        margins.right = max(margins.right, outer.right - (size.width - frame.x - frame.width))
        margins.bottom = max(margins.bottom, outer.bottom - (size.height - frame.y - frame.height))
        return margins
    }

    /// Makes a model's layout guide findable by id.
    private mutating func register(_ guide: IBLayoutGuide, of view: View) {
        switch guide.kind {
        case .safeArea:
            guides[guide.id] = view.safeAreaLayoutGuide
        case .contentLayoutGuide:
            if let scroll = view as? ScrollView { guides[guide.id] = scroll.contentLayoutGuide }
        case .frameLayoutGuide:
            if let scroll = view as? ScrollView { guides[guide.id] = scroll.frameLayoutGuide }
        case .keyboard:
            guides[guide.id] = makeKeyboardGuide(guide, of: view)
        case .topLayoutGuide, .bottomLayoutGuide, .other:
            let custom = LayoutGuide(identifier: guide.id)
            view.addLayoutGuide(custom)
            guides[guide.id] = custom
        }
    }

    /// `UIView.keyboardLayoutGuide` as UIKit places it with the keyboard hidden, as Interface
    /// Builder's canvas shows it: the view's full width, from the bottom of the safe area to the
    /// bottom of the view (its height is the bottom safe-area inset). With `usesBottomSafeArea`
    /// off (iOS 17) it starts at the view's bottom instead, with no height. The constraints'
    /// identifiers are Trellis's names for what UIKit's keyboard tracking keeps true.
    private mutating func makeKeyboardGuide(_ model: IBLayoutGuide, of view: View) -> LayoutGuide {
        let guide = LayoutGuide(identifier: "UIKeyboardLayoutGuide")
        view.addLayoutGuide(guide)
        let top: YAxisAnchor = model.attributes["usesBottomSafeArea"] == "NO"
            ? view.bottomAnchor : view.safeAreaLayoutGuide.bottomAnchor
        let constraints = [
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            guide.topAnchor.constraint(equalTo: top),
            guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ]
        for (constraint, edge) in zip(constraints, ["leading", "trailing", "top", "bottom"]) {
            constraint.identifier = "UIKeyboardLayoutGuide-\(edge)"
        }
        do {
            try LayoutConstraint.activate(constraints)
        } catch {
            warnings.append(IBWarning(element: "keyboardLayoutGuide", line: model.line, column: model.column,
                                      message: "cannot be placed: \(error)"))
        }
        return guide
    }

    /// Whether the size-class variations of `owner` keep the subview or constraint `id`.
    func includes(_ id: String, in owner: IBView) -> Bool {
        traits.includes(id, variations: owner.variations)
    }
}

/// The size classes of a device, for Interface Builder's trait variations.
struct SizeClassTraits {
    let widthCompact: Bool
    let heightCompact: Bool

    init(device: Device) {
        let isPad = min(device.size.width, device.size.height) >= 700
        let landscape = device.size.width > device.size.height
        widthCompact = !isPad && (!landscape || device.size.width < 736)
        heightCompact = !isPad && landscape
    }

    /// Whether a variation key (`widthClass=compact`, `heightClass=regular-widthClass=compact`)
    /// applies to these traits.
    func matches(_ key: String) -> Bool {
        if key == "default" { return true }
        for part in key.split(separator: "-") {
            let pieces = part.split(separator: "=")
            guard pieces.count == 2 else { return false }
            let compact = pieces[1] == "compact"
            switch pieces[0] {
            case "widthClass": if compact != widthCompact { return false }
            case "heightClass": if compact != heightCompact { return false }
            default: return false
            }
        }
        return true
    }

    /// Whether `id` is in force: not excluded by the default variation, or included again by a
    /// variation that applies.
    func includes(_ id: String, variations: [IBTraitVariation]) -> Bool {
        guard !variations.isEmpty else { return true }
        var included = true
        for variation in variations where variation.key == "default" {
            if variation.excluded.values.contains(where: { $0.contains(id) }) { included = false }
        }
        for variation in variations where variation.key != "default" && matches(variation.key) {
            if variation.included.values.contains(where: { $0.contains(id) }) { included = true }
            if variation.excluded.values.contains(where: { $0.contains(id) }) { included = false }
        }
        return included
    }
}
