import Foundation
import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader
import TextLayout

/// Debian's DejaVu fonts, where installed.
enum DejaVu {
    static let directory = "/usr/share/fonts/truetype/dejavu"
    static var isInstalled: Bool { FileManager.default.fileExists(atPath: directory + "/DejaVuSans.ttf") }
}

/// Interface Builder fonts measured from font files: names resolve by PostScript name, then by
/// Interface Builder's family, and labels take the files' advances, kerning and line. Uses
/// Debian's DejaVu (fonts-dejavu-core, which Scripts/ci-fonts.sh installs) where installed.
@Suite(.enabled(if: DejaVu.isInstalled))
struct FontFileConversionTests {
    static let dejaVu = DejaVu.directory

    /// A 2x freeform view with labels pinned at the top left. "AVAVAV" in DejaVu Sans at 20
    /// points is (6 x 1401 - 5 x 131) / 2048 x 20 = 75.69 wide (76 at 2x), kerned by DejaVu's
    /// -131 between A and V, and its line (1901 + 483) / 2048 x 20 = 23.28 high (23.5).
    static let fixture = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
            <view contentMode="scaleToFill" id="Fnt-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    \(label("Dvs-lb-001", y: 10, width: 76, height: 23.5, text: "AVAVAV", font: #"name="DejaVuSans" family="DejaVu Sans" pointSize="20""#))
                    \(label("Fam-lb-002", y: 50, width: 30, height: 20, font: #"name="MyApp-Bold" family="DejaVu Sans" pointSize="17""#))
                    \(label("Sub-lb-003", y: 90, width: 30, height: 20, font: #"name="Avenir-Heavy" family="Avenir" pointSize="17""#))
                    \(label("Sys-lb-004", y: 130, width: 30, height: 20, font: #"type="system" pointSize="17""#))
                </subviews>
                <constraints>
                    \(pins("Dvs-lb-001", top: 10, number: 1))
                    \(pins("Fam-lb-002", top: 50, number: 3))
                    \(pins("Sub-lb-003", top: 90, number: 5))
                    \(pins("Sys-lb-004", top: 130, number: 7))
                </constraints>
            </view>
        </objects>
    </document>
    """

    static func label(_ id: String, y: Int, width: Double, height: Double, text: String = "AV", font: String) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="10" y="\(y)" width="\(width)" height="\(height)"/>
            <fontDescription key="fontDescription" \(font)/>
        </label>
        """
    }

    static func pins(_ id: String, top: Int, number: Int) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="Fnt-vw-001" secondAttribute="leading" constant="10" id="Pin-ld-\(String(format: "%03d", number))"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="Fnt-vw-001" secondAttribute="top" constant="\(top)" id="Pin-tp-\(String(format: "%03d", number + 1))"/>
        """
    }

    var fonts: FontCollection { get throws { try FontCollection(paths: [Self.dejaVu]) } }

    @Test func namesResolveByPostScriptNameThenFamily() throws {
        let fonts = try fonts
        let byName = IBFont(face: .named(name: "DejaVuSans-Bold", family: nil), pointSize: 17)
        #expect(byName.layoutFont(in: fonts).family == .named("DejaVuSans-Bold"))
        // No face is called MyApp-Bold: Interface Builder's family finds DejaVu Sans, and the
        // name's "Bold" its bold face.
        let byFamily = IBFont(face: .named(name: "MyApp-Bold", family: "DejaVu Sans"), pointSize: 17)
        #expect(byFamily.layoutFont(in: fonts).family == .named("DejaVuSans-Bold"))
        #expect(byFamily.layoutFont(in: fonts).weight == .bold)
        // A font no file has keeps its name, for the built-in model.
        let missing = IBFont(face: .named(name: "Avenir-Heavy", family: "Avenir"), pointSize: 17)
        #expect(missing.layoutFont(in: fonts) == missing.layoutFont)
        #expect(byFamily.layoutFont(in: FontCollection()) == byFamily.layoutFont)
    }

    @Test func labelsMeasureWithTheFiles() throws {
        let document = try IBDocument(xml: Self.fixture)
        let withFiles = IBVerification(document: document, fonts: try fonts)
        let dejaVu = try #require(withFiles.views.first { $0.id == "Dvs-lb-001" })
        #expect(dejaVu.matches, "\(dejaVu)")
        #expect(dejaVu.computed?.size == Size(width: 76, height: 23.5))
        // The built-in model measures DejaVu Sans as the system font, another size.
        let builtIn = IBVerification(document: document)
        let model = try #require(builtIn.views.first { $0.id == "Dvs-lb-001" })
        #expect(model.computed?.size != dejaVu.computed?.size)
        #expect(!model.matches)
    }

    @Test func resolutionsSayFoundAndSubstituted() throws {
        let document = try IBDocument(xml: Self.fixture)
        let resolutions = document.fontResolutions(in: try fonts)
        #expect(resolutions.map(\.name) == ["DejaVuSans", "MyApp-Bold", "Avenir-Heavy", "system font"])
        #expect(resolutions[0].resolution == .file(path: Self.dejaVu + "/DejaVuSans.ttf", postScriptName: "DejaVuSans"))
        #expect(resolutions[1].resolution == .file(path: Self.dejaVu + "/DejaVuSans-Bold.ttf", postScriptName: "DejaVuSans-Bold"))
        guard case .substituted = resolutions[2].resolution else { Issue.record("Avenir found"); return }
        #expect(resolutions[3].resolution == .substituted(by: "the built-in system font model"))
    }
}
