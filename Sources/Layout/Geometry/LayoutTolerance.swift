/// Every tolerance the Layout module compares with, in one place, each with why it is that size.
///
/// Frames and lengths here are points, solved by a floating-point simplex: values that should be
/// equal come out a few units in the last place apart, so equality is tested within a tolerance.
public enum LayoutTolerance {
    /// A solved length (a wrapping label's width, a row's frame, the rows' total height) that moved
    /// by less than this between rounds of a pass has not moved: the next round would solve the
    /// same constraints again. Far below a pixel (1/3 pt) and far above the solver's residue
    /// (about 1e-12 for screen-sized values), so real changes are never missed and noise never
    /// costs a round.
    static let settledLength = 1e-9
}
