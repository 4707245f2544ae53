import Foundation
import Layout
import Testing
@testable import Rendering

/// The verification report's pages and the CI formats of `verify`, from a made-up verification.
@Suite struct VerificationReportTests {
    let summary = VerificationFixtures.summary

    @Test func junitMatchesGoldenAndIsWellFormed() {
        let xml = summary.junit().xml()
        #expect(xmlError(xml) == nil)
        expectSnapshot(xml, named: "verify-report.junit.xml")
    }

    @Test func junitHasOneCasePerFileAndFailuresWhereViewsMismatch() {
        let suite = summary.junit()
        #expect(suite.cases.map(\.name) == summary.files.map(\.path))
        #expect(suite.cases.map { $0.failure != nil } == [true, false, false])
        #expect(suite.cases.map { $0.error != nil } == [false, true, false])
        #expect(suite.cases[0].failure?.body.split(separator: "\n").count == 3)
        #expect(suite.properties.contains(JUnitProperty("matched", "5")))
    }

    @Test func jsonMatchesGoldenAndParses() throws {
        let json = summary.json()
        expectSnapshot(json, named: "verify-report.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["views"] as? Int == 8)
        #expect(object["matched"] as? Int == 5)
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.count == 3)
        #expect((results[0]["mismatches"] as? [Any])?.count == 3)
        #expect(results[1]["error"] as? String == "App/Broken.xib:3:7: unexpected end of file")
    }

    @Test func pageMatchesGolden() {
        expectSnapshot(VerificationReport.page(summary.files[0], number: 0, tolerance: 0.5), named: "verify-report-page.html")
        expectSnapshot(VerificationReport.index(summary), named: "verify-report-index.html")
    }

    @Test func pageDrawsEveryRootAndListsEveryMismatchOnce() {
        let page = VerificationReport.page(summary.files[0], number: 0, tolerance: 0.5)
        #expect(page.components(separatedBy: "<svg ").count - 1 == 2)
        #expect(page.components(separatedBy: "<li class=\"mismatch\"").count - 1 == 3)
        #expect(page.components(separatedBy: "<g class=\"mismatch\"").count - 1 == 3)
        #expect(page.contains("data-mismatches=\"3\""))
        // Each entry links to its drawing.
        for anchor in ["v-2-1", "v-2-2", "v-2-3"] {
            #expect(page.contains("href=\"#\(anchor)\"") && page.contains("id=\"\(anchor)\""))
        }
        // The label's canvas frame is its parent's origin plus its own.
        #expect(page.contains("<rect class=\"computed\" x=\"18\" y=\"32\" width=\"131.5\" height=\"20.5\"/>"))
        // Not laid out: only Xcode's rectangle.
        #expect(page.contains("not laid out"))
    }

    @Test func hostileTextStaysInert() {
        let pages = [VerificationReport.index(summary)]
            + summary.files.enumerated().map { VerificationReport.page($0.element, number: $0.offset, tolerance: 0.5) }
        for page in pages {
            #expect(inertnessProblems(page) == [])
            #expect(!page.contains("<script"))
            #expect(!page.contains("</script"))
            #expect(page.contains("Content-Security-Policy"))
        }
        #expect(pages[1].contains("&lt;/script&gt;&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt;"))
        // The checker itself catches what it is there for.
        #expect(!inertnessProblems("<p>ok</p><script>alert(1)</script>").isEmpty)
        #expect(!inertnessProblems("<img src=x onerror=\"alert(1)\">").isEmpty)
        #expect(!inertnessProblems("<a href=\"#\" onclick=\"alert(1)\">x</a>").isEmpty)
    }

    @Test func pageNamesAreSafeAndDistinct() {
        let names = summary.files.enumerated().map { VerificationReport.pageName(of: $0.element, number: $0.offset) }
        #expect(names[0] == "0001-Main.storyboard.html")
        #expect(Set(names).count == names.count)
        for name in names { #expect(name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }) }
    }

    @Test func filesAreListedWorstFirst() {
        #expect(summary.worstFirst == [1, 0, 2])
    }

    @Test func farAwayViewsDoNotShrinkTheDrawing() {
        let far = VerificationFixtures.view("Far", root: "R", line: 1, saved: Rect(x: 0, y: 0, width: 10, height: 10),
                                            computed: Rect(x: 1e9, y: -1e9, width: .infinity, height: 10), cause: "unexplained")
        let root = VerifiedRoot(id: "R", sceneID: nil, size: Size(width: 100, height: 50), views: [far])
        let box = VerificationOverlay.viewBox(root)
        #expect(box.width <= 300 + 2 * VerificationOverlay.padding)
        let svg = VerificationOverlay.svg(root, rootNumber: 1)
        #expect(xmlError(svg.replacingOccurrences(of: "<svg ", with: "<svg xmlns=\"http://www.w3.org/2000/svg\" ")) == nil)
        for line in svg.split(separator: "\n") where line.contains("<rect") {
            #expect(!line.contains("inf") && !line.contains("nan"))
        }
    }
}
