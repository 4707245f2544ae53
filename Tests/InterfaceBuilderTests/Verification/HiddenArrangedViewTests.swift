import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// Hidden arranged views: UIKit collapses them, and so does Trellis; Xcode mostly saves them at
/// the length they had, which is then not a layout to compare with.
@Suite("Hidden arranged views")
struct HiddenArrangedViewTests {
    /// A horizontal stack of a visible box, a hidden button Xcode saved 44 points wide at the
    /// stack's start (with a child inside it), and a hidden box saved collapsed at the start.
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="Hid-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hid-sv-002">
                        <rect key="frame" x="10" y="10" width="60" height="44"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hid-vw-003">
                                <rect key="frame" x="0.0" y="0.0" width="60" height="44"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="60" id="Hid-cc-001"/>
                                    <constraint firstAttribute="height" constant="44" id="Hid-cc-002"/>
                                </constraints>
                            </view>
                            <button hidden="YES" opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Hid-bt-004">
                                <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hid-vw-005">
                                        <rect key="frame" x="12" y="12" width="20" height="20"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="20" id="Hid-cc-003"/>
                                            <constraint firstAttribute="height" constant="20" id="Hid-cc-004"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Hid-vw-005" firstAttribute="centerX" secondItem="Hid-bt-004" secondAttribute="centerX" id="Hid-cc-005"/>
                                    <constraint firstItem="Hid-vw-005" firstAttribute="centerY" secondItem="Hid-bt-004" secondAttribute="centerY" id="Hid-cc-006"/>
                                </constraints>
                                <state key="normal" title="Edit"/>
                            </button>
                            <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hid-vw-006">
                                <rect key="frame" x="0.0" y="0.0" width="0.0" height="44"/>
                            </view>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="Hid-sv-002" firstAttribute="leading" secondItem="Hid-vw-001" secondAttribute="leading" constant="10" id="Hid-cc-007"/>
                    <constraint firstItem="Hid-sv-002" firstAttribute="top" secondItem="Hid-vw-001" secondAttribute="top" constant="10" id="Hid-cc-008"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    @Test func anUncollapsedHiddenViewIsNotBlamedOnItsControl() throws {
        let verification = IBVerification(document: try IBDocument(xml: Self.xib))
        let byID = Dictionary(uniqueKeysWithValues: verification.views.map { ($0.id, $0) })
        let hidden = try #require(byID["Hid-bt-004"])
        #expect(hidden.computed?.width == 0)
        #expect(hidden.cause == .hiddenInStackView)
        #expect(byID["Hid-vw-005"]?.rootCause == .hiddenInStackView)
        // The stack and its visible view do not follow the hidden view's saved size.
        #expect(byID["Hid-sv-002"]?.matches == true)
        #expect(byID["Hid-vw-003"]?.matches == true)
    }

    /// A hidden view Xcode saved collapsed is compared like any other, and matches.
    @Test func aCollapsedHiddenViewIsCompared() throws {
        let verification = IBVerification(document: try IBDocument(xml: Self.xib))
        #expect(verification.views.first { $0.id == "Hid-vw-006" }?.matches == true)
    }
}
