extension Fixtures {
    /// ``recipesCell`` with its image's bottom constraint required: the tutorial's first version,
    /// which conflicts with a 44-point row.
    static let recipesCellRequiredBottom = recipesCell.replacingOccurrences(
        of: #"secondAttribute="bottom" priority="750" constant="16""#, with: #"secondAttribute="bottom" constant="16""#)

    /// A tag chip as a collection view cell, saved at 120 x 40: a label 24 points tall, inset 8
    /// above and below and 12 at the sides, all required, so the chip is 40 tall at any width.
    static let tagCollectionCell = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" id="Tag-Cl-001" customClass="TagCell">
                <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                <autoresizingMask key="autoresizingMask"/>
                <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" insetsLayoutMarginsFromSafeArea="NO" id="Tag-Cv-002">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Dinner" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="Tag-Lb-003">
                            <rect key="frame" x="12" y="8" width="96" height="24"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="24" id="Tag-Ct-008"/>
                            </constraints>
                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Tag-Lb-003" firstAttribute="top" secondItem="Tag-Cv-002" secondAttribute="top" constant="8" id="Tag-Ct-004"/>
                        <constraint firstAttribute="bottom" secondItem="Tag-Lb-003" secondAttribute="bottom" constant="8" id="Tag-Ct-005"/>
                        <constraint firstItem="Tag-Lb-003" firstAttribute="leading" secondItem="Tag-Cv-002" secondAttribute="leading" constant="12" id="Tag-Ct-006"/>
                        <constraint firstAttribute="trailing" secondItem="Tag-Lb-003" secondAttribute="trailing" constant="12" id="Tag-Ct-007"/>
                    </constraints>
                </collectionViewCellContentView>
            </collectionViewCell>
        </objects>
    </document>
    """

    /// A storyboard whose table view controller has one prototype cell, "Row-Cl-003": a 60-point
    /// tall view pinned 10 from every edge of the content view (priority 999 at the bottom), so the
    /// row fits at 80 and is laid out cleanly at any other height.
    static let prototypeCellStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Tvc-Vc-001">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="Scn-Tv-000">
                <objects>
                    <tableViewController id="Tvc-Vc-001" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="Tbl-Vw-002">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Row" id="Row-Cl-003">
                                    <rect key="frame" x="0.0" y="50" width="414" height="80"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Row-Cl-003" id="Row-Cv-004">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="80"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Box-Vw-005">
                                                <rect key="frame" x="10" y="10" width="394" height="60"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="60" id="Box-Ct-006"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="Box-Vw-005" firstAttribute="top" secondItem="Row-Cv-004" secondAttribute="top" constant="10" id="Box-Ct-007"/>
                                            <constraint firstAttribute="bottom" secondItem="Box-Vw-005" secondAttribute="bottom" priority="999" constant="10" id="Box-Ct-008"/>
                                            <constraint firstItem="Box-Vw-005" firstAttribute="leading" secondItem="Row-Cv-004" secondAttribute="leading" constant="10" id="Box-Ct-009"/>
                                            <constraint firstAttribute="trailing" secondItem="Box-Vw-005" secondAttribute="trailing" constant="10" id="Box-Ct-010"/>
                                        </constraints>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-Rs-011" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """
}
