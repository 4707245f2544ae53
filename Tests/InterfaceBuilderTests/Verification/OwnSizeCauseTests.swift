import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// An IBDesignable view's size is the one its code gave Interface Builder, which Trellis cannot
/// run: a miss in it is that code's, and the views it moves follow it. A miss in a view's size
/// is its content's only where it is laid out at its content's size: a label squeezed away from
/// its text by the recovery from a conflict follows the conflict.
@Suite("Causes of views sized by their own code or squeezed")
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

    /// A 17-point label at the top of a 320 x 95 view, at compression resistance 50, and a box
    /// from the label's bottom to the view's, whose height is required to be at least 90 and at
    /// most 80: whichever the recovery breaks, the label is squeezed to 15 or 5 points. Saved at
    /// its text's 20.5.
    static let squeezedXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="Sqd-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="95"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" verticalCompressionResistancePriority="50" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Sqd-lb-002">
                        <rect key="frame" x="10" y="0.0" width="300" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sqd-vw-003">
                        <rect key="frame" x="10" y="20.5" width="300" height="74.5"/>
                        <constraints>
                            <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="90" id="Sqd-cc-001"/>
                            <constraint firstAttribute="height" relation="lessThanOrEqual" constant="80" id="Sqd-cc-002"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="Sqd-lb-002" firstAttribute="leading" secondItem="Sqd-vw-001" secondAttribute="leading" constant="10" id="Sqd-cc-003"/>
                    <constraint firstAttribute="trailing" secondItem="Sqd-lb-002" secondAttribute="trailing" constant="10" id="Sqd-cc-004"/>
                    <constraint firstItem="Sqd-lb-002" firstAttribute="top" secondItem="Sqd-vw-001" secondAttribute="top" id="Sqd-cc-005"/>
                    <constraint firstItem="Sqd-vw-003" firstAttribute="top" secondItem="Sqd-lb-002" secondAttribute="bottom" id="Sqd-cc-006"/>
                    <constraint firstAttribute="bottom" secondItem="Sqd-vw-003" secondAttribute="bottom" id="Sqd-cc-007"/>
                    <constraint firstItem="Sqd-vw-003" firstAttribute="leading" secondItem="Sqd-vw-001" secondAttribute="leading" constant="10" id="Sqd-cc-008"/>
                    <constraint firstAttribute="trailing" secondItem="Sqd-vw-003" secondAttribute="trailing" constant="10" id="Sqd-cc-009"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    @Test func aLabelSqueezedByAConflictFollowsIt() throws {
        let verification = IBVerification(document: try IBDocument(xml: Self.squeezedXib))
        let label = try #require(verification.views.first { $0.id == "Sqd-lb-002" })
        let height = try #require(label.computed?.height)
        #expect(height < 16)
        #expect(label.cause == .conflict)
    }

    /// A container sized by a designable label 8 points inside it, `<designables>` giving the
    /// label 43.5 x 20.5, saved 12 high (and the container 28): the container follows the size
    /// the label's code gives, not a text measurement (Trellis does not measure its text).
    static let designableLabelXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="Dsl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Dsl-vw-002">
                        <rect key="frame" x="10" y="10" width="300" height="28"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="Dsl-lb-003" customClass="StyledLabel" customModule="Widgets" customModuleProvider="target">
                                <rect key="frame" x="8" y="8" width="284" height="12"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Dsl-lb-003" firstAttribute="leading" secondItem="Dsl-vw-002" secondAttribute="leading" constant="8" id="Dsl-cc-001"/>
                            <constraint firstAttribute="trailing" secondItem="Dsl-lb-003" secondAttribute="trailing" constant="8" id="Dsl-cc-002"/>
                            <constraint firstItem="Dsl-lb-003" firstAttribute="top" secondItem="Dsl-vw-002" secondAttribute="top" constant="8" id="Dsl-cc-003"/>
                            <constraint firstAttribute="bottom" secondItem="Dsl-lb-003" secondAttribute="bottom" constant="8" id="Dsl-cc-004"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="Dsl-vw-002" firstAttribute="leading" secondItem="Dsl-vw-001" secondAttribute="leading" constant="10" id="Dsl-cc-005"/>
                    <constraint firstAttribute="trailing" secondItem="Dsl-vw-002" secondAttribute="trailing" constant="10" id="Dsl-cc-006"/>
                    <constraint firstItem="Dsl-vw-002" firstAttribute="top" secondItem="Dsl-vw-001" secondAttribute="top" constant="10" id="Dsl-cc-007"/>
                </constraints>
            </view>
        </objects>
        <designables>
            <designable name="Dsl-lb-003">
                <size key="intrinsicContentSize" width="43.5" height="20.5"/>
            </designable>
        </designables>
    </document>
    """

    @Test func aContainerOfADesignableLabelFollowsItsCode() throws {
        let verification = IBVerification(document: try IBDocument(xml: Self.designableLabelXib))
        let byID = Dictionary(uniqueKeysWithValues: verification.views.map { ($0.id, $0) })
        #expect(byID["Dsl-vw-002"]?.computed?.height == 36.5)
        #expect(byID["Dsl-vw-002"]?.cause == .followsOwnCodeSize)
        #expect(byID["Dsl-lb-003"]?.rootCause == .followsOwnCodeSize)
    }
}
