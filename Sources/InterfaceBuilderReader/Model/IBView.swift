/// A view as Interface Builder saved it: a node of the document's view tree.
///
/// The model keeps what the file says, with absent attributes as nil where UIKit's default
/// depends on context (hugging, compression resistance), and the raw attributes for anything a
/// later stage may want that is not modelled (``attributes``).
public struct IBView: Hashable, Sendable {
    /// The XML element name: `view`, `label`, `tableViewCellContentView`, or an unknown name.
    public var element: String
    /// The element as a known UIKit kind, or ``IBViewKind/unknown``.
    public var kind: IBViewKind
    /// The Interface Builder id (`gDm-UW-XxO`). Old files omit the id of a keyed view (a cell's
    /// `<view key="contentView">`); it is then `<parent id>.<key>` and
    /// ``hasInterfaceBuilderID`` is false.
    public var id: String
    /// False when ``id`` was made up because the file has none.
    public var hasInterfaceBuilderID = true
    // The tree and its constraints come first, beside the kind and id: a struct's fields lie in
    // the order they are declared, and the walks over a document's views (which views are
    // constrained, activating the constraints) read only these, on a long screen each view out of
    // the cache; together they take one or two of a view's cache lines rather than three or four.

    /// Subviews in document order. Keyed children that UIKit makes subviews (a cell's content
    /// view, a table's header and footer views, a visual effect view's content view) are
    /// included, with their ``key`` set.
    public var subviews: [IBView] = []
    /// Prototype and static cells of a table or collection view, in document order. They are
    /// templates, laid out on their own, not subviews.
    public var cells: [IBView] = []
    /// The constraints this view's `<constraints>` element holds.
    public var constraints: [IBConstraint] = []
    /// Size-class variations of this view (which constraints and subviews each includes).
    public var variations: [IBTraitVariation] = []
    /// The role under its parent when the element has a `key` (`view`, `contentView`,
    /// `tableHeaderView`, `customView`, ...); nil for ordinary subviews.
    public var key: String?
    public var userLabel: String?
    public var customClass: String?
    public var customModule: String?
    /// Names of the outlets that point at this view, in document order.
    public var outlets: [String] = []
    /// The frame Xcode computed and saved (`<rect key="frame">`), in the superview's coordinates.
    public var frame: IBRect?
    /// `<autoresizingMask>`; nil when the element is absent.
    public var autoresizingMask: IBAutoresizingMask?
    /// False only for `translatesAutoresizingMaskIntoConstraints="NO"`; absent means true.
    public var translatesAutoresizingMaskIntoConstraints = true
    public var isHidden = false
    /// `contentMode` as written (`scaleToFill`, `left`, ...).
    public var contentMode: String?
    /// `horizontalHuggingPriority` / `verticalHuggingPriority` as written. UIKit's default for an
    /// absent value is 250; Interface Builder writes 251 for labels and image views it creates.
    public var contentHugging = IBAxisPriorities()
    /// `horizontalCompressionResistancePriority` / `vertical...` as written (absent: 750).
    public var compressionResistance = IBAxisPriorities()
    /// `<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets key="directionalLayoutMargins">`.
    public var layoutMargins: IBEdgeInsets?
    public var preservesSuperviewLayoutMargins = false
    /// Absent means true, as in UIKit.
    public var insetsLayoutMarginsFromSafeArea = true
    /// Interface Builder's simulated metrics of a top-level view in a xib, by key
    /// (`simulatedDestinationMetrics`, `simulatedStatusBarMetrics`, ...) to the element written
    /// (`freeformSimulatedSizeMetrics`, `nil`, ...): how the canvas shows it.
    public var simulatedMetrics: [String: String] = [:]
    /// The view's layout guides: its safe area, a scroll view's content and frame guides.
    public var layoutGuides: [IBLayoutGuide] = []
    public var backgroundColor: IBColor?
    public var tintColor: IBColor?
    /// Interface Builder's design-time "Intrinsic Size: Placeholder"
    /// (`<size key="intrinsicContentSize">`).
    public var placeholderIntrinsicContentSize: IBSize?
    /// Text and font of labels, buttons, text fields and text views.
    public var text: IBText? {
        get { boxedText?.value }
        set { boxedText = newValue.map(IBBox.init) }
    }
    /// The image of an image view, or of a button's normal state.
    public var image: IBImageReference? {
        get { boxedImage?.value }
        set { boxedImage = newValue.map(IBBox.init) }
    }
    /// Button specifics.
    public var button: IBButton? {
        get { boxedButton?.value }
        set { boxedButton = newValue.map(IBBox.init) }
    }
    // The text, image and button kept apart, in boxes of their own: inline they were 545 of a
    // view's 1,000 bytes, which every copy of a view moves (the layout tree's builder copies each
    // view it makes; on a long screen each is out of the cache by then) and which most views,
    // having none of the three, left empty.
    private var boxedText: IBBox<IBText>?
    private var boxedImage: IBBox<IBImageReference>?
    private var boxedButton: IBBox<IBButton>?
    /// Stack view specifics.
    public var stackView: IBStackView?
    /// A segmented control's segment titles.
    public var segments: [String] = []
    /// The key paths of `<userDefinedRuntimeAttributes>`: values set on the view at load time,
    /// which for a custom class are mostly its `@IBInspectable` properties.
    public var runtimeAttributeKeyPaths: [String] = []
    /// Every attribute of the element as written, for what the model does not name.
    public var attributes: [String: String] = [:]
    public var line: Int
    public var column: Int

    public init(element: String, id: String, line: Int, column: Int) {
        self.element = element
        self.kind = IBViewKind(rawValue: element) ?? .unknown
        self.id = id
        self.line = line
        self.column = column
    }

    /// The class the view stands for: its custom class, else the UIKit class of its element.
    public var className: String { customClass ?? kind.uiKitClassName }

    /// The outlet name or user label, whichever comes first, for naming the view in output.
    public var displayName: String? { outlets.first ?? userLabel }

    /// The safe area layout guide, if the view has one.
    public var safeArea: IBLayoutGuide? { layoutGuides.first { $0.kind == .safeArea } }
    /// A scroll view's content layout guide.
    public var contentLayoutGuide: IBLayoutGuide? { layoutGuides.first { $0.kind == .contentLayoutGuide } }
    /// A scroll view's frame layout guide.
    public var frameLayoutGuide: IBLayoutGuide? { layoutGuides.first { $0.kind == .frameLayoutGuide } }

    /// This view and all views below it (subviews and cells), parents first, in document order.
    public var allViews: [IBView] {
        var result: [IBView] = []
        visit { result.append($0) }
        return result
    }

    /// The first view, parents first, in this view's subtree that satisfies `predicate`.
    public func first(where predicate: (IBView) -> Bool) -> IBView? {
        if predicate(self) { return self }
        for subview in subviews { if let found = subview.first(where: predicate) { return found } }
        for cell in cells { if let found = cell.first(where: predicate) { return found } }
        return nil
    }

    /// Calls `body` on this view and every view below it, parents first.
    public func visit(_ body: (IBView) -> Void) {
        body(self)
        for subview in subviews { subview.visit(body) }
        for cell in cells { cell.visit(body) }
    }

    /// Mutates this view and every view below it, parents first.
    mutating func transform(_ body: (inout IBView) throws(IBReadError) -> Void) throws(IBReadError) {
        try body(&self)
        for index in subviews.indices { try subviews[index].transform(body) }
        for index in cells.indices { try cells[index].transform(body) }
    }
}

extension IBView {
    /// Calls `body` with `view` and every view below it, parents first, each where it lies in its
    /// parent's array: ``visit(_:)`` hands `body` each view as a value, and Swift passes a view
    /// read out of an array as a copy (its hundreds of bytes, and a retain and release of each of
    /// its strings, arrays and dictionaries). On a long screen the models were made while reading
    /// the document and are out of the cache by then; a walk that reads a few fields through the
    /// pointer touches only those.
    ///
    /// The pointers are valid only during the call, and only while nothing changes the tree.
    ///
    /// - Complexity: O(*n*) for *n* views below `view`.
    package static func visitInPlace(_ view: UnsafePointer<IBView>, _ body: (UnsafePointer<IBView>) -> Void) {
        body(view)
        view.pointee.subviews.forEachInPlace { visitInPlace($0, body) }
        view.pointee.cells.forEachInPlace { visitInPlace($0, body) }
    }
}

extension Array {
    /// Calls `body` with a pointer to each element, in order, instead of a copy of it (see
    /// ``IBView/visitInPlace(_:_:)``). The pointer is valid only during the call.
    ///
    /// - Complexity: O(*n*).
    @inlinable
    package func forEachInPlace(_ body: (UnsafePointer<Element>) throws -> Void) rethrows {
        try withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for i in 0..<buffer.count { try body(base + i) }
        }
    }
}

/// An immutable value on the heap, so that a model holds a large optional part as one reference
/// (see ``IBView/text``). Equal and hashed as its value; changing the part makes a new box.
final class IBBox<Value: Hashable & Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    static func == (a: IBBox, b: IBBox) -> Bool { a === b || a.value == b.value }

    func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
}
