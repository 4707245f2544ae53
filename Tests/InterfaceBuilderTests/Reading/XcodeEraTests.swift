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
        #expect(XcodeEra(toolsVersion: "14799") == .xcode9)
        #expect(XcodeEra(toolsVersion: "14868") == .xcode11)
        #expect(XcodeEra(toolsVersion: "15000") == .xcode11)
        #expect(XcodeEra(toolsVersion: "18999") == .xcode11)
        #expect(XcodeEra(toolsVersion: "19000") == .xcode13)
        #expect(XcodeEra(toolsVersion: "20999") == .xcode13)
        #expect(XcodeEra(toolsVersion: "21000") == .xcode14)
        #expect(XcodeEra(toolsVersion: "21699") == .xcode14)
        #expect(XcodeEra(toolsVersion: "21700") == .xcode14_3)
        #expect(XcodeEra(toolsVersion: "22999") == .xcode14_3)
        #expect(XcodeEra(toolsVersion: "23000") == .xcode15)
        #expect(XcodeEra(toolsVersion: "23699") == .xcode15)
        #expect(XcodeEra(toolsVersion: "23727") == .xcode16_3)
        #expect(XcodeEra(toolsVersion: "23999") == .xcode16_3)
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

    /// Some Xcode 14.3 files carry the placeholder `toolsVersion` 32700.99.1234: their plug-in
    /// version dates them instead.
    @Test func aPlaceholderToolsVersionTakesThePluginsEra() throws {
        let xml = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700.99.1234">
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22685"/>
            </dependencies>
            <objects/>
        </document>
        """
        let document = try IBDocument(xml: xml)
        #expect(document.pluginVersion == "22685")
        #expect(document.xcodeEra == .xcode14_3)
        #expect(XcodeEra(toolsVersion: "32700.99.1234", pluginVersion: nil) == .afterXcode26)
        // A real toolsVersion wins over the plug-in's.
        #expect(XcodeEra(toolsVersion: "13142", pluginVersion: "12042") == .xcode9)
    }
}
