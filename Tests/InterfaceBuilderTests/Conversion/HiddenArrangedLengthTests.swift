import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// A hidden arranged view whose content cannot collapse: on the canvas the stack's hiding length
/// breaks but still squeezes the view, and its content stops at 0 (Element's hidden QR
/// container is saved 28 tall, 8 + 0 + 20, with its square at 0 x 0).
@Suite("Hidden arranged views squeezed to their least length")
struct HiddenArrangedLengthTests {
    /// A vertical stack of a 50-point view and a hidden container, whose square (335 x 335 at
    /// priority 750) is pinned 8 from its top and 20 from its bottom. The stack is as tall as
    /// its visible view; the hidden container starts at its end.
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="Hal-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="Hal-sv-002">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hal-vw-003">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="50" id="Hal-cc-001"/>
                                </constraints>
                            </view>
                            <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hal-vw-004">
                                <rect key="frame" x="0.0" y="50" width="375" height="28"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hal-vw-005">
                                        <rect key="frame" x="20" y="8" width="0.0" height="0.0"/>
                                        <constraints>
                                            <constraint firstAttribute="width" secondItem="Hal-vw-005" secondAttribute="height" multiplier="1:1" id="Hal-cc-002"/>
                                            <constraint firstAttribute="height" priority="750" constant="335" id="Hal-cc-003"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Hal-vw-005" firstAttribute="top" secondItem="Hal-vw-004" secondAttribute="top" constant="8" id="Hal-cc-004"/>
                                    <constraint firstAttribute="bottom" secondItem="Hal-vw-005" secondAttribute="bottom" constant="20" id="Hal-cc-005"/>
                                    <constraint firstItem="Hal-vw-005" firstAttribute="leading" secondItem="Hal-vw-004" secondAttribute="leading" constant="20" id="Hal-cc-006"/>
                                </constraints>
                            </view>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="Hal-sv-002" firstAttribute="top" secondItem="Hal-vw-001" secondAttribute="top" id="Hal-cc-007"/>
                    <constraint firstItem="Hal-sv-002" firstAttribute="leading" secondItem="Hal-vw-001" secondAttribute="leading" id="Hal-cc-008"/>
                    <constraint firstAttribute="trailing" secondItem="Hal-sv-002" secondAttribute="trailing" id="Hal-cc-009"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    @Test func theCanvasSqueezesAHiddenContainerToItsLeastHeight() throws {
        let views = IBVerification(document: try IBDocument(xml: Self.xib)).views
        let container = try #require(views.first { $0.id == "Hal-vw-004" }?.computed)
        let square = try #require(views.first { $0.id == "Hal-vw-005" }?.computed)
        #expect(container.height == 28)
        #expect(square.height == 0 && square.width == 0 && square.minY == 8)
        let mismatched = views.filter { !$0.matches }.map(\.id)
        #expect(mismatched.isEmpty, "\(mismatched)")
    }

    /// At run time there are no canvas floors, and UIKit's engine lets the plain square go
    /// negative: the hiding holds (no conflict) and the container collapses to 0.
    @Test func atRunTimeNothingKeepsTheSquareFromANegativeSize() throws {
        let tree = try IBDocument(xml: Self.xib).makeLayoutTree(IBLayoutRequest(designTime: false))
        #expect(tree.report.conflicts.isEmpty)
        #expect(try #require(tree.view(withID: "Hal-vw-004")).frame.height == 0)
        #expect(try #require(tree.view(withID: "Hal-vw-005")).frame.height == -28)
    }
}
