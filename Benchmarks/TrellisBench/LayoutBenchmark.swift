import Foundation
import Layout
import MiniCookpad

/// `trellis-bench layout`: the MiniCookpad screens through Layout, from building views to frames.
///
/// - cell: a recipe cell built, fitted and laid out, fresh each time; and re-laid out with nothing
///   changed (what a second `layoutIfNeeded()` costs).
/// - detail: the detail screen with 10 ingredients, built and laid out.
/// - refit: fitting one cell again and again with different texts (a self-sizing table's prototype
///   cell) against building and fitting a fresh cell each time: the first keeps the cell's fitting
///   engine and changes only constants (the labels' sizes), the second pays for a new solver.
/// - list: the recipe list with N self-sized cells (N = 1,000 and 10,000 by default): building
///   it, then its first layout (every cell laid out at the estimate, fitted, placed, all in the
///   window's solver); a second layout with nothing changed (one round of collecting every
///   cell's constraints and finding them as the solver holds them); and N fits of one reused cell,
///   as a table that reuses cells fits its rows. Issue 15's goal is the ratio of the first two:
///   a first layout of N rows within 5 times N reused fits. The long runs also print processor
///   time, which a shared machine's load inflates far less than wall time. The ratio is given
///   twice: the median layout over the median fits, and the median of each run's own ratio (its
///   first layout over the fits run right after it, which saw the same load), which a load that
///   changes between runs tilts less.
///   The growth exponent is the slope of log time against log N (1 is linear).
enum LayoutBenchmark {
    static let defaultSizes = [1_000, 10_000]

    static func run(sizes: [Int]) throws -> [String] {
        var out: [String] = []
        let samples = Recipe.samples
        func recipe(_ i: Int) -> Recipe {
            var r = samples[i % samples.count]
            r.id = i
            return r
        }

        // One cell, fresh: build, fit, lay out at the fitted height.
        let fresh = try medianMicroseconds {
            let cell = try RecipesCell(recipe: recipe(0))
            let height = cell.fittingSize(width: 375).height
            blackHole(cell.layout(width: 375, height: height))
        }
        out.append(row("cell", "build, fit, lay out a fresh cell", "median \(format(fresh)) us"))
        let cell = try RecipesCell(recipe: recipe(0))
        cell.layout(width: 375, height: cell.fittingSize(width: 375).height)
        let relayout = try medianMicroseconds { blackHole(cell.layoutIfNeeded()) }
        out.append(row("cell", "layoutIfNeeded again, nothing changed", "median \(format(relayout)) us"))

        // The detail screen with 10 ingredients.
        let tenIngredients = try samples.first { $0.ingredients.count == 10 } ?? { throw BenchError.noSample }()
        let detail = try medianMicroseconds {
            let screen = try MiniCookpadScreen.recipeDetail.build(ScreenRequest(device: .iPhoneSE, recipe: tenIngredients))
            blackHole(screen.root.layoutIfNeeded())
        }
        out.append(row("detail", "build and lay out, 10 ingredients", "median \(format(detail)) us"))

        // Re-fitting one cell with new texts against a fresh cell per fit.
        let prototype = try RecipesCell(recipe: recipe(0))
        var i = 0
        let refit = try medianMicroseconds(batch: 50) {
            i += 1
            prototype.configure(with: recipe(i))
            blackHole(prototype.fittingSize(width: 375))
        }
        let freshFit = try medianMicroseconds(batch: 50) {
            i += 1
            blackHole(try RecipesCell(recipe: recipe(i)).fittingSize(width: 375))
        }
        out.append(row("refit", "one cell, new texts each fit", "median \(format(refit)) us per fit"))
        out.append(row("refit", "a fresh cell for each fit", "median \(format(freshFit)) us per fit"))
        out.append(row("refit", "fresh / reused", "\(format(freshFit / refit))x"))

        // Lists: building the screen, then its first layout (estimate, fit, place), timed apart.
        var table: [(n: Double, seconds: Double)] = []
        var fitted: [(n: Double, seconds: Double)] = []
        for n in sizes {
            let runs = n >= 10_000 ? 3 : 5
            var builds: [Double] = [], layouts: [(wall: Double, cpu: Double)] = [], relayouts: [Double] = []
            var fits: [(wall: Double, cpu: Double)] = []
            for _ in 0..<runs {
                var screen: View?
                var failure: (any Error)?
                builds.append(Measure.seconds {
                    do { screen = try listScreen(n, recipe) } catch { failure = error }
                })
                if let failure { throw failure }
                guard let screen else { continue }
                layouts.append(Measure.wallAndCPUSeconds { blackHole(screen.layoutIfNeeded()) })
                relayouts.append(Measure.seconds { blackHole(screen.layoutIfNeeded()) })
                // Interleaved with the layouts, so that both see the same load.
                fits.append(Measure.wallAndCPUSeconds {
                    var total = 0.0
                    for row in 0..<n {
                        prototype.configure(with: recipe(row))
                        total += prototype.fittingSize(width: 375).height
                    }
                    blackHole(total)
                })
            }
            let buildSeconds = Measure.median(builds)
            let tableSeconds = Measure.median(layouts.map(\.wall)), tableCPU = Measure.median(layouts.map(\.cpu))
            let fitSeconds = Measure.median(fits.map(\.wall)), fitCPU = Measure.median(fits.map(\.cpu))
            table.append((Double(n), tableSeconds))
            fitted.append((Double(n), fitSeconds))
            out.append(row("list", "\(n) cells: build the screen", "median \(format(buildSeconds * 1e3)) ms"))
            out.append(row("list", "\(n) cells: first layout of the table", "median \(format(tableSeconds * 1e3)) ms "
                + "(\(format(tableSeconds / Double(n) * 1e6)) us per cell; cpu \(format(tableCPU * 1e3)) ms)"))
            out.append(row("list", "\(n) cells: second layout, no change",
                           "median \(format(Measure.median(relayouts) * 1e3)) ms (one round over every cell)"))
            out.append(row("list", "\(n) fits of one reused cell", "median \(format(fitSeconds * 1e3)) ms "
                + "(\(format(fitSeconds / Double(n) * 1e6)) us per fit; cpu \(format(fitCPU * 1e3)) ms)"))
            out.append(row("list", "\(n) cells: first layout / \(n) fits", "\(format(tableSeconds / fitSeconds))x "
                + "(cpu \(format(tableCPU / fitCPU))x; goal at most 5x)"))
            // Each run's layout over the fits of the same run (interleaved, so under the same load).
            let runRatios = zip(layouts, fits).map { $0.wall / $1.wall }
            let runCPURatios = zip(layouts, fits).map { $0.cpu / $1.cpu }
            out.append(row("list", "\(n) cells: median of each run's ratio",
                           "\(format(Measure.median(runRatios)))x (cpu \(format(Measure.median(runCPURatios)))x; "
                           + "runs \(runRatios.map { format($0) }.joined(separator: ", ")))"))
        }
        if table.count > 1 {
            out.append(row("growth", "first layout of the table", "exponent \(format(Measure.growthExponent(table))) (1 = linear)"))
            out.append(row("growth", "fits of one reused cell", "exponent \(format(Measure.growthExponent(fitted)))"))
        }
        return out
    }

    enum BenchError: Error { case noSample }

    /// The list of `n` rows once, step by step, each step in a function of its own so that a
    /// profiler can count it apart (`callgrind_annotate` shows each one's inclusive cost): under
    /// valgrind, instruction counts do not depend on the machine's load as times do.
    static func runOnce(n: Int) throws -> [String] {
        let samples = Recipe.samples
        let recipe = { (i: Int) -> Recipe in
            var r = samples[i % samples.count]
            r.id = i
            return r
        }
        let prototype = try RecipesCell(recipe: recipe(0))
        var screen: View?
        let build = try Measure.seconds { screen = try buildListOnce(n, recipe) }
        guard let screen else { throw BenchError.noSample }
        let first = Measure.seconds { firstLayoutOnce(screen) }
        let second = Measure.seconds { secondLayoutOnce(screen) }
        let fits = Measure.seconds { fitsOnce(prototype, n, recipe) }
        return [
            row("once", "\(n) cells: build the screen", "\(format(build * 1e3)) ms"),
            row("once", "\(n) cells: first layout of the table", "\(format(first * 1e3)) ms"),
            row("once", "\(n) cells: second layout, no change", "\(format(second * 1e3)) ms"),
            row("once", "\(n) fits of one reused cell", "\(format(fits * 1e3)) ms"),
        ]
    }

    @inline(never) static func buildListOnce(_ n: Int, _ recipe: (Int) -> Recipe) throws -> View {
        try listScreen(n, recipe)
    }

    @inline(never) static func firstLayoutOnce(_ screen: View) { blackHole(screen.layoutIfNeeded()) }

    /// Not the same body as ``firstLayoutOnce(_:)``: identical functions are merged into one, and
    /// a profile would then add the two layouts up.
    @inline(never) static func secondLayoutOnce(_ screen: View) { blackHole(screen.layoutIfNeeded().conflicts.count) }

    @inline(never) static func fitsOnce(_ cell: RecipesCell, _ n: Int, _ recipe: (Int) -> Recipe) {
        var total = 0.0
        for row in 0..<n {
            cell.configure(with: recipe(row))
            total += cell.fittingSize(width: 375).height
        }
        blackHole(total)
    }

    /// The recipe list with `n` cells in a window on an iPhone SE, not yet laid out.
    static func listScreen(_ n: Int, _ recipe: (Int) -> Recipe) throws -> View {
        let recipes = (0..<n).map(recipe)
        return try MiniCookpadScreen.recipes.build(ScreenRequest(width: 375, height: 667, recipes: recipes)).root
    }

    /// The median of `body`'s time in microseconds, per call, over batches of `batch` calls.
    static func medianMicroseconds(batch: Int = 1, _ body: () throws -> Void) throws -> Double {
        try medianSeconds(runs: 5, maximumRuns: 200, budget: 0.5, batch: batch, body) / Double(batch) * 1e6
    }

    /// The median of `body`'s time in seconds over `runs` runs (more while under `budget`, at most
    /// `maximumRuns`), each run `batch` calls; the first error thrown ends the benchmark.
    static func medianSeconds(runs: Int, maximumRuns: Int? = nil, budget: Double = 1, batch: Int = 1,
                              _ body: () throws -> Void) throws -> Double {
        var failure: (any Error)?
        let seconds = Measure.medianSeconds(minimumRuns: runs, maximumRuns: maximumRuns ?? runs, budget: budget) {
            do {
                for _ in 0..<batch { try body() }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return seconds
    }

    /// A report line: the group, what was measured, the figure, in columns.
    static func row(_ group: String, _ what: String, _ figure: String) -> String {
        group.padding(toLength: 8, withPad: " ", startingAt: 0) + what.padding(toLength: 42, withPad: " ", startingAt: 0)
            + figure
    }

    static func format(_ value: Double) -> String { String(format: value < 10 ? "%.2f" : "%.1f", value) }
}
