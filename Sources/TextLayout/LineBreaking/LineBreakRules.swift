/// The Unicode line breaking algorithm (UAX #14, rules LB1-LB31) over code points, with the
/// numeric tailoring of its section 8.2 example 7, which Unicode's own LineBreakTest.txt uses.
///
/// Class CJ resolves to NS (LB1's default, and the *strict* line breaking of CSS and JLREQ), so
/// no line starts with small kana or `ー`; closing brackets and `、。` are CL and opening
/// brackets OP, which LB13 and LB14 keep at the right end of a line; `…` is IN, which LB22
/// keeps with what precedes it, so `……` is never split.
enum LineBreakRules {
    /// The class of `scalar` after LB1.
    @inline(__always)
    static func resolvedClass(of scalar: Unicode.Scalar) -> LineBreakClass {
        if scalar.value < 0x80 { return asciiClasses[Int(scalar.value)] }
        return resolvedClassFromTables(of: scalar)
    }

    /// ``resolvedClass(of:)`` of U+0000...U+007F, looked up once: most text is ASCII, and each
    /// lookup in the Unicode tables cost more than the rules applied to it.
    private static let asciiClasses: [LineBreakClass] = (0..<0x80).map {
        resolvedClassFromTables(of: Unicode.Scalar(UInt8($0)))
    }

    private static func resolvedClassFromTables(of scalar: Unicode.Scalar) -> LineBreakClass {
        let raw = UnicodeProperties.lineBreakClass(of: scalar)
        switch raw {
        case .ai, .sg, .xx: return .al
        case .cj: return .ns
        case .sa: return UnicodeProperties.flags(of: scalar).contains(.combiningMark) ? .cm : .al
        default: return raw
        }
    }

    /// The action at every boundary: element `i` is the boundary before `scalars[i]`, and the
    /// last element (index `scalars.count`) is the end of the text, which is always mandatory
    /// (LB3). Element 0 is `.prohibited` (LB2).
    ///
    /// - Complexity: O(*n*).
    static func actions(for scalars: [Unicode.Scalar]) -> [BreakAction] {
        let classes = scalars.map(resolvedClass(of:))
        let count = scalars.count
        var actions = [BreakAction](repeating: .prohibited, count: count + 1)
        guard count > 0 else { return actions }
        actions[count] = .mandatory

        var state = UnitState(first: classes[0])
        for index in 1..<count {
            let current = classes[index]
            let isMark = current == .cm || current == .zwj
            // LB9: a combining mark or ZWJ joins the unit before it, unless that is a space or
            // a line break; no break before it, and the state stays as it was. (LB4-LB8a
            // cannot apply then, since the unit is none of BK, CR, LF, NL, SP, ZW.)
            if isMark && !state.base.isSpaceOrHardBreak {
                continue
            }
            actions[index] = decide(
                current: isMark ? .al : current,  // LB10
                at: index, state: state, classes: classes, scalars: scalars)
            state.advance(to: isMark ? .al : current, at: index)
        }
        return actions
    }

    /// Rules LB4-LB31 for the boundary before `index`, whose unit is not an attached mark.
    ///
    /// The rules are tried in UAX #14's order, in five groups; the first rule that applies decides,
    /// and LB31 (break everywhere else) ends the sequence.
    private static func decide(
        current: LineBreakClass, at index: Int, state: UnitState,
        classes: [LineBreakClass], scalars: [Unicode.Scalar]
    ) -> BreakAction {
        let boundary = Boundary(current: current, index: index, state: state, classes: classes, scalars: scalars)
        return boundary.hardBreaksAndSpaces()  // LB4-LB8a
            ?? boundary.glueAndBrackets()  // LB11-LB17
            ?? boundary.spacesQuotesAndBreakBefore()  // LB18-LB22
            ?? boundary.numbers()  // LB23-LB25
            ?? boundary.syllablesWordsAndEmoji()  // LB26-LB30b
            ?? .allowed  // LB31
    }

    /// The class of the first unit after `index`, skipping the marks attached to it.
    fileprivate static func nextUnitClass(after index: Int, _ classes: [LineBreakClass]) -> LineBreakClass? {
        var next = index + 1
        while next < classes.count && (classes[next] == .cm || classes[next] == .zwj) { next += 1 }
        return next < classes.count ? classes[next] : nil
    }
}

/// One boundary, as the rules see it: the unit after it (`current`, after LB10), what came before
/// (`state`), and the text itself for the rules that look further. Each method is a group of
/// rules in UAX #14's order and returns `nil` when none of them applies.
private struct Boundary {
    let current: LineBreakClass
    let index: Int
    let state: UnitState
    let classes: [LineBreakClass]
    let scalars: [Unicode.Scalar]

    var base: LineBreakClass { state.base }

    /// LB4-LB8a: hard line breaks, spaces and zero-width characters.
    func hardBreaksAndSpaces() -> BreakAction? {
        switch base {
        case .bk, .lf, .nl: return .mandatory  // LB4, LB5
        case .cr: return current == .lf ? .prohibited : .mandatory
        default: break
        }
        switch classes[index] {
        case .bk, .cr, .lf, .nl, .sp, .zw: return .prohibited  // LB6, LB7
        default: break
        }
        if state.beforeRun == .zw { return .allowed }  // LB8
        if classes[index - 1] == .zwj { return .prohibited }  // LB8a
        return nil
    }

    /// LB11-LB17: word joiners, glue, closing punctuation and the `X SP* Y` rules.
    func glueAndBrackets() -> BreakAction? {
        let beforeRun = state.beforeRun
        if current == .wj || base == .wj { return .prohibited }  // LB11
        if base == .gl { return .prohibited }  // LB12
        if current == .gl && base != .sp && base != .ba && base != .hy { return .prohibited }  // LB12a
        switch current {
        case .cl, .cp, .ex, .is, .sy: return .prohibited  // LB13
        default: break
        }
        if beforeRun == .op { return .prohibited }  // LB14
        if current == .op && beforeRun == .qu { return .prohibited }  // LB15
        if current == .ns && (beforeRun == .cl || beforeRun == .cp) { return .prohibited }  // LB16
        if current == .b2 && beforeRun == .b2 { return .prohibited }  // LB17
        return nil
    }

    /// LB18-LB22: after spaces, quotation marks, contingent breaks, and the classes that stay with
    /// what precedes or follows them.
    func spacesQuotesAndBreakBefore() -> BreakAction? {
        if base == .sp { return .allowed }  // LB18
        if current == .qu || base == .qu { return .prohibited }  // LB19
        if current == .cb || base == .cb { return .allowed }  // LB20
        switch current {
        case .ba, .hy, .ns: return .prohibited  // LB21
        default: break
        }
        if base == .bb { return .prohibited }  // LB21
        if state.beforeBase == .hl && (base == .hy || base == .ba) { return .prohibited }  // LB21a
        if base == .sy && current == .hl { return .prohibited }  // LB21b
        if current == .in { return .prohibited }  // LB22
        return nil
    }

    /// LB23-LB25: letters, ideographs and prefixes next to numbers, and numbers themselves with
    /// the tailoring `(PR | PO)? (OP | HY)? NU (NU | SY | IS)* (CL | CP)? (PR | PO)?`.
    func numbers() -> BreakAction? {
        if base.isAlphabetic && current == .nu { return .prohibited }  // LB23
        if base == .nu && current.isAlphabetic { return .prohibited }  // LB23
        if base == .pr && current.isIdeographicOrEmoji { return .prohibited }  // LB23a
        if base.isIdeographicOrEmoji && current == .po { return .prohibited }  // LB23a
        if (base == .pr || base == .po) && current.isAlphabetic { return .prohibited }  // LB24
        if base.isAlphabetic && (current == .pr || current == .po) { return .prohibited }  // LB24
        if base == .pr || base == .po {  // LB25
            if current == .nu { return .prohibited }
            if (current == .op || current == .hy) && LineBreakRules.nextUnitClass(after: index, classes) == .nu {
                return .prohibited
            }
        }
        if (base == .op || base == .hy) && current == .nu { return .prohibited }
        if state.inNumber {
            switch current {
            case .nu, .sy, .is, .cl, .cp: return .prohibited
            default: break
            }
        }
        if (state.inNumber || state.closesNumber) && (current == .po || current == .pr) { return .prohibited }
        return nil
    }

    /// LB26-LB30b: Korean syllable blocks, words, brackets around words, regional indicator
    /// pairs and emoji modifiers.
    func syllablesWordsAndEmoji() -> BreakAction? {
        switch (base, current) {  // LB26, LB27
        case (.jl, .jl), (.jl, .jv), (.jl, .h2), (.jl, .h3),
             (.jv, .jv), (.jv, .jt), (.h2, .jv), (.h2, .jt),
             (.jt, .jt), (.h3, .jt),
             (.jl, .po), (.jv, .po), (.jt, .po), (.h2, .po), (.h3, .po),
             (.pr, .jl), (.pr, .jv), (.pr, .jt), (.pr, .h2), (.pr, .h3):
            return .prohibited
        default: break
        }
        if base.isAlphabetic && current.isAlphabetic { return .prohibited }  // LB28
        if base == .is && current.isAlphabetic { return .prohibited }  // LB29
        // LB30: no break inside "word(" or ")word", unless the bracket is East Asian.
        if (base.isAlphabetic || base == .nu) && current == .op
            && !UnicodeProperties.flags(of: scalars[index]).contains(.eastAsian) { return .prohibited }
        if base == .cp && (current.isAlphabetic || current == .nu)
            && !UnicodeProperties.flags(of: scalars[state.baseIndex]).contains(.eastAsian) { return .prohibited }
        if base == .ri && current == .ri && state.regionalIndicators % 2 == 1 { return .prohibited }  // LB30a
        if current == .em {  // LB30b
            if base == .eb { return .prohibited }
            let flags = UnicodeProperties.flags(of: scalars[state.baseIndex])
            if flags.contains(.extendedPictographic) && flags.contains(.unassigned) { return .prohibited }
        }
        return nil
    }
}

/// What the rules remember about the text before a boundary. A *unit* is a code point with the
/// marks LB9 attaches to it.
private struct UnitState {
    /// The class of the unit just before the boundary.
    var base: LineBreakClass
    /// The index of that unit's first code point.
    var baseIndex = 0
    /// The class of the unit before `base`; `.xx` at the start of the text.
    var beforeBase = LineBreakClass.xx
    /// When `base` is SP: the class of the unit before the run of spaces.
    var beforeSpaces = LineBreakClass.xx
    /// How many regional indicators end here.
    var regionalIndicators: Int
    /// `base` ends `NU (NU | SY | IS)*`.
    var inNumber: Bool
    /// `base` is the CL or CP just after such a number.
    var closesNumber = false

    init(first: LineBreakClass) {
        base = first == .cm || first == .zwj ? .al : first  // LB10
        regionalIndicators = base == .ri ? 1 : 0
        inNumber = base == .nu
    }

    /// For the `X SP*` rules (LB8, LB14-LB17): the unit before the spaces, or `base` itself.
    var beforeRun: LineBreakClass { base == .sp ? beforeSpaces : base }

    mutating func advance(to unit: LineBreakClass, at index: Int) {
        if unit == .sp && base != .sp { beforeSpaces = base }
        let wasInNumber = inNumber
        inNumber = unit == .nu || (wasInNumber && (unit == .sy || unit == .is))
        closesNumber = wasInNumber && (unit == .cl || unit == .cp)
        regionalIndicators = unit == .ri ? (base == .ri ? regionalIndicators + 1 : 1) : 0
        beforeBase = base
        base = unit
        baseIndex = index
    }
}

extension LineBreakClass {
    /// AL or HL.
    var isAlphabetic: Bool { self == .al || self == .hl }
    /// ID, EB or EM.
    var isIdeographicOrEmoji: Bool { self == .id || self == .eb || self == .em }
    /// Classes a combining mark cannot attach to (LB9).
    var isSpaceOrHardBreak: Bool {
        switch self {
        case .bk, .cr, .lf, .nl, .sp, .zw: return true
        default: return false
        }
    }
}
