import InterfaceBuilder
import InterfaceBuilderReader
import Layout
import Testing

/// Which views go by their constraints: a view that no constraint in force names keeps its saved
/// frame (Interface Builder gives it fixed-frame constraints at build time), whatever its
/// `translatesAutoresizingMaskIntoConstraints`.
@Suite("Views named by constraints")
struct ConstrainedViewsTests {
    /// A 320 x 200 root with three views saved 80 x 40; the root places `Con-vw-003` at (200, 10).
    /// `Con-vw-002`, saved at x 100, is 50 wide by its constraints: with `late`, every one of them
    /// is kept by `Con-vw-003`, made after it (no Xcode writes that, but the reader takes it);
    /// otherwise its size by itself and its place by the root, as Xcode writes them.
    static func document(late: Bool) -> String {
        func view(_ id: String, x: Int, constraints: String = "") -> String {
            """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                        <rect key="frame" x="\(x)" y="10" width="80" height="40"/>
                        \(constraints.isEmpty ? "" : "<constraints>\(constraints)</constraints>")
                    </view>
            """
        }
        let size = """
            <constraint firstItem="Con-vw-002" firstAttribute="width" constant="50" id="Con-cc-001"/>
            <constraint firstItem="Con-vw-002" firstAttribute="height" constant="40" id="Con-cc-002"/>
            """
        let place = late ? """
            <constraint firstItem="Con-vw-002" firstAttribute="top" secondItem="Con-vw-003" secondAttribute="top" id="Con-cc-003"/>
            <constraint firstItem="Con-vw-002" firstAttribute="trailing" secondItem="Con-vw-003" secondAttribute="leading" constant="-50" id="Con-cc-004"/>
            """ : """
            <constraint firstItem="Con-vw-002" firstAttribute="top" secondItem="Con-rt-001" secondAttribute="top" constant="10" id="Con-cc-003"/>
            <constraint firstItem="Con-vw-002" firstAttribute="leading" secondItem="Con-rt-001" secondAttribute="leading" constant="100" id="Con-cc-004"/>
            """
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Con-rt-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
        \(view("Con-vw-001", x: 10))
        \(view("Con-vw-002", x: 100, constraints: late ? "" : size))
        \(view("Con-vw-003", x: 200, constraints: late ? size + place : ""))
                    </subviews>
                    <constraints>
                        \(late ? "" : place)
                        <constraint firstItem="Con-vw-003" firstAttribute="leading" secondItem="Con-rt-001" secondAttribute="leading" constant="200" id="Con-cc-005"/>
                        <constraint firstItem="Con-vw-003" firstAttribute="top" secondItem="Con-rt-001" secondAttribute="top" constant="10" id="Con-cc-006"/>
                        <constraint firstItem="Con-vw-003" firstAttribute="width" constant="80" id="Con-cc-007"/>
                        <constraint firstItem="Con-vw-003" firstAttribute="height" constant="40" id="Con-cc-008"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    static func frames(late: Bool) throws -> [String: Rect?] {
        let verification = IBVerification(document: try IBDocument(xml: document(late: late)))
        return Dictionary(uniqueKeysWithValues: verification.views.map { ($0.id, $0.computed) })
    }

    /// As Xcode writes it: the constrained view is 50 wide; the view no constraint names keeps
    /// its saved frame.
    @Test func aViewGoesByTheConstraintsThatNameIt() throws {
        let frames = try Self.frames(late: false)
        #expect(frames["Con-vw-002"] == Rect(x: 100, y: 10, width: 50, height: 40))
        #expect(frames["Con-vw-001"] == Rect(x: 10, y: 10, width: 80, height: 40))
        #expect(frames["Con-vw-003"] == Rect(x: 200, y: 10, width: 80, height: 40))
    }

    /// Its constraints kept by a sibling made after it: still named, still 50 wide, not held at
    /// its saved frame.
    @Test func aConstraintMetAfterItsViewStillNamesIt() throws {
        let frames = try Self.frames(late: true)
        #expect(frames["Con-vw-002"] == Rect(x: 100, y: 10, width: 50, height: 40))
        #expect(frames["Con-vw-003"] == Rect(x: 200, y: 10, width: 80, height: 40))
    }
}
