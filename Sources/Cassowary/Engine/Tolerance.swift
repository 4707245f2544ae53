/// The one home for numerical tolerance in the solver.
///
/// Every comparison of a computed quantity with zero goes through here, so the solver agrees with
/// itself about what "zero" is. Coefficients smaller than this are dropped from rows.
enum Tolerance {
    /// Magnitudes below this are treated as zero.
    static let epsilon = 1.0e-8

    @inline(__always)
    static func isNearZero(_ value: Double) -> Bool { value < epsilon && value > -epsilon }
}
