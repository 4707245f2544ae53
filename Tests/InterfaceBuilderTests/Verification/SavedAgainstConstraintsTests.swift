import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// Saved frames that break a required equality between a view and its superview, which the
/// layout meets: they are no layout of the file's constraints, whatever Xcode did not flag.
@Suite("Causes of frames saved against their constraints")
struct SavedAgainstConstraintsTests {
    /// A 100 by 30 box 10 points above its superview's bottom and from its leading edge, saved at
    /// `savedX`, `savedY`; and a 50 by 30 box 8 points after it at the top, saved 8 points after
    /// the saved box and a point below the top.
    static func xib(savedX: Double, savedY: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Sac-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sac-vw-002">
                            <rect key="frame" x="\(savedX)" y="\(savedY)" width="100" height="30"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="30" id="Sac-cc-001"/>
                                <constraint firstAttribute="width" constant="100" id="Sac-cc-002"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sac-vw-003">
                            <rect key="frame" x="\(savedX + 108)" y="1" width="50" height="30"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="30" id="Sac-cc-005"/>
                                <constraint firstAttribute="width" constant="50" id="Sac-cc-006"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Sac-vw-002" firstAttribute="leading" secondItem="Sac-vw-001" secondAttribute="leading" constant="10" id="Sac-cc-003"/>
                        <constraint firstAttribute="bottom" secondItem="Sac-vw-002" secondAttribute="bottom" constant="10" id="Sac-cc-004"/>
                        <constraint firstItem="Sac-vw-003" firstAttribute="leading" secondItem="Sac-vw-002" secondAttribute="trailing" constant="8" id="Sac-cc-007"/>
                        <constraint firstItem="Sac-vw-003" firstAttribute="top" secondItem="Sac-vw-001" secondAttribute="top" id="Sac-cc-008"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    static func view(_ id: String, savedX: Double = 10, savedY: Double) throws -> IBViewComparison {
        let document = try IBDocument(xml: xib(savedX: savedX, savedY: savedY))
        return try #require(IBVerification(document: document).views.first { $0.id == id })
    }

    static func box(savedX: Double = 10, savedY: Double) throws -> IBViewComparison {
        try view("Sac-vw-002", savedX: savedX, savedY: savedY)
    }

    /// Saved a point lower than 10 above the bottom: the saved frame breaks that equality.
    @Test func aFrameSavedPastItsBottomConstraintIsSavedAgainstIt() throws {
        #expect(try Self.box(savedY: 160).matches)
        let box = try Self.box(savedY: 161)
        #expect(!box.matches)
        #expect(box.cause == .savedAgainstConstraints)
    }

    /// A miss along an axis where the view's saved frame breaks no equality is not put down to a
    /// break along the other: the box saved 2 points right of its leading constraint and a point
    /// past its bottom one breaks both; the box after it, saved a point below the top it is
    /// pinned to, breaks that, but its horizontal miss follows the first box (8 points after it
    /// as saved).
    @Test func aMissAlongAnAxisWithoutABreakIsNotExplainedByIt() throws {
        #expect(try Self.box(savedX: 12, savedY: 161).cause == .savedAgainstConstraints)
        let follower = try Self.view("Sac-vw-003", savedX: 12, savedY: 161)
        #expect(!follower.matches)
        #expect(follower.cause != .savedAgainstConstraints)
    }

    /// Two 30-point boxes pinned to their superview's bottom margin (8 points: the superview
    /// preserves the canvas's), saved 8 and `savedGap` points above it.
    static func marginXib(savedGap: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" id="Sam-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sam-vw-002">
                            <rect key="frame" x="20" y="162" width="30" height="30"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="30" id="Sam-cc-001"/>
                                <constraint firstAttribute="width" constant="30" id="Sam-cc-002"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sam-vw-003">
                            <rect key="frame" x="100" y="\(162 + 8 - savedGap)" width="30" height="30"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="30" id="Sam-cc-003"/>
                                <constraint firstAttribute="width" constant="30" id="Sam-cc-004"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Sam-vw-002" firstAttribute="leading" secondItem="Sam-vw-001" secondAttribute="leading" constant="20" id="Sam-cc-005"/>
                        <constraint firstItem="Sam-vw-003" firstAttribute="leading" secondItem="Sam-vw-001" secondAttribute="leading" constant="100" id="Sam-cc-006"/>
                        <constraint firstAttribute="bottomMargin" secondItem="Sam-vw-002" secondAttribute="bottom" id="Sam-cc-007"/>
                        <constraint firstAttribute="bottomMargin" secondItem="Sam-vw-003" secondAttribute="bottom" id="Sam-cc-008"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// The margin puts both boxes 8 points above the bottom; the second, saved 7 above, breaks
    /// the equality between them that their pins to the one margin make.
    @Test func twoViewsPinnedToOneMarginSavedApartAreSavedAgainstIt() throws {
        func second(_ gap: Double) throws -> IBViewComparison {
            let document = try IBDocument(xml: Self.marginXib(savedGap: gap))
            return try #require(IBVerification(document: document).views.first { $0.id == "Sam-vw-003" })
        }
        #expect(try second(8).matches)
        let box = try second(7)
        #expect(!box.matches)
        #expect(box.cause == .savedAgainstConstraints)
    }

    /// A 30-point box alone on its superview's bottom margin, 8 points above the bottom (the
    /// superview preserves the canvas's margins), saved at `savedY`.
    static func loneMarginXib(savedY: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" id="Sal-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sal-vw-002">
                            <rect key="frame" x="20" y="\(savedY)" width="30" height="30"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="30" id="Sal-cc-001"/>
                                <constraint firstAttribute="width" constant="30" id="Sal-cc-002"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Sal-vw-002" firstAttribute="leading" secondItem="Sal-vw-001" secondAttribute="leading" constant="20" id="Sal-cc-003"/>
                        <constraint firstAttribute="bottomMargin" secondItem="Sal-vw-002" secondAttribute="bottom" id="Sal-cc-004"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// Alone on its margin, the box is checked against where the layout put the margin: saved
    /// with its bottom 10 points below its superview's, where no margin can be, it is saved
    /// against its constraints; saved 3 points lower than the layout's margin but still inside,
    /// where Xcode's margins might differ from Trellis's, it is not.
    @Test func aViewAloneOnAMarginSavedOutsideItsSuperviewIsSavedAgainstIt() throws {
        func box(_ y: Double) throws -> IBViewComparison {
            let document = try IBDocument(xml: Self.loneMarginXib(savedY: y))
            return try #require(IBVerification(document: document).views.first { $0.id == "Sal-vw-002" })
        }
        #expect(try box(162).matches)
        let outside = try box(180)
        #expect(!outside.matches)
        #expect(outside.cause == .savedAgainstConstraints)
        let inside = try box(165)
        #expect(!inside.matches)
        #expect(inside.cause != .savedAgainstConstraints)
    }

    /// A miss of exactly the tolerance, give or take floating-point noise far below a pixel, is
    /// within it: the box laid out at 10 and saved at 10.500000000001 matches; saved at 10.51,
    /// it does not.
    @Test func aMissOfTheToleranceAndNoiseIsWithinIt() throws {
        #expect(try Self.box(savedX: 10.500000000001, savedY: 160).matches)
        #expect(try !Self.box(savedX: 10.51, savedY: 160).matches)
    }
}
