import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// The side margins of a table view cell's content view that a xib shows on its own.
@Suite("Table view cell margins")
struct TableCellMarginTests {
    /// A top-level 600-point table view cell with a box pinned to its content view's leading margin.
    static func cell(toolsVersion: String, device: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" id="Tcm-cl-001">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Tcm-cl-001" id="Tcm-cv-001">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Tcm-bx-002">
                                <rect key="frame" x="16" y="7" width="30" height="30"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="30" id="Tcm-cc-001"/>
                                    <constraint firstAttribute="height" constant="30" id="Tcm-cc-002"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Tcm-bx-002" firstAttribute="leading" secondItem="Tcm-cv-001" secondAttribute="leadingMargin" id="Tcm-cc-003"/>
                            <constraint firstItem="Tcm-bx-002" firstAttribute="centerY" secondItem="Tcm-cv-001" secondAttribute="centerY" id="Tcm-cc-004"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    private func boxX(toolsVersion: String, device: String) throws -> Double? {
        let xml = Self.cell(toolsVersion: toolsVersion, device: device)
        let verification = IBVerification(document: try IBDocument(xml: xml))
        return verification.views.first { $0.id == "Tcm-bx-002" }?.computed?.origin.x
    }

    /// Xcode 11's builds give the 375-point phone's cells iOS 10's 15-point margins; Xcode 10
    /// gives a cell 414 points wide or wider 20, Xcode 12 on gives the narrow phones 16.
    @Test func xcode11BuildsKeepFifteenPointsOnTheNarrowPhones() throws {
        #expect(try boxX(toolsVersion: "16096", device: "retina4_7") == 15)
        #expect(try boxX(toolsVersion: "15705", device: "retina4_7") == 15)
        #expect(try boxX(toolsVersion: "14460.31", device: "retina4_7") == 20)
        #expect(try boxX(toolsVersion: "17701", device: "retina4_7") == 16)
    }

    /// On the wide phones Xcode 11 already gave 20, as later builds do.
    @Test func xcode11BuildsGiveTheWidePhonesTwenty() throws {
        #expect(try boxX(toolsVersion: "16096", device: "retina6_1") == 20)
    }
}
