import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// SF Symbols in image views and classic buttons: drawn at the default configuration's size (about
/// 19 points on the longer side at the medium scale, 26.5 at the large), not at the 128 points the
/// file's resources scale them to.
@Suite("SF Symbol sizes")
struct SymbolImageSizeTests {
    /// An image view and a classic button (8-point content insets) placed by their top-left corners
    /// only, on a 2x phone; `imageView` is the image view's image attributes, `imageChild` an
    /// element inside it.
    static func xib(imageView: String, imageChild: String = "", savedImage: (Double, Double) = (19, 17)) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Sym-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" \(imageView) translatesAutoresizingMaskIntoConstraints="NO" id="Sym-iv-002">
                            <rect key="frame" x="10" y="10" width="\(savedImage.0)" height="\(savedImage.1)"/>
                            \(imageChild)
                        </imageView>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Sym-bt-003">
                            <rect key="frame" x="10" y="100" width="33.5" height="35"/>
                            <inset key="contentEdgeInsets" minX="8" minY="8" maxX="8" maxY="8"/>
                            <state key="normal" image="trash" catalog="system"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Sym-iv-002" firstAttribute="leading" secondItem="Sym-vw-001" secondAttribute="leading" constant="10" id="Sym-cc-001"/>
                        <constraint firstItem="Sym-iv-002" firstAttribute="top" secondItem="Sym-vw-001" secondAttribute="top" constant="10" id="Sym-cc-002"/>
                        <constraint firstItem="Sym-bt-003" firstAttribute="leading" secondItem="Sym-vw-001" secondAttribute="leading" constant="10" id="Sym-cc-003"/>
                        <constraint firstItem="Sym-bt-003" firstAttribute="top" secondItem="Sym-vw-001" secondAttribute="top" constant="100" id="Sym-cc-004"/>
                    </constraints>
                </view>
            </objects>
            <resources>
                <image name="plus" catalog="system" width="128" height="113"/>
                <image name="trash" catalog="system" width="117" height="128"/>
            </resources>
        </document>
        """
    }

    static func verify(imageView: String, savedImage: (Double, Double) = (19, 17)) throws -> IBVerification {
        IBVerification(document: try IBDocument(xml: xib(imageView: imageView, savedImage: savedImage)))
    }

    static func frame(_ id: String, in verification: IBVerification) -> Rect? {
        verification.views.first { $0.id == id }?.computed
    }

    /// plus at 128 x 113: 19 x 16.77, rounded up to the 2x pixel grid.
    @Test func anImageViewDrawsAMediumSymbolNineteenPointsOnItsLongerSide() throws {
        let verification = try Self.verify(imageView: #"image="plus" catalog="system""#)
        let frame = try #require(Self.frame("Sym-iv-002", in: verification))
        #expect(frame.width == 19 && frame.height == 17)
    }

    /// The image of `<imageReference key="image">` counts too, with its symbol scale.
    @Test func anImageReferenceAtTheLargeScale() throws {
        let reference = #"<imageReference key="image" image="plus" catalog="system" symbolScale="large"/>"#
        let xml = Self.xib(imageView: "", imageChild: reference)
        let view = try #require(try IBDocument(xml: xml).view(withID: "Sym-iv-002"))
        #expect(view.image?.name == "plus" && view.image?.symbolScale == "large")
        let frame = try #require(Self.frame("Sym-iv-002", in: IBVerification(document: try IBDocument(xml: xml))))
        #expect(frame.width == 26.5 && frame.height == 23.5)
    }

    /// trash at 117 x 128: 17.37 x 19 (17.5 on the 2x grid), and the button's 8-point insets.
    @Test func aClassicButtonDrawsItsSymbolAtTheDefaultSize() throws {
        let frame = try #require(Self.frame("Sym-bt-003", in: try Self.verify(imageView: "")))
        #expect(frame.width == 33.5 && frame.height == 35)
    }

    /// A symbol image view whose saved size differs has a modelled intrinsic size, as a control.
    @Test func aMisSizedSymbolIsAControlSizeCause() throws {
        let verification = try Self.verify(imageView: #"image="plus" catalog="system""#, savedImage: (17.5, 15.5))
        let image = try #require(verification.views.first { $0.id == "Sym-iv-002" })
        #expect(image.cause == .controlIntrinsicSize)
    }
}
