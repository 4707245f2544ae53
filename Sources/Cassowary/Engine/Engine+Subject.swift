// Choosing the basic symbol of a new row, and how much of the row to expand before solving for it.

extension Engine {
    /// The most rows that may refer to a parametric external, directly or through other rows, for it
    /// to become a new row's subject without the row being brought to solved form.
    static let dependentLimit = 32

    /// Picks a parametric external of `row` that can become its basic symbol while `row` keeps its
    /// references to other external rows, and prepares `row` for solving for it; nil when there is
    /// none (`row` may then be partly expanded, which the full expansion that follows completes).
    /// Any row may take a fresh variable; otherwise only a required equality's row is considered.
    ///
    /// External rows may refer to basic externals, so a parametric external `s` needs no row
    /// substituted when it turns basic: the restricted rows and the objective do not hold it, and the
    /// rows that do simply refer to it from then on. What must not happen is a cycle: `row` may not
    /// keep a reference to a row that depends on `s`. So the rows that depend on `s` (its
    /// *dependents*) are expanded into `row`, and the rest stay references. The result holds `s` with
    /// its net coefficient, and solving for `s` keeps every restricted row, and so feasibility and
    /// optimality, as it was.
    ///
    /// A fresh variable (no row mentions it) has no dependents: chains stay O(1) per link. A tree
    /// whose every split ends in an equal-width constraint between two children has two dependents
    /// per split, where solved form would expand the row through every ancestor, and the build
    /// would grow as N log N.
    ///
    /// - Complexity: O(``dependentLimit``) searches over the parametric externals of `row`, plus the
    ///   dependents' cells.
    mutating func referenceSubject(_ row: inout Row) -> Symbol? {
        if let fresh = row.cells.first(where: {
            symbols.kinds[Int($0.symbol)] == .external && tableau.basicSlot[Int($0.symbol)] < 0 && tableau.columns.isEmpty($0.symbol)
        })?.symbol {
            flattenSmallReferences(&row)
            return fresh
        }
        // Required equalities only. An inequality or optional row brings a slack or error into the
        // tableau, and the subject decides which basis the simplex method goes on from: on the
        // random benchmark, the fewest-dependents basis sent a later rebuild's primal simplex into
        // a degenerate stall of minutes (15,000 pivots for one constraint), where the
        // largest-coefficient choice of ``chooseSubject(_:_:)`` rebuilds in 0.8 s.
        guard row.cells.allSatisfy({ symbols.kinds[Int($0.symbol)] == .external || symbols.kinds[Int($0.symbol)] == .dummy })
        else { return nil }
        var candidates = scratch.candidates
        scratch.candidates = []
        defer { scratch.candidates = candidates }
        collectSubjectCandidates(row, into: &candidates)
        var subject = Symbol.none
        var fewest = Int.max
        // The stamps of the subject's dependents, until a later search overwrites them.
        var stamps: UInt32?
        for candidate in candidates {
            if let found = markDependents(of: candidate, limit: min(fewest - 1, Engine.dependentLimit)) {
                subject = candidate
                fewest = found.count
                stamps = found.epoch
                // A variable that some row holds has at least one dependent: none does better.
                if fewest == 1 { break }
            } else {
                stamps = nil
            }
        }
        if subject == .none {
            // Every candidate has too many dependents to list: look the other way, from the row
            // through what it refers to (a re-added split deep in a tree refers to a few ancestors,
            // while its variables have whole subtrees behind them).
            for candidate in candidates {
                if let found = markRowsReaching(candidate, from: row, limit: Engine.dependentLimit), found.count < fewest {
                    subject = candidate
                    fewest = found.count
                }
            }
            guard subject != .none, let found = markRowsReaching(subject, from: row, limit: Engine.dependentLimit) else { return nil }
            stamps = found.epoch
        }
        guard let epoch = stamps ?? markDependents(of: subject, limit: Engine.dependentLimit)?.epoch else { return nil }
        expandExternals(&row, onlyStamped: epoch)
        // The subject's coefficient is now its net one; dividing by one far below the row's largest
        // would multiply rounding error into its value.
        let a = abs(row.coefficient(for: subject))
        guard a > 0, a >= Tolerance.relativeSubject * row.largestMagnitude else { return nil }
        flattenSmallReferences(&row)
        return subject
    }

    /// The most external rows ``collectSubjectCandidates(_:into:)`` looks into.
    static let candidateRowLimit = 8

    /// Lists in `candidates` the parametric externals of `row`, and of the external rows it refers
    /// to, directly or through other rows (the first ``candidateRowLimit`` of them), in the order met.
    ///
    /// A parametric external can hide behind a reference: after `w = l - m` and `v = k - l` made `w`
    /// and `v` basic, `w == v` holds no parametric external itself, but `l` is in both rows.
    private mutating func collectSubjectCandidates(_ row: Row, into candidates: inout [Symbol]) {
        candidates.removeAll(keepingCapacity: true)
        var referenced = scratch.referenced
        scratch.referenced = []
        referenced.removeAll(keepingCapacity: true)
        defer { scratch.referenced = referenced }
        func scan(_ row: Row) {
            for cell in row.cells where symbols.kinds[Int(cell.symbol)] == .external {
                if tableau.basicSlot[Int(cell.symbol)] < 0 {
                    if !candidates.contains(cell.symbol) { candidates.append(cell.symbol) }
                } else if referenced.count < Engine.candidateRowLimit && !referenced.contains(cell.symbol) {
                    referenced.append(cell.symbol)
                }
            }
        }
        scan(row)
        var k = 0
        while k < referenced.count {
            scan(tableau.rows[Int(tableau.basicSlot[Int(referenced[k])])])
            k += 1
        }
    }

    /// Stamps the dependents of the parametric external `symbol` (the external rows that refer to
    /// it, directly or through other external rows) with a fresh epoch of
    /// ``ValueCache/reachedStamp``, and returns the epoch and their number; nil when there are more
    /// than `limit`, or a solved-form row holds `symbol`.
    private mutating func markDependents(of symbol: Symbol, limit: Int) -> (epoch: UInt32, count: Int)? {
        let epoch = cache.nextEpoch()
        var found = cache.reachedBuffer
        cache.reachedBuffer = []
        found.removeAll(keepingCapacity: true)
        defer { cache.reachedBuffer = found }
        var next = 0
        var current = symbol
        while true {
            var node = tableau.columns.firstNode(current)
            while node >= 0 {
                let basic = tableau.rowBasic[Int(tableau.columns.slot(at: node))]
                node = tableau.columns.node(after: node)
                guard symbols.kinds[Int(basic)] == .external else { return nil }
                if cache.reachedStamp[Int(basic)] == epoch { continue }
                if found.count == limit { return nil }
                cache.reachedStamp[Int(basic)] = epoch
                found.append(basic)
            }
            if next == found.count { return (epoch, found.count) }
            current = found[next]
            next += 1
        }
    }

    /// Stamps, with a fresh epoch of ``ValueCache/reachedStamp``, the external rows that `row` refers
    /// to, directly or through other rows, and that hold `symbol`, directly or through other rows;
    /// returns the epoch and their number, or nil when `row` reaches more than `limit` rows.
    ///
    /// These are exactly the references to expand into `row` before solving it for `symbol`: what
    /// stays a reference reaches no row holding `symbol`, so no row that depends on `symbol` (and
    /// will refer to its new row) is referred to by it. The same set as ``markDependents(of:limit:)``
    /// finds among the rows `row` refers to, found from the row's side.
    ///
    /// - Complexity: O(cells of the rows `row` reaches), at most `limit` rows.
    private mutating func markRowsReaching(_ symbol: Symbol, from row: Row, limit: Int) -> (epoch: UInt32, count: Int)? {
        let epoch = cache.nextEpoch()
        @inline(__always) func isReference(_ s: Symbol) -> Bool {
            symbols.kinds[Int(s)] == .external && tableau.basicSlot[Int(s)] >= 0
        }
        var visited = 0, count = 0
        // Depth first, each row finished after the rows it refers to (references form no cycle).
        var stack: [(basic: Symbol, next: Int)] = []
        for cell in row.cells where isReference(cell.symbol) && cache.visitedStamp[Int(cell.symbol)] != epoch {
            cache.visitedStamp[Int(cell.symbol)] = epoch
            visited += 1
            if visited > limit { return nil }
            stack.append((cell.symbol, 0))
            while let top = stack.last {
                let cells = tableau.rows[Int(tableau.basicSlot[Int(top.basic)])].cells
                if top.next < cells.count {
                    stack[stack.count - 1].next += 1
                    let s = cells[top.next].symbol
                    guard isReference(s), cache.visitedStamp[Int(s)] != epoch else { continue }
                    cache.visitedStamp[Int(s)] = epoch
                    visited += 1
                    if visited > limit { return nil }
                    stack.append((s, 0))
                } else {
                    stack.removeLast()
                    if cells.contains(where: { $0.symbol == symbol || cache.reachedStamp[Int($0.symbol)] == epoch }) {
                        cache.reachedStamp[Int(top.basic)] = epoch
                        count += 1
                    }
                }
            }
        }
        return (epoch, count)
    }

    /// The most cells a reference may bring into a new external row when it is substituted.
    static let flatteningLimit = 16

    /// Substitutes into `row` the rows of the basic external symbols it refers to, where those rows
    /// refer to nothing themselves and the result stays within ``flatteningLimit`` cells.
    ///
    /// References cost an evaluation on every refresh; substituting them costs cells. Small systems
    /// end up flat (a value is its row's constant), while a long chain turns to references after a
    /// few links, so that its rows stay short and adding to it stays O(1).
    mutating func flattenSmallReferences(_ row: inout Row) {
        var k = 0
        while k < row.cells.count {
            let symbol = row.cells[k].symbol
            let slot = tableau.basicSlot[Int(symbol)]
            guard symbols.kinds[Int(symbol)] == .external, slot >= 0 else { k += 1; continue }
            let source = tableau.rows[Int(slot)]
            let isFlat = !source.cells.contains { symbols.kinds[Int($0.symbol)] == .external && tableau.basicSlot[Int($0.symbol)] >= 0 }
            guard isFlat, row.cells.count + source.cells.count <= Engine.flatteningLimit else { k += 1; continue }
            let c = row.cells.remove(at: k).coefficient
            row.constant += c * source.constant
            for cell in source.cells { row.add(cell.symbol, c * cell.coefficient) }
            k = 0
        }
    }

    /// The symbol to make basic for a new row, or `.none` when an artificial variable is needed.
    ///
    /// An external symbol if there is one (externals are unrestricted). Otherwise the marker or the
    /// other error when it is restricted with a negative coefficient: solving for it then gives it the
    /// value `constant / |coefficient| >= 0`, which keeps the tableau feasible.
    func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Symbol {
        // Of the externals, the one with the largest coefficient: dividing by a small one would
        // multiply rounding errors into every row the subject is substituted into.
        var external = Symbol.none
        var largest = 0.0
        for cell in row.cells where symbols.kinds[Int(cell.symbol)] == .external && abs(cell.coefficient) > largest {
            external = cell.symbol
            largest = abs(cell.coefficient)
        }
        if external != .none { return external }
        if symbols.kinds[Int(record.marker)].isRestricted && row.coefficient(for: record.marker) < 0 { return record.marker }
        if record.other != .none && symbols.kinds[Int(record.other)].isRestricted && row.coefficient(for: record.other) < 0 {
            return record.other
        }
        return Tolerance.isNearZero(row.constant) ? sparsestPivotable(row) : .none
    }

    /// For a row whose constant is zero: the slack or error symbol held by the fewest other rows
    /// (ties to the lowest symbol), or `.none`.
    ///
    /// `0 = a*s + rest → s = -rest/a` keeps the constant at zero whatever the sign of `a`, so the
    /// tableau stays feasible without phase one; choosing the sparsest column keeps the
    /// substitution local. (A grid whose rows all meet one shared width otherwise pivots the first
    /// row's slack into every later row: quadratic.) Coefficients far below the row's largest are
    /// passed over, as pivots on them lose precision.
    func sparsestPivotable(_ row: Row) -> Symbol {
        let smallest = Tolerance.relativeSubject * row.largestMagnitude
        var best = Symbol.none
        var bestCount = Int.max
        for cell in row.cells where symbols.kinds[Int(cell.symbol)].isPivotable && abs(cell.coefficient) >= smallest {
            let count = tableau.columns.count(of: cell.symbol)
            if count < bestCount || (count == bestCount && cell.symbol < best) {
                best = cell.symbol
                bestCount = count
            }
        }
        return best
    }
}
