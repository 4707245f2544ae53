import Rendering

/// What `check` found for one screen, scene or cell: the counts and UIKit's log, for `--format
/// junit|json`.
struct CheckResult: Sendable {
    var screen: String
    var views: Int
    var conflicts: Int
    var ambiguous: Int
    /// UIKit's log: the conflict reports and the `_autolayoutTrace`; empty when clean.
    var log: String
    var warnings: [String]

    var isClean: Bool { log.isEmpty }

    /// `1 conflict, 2 ambiguous views`.
    var summary: String {
        "\(conflicts) conflict\(conflicts == 1 ? "" : "s"), \(ambiguous) ambiguous view\(ambiguous == 1 ? "" : "s")"
    }

    /// JUnit: one test case per screen, failing with UIKit's log as the failure's body. The type
    /// says which kind of problem it is (`conflict`, `ambiguity`, or both).
    static func junit(_ results: [CheckResult]) -> JUnitSuite {
        let cases = results.map { result in
            var test = JUnitTestCase(classname: "trellis.check", name: result.screen,
                                     properties: [JUnitProperty("views", "\(result.views)"),
                                                  JUnitProperty("conflicts", "\(result.conflicts)"),
                                                  JUnitProperty("ambiguous", "\(result.ambiguous)")],
                                     systemErr: result.warnings.isEmpty ? nil : result.warnings.joined(separator: "\n") + "\n")
            if !result.isClean {
                let kinds = [result.conflicts > 0 ? "conflict" : nil, result.ambiguous > 0 ? "ambiguity" : nil]
                test.failure = JUnitProblem(message: "\(result.screen): \(result.summary)",
                                            type: kinds.compactMap { $0 }.joined(separator: ","), body: result.log + "\n")
            }
            return test
        }
        let problems = results.count { !$0.isClean }
        return JUnitSuite(name: "trellis check", properties: [JUnitProperty("screens", "\(results.count)"),
                                                             JUnitProperty("problems", "\(problems)")], cases: cases)
    }

    /// JSON with the same content:
    ///
    /// ```json
    /// {"screens": 1, "problems": 1,
    ///  "results": [
    ///   {"screen": "recipes-cell", "views": 5, "conflicts": 1, "ambiguous": 0,
    ///    "log": "Unable to simultaneously satisfy constraints. ...", "warnings": []}
    ///  ]}
    /// ```
    ///
    /// `log` is `null` for a clean screen.
    static func json(_ results: [CheckResult]) -> String {
        var out = "{\"screens\": \(results.count), \"problems\": \(results.count { !$0.isClean }),\n \"results\": ["
        for (index, result) in results.enumerated() {
            out += index == 0 ? "\n  " : ",\n  "
            out += "{\"screen\": \(JSONText.string(result.screen)), \"views\": \(result.views), "
            out += "\"conflicts\": \(result.conflicts), \"ambiguous\": \(result.ambiguous),\n   "
            out += "\"log\": \(JSONText.optional(result.isClean ? nil : result.log)), "
            out += "\"warnings\": [\(result.warnings.map(JSONText.string).joined(separator: ", "))]}"
        }
        out += results.isEmpty ? "]}\n" : "\n ]}\n"
        return out
    }
}
