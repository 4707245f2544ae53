import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// Which constraint a conflict inside a cell breaks: nib decoding adds a view's subviews'
/// constraints before its own, so the outer view's constraint added last breaks.
@Suite("Conflicts inside cells")
struct CellConflictOrderTests {
    /// A 50-point cell whose content view holds a box 10 below its top and 10 above its bottom,
    /// with a fixed height of 40 of its own: 10 + 40 + 10 is not 50.
    /// With `bottomFirst` the bottom spacing comes before the top spacing in the document (Interface
    /// Builder writes constraints in the order of their random ids).
    static func cell(kind: String = "tableViewCell", bottomFirst: Bool = false) -> String {
        let top = #"<constraint firstItem="Ccf-bx-003" firstAttribute="top" secondItem="Ccf-cv-002" secondAttribute="top" constant="10" id="Ccf-cc-003"/>"#
        let bottom = #"<constraint firstAttribute="bottom" secondItem="Ccf-bx-003" secondAttribute="bottom" constant="10" id="Ccf-cc-004"/>"#
        let spacings = bottomFirst ? bottom + "\n" + top : top + "\n" + bottom
        let content = kind == "tableViewCell"
            ? #"<tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Ccf-cl-001" id="Ccf-cv-002">"#
            : #"<view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="Ccf-cv-002">"#
        let contentEnd = kind == "tableViewCell" ? "</tableViewCellContentView>" : "</view>"
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <\(kind) contentMode="scaleToFill" id="Ccf-cl-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    \(content)
                        <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ccf-bx-003">
                                <rect key="frame" x="16" y="10" width="40" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="40" id="Ccf-cc-001"/>
                                    <constraint firstAttribute="width" constant="40" id="Ccf-cc-002"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            \(spacings)
                            <constraint firstItem="Ccf-bx-003" firstAttribute="leading" secondItem="Ccf-cv-002" secondAttribute="leading" constant="16" id="Ccf-cc-005"/>
                        </constraints>
                    \(contentEnd)
                </\(kind)>
            </objects>
        </document>
        """
    }

    /// The box keeps its own height and its top spacing; the bottom spacing, added last, breaks.
    @Test(arguments: ["tableViewCell", "collectionViewCell"])
    func theBoxKeepsItsHeight(kind: String) throws {
        let verification = IBVerification(document: try IBDocument(xml: Self.cell(kind: kind)))
        let box = try #require(verification.views.first { $0.id == "Ccf-bx-003" })
        #expect(box.computed == Rect(x: 16, y: 10, width: 40, height: 40))
    }

    /// Wherever the document lists it, the spacing that closes the column at the container's
    /// bottom is the one that breaks (Xcode's saved frames in Pocket Casts', Element's, OsmAnd's
    /// and WooCommerce's cells, VLC's and corona-warn-app's screens).
    @Test(arguments: ["tableViewCell", "collectionViewCell"])
    func theBottomSpacingBreaksWhereverItIsListed(kind: String) throws {
        let verification = IBVerification(document: try IBDocument(xml: Self.cell(kind: kind, bottomFirst: true)))
        let box = try #require(verification.views.first { $0.id == "Ccf-bx-003" })
        #expect(box.computed == Rect(x: 16, y: 10, width: 40, height: 40))
    }
}
