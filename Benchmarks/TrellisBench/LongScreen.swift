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

    /// An object id as Xcode writes them, ten characters (`ro0-00-0a1`): two letters for what the
    /// object is, then the row in base 36. The same length at every row count, as in real
    /// documents: ids like `description-2999` passed Swift's 15-byte inline strings from 1,000
    /// rows, so larger screens looked their labels up through heap strings and smaller ones did
    /// not, a cost per row that grew with the screen for a reason no real document has.
    static func id(_ kind: String, _ row: Int) -> String {
        let digits = Array(String(row, radix: 36).leftPadded(to: 6))
        return kind + "\(digits[0])-\(digits[1])\(digits[2])-\(digits[3])\(digits[4])\(digits[5])"
    }

    /// Row `i`: a 60-point image at the leading edge, the title and the description beside it.
    private static func row(_ i: Int) -> String {
        let y = 76 * i
        return """
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id("ro", i))">
                                            <rect key="frame" x="0.0" y="\(y)" width="375" height="76"/>
                                            <subviews>
                                                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id("im", i))">
                                                    <rect key="frame" x="16" y="8" width="60" height="60"/>
                                                    <constraints>
                                                        <constraint firstAttribute="width" constant="60" id="\(id("IW", i))"/>
                                                        <constraint firstAttribute="height" constant="60" id="\(id("IH", i))"/>
                                                    </constraints>
                                                </imageView>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Recipe number \(i)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id("ti", i))">
                                                    <rect key="frame" x="88" y="8" width="271" height="20.5"/>
                                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="250" text="A short description of recipe \(i), long enough to wrap onto a second line on a phone." textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="2" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id("de", i))">
                                                    <rect key="frame" x="88" y="32.5" width="271" height="33.5"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="\(id("im", i))" firstAttribute="leading" secondItem="\(id("ro", i))" secondAttribute="leading" constant="16" id="\(id("IL", i))"/>
                                                <constraint firstItem="\(id("im", i))" firstAttribute="top" secondItem="\(id("ro", i))" secondAttribute="top" constant="8" id="\(id("IT", i))"/>
                                                <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="\(id("im", i))" secondAttribute="bottom" constant="8" id="\(id("IB", i))"/>
                                                <constraint firstItem="\(id("ti", i))" firstAttribute="leading" secondItem="\(id("im", i))" secondAttribute="trailing" constant="12" id="\(id("TL", i))"/>
                                                <constraint firstAttribute="trailing" secondItem="\(id("ti", i))" secondAttribute="trailing" constant="16" id="\(id("TR", i))"/>
                                                <constraint firstItem="\(id("ti", i))" firstAttribute="top" secondItem="\(id("ro", i))" secondAttribute="top" constant="8" id="\(id("TT", i))"/>
                                                <constraint firstItem="\(id("de", i))" firstAttribute="leading" secondItem="\(id("ti", i))" secondAttribute="leading" id="\(id("DL", i))"/>
                                                <constraint firstItem="\(id("de", i))" firstAttribute="trailing" secondItem="\(id("ti", i))" secondAttribute="trailing" id="\(id("DR", i))"/>
                                                <constraint firstItem="\(id("de", i))" firstAttribute="top" secondItem="\(id("ti", i))" secondAttribute="bottom" constant="4" id="\(id("DT", i))"/>
                                                <constraint firstAttribute="bottom" secondItem="\(id("de", i))" secondAttribute="bottom" constant="8" id="\(id("DB", i))"/>
                                            </constraints>
                                        </view>

        """
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
