import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// The margins of a collection view cell a xib shows on its own.
@Suite("Collection view cell margins")
struct CollectionCellMarginTests {
    /// A top-level (124 points unless given) collection view cell with a box pinned to its leading margin.
    static func cell(toolsVersion: String, device: String, width: Int = 124) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="Cvm-cl-001">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cvm-bx-002">
                                <rect key="frame" x="16" y="10" width="30" height="30"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="30" id="Cvm-cc-001"/>
                                    <constraint firstAttribute="height" constant="30" id="Cvm-cc-002"/>
                                </constraints>
                            </view>
                        </subviews>
                    </view>
                    <constraints>
                        <constraint firstItem="Cvm-bx-002" firstAttribute="leading" secondItem="Cvm-cl-001" secondAttribute="leadingMargin" id="Cvm-cc-003"/>
                        <constraint firstItem="Cvm-bx-002" firstAttribute="top" secondItem="Cvm-cl-001" secondAttribute="top" constant="10" id="Cvm-cc-004"/>
                    </constraints>
                </collectionViewCell>
            </objects>
        </document>
        """
    }

    private func boxX(toolsVersion: String, device: String, width: Int = 124) throws -> Double? {
        let verification = IBVerification(document: try IBDocument(xml: Self.cell(toolsVersion: toolsVersion, device: device, width: width)))
        return verification.views.first { $0.id == "Cvm-bx-002" }?.computed?.origin.x
    }

    /// From Xcode 11, a table cell's side margins: 16 on the 375-point phone, 20 on the
    /// 393-point phone from Xcode 15 for a cell wider than the 320-point phone.
    @Test func fromXcode11TheCellHasATableCellsSideMargins() throws {
        #expect(try boxX(toolsVersion: "21507", device: "retina4_7") == 16)
        #expect(try boxX(toolsVersion: "24765", device: "retina6_12", width: 400) == 20)
    }

    /// Before, UIKit's 8.
    @Test func olderFilesKeepUIKitsEightPoints() throws {
        #expect(try boxX(toolsVersion: "14109", device: "retina4_7") == 8)
    }

    /// The table cell's margins are the canvas's: laid out as at run time, the same cell keeps
    /// UIKit's 8, as inside a collection view.
    @Test func atRunTimeTheCellKeepsUIKitsEightPoints() throws {
        let document = try IBDocument(xml: Self.cell(toolsVersion: "21507", device: "retina4_7"))
        let tree = try document.makeLayoutTree(IBLayoutRequest(designTime: false))
        let box = try #require(tree.view(withID: "Cvm-bx-002"))
        #expect(box.frame.origin.x == 8)
    }
}
