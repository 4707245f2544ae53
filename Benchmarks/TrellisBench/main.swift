import Cassowary
import Foundation

/// trellis-bench: the solver's benchmarks. Run with `swift run -c release trellis-bench ...`.
let usage = """
    usage: trellis-bench FILE...                 build and re-solve times of workload files (text format)
           trellis-bench scaling [--sizes N,N,...] [--workloads chain,tree,grid,random]
                                                    (default sizes 1,000 to 100,000; random 125 to 500)
           trellis-bench workloads --export DIR [--sizes N,N,...]   write the built-in workloads
           trellis-bench text                       text measuring and wrapping throughput
           trellis-bench layout [--sizes N,N,...]   MiniCookpad screens: cell, detail, re-fitting, lists
           trellis-bench layout --once [--sizes N]  one list of N (default 1,000): build, first layout,
                                                    second layout, N reused fits, each once; for
                                                    profilers (perf, valgrind --tool=callgrind)
           trellis-bench long-screen [--sizes N,N,...] [--export DIR]
                                                    a long Interface Builder screen of N rows (default 300,
                                                    1,000 and 3,000): reading, laying out, growth; --export
                                                    writes long-screen-N.xib for `trellis frames` instead
           trellis-bench long-screen --once [--sizes N]
                                                    N rows (default 1,000) read, laid out and freed once
                                                    each; for profilers (valgrind --tool=callgrind)
           trellis-bench memory [--operations N] [--size N] [--workloads chain,grid,tree]
                                                churn on a long-lived solver (default 100,000 operations
                                                on about 3,000 constraints): peak RSS, first and last
                                                window of 10,000 operations
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("trellis-bench: \(message)\n\(usage)\n".utf8))
    exit(2)
}

func option(_ name: String, in arguments: [String]) -> String? {
    guard let i = arguments.firstIndex(of: name) else { return nil }
    guard i + 1 < arguments.count else { fail("\(name) needs a value") }
    return arguments[i + 1]
}

func sizes(_ arguments: [String], default fallback: [Int]) -> [Int] {
    guard let text = option("--sizes", in: arguments) else { return fallback }
    let values = text.split(separator: ",").compactMap { Int($0) }
    guard !values.isEmpty, values.allSatisfy({ $0 > 0 }) else { fail("--sizes takes positive whole numbers: 1000,10000") }
    return values
}

/// The workloads `--workloads a,b` names, or `fallback` without the option.
func workloads(_ arguments: [String], default fallback: [Workload]) -> [Workload] {
    guard let text = option("--workloads", in: arguments) else { return fallback }
    return text.split(separator: ",").map { name in
        guard let w = Workload(rawValue: String(name)) else { fail("unknown workload '\(name)'") }
        return w
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
#if DEBUG
FileHandle.standardError.write(Data("trellis-bench: a debug build; measure with `swift run -c release trellis-bench`\n".utf8))
#endif
do {
    switch arguments.first {
    case nil, "--help", "-h":
        print(usage)
    case "scaling":
        let chosen = workloads(arguments, default: Workload.allCases)
        for line in try ScalingBenchmark.run(sizes: option("--sizes", in: arguments) == nil ? nil : sizes(arguments, default: []), workloads: chosen) {
            print(line)
        }
    case "memory":
        let chosen = workloads(arguments, default: MemoryBenchmark.defaultWorkloads)
        let operations = option("--operations", in: arguments).map { Int($0) ?? -1 } ?? MemoryBenchmark.defaultOperations
        let size = option("--size", in: arguments).map { Int($0) ?? -1 } ?? MemoryBenchmark.defaultSize
        guard operations > 0, size > 0 else { fail("--operations and --size take positive whole numbers") }
        for line in try MemoryBenchmark.run(operations: operations, size: size, workloads: chosen) { print(line) }
    case "text":
        for line in TextBenchmark.run() { print(line) }
    case "layout" where arguments.contains("--once"):
        for n in sizes(arguments, default: [1_000]) { for line in try LayoutBenchmark.runOnce(n: n) { print(line) } }
    case "layout":
        for line in try LayoutBenchmark.run(sizes: sizes(arguments, default: LayoutBenchmark.defaultSizes)) { print(line) }
    case "long-screen":
        let rows = sizes(arguments, default: LongScreenBenchmark.defaultSizes)
        if arguments.contains("--once") {
            for n in sizes(arguments, default: [1_000]) { for line in try LongScreenBenchmark.runOnce(rows: n) { print(line) } }
        } else if let directory = option("--export", in: arguments) {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for n in rows {
                let path = (directory as NSString).appendingPathComponent("long-screen-\(n).xib")
                try LongScreen.xib(rows: n).write(toFile: path, atomically: true, encoding: .utf8)
                print(path)
            }
        } else {
            for line in try LongScreenBenchmark.run(sizes: rows) { print(line) }
        }
    case "workloads":
        guard let directory = option("--export", in: arguments) else { fail("workloads needs --export DIR") }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for workload in Workload.allCases {
            for n in sizes(arguments, default: [1_000, 10_000]) {
                let path = (directory as NSString).appendingPathComponent("\(workload.rawValue)-\(n).txt")
                try workload.text(constraints: n).write(toFile: path, atomically: true, encoding: .utf8)
                print(path)
            }
        }
    default:
        for path in arguments {
            if arguments.count > 1 { print("# \(path)") }
            for line in try FileBenchmark.run(path: path) { print(line) }
        }
    }
} catch let error as ScriptError {
    FileHandle.standardError.write(Data("trellis-bench: \(error)\n".utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("trellis-bench: \(error)\n".utf8))
    exit(2)
}
