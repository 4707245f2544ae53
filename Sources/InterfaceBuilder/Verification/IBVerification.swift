import InterfaceBuilderReader
import Layout
import TextLayout

/// Why a view's computed frame differs from the one Xcode saved, as far as can be told.
public enum IBMismatchCause: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Xcode marked the frame misplaced (`misplaced="YES"`): the saved frame is not where the
    /// constraints put the view, even in Xcode.
    case misplacedInXcode = "misplaced in Xcode"
    /// Xcode marked the view's layout ambiguous (`ambiguous="YES"`): any frame satisfies it.
    case ambiguousInXcode = "ambiguous in Xcode"
    /// The frame Xcode saved gives the view another width or height than the constant its own
    /// required constraint sets, which the layout meets without a conflict: the saved frame is
    /// stale, though Xcode did not mark it misplaced.
    case staleInXcode = "saved against its own size constraint"
    /// An image view laid out at the size of its image that the file itself records
    /// (`<resources>`), where Xcode saved it at another: the frame was saved before the image
    /// changed (Ramotion's stars and arrow saved at twice the sizes of the images the file
    /// lists), though Xcode did not mark it misplaced.
    case savedAgainstImageSize = "saved against its image's size"
    /// The frames Xcode saved for the view and its superview or a sibling break a required
    /// equality between them that the layout meets: they are no layout of the file's
    /// constraints, though Xcode did not mark the view misplaced.
    case savedAgainstConstraints = "saved against its constraints"
    /// A label saved at its text's size rounded up to whole points where the document's device
    /// rounds to a finer pixel grid (21 high for a 17-point line that a 3x phone draws 20.33
    /// high): a frame measured on a whole-point canvas, the 1x canvas of older Xcodes or the
    /// object library's, and kept as it was, though Xcode did not mark it misplaced. The same
    /// text measured on the whole-point grid gives the saved size, so the miss is the grid's,
    /// not the measurement's. (Of the corpora's labels saved at such a whole-point height, 94%
    /// are saved at a whole-point width as well, against 57% of the others.)
    case savedOnWholePointCanvas = "saved from a whole-point canvas"
    /// The view is constrained (directly or through other mismatched views) to labels saved from
    /// a whole-point canvas, and to no other mis-measured label.
    case followsWholePointCanvas = "follows a label saved from a whole-point canvas"
    /// A controller's view saved below a bar yet a screen high, running past the bottom of the
    /// screen (Xcode 8 kept views at y 64 and 667 high under opaque bars on the 667-point phone):
    /// the canvas lays it out, and its subviews, in the part of the screen below its top, so its
    /// own saved height is no layout of the file.
    case savedPastScreen = "saved past the bottom of the screen"
    /// The view's element, or one of its constraints, is not understood by the conversion.
    case unsupportedElement = "unsupported element"
    /// The view's own size comes from text and differs: text measurement (a label, a button
    /// whose width is its title's rounded to a whole point and is off by that point, or a
    /// control whose text is in a font Trellis has no metrics for, measured in a stand-in).
    case textMeasurement = "text measurement"
    /// The superview's frame already differs, and the view follows it.
    case insideMismatchedParent = "inside a mismatched parent"
    /// The view is constrained (directly or through other mismatched views) to a label whose text
    /// measured differently.
    case followsTextMeasurement = "follows a mis-measured label"
    /// A control (or an image view showing an SF Symbol) whose size is UIKit's intrinsic size,
    /// which Trellis models approximately.
    case controlIntrinsicSize = "control intrinsic size"
    /// The view is constrained (directly or through other mismatched views) to a control whose
    /// intrinsic size differs.
    case followsControlSize = "follows a mis-sized control"
    /// A view of an IBDesignable class: Interface Builder sized it by running the project's own
    /// code (the `<designables>` section saves the intrinsic size that code gave), which Trellis
    /// cannot run, so its size is the code's, not a layout rule's.
    case sizedByOwnCode = "sized by its own code (IBDesignable)"
    /// The view is constrained (directly or through other mismatched views, or as a stack holding
    /// them) to an IBDesignable view whose size differs.
    case followsOwnCodeSize = "follows a view sized by its own code"
    /// The view is placed from the root's safe area, bars or margins, and those differ from what
    /// the canvas simulated (bars Trellis does not infer, devices it does not know).
    case safeAreaOrBars = "safe area or bars"
    /// A hidden arranged view of a stack view that Xcode saved at a length: UIKit (and Trellis)
    /// collapse it, but Xcode keeps the frame the view had, collapsing it in only 15 of the
    /// corpora's 65 such views, at places that follow no layout; or collapsed, at a place along
    /// the stack's axis that follows none either (and a view placed after such views).
    case hiddenInStackView = "hidden in a stack view"
    /// The view is left out at this size class (a trait variation excludes it).
    case notInstalled = "not installed for this size class"
    /// Trellis finds the layout ambiguous: the constraints leave the frame open.
    case ambiguousInTrellis = "ambiguous constraints"
    /// The layout broke a constraint of an unsatisfiable set that involves the view.
    case conflict = "conflicting constraints"
    /// None of the above.
    case unexplained = "unexplained"

    public var description: String { rawValue }
}

/// One view's saved frame against the frame Trellis computed, both in superview coordinates.
public struct IBViewComparison: Hashable, Sendable {
    public var id: String
    /// Outlet name or user label.
    public var name: String?
    /// The element (`label`, `view`, ...).
    public var element: String
    public var line: Int
    /// The frame Xcode saved.
    public var saved: Rect
    /// The frame Trellis computed; nil when the view was not laid out (not installed).
    public var computed: Rect?
    /// The largest difference of an edge or a size, in points (infinity when not laid out).
    public var error: Double
    /// Why the frames differ; nil when they match.
    public var cause: IBMismatchCause?
    /// For a view inside a mismatched parent, the cause of the outermost mismatch it follows
    /// (text measurement, a misplaced frame, ...); otherwise the same as ``cause``.
    public var rootCause: IBMismatchCause?

    public var matches: Bool { cause == nil }
}

/// The comparison of one root's layout with Xcode's saved frames.
public struct IBRootVerification: Hashable, Sendable {
    public var rootID: String
    public var sceneID: String?
    /// Every view of the root with a saved frame, parents first, in document order.
    public var views: [IBViewComparison]
    /// What the conversion warned about.
    public var warnings: [IBWarning]
}

/// Trellis's design-time layout of a document compared with the frames Xcode saved in it.
///
/// Each root (a view controller's view, a xib's top-level view) is laid out at its saved size with
/// placeholder constraints kept, as Interface Builder's canvas does; then every view with a saved
/// `<rect key="frame">` is compared in its superview's coordinates. A view matches when every
/// edge and size lies within ``tolerance``. Mismatches get a cause where one can be told.
public struct IBVerification: Hashable, Sendable {
    /// The largest difference, in points, that still counts as a match.
    public var tolerance: Double
    public var roots: [IBRootVerification]
    /// The fonts the document names for its text that Trellis has no metrics for
    /// (``IBDocument/fontsWithoutMetrics(in:)``), sorted.
    public var fontsWithoutMetrics: [String]

    /// Lays out and compares every root of `document`, measuring text with `fonts` where they
    /// have the font.
    public init(document: IBDocument, tolerance: Double = IBTolerance.frameMatch, fonts: FontCollection = FontCollection()) {
        self.tolerance = tolerance
        let fontsWithoutMetrics = document.fontsWithoutMetrics(in: fonts)
        self.fontsWithoutMetrics = fontsWithoutMetrics
        // Found once for the document, not per root: each root's causes only look names up.
        let names = Set(fontsWithoutMetrics)
        roots = document.layoutRoots.map { root in
            let tree = document.makeLayoutTree(root: root, designTime: true, fonts: fonts)
            return IBVerification.compare(tree, document: document, tolerance: tolerance, fontsWithoutMetrics: names)
        }
    }

    /// Every comparison, root after root.
    public var views: [IBViewComparison] { roots.flatMap(\.views) }
    public var total: Int { roots.reduce(0) { $0 + $1.views.count } }
    public var matched: Int { roots.reduce(0) { $0 + $1.views.count { $0.matches } } }
    /// The share of views that match, 1 for a document without views.
    public var rate: Double { total == 0 ? 1 : Double(matched) / Double(total) }
    /// The mismatches, worst first.
    public var mismatches: [IBViewComparison] {
        views.filter { !$0.matches }.sorted { $0.error > $1.error || ($0.error == $1.error && $0.line < $1.line) }
    }
    /// How many mismatches each cause explains.
    public var causeCounts: [IBMismatchCause: Int] {
        var counts: [IBMismatchCause: Int] = [:]
        for view in views { if let cause = view.cause { counts[cause, default: 0] += 1 } }
        return counts
    }
    /// How many mismatches trace back to each cause, following views inside mismatched parents
    /// to the outermost mismatch.
    public var rootCauseCounts: [IBMismatchCause: Int] {
        var counts: [IBMismatchCause: Int] = [:]
        for view in views { if let cause = view.rootCause { counts[cause, default: 0] += 1 } }
        return counts
    }
}
