/// The one home for numerical tolerance in the solver.
///
/// Every comparison of a computed quantity with zero goes through here, so the solver agrees with
/// itself about what "zero" is. Coefficients smaller than this are dropped from rows.
enum Tolerance {
    /// Magnitudes below this are treated as zero.
    static let epsilon = 1.0e-8

    /// A pivot element smaller than this fraction of its row's largest coefficient is passed over
    /// by the ratio tests. Such an element is usually the residue of a cancellation that should
    /// have given zero; dividing by it multiplies the row by ~1e8 and floods the tableau with
    /// rounding error (the random benchmark's coefficients reached 1e18 that way).
    static let relativePivot = 1.0e-7

    /// A new row is not solved for a symbol whose coefficient is below this fraction of the row's
    /// largest: the subject's row is divided by that coefficient and substituted everywhere, so a
    /// small one would multiply its rounding into the whole tableau. Stricter than
    /// ``relativePivot``, because a new row usually offers another choice.
    static let relativeSubject = 1.0e-3

    /// Whether `value`, computed from quantities of about `scale`'s magnitude, is zero within the
    /// rounding those quantities carry: `|value| < epsilon × max(1, |scale|)`. For results of long
    /// computations (phase one's minimum), where an absolute test would call residue a conflict.
    @inline(__always)
    static func isNearZero(_ value: Double, relativeTo scale: Double) -> Bool {
        abs(value) < epsilon * Swift.max(1, abs(scale))
    }

    @inline(__always)
    static func isNearZero(_ value: Double) -> Bool { value < epsilon && value > -epsilon }
}
