import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// An IBDesignable view's size is the one its code gave Interface Builder, which Trellis cannot
/// run: a miss in it is that code's, and the views it moves follow it.
@Suite("Causes of views sized by their own code")
struct OwnSizeCauseTests {
    /// A designable `Stars` view centred in a 320 x 200 view, saved 200 x 26 where the code gave
    /// `<designables>` 214 x 26; and a stack of two `Dot` views from the same module, each with an
    /// inspectable corner radius and a 20-point width, saved 27 wide. With `listed` false the
    /// document has no `<designables>` section: nothing says the canvas ran the module's code.
    static func designablesXib(listed: Bool) -> String {
        let designables = listed ? """
            <designables>
                <designable name="Own-st-002">
                    <size key="intrinsicContentSize" width="214" height="26"/>
                </designable>
            </designables>
        """ : ""
        func dot(_ id: String, x: Double) -> String {
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" customClass="Dot" customModule="Widgets" customModuleProvider="target">
                <rect key="frame" x="\(x)" y="0.0" width="27" height="20"/>
                <constraints>
                    <constraint firstAttribute="width" constant="20" id="\(id)-w"/>
                    <constraint firstAttribute="height" constant="20" id="\(id)-h"/>
                </constraints>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
                        <integer key="value" value="10"/>
                    </userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
            """
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Own-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Own-st-002" customClass="Stars" customModule="Widgets" customModuleProvider="target">
                            <rect key="frame" x="60" y="87" width="200" height="26"/>
                        </view>
                        <stackView opaque="NO" contentMode="scaleToFill" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="Own-sv-003">
                            <rect key="frame" x="10" y="10" width="58" height="20"/>
                            <subviews>
                                \(dot("Own-dt-004", x: 0))
                                \(dot("Own-dt-005", x: 31))
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Own-st-002" firstAttribute="centerX" secondItem="Own-vw-001" secondAttribute="centerX" id="Own-cc-001"/>
                        <constraint firstItem="Own-st-002" firstAttribute="centerY" secondItem="Own-vw-001" secondAttribute="centerY" id="Own-cc-002"/>
                        <constraint firstItem="Own-sv-003" firstAttribute="leading" secondItem="Own-vw-001" secondAttribute="leading" constant="10" id="Own-cc-003"/>
                        <constraint firstItem="Own-sv-003" firstAttribute="top" secondItem="Own-vw-001" secondAttribute="top" constant="10" id="Own-cc-004"/>
                    </constraints>
                </view>
            </objects>
            \(designables)
        </document>
        """
    }

    @Test func aDesignableIsSizedByItsCode() throws {
        let verification = IBVerification(document: try IBDocument(xml: Self.designablesXib(listed: true)))
        let byID = Dictionary(uniqueKeysWithValues: verification.views.map { ($0.id, $0) })
        #expect(byID["Own-st-002"]?.computed?.width == 214)
        #expect(byID["Own-st-002"]?.cause == .sizedByOwnCode)
        // The stack holds views of the designable's module, sized by that code too.
        #expect(byID["Own-sv-003"]?.cause == .followsOwnCodeSize)
        #expect(byID["Own-dt-004"]?.rootCause == .followsOwnCodeSize)
    }

    @Test func withoutDesignablesTheStackIsNotPutDownToCode() throws {
        let verification = IBVerification(document: try IBDocument(xml: Self.designablesXib(listed: false)))
        let byID = Dictionary(uniqueKeysWithValues: verification.views.map { ($0.id, $0) })
        #expect(byID["Own-sv-003"]?.matches == false)
        #expect(byID["Own-sv-003"]?.cause != .followsOwnCodeSize)
    }

    @Test func runtimeAttributesAreRead() throws {
        let document = try IBDocument(xml: Self.designablesXib(listed: true))
        let dot = try #require(document.allViews.first { $0.id == "Own-dt-004" })
        #expect(dot.runtimeAttributeKeyPaths == ["cornerRadius"])
    }
}
