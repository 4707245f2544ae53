/// The margins InterfaceBuilder allows when it compares numbers, in one place.
public enum IBTolerance {
    /// The largest difference, in points, between a computed and a saved edge or size that still
    /// counts as a match: ``IBVerification``'s default, which `trellis verify` reports against.
    public static let frameMatch: Double = 0.5

    /// Floating-point noise forgiven before a length is rounded up to the pixel grid, so that
    /// 20.000000001 points on a 2x screen stays 20, not 20.5.
    static let pixelRoundingNoise: Double = 1e-7

    /// Floating-point noise forgiven when a frame is compared with the tolerance: far below any
    /// pixel, far above what the solver's arithmetic leaves (1e-13 on a VLC donation view that
    /// is exactly half a point off).
    static let solverNoise: Double = 1e-9

    /// How much shorter than the screen a view controller's view must be saved to count as a
    /// sheet whose navigation bar starts at its top; a point less is still the full screen.
    static let sheetShortfall: Double = 1

    /// How many lines past a root's last view or constraint the reader's warnings still belong
    /// to the root (closing tags, connections and variations come after them).
    static let warningLineSlack = 50
}
