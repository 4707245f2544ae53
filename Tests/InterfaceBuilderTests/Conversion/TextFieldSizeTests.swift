import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// A text field's intrinsic height by border style and era.
@Suite("Text field sizes")
struct TextFieldSizeTests {
    /// A text field in `pointSize` system font placed by its leading edge and top only, saved a
    /// point high (the canvas holds a taller saved frame above the field's hugging).
    static func xib(toolsVersion: String, borderStyle: String?, pointSize: Int) -> String {
        let border = borderStyle.map { #"borderStyle="\#($0)""# } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Tfs-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" \(border) placeholder="Name" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="Tfs-tf-002">
                            <rect key="frame" x="10" y="10" width="200" height="1"/>
                            <fontDescription key="fontDescription" type="system" pointSize="\(pointSize)"/>
                            <textInputTraits key="textInputTraits"/>
                        </textField>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Tfs-tf-002" firstAttribute="leading" secondItem="Tfs-vw-001" secondAttribute="leading" constant="10" id="Tfs-cc-001"/>
                        <constraint firstItem="Tfs-tf-002" firstAttribute="top" secondItem="Tfs-vw-001" secondAttribute="top" constant="10" id="Tfs-cc-002"/>
                        <constraint firstItem="Tfs-tf-002" firstAttribute="width" constant="200" id="Tfs-cc-003"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    static func height(toolsVersion: String, borderStyle: String? = nil, pointSize: Int) throws -> Double? {
        let xml = xib(toolsVersion: toolsVersion, borderStyle: borderStyle, pointSize: pointSize)
        return IBVerification(document: try IBDocument(xml: xml)).views.first { $0.id == "Tfs-tf-002" }?.computed?.height
    }

    /// Borderless from iOS 13: the line in whole points and one more (17 points: 20.29 -> 22).
    @Test func aBorderlessFieldFromIOS13IsAPointTallerThanItsLine() throws {
        #expect(try Self.height(toolsVersion: "20037", pointSize: 16) == 21)
        #expect(try Self.height(toolsVersion: "17701", pointSize: 17) == 22)
        #expect(try Self.height(toolsVersion: "22505", pointSize: 18) == 23)
    }

    /// Borderless before iOS 13: the line in whole points.
    @Test func aBorderlessFieldBeforeIOS13IsItsLine() throws {
        #expect(try Self.height(toolsVersion: "14460.31", pointSize: 17) == 21)
        #expect(try Self.height(toolsVersion: "11762", pointSize: 13) == 16)
    }

    /// A rounded field keeps iOS 13's 34-point minimum.
    @Test func aRoundedFieldKeepsItsMinimum() throws {
        #expect(try Self.height(toolsVersion: "20037", borderStyle: "roundedRect", pointSize: 14) == 34)
    }
}
