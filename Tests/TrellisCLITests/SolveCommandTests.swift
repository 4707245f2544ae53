import Foundation
import Testing

@Suite("trellis solve, end to end")
struct SolveCommandTests {
    func write(_ text: String) throws -> String {
        let url = try Trellis.temporaryDirectory().appendingPathComponent("system.txt")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func printsVariablesSortedByName() throws {
        let file = try write("width == 400 @weak\nleft >= 0\nright == left + width\nedit width\nsuggest width = 600\n")
        let result = try Trellis.run(["solve", file])
        #expect(result.status == 0)
        #expect(result.output == "left = 0\nright = 600\nwidth = 600\n")
        #expect(result.error.isEmpty)
    }

    @Test func readsStandardInput() throws {
        let result = try Trellis.run(["solve", "-"], input: "x == 2.5\ny == x / 3\n")
        #expect(result.status == 0)
        #expect(result.output == "x = 2.5\ny = 0.833333333\n")
    }

    @Test func unsatisfiableExitsOneAndNamesTheLines() throws {
        let file = try write("# widths\nx >= 10\ny == 1\nx <= 5 # too small\n")
        let result = try Trellis.run(["solve", file])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.error.contains("\(file):2: x >= 10"))
        #expect(result.error.contains("\(file):4: x <= 5"))
        #expect(!result.error.contains(":3:"))
    }

    @Test func malformedExitsTwoWithFileLineColumn() throws {
        let file = try write("x >= 0\nx * y == 3\n")
        let result = try Trellis.run(["solve", file])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error == "trellis: \(file):2:3: product of two variables: the system must be linear\n")
    }

    @Test func missingFileAndBadCallsExitTwo() throws {
        let missing = try Trellis.run(["solve", "/nonexistent/system.txt"])
        #expect(missing.status == 2 && missing.error.contains("no such file") && missing.output.isEmpty)
        let noFile = try Trellis.run(["solve"])
        #expect(noFile.status == 2 && noFile.error.contains("usage: trellis solve"))
        let badFlag = try Trellis.run(["solve", "--frobnicate", "x.txt"])
        #expect(badFlag.status == 2 && badFlag.error.contains("unknown option --frobnicate"))
        let unknown = try Trellis.run(["levitate"])
        #expect(unknown.status == 2 && unknown.error.contains("unknown command 'levitate'"))
        let nothing = try Trellis.run([])
        #expect(nothing.status == 2 && nothing.error.contains("usage:"))
    }

    @Test func helpIsAvailableEverywhere() throws {
        let top = try Trellis.run(["--help"])
        #expect(top.status == 0 && top.output.contains("solve") && top.output.contains("demo"))
        let solve = try Trellis.run(["solve", "--help"])
        #expect(solve.status == 0 && solve.output.contains("usage: trellis solve"))
        let demo = try Trellis.run(["demo", "--help"])
        #expect(demo.status == 0 && demo.output.contains("usage: trellis demo"))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: Trellis.repository.deletingLastPathComponent().appendingPathComponent("shared/workloads/enaml.txt").path)))
    func solvesTheEnamlWorkload() throws {
        let path = Trellis.repository.deletingLastPathComponent().appendingPathComponent("shared/workloads/enaml.txt").path
        let result = try Trellis.run(["solve", path])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 37)
        #expect(lines.contains("width = 800") && lines.contains("height = 400"))
    }
}

@Suite("trellis solve --tableau")
struct SolveTableauTests {
    @Test func printsTheTableauAfterTheValues() throws {
        let result = try Trellis.run(["solve", "--tableau", "-"], input: "x >= 3\nx == 10 @weak\n")
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("x = 10\n"))
        #expect(result.output.contains("Objective (by level, highest first):"))
        #expect(result.output.contains("@250"))
        #expect(result.output.contains("Constraints:"))
    }
}
