import Foundation
import InterfaceBuilder
import InterfaceBuilderReader
import Layout

/// `trellis-bench long-screen`: the long Interface Builder screen (``LongScreen``) at several row
/// counts, read and laid out as `trellis frames` does, and how its time grows.
///
/// Reading (XML to the document model) and laying out (the view tree made and laid out once,
/// `makeLayoutTree`) are timed apart; the growth exponent is the least-squares slope of log time
/// against log rows over the sizes (1 is linear). Layouts also print processor time and its
/// exponent: on a machine shared with other work, wall time grows with the load of the moment,
/// which tilts the wall-time exponent by a few hundredths from run to run.
///
/// The sizes are measured in interleaved rounds (round 1: 300, 1,000, 3,000 rows; round 2: the
/// same again; ...), not all runs of one size before the next, so that a load that rises or falls
/// during the benchmark weighs on every size alike rather than on the largest, which would tilt
/// the exponent. Sizes of 3,000 rows and more run in the first 3 rounds, smaller ones in all 5;
/// each size's figures are the medians of its runs, printed in the order of the sizes.
enum LongScreenBenchmark {
    static let defaultSizes = [300, 1_000, 3_000]

    static func run(sizes: [Int]) throws -> [String] {
        var out: [String] = []
        var reads: [(n: Double, seconds: Double)] = []
        var layouts: [(n: Double, seconds: Double)] = []
        var layoutCPU: [(n: Double, seconds: Double)] = []
        let texts = sizes.map { LongScreen.xib(rows: $0) }
        let runs = sizes.map { $0 >= 3_000 ? 3 : 5 }
        var readTimes = [[Double]](repeating: [], count: sizes.count)
        var layoutTimes = [[(wall: Double, cpu: Double)]](repeating: [], count: sizes.count)
        var freeTimes = [[Double]](repeating: [], count: sizes.count)
        var frees: [(n: Double, seconds: Double)] = []
        for round in 0..<(runs.max() ?? 0) {
            for (i, text) in texts.enumerated() where round < runs[i] {
                var document: IBDocument?
                var failure: (any Error)?
                readTimes[i].append(Measure.seconds {
                    do { document = try IBDocument(xml: text) } catch { failure = error }
                })
                if let failure { throw failure }
                guard let document else { continue }
                var tree: IBLayoutTree?
                layoutTimes[i].append(Measure.wallAndCPUSeconds {
                    do { tree = try document.makeLayoutTree(IBLayoutRequest()) } catch { failure = error }
                })
                if let failure { throw failure }
                blackHole(tree)
                // Letting the tree go is timed apart: it is no part of laying out (`trellis
                // frames` exits holding it), and freeing 100,000 objects that have left the
                // cache by then grows faster than the layout that made them.
                freeTimes[i].append(Measure.seconds { tree = nil })
            }
        }
        for (i, rows) in sizes.enumerated() {
            let read = Measure.median(readTimes[i]), layout = Measure.median(layoutTimes[i].map(\.wall))
            let cpu = Measure.median(layoutTimes[i].map(\.cpu))
            reads.append((Double(rows), read))
            layouts.append((Double(rows), layout))
            layoutCPU.append((Double(rows), cpu))
            out.append(LayoutBenchmark.row("long", "\(rows) rows: read the document", "median \(LayoutBenchmark.format(read * 1e3)) ms"))
            out.append(LayoutBenchmark.row("long", "\(rows) rows: make and lay out the views",
                                           "median \(LayoutBenchmark.format(layout * 1e3)) ms "
                                           + "(\(LayoutBenchmark.format(layout / Double(rows) * 1e6)) us per row; "
                                           + "cpu \(LayoutBenchmark.format(cpu * 1e3)) ms)"))
            let free = Measure.median(freeTimes[i])
            frees.append((Double(rows), free))
            out.append(LayoutBenchmark.row("long", "\(rows) rows: free the views", "median \(LayoutBenchmark.format(free * 1e3)) ms"))
        }
        if layouts.count > 1 {
            out.append(LayoutBenchmark.row("growth", "long screen: read", "exponent \(LayoutBenchmark.format(Measure.growthExponent(reads)))"))
            out.append(LayoutBenchmark.row("growth", "long screen: make and lay out", "exponent \(LayoutBenchmark.format(Measure.growthExponent(layouts))) "
                                           + "(cpu \(LayoutBenchmark.format(Measure.growthExponent(layoutCPU)))) (1 = linear)"))
            out.append(LayoutBenchmark.row("growth", "long screen: free the views", "exponent \(LayoutBenchmark.format(Measure.growthExponent(frees)))"))
        }
        return out
    }

    /// One size, once: read, make and lay out, free, each timed once; for profilers (`valgrind
    /// --tool=callgrind`), whose per-function costs separate the three by the functions below.
    static func runOnce(rows: Int) throws -> [String] {
        let text = LongScreen.xib(rows: rows)
        var document: IBDocument?
        let beforeRead = heapBytes()
        let read = try Measure.seconds { document = try readOnce(text) }
        guard let document else { return [] }
        let beforeLayout = heapBytes()
        var tree: IBLayoutTree?
        let layout = try Measure.seconds { tree = try layoutOnce(document) }
        let afterLayout = heapBytes()
        blackHole(tree)
        let free = Measure.seconds { freeOnce(&tree) }
        /// The resident size a phase added, per row.
        func perRow(_ from: Int?, _ to: Int?) -> String {
            guard let from, let to else { return "" }
            return "; resident +\(LayoutBenchmark.format(Double(to - from) / Double(rows) / 1024)) KB per row"
        }
        return [
            LayoutBenchmark.row("once", "\(rows) rows: read the document",
                                "\(LayoutBenchmark.format(read * 1e3)) ms" + perRow(beforeRead, beforeLayout)),
            LayoutBenchmark.row("once", "\(rows) rows: make and lay out the views",
                                "\(LayoutBenchmark.format(layout * 1e3)) ms" + perRow(beforeLayout, afterLayout)),
            LayoutBenchmark.row("once", "\(rows) rows: free the views", "\(LayoutBenchmark.format(free * 1e3)) ms"),
        ]
    }

    /// The resident size now, in bytes (Linux; `nil` elsewhere): what a phase leaves resident
    /// beyond it is about what it made that the freed memory of earlier phases could not hold.
    static func heapBytes() -> Int? {
        #if os(Linux)
        return Int(ResidentMemory.currentMegabytes() * 1_048_576)
        #else
        return nil
        #endif
    }

    @inline(never) static func readOnce(_ text: String) throws -> IBDocument { try IBDocument(xml: text) }

    @inline(never) static func layoutOnce(_ document: IBDocument) throws -> IBLayoutTree {
        try document.makeLayoutTree(IBLayoutRequest())
    }

    @inline(never) static func freeOnce(_ tree: inout IBLayoutTree?) { tree = nil }
}
