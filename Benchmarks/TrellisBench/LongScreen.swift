/// The long screen of the speed issue, as an Interface Builder document: `rows` rows in a vertical
/// stack view inside a scroll view, each row an image, a bold title and a two-line description.
/// Written here, not taken from any app; the saved frames are what the constraints give on an
/// iPhone 8 with a title and description of one line each (they only matter to `verify`).
enum LongScreen {
    /// The document's text.
    static func xib(rows: Int) -> String {
        var rowViews = ""
        for i in 0..<rows {
            rowViews += row(i)
        }
        let contentHeight = 76 * rows
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root-view">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll-view">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="rows-stack">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(contentHeight)"/>
                                    <subviews>
        \(rowViews)
                                    </subviews>
                                </stackView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="rows-stack" firstAttribute="top" secondItem="content-guide" secondAttribute="top" id="stack-top"/>
                                <constraint firstItem="rows-stack" firstAttribute="leading" secondItem="content-guide" secondAttribute="leading" id="stack-leading"/>
                                <constraint firstItem="rows-stack" firstAttribute="trailing" secondItem="content-guide" secondAttribute="trailing" id="stack-trailing"/>
                                <constraint firstItem="rows-stack" firstAttribute="bottom" secondItem="content-guide" secondAttribute="bottom" id="stack-bottom"/>
                                <constraint firstItem="rows-stack" firstAttribute="width" secondItem="frame-guide" secondAttribute="width" id="stack-width"/>
                            </constraints>
                            <viewLayoutGuide key="contentLayoutGuide" id="content-guide"/>
                            <viewLayoutGuide key="frameLayoutGuide" id="frame-guide"/>
                        </scrollView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="scroll-view" firstAttribute="top" secondItem="root-view" secondAttribute="top" id="scroll-top"/>
                        <constraint firstItem="scroll-view" firstAttribute="leading" secondItem="root-view" secondAttribute="leading" id="scroll-leading"/>
                        <constraint firstAttribute="trailing" secondItem="scroll-view" secondAttribute="trailing" id="scroll-trailing"/>
                        <constraint firstAttribute="bottom" secondItem="scroll-view" secondAttribute="bottom" id="scroll-bottom"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// Row `i`: a 60-point image at the leading edge, the title and the description beside it.
    private static func row(_ i: Int) -> String {
        let y = 76 * i
        return """
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row-\(i)">
                                            <rect key="frame" x="0.0" y="\(y)" width="375" height="76"/>
                                            <subviews>
                                                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="image-\(i)">
                                                    <rect key="frame" x="16" y="8" width="60" height="60"/>
                                                    <constraints>
                                                        <constraint firstAttribute="width" constant="60" id="image-width-\(i)"/>
                                                        <constraint firstAttribute="height" constant="60" id="image-height-\(i)"/>
                                                    </constraints>
                                                </imageView>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Recipe number \(i)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title-\(i)">
                                                    <rect key="frame" x="88" y="8" width="271" height="20.5"/>
                                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="250" text="A short description of recipe \(i), long enough to wrap onto a second line on a phone." textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="2" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="description-\(i)">
                                                    <rect key="frame" x="88" y="32.5" width="271" height="33.5"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="image-\(i)" firstAttribute="leading" secondItem="row-\(i)" secondAttribute="leading" constant="16" id="image-leading-\(i)"/>
                                                <constraint firstItem="image-\(i)" firstAttribute="top" secondItem="row-\(i)" secondAttribute="top" constant="8" id="image-top-\(i)"/>
                                                <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="image-\(i)" secondAttribute="bottom" constant="8" id="image-bottom-\(i)"/>
                                                <constraint firstItem="title-\(i)" firstAttribute="leading" secondItem="image-\(i)" secondAttribute="trailing" constant="12" id="title-leading-\(i)"/>
                                                <constraint firstAttribute="trailing" secondItem="title-\(i)" secondAttribute="trailing" constant="16" id="title-trailing-\(i)"/>
                                                <constraint firstItem="title-\(i)" firstAttribute="top" secondItem="row-\(i)" secondAttribute="top" constant="8" id="title-top-\(i)"/>
                                                <constraint firstItem="description-\(i)" firstAttribute="leading" secondItem="title-\(i)" secondAttribute="leading" id="description-leading-\(i)"/>
                                                <constraint firstItem="description-\(i)" firstAttribute="trailing" secondItem="title-\(i)" secondAttribute="trailing" id="description-trailing-\(i)"/>
                                                <constraint firstItem="description-\(i)" firstAttribute="top" secondItem="title-\(i)" secondAttribute="bottom" constant="4" id="description-top-\(i)"/>
                                                <constraint firstAttribute="bottom" secondItem="description-\(i)" secondAttribute="bottom" constant="8" id="description-bottom-\(i)"/>
                                            </constraints>
                                        </view>

        """
    }
}
