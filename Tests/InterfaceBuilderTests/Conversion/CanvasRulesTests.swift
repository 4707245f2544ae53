import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// Rules of Interface Builder's canvas that the corpus showed (each with a small file of its own).
@Suite("Canvas rules")
struct CanvasRulesTests {
    /// A top-level collection view cell on the iPhone 8 (`retina4_7`) whose subview is pinned to
    /// its leading margin.
    static func cell(preservesMargins: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <collectionViewCell opaque="NO" contentMode="center" preservesSuperviewLayoutMargins="\(preservesMargins ? "YES" : "NO")" id="Cel-cv-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <view key="contentView" opaque="NO" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Box-vw-002">
                                <rect key="frame" x="16" y="10" width="40" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="40" id="Box-cc-001"/>
                                    <constraint firstAttribute="height" constant="40" id="Box-cc-002"/>
                                </constraints>
                            </view>
                        </subviews>
                    </view>
                    <constraints>
                        <constraint firstItem="Box-vw-002" firstAttribute="leading" secondItem="Cel-cv-001" secondAttribute="leadingMargin" id="Box-cc-003"/>
                        <constraint firstItem="Box-vw-002" firstAttribute="top" secondItem="Cel-cv-001" secondAttribute="top" constant="10" id="Box-cc-004"/>
                    </constraints>
                </collectionViewCell>
            </objects>
        </document>
        """
    }

    static func frame(of id: String, in xml: String) throws -> Rect? {
        let verification = IBVerification(document: try IBDocument(xml: xml))
        return verification.views.first { $0.id == id }?.computed
    }

    /// Preserving its superview's margins, a top-level cell takes the canvas's 16-point side
    /// margins (RocketChat's VideoMessageCell places its thumbnail by them).
    @Test func topLevelCellPreservingMarginsTakesTheDevicesSideMargins() throws {
        #expect(try Self.frame(of: "Box-vw-002", in: Self.cell(preservesMargins: true))?.origin.x == 16)
    }

    /// Without it the cell keeps UIKit's 8.
    @Test func topLevelCellKeepsItsOwnMarginsOtherwise() throws {
        #expect(try Self.frame(of: "Box-vw-002", in: Self.cell(preservesMargins: false))?.origin.x == 8)
    }

    /// A top-level table view cell `width` points wide, on the phone of `device` (the iPhone 15,
    /// `retina6_12`, 393 points wide, by default), whose box is pinned to its content view's
    /// leading margin, saved by the Xcode of `toolsVersion`.
    static func tableCell(toolsVersion: String, device: String = "retina6_12", width: Int = 393) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" rowHeight="60" id="Tab-ce-001">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="Tab-ce-001" id="Tab-cv-002">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Tab-vw-003">
                                <rect key="frame" x="20" y="10" width="40" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="40" id="Tab-cc-001"/>
                                    <constraint firstAttribute="height" constant="40" id="Tab-cc-002"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Tab-vw-003" firstAttribute="leading" secondItem="Tab-cv-002" secondAttribute="leadingMargin" id="Tab-cc-003"/>
                            <constraint firstItem="Tab-vw-003" firstAttribute="top" secondItem="Tab-cv-002" secondAttribute="top" constant="10" id="Tab-cc-004"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    /// Xcode 26 (`toolsVersion` 24xxx) insets a cell's content 20 points on the 393-point iPhone
    /// (bryceco's GoMap: two cells place their text views and labels by it).
    @Test func xcode26CellMarginsAre20() throws {
        #expect(try Self.frame(of: "Tab-vw-003", in: Self.tableCell(toolsVersion: "24765"))?.origin.x == 20)
    }

    /// From Xcode 11 to 16 the side margins follow the simulated phone, not the cell: 20 on the
    /// 393-point iPhone (KeePassium's and OsmAnd's cells), 16 on the 375-point one even for a
    /// 600-point cell (Element's timeline cells), and 16 for a cell no wider than 320 points.
    @Test func cellMarginsFollowThePhoneFromXcode11() throws {
        func x(_ tools: String, _ device: String, _ width: Int) throws -> Double? {
            try Self.frame(of: "Tab-vw-003", in: Self.tableCell(toolsVersion: tools, device: device, width: width))?
                .origin.x
        }
        #expect(try x("23077", "retina6_12", 393) == 20)
        #expect(try x("23077", "retina6_12", 335) == 20)
        #expect(try x("20037", "retina4_7", 600) == 16)
        #expect(try x("22155", "retina6_1", 320) == 16)
        #expect(try x("22155", "retina6_1", 414) == 20)
        // The 390-point phone (`retina6_0`) had 20 in Xcode 14 and has 16 from Xcode 15 (OsmAnd's
        // cells, saved by five versions of Xcode).
        #expect(try x("22155", "retina6_0", 414) == 20)
        #expect(try x("23727", "retina6_0", 414) == 16)
        #expect(try x("24506", "retina6_0", 414) == 16)
        // Xcode 26 keeps the rule: 16 on the 375-point phone (VLC's and OsmAnd's cells).
        #expect(try x("24506", "retina4_7", 375) == 16)
        // Xcode 11's own builds: 15 on the 375-point phone, 16 for a 320-point cell on the
        // 414-point one (Pocket Casts' 15505 cell), 20 for a wider cell there.
        #expect(try x("16096", "retina4_7", 320) == 15)
        #expect(try x("15505", "retina6_1", 320) == 16)
        #expect(try x("16096", "retina6_1", 380) == 20)
    }

    /// Xcode 9 and 10 went by the cell's own width: 20 from 414 points, on any phone.
    @Test func xcode9And10CellMarginsFollowTheCellsWidth() throws {
        func x(_ width: Int) throws -> Double? {
            try Self.frame(of: "Tab-vw-003", in: Self.tableCell(toolsVersion: "14460.31", device: "retina4_7",
                                                               width: width))?.origin.x
        }
        #expect(try x(600) == 20)
        #expect(try x(375) == 16)
    }

    /// Xcode 9's first builds (13xxx) gave narrower cells iOS 10's 15 (ChatSecure's cells); from
    /// 14000 (Xcode 9.3) they are 16. Wide cells are 20 in both.
    @Test func xcode9sFirstBuildsGaveNarrowCells15() throws {
        func x(_ tools: String, _ width: Int) throws -> Double? {
            try Self.frame(of: "Tab-vw-003", in: Self.tableCell(toolsVersion: tools, device: "retina4_7", width: width))?
                .origin.x
        }
        #expect(try x("13771", 375) == 15)
        #expect(try x("13771", 414) == 20)
        #expect(try x("14109", 375) == 16)
    }

    /// A table cell 50 points high whose content view has no saved frame, as files of old
    /// Xcodes have, with a bar pinned 7 from its trailing edge and 3 from its top and bottom.
    static func cellWithoutContentFrame(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" rowHeight="50" id="Old-ce-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="Old-ce-001" id="Old-cv-002">
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Old-vw-003">
                                <rect key="frame" x="303" y="3" width="10" height="43"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="10" id="Old-cc-001"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="trailing" secondItem="Old-vw-003" secondAttribute="trailing" constant="7" id="Old-cc-002"/>
                            <constraint firstItem="Old-vw-003" firstAttribute="top" secondItem="Old-cv-002" secondAttribute="top" constant="3" id="Old-cc-003"/>
                            <constraint firstAttribute="bottom" secondItem="Old-vw-003" secondAttribute="bottom" constant="3" id="Old-cc-004"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    /// Without a saved frame a cell's content view fills the cell, less the 1-point separator
    /// that canvases before Xcode 9 kept below it (matrix-ios-kit's member cell); from Xcode 11
    /// there is none.
    @Test func aContentViewWithoutAFrameFillsItsCell() throws {
        let old = try Self.frame(of: "Old-vw-003", in: Self.cellWithoutContentFrame(toolsVersion: "6751"))
        #expect(old == Rect(x: 303, y: 3, width: 10, height: 43))
        let recent = try Self.frame(of: "Old-vw-003", in: Self.cellWithoutContentFrame(toolsVersion: "17701"))
        #expect(recent == Rect(x: 303, y: 3, width: 10, height: 44))
    }

    /// A view with a text view that does not scroll, pinned at the top and both sides.
    static func textView(scrollEnabled: Bool, text: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Txt-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="382" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="\(scrollEnabled ? "YES" : "NO")" editable="NO" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="Txt-tv-002">
                            <rect key="frame" x="0.0" y="0.0" width="382" height="36.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </textView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Txt-tv-002" firstAttribute="top" secondItem="Txt-vw-001" secondAttribute="top" id="Txt-cc-001"/>
                        <constraint firstItem="Txt-tv-002" firstAttribute="leading" secondItem="Txt-vw-001" secondAttribute="leading" id="Txt-cc-002"/>
                        <constraint firstAttribute="trailing" secondItem="Txt-tv-002" secondAttribute="trailing" id="Txt-cc-003"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// Not scrolling, a text view is as tall as a line of its text and its container's insets, 8
    /// points above and below: 20.5 + 16 for the 17-point system font, even when empty
    /// (corona-warn-app's link text view).
    @Test func nonScrollingTextViewIsALineAndItsInsetsTall() throws {
        let empty = try Self.frame(of: "Txt-tv-002", in: Self.textView(scrollEnabled: false, text: ""))
        #expect(empty?.size.height == 36.5)
        let short = try Self.frame(of: "Txt-tv-002", in: Self.textView(scrollEnabled: false, text: "Link"))
        #expect(short?.size.height == 36.5)
    }

    /// A scrolling text view has no intrinsic height: its height is left open (on the canvas it
    /// keeps the height it was saved at; at run time it is ambiguous).
    @Test func scrollingTextViewHasNoIntrinsicHeight() throws {
        let document = try IBDocument(xml: Self.textView(scrollEnabled: true, text: "Link"))
        let scrolling = try document.makeLayoutTree(IBLayoutRequest(designTime: false))
        #expect(try #require(scrolling.view(withID: "Txt-tv-002")).hasAmbiguousLayout)
        let fixed = try IBDocument(xml: Self.textView(scrollEnabled: false, text: "Link"))
            .makeLayoutTree(IBLayoutRequest(designTime: false))
        #expect(try #require(fixed.view(withID: "Txt-tv-002")).hasAmbiguousLayout == false)
    }
}
