import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// A saved frame that breaks the view's own required size constant, with no conflict in the
/// layout: Xcode's frame is stale, whatever it did not flag.
@Suite("Causes of frames saved against their own size")
struct StaleFrameCauseTests {
    /// A box placed by its corner with `height == 70` (and `width == 100`), saved `savedHeight`
    /// high; with `conflicting`, a second required `height == 60` makes the height conflict.
    static func xib(savedHeight: Double, conflicting: Bool = false) -> String {
        let extra = conflicting ? #"<constraint firstAttribute="height" constant="60" id="Stf-cc-005"/>"# : ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Stf-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Stf-vw-002">
                            <rect key="frame" x="10" y="10" width="100" height="\(savedHeight)"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="70" id="Stf-cc-001"/>
                                <constraint firstAttribute="width" constant="100" id="Stf-cc-002"/>
                                \(extra)
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Stf-vw-002" firstAttribute="leading" secondItem="Stf-vw-001" secondAttribute="leading" constant="10" id="Stf-cc-003"/>
                        <constraint firstItem="Stf-vw-002" firstAttribute="top" secondItem="Stf-vw-001" secondAttribute="top" constant="10" id="Stf-cc-004"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    static func box(savedHeight: Double, conflicting: Bool = false) throws -> IBViewComparison? {
        let verification = IBVerification(document: try IBDocument(xml: xib(savedHeight: savedHeight,
                                                                             conflicting: conflicting)))
        return verification.views.first { $0.id == "Stf-vw-002" }
    }

    @Test func aFrameSavedAgainstItsOwnHeightIsStale() throws {
        #expect(try Self.box(savedHeight: 71)?.cause == .staleInXcode)
        #expect(try Self.box(savedHeight: 70)?.matches == true)
    }

    /// Where the layout itself meets a conflict over the view, the conflict is the cause.
    @Test func aConflictOverTheSizeIsNotStaleness() throws {
        let box = try #require(try Self.box(savedHeight: 71, conflicting: true))
        #expect(!box.matches)
        #expect(box.cause != .staleInXcode)
    }
}
