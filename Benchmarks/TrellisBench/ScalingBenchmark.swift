import Cassowary
import Foundation

/// `trellis-bench scaling`: time against system size for every built-in workload, and the growth
/// exponent (the slope of log time against log n: 1 is linear).
enum ScalingBenchmark {
    static let defaultSizes = [1_000, 3_000, 10_000, 30_000, 100_000]

    /// The sizes to measure `workload` at when none are given. The random benchmark's linear
    /// program is dense (every variable is in about ten constraints, and the pivots per constraint
    /// grow with the system), so it gets smaller sizes: 2,000 constraints take 12 s to build, and
    /// the 1,000-constraint row alone takes over a minute.
    static func defaultSizes(for workload: Workload) -> [Int] {
        workload == .random ? [125, 250, 500] : defaultSizes
    }

    /// - Parameter sizes: the sizes for every workload, or nil for each one's ``defaultSizes(for:)``.
    static func run(sizes chosen: [Int]?, workloads: [Workload]) throws -> [String] {
        var out = ["workload  constraints     build_ms  per_constraint_us   suggest_us   churn_ms  constant_us"]
        var summary: [String] = []
        for workload in workloads {
            let sizes = chosen ?? defaultSizes(for: workload)
            var build: [(n: Double, seconds: Double)] = []
            var churn: [(n: Double, seconds: Double)] = []
            for n in sizes {
                let script = try ConstraintScript(parsing: workload.text(constraints: n), file: workload.rawValue)
                let count = script.setup.count
                let runs = n >= 30_000 ? 3 : 5
                let steps = FileBenchmark.buildSteps(script)
                let buildSeconds = Measure.medianSeconds(minimumRuns: runs, maximumRuns: runs) {
                    blackHole(FileBenchmark.build(steps))
                }
                var solver = FileBenchmark.build(script)
                // One suggestion round, median of several.
                let cycles = FileBenchmark.suggestionCycles(script)
                var round = 0
                let suggestSeconds = Measure.medianSeconds(minimumRuns: 9, maximumRuns: 9) {
                    for (variable, values) in cycles { try? solver.suggestValue(values[round % values.count], for: variable) }
                    blackHole(solver.takeChanges())
                    round += 1
                }
                // Churn: remove the last tenth of the constraints and add them back.
                let constraints = script.setup.compactMap { if case .constraint(let c) = $0.statement { c } else { nil } }
                let tail = Array(constraints.suffix(max(1, constraints.count / 10)))
                let churnSeconds = Measure.medianSeconds(minimumRuns: runs, maximumRuns: runs) {
                    for c in tail.reversed() { try? solver.remove(c) }
                    for c in tail { try? solver.add(c) }
                }
                // Constant updates: move optional constraints' constants in place (no remove-and-add).
                let optional = constraints.filter { !$0.priority.isRequired && solver.contains($0) }
                let targets = Array(optional.prefix(100))
                var bump = 0.0
                let constantSeconds = targets.isEmpty ? 0 : Measure.medianSeconds(minimumRuns: 5, maximumRuns: 5) {
                    bump += 1
                    for c in targets { try? solver.setConstant(c.expression.constant + bump, of: c) }
                }
                build.append((Double(count), buildSeconds))
                churn.append((Double(tail.count), churnSeconds))
                out.append([
                    workload.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0),
                    String(count).leftPad(12),
                    String(format: "%12.2f", buildSeconds * 1e3),
                    String(format: "%19.3f", buildSeconds / Double(count) * 1e6),
                    String(format: "%12.1f", suggestSeconds * 1e6),
                    String(format: "%10.2f", churnSeconds * 1e3),
                    targets.isEmpty ? "n/a".leftPad(12) : String(format: "%12.2f", constantSeconds / Double(targets.count) * 1e6),
                ].joined(separator: " "))
            }
            summary.append("\(workload.rawValue).build_growth_exponent=\(String(format: "%.2f", Measure.growthExponent(build)))")
            summary.append("\(workload.rawValue).churn_growth_exponent=\(String(format: "%.2f", Measure.growthExponent(churn)))")
        }
        return out + [""] + summary
    }
}

extension String {
    func leftPad(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
