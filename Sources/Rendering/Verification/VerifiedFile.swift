import Layout

/// One view of a verified root: the frame Xcode saved against the frame Trellis computed.
///
/// Plain data, so that Rendering need not know Interface Builder: `trellis verify` fills it from
/// `IBVerification`. Frames are given twice: in the superview's coordinates (as Xcode saves them and
/// as reports print them) and on the root's canvas (where the overlay draws them).
public struct VerifiedView: Hashable, Sendable {
    /// The Interface Builder id.
    public var id: String
    /// The id of the root the view belongs to.
    public var rootID: String
    /// The outlet or user label, if any.
    public var name: String?
    /// The UIKit class (or the custom class) the view stands for.
    public var className: String
    /// The element in the file (`label`, `view`, ...).
    public var element: String
    /// The line of the element in the file.
    public var line: Int
    /// A label's or button's text, to tell views apart (and because text measurement is the usual cause).
    public var text: String?
    /// The frame Xcode saved, in the superview's coordinates.
    public var saved: Rect
    /// The frame Trellis computed, in the superview's coordinates; nil when the view was not laid out.
    public var computed: Rect?
    /// ``saved`` in the root's coordinates.
    public var savedOnCanvas: Rect
    /// ``computed`` in the root's coordinates.
    public var computedOnCanvas: Rect?
    /// The largest difference of an edge or a size, in points (infinity when not laid out).
    public var error: Double
    /// Why the frames differ, in words; nil when the view matches.
    public var cause: String?
    /// For a view inside a mismatched parent, the cause of the outermost mismatch it follows.
    public var rootCause: String?

    public init(id: String, rootID: String, name: String?, className: String, element: String, line: Int, text: String?,
                saved: Rect, computed: Rect?, savedOnCanvas: Rect, computedOnCanvas: Rect?, error: Double,
                cause: String?, rootCause: String?) {
        self.id = id
        self.rootID = rootID
        self.name = name
        self.className = className
        self.element = element
        self.line = line
        self.text = text
        self.saved = saved
        self.computed = computed
        self.savedOnCanvas = savedOnCanvas
        self.computedOnCanvas = computedOnCanvas
        self.error = error
        self.cause = cause
        self.rootCause = rootCause
    }

    public var matches: Bool { cause == nil }
}

/// One root of a file (a scene's view, a xib's top-level view) and its views, parents first.
public struct VerifiedRoot: Hashable, Sendable {
    public var id: String
    /// The scene the root belongs to, in a storyboard.
    public var sceneID: String?
    /// The root's saved size: the canvas the overlay draws.
    public var size: Size
    public var views: [VerifiedView]

    public init(id: String, sceneID: String?, size: Size, views: [VerifiedView]) {
        self.id = id
        self.sceneID = sceneID
        self.size = size
        self.views = views
    }

    public var mismatches: [VerifiedView] { views.filter { !$0.matches } }
    /// `scene ID, view ID` or `view ID`.
    public var title: String { sceneID.map { "scene \($0), view \(id)" } ?? "view \(id)" }
}

/// What became of one input file: its roots, or why it could not be verified.
public struct VerifiedFile: Hashable, Sendable {
    /// The path as given on the command line (or found below a directory given).
    public var path: String
    public var roots: [VerifiedRoot]
    /// Why the file could not be verified (`FILE:LINE:COLUMN: message`); nil when it was.
    public var failure: String?
    /// How long reading, laying out and comparing took, in seconds (JUnit's `time`).
    public var seconds: Double
    /// The fonts the file names for its text that Trellis has no metrics for, sorted: their text
    /// was measured with Helvetica's widths (give their files with `--font-dir`).
    public var fontsWithoutMetrics: [String] = []

    public init(path: String, roots: [VerifiedRoot], failure: String? = nil, seconds: Double = 0) {
        self.path = path
        self.roots = roots
        self.failure = failure
        self.seconds = seconds
    }

    public var views: [VerifiedView] { roots.flatMap(\.views) }
    public var total: Int { roots.reduce(0) { $0 + $1.views.count } }
    public var matched: Int { roots.reduce(0) { $0 + $1.views.count { $0.matches } } }
    /// The share of views that match: 1 for a file without views, 0 for one that failed.
    public var rate: Double { failure != nil ? 0 : total == 0 ? 1 : Double(matched) / Double(total) }
    /// The mismatched views, worst first (then by line), as `verify` lists them.
    public var mismatches: [VerifiedView] {
        views.filter { !$0.matches }.sorted { $0.error > $1.error || ($0.error == $1.error && $0.line < $1.line) }
    }
}

/// Every file `verify` looked at, and how to order causes: what the report, JSON and JUnit outputs show.
public struct VerificationSummary: Hashable, Sendable {
    public var files: [VerifiedFile]
    /// The largest difference, in points, that still counts as a match.
    public var tolerance: Double
    /// Every cause, in the order outputs list them (the order of `IBMismatchCause.allCases`).
    public var causeOrder: [String]

    public init(files: [VerifiedFile], tolerance: Double, causeOrder: [String]) {
        self.files = files
        self.tolerance = tolerance
        self.causeOrder = causeOrder
    }

    public var verified: [VerifiedFile] { files.filter { $0.failure == nil } }
    public var total: Int { files.reduce(0) { $0 + $1.total } }
    public var matched: Int { files.reduce(0) { $0 + $1.matched } }
    public var failedCount: Int { files.count { $0.failure != nil } }
    public var rate: Double { total == 0 ? 1 : Double(matched) / Double(total) }

    /// How many mismatches each cause explains, in ``causeOrder`` (causes not in it last), without zeros.
    public func causeCounts(of files: [VerifiedFile]? = nil, traced: Bool = false) -> [(cause: String, count: Int)] {
        var counts: [String: Int] = [:]
        for view in (files ?? self.files).flatMap(\.views) {
            if let cause = traced ? view.rootCause : view.cause { counts[cause, default: 0] += 1 }
        }
        let known = causeOrder.compactMap { cause in counts[cause].map { (cause, $0) } }
        let others = counts.keys.filter { !causeOrder.contains($0) }.sorted().map { ($0, counts[$0]!) }
        return known + others
    }

    /// The indices of ``files``, worst first: those that failed, then by rate, then by the number
    /// of mismatches, then in input order, so the order is stable.
    public var worstFirst: [Int] {
        files.indices.sorted { i, j in
            let a = files[i], b = files[j]
            if (a.failure != nil) != (b.failure != nil) { return a.failure != nil }
            if a.rate != b.rate { return a.rate < b.rate }
            let am = a.total - a.matched, bm = b.total - b.matched
            if am != bm { return am > bm }
            return i < j
        }
    }
}
