extension Fixtures {
    /// A bookshelf app's storyboard, written for the fuzz tests in the shape of the larger
    /// corpus's files: a tab bar controller holding a navigation controller, a table view
    /// controller whose prototype cell nests stack views and a button with a configuration, and
    /// a detail screen with a toolbar, a text field and a panel resting on the keyboard guide.
    static let shelfStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Tab-Bc-001">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <dependencies>
            <deployment identifier="iOS"/>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--Tabs-->
            <scene sceneID="Tab-Sc-001">
                <objects>
                    <tabBarController id="Tab-Bc-001" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="Tab-Br-002">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="49"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </tabBar>
                        <connections>
                            <segue destination="Nav-Nc-003" kind="relationship" relationship="viewControllers" id="Tab-Sg-004"/>
                        </connections>
                    </tabBarController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Tab-Fr-005" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="-700" y="80"/>
            </scene>
            <!--Navigation-->
            <scene sceneID="Nav-Sc-006">
                <objects>
                    <navigationController id="Nav-Nc-003" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Shelf" image="books.vertical" catalog="system" id="Nav-Ti-007"/>
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nav-Br-008">
                            <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="Shf-Tc-009" kind="relationship" relationship="rootViewController" id="Nav-Sg-010"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Nav-Fr-011" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <!--Shelf-->
            <scene sceneID="Shf-Sc-012">
                <objects>
                    <tableViewController id="Shf-Tc-009" customClass="ShelfViewController" customModule="Shelf" customModuleProvider="target" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="Shf-Tv-013">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="BookCell" rowHeight="96" id="Bok-Cl-014" customClass="BookCell" customModule="Shelf" customModuleProvider="target">
                                    <rect key="frame" x="0.0" y="50" width="414" height="96"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Bok-Cl-014" id="Bok-Cv-015">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="96"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <stackView opaque="NO" contentMode="scaleToFill" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="Bok-Hs-016">
                                                <rect key="frame" x="20" y="11" width="374" height="74"/>
                                                <subviews>
                                                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="book.closed" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="Bok-Iv-017">
                                                        <rect key="frame" x="0.0" y="1" width="52" height="72"/>
                                                        <constraints>
                                                            <constraint firstAttribute="width" constant="52" id="Bok-Cw-018"/>
                                                        </constraints>
                                                    </imageView>
                                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="top" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="Bok-Vs-019">
                                                        <rect key="frame" x="64" y="0.0" width="222" height="74"/>
                                                        <subviews>
                                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" lineBreakMode="tailTruncation" numberOfLines="2" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Bok-Lt-020">
                                                                <rect key="frame" x="0.0" y="0.0" width="36" height="20.5"/>
                                                                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                                                <nil key="textColor"/>
                                                                <nil key="highlightedColor"/>
                                                            </label>
                                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Author" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Bok-La-021">
                                                                <rect key="frame" x="0.0" y="24.5" width="45" height="18"/>
                                                                <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                                                                <color key="textColor" systemColor="secondaryLabelColor"/>
                                                                <nil key="highlightedColor"/>
                                                            </label>
                                                        </subviews>
                                                    </stackView>
                                                    <button opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Bok-Bt-022">
                                                        <rect key="frame" x="298" y="20" width="76" height="34.5"/>
                                                        <state key="normal" title="Button"/>
                                                        <buttonConfiguration key="configuration" style="tinted" image="plus" catalog="system" title="Lend"/>
                                                        <connections>
                                                            <action selector="lend:" destination="Bok-Cl-014" eventType="touchUpInside" id="Bok-Ac-023"/>
                                                        </connections>
                                                    </button>
                                                </subviews>
                                            </stackView>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="Bok-Hs-016" firstAttribute="top" secondItem="Bok-Cv-015" secondAttribute="topMargin" id="Bok-Ct-024"/>
                                            <constraint firstItem="Bok-Hs-016" firstAttribute="leading" secondItem="Bok-Cv-015" secondAttribute="leadingMargin" id="Bok-Cl-025"/>
                                            <constraint firstAttribute="trailingMargin" secondItem="Bok-Hs-016" secondAttribute="trailing" id="Bok-Cr-026"/>
                                            <constraint firstAttribute="bottomMargin" secondItem="Bok-Hs-016" secondAttribute="bottom" priority="999" id="Bok-Cb-027"/>
                                        </constraints>
                                    </tableViewCellContentView>
                                    <connections>
                                        <outlet property="titleLabel" destination="Bok-Lt-020" id="Bok-Ot-028"/>
                                        <outlet property="authorLabel" destination="Bok-La-021" id="Bok-Oa-029"/>
                                        <segue destination="Det-Vc-030" kind="show" id="Bok-Sg-031"/>
                                    </connections>
                                </tableViewCell>
                            </prototypes>
                            <connections>
                                <outlet property="dataSource" destination="Shf-Tc-009" id="Shf-Od-032"/>
                                <outlet property="delegate" destination="Shf-Tc-009" id="Shf-Ol-033"/>
                            </connections>
                        </tableView>
                        <navigationItem key="navigationItem" title="Shelf" id="Shf-Ni-034">
                            <barButtonItem key="rightBarButtonItem" systemItem="add" id="Shf-Bb-035"/>
                        </navigationItem>
                    </tableViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Shf-Fr-036" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <!--Detail-->
            <scene sceneID="Det-Sc-037">
                <objects>
                    <viewController id="Det-Vc-030" customClass="BookViewController" customModule="Shelf" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Det-Vw-038">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Note" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="Det-Tf-039">
                                    <rect key="frame" x="20" y="108" width="374" height="34"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                    <textInputTraits key="textInputTraits" returnKeyType="done"/>
                                </textField>
                                <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Det-Tb-040">
                                    <rect key="frame" x="0.0" y="813" width="414" height="49"/>
                                    <items>
                                        <barButtonItem title="Share" id="Det-Bi-041"/>
                                        <barButtonItem style="plain" systemItem="flexibleSpace" id="Det-Bs-042"/>
                                        <barButtonItem systemItem="trash" id="Det-Bt-043"/>
                                    </items>
                                </toolbar>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Det-Sa-044"/>
                            <keyboardLayoutGuide key="keyboard" id="Det-Kb-045"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="Det-Tf-039" firstAttribute="top" secondItem="Det-Sa-044" secondAttribute="top" constant="16" id="Det-Ct-046"/>
                                <constraint firstItem="Det-Tf-039" firstAttribute="leading" secondItem="Det-Sa-044" secondAttribute="leading" constant="20" id="Det-Cl-047"/>
                                <constraint firstItem="Det-Sa-044" firstAttribute="trailing" secondItem="Det-Tf-039" secondAttribute="trailing" constant="20" id="Det-Cr-048"/>
                                <constraint firstItem="Det-Tb-040" firstAttribute="leading" secondItem="Det-Kb-045" secondAttribute="leading" id="Det-Cn-049"/>
                                <constraint firstItem="Det-Kb-045" firstAttribute="trailing" secondItem="Det-Tb-040" secondAttribute="trailing" id="Det-Cm-050"/>
                                <constraint firstItem="Det-Kb-045" firstAttribute="top" secondItem="Det-Tb-040" secondAttribute="bottom" id="Det-Cb-051"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="Book" id="Det-Ni-052"/>
                        <connections>
                            <outlet property="noteField" destination="Det-Tf-039" id="Det-On-053"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Det-Fr-054" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
        <resources>
            <image name="book.closed" catalog="system" width="115" height="128"/>
            <image name="books.vertical" catalog="system" width="128" height="104"/>
            <image name="plus" catalog="system" width="128" height="113"/>
            <systemColor name="secondaryLabelColor">
                <color red="0.23529411764705882" green="0.23529411764705882" blue="0.2627450980392157" alpha="0.59999999999999998" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>
    """

    /// A collection view cell (a book cover tile) in a xib, as the larger corpus's cell xibs are:
    /// a content view holding a vertical stack with a cover and a horizontal stack of a label
    /// and a configured button, and a section header view.
    static let coverCellXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="CoverCell" id="Cov-Cc-001" customClass="CoverCell" customModule="Shelf" customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="160" height="240"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="Cov-Cv-002">
                    <rect key="frame" x="0.0" y="0.0" width="160" height="240"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="Cov-Vs-003">
                            <rect key="frame" x="0.0" y="0.0" width="160" height="240"/>
                            <subviews>
                                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="Cov-Iv-004">
                                    <rect key="frame" x="0.0" y="0.0" width="160" height="197.66666666666666"/>
                                </imageView>
                                <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="Cov-Hs-005">
                                    <rect key="frame" x="0.0" y="205.66666666666666" width="160" height="34.333333333333343"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Cov-Lb-006">
                                            <rect key="frame" x="0.0" y="7" width="108" height="20.333333333333332"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Cov-Bt-007">
                                            <rect key="frame" x="112" y="0.0" width="48" height="34.333333333333336"/>
                                            <state key="normal" title="Button"/>
                                            <buttonConfiguration key="configuration" style="plain" image="heart" catalog="system">
                                                <preferredSymbolConfiguration key="preferredSymbolConfigurationForImage" scale="small"/>
                                            </buttonConfiguration>
                                        </button>
                                    </subviews>
                                </stackView>
                            </subviews>
                        </stackView>
                    </subviews>
                </collectionViewCellContentView>
                <constraints>
                    <constraint firstItem="Cov-Vs-003" firstAttribute="top" secondItem="Cov-Cc-001" secondAttribute="top" id="Cov-Ct-008"/>
                    <constraint firstItem="Cov-Vs-003" firstAttribute="leading" secondItem="Cov-Cc-001" secondAttribute="leading" id="Cov-Cl-009"/>
                    <constraint firstAttribute="trailing" secondItem="Cov-Vs-003" secondAttribute="trailing" id="Cov-Cr-010"/>
                    <constraint firstAttribute="bottom" secondItem="Cov-Vs-003" secondAttribute="bottom" id="Cov-Cb-011"/>
                    <constraint firstItem="Cov-Iv-004" firstAttribute="width" secondItem="Cov-Iv-004" secondAttribute="height" multiplier="2:3" id="Cov-Ca-012"/>
                </constraints>
                <connections>
                    <outlet property="coverView" destination="Cov-Iv-004" id="Cov-Oc-013"/>
                </connections>
            </collectionViewCell>
            <collectionReusableView opaque="NO" clearsContextBeforeDrawing="NO" contentMode="center" reuseIdentifier="Header" id="Hdr-Rv-014">
                <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Section" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Hdr-Lb-015">
                        <rect key="frame" x="16" y="11.666666666666664" width="62" height="20.333333333333332"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
                <viewLayoutGuide key="safeArea" id="Hdr-Sa-016"/>
                <constraints>
                    <constraint firstItem="Hdr-Lb-015" firstAttribute="centerY" secondItem="Hdr-Rv-014" secondAttribute="centerY" id="Hdr-Cy-017"/>
                    <constraint firstItem="Hdr-Lb-015" firstAttribute="leading" secondItem="Hdr-Sa-016" secondAttribute="leading" constant="16" id="Hdr-Cl-018"/>
                </constraints>
            </collectionReusableView>
        </objects>
        <resources>
            <image name="heart" catalog="system" width="128" height="107"/>
        </resources>
    </document>
    """
}
