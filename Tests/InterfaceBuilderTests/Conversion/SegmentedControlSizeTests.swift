import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader
import TextLayout

/// A segmented control's intrinsic width: each segment its title and padding either side.
@Suite("Segmented control sizes")
struct SegmentedControlSizeTests {
    /// A segmented control of two segments placed by its corner only, so that its size is its own.
    static func xib(toolsVersion: String, apportioned: Bool) -> String {
        let apportions = apportioned ? #"apportionsSegmentWidthsByContent="YES""# : ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Seg-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" \(apportions) translatesAutoresizingMaskIntoConstraints="NO" id="Seg-sc-002">
                            <rect key="frame" x="10" y="10" width="100" height="32"/>
                            <segments>
                                <segment title="Gradient"/>
                                <segment title="All"/>
                            </segments>
                        </segmentedControl>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Seg-sc-002" firstAttribute="leading" secondItem="Seg-vw-001" secondAttribute="leading" constant="10" id="Seg-cc-001"/>
                        <constraint firstItem="Seg-sc-002" firstAttribute="top" secondItem="Seg-vw-001" secondAttribute="top" constant="10" id="Seg-cc-002"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    static func width(toolsVersion: String, apportioned: Bool) throws -> Double? {
        let document = try IBDocument(xml: xib(toolsVersion: toolsVersion, apportioned: apportioned))
        return IBVerification(document: document).views.first { $0.id == "Seg-sc-002" }?.computed?.width
    }

    static func title(_ text: String) -> Double {
        Label(text, font: .system(size: 13)).size(fittingWidth: 0, metrics: ProportionalMetrics(), scale: 2).width
    }

    /// iOS 13's control: 10 points either side of each title (SwiftMessages' and SkeletonView's
    /// controls of Xcode 13 and 14); equal segments as wide as the widest.
    @Test func fromIOS13EachTitleHasTenPointsEitherSide() throws {
        let equal = try #require(try Self.width(toolsVersion: "22505", apportioned: false))
        #expect(abs(equal - 2 * (Self.title("Gradient") + 20)) < 0.01)
        let apportioned = try #require(try Self.width(toolsVersion: "22505", apportioned: true))
        #expect(abs(apportioned - (Self.title("Gradient") + Self.title("All") + 40)) < 0.01)
    }

    /// The older control keeps 11 either side.
    @Test func beforeIOS13EachTitleHasElevenPointsEitherSide() throws {
        let equal = try #require(try Self.width(toolsVersion: "14460.31", apportioned: false))
        #expect(abs(equal - 2 * (Self.title("Gradient") + 22)) < 0.01)
    }
}
