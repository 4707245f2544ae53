import Foundation
import Testing

/// A file holding elements Trellis does not model is laid out, with warnings, not refused.
@Suite("Unknown elements, end to end")
struct UnknownElementCommandTests {
    /// A view element no Xcode writes, pinned by its corner, and a keyboard layout guide (on a
    /// 320 x 200 view without a safe area, so the guide is the view's bottom edge).
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23727" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="Unk-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <hologramView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hol-vw-002">
                        <rect key="frame" x="20" y="30" width="120" height="60"/>
                    </hologramView>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Bar-vw-003">
                        <rect key="frame" x="0.0" y="160" width="320" height="40"/>
                    </view>
                </subviews>
                <keyboardLayoutGuide key="keyboard" id="Kbd-lg-004"/>
                <constraints>
                    <constraint firstItem="Hol-vw-002" firstAttribute="leading" secondItem="Unk-vw-001" secondAttribute="leading" constant="20" id="Unk-cc-001"/>
                    <constraint firstItem="Hol-vw-002" firstAttribute="top" secondItem="Unk-vw-001" secondAttribute="top" constant="30" id="Unk-cc-002"/>
                    <constraint firstItem="Bar-vw-003" firstAttribute="leading" secondItem="Kbd-lg-004" secondAttribute="leading" id="Unk-cc-003"/>
                    <constraint firstItem="Bar-vw-003" firstAttribute="trailing" secondItem="Kbd-lg-004" secondAttribute="trailing" id="Unk-cc-004"/>
                    <constraint firstItem="Bar-vw-003" firstAttribute="bottom" secondItem="Kbd-lg-004" secondAttribute="top" id="Unk-cc-005"/>
                    <constraint firstItem="Bar-vw-003" firstAttribute="height" constant="40" id="Unk-cc-006"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    func file() throws -> String {
        let directory = try Trellis.temporaryDirectory()
        let url = directory.appendingPathComponent("Unknown.xib")
        try Self.xib.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func verifyMatchesEveryViewAndExitsZero() throws {
        let path = try file()
        let result = try Trellis.run(["verify", path])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("\(path): 3 of 3 views (100.0%)\n"))
    }

    @Test func checkWarnsWithLineAndColumnAndExitsZero() throws {
        let path = try file()
        let result = try Trellis.run(["check", path])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.contains("\(path):9:"))
        #expect(result.error.contains("warning: <hologramView> is not a view kind the reader knows"))
    }
}
