extension Fixtures {
    /// An older-style storyboard: top and bottom layout guides instead of a safe area, every
    /// multiplier form Xcode writes, a size-class variation, attributed text, a collection view
    /// cell whose content view has no id, an element the reader does not know, and a custom
    /// view inside a bar button item.
    static let legacy = """
    <?xml version="1.0" encoding="UTF-8" standalone="no"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="10117" systemVersion="15F34" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="Old-Vc-001">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="10085"/>
        </dependencies>
        <scenes>
            <scene sceneID="Old-Sc-001">
                <objects>
                    <viewController id="Old-Vc-001" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="Top-Lg-002"/>
                            <viewControllerLayoutGuide type="bottom" id="Bot-Lg-003"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="Old-Vw-004">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Mul-Vw-005">
                                    <rect key="frame" x="20" y="20" width="300" height="200"/>
                                    <color key="backgroundColor" red="1" green="0.5" blue="0.25" alpha="0.5" colorSpace="calibratedRGB"/>
                                    <constraints>
                                        <constraint firstAttribute="width" secondItem="Mul-Vw-005" secondAttribute="height" multiplier="3:2" id="M01-Cc-001"/>
                                        <constraint firstAttribute="height" relation="greaterThanOrEqual" secondAttribute="notAnAttribute" constant="44" id="M10-Cc-010"/>
                                    </constraints>
                                </view>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" lineBreakMode="wordWrap" numberOfLines="3" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Att-Lb-006">
                                    <rect key="frame" x="20" y="240" width="300" height="21"/>
                                    <attributedString key="attributedText">
                                        <fragment content="Hello, ">
                                            <attributes>
                                                <color key="NSColor" white="0.2" alpha="1" colorSpace="calibratedWhite"/>
                                                <font key="NSFont" size="17" name="Georgia"/>
                                                <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural"/>
                                            </attributes>
                                        </fragment>
                                        <fragment content="world">
                                            <attributes>
                                                <font key="NSFont" size="17" name="Georgia-Bold"/>
                                            </attributes>
                                        </fragment>
                                    </attributedString>
                                    <nil key="highlightedColor"/>
                                </label>
                                <chartView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Unk-Vw-007" customClass="FancyChart">
                                    <rect key="frame" x="20" y="280" width="300" height="100"/>
                                </chartView>
                                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="Col-Vw-008">
                                    <rect key="frame" x="0.0" y="400" width="600" height="200"/>
                                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="Flw-Ly-009">
                                        <size key="itemSize" width="50" height="50"/>
                                    </collectionViewFlowLayout>
                                    <cells>
                                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Cell" id="Col-Cl-010">
                                            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cel-Im-011">
                                                        <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                                    </imageView>
                                                </subviews>
                                            </view>
                                            <constraints>
                                                <constraint firstAttribute="trailing" secondItem="Cel-Im-011" secondAttribute="trailing" id="Cel-Cn-012"/>
                                                <constraint firstItem="Cel-Im-011" firstAttribute="top" secondItem="Col-Cl-010" secondAttribute="top" id="Cel-Cn-013"/>
                                            </constraints>
                                        </collectionViewCell>
                                    </cells>
                                </collectionView>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            <constraints>
                                <constraint firstItem="Mul-Vw-005" firstAttribute="top" secondItem="Top-Lg-002" secondAttribute="bottom" constant="20" id="M02-Cc-002">
                                    <variation key="widthClass=compact" constant="8"/>
                                </constraint>
                                <constraint firstItem="Bot-Lg-003" firstAttribute="top" secondItem="Col-Vw-008" secondAttribute="bottom" id="M03-Cc-003"/>
                                <constraint firstItem="Mul-Vw-005" firstAttribute="width" secondItem="Old-Vw-004" secondAttribute="width" multiplier="0.5" id="M04-Cc-004"/>
                                <constraint firstItem="Att-Lb-006" firstAttribute="width" secondItem="Old-Vw-004" secondAttribute="width" multiplier="50%" id="M05-Cc-005"/>
                                <constraint firstItem="Unk-Vw-007" firstAttribute="width" secondItem="Mul-Vw-005" secondAttribute="width" multiplier="2/3" id="M06-Cc-006"/>
                                <constraint firstItem="Col-Vw-008" firstAttribute="height" secondItem="Unk-Vw-007" secondAttribute="height" multiplier="2" id="M07-Cc-007"/>
                                <constraint firstItem="Col-Vw-008" firstAttribute="centerX" secondItem="Old-Vw-004" secondAttribute="centerXWithinMargins" id="M08-Cc-008"/>
                                <constraint firstItem="Att-Lb-006" firstAttribute="baseline" secondItem="Unk-Vw-007" secondAttribute="top" constant="-20" id="M09-Cc-009"/>
                            </constraints>
                            <variation key="default">
                                <mask key="constraints">
                                    <exclude reference="M08-Cc-008"/>
                                </mask>
                            </variation>
                            <variation key="widthClass=compact">
                                <mask key="constraints">
                                    <include reference="M08-Cc-008"/>
                                </mask>
                            </variation>
                        </view>
                        <navigationItem key="navigationItem" title="Old" id="Old-Ni-014">
                            <barButtonItem key="rightBarButtonItem" style="plain" id="Bar-Bt-015">
                                <view key="customView" contentMode="scaleToFill" id="Bar-Cv-016">
                                    <rect key="frame" x="500" y="7" width="80" height="30"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </view>
                            </barButtonItem>
                        </navigationItem>
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                        <nil key="simulatedStatusBarMetrics"/>
                        <size key="freeformSize" width="600" height="600"/>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
}
