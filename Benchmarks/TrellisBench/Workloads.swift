/// Built-in scalable workloads, written in the text format so that any solver can run the very same
/// system (`trellis-bench workloads --export DIR`).
enum Workload: String, CaseIterable {
    /// x0 >= 0; x_i == x_{i-1} + 10: the longest dependency chain there is.
    case chain
    /// A binary tree of views, each parent split into two equal children with margins.
    case tree
    /// A grid of views, 10 to a row: spacing 8, equal widths filling the container's width (an edit
    /// variable), heights from alternating aspect ratios, each row 8 below the first view of the row
    /// above, and a weak maximum height per view (met, as most optional constraints of a real
    /// screen are), as rows of cards are stacked.
    ///
    /// Two variants are left out on purpose, because they are slow for any Cassowary solver: rows
    /// below the *tallest* view above them (inequalities make every row's position depend on every
    /// one above it, so the linear program itself is dense), and a weak preferred width per view
    /// that the row's width equation always overrides (every new row re-opens the trade-off between
    /// all earlier rows' errors through the shared width: kiwi takes 0.35 s at 1,000 constraints
    /// and 13.6 s at 3,000, Trellis 0.27 s and 24 s).
    case grid
    /// The classic Cassowary benchmark: random constraints of 1 to 3 variables (a known solution
    /// keeps the required ones satisfiable), a fifth of the variables per constraint count.
    case random

    /// A system of about `n` constraints.
    func text(constraints n: Int) -> String {
        var lines: [String] = ["# trellis built-in workload '\(rawValue)', about \(n) constraints"]
        switch self {
        case .chain:
            lines += ["edit x0 @strong", "x0 >= 0"]
            for i in 1..<max(2, n) { lines.append("x\(i) == x\(i - 1) + 10") }
            lines.append("x\(max(2, n) - 1) <= 1000000000 @weak")
            lines += ["suggest x0 = 100", "suggest x0 = 200"]
        case .tree:
            // Each node: children left/width; 4 constraints per parent.
            let nodes = max(3, n / 4 * 2 + 1)
            lines += ["edit w0 @strong", "l0 == 0", "w0 >= 0"]
            var i = 0
            while 2 * i + 2 < nodes {
                let a = 2 * i + 1, b = 2 * i + 2
                lines.append("l\(a) == l\(i) + 8")
                lines.append("l\(b) == l\(a) + w\(a) + 8")
                lines.append("l\(b) + w\(b) + 8 == l\(i) + w\(i)")
                lines.append("w\(a) == w\(b)")
                i += 1
            }
            lines += ["suggest w0 = 1024", "suggest w0 = 2048"]
        case .grid:
            let cells = max(4, n / 6)
            let columns = 10
            let rows = max(1, cells / columns)
            lines += ["edit width @strong", "width >= 100"]
            for r in 0..<rows {
                for c in 0..<columns {
                    let v = "r\(r)c\(c)"
                    lines.append(c == 0 ? "\(v).x == 8" : "\(v).x == r\(r)c\(c - 1).x + r\(r)c\(c - 1).w + 8")
                    lines.append(c == 0 ? "\(v).w >= 10" : "\(v).w == r\(r)c\(c - 1).w")
                    lines.append("\(v).h == \(v).w * \(c % 2 == 0 ? "0.75" : "1.5")")
                    lines.append(c == 0 ? (r == 0 ? "\(v).y == 8" : "\(v).y == r\(r - 1)c0.y + r\(r - 1)c0.h + 8") : "\(v).y == r\(r)c\(c - 1).y")
                    lines.append("\(v).h <= 10000 @250")
                }
                lines.append("r\(r)c\(columns - 1).x + r\(r)c\(columns - 1).w + 8 == width")
            }
            lines += ["suggest width = 400", "suggest width = 1200"]
        case .random:
            var g = SplitMix(seed: 42)
            let variables = max(4, n / 5)
            let witness = (0..<variables).map { _ in Double(g.next() % 1000) }
            lines += ["edit v0 @strong", "edit v1 @strong"]
            for _ in 0..<n {
                let count = Int(g.next() % 3) + 1
                var terms: [(Int, Double)] = []
                while terms.count < count {
                    let v = Int(g.next() % UInt64(variables))
                    let c = [1, -1, 2, -2][Int(g.next() % 4)]
                    if !terms.contains(where: { $0.0 == v }) { terms.append((v, Double(c))) }
                }
                let value = terms.reduce(0.0) { $0 + $1.1 * witness[$1.0] }
                let lhs = terms.map { "\(formatValue($0.1)) * v\($0.0)" }.joined(separator: " + ")
                switch g.next() % 10 {
                case 0: lines.append("\(lhs) == \(formatValue(value))")
                case 1...5: lines.append("\(lhs) >= \(formatValue(value - Double(g.next() % 50)))")
                case 6...7: lines.append("\(lhs) <= \(formatValue(value + Double(g.next() % 50))) @strong")
                default: lines.append("\(lhs) == \(formatValue(value + Double(g.next() % 20))) @weak")
                }
            }
            lines += ["suggest v0 = 10", "suggest v1 = 20", "suggest v0 = 990", "suggest v1 = 500"]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// SplitMix64: a small seeded generator, so workloads are the same on every machine.
struct SplitMix {
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
