import Cassowary
import Foundation

/// `trellis-bench FILE`: the build and re-solve times of one workload in the text format, the same
/// measurements the kiwi harness makes (Benchmarks/compare-kiwi.sh runs both).
enum FileBenchmark {
    /// The values each edit variable cycles through: its `suggest` lines in file order, or, for an
    /// edit variable the file never suggests, 100, 200, 300.
    static func suggestionCycles(_ script: ConstraintScript) -> [(Variable, [Double])] {
        let edits: [Variable] = script.setup.compactMap { if case .edit(let v, _) = $0.statement { v } else { nil } }
        return edits.map { variable in
            let values = script.suggestions.filter { $0.variable == variable }.map(\.value)
            return (variable, values.isEmpty ? [100, 200, 300] : values)
        }
    }

    /// One step of a build: a constraint to add or a variable to make an edit variable.
    enum BuildStep {
        case constraint(Constraint)
        case edit(Variable, Priority)
    }

    /// The script's edit and constraint lines in file order, taken out once: the timed build only
    /// adds them, as kiwi's harness adds the constraints it made beforehand (filtering the script's
    /// lines inside the timed part cost about 5% of enaml's build).
    static func buildSteps(_ script: ConstraintScript) -> [BuildStep] {
        script.lines.compactMap { line in
            switch line.statement {
            case .constraint(let c): .constraint(c)
            case .edit(let v, let p): .edit(v, p)
            case .suggest: nil
            }
        }
    }

    /// Makes a solver and adds every edit and constraint line in file order.
    static func build(_ script: ConstraintScript) -> Solver {
        build(buildSteps(script))
    }

    /// Makes a solver and takes `steps` in order.
    static func build(_ steps: [BuildStep]) -> Solver {
        var solver = Solver()
        for step in steps {
            switch step {
            case .constraint(let c): try? solver.add(c)
            case .edit(let v, let p): try? solver.addEditVariable(v, priority: p)
            }
        }
        return solver
    }

    /// `count` rounds: one suggestion per edit variable, then reading what changed. A plain function
    /// over `inout` state, so that the solver is not captured by a closure (which would add dynamic
    /// exclusivity checks to every access).
    @inline(never)
    static func rounds(_ count: Int, _ solver: inout Solver, _ cycles: [(Variable, [Double])],
                       _ round: inout Int, _ changes: inout [VariableChange]) {
        for _ in 0..<count {
            for (variable, values) in cycles {
                try? solver.suggestValue(values[round % values.count], for: variable)
            }
            solver.takeChanges(into: &changes)
            blackHole(changes)
            round += 1
        }
    }

    static func run(path: String) throws -> [String] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let script = try ConstraintScript(parsing: text, file: path)
        var out: [String] = []

        let steps = buildSteps(script)
        let buildSeconds = Measure.medianSeconds(minimumRuns: 20, maximumRuns: 2000, budget: 1.5) { blackHole(build(steps)) }
        out.append("trellis.build_us=\(formatValue((buildSeconds * 1e7).rounded() / 10))")

        let cycles = suggestionCycles(script)
        if cycles.isEmpty {
            out.append("trellis.suggest_ns=n/a")
        } else {
            var solver = build(script)
            var round = 0
            var changes: [VariableChange] = []
            // Batches of about 10 ms (at most 1,000 rounds): a slow system's rounds (the random
            // benchmark's take milliseconds each) would otherwise keep the benchmark for minutes.
            let warmUp = Measure.seconds { rounds(10, &solver, cycles, &round, &changes) } / 10
            let roundsPerBatch = max(1, min(1000, Int(0.01 / max(warmUp, 1e-9))))
            let batch = Measure.medianSeconds(minimumRuns: 15, maximumRuns: 500, budget: 1.5) {
                rounds(roundsPerBatch, &solver, cycles, &round, &changes)
            }
            out.append("trellis.suggest_ns=\(formatValue((batch / Double(roundsPerBatch) * 1e10).rounded() / 10))")
        }

        let solved = try script.solve()
        for name in script.variables.keys.sorted() {
            out.append("\(name) = \(formatValue(solved.value(of: script.variables[name]!)))")
        }
        return out
    }
}
