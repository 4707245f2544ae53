import Foundation
import Testing
@testable import TextLayout

/// Unicode's own conformance test for UAX #14, when Debian's `unicode-data` is installed
/// (`.ci/run` installs it). Without it the test is skipped and says so.
@Suite struct LineBreakConformanceTests {
    struct Case {
        let line: Int
        let scalars: [Unicode.Scalar]
        /// Whether a break is allowed after each scalar.
        let breaksAfter: [Bool]
    }

    static func cases() throws -> [Case] {
        let text = try String(contentsOfFile: TestData.lineBreakTest, encoding: .utf8)
        var cases: [Case] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let body = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let tokens = body.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard !tokens.isEmpty else { continue }
            var scalars: [Unicode.Scalar] = []
            var breaks: [Bool] = []
            for token in tokens.dropFirst() {  // the first token is the boundary at the start
                switch token {
                case "÷": breaks.append(true)
                case "×": breaks.append(false)
                default: scalars.append(Unicode.Scalar(UInt32(token, radix: 16)!)!)
                }
            }
            cases.append(Case(line: number + 1, scalars: scalars, breaksAfter: breaks))
        }
        return cases
    }

    @Test(.enabled(if: TestData.hasLineBreakTest, "LineBreakTest.txt absent: apt-get install unicode-data"))
    func passesAllOfLineBreakTest() throws {
        let cases = try Self.cases()
        var failures: [String] = []
        for testCase in cases {
            let actions = LineBreakRules.actions(for: testCase.scalars)
            let breaks = actions.dropFirst().map { $0 != .prohibited }
            if breaks != testCase.breaksAfter {
                let hex = testCase.scalars.map { String($0.value, radix: 16, uppercase: true) }
                failures.append("line \(testCase.line): \(hex.joined(separator: " ")) expected \(testCase.breaksAfter) got \(breaks)")
            }
        }
        let passed = cases.count - failures.count
        print("LineBreakTest.txt (Unicode \(LineBreaking.unicodeVersion)): \(passed) of \(cases.count) pass")
        #expect(cases.count > 7000)
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5).joined(separator: "\n"))")
    }
}
