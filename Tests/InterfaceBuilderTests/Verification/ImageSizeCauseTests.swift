import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// An image view whose size is its image's, as the file's `<resources>` records it, saved at
/// another size: the frame is older than the image, not a layout Trellis missed.
@Suite("Causes of image views saved at another size than their image's")
struct ImageSizeCauseTests {
    /// A 16 x 25 image placed by its corner, saved `width` x `height`.
    static func xib(width: Double, height: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Img-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="arrow" translatesAutoresizingMaskIntoConstraints="NO" id="Img-iv-002">
                            <rect key="frame" x="10" y="10" width="\(width)" height="\(height)"/>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Img-iv-002" firstAttribute="leading" secondItem="Img-vw-001" secondAttribute="leading" constant="10" id="Img-cc-001"/>
                        <constraint firstItem="Img-iv-002" firstAttribute="top" secondItem="Img-vw-001" secondAttribute="top" constant="10" id="Img-cc-002"/>
                    </constraints>
                </view>
            </objects>
            <resources>
                <image name="arrow" width="16" height="25"/>
            </resources>
        </document>
        """
    }

    @Test func savedAtTwiceItsImageTheFrameIsOlder() throws {
        let verification = IBVerification(document: try IBDocument(xml: Self.xib(width: 32, height: 50)))
        let image = try #require(verification.views.first { $0.id == "Img-iv-002" })
        #expect(image.computed?.size == Size(width: 16, height: 25))
        #expect(image.cause == .savedAgainstImageSize)
    }

    @Test func savedAtItsImageItMatches() throws {
        let verification = IBVerification(document: try IBDocument(xml: Self.xib(width: 16, height: 25)))
        #expect(verification.views.first { $0.id == "Img-iv-002" }?.matches == true)
    }
}
