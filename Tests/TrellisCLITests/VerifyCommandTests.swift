import Foundation
import Testing

@Suite("trellis verify, end to end")
struct VerifyCommandTests {
    /// A view with a label pinned to its corner, and an image view sized by its constraints, as
    /// Interface Builder saves them; every saved frame is the layout's.
    static let goodXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
            <view contentMode="scaleToFill" id="Box-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <imageView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Img-aa-001">
                        <rect key="frame" x="16" y="10" width="80" height="80"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="80" id="Con-aa-001"/>
                            <constraint firstAttribute="height" constant="80" id="Con-aa-002"/>
                        </constraints>
                    </imageView>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Bar-aa-001">
                        <rect key="frame" x="112" y="10" width="192" height="80"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="Img-aa-001" firstAttribute="leading" secondItem="Box-aa-001" secondAttribute="leading" constant="16" id="Con-aa-003"/>
                    <constraint firstItem="Img-aa-001" firstAttribute="centerY" secondItem="Box-aa-001" secondAttribute="centerY" id="Con-aa-004"/>
                    <constraint firstItem="Bar-aa-001" firstAttribute="leading" secondItem="Img-aa-001" secondAttribute="trailing" constant="16" id="Con-aa-005"/>
                    <constraint firstAttribute="trailing" secondItem="Bar-aa-001" secondAttribute="trailing" constant="16" id="Con-aa-006"/>
                    <constraint firstItem="Bar-aa-001" firstAttribute="top" secondItem="Img-aa-001" secondAttribute="top" id="Con-aa-007"/>
                    <constraint firstItem="Bar-aa-001" firstAttribute="height" secondItem="Img-aa-001" secondAttribute="height" id="Con-aa-008"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    /// The same file with the bar saved 40 points too narrow.
    static var mismatchedXib: String {
        goodXib.replacingOccurrences(of: #"x="112" y="10" width="192""#, with: #"x="112" y="10" width="152""#)
    }

    func write(_ files: [String: String]) throws -> URL {
        let directory = try Trellis.temporaryDirectory()
        for (name, text) in files {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return directory
    }

    @Test func goodFileMatchesEveryView() throws {
        let directory = try write(["Good.xib": Self.goodXib])
        let file = directory.appendingPathComponent("Good.xib").path
        let result = try Trellis.run(["verify", file])
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        #expect(result.output == "\(file): 3 of 3 views (100.0%)\nverify: 100.0% of the views in 1 file match\nverify: 3 of 3 views within 0.5 pt\n")
    }

    @Test func directoryIsWalkedInPathOrderAndMismatchesAreNamed() throws {
        let directory = try write(["b.xib": Self.goodXib, "a.xib": Self.mismatchedXib, "notes.txt": "hello"])
        let result = try Trellis.run(["verify", "--verbose", directory.path])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 7)
        #expect(lines[0].hasPrefix(directory.appendingPathComponent("a.xib").path + ": 2 of 3 views (66.7%); worst: view Bar-aa-001 line"))
        #expect(lines[0].hasSuffix("off 40 pt (saved against its constraints)"))
        #expect(lines[1].contains("saved (112, 10, 152, 80) computed (112, 10, 192, 80) off 40 pt: saved against its constraints"))
        #expect(lines[2] == directory.appendingPathComponent("b.xib").path + ": 3 of 3 views (100.0%)")
        #expect(lines[3] == "verify: mismatches by cause: saved against its constraints 1")
        #expect(lines[4] == "verify: traced to their outermost mismatch: saved against its constraints 1")
        #expect(lines[5] == "verify: 83.3% of the views in 2 files match")
        #expect(lines[6] == "verify: 5 of 6 views within 0.5 pt")
    }

    @Test func malformedFileExitsTwoWithLineAndColumnAndTheOthersStillRun() throws {
        let directory = try write(["Good.xib": Self.goodXib, "Bad.xib": "<?xml version=\"1.0\"?>\n<document type=\"x\">\n  <objects>\n</document>\n"])
        let bad = directory.appendingPathComponent("Bad.xib").path
        let good = directory.appendingPathComponent("Good.xib").path
        let result = try Trellis.run(["verify", bad, good])
        #expect(result.status == 2)
        #expect(result.error.contains("\(bad):4:"))
        #expect(result.output.contains("\(good): 3 of 3 views (100.0%)"))
        #expect(result.output.hasSuffix("verify: 3 of 3 views within 0.5 pt\n"))
    }

    @Test func missingFileExitsTwo() throws {
        let result = try Trellis.run(["verify", "/nonexistent/Nothing.xib"])
        #expect(result.status == 2)
        #expect(result.error.contains("/nonexistent/Nothing.xib: no such file"))
    }

    @Test func otherFilesNamedAreSkippedWithANote() throws {
        let directory = try write(["MANIFEST.tsv": "file\tviews\n"])
        let result = try Trellis.run(["verify", directory.appendingPathComponent("MANIFEST.tsv").path])
        #expect(result.status == 0)
        #expect(result.error.contains("skipped"))
        #expect(result.output == "verify: 100.0% of the views in 0 files match\nverify: 0 of 0 views within 0.5 pt\n")
    }

    @Test func helpAndUsage() throws {
        let help = try Trellis.run(["verify", "--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("usage: trellis verify"))
        #expect(help.output.contains("a low rate is a measurement"))
        let none = try Trellis.run(["verify"])
        #expect(none.status == 2)
        #expect(none.error.contains("missing FILE"))
        let unknown = try Trellis.run(["verify", "--frobnicate", "x.xib"])
        #expect(unknown.status == 2)
    }
}
