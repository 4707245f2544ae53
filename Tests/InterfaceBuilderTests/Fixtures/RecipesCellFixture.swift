/// Test fixtures: Interface Builder documents written for these tests, in the form Xcode saves.
/// (The third-party corpus stays in ../shared and is never copied here.)
enum Fixtures {}

extension Fixtures {
    /// The MiniCookpad recipe cell (SCREENS.md §1) as Interface Builder would save it at
    /// 375 pt wide: image 16/16/80/80, a vertical stack (spacing 12, alignment top) with the name
    /// (bold system 14) and description (system 12, 2 lines) labels, and the bottom constraint at
    /// priority 750.
    static let recipesCell = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina5_9" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            <capability name="Named colors" minToolsVersion="9.0"/>
        </dependencies>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="112" id="Cel-l0-001" customClass="RecipesCell" customModule="MiniCookpad" customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="375" height="112"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Cel-l0-001" id="Cnt-Vw-002">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="112"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="recipe-placeholder" translatesAutoresizingMaskIntoConstraints="NO" id="Img-Vw-003">
                            <rect key="frame" x="16" y="16" width="80" height="80"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="80" id="Wid-80-004"/>
                                <constraint firstAttribute="height" constant="80" id="Hei-80-005"/>
                            </constraints>
                        </imageView>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="top" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="Stk-Vw-006">
                            <rect key="frame" x="112" y="40.666666666666664" width="247" height="31"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Nikujaga" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Nam-Lb-007">
                                    <rect key="frame" x="0.0" y="0.0" width="62" height="17"/>
                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="14"/>
                                    <color key="textColor" name="mini/green"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Beef and potatoes" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="2" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Dsc-Lb-008">
                                    <rect key="frame" x="0.0" y="29" width="101" height="14.333333333333334"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                    <color key="textColor" systemColor="secondaryLabelColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Img-Vw-003" firstAttribute="top" secondItem="Cnt-Vw-002" secondAttribute="top" constant="16" id="Top-16-009"/>
                        <constraint firstAttribute="bottom" secondItem="Img-Vw-003" secondAttribute="bottom" priority="750" constant="16" id="Bot-16-010"/>
                        <constraint firstItem="Img-Vw-003" firstAttribute="leading" secondItem="Cnt-Vw-002" secondAttribute="leading" constant="16" id="Ldg-16-011"/>
                        <constraint firstItem="Stk-Vw-006" firstAttribute="leading" secondItem="Img-Vw-003" secondAttribute="trailing" constant="16" id="Ldg-16-012"/>
                        <constraint firstAttribute="trailing" secondItem="Stk-Vw-006" secondAttribute="trailing" constant="16" id="Trl-16-013"/>
                        <constraint firstItem="Stk-Vw-006" firstAttribute="centerY" secondItem="Img-Vw-003" secondAttribute="centerY" id="Cen-Yy-014"/>
                    </constraints>
                </tableViewCellContentView>
                <connections>
                    <outlet property="descriptionLabel" destination="Dsc-Lb-008" id="Out-Ds-015"/>
                    <outlet property="nameLabel" destination="Nam-Lb-007" id="Out-Nm-016"/>
                    <outlet property="recipeImageView" destination="Img-Vw-003" id="Out-Im-017"/>
                    <outlet property="bottomConstraint" destination="Bot-16-010" id="Out-Bc-018"/>
                </connections>
                <point key="canvasLocation" x="131" y="20"/>
            </tableViewCell>
        </objects>
        <resources>
            <image name="recipe-placeholder" width="120" height="90"/>
            <namedColor name="mini/green">
                <color red="0.54500000000000004" green="0.67800000000000005" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </namedColor>
            <systemColor name="secondaryLabelColor">
                <color red="0.23529411759999999" green="0.23529411759999999" blue="0.26274509800000001" alpha="0.59999999999999998" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
        </resources>
    </document>
    """
}
