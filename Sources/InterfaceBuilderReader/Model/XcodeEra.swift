/// The generation of Xcode that saved a document, read from its `toolsVersion`.
///
/// Interface Builder's canvas lays views out with the SDK of the Xcode it ships in, so the frames
/// a file saves follow that iOS version: control sizes, table cell margins, a device's safe area.
/// Each era begins at the `toolsVersion` (its part before the dot) where the frames saved show
/// such a change; ``rawValue`` is that first version. Eras are ordered, oldest first.
public enum XcodeEra: Int, Hashable, Sendable, CaseIterable, Comparable {
    /// Before Xcode 9 (`toolsVersion` below 13000, or none): the iOS 10 SDK. Table cells have
    /// 15-point side margins and a cell's content view UIKit's 8 all round.
    case beforeXcode9 = 0
    /// Xcode 9 and 10 (13000): the iOS 11 SDK. A table cell takes the system minimum side margins
    /// (16, or 20 for cells 414 points wide), and its content view 11 above and below.
    case xcode9 = 13000
    /// Xcode 11 and 12 (14800: Xcode 11's betas, 14854 to 14868 in the corpora, already save the
    /// `appearance` of iOS 13's dark mode and lay out as Xcode 11 does; KeePassium's 14868 cover
    /// screen has the safe area of Xcode 11's phones without a housing, starting at the top of
    /// the screen): the iOS 13 SDK, whose steppers, progress views, segmented and
    /// page controls and rounded text fields have other sizes. A table cell's side margins follow
    /// the simulated phone (20 from 390 points wide) rather than the cell's own width.
    case xcode11 = 14800
    /// Xcode 13 (19000): the iOS 15 SDK. A hidden arranged view of a stack sits between its
    /// visible neighbours, or past the stack's ends, rather than at the stack's start (seen with
    /// hidden views whose own required length keeps them from collapsing: at the start up to
    /// 16097, between neighbours from 19150).
    case xcode13 = 19000
    /// Xcode 14 (21000): the iPhone XR and 11 (`retina6_1`) get a 48-point top inset
    /// (44 before) and the 5.8-inch phones (`retina5_9`) 50.
    case xcode14 = 21000
    /// Xcode 14.3 (21700): the canvas counts the status bar of phones without a sensor housing
    /// in the safe area again (20 points), as Xcode 10 did; Xcode 11 to 14.2 gave those phones
    /// a safe area starting at the top of the screen.
    case xcode14_3 = 21700
    /// Xcode 15 and 16 (23000): the iOS 17 SDK. Table cells on the 390-point phone (`retina6_0`)
    /// have 16-point side margins, where Xcode 14 gave them 20.
    case xcode15 = 23000
    /// Xcode 16.3 (23700; 23727 in the corpora): a canvas that gives a view controller's or
    /// top-level view the safe-area insets of a phone with a sensor housing twice (118 and 68 on
    /// the iPhone 15), as the Xcode 26 builds after it do; phones without one keep theirs.
    case xcode16_3 = 23700
    /// Xcode 26's 24xxx builds (24000): the iOS 26 SDK's wider switch and taller search bar,
    /// and a canvas that gives a view controller's view
    /// the device's safe-area insets twice.
    case xcode26 = 24000
    /// Builds after those (25000; 25094 in the corpus). They keep iOS 26's controls;
    /// the doubled insets were seen only in 24xxx files, so they are not assumed here.
    case afterXcode26 = 25000

    /// The era of a `toolsVersion` attribute (`14490.70`, `24128`): the latest whose first
    /// version is at most its part before the dot; ``beforeXcode9`` when it is missing or not a
    /// number.
    public init(toolsVersion: String?) {
        self.init(build: Self.major(of: toolsVersion))
    }

    /// The era of a document's `toolsVersion`, unless that is a placeholder no Xcode build had
    /// (`32700.99.1234`, above every real build, which some Xcode 14.3 files carry): then the
    /// era of the Interface Builder plug-in version saved beside it, when there is one.
    public init(toolsVersion: String?, pluginVersion: String?) {
        self.init(build: Self.savingBuild(toolsVersion: toolsVersion, pluginVersion: pluginVersion))
    }

    /// The latest era whose first build is at most `build`.
    private init(build: Double) {
        self = Self.allCases.last { Double($0.rawValue) <= build } ?? .beforeXcode9
    }

    /// `toolsVersion`s from here up are placeholders, not Xcode builds.
    static let placeholderToolsVersion: Double = 30000

    /// The major build number of the Xcode that saved a document: its `toolsVersion`'s, or for a
    /// placeholder `toolsVersion`, its plug-in version's (the build its era is taken from); 0
    /// when neither can be read.
    public static func savingBuild(toolsVersion: String?, pluginVersion: String?) -> Double {
        let tools = major(of: toolsVersion)
        if tools >= placeholderToolsVersion, pluginVersion != nil { return major(of: pluginVersion) }
        return tools
    }

    /// A version's part before the first dot, as a number; 0 when it is missing or not a number.
    private static func major(of version: String?) -> Double {
        version.flatMap { Double($0.prefix { $0 != "." }) } ?? 0
    }

    public static func < (lhs: XcodeEra, rhs: XcodeEra) -> Bool { lhs.rawValue < rhs.rawValue }
}
