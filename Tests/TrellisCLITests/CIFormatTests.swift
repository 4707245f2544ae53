import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `verify --report`, and `--format junit|json` of `verify` and `check`, end to end.
@Suite("trellis verify and check for CI, end to end")
struct CIFormatTests {
    /// The mismatched file (its bar saved 40 pt too narrow) with hostile markup as the bar's user
    /// label, and a label of that text saved at a size the text cannot have, so both are mismatches.
    static let hostileText = "&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;"
    static var hostileXib: String {
        get throws {
            try VerifyCommandTests.mismatchedXib
                .replacingOnce(#"id="Bar-aa-001">"#, with: #"userLabel="\#(hostileText)" id="Bar-aa-001">"#)
                .replacingOnce("            </subviews>\n", with: """
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(hostileText)" translatesAutoresizingMaskIntoConstraints="NO" id="Lbl-aa-001">
                                    <rect key="frame" x="16" y="0.0" width="5" height="5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>

                """)
                .replacingOnce("            </constraints>\n        </view>\n", with: """
                                <constraint firstItem="Lbl-aa-001" firstAttribute="leading" secondItem="Box-aa-001" secondAttribute="leading" constant="16" id="Con-aa-009"/>
                                <constraint firstItem="Lbl-aa-001" firstAttribute="top" secondItem="Box-aa-001" secondAttribute="top" id="Con-aa-010"/>
                            </constraints>
                        </view>

                """)
        }
    }

    func files() throws -> (directory: URL, good: String, bad: String) {
        let directory = try Trellis.temporaryDirectory()
        let inputs = directory.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
        try VerifyCommandTests.goodXib.write(to: inputs.appendingPathComponent("Good.xib"), atomically: true, encoding: .utf8)
        try Self.hostileXib.write(to: inputs.appendingPathComponent("Hostile.xib"), atomically: true, encoding: .utf8)
        return (directory, inputs.appendingPathComponent("Good.xib").path, inputs.appendingPathComponent("Hostile.xib").path)
    }

    /// JUnit with the run's times set to 0, to compare.
    func withoutTimes(_ xml: String) -> String {
        xml.replacing(/time="[0-9.]+"/, with: "time=\"0\"")
    }

    @Test func verifyJUnitHasACasePerFileAndFailsOnlyWhereViewsMismatch() throws {
        let (directory, good, bad) = try files()
        let result = try Trellis.run(["verify", good, bad, "--format", "junit"])
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        let xml = withoutTimes(result.output)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"trellis verify\" tests=\"2\" failures=\"1\" errors=\"0\" time=\"0\">"))
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 2)
        #expect(xml.contains("<testcase classname=\"trellis.verify\" name=\"\(good)\" time=\"0\">\n      <properties>\n        <property name=\"views\" value=\"3\"/>\n        <property name=\"matched\" value=\"3\"/>\n        <property name=\"rate\" value=\"1\"/>\n      </properties>\n    </testcase>"))
        #expect(xml.components(separatedBy: "<failure ").count - 1 == 1)
        // The failure lists both mismatched views, with their frames and causes.
        let failure = try #require(xml.components(separatedBy: "type=\"mismatch\">").last?.components(separatedBy: "</failure>").first)
        #expect(failure.split(separator: "\n").count == 2)
        #expect(failure.contains("label Lbl-aa-001 line ") && failure.contains("(UILabel): saved (16, 0, 5, 5) computed"))
        #expect(failure.contains("Bar-aa-001 line 16 (UIView): saved (112, 10, 152, 80) computed (112, 10, 192, 80), off 40 pt: saved against its constraints"))
        #expect(xml.contains("view '&lt;/script&gt;&lt;script&gt;alert(\"x\")&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;' Bar-aa-001 line"))
        #expect(!xml.contains("<script"))
        #expect(Self.xmlError(result.output) == nil)
        try FileManager.default.removeItem(at: directory)
    }

    @Test func verifyJSONToAFileCarriesTheSameContent() throws {
        let (directory, good, bad) = try files()
        let out = directory.appendingPathComponent("verify.json")
        let result = try Trellis.run(["verify", good, bad, "--format", "json", "-o", out.path])
        #expect(result.status == 0)
        #expect(result.output.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.map { $0["file"] as? String } == [good, bad])
        #expect((results[0]["mismatches"] as? [Any])?.isEmpty == true)
        let mismatches = try #require(results[1]["mismatches"] as? [[String: Any]])
        #expect(mismatches.contains { $0["id"] as? String == "Bar-aa-001" && $0["cause"] as? String != nil })
        #expect(object["views"] as? Int == (results[0]["views"] as? Int ?? 0) + (results[1]["views"] as? Int ?? 0))
        try FileManager.default.removeItem(at: directory)
    }

    @Test func unreadableFileIsAnErrorCaseAndExitsTwo() throws {
        let (directory, good, _) = try files()
        let broken = directory.appendingPathComponent("Broken.xib")
        try "<document><objects>".write(to: broken, atomically: true, encoding: .utf8)
        let result = try Trellis.run(["verify", good, broken.path, "--format", "junit"])
        #expect(result.status == 2)
        #expect(result.output.contains("errors=\"1\""))
        #expect(result.output.contains("<error message=\"\(broken.path):"))
        #expect(result.error.contains("\(broken.path):"))
        try FileManager.default.removeItem(at: directory)
    }

    @Test func reportHasAnIndexAndAPagePerFileWithEveryMismatchListed() throws {
        let (directory, good, bad) = try files()
        let report = directory.appendingPathComponent("report")
        let result = try Trellis.run(["verify", good, bad, "--report", report.path])
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("verify: report written to \(report.path)/index.html\n"))
        let index = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("href=\"files/0001-Good.xib.html\"") && index.contains("href=\"files/0002-Hostile.xib.html\""))
        // Worst first: the hostile file before the good one.
        let hostileRow = try #require(index.range(of: "0002-Hostile.xib.html")), goodRow = try #require(index.range(of: "0001-Good.xib.html"))
        #expect(hostileRow.lowerBound < goodRow.lowerBound)
        let pages = try FileManager.default.contentsOfDirectory(atPath: report.appendingPathComponent("files").path).sorted()
        #expect(pages == ["0001-Good.xib.html", "0002-Hostile.xib.html"])
        let json = try Trellis.run(["verify", bad, "--format", "json"])
        let mismatches = json.output.components(separatedBy: "{\"root\": ").count - 1
        #expect(mismatches >= 2, "\(json.output) \(json.error)")
        let page = try String(contentsOf: report.appendingPathComponent("files/0002-Hostile.xib.html"), encoding: .utf8)
        #expect(page.components(separatedBy: "<li class=\"mismatch\"").count - 1 == mismatches)
        #expect(page.components(separatedBy: "<svg ").count - 1 == 1)
        #expect(!page.contains("<script") && !page.contains("<img"))
        #expect(page.contains("&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"))
        // Leftovers of the staging folder would be hidden beside the report.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["in", "report"])
        // A second run replaces the report in place.
        let again = try Trellis.run(["verify", good, "--report", report.path])
        #expect(again.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: report.appendingPathComponent("files").path) == ["0001-Good.xib.html"])
        try FileManager.default.removeItem(at: directory)
    }

    @Test func unwritableReportExitsTwoAndLeavesNothing() throws {
        let (directory, good, _) = try files()
        let blocker = directory.appendingPathComponent("file")
        try "x".write(to: blocker, atomically: true, encoding: .utf8)
        for target in [blocker.path, blocker.appendingPathComponent("report").path] {
            let result = try Trellis.run(["verify", good, "--report", target])
            #expect(result.status == 2)
            #expect(result.output.isEmpty)
            #expect(result.error.hasPrefix("trellis: \(target):"))
        }
        let badOutput = try Trellis.run(["verify", good, "--format", "json", "-o", blocker.appendingPathComponent("x.json").path])
        #expect(badOutput.status == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["file", "in"])
        try FileManager.default.removeItem(at: directory)
    }

    @Test func wrongFormatOrOutputIsAUsageError() throws {
        let unknown = try Trellis.run(["verify", "x.xib", "--format", "xml"])
        #expect(unknown.status == 2)
        #expect(unknown.error.contains("--format must be text, junit or json, not 'xml'"))
        let textToFile = try Trellis.run(["check", "recipes", "-o", "/tmp/x.txt"])
        #expect(textToFile.status == 2)
        #expect(textToFile.error.contains("-o needs --format junit or json"))
    }

    @Test func checkJUnitFailsWithUIKitsLogAndKeepsTheExitCode() throws {
        let conflict = try Trellis.run(["check", "recipes-cell", "--height", "44", "--required-image-bottom", "--format", "junit"])
        #expect(conflict.status == 1)
        let xml = withoutTimes(conflict.output)
        #expect(xml.contains("<testsuites name=\"trellis check\" tests=\"1\" failures=\"1\" errors=\"0\" time=\"0\">"))
        #expect(xml.contains("<failure message=\"recipes-cell: 1 conflict, 0 ambiguous views\" type=\"conflict\">[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(xml.contains("&lt;NSLayoutConstraint:"))
        let clean = try Trellis.run(["check", "recipes-cell", "--format", "junit"])
        #expect(clean.status == 0)
        #expect(withoutTimes(clean.output).contains("<testcase classname=\"trellis.check\" name=\"recipes-cell\" time=\"0\">\n      <properties>\n        <property name=\"views\" value=\"6\"/>\n        <property name=\"conflicts\" value=\"0\"/>\n        <property name=\"ambiguous\" value=\"0\"/>\n      </properties>\n    </testcase>"))
    }

    /// Two top-level views, the second ambiguous (its bar has no height) and named with markup.
    static var twoRootXib: String {
        get throws {
            let good = VerifyCommandTests.goodXib
            let view = try #require(good.range(of: "        <view contentMode").map { start in
                good[start.lowerBound..<good.range(of: "    </objects>")!.lowerBound]
            })
            let ambiguous = try String(view).replacingOccurrences(of: "-aa-", with: "-bb-")
                .replacingOnce(#"<constraint firstItem="Bar-bb-001" firstAttribute="height" secondItem="Img-bb-001" secondAttribute="height" id="Con-bb-008"/>"#, with: "")
                .replacingOnce(#"id="Bar-bb-001">"#, with: #"userLabel="\#(hostileText)" id="Bar-bb-001">"#)
            return try good.replacingOnce("    </objects>", with: ambiguous + "    </objects>")
        }
    }

    @Test func checkHasACasePerRootAndFailsOnlyTheAmbiguousOne() throws {
        let directory = try Trellis.temporaryDirectory()
        let file = directory.appendingPathComponent("Two.xib")
        try Self.twoRootXib.write(to: file, atomically: true, encoding: .utf8)
        let text = try Trellis.run(["check", file.path])
        let junit = try Trellis.run(["check", file.path, "--format", "junit"])
        #expect(text.status == 1 && junit.status == 1)
        #expect(Self.xmlError(junit.output) == nil)
        #expect(!junit.output.contains("<script"))
        let xml = withoutTimes(junit.output)
        #expect(xml.contains("<testsuites name=\"trellis check\" tests=\"2\" failures=\"1\" errors=\"0\" time=\"0\">"))
        #expect(xml.contains("<testcase classname=\"trellis.check\" name=\"Two.xib#Box-aa-001\" time=\"0\">\n      <properties>\n        <property name=\"views\" value=\"3\"/>\n        <property name=\"conflicts\" value=\"0\"/>\n        <property name=\"ambiguous\" value=\"0\"/>\n      </properties>\n    </testcase>"))
        #expect(xml.contains("<failure message=\"Two.xib#Box-bb-001: 0 conflicts, 1 ambiguous view\" type=\"ambiguity\">"))
        // The failure's body is the log text mode prints, escaped.
        let log = try #require(text.output.components(separatedBy: "1 ambiguous view\n").last)
        #expect(xml.contains(log.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;") + "</failure>"))
        #expect(log.contains("AMBIGUOUS LAYOUT"))

        let json = try Trellis.run(["check", file.path, "--format", "json"])
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.map { $0["screen"] as? String } == ["Two.xib#Box-aa-001", "Two.xib#Box-bb-001"])
        #expect(results.map { $0["ambiguous"] as? Int } == [0, 1])
        #expect(results[0]["log"] is NSNull)
        #expect((results[1]["log"] as? String).map { log.hasPrefix($0) } == true)
        try FileManager.default.removeItem(at: directory)
    }

    @Test func badInputWritesNoOutputFileAndKeepsAnEarlierOne() throws {
        let directory = try Trellis.temporaryDirectory()
        let out = directory.appendingPathComponent("check.xml")
        let missing = try Trellis.run(["check", directory.appendingPathComponent("Nothing.xib").path, "--format", "junit", "-o", out.path])
        #expect(missing.status == 2)
        #expect(missing.output.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])
        try "earlier".write(to: out, atomically: true, encoding: .utf8)
        let broken = directory.appendingPathComponent("Broken.xib")
        try "<document><objects>".write(to: broken, atomically: true, encoding: .utf8)
        let again = try Trellis.run(["check", broken.path, "--format", "json", "-o", out.path])
        #expect(again.status == 2)
        #expect(try String(contentsOf: out, encoding: .utf8) == "earlier")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["Broken.xib", "check.xml"])
        try FileManager.default.removeItem(at: directory)
    }

    /// Whether the text parses as XML (libxml2's parser, as xmllint's), and the error if not.
    static func xmlError(_ text: String) -> String? {
        let parser = XMLParser(data: Data(text.utf8))
        return parser.parse() ? nil : String(describing: parser.parserError)
    }

    @Test func checkJSONHasAResultPerScreen() throws {
        let result = try Trellis.run(["check", "recipes-cell", "--height", "44", "--required-image-bottom", "--format", "json"])
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["screens"] as? Int == 1)
        #expect(object["problems"] as? Int == 1)
        let first = try #require((object["results"] as? [[String: Any]])?.first)
        #expect(first["screen"] as? String == "recipes-cell")
        #expect(first["conflicts"] as? Int == 1)
        #expect((first["log"] as? String)?.contains("Will attempt to recover by breaking constraint") == true)
    }
}

extension String {
    /// The text with `target` replaced, failing when `target` is not there exactly once, so a
    /// fixture built by editing another cannot silently stay unedited.
    func replacingOnce(_ target: String, with replacement: String) throws -> String {
        let count = components(separatedBy: target).count - 1
        guard count == 1 else { throw FixtureEditError(target: target, count: count) }
        return replacingOccurrences(of: target, with: replacement)
    }
}

struct FixtureEditError: Error, CustomStringConvertible {
    var target: String
    var count: Int
    var description: String { "expected one \(target.debugDescription) in the fixture, found \(count)" }
}
