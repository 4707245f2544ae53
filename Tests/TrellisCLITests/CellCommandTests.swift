import Foundation
import Testing

/// `--height` and `--width` on a cell read from a file, end to end: the tutorial's story of the
/// 44-point row that breaks a required chain, told on a .xib instead of the built-in cell.
@Suite("Cells from files through the command line")
struct CellCommandTests {
    /// A table view cell saved at 375 x 112 on a 375-point iPhone: an 80-point image 16 from the
    /// top, leading and (at `bottomPriority`, nil for required) bottom of the content view.
    static func cellXIB(bottomPriority: Int?) -> String {
        let priority = bottomPriority.map { #" priority="\#($0)""# } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina5_9" orientation="portrait" appearance="light"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" id="Cel-l0-001" customClass="PhotoCell">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="112"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="Cel-l0-001" id="Cnt-Vw-002">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="112"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <imageView contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="Img-Vw-003">
                                <rect key="frame" x="16" y="16" width="80" height="80"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="80" id="Wid-80-004"/>
                                    <constraint firstAttribute="height" constant="80" id="Hei-80-005"/>
                                </constraints>
                            </imageView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Img-Vw-003" firstAttribute="top" secondItem="Cnt-Vw-002" secondAttribute="top" constant="16" id="Top-16-006"/>
                            <constraint firstAttribute="bottom" secondItem="Img-Vw-003" secondAttribute="bottom"\(priority) constant="16" id="Bot-16-007"/>
                            <constraint firstItem="Img-Vw-003" firstAttribute="leading" secondItem="Cnt-Vw-002" secondAttribute="leading" constant="16" id="Ldg-16-008"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    private func write(bottomPriority: Int?) throws -> String {
        let url = try Trellis.temporaryDirectory().appendingPathComponent("PhotoCell.xib")
        try Self.cellXIB(bottomPriority: bottomPriority).write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func aRequiredBottomConflictsWithA44PointRow() throws {
        let path = try write(bottomPriority: nil)
        let result = try Trellis.run(["check", path, "--height", "44"])
        #expect(result.status == 1, "\(result.error)")
        #expect(result.output.contains("PhotoCell.xib: 1 conflict, 0 ambiguous views"))
        #expect(result.output.contains("'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:"))
        #expect(result.output.contains(".height == 44"))
        #expect(!result.output.contains("NSAutoresizingMaskLayoutConstraint"))
        // The recovery breaks one of the cell's own constraints, which all name the image view.
        let recovery = try #require(result.output.components(separatedBy: "Will attempt to recover by breaking constraint \n").last)
        let broken = try #require(recovery.split(separator: "\n").first)
        #expect(broken.contains("UIImageView:") && !broken.contains("Encapsulated"))
    }

    @Test func priority750StaysCleanAndTheDeviceGivesTheRowItsWidth() throws {
        let path = try write(bottomPriority: 750)
        let result = try Trellis.run(["check", path, "--height", "44"])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("PhotoCell.xib: no conflicts, no ambiguous views"))
        let onDevice = try Trellis.run(["frames", path, "--device", "iPhone 11 Pro Max", "--height", "44"])
        #expect(onDevice.status == 0, "\(onDevice.error)")
        #expect(onDevice.output.contains(#""width": 414, "height": 44"#))
    }

    @Test func aWidthAloneFitsTheCell() throws {
        for priority in [nil, 750] {
            let result = try Trellis.run(["frames", try write(bottomPriority: priority), "--width", "390"])
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output.hasPrefix(#"{"screen": "PhotoCell.xib", "width": 390, "height": 112,"#))
            #expect(result.output.contains(#""id": "Cnt-Vw-002", "name": null, "class": "UITableViewCellContentView", "parent": "Cel-l0-001", "frame": {"x": 0, "y": 0, "width": 390, "height": 112}"#))
        }
    }

    @Test func aViewThatIsNotACellStillNeedsBothSides() throws {
        let directory = try Trellis.temporaryDirectory()
        let url = directory.appendingPathComponent("Plain.xib")
        let xml = Self.cellXIB(bottomPriority: 750)
            .replacingOccurrences(of: "<tableViewCell ", with: "<view ").replacingOccurrences(of: "</tableViewCell>", with: "</view>")
            .replacingOccurrences(of: "<tableViewCellContentView key=\"contentView\"", with: "<view")
            .replacingOccurrences(of: "</tableViewCellContentView>", with: "</view>")
            .replacingOccurrences(of: #" tableViewCell="Cel-l0-001""#, with: "")
        try xml.write(to: url, atomically: true, encoding: .utf8)
        let result = try Trellis.run(["check", url.path, "--height", "44"])
        #expect(result.status == 2)
        #expect(result.error.contains("give both --width and --height for a file (a cell takes either alone)"))
        let both = try Trellis.run(["check", url.path, "--device", "iPhone 11 Pro", "--height", "44"])
        #expect(both.status == 2)
        #expect(both.error.contains("give --device or --width/--height, not both"))
    }
}
