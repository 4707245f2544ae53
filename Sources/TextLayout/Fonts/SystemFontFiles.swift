/// The system font from Apple's SF fonts, when a developer has them among the font files.
///
/// UIKit draws the system font in SF Pro Text below 20 points and SF Pro Display from 20 up
/// (iOS 13's rule; the variable SF Pro blends over about 17-28 points, and its default instance
/// is used for every size), and tracks it by point size at the API level: the table is Apple's
/// published one (Human Interface Guidelines, "Tracking values"; see docs/TEXT-METRICS.md).
extension FontCollection {
    /// The SF face for the system font at a size and weight, if the collection has SF Pro.
    public func systemFace(size: Double, weight: Font.Weight) -> FontFace? {
        // SF Pro's families, then the older SF UI ones (iOS 9-12's, which developers may still have).
        let optical = size < 20 ? ["sfprotext", "sfuitext"] : ["sfprodisplay", "sfuidisplay"]
        let other = size < 20 ? ["sfprodisplay", "sfuidisplay"] : ["sfprotext", "sfuitext"]
        for family in [optical[0], "sfpro", optical[1], other[0], other[1]] {
            if let candidates = byFamily[family] { return faces[nearestWeight(candidates, weight)] }
        }
        return nil
    }

    private func nearestWeight(_ candidates: [Int], _ weight: Font.Weight) -> Int {
        let wanted = Self.weightClass(of: weight)
        let upright = candidates.filter { !faces[$0].isItalic }
        let pool = upright.isEmpty ? candidates : upright
        return pool.min { abs(faces[$0].weightClass - wanted) < abs(faces[$1].weightClass - wanted) } ?? candidates[0]
    }

    /// UIKit's automatic tracking of the system font at `size` points, in em: the system font
    /// model's (``SystemFont/tracking(atPointSize:)``), so SF files and the built-in model track alike.
    public static func systemTracking(size: Double) -> Double {
        SystemFont.tracking(atPointSize: size) / 1000
    }
}
