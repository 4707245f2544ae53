/// A colour as Interface Builder saves it.
///
/// Named and system colours carry the definition found in the document's `<resources>` when there
/// is one, so a renderer need not look it up.
public indirect enum IBColor: Hashable, Sendable {
    /// Red, green, blue and alpha in 0...1, in the named colour space (`sRGB`, `displayP3`,
    /// `calibratedRGB`, ...).
    case rgb(red: Double, green: Double, blue: Double, alpha: Double, colorSpace: String)
    /// A grey level and alpha in 0...1 (`genericGamma22GrayColorSpace`, `calibratedWhite`, ...).
    case white(Double, alpha: Double, colorSpace: String)
    /// An asset catalogue colour (`<color name="cookpad/green">`), with its definition from
    /// `<resources><namedColor>` if the file has one.
    case named(String, resolved: IBColor?)
    /// A UIKit system colour (`systemColor="labelColor"`, `cocoaTouchSystemColor="whiteColor"`,
    /// or `catalog="System"`), with the sample Interface Builder stored in `<resources>`, or
    /// else UIKit's light-appearance value (``IBColor/uiKitSystemColor(named:)``), when known.
    case system(String, resolved: IBColor?)

    /// The colour as red, green, blue, alpha in 0...1, following named and system colours to
    /// their definitions; nil when a name has no definition in the file. Colour spaces are not
    /// converted: the components are taken as sRGB, which is what renderers need.
    public var rgba: (red: Double, green: Double, blue: Double, alpha: Double)? {
        switch self {
        case .rgb(let r, let g, let b, let a, _): (r, g, b, a)
        case .white(let w, let a, _): (w, w, w, a)
        case .named(_, let resolved), .system(_, let resolved): resolved?.rgba
        }
    }
}
