import Cassowary
import Foundation

/// `trellis-bench memory`: whether a long-lived solver's memory stays flat under churn.
///
/// A solver in an app lives for as long as its screen: constraints come and go, constants move,
/// edit variables are added, suggested and removed. Each of those must give back what it took
/// (rows, symbols, column entries, journal records), or a solver that is fine in a benchmark grows
/// without bound in use. This builds a system of about `size` constraints, then runs `operations`
/// operations in a fixed pseudo-random mix (seeded, so every run does the same work):
///
/// - remove a constraint and add it back (40%);
/// - change a constraint's constant in place (30%);
/// - suggest a new value for the workload's edit variable (20%);
/// - add an edit variable on a variable of the system, suggest a value, remove it (10%).
///
/// It reports the peak resident set size of the first window of operations and of the last
/// (Linux: `VmHWM`, reset between windows through `/proc/self/clear_refs`; elsewhere the peak of
/// the whole process so far), and the resident size after each. A solver that keeps what it
/// freed has the same figures at the end as at the start, within the allocator's noise.
enum MemoryBenchmark {
    static let defaultOperations = 100_000
    static let defaultSize = 3_000
    static let defaultWorkloads: [Workload] = [.chain, .grid, .tree]
    /// Operations per window: the first window is the "start", the last the "end".
    static let window = 10_000

    /// Runs each workload in a process of its own when there are several, so that one workload's
    /// heap (which the allocator keeps) is not counted in the next one's figures.
    static func run(operations: Int, size: Int, workloads: [Workload]) throws -> [String] {
        guard workloads.count > 1 else { return try measure(operations: operations, size: size, workloads: workloads) }
        var table: [String] = []
        var verdicts: [String] = []
        for workload in workloads {
            let child = Process()
            child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            child.arguments = ["memory", "--workloads", workload.rawValue, "--operations", String(operations), "--size", String(size)]
            let pipe = Pipe()
            child.standardOutput = pipe
            try child.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            child.waitUntilExit()
            guard child.terminationStatus == 0 else { throw MemoryBenchmarkError.childFailed(workload.rawValue, child.terminationStatus) }
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
            guard let header = lines.first else { continue }
            if table.isEmpty { table.append(header) }
            table += lines.dropFirst().filter { !$0.isEmpty && !$0.contains("=") }
            verdicts += lines.filter { $0.contains("=") }
        }
        return table + [""] + verdicts
    }

    /// Measures `workloads` in this process, one after the other.
    static func measure(operations: Int, size: Int, workloads: [Workload]) throws -> [String] {
        var out = ["workload  constraints  operations  window  peak_rss_mb  rss_mb     cells  symbol_ids  ms"]
        var verdicts: [String] = []
        for workload in workloads {
            let script = try ConstraintScript(parsing: workload.text(constraints: size), file: workload.rawValue)
            var solver = FileBenchmark.build(script)
            let constraints = script.setup.compactMap { if case .constraint(let c) = $0.statement { c } else { nil } }
            let variables = Array(Set(constraints.flatMap { $0.expression.terms.map(\.variable) })).sorted { $0.id < $1.id }
            let edits = FileBenchmark.suggestionCycles(script)
            var random = SplitMix(seed: 0x7E11_15)
            var windows: [(peak: Double, rss: Double, cells: Int, ids: Int, seconds: Double)] = []
            var done = 0
            while done < operations {
                let count = min(window, operations - done)
                ResidentMemory.resetPeak()
                let seconds = Measure.seconds {
                    for _ in 0..<count {
                        churn(&solver, constraints, variables, edits, &random)
                    }
                }
                let size = solver.statistics
                windows.append((ResidentMemory.peakMegabytes(), ResidentMemory.currentMegabytes(), size.cells, size.symbolCapacity, seconds))
                done += count
            }
            for (i, w) in windows.enumerated() where i == 0 || i == windows.count - 1 {
                out.append([
                    workload.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0),
                    String(script.setup.count).leftPad(12),
                    String(operations).leftPad(11),
                    (i == 0 ? "first" : "last").leftPad(7),
                    String(format: "%12.1f", w.peak),
                    String(format: "%7.1f", w.rss),
                    String(w.cells).leftPad(9),
                    String(w.ids).leftPad(11),
                    String(format: "%5.0f", w.seconds * 1e3),
                ].joined(separator: " "))
            }
            let first = windows[0].peak, last = windows[windows.count - 1].peak
            // The allocator's noise on a process of this size is well under a megabyte; a leak of
            // even 10 bytes per operation would add one over 100,000 operations.
            let growth = last - first
            verdicts.append("\(workload.rawValue).peak_rss_growth_mb=\(String(format: "%.2f", growth)) (\(growth <= 1.0 ? "steady" : "GROWING"))")
            blackHole(solver)
        }
        return out + [""] + verdicts
    }

    /// One operation of the mix.
    private static func churn(_ solver: inout Solver, _ constraints: [Constraint], _ variables: [Variable],
                              _ edits: [(Variable, [Double])], _ random: inout SplitMix) {
        let pick = random.next() % 10
        switch pick {
        case 0..<4:
            let c = constraints[Int(random.next() % UInt64(constraints.count))]
            if solver.contains(c) {
                try? solver.remove(c)
                try? solver.add(c)
            }
        case 4..<7:
            let c = constraints[Int(random.next() % UInt64(constraints.count))]
            if solver.contains(c) {
                // Within a few points of the original, so that the system stays close to its shape.
                let bump = Double(random.next() % 9) - 4
                try? solver.setConstant(c.expression.constant + bump, of: c)
            }
        case 7..<9:
            if let (variable, values) = edits.first {
                let value = values[Int(random.next() % UInt64(values.count))] + Double(random.next() % 50)
                try? solver.suggestValue(value, for: variable)
            }
        default:
            let v = variables[Int(random.next() % UInt64(variables.count))]
            if !solver.hasEditVariable(v) {
                try? solver.addEditVariable(v, priority: .weak)
                try? solver.suggestValue(Double(random.next() % 500), for: v)
                try? solver.removeEditVariable(v)
            }
        }
        blackHole(solver.takeChanges())
    }
}

/// The process's resident memory, from `/proc/self/status` (Linux) or `getrusage` elsewhere.
enum ResidentMemory {
    /// Starts a new peak: on Linux, writing 5 to `/proc/self/clear_refs` resets `VmHWM` to the
    /// current resident size. Elsewhere the peak cannot be reset and stays the process's.
    static func resetPeak() {
        #if os(Linux)
        if let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") {
            handle.write(Data("5".utf8))
            try? handle.close()
        }
        #endif
    }

    /// The peak resident size since the last reset, in MiB.
    static func peakMegabytes() -> Double {
        #if os(Linux)
        return status("VmHWM") ?? 0
        #else
        var usage = rusage()
        getrusage(RUSAGE_SELF, &usage)
        return Double(usage.ru_maxrss) / 1_048_576   // bytes on Darwin
        #endif
    }

    /// The resident size now, in MiB (Linux; the peak elsewhere).
    static func currentMegabytes() -> Double {
        #if os(Linux)
        return status("VmRSS") ?? 0
        #else
        return peakMegabytes()
        #endif
    }

    /// A `kB` line of `/proc/self/status`, in MiB.
    private static func status(_ key: String) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(key + ":") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if fields.count >= 2, let kB = Double(fields[1]) { return kB / 1024 }
        }
        return nil
    }
}

enum MemoryBenchmarkError: Error, CustomStringConvertible {
    case childFailed(String, Int32)

    var description: String {
        switch self {
        case .childFailed(let workload, let status): "the memory benchmark of \(workload) exited with \(status)"
        }
    }
}
