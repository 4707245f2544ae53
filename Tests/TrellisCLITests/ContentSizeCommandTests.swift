import Foundation
import Testing

/// `--content-size` through the command line: a file's Dynamic Type text styles at the user's
/// text size, fonts given by size unchanged, and errors for unknown sizes and built-in screens.
@Suite("The user's text size through the command line")
struct ContentSizeCommandTests {
    /// A Body label and a 17-point system label, each pinned only at the top left, at 2x.
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24128" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
            <view contentMode="scaleToFill" id="Cse-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Styled" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Cse-lb-001">
                        <rect key="frame" x="20" y="10" width="50" height="20.5"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Sized" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Cse-lb-002">
                        <rect key="frame" x="20" y="50" width="50" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="Cse-lb-001" firstAttribute="leading" secondItem="Cse-vw-001" secondAttribute="leading" constant="20" id="Cse-cc-001"/>
                    <constraint firstItem="Cse-lb-001" firstAttribute="top" secondItem="Cse-vw-001" secondAttribute="top" constant="10" id="Cse-cc-002"/>
                    <constraint firstItem="Cse-lb-002" firstAttribute="leading" secondItem="Cse-vw-001" secondAttribute="leading" constant="20" id="Cse-cc-003"/>
                    <constraint firstItem="Cse-lb-002" firstAttribute="top" secondItem="Cse-vw-001" secondAttribute="top" constant="50" id="Cse-cc-004"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    private func file() throws -> String {
        let url = try Trellis.temporaryDirectory().appendingPathComponent("TextSize.xib")
        try Self.xib.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// The height `frames` gives a label, read from its JSON line.
    private func height(of id: String, in output: String) -> Double? {
        guard let line = output.split(separator: "\n").first(where: { $0.contains("\"\(id)\"") }),
              let range = line.range(of: "\"height\": ") else { return nil }
        return Double(line[range.upperBound...].prefix { $0.isNumber || $0 == "." })
    }

    /// Body is 17 points by default, 14 at XS, 28 at AX1 and 53 at AX5 (lines of 1.1934 em,
    /// rounded up to 2x); the label sized by points keeps 17 at every size.
    @Test(arguments: [(nil, 20.5), ("XS", 17.0), ("accessibility-medium", 33.5), ("AX5", 63.5), ("extraLarge", 23.0)])
    func textStylesFollowTheSize(size: String?, expected: Double) throws {
        let path = try file()
        let result = try Trellis.run(["frames", path, "--scale", "2"] + (size.map { ["--content-size", $0] } ?? []))
        #expect(result.status == 0, "\(result.error)")
        #expect(height(of: "Cse-lb-001", in: result.output) == expected)
        #expect(height(of: "Cse-lb-002", in: result.output) == 20.5)
    }

    @Test func anUnknownSizeIsAUsageError() throws {
        let result = try Trellis.run(["frames", try file(), "--content-size", "huge"])
        #expect(result.status == 2)
        #expect(result.error.contains("unknown content size 'huge'") && result.error.contains("AX5"), "\(result.error)")
        #expect(result.output.isEmpty)
    }

    @Test func builtInScreensRefuseIt() throws {
        let result = try Trellis.run(["check", "recipes", "--content-size", "XL"])
        #expect(result.status == 2)
        #expect(result.error.contains("--content-size is for files"), "\(result.error)")
    }
}
