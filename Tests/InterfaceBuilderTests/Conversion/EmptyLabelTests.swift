import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// A label without text has no content size on Interface Builder's canvas, which keeps it at the
/// frame it was given; at run time it is UILabel's zero.
@Suite("Empty labels")
struct EmptyLabelTests {
    /// An empty label placed by its top-left corner alone, saved 50 x 50; and a vertical stack, 100
    /// high, holding an empty label saved 0 high between two 40-point views and a fourth view of
    /// no size of its own that takes what is left.
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="Emp-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Emp-lb-001">
                        <rect key="frame" x="10" y="10" width="50" height="50"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="Emp-st-001">
                        <rect key="frame" x="100" y="10" width="100" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Emp-vw-002">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="40" id="Emp-cc-001"/>
                                </constraints>
                            </view>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Emp-lb-002">
                                <rect key="frame" x="0.0" y="40" width="100" height="0.0"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Emp-vw-003">
                                <rect key="frame" x="0.0" y="40" width="100" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="40" id="Emp-cc-002"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Emp-vw-004">
                                <rect key="frame" x="0.0" y="80" width="100" height="20"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="height" constant="100" id="Emp-cc-003"/>
                            <constraint firstAttribute="width" constant="100" id="Emp-cc-004"/>
                        </constraints>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="Emp-lb-001" firstAttribute="leading" secondItem="Emp-vw-001" secondAttribute="leading" constant="10" id="Emp-cc-005"/>
                    <constraint firstItem="Emp-lb-001" firstAttribute="top" secondItem="Emp-vw-001" secondAttribute="top" constant="10" id="Emp-cc-006"/>
                    <constraint firstItem="Emp-st-001" firstAttribute="leading" secondItem="Emp-vw-001" secondAttribute="leading" constant="100" id="Emp-cc-007"/>
                    <constraint firstItem="Emp-st-001" firstAttribute="top" secondItem="Emp-vw-001" secondAttribute="top" constant="10" id="Emp-cc-008"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    /// On the canvas the empty label keeps its saved 50 x 50; the one in the stack keeps its saved
    /// 0 and never goes below it, however the stack's other views settle.
    @Test func theCanvasKeepsAnEmptyLabelsFrame() throws {
        let verification = IBVerification(document: try IBDocument(xml: Self.xib))
        let views = Dictionary(uniqueKeysWithValues: verification.views.map { ($0.id, $0) })
        #expect(views["Emp-lb-001"]?.computed?.size == Size(width: 50, height: 50))
        #expect(views["Emp-lb-001"]?.matches == true)
        let stacked = try #require(views["Emp-lb-002"]?.computed)
        #expect(stacked.height >= 0)
        #expect(views["Emp-lb-002"]?.matches == true)
    }

    /// At run time an empty label is UILabel's zero: the corner-placed one collapses.
    @Test func atRunTimeAnEmptyLabelIsZero() throws {
        let document = try IBDocument(xml: Self.xib)
        let root = try #require(document.layoutRoots.first)
        let tree = document.makeLayoutTree(root: root, designTime: false)
        let label = try #require(tree.view(withID: "Emp-lb-001") as? LabelView)
        #expect(label.frame.size == Size(width: 0, height: 0))
        #expect(label.intrinsicContentSize == Size(width: 0, height: 0))
    }
}
