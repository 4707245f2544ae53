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

    /// A pivot element at least this large is never tiny, so ``Row/isTinyPivot(_:)`` need not
    /// scan its row for the largest coefficient: the ratio tests ask for every candidate row, and
    /// only a row with a coefficient above 1e4 (`unscannedPivot / relativePivot`) could call such
    /// an element tiny.
    static let unscannedPivot = 1.0e-3

    /// The growth of the objective's largest level during phase one past which the tableau is
    /// rebuilt after the call: phase one passed through a vertex whose errors dwarf the
    /// solution's, and left rounding of that size in the objective row.
    static let phaseOneGrowth = 1.0e5

    /// How far below zero the invariant check lets a restricted basic symbol's value be before it
    /// reports it: a hundred times ``epsilon``, as values are reported, not pivoted on.
    static let invariantNegative = 1.0e-6

    /// The relative difference between an external's cached value and its row evaluated afresh
    /// that the invariant check lets pass: the two sum the same terms in different orders.
    static let invariantValueAgreement = 1.0e-7

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
