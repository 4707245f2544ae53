/// The Unicode properties TextLayout needs, looked up from the generated tables.
///
/// The tables are decoded once, on first use, which takes about a millisecond.
enum UnicodeProperties {
    /// The version of the Unicode Character Database the tables come from.
    static let version = GeneratedUnicodeTables.unicodeVersion

    private static let lineBreakTable = RunLengthTable(encoded: GeneratedUnicodeTables.lineBreakRuns)
    private static let cellWidthTable = RunLengthTable(encoded: GeneratedUnicodeTables.cellWidthRuns)
    private static let flagTable = RunLengthTable(encoded: GeneratedUnicodeTables.flagRuns)

    /// The Line_Break value of `scalar`, before UAX #14's LB1 resolves AI, SA, SG, XX and CJ.
    @inline(__always)
    static func lineBreakClass(of scalar: Unicode.Scalar) -> LineBreakClass {
        // The generator only writes values that exist in `LineBreakClass`.
        LineBreakClass(rawValue: lineBreakTable[scalar.value]) ?? .xx
    }

    /// The terminal width class of `scalar` on its own.
    @inline(__always)
    static func cellWidthClass(of scalar: Unicode.Scalar) -> CellWidthClass {
        CellWidthClass(rawValue: cellWidthTable[scalar.value]) ?? .narrow
    }

    /// The emoji and category bits of `scalar`.
    @inline(__always)
    static func flags(of scalar: Unicode.Scalar) -> ScalarFlags {
        ScalarFlags(rawValue: flagTable[scalar.value])
    }
}
