import Testing
import InterfaceBuilderReader

@Suite("Xcode eras")
struct XcodeEraTests {
    @Test func eachEraBeginsAtItsToolsVersion() {
        #expect(XcodeEra(toolsVersion: nil) == .beforeXcode9)
        #expect(XcodeEra(toolsVersion: "not a number") == .beforeXcode9)
        #expect(XcodeEra(toolsVersion: "12999.9") == .beforeXcode9)
        #expect(XcodeEra(toolsVersion: "13000") == .xcode9)
        #expect(XcodeEra(toolsVersion: "14490.70") == .xcode9)
        #expect(XcodeEra(toolsVersion: "15000") == .xcode11)
        #expect(XcodeEra(toolsVersion: "20999") == .xcode11)
        #expect(XcodeEra(toolsVersion: "21000") == .xcode14)
        #expect(XcodeEra(toolsVersion: "23999") == .xcode14)
        #expect(XcodeEra(toolsVersion: "24128") == .xcode26)
        #expect(XcodeEra(toolsVersion: "24999.9") == .xcode26)
        #expect(XcodeEra(toolsVersion: "25094") == .afterXcode26)
        #expect(XcodeEra.xcode9 < .xcode26 && XcodeEra.afterXcode26 > .xcode26)
    }

    @Test func theDocumentKeepsTheEraOfItsToolsVersion() throws {
        let xml = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507"><objects/></document>
        """
        var document = try IBDocument(xml: xml)
        #expect(document.xcodeEra == .xcode14)
        document.toolsVersion = "24128"
        #expect(document.xcodeEra == .xcode26)
        #expect(IBDocument(kind: .xib, type: "", toolsVersion: "14490").xcodeEra == .xcode9)
    }
}
