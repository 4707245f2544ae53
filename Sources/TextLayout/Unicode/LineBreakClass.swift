/// A Unicode Line_Break property value (UAX #14, table 1).
///
/// The raw values are the indices the generated tables use; a test checks that they agree with
/// `GeneratedUnicodeTables.lineBreakClassNames`.
enum LineBreakClass: UInt8, CaseIterable, Sendable {
    case xx, ai, al, b2, ba, bb, bk, cb, cj, cl, cm, cp, cr, eb
    case em, ex, gl, h2, h3, hl, hy, id, `in`, `is`, jl, jt, jv, lf
    case nl, ns, nu, op, po, pr, qu, ri, sa, sg, sp, sy, wj, zw
    case zwj

    /// The short name Unicode's data files use, such as `"AL"`.
    var name: String { GeneratedUnicodeTables.lineBreakClassNames[Int(rawValue)] }
}
