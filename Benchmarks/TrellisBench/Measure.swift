import Foundation

/// Timing helpers: medians of repeated runs on the monotonic clock.
enum Measure {
    /// Seconds taken by `body`.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let elapsed = try clock.measure(body)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    /// Seconds of processor time the process spent in `body`. On a machine shared with other
    /// work, wall time grows with the load; processor time much less, so A/B comparisons of
    /// long runs read it beside the wall time.
    static func cpuSeconds(_ body: () -> Void) -> Double {
        func now() -> Double {
            var t = timespec()
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
            return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
        }
        let start = now()
        body()
        return now() - start
    }

    /// Wall and processor seconds taken by `body`.
    static func wallAndCPUSeconds(_ body: () -> Void) -> (wall: Double, cpu: Double) {
        var wall = 0.0
        let cpu = cpuSeconds { wall = seconds(body) }
        return (wall, cpu)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let n = sorted.count
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
    }

    /// The median time of `body` over at least `minimumRuns` runs, and more while under `budget`
    /// seconds in all (at most `maximumRuns`).
    static func medianSeconds(minimumRuns: Int = 5, maximumRuns: Int = 200, budget: Double = 1.0, _ body: () -> Void) -> Double {
        var samples: [Double] = []
        var total = 0.0
        while samples.count < minimumRuns || (total < budget && samples.count < maximumRuns) {
            let t = seconds(body)
            samples.append(t)
            total += t
        }
        return median(samples)
    }

    /// The least-squares slope of log(time) against log(n): 1 means linear growth.
    static func growthExponent(_ points: [(n: Double, seconds: Double)]) -> Double {
        let xs = points.map { log($0.n) }, ys = points.map { log($0.seconds) }
        let mx = xs.reduce(0, +) / Double(xs.count), my = ys.reduce(0, +) / Double(ys.count)
        var num = 0.0, den = 0.0
        for (x, y) in zip(xs, ys) { num += (x - mx) * (y - my); den += (x - mx) * (x - mx) }
        return den == 0 ? 0 : num / den
    }
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

/// Formats a number for the report: no needless digits.
func formatValue(_ value: Double) -> String {
    let rounded = (value * 1e9).rounded() / 1e9
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    var text = String(format: "%.9f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
}
