/// Test fixtures written for the conversion and verification tests: a storyboard with a scroll
/// view (content and frame layout guides), nested stack views, a switch, a placeholder constraint
/// and an element the reader does not know, saved as Interface Builder saves them; every frame is
/// the one its constraints give on an iPhone 8 (375x667, status bar 20); a switch's frame reaches 2
/// points past its trailing edge, as UISwitch's alignment insets make it.
extension Fixtures {
    static let stackScroll = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Vc1-aa-001">
        <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
        <scenes>
            <scene sceneID="Scn-aa-001">
                <objects>
                    <viewController id="Vc1-aa-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Rot-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Scr-vw-001">
                                    <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cnt-vw-001" userLabel="content">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="223"/>
                                            <subviews>
                                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="Stk-vw-001">
                                                    <rect key="frame" x="16" y="16" width="343" height="191"/>
                                                    <subviews>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Top-vw-001">
                                                            <rect key="frame" x="0.0" y="0.0" width="343" height="100"/>
                                                            <color key="backgroundColor" systemColor="systemRedColor"/>
                                                            <constraints>
                                                                <constraint firstAttribute="height" constant="100" id="Con-aa-001"/>
                                                            </constraints>
                                                        </view>
                                                        <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Swi-vw-001">
                                                            <rect key="frame" x="0.0" y="108" width="345" height="31"/>
                                                        </switch>
                                                        <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="Row-vw-001">
                                                            <rect key="frame" x="0.0" y="147" width="343" height="44"/>
                                                            <subviews>
                                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cel-aa-001">
                                                                    <rect key="frame" x="0.0" y="0.0" width="107.66666666666667" height="44"/>
                                                                    <constraints>
                                                                        <constraint firstAttribute="height" constant="44" id="Con-aa-002"/>
                                                                    </constraints>
                                                                </view>
                                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cel-aa-002">
                                                                    <rect key="frame" x="117.66666666666667" y="0.0" width="107.66666666666667" height="44"/>
                                                                </view>
                                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cel-aa-003">
                                                                    <rect key="frame" x="235.33333333333334" y="0.0" width="107.66666666666667" height="44"/>
                                                                </view>
                                                            </subviews>
                                                        </stackView>
                                                    </subviews>
                                                </stackView>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="Stk-vw-001" firstAttribute="top" secondItem="Cnt-vw-001" secondAttribute="top" constant="16" id="Con-aa-003"/>
                                                <constraint firstItem="Stk-vw-001" firstAttribute="leading" secondItem="Cnt-vw-001" secondAttribute="leading" constant="16" id="Con-aa-004"/>
                                                <constraint firstAttribute="trailing" secondItem="Stk-vw-001" secondAttribute="trailing" constant="16" id="Con-aa-005"/>
                                                <constraint firstAttribute="bottom" secondItem="Stk-vw-001" secondAttribute="bottom" constant="16" id="Con-aa-006"/>
                                            </constraints>
                                        </view>
                                        <mysteryView contentMode="scaleToFill" id="Unk-vw-001">
                                            <rect key="frame" x="300" y="500" width="30" height="30"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        </mysteryView>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Cnt-vw-001" firstAttribute="top" secondItem="Cgd-aa-001" secondAttribute="top" id="Con-aa-007"/>
                                        <constraint firstItem="Cnt-vw-001" firstAttribute="leading" secondItem="Cgd-aa-001" secondAttribute="leading" id="Con-aa-008"/>
                                        <constraint firstItem="Cnt-vw-001" firstAttribute="trailing" secondItem="Cgd-aa-001" secondAttribute="trailing" id="Con-aa-009"/>
                                        <constraint firstItem="Cnt-vw-001" firstAttribute="bottom" secondItem="Cgd-aa-001" secondAttribute="bottom" id="Con-aa-010"/>
                                        <constraint firstItem="Cnt-vw-001" firstAttribute="width" secondItem="Fgd-aa-001" secondAttribute="width" id="Con-aa-011"/>
                                    </constraints>
                                    <viewLayoutGuide key="contentLayoutGuide" id="Cgd-aa-001"/>
                                    <viewLayoutGuide key="frameLayoutGuide" id="Fgd-aa-001"/>
                                </scrollView>
                                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="Bdg-vw-001" userLabel="badge">
                                    <rect key="frame" x="310" y="611" width="51" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="40" placeholder="YES" id="Con-aa-012"/>
                                    </constraints>
                                </switch>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <constraints>
                                <constraint firstItem="Scr-vw-001" firstAttribute="top" secondItem="Saf-aa-001" secondAttribute="top" id="Con-aa-013"/>
                                <constraint firstItem="Scr-vw-001" firstAttribute="leading" secondItem="Rot-vw-001" secondAttribute="leading" id="Con-aa-014"/>
                                <constraint firstAttribute="trailing" secondItem="Scr-vw-001" secondAttribute="trailing" id="Con-aa-015"/>
                                <constraint firstAttribute="bottom" secondItem="Scr-vw-001" secondAttribute="bottom" id="Con-aa-016"/>
                                <constraint firstAttribute="trailing" secondItem="Bdg-vw-001" secondAttribute="trailing" constant="16" id="Con-aa-017"/>
                                <constraint firstItem="Saf-aa-001" firstAttribute="bottom" secondItem="Bdg-vw-001" secondAttribute="bottom" constant="16" id="Con-aa-018"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="Saf-aa-001"/>
                        </view>
                        <connections>
                            <outlet property="scrollView" destination="Scr-vw-001" id="Out-aa-001"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    /// A xib whose saved frames are wrong on purpose, one cause each: a view Xcode marked
    /// misplaced (its constraints make it 120 wide, not 100), a child pinned to its trailing edge,
    /// and a label saved far narrower than its text.
    static let causes = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
            <view contentMode="scaleToFill" id="Box-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Mis-vw-001">
                        <rect key="frame" x="20" y="10" width="100" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Chi-vw-001">
                                <rect key="frame" x="50" y="0.0" width="50" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="50" id="Con-bb-001"/>
                                    <constraint firstAttribute="height" constant="50" id="Con-bb-002"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="trailing" secondItem="Chi-vw-001" secondAttribute="trailing" id="Con-bb-003"/>
                            <constraint firstItem="Chi-vw-001" firstAttribute="top" secondItem="Mis-vw-001" secondAttribute="top" id="Con-bb-004"/>
                            <constraint firstAttribute="width" constant="120" id="Con-bb-005"/>
                            <constraint firstAttribute="height" constant="100" id="Con-bb-006"/>
                        </constraints>
                    </view>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Hello, world" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Lab-vw-001">
                        <rect key="frame" x="20" y="150" width="10" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="Mis-vw-001" firstAttribute="leading" secondItem="Box-vw-001" secondAttribute="leading" constant="20" id="Con-bb-007"/>
                    <constraint firstItem="Mis-vw-001" firstAttribute="top" secondItem="Box-vw-001" secondAttribute="top" constant="10" id="Con-bb-008"/>
                    <constraint firstItem="Lab-vw-001" firstAttribute="leading" secondItem="Box-vw-001" secondAttribute="leading" constant="20" id="Con-bb-009"/>
                    <constraint firstItem="Lab-vw-001" firstAttribute="top" secondItem="Box-vw-001" secondAttribute="top" constant="150" id="Con-bb-010"/>
                </constraints>
            </view>
        </objects>
    </document>
    """
}
