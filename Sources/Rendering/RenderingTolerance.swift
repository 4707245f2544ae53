/// Every tolerance the Rendering module compares with, in one place, each with why it is that size.
enum RenderingTolerance {
    /// How far past a view's top (or leading) edge a sibling may end and still count as above it
    /// (before it) when grown content pushes later siblings down: frames that touch come out of
    /// the solver a few units in the last place apart, and touching siblings must count as stacked.
    static let touchingEdge = 1e-9

    /// Two positions an overlay measures between that lie closer than this (half a point, one
    /// pixel at 2x) coincide: the overlay draws the shared edge instead of a distance too short to see.
    static let coincidentPositions = 0.5
}
