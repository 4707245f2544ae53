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
/// - list: a table of N self-sized cells laid out in a window (N = 1,000 and 10,000 by default),
///   and N cells fitted with one reused prototype cell; the growth exponent is the slope of
///   log time against log N (1 is linear).
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
        out.append("cell        build+fit+layout, fresh cell      median \(format(fresh)) us")
        let cell = try RecipesCell(recipe: recipe(0))
        cell.layout(width: 375, height: cell.fittingSize(width: 375).height)
        let relayout = try medianMicroseconds { blackHole(cell.layoutIfNeeded()) }
        out.append("cell        layoutIfNeeded, nothing changed    median \(format(relayout)) us")

        // The detail screen with 10 ingredients.
        let tenIngredients = try samples.first { $0.ingredients.count == 10 } ?? { throw BenchError.noSample }()
        let detail = try medianMicroseconds {
            let screen = try MiniCookpadScreen.recipeDetail.build(ScreenRequest(device: .iPhoneSE, recipe: tenIngredients))
            blackHole(screen.root.layoutIfNeeded())
        }
        out.append("detail      build+layout, 10 ingredients       median \(format(detail)) us")

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
        out.append("refit       same cell, new texts               median \(format(refit)) us per fit")
        out.append("refit       fresh cell per fit                 median \(format(freshFit)) us per fit")
        out.append("refit       fresh / reused                     \(format(freshFit / refit))x")

        // Lists.
        var table: [(n: Double, seconds: Double)] = []
        var fitted: [(n: Double, seconds: Double)] = []
        for n in sizes {
            let runs = n >= 10_000 ? 3 : 5
            let tableSeconds = try medianSeconds(runs: runs) {
                blackHole(try listScreen(n, recipe).layoutIfNeeded())
            }
            let fitSeconds = try medianSeconds(runs: runs) {
                var total = 0.0
                for row in 0..<n {
                    prototype.configure(with: recipe(row))
                    total += prototype.fittingSize(width: 375).height
                }
                blackHole(total)
            }
            table.append((Double(n), tableSeconds))
            fitted.append((Double(n), fitSeconds))
            out.append("list        \(n) cells in a table, layout       median \(format(tableSeconds * 1e3)) ms "
                + "(\(format(tableSeconds / Double(n) * 1e6)) us per cell)")
            out.append("list        \(n) fits of a reused cell          median \(format(fitSeconds * 1e3)) ms "
                + "(\(format(fitSeconds / Double(n) * 1e6)) us per fit)")
        }
        if table.count > 1 {
            out.append("growth      table layout exponent \(format(Measure.growthExponent(table))), "
                + "reused-cell fitting exponent \(format(Measure.growthExponent(fitted))) (1 = linear)")
        }
        return out
    }

    enum BenchError: Error { case noSample }

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

    static func format(_ value: Double) -> String { String(format: value < 10 ? "%.2f" : "%.1f", value) }
}
