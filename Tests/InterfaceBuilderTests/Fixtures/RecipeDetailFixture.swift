extension Fixtures {
    /// The MiniCookpad recipe detail screen (SCREENS.md §2) as a storyboard with two scenes: a
    /// navigation controller (the initial view controller) and the recipe view controller. The
    /// scroll view uses its content and frame layout guides; the image has a 375:250 aspect
    /// ratio; the ingredient stack has a "Remove at build time" height of 200.
    static let recipeDetail = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Nav-Vc-001">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        </dependencies>
        <scenes>
            <!--Navigation Controller-->
            <scene sceneID="Scn-Nv-001">
                <objects>
                    <navigationController id="Nav-Vc-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nav-Br-002">
                            <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="Rcp-Vc-001" kind="relationship" relationship="rootViewController" id="Seg-Rt-003"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-Rs-004" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="-700" y="100"/>
            </scene>
            <!--Recipe View Controller-->
            <scene sceneID="Scn-Rc-001">
                <objects>
                    <viewController storyboardIdentifier="RecipeViewController" id="Rcp-Vc-001" customClass="RecipeViewController" customModule="MiniCookpad" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Rot-Vw-002">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Scr-Vw-003">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <subviews>
                                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="Img-Vw-004">
                                            <rect key="frame" x="0.0" y="0.0" width="414" height="276"/>
                                            <constraints>
                                                <constraint firstAttribute="width" secondItem="Img-Vw-004" secondAttribute="height" multiplier="375:250" id="Asp-Rt-005"/>
                                            </constraints>
                                        </imageView>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Dsc-Cn-006" userLabel="Description Container">
                                            <rect key="frame" x="0.0" y="276" width="414" height="48"/>
                                            <subviews>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="A long description" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Dsc-Lb-007">
                                                    <rect key="frame" x="16" y="16" width="382" height="0.0"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="レシピID: 1" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Rid-Lb-008">
                                                    <rect key="frame" x="330" y="32" width="68" height="0.0"/>
                                                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="12"/>
                                                    <color key="textColor" white="0.33333333333333331" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="Dsc-Lb-007" firstAttribute="top" secondItem="Dsc-Cn-006" secondAttribute="top" constant="16" id="C01-Aa-001"/>
                                                <constraint firstItem="Dsc-Lb-007" firstAttribute="leading" secondItem="Dsc-Cn-006" secondAttribute="leading" constant="16" id="C02-Aa-002"/>
                                                <constraint firstAttribute="trailing" secondItem="Dsc-Lb-007" secondAttribute="trailing" constant="16" id="C03-Aa-003"/>
                                                <constraint firstItem="Rid-Lb-008" firstAttribute="top" secondItem="Dsc-Lb-007" secondAttribute="bottom" constant="16" id="C04-Aa-004"/>
                                                <constraint firstAttribute="trailing" secondItem="Rid-Lb-008" secondAttribute="trailing" constant="16" id="C05-Aa-005"/>
                                                <constraint firstAttribute="bottom" secondItem="Rid-Lb-008" secondAttribute="bottom" constant="16" id="C06-Aa-006"/>
                                                <constraint firstItem="Rid-Lb-008" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="Dsc-Cn-006" secondAttribute="leadingMargin" identifier="recipeID.leading" id="C07-Aa-007"/>
                                            </constraints>
                                        </view>
                                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="Ing-Sv-009">
                                            <rect key="frame" x="0.0" y="324" width="414" height="200"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="200" placeholder="YES" id="Plc-Hh-010"/>
                                            </constraints>
                                        </stackView>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Img-Vw-004" firstAttribute="top" secondItem="Cgd-Lg-011" secondAttribute="top" id="C08-Aa-008"/>
                                        <constraint firstItem="Img-Vw-004" firstAttribute="leading" secondItem="Cgd-Lg-011" secondAttribute="leading" id="C09-Aa-009"/>
                                        <constraint firstItem="Cgd-Lg-011" firstAttribute="trailing" secondItem="Img-Vw-004" secondAttribute="trailing" id="C10-Aa-010"/>
                                        <constraint firstItem="Img-Vw-004" firstAttribute="width" secondItem="Fgd-Lg-012" secondAttribute="width" id="C11-Aa-011"/>
                                        <constraint firstItem="Dsc-Cn-006" firstAttribute="top" secondItem="Img-Vw-004" secondAttribute="bottom" id="C12-Aa-012"/>
                                        <constraint firstItem="Dsc-Cn-006" firstAttribute="leading" secondItem="Cgd-Lg-011" secondAttribute="leading" id="C13-Aa-013"/>
                                        <constraint firstItem="Cgd-Lg-011" firstAttribute="trailing" secondItem="Dsc-Cn-006" secondAttribute="trailing" id="C14-Aa-014"/>
                                        <constraint firstItem="Ing-Sv-009" firstAttribute="top" secondItem="Dsc-Cn-006" secondAttribute="bottom" id="C15-Aa-015"/>
                                        <constraint firstItem="Ing-Sv-009" firstAttribute="leading" secondItem="Cgd-Lg-011" secondAttribute="leading" id="C16-Aa-016"/>
                                        <constraint firstItem="Cgd-Lg-011" firstAttribute="trailing" secondItem="Ing-Sv-009" secondAttribute="trailing" id="C17-Aa-017"/>
                                        <constraint firstItem="Cgd-Lg-011" firstAttribute="bottom" secondItem="Ing-Sv-009" secondAttribute="bottom" id="C18-Aa-018"/>
                                    </constraints>
                                    <viewLayoutGuide key="contentLayoutGuide" id="Cgd-Lg-011"/>
                                    <viewLayoutGuide key="frameLayoutGuide" id="Fgd-Lg-012"/>
                                </scrollView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Saf-Ar-013"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="Scr-Vw-003" firstAttribute="top" secondItem="Rot-Vw-002" secondAttribute="top" id="C19-Aa-019"/>
                                <constraint firstItem="Scr-Vw-003" firstAttribute="leading" secondItem="Rot-Vw-002" secondAttribute="leading" id="C20-Aa-020"/>
                                <constraint firstAttribute="trailing" secondItem="Scr-Vw-003" secondAttribute="trailing" id="C21-Aa-021"/>
                                <constraint firstAttribute="bottom" secondItem="Scr-Vw-003" secondAttribute="bottom" id="C22-Aa-022"/>
                                <constraint firstItem="Img-Vw-004" firstAttribute="width" secondItem="Saf-Ar-013" secondAttribute="width" priority="999" id="C23-Aa-023"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" id="Nav-It-014"/>
                        <connections>
                            <outlet property="descriptionLabel" destination="Dsc-Lb-007" id="Out-Aa-101"/>
                            <outlet property="ingredientsStackView" destination="Ing-Sv-009" id="Out-Aa-102"/>
                            <outlet property="recipeIDLabel" destination="Rid-Lb-008" id="Out-Aa-103"/>
                            <outlet property="recipeImageView" destination="Img-Vw-004" id="Out-Aa-104"/>
                            <outlet property="scrollView" destination="Scr-Vw-003" id="Out-Aa-105"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-Rs-015" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="100" y="100"/>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>
    """
}
