extension Fixtures {
    /// A settings row: a horizontal stack (fill equally, system spacing, baseline-relative,
    /// margins-relative with directional margins) holding a button, a text field and a switch,
    /// plus a segmented control, a hidden custom view, and File's Owner outlets.
    static let controlsStack = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="landscape" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SettingsRow">
                <connections>
                    <outlet property="toggle" destination="Swt-Ch-005" id="Out-Tg-001"/>
                    <outletCollection property="controls" destination="Btn-Sv-003" collectionClass="NSMutableArray" id="Out-Cl-002"/>
                    <outletCollection property="controls" destination="Txt-Fd-004" collectionClass="NSMutableArray" id="Out-Cl-003"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="Row-Vw-001" userLabel="Settings Row">
                <rect key="frame" x="0.0" y="0.0" width="667" height="120"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" alignment="firstBaseline" spacingType="standard" baselineRelativeArrangement="YES" layoutMarginsRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Stk-Hz-002">
                        <rect key="frame" x="20" y="20" width="627" height="50"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" horizontalCompressionResistancePriority="1000" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Btn-Sv-003">
                                <rect key="frame" x="10" y="8" width="197" height="34"/>
                                <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="18"/>
                                <inset key="contentEdgeInsets" minX="8" minY="4" maxX="8" maxY="4"/>
                                <state key="normal" title="Save" image="save-icon">
                                    <color key="titleColor" red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </state>
                                <state key="highlighted" title="Saving"/>
                            </button>
                            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="center" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="Txt-Fd-004">
                                <rect key="frame" x="215" y="8" width="197" height="34"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                <textInputTraits key="textInputTraits" autocapitalizationType="words"/>
                            </textField>
                            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Swt-Ch-005">
                                <rect key="frame" x="420" y="9.5" width="51" height="31"/>
                                <color key="onTintColor" cocoaTouchSystemColor="darkTextColor"/>
                            </switch>
                        </subviews>
                        <directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="10" bottom="8" trailing="12"/>
                    </stackView>
                    <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="Seg-Ct-006">
                        <rect key="frame" x="20" y="78" width="200" height="32"/>
                        <segments>
                            <segment title="One"/>
                            <segment title="Two"/>
                        </segments>
                    </segmentedControl>
                    <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hid-Vw-007" customClass="Spacer" customModule="MiniCookpad">
                        <rect key="frame" x="600" y="78" width="40" height="32"/>
                        <color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>
                        <edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>
                        <size key="intrinsicContentSize" width="40" height="32"/>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="Saf-Ar-008"/>
                <constraints>
                    <constraint firstItem="Stk-Hz-002" firstAttribute="top" secondItem="Row-Vw-001" secondAttribute="topMargin" symbolic="YES" constant="8" id="C31-Bb-001"/>
                    <constraint firstItem="Stk-Hz-002" firstAttribute="leading" secondItem="Saf-Ar-008" secondAttribute="leading" constant="20" id="C32-Bb-002"/>
                    <constraint firstItem="Saf-Ar-008" firstAttribute="trailing" secondItem="Stk-Hz-002" secondAttribute="trailing" constant="20" id="C33-Bb-003"/>
                    <constraint firstItem="Seg-Ct-006" firstAttribute="top" secondItem="Stk-Hz-002" secondAttribute="bottom" constant="8" id="C34-Bb-004"/>
                    <constraint firstItem="Seg-Ct-006" firstAttribute="leading" secondItem="Row-Vw-001" secondAttribute="leadingMargin" id="C35-Bb-005"/>
                    <constraint firstItem="Hid-Vw-007" firstAttribute="centerY" secondItem="Seg-Ct-006" secondAttribute="centerYWithinMargins" id="C36-Bb-006"/>
                    <constraint firstItem="Seg-Ct-006" firstAttribute="lastBaseline" secondItem="Hid-Vw-007" secondAttribute="firstBaseline" relation="lessThanOrEqual" id="C37-Bb-007"/>
                    <constraint firstAttribute="trailingMargin" secondItem="Hid-Vw-007" secondAttribute="trailing" id="C38-Bb-008"/>
                </constraints>
            </view>
        </objects>
        <resources>
            <image name="save-icon" width="24" height="24"/>
        </resources>
    </document>
    """
}
