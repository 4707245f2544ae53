import Foundation
import Testing
import InterfaceBuilderReader

/// Reads `xml`, expecting an error; returns it (or records an issue).
func readError(_ xml: String, sourceLocation: SourceLocation = #_sourceLocation) -> IBReadError? {
    do {
        _ = try IBDocument(xml: xml)
        Issue.record("expected an error", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

/// 1-based number of the first line of `text` that contains `marker`.
func lineNumber(of marker: String, in text: String) -> Int? {
    text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(marker) }.map { $0 + 1 }
}

/// `text` with exactly one occurrence of `old` replaced.
func replacing(_ old: String, with new: String, in text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    #expect(text.components(separatedBy: old).count == 2, "\(old) must occur once", sourceLocation: sourceLocation)
    return text.replacingOccurrences(of: old, with: new)
}

@Suite("Bad files give typed errors with a line and column")
struct ErrorTests {
    /// Mutates `base` and checks the error's kind, and that its line is the one holding `marker`.
    func check(_ base: String, replace old: String, with new: String, expect kind: IBReadError.Kind,
               at marker: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let xml = replacing(old, with: new, in: base, sourceLocation: sourceLocation)
        guard let error = readError(xml, sourceLocation: sourceLocation) else { return }
        #expect(error.kind == kind, sourceLocation: sourceLocation)
        #expect(error.line == lineNumber(of: marker, in: xml), "\(error)", sourceLocation: sourceLocation)
        #expect(error.column > 1, sourceLocation: sourceLocation)
    }

    @Test func notXML() throws {
        let error = try #require(readError("this is not XML\n"))
        #expect(error.kind == .malformedXML(code: 4))
        #expect(error.line == 1 && error.column >= 1)
        #expect(error.description.hasPrefix("1:"))
        let mismatched = try #require(readError("<document type=\"x\">\n  <objects>\n</document>\n"))
        guard case .malformedXML = mismatched.kind else { Issue.record("\(mismatched.kind)"); return }
        #expect(mismatched.line == 3)
    }

    @Test func emptyAndForeignDocuments() throws {
        #expect(readError("")?.kind == .empty)
        #expect(readError("  \n\n")?.kind == .empty)
        let plist = try #require(readError("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n"))
        #expect(plist.kind == .notInterfaceBuilder(rootElement: "plist"))
        #expect(plist.line == 2)
        #expect(readError("<document/>")?.kind == .missingAttribute(element: "document", attribute: "type"))
    }

    @Test func deepNestingIsRefusedNotOverflowed() throws {
        let depth = 5000
        let xml = "<document type=\"x\">" + String(repeating: "<view>", count: depth)
            + String(repeating: "</view>", count: depth) + "</document>"
        let error = try #require(readError(xml))
        #expect(error.kind == .tooDeeplyNested(limit: 256))
        #expect(error.line == 1 && error.column > 256 * 6)
    }

    /// Nested entity expansion ("billion laughs") must fail fast, not hang or exhaust memory.
    @Test func entityExpansionBomb() {
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n<!ENTITY a0 \"lol\">\n"
        for level in 1...9 {
            let previous = "&a\(level - 1);"
            xml += "<!ENTITY a\(level) \"\(String(repeating: previous, count: 10))\">\n"
        }
        xml += "]>\n<document type=\"x\" toolsVersion=\"&a9;\"/>\n"
        let start = ContinuousClock.now
        do {
            let document = try IBDocument(xml: xml)
            #expect((document.toolsVersion?.count ?? 0) <= 30_000_000)
        } catch {
            #expect(error.line >= 1)
        }
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    /// The deepest file the depth limit lets through still reads, on a test thread's stack:
    /// views nested as deep as the limit allows, each with a constraint on its parent.
    @Test func deepestAllowedNestingReads() throws {
        let levels = 126 // <document><objects> + two elements (<view><subviews>) per level < 256
        var xml = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>"
        for level in 0..<levels {
            xml += "<view id=\"v\(level)\"><rect key=\"frame\" x=\"1\" y=\"1\" width=\"10\" height=\"10\"/>"
            if level > 0 {
                xml += "<constraints><constraint firstAttribute=\"top\" secondItem=\"v\(level - 1)\" secondAttribute=\"top\" id=\"c\(level)\"/></constraints>"
            }
            xml += "<subviews>"
        }
        for _ in 0..<levels { xml += "</subviews></view>" }
        xml += "</objects></document>"
        let document = try IBDocument(xml: xml)
        #expect(document.allViews.count == levels)
        #expect(document.allConstraints.count == levels - 1)

        // Keyed views nest one element per level: the worst case for the reader's recursion.
        let keyed = 253
        var chain = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>"
        for level in 0..<keyed { chain += "<view key=\"contentView\" id=\"k\(level)\">" }
        chain += String(repeating: "</view>", count: keyed) + "</objects></document>"
        #expect(try IBDocument(xml: chain).allViews.count == keyed)
    }

    @Test func unreadableFile() {
        do {
            _ = try IBDocument(contentsOf: URL(fileURLWithPath: "/nonexistent/file.xib"))
            Issue.record("expected an error")
        } catch {
            guard case .unreadableFile(let path, _) = error.kind else { Issue.record("\(error)"); return }
            #expect(path == "/nonexistent/file.xib")
        }
    }

    /// Cutting a fixture every 50 bytes: every prefix either reads (only the whole file can) or
    /// fails with a typed error that has a position inside the prefix; most say "truncated".
    @Test(arguments: FuzzTests.fixtures)
    func truncatedEveryFiftyBytes(_ fixture: String) {
        let bytes = Array(fixture.utf8)
        var truncated = 0, cuts = 0
        for length in stride(from: 0, to: bytes.count, by: 50) {
            cuts += 1
            let prefix = Data(bytes[0..<length])
            do {
                _ = try IBDocument(data: prefix)
                Issue.record("a prefix of \(length) of \(bytes.count) bytes read as a document")
            } catch {
                let lines = prefix.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
                #expect(error.line >= 1 && error.line <= lines + 1, "\(length): \(error)")
                #expect(error.column >= 1, "\(length): \(error)")
                if error.kind == .truncated { truncated += 1 }
            }
        }
        #expect(truncated * 10 >= cuts * 9, "\(truncated) of \(cuts) cuts reported as truncated")
        #expect((try? IBDocument(xml: fixture)) != nil)
    }

    @Test func danglingReferences() {
        let cell = Fixtures.recipesCell
        check(cell, replace: #"secondItem="Img-Vw-003" secondAttribute="bottom""#,
              with: #"secondItem="Gon-e0-000" secondAttribute="bottom""#,
              expect: .danglingReference(attribute: "secondItem", id: "Gon-e0-000"), at: "Bot-16-010")
        check(cell, replace: #"firstItem="Stk-Vw-006" firstAttribute="centerY""#,
              with: #"firstItem="Gon-e0-000" firstAttribute="centerY""#,
              expect: .danglingReference(attribute: "firstItem", id: "Gon-e0-000"), at: "Cen-Yy-014")
        check(cell, replace: #"destination="Nam-Lb-007""#, with: #"destination="Gon-e0-000""#,
              expect: .danglingReference(attribute: "destination", id: "Gon-e0-000"), at: "Out-Nm-016")
        check(Fixtures.legacy, replace: #"<include reference="M08-Cc-008"/>"#, with: #"<include reference="Gon-e0-000"/>"#,
              expect: .danglingReference(attribute: "reference", id: "Gon-e0-000"), at: #"id="Old-Vw-004""#)
        check(Fixtures.recipeDetail, replace: #"destination="Rcp-Vc-001""#, with: #"destination="Gon-e0-000""#,
              expect: .danglingReference(attribute: "destination", id: "Gon-e0-000"), at: "Seg-Rt-003")
        check(Fixtures.recipeDetail, replace: #"initialViewController="Nav-Vc-001""#,
              with: #"initialViewController="Gon-e0-000""#,
              expect: .danglingReference(attribute: "initialViewController", id: "Gon-e0-000"), at: "<document ")
    }

    @Test func wrongIDs() {
        let cell = Fixtures.recipesCell
        check(cell, replace: #"firstItem="Stk-Vw-006" firstAttribute="centerY""#,
              with: #"firstItem="-1" firstAttribute="centerY""#,
              expect: .notAConstraintItem(attribute: "firstItem", id: "-1", element: "placeholder"), at: "Cen-Yy-014")
        check(cell, replace: #"secondItem="Img-Vw-003" secondAttribute="bottom""#,
              with: #"secondItem="Hei-80-005" secondAttribute="bottom""#,
              expect: .notAConstraintItem(attribute: "secondItem", id: "Hei-80-005", element: "constraint"), at: "Bot-16-010")
        check(cell, replace: #"id="Hei-80-005""#, with: #"id="Wid-80-004""#,
              expect: .duplicateID("Wid-80-004"), at: #"firstAttribute="height" constant="80""#)
    }

    @Test func constraintNamingAViewInAnotherScene() {
        check(Fixtures.recipeDetail,
              replace: #"<constraint firstItem="Scr-Vw-003" firstAttribute="top" secondItem="Rot-Vw-002""#,
              with: #"<constraint firstItem="Scr-Vw-003" firstAttribute="top" secondItem="Nav-Br-002""#,
              expect: .crossSceneReference(attribute: "secondItem", id: "Nav-Br-002"), at: "C19-Aa-019")
        // In a xib, each top-level object is its own hierarchy.
        let twoRoots = replacing("</objects>", with: """
                    <view contentMode="scaleToFill" id="Sec-Rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        <constraints>
                            <constraint firstAttribute="width" secondItem="Img-Vw-003" secondAttribute="width" id="Crs-Ss-001"/>
                        </constraints>
                    </view>
                </objects>
        """, in: Fixtures.recipesCell)
        let error = readError(twoRoots)
        #expect(error?.kind == .crossSceneReference(attribute: "secondItem", id: "Img-Vw-003"))
        #expect(error?.line == lineNumber(of: "Crs-Ss-001", in: twoRoots))
    }

    @Test func missingRequiredAttributes() {
        let cell = Fixtures.recipesCell
        check(cell, replace: #"<constraint firstAttribute="width" constant="80""#, with: #"<constraint constant="80""#,
              expect: .missingAttribute(element: "constraint", attribute: "firstAttribute"), at: "Wid-80-004")
        check(cell, replace: #"<rect key="frame" x="16" y="16" width="80" height="80"/>"#,
              with: #"<rect key="frame" x="16" y="16" height="80"/>"#,
              expect: .missingAttribute(element: "rect", attribute: "width"), at: #"x="16" y="16" height="80""#)
        check(cell, replace: #"<outlet property="nameLabel" destination"#, with: #"<outlet destination"#,
              expect: .missingAttribute(element: "outlet", attribute: "property"), at: "Out-Nm-016")
        check(cell, replace: #"verticalHuggingPriority="251" image="recipe-placeholder" translatesAutoresizingMaskIntoConstraints="NO" id="Img-Vw-003""#,
              with: #"verticalHuggingPriority="251" image="recipe-placeholder" translatesAutoresizingMaskIntoConstraints="NO""#,
              expect: .missingAttribute(element: "imageView", attribute: "id"), at: #"image="recipe-placeholder""#)
        check(cell, replace: #"secondItem="Stk-Vw-006" secondAttribute="trailing""#, with: #"secondItem="Stk-Vw-006""#,
              expect: .missingAttribute(element: "constraint", attribute: "secondAttribute"), at: "Trl-16-013")
        check(Fixtures.recipeDetail, replace: #"<scene sceneID="Scn-Nv-001">"#, with: "<scene>",
              expect: .missingAttribute(element: "scene", attribute: "sceneID"), at: "<scene>")
    }

    @Test func invalidValues() {
        let cell = Fixtures.recipesCell
        let cases: [(String, String, String, String)] = [
            (#"firstAttribute="width" constant="80""#, #"firstAttribute="middle" constant="80""#, "firstAttribute", "middle"),
            (#"priority="750""#, #"priority="0""#, "priority", "0"),
            (#"priority="750""#, #"priority="1001""#, "priority", "1001"),
            (#"priority="750""#, #"priority="high""#, "priority", "high"),
            (#"firstAttribute="height" constant="80""#, #"firstAttribute="height" constant="1e999""#, "constant", "1e999"),
            (#"firstAttribute="height" constant="80""#, #"firstAttribute="height" relation="almost" constant="80""#, "relation", "almost"),
            (#"firstAttribute="height" constant="80""#, #"firstAttribute="height" multiplier="1:0" constant="80""#, "multiplier", "1:0"),
            (#"firstAttribute="height" constant="80""#, #"firstAttribute="height" multiplier="half" constant="80""#, "multiplier", "half"),
            (#"firstAttribute="height" constant="80""#, #"firstAttribute="height" placeholder="maybe" constant="80""#, "placeholder", "maybe"),
        ]
        for (old, new, attribute, value) in cases {
            check(cell, replace: old, with: new,
                  expect: .invalidValue(element: "constraint", attribute: attribute, value: value), at: new)
        }
        check(cell, replace: #"axis="vertical""#, with: #"axis="diagonal""#,
              expect: .invalidValue(element: "stackView", attribute: "axis", value: "diagonal"), at: "Stk-Vw-006")
        check(cell, replace: #"numberOfLines="2""#, with: #"numberOfLines="two""#,
              expect: .invalidValue(element: "label", attribute: "numberOfLines", value: "two"), at: "Dsc-Lb-008")
        check(cell, replace: #"y="16" width="80""#, with: #"y="16" width="wide""#,
              expect: .invalidValue(element: "rect", attribute: "width", value: "wide"), at: #"width="wide""#)
        // A negative point size would lay the label out with a negative height; 0 is Xcode's
        // "default size" and reads.
        check(cell, replace: #"type="boldSystem" pointSize="14""#, with: #"type="boldSystem" pointSize="-3""#,
              expect: .invalidValue(element: "fontDescription", attribute: "pointSize", value: "-3"), at: #"pointSize="-3""#)
        #expect(throws: Never.self) {
            try IBDocument(xml: replacing(#"type="boldSystem" pointSize="14""#, with: #"type="boldSystem" pointSize="0.0""#, in: cell))
        }
    }

    @Test func messagesNameThePositionAndTheProblem() throws {
        let xml = replacing(#"destination="Nam-Lb-007""#, with: #"destination="Gon-e0-000""#, in: Fixtures.recipesCell)
        let error = try #require(readError(xml))
        #expect(error.description == "\(error.line):\(error.column): destination names \"Gon-e0-000\", which is not in the document")
    }
}
