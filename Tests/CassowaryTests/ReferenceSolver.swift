import Cassowary

/// An independent reference for the solver's meaning: a dense two-phase simplex (Bland's rule) run
/// once per priority level, sharing no code with the engine.
///
/// Each optional level is minimised with every higher level's total error held at its optimum, which
/// is the definition of strict priorities. Small systems only.
enum ReferenceSolver {
    /// A relation `Σ coefficients[j]·x_j + constant (relation) 0` at `priority`.
    struct Row {
        var coefficients: [Double]
        var constant: Double
        var relation: Relation
        var priority: Double
    }

    /// The least total error per optional level (highest priority first), or nil when the required
    /// rows cannot all hold.
    static func levelOptima(_ rows: [Row], variableCount n: Int) -> [(priority: Double, error: Double)]? {
        // Columns: x+ and x- per variable, then per row its slack and errors.
        var columnCount = 2 * n
        var matrix: [[Double]] = []
        var rhs: [Double] = []
        var errorColumns: [Double: [Int]] = [:]
        func newColumn() -> Int { columnCount += 1; return columnCount - 1 }
        var extras: [[(Int, Double)]] = []
        for row in rows {
            var extra: [(Int, Double)] = []
            let required = row.priority >= 1000
            switch (row.relation, required) {
            case (.equal, true): break
            case (.lessThanOrEqual, true): extra.append((newColumn(), 1))
            case (.greaterThanOrEqual, true): extra.append((newColumn(), -1))
            case (.equal, false):
                let plus = newColumn(), minus = newColumn()
                extra += [(plus, -1), (minus, 1)]
                errorColumns[row.priority, default: []] += [plus, minus]
            case (.lessThanOrEqual, false):
                let e = newColumn(), s = newColumn()
                extra += [(e, -1), (s, 1)]
                errorColumns[row.priority, default: []].append(e)
            case (.greaterThanOrEqual, false):
                let e = newColumn(), s = newColumn()
                extra += [(e, 1), (s, -1)]
                errorColumns[row.priority, default: []].append(e)
            }
            extras.append(extra)
        }
        for (i, row) in rows.enumerated() {
            var line = [Double](repeating: 0, count: columnCount)
            for j in 0..<n {
                line[2 * j] = row.coefficients[j]
                line[2 * j + 1] = -row.coefficients[j]
            }
            for (column, value) in extras[i] { line[column] = value }
            matrix.append(line)
            rhs.append(-row.constant)
        }
        // Feasibility of the required rows (optional rows are always satisfiable with errors).
        guard minimize(matrix, rhs, objective: [Double](repeating: 0, count: columnCount)) != nil else { return nil }
        var optima: [(Double, Double)] = []
        for priority in errorColumns.keys.sorted(by: >) {
            var objective = [Double](repeating: 0, count: matrix[0].count)
            for column in errorColumns[priority]! { objective[column] = 1 }
            guard let best = minimize(matrix, rhs, objective: objective) else { return nil }
            optima.append((priority, best))
            // Hold this level at its optimum: Σ errors + slack = best + tolerance.
            for k in matrix.indices { matrix[k].append(0) }
            var hold = objective
            hold.append(1)
            matrix.append(hold)
            rhs.append(best + 1e-7)
        }
        return optima
    }

    /// min c·z subject to A z = b, z ≥ 0; nil when infeasible.
    static func minimize(_ a: [[Double]], _ b: [Double], objective c: [Double]) -> Double? {
        let m = a.count, n = c.count
        if m == 0 { return 0 }
        // Tableau with artificials: columns 0..<n, n..<n+m artificial, last = rhs.
        var t = [[Double]](repeating: [Double](repeating: 0, count: n + m + 1), count: m)
        for i in 0..<m {
            let sign: Double = b[i] < 0 ? -1 : 1
            for j in 0..<n { t[i][j] = sign * a[i][j] }
            t[i][n + i] = 1
            t[i][n + m] = sign * b[i]
        }
        var basis = Array(n..<(n + m))
        let eps = 1e-9

        func pivot(_ r: Int, _ col: Int) {
            let p = t[r][col]
            for j in 0...(n + m) { t[r][j] /= p }
            for i in 0..<m where i != r && t[i][col] != 0 {
                let f = t[i][col]
                for j in 0...(n + m) { t[i][j] -= f * t[r][j] }
            }
            basis[r] = col
        }

        /// Minimises `cost` over the allowed columns; false when unbounded.
        func run(_ cost: [Double], allowed: Int) -> Bool {
            for _ in 0..<10_000 {
                // Reduced costs.
                var entering = -1
                for j in 0..<allowed where !basis.contains(j) {
                    var reduced = cost[j]
                    for i in 0..<m { reduced -= cost[basis[i]] * t[i][j] }
                    if reduced < -eps { entering = j; break }
                }
                if entering < 0 { return true }
                var leaving = -1
                var best = Double.infinity
                for i in 0..<m where t[i][entering] > eps {
                    let ratio = t[i][n + m] / t[i][entering]
                    if ratio < best - eps || (abs(ratio - best) <= eps && leaving >= 0 && basis[i] < basis[leaving]) {
                        best = ratio
                        leaving = i
                    }
                }
                if leaving < 0 { return false }
                pivot(leaving, entering)
            }
            return false
        }

        var phaseOne = [Double](repeating: 0, count: n + m)
        for i in 0..<m { phaseOne[n + i] = 1 }
        _ = run(phaseOne, allowed: n + m)
        var infeasibility = 0.0
        for i in 0..<m where basis[i] >= n { infeasibility += t[i][n + m] }
        if infeasibility > 1e-6 { return nil }
        // Drive artificials out where possible.
        for i in 0..<m where basis[i] >= n {
            if let j = (0..<n).first(where: { abs(t[i][$0]) > eps && !basis.contains($0) }) { pivot(i, j) }
        }
        var cost = c
        cost += [Double](repeating: 0, count: m)
        guard run(cost, allowed: n) else { return -Double.infinity }
        var value = 0.0
        for i in 0..<m where basis[i] < n { value += c[basis[i]] * t[i][n + m] }
        return value
    }
}

/// A seeded random number generator (SplitMix64), so randomised tests are repeatable.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
