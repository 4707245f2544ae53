import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// A stack view's layout margins as Interface Builder lays them out.
@Suite("Stack view margins")
struct StackViewMarginTests {
    /// A vertical stack that centres its arranged views: a 200 by 100 box and a bar pinned to the
    /// stack's leading and trailing margins (plus `inset`), with margins of its own when
    /// `customMargins` is given.
    static func stack(customMargins: Double? = nil, inset: Double = 0) -> String {
        let margins = customMargins.map {
            "<edgeInsets key=\"layoutMargins\" top=\"\($0)\" left=\"\($0)\" bottom=\"\($0)\" right=\"\($0)\"/>"
        } ?? ""
        let origin = (customMargins ?? 0) + inset
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Stm-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="Stm-sv-002">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="130"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Stm-bx-003">
                                    <rect key="frame" x="50" y="0.0" width="200" height="100"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="200" id="Stm-cc-001"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Stm-bd-004">
                                    <rect key="frame" x="\(origin)" y="100" width="\(300 - 2 * origin)" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="Stm-cc-002"/>
                                    </constraints>
                                </view>
                            </subviews>
                            \(margins)
                            <constraints>
                                <constraint firstItem="Stm-bd-004" firstAttribute="leading" secondItem="Stm-sv-002" secondAttribute="leadingMargin" constant="\(inset)" id="Stm-cc-003"/>
                                <constraint firstAttribute="trailingMargin" secondItem="Stm-bd-004" secondAttribute="trailing" constant="\(inset)" id="Stm-cc-004"/>
                                <constraint firstItem="Stm-bx-003" firstAttribute="height" constant="100" id="Stm-cc-005"/>
                            </constraints>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Stm-sv-002" firstAttribute="top" secondItem="Stm-vw-001" secondAttribute="top" id="Stm-cc-006"/>
                        <constraint firstItem="Stm-sv-002" firstAttribute="leading" secondItem="Stm-vw-001" secondAttribute="leading" id="Stm-cc-007"/>
                        <constraint firstAttribute="trailing" secondItem="Stm-sv-002" secondAttribute="trailing" id="Stm-cc-008"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    static func bar(in xml: String) throws -> Rect? {
        IBVerification(document: try IBDocument(xml: xml)).views.first { $0.id == "Stm-bd-004" }?.computed
    }

    /// With no margins of its own a stack view's margins are none, unlike a plain view's 8
    /// (pocket-casts' player and KeePassium's pricing screen pin views to their stacks' margins).
    @Test func aStackViewHasNoMarginsOfItsOwn() throws {
        let verification = IBVerification(document: try IBDocument(xml: Self.stack(inset: 20)))
        #expect(verification.matched == verification.total)
        #expect(try Self.bar(in: Self.stack()) == Rect(x: 0, y: 100, width: 300, height: 30))
        #expect(try Self.bar(in: Self.stack(inset: 20)) == Rect(x: 20, y: 100, width: 260, height: 30))
    }

    /// Margins set in the file are kept.
    @Test func marginsFromTheFileAreKept() throws {
        #expect(try Self.bar(in: Self.stack(customMargins: 12)) == Rect(x: 12, y: 112, width: 276, height: 30))
    }
}
