extension Fixtures {
    /// The MiniCookpad ingredient row (SCREENS.md §2, `IngredientView.xib`) at 375 pt: name and
    /// quantity labels (system 12), the quantity right-aligned and as wide as the name, both
    /// pinned 8 pt from the top and bottom and 16 pt inside the safe area.
    static let ingredientView = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="Ing-Rw-001" customClass="IngredientView" customModule="MiniCookpad" customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="375" height="30.5"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Potatoes" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Ing-Nm-002">
                        <rect key="frame" x="16" y="8" width="171.5" height="14.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="12"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="3" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Ing-Qt-003">
                        <rect key="frame" x="187.5" y="8" width="171.5" height="14.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="12"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
                <color key="backgroundColor" white="0.95" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                <constraints>
                    <constraint firstItem="Ing-Nm-002" firstAttribute="leading" secondItem="Saf-Ig-004" secondAttribute="leading" constant="16" id="Ing-C1-005"/>
                    <constraint firstItem="Ing-Nm-002" firstAttribute="top" secondItem="Ing-Rw-001" secondAttribute="top" constant="8" id="Ing-C2-006"/>
                    <constraint firstAttribute="bottom" secondItem="Ing-Nm-002" secondAttribute="bottom" constant="8" id="Ing-C3-007"/>
                    <constraint firstItem="Ing-Qt-003" firstAttribute="leading" secondItem="Ing-Nm-002" secondAttribute="trailing" id="Ing-C4-008"/>
                    <constraint firstItem="Ing-Qt-003" firstAttribute="width" secondItem="Ing-Nm-002" secondAttribute="width" id="Ing-C5-009"/>
                    <constraint firstItem="Saf-Ig-004" firstAttribute="trailing" secondItem="Ing-Qt-003" secondAttribute="trailing" constant="16" id="Ing-C6-010"/>
                    <constraint firstItem="Ing-Qt-003" firstAttribute="top" secondItem="Ing-Rw-001" secondAttribute="top" constant="8" id="Ing-C7-011"/>
                    <constraint firstAttribute="bottom" secondItem="Ing-Qt-003" secondAttribute="bottom" constant="8" id="Ing-C8-012"/>
                </constraints>
                <nil key="simulatedTopBarMetrics"/>
                <nil key="simulatedBottomBarMetrics"/>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <viewLayoutGuide key="safeArea" id="Saf-Ig-004"/>
                <connections>
                    <outlet property="nameLabel" destination="Ing-Nm-002" id="Ing-O1-013"/>
                    <outlet property="quantityLabel" destination="Ing-Qt-003" id="Ing-O2-014"/>
                </connections>
                <point key="canvasLocation" x="40" y="60"/>
            </view>
        </objects>
    </document>
    """
}
