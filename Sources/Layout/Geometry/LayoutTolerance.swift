import Cassowary

/// Every tolerance the Layout module compares with, in one place, each with why it is that size.
///
/// Frames and lengths here are points, solved by a floating-point simplex: values that should be
/// equal come out a few units in the last place apart, so equality is tested within a tolerance.
public enum LayoutTolerance {
    /// How close two frames must be to count as the same (``Rect/isClose(to:tolerance:)``'s
    /// default, and LayoutTesting's default accuracy): a millionth of a point is invisible at any
    /// screen scale, yet well above what the solver's rounding leaves in screen-sized values, so
    /// frames that are meant to be equal always compare equal.
    public static let frameComparison = 1e-6

    /// A solved length (a wrapping label's width, a row's frame, the rows' total height) that moved
    /// by less than this between rounds of a pass has not moved: the next round would solve the
    /// same constraints again. Far below a pixel (1/3 pt) and far above the solver's residue
    /// (about 1e-12 for screen-sized values), so real changes are never missed and noise never
    /// costs a round.
    static let settledLength = 1e-9

    /// How far a frame component must move, when the ambiguity probe pulls it a whole point, to
    /// count as undetermined: a determined component moves by the solver's residue at most, an
    /// undetermined one by the whole point.
    static let ambiguityMovement = 1e-6

    /// The priority of the ambiguity probe: below any priority a layout uses (UIKit's lowest in use
    /// is `.fittingSizeLevel`, 50; a priority must be above 0), so under strict priorities it can
    /// only move what no other constraint cares about.
    static let ambiguityProbePriority: LayoutPriority = 0.001
}
