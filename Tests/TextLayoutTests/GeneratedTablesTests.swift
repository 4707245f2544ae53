import Foundation
import Testing
@testable import TextLayout

@Suite struct GeneratedTablesTests {
    @Test func classNamesAgreeWithTheEnum() {
        #expect(GeneratedUnicodeTables.lineBreakClassNames.count == LineBreakClass.allCases.count)
        for lineBreakClass in LineBreakClass.allCases {
            let expected = "\(lineBreakClass)".replacingOccurrences(of: "`", with: "").uppercased()
            #expect(lineBreakClass.name == expected)
        }
    }

    @Test func spotChecksOfTheTables() {
        #expect(UnicodeProperties.lineBreakClass(of: "a") == .al)
        #expect(UnicodeProperties.lineBreakClass(of: "「") == .op)
        #expect(UnicodeProperties.lineBreakClass(of: "。") == .cl)
        #expect(UnicodeProperties.lineBreakClass(of: "ゃ") == .cj)
        #expect(UnicodeProperties.lineBreakClass(of: "ー") == .cj)
        #expect(UnicodeProperties.lineBreakClass(of: "…") == .in)
        #expect(UnicodeProperties.lineBreakClass(of: "\u{20000}") == .id)  // above the BMP
        #expect(UnicodeProperties.cellWidthClass(of: "漢") == .wide)
        #expect(UnicodeProperties.cellWidthClass(of: "\u{301}") == .zero)
        #expect(UnicodeProperties.cellWidthClass(of: "\t") == .control)
        #expect(UnicodeProperties.flags(of: "\u{1F600}").contains(.emojiPresentation))
        #expect(UnicodeProperties.flags(of: "「").contains(.eastAsian))
        #expect(!UnicodeProperties.flags(of: "(").contains(.eastAsian))
    }

    /// Runs the generator and compares its output with the committed files, so the tables can
    /// never drift from the script or the data. Needs Debian's `unicode-data` and python3.
    @Test(.enabled(if: TestData.hasUnicodeData && TestData.hasPython,
                   "skipped: /usr/share/unicode or python3 absent, so the tables were not regenerated"))
    func regeneratedTablesMatchTheCommittedFile() throws {
        let root = TestData.repositoryRoot
        let script = root.appendingPathComponent("Scripts/text/generate_unicode_tables.py").path
        let unicode = root.appendingPathComponent("Sources/TextLayout/Unicode")
        let regenerated = try #require(TestData.run(["python3", script, "--stdout"]))
        // --stdout writes the two files one after the other, UnicodeTables first.
        let current = try ["UnicodeTables.generated.swift", "LineBreakTable.generated.swift"].map {
            try String(contentsOf: unicode.appendingPathComponent($0), encoding: .utf8)
        }.joined()
        #expect(regenerated == current, "run Scripts/text/generate_unicode_tables.py and commit the result")
    }
}
