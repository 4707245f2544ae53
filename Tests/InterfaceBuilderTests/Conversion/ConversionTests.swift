import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

@Suite("Interface Builder documents to Layout view trees")
struct ConversionTests {
    @Test func storyboardLaysOutTheInitialScene() throws {
        let document = try IBDocument(xml: Fixtures.stackScroll)
        #expect(document.defaultSceneID == "Scn-aa-001")
        let tree = try document.makeLayoutTree(IBLayoutRequest(designTime: true))
        #expect(tree.sceneID == "Scn-aa-001")
        #expect(tree.size == Size(width: 375, height: 667))
        #expect(tree.device.safeAreaInsets.top == 20)
        #expect(tree.root.identifier == "Rot-vw-001")
        #expect(tree.root.backgroundColor == Color.white)
        let scroll = try #require(tree.view(withID: "Scr-vw-001") as? ScrollView)
        #expect(scroll.name == "scrollView")
        #expect(scroll.frame == Rect(x: 0, y: 20, width: 375, height: 647))
        #expect(scroll.contentSize == Size(width: 375, height: 223))
        let stack = try #require(tree.view(withID: "Stk-vw-001") as? StackView)
        #expect(stack.axis == .vertical && stack.spacing == 8 && stack.arrangedSubviews.count == 3)
        let row = try #require(tree.view(withID: "Row-vw-001") as? StackView)
        #expect(row.distribution == .fillEqually)
        #expect(abs((tree.view(withID: "Cel-aa-003")?.frame.minX ?? 0) - (235 + 1.0 / 3)) < 1e-9)
        #expect(tree.view(withID: "Top-vw-001")?.backgroundColor == Color(red: 1, green: 0.231_372_549_0, blue: 0.188_235_294_1))
        #expect(tree.view(withID: "Cnt-vw-001")?.name == "content")
    }

    @Test func controlsHaveUIKitIntrinsicSizes() throws {
        let tree = try IBDocument(xml: Fixtures.stackScroll).makeLayoutTree(IBLayoutRequest(designTime: false))
        let badge = try #require(tree.view(withID: "Bdg-vw-001") as? IBControlView)
        #expect(badge.className == "UISwitch")
        #expect(badge.intrinsicContentSize == Size(width: 49, height: 31))
        #expect(badge.alignmentRectInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
        // Without the placeholder height, the switch has its own 31 points.
        #expect(badge.frame == Rect(x: 310, y: 620, width: 51, height: 31))
    }

    @Test func placeholdersAreKeptOnlyAtDesignTime() throws {
        let document = try IBDocument(xml: Fixtures.stackScroll)
        let design = try document.makeLayoutTree(IBLayoutRequest(designTime: true))
        #expect(design.view(withID: "Bdg-vw-001")?.frame == Rect(x: 310, y: 611, width: 51, height: 40))
        let runtime = try document.makeLayoutTree(IBLayoutRequest(designTime: false))
        #expect(runtime.view(withID: "Bdg-vw-001")?.frame.height == 31)
    }

    @Test func unknownElementsBecomePlainViewsWithAWarning() throws {
        let tree = try IBDocument(xml: Fixtures.stackScroll).makeLayoutTree(IBLayoutRequest(designTime: true))
        let unknown = try #require(tree.view(withID: "Unk-vw-001"))
        #expect(unknown.frame == Rect(x: 300, y: 500, width: 30, height: 30))
        #expect(unknown.className == "UIView")
        #expect(tree.warnings.contains { $0.element == "mysteryView" && $0.line > 0 })
    }

    @Test func aSizeOverridesTheSavedOne() throws {
        let document = try IBDocument(xml: Fixtures.stackScroll)
        let tree = try document.makeLayoutTree(IBLayoutRequest(size: Size(width: 320, height: 568), designTime: true))
        #expect(tree.size == Size(width: 320, height: 568))
        #expect(tree.view(withID: "Stk-vw-001")?.frame == Rect(x: 16, y: 16, width: 288, height: 191))
        #expect(tree.view(withID: "Scr-vw-001")?.frame == Rect(x: 0, y: 20, width: 320, height: 548))
    }

    @Test func scenesControllersAndRootsCanBeNamed() throws {
        let document = try IBDocument(xml: Fixtures.stackScroll)
        for id in ["Scn-aa-001", "Vc1-aa-001", "Rot-vw-001"] {
            #expect(try document.makeLayoutTree(IBLayoutRequest(sceneID: id)).rootID == "Rot-vw-001")
        }
        #expect(throws: IBReadError.self) { try document.makeLayoutTree(IBLayoutRequest(sceneID: "nope")) }
        do {
            _ = try document.makeLayoutTree(IBLayoutRequest(sceneID: "nope"))
        } catch {
            #expect(error.kind == .noSuchScene("nope"))
        }
    }

    @Test func xibCellKeepsIdsNamesFontsAndColours() throws {
        let document = try IBDocument(xml: Fixtures.recipesCell)
        #expect(document.defaultSceneID == nil)
        let tree = try document.makeLayoutTree(IBLayoutRequest(designTime: true))
        #expect(tree.rootID == "Cel-l0-001")
        #expect(tree.root.className == "UIView" || tree.root.className == "RecipesCell")
        let image = try #require(tree.view(withID: "Img-Vw-003") as? ImageView)
        #expect(image.name == "recipeImageView" && image.identifier == "Img-Vw-003")
        #expect(image.imageSize == Size(width: 120, height: 90))
        #expect(image.frame == Rect(x: 16, y: 16, width: 80, height: 80))
        let name = try #require(tree.view(withID: "Nam-Lb-007") as? LabelView)
        #expect(name.name == "nameLabel" && name.text == "Nikujaga")
        #expect(name.font == .boldSystem(size: 14))
        let description = try #require(tree.view(withID: "Dsc-Lb-008") as? LabelView)
        #expect(description.numberOfLines == 2 && description.font == .system(size: 12))
        #expect(tree.device.scale == 3)
    }

    @Test func deviceIDsMapToLayoutDevices() {
        #expect(IBDevice(id: "retina4_7").layoutDevice(toolsVersion: "14490")?.size == Size(width: 375, height: 667))
        #expect(IBDevice(id: "retina6_1").layoutDevice(toolsVersion: "14490")?.safeAreaInsets.top == 44)
        #expect(IBDevice(id: "retina6_1").layoutDevice(toolsVersion: "22505")?.safeAreaInsets.top == 48)
        // The 6.1-inch phone of 2022 on (`retina6_12`) is 393 by 852 in every era, the one before
        // (`retina6_0`) 390 by 844.
        #expect(IBDevice(id: "retina6_12").layoutDevice(toolsVersion: "22155")?.size == Size(width: 393, height: 852))
        #expect(IBDevice(id: "retina6_0").layoutDevice(toolsVersion: "22155")?.size == Size(width: 390, height: 844))
        #expect(IBDevice(id: "ipad9_7").layoutDevice(toolsVersion: nil)?.size == Size(width: 768, height: 1024))
        let landscape = IBDevice(id: "retina4_7", orientation: "landscape").layoutDevice(toolsVersion: nil)
        #expect(landscape?.size == Size(width: 667, height: 375))
        #expect(IBDevice(id: "watch38").layoutDevice(toolsVersion: nil) == nil)
    }

    /// A view of an IBDesignable class takes the intrinsic size Interface Builder recorded for it;
    /// buttons, text fields and segmented controls take UIKit's sizes.
    @Test func designablesAndControlSizes() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="Box-cc-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Dsg-cc-001" customClass="RatingView">
                            <rect key="frame" x="10" y="10" width="206" height="26"/>
                        </view>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Btn-cc-001">
                            <rect key="frame" x="10" y="50" width="30" height="30"/>
                            <state key="normal" title="Go"/>
                        </button>
                        <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="Txt-cc-001">
                            <rect key="frame" x="10" y="90" width="100" height="34"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        </textField>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Dsg-cc-001" firstAttribute="leading" secondItem="Box-cc-001" secondAttribute="leading" constant="10" id="Con-cc-001"/>
                        <constraint firstItem="Dsg-cc-001" firstAttribute="top" secondItem="Box-cc-001" secondAttribute="top" constant="10" id="Con-cc-002"/>
                        <constraint firstItem="Btn-cc-001" firstAttribute="leading" secondItem="Box-cc-001" secondAttribute="leading" constant="10" id="Con-cc-003"/>
                        <constraint firstItem="Btn-cc-001" firstAttribute="top" secondItem="Box-cc-001" secondAttribute="top" constant="50" id="Con-cc-004"/>
                        <constraint firstItem="Txt-cc-001" firstAttribute="leading" secondItem="Box-cc-001" secondAttribute="leading" constant="10" id="Con-cc-005"/>
                        <constraint firstItem="Txt-cc-001" firstAttribute="top" secondItem="Box-cc-001" secondAttribute="top" constant="90" id="Con-cc-006"/>
                        <constraint firstItem="Txt-cc-001" firstAttribute="width" constant="100" id="Con-cc-007"/>
                    </constraints>
                </view>
            </objects>
            <designables>
                <designable name="Dsg-cc-001">
                    <size key="intrinsicContentSize" width="206" height="26"/>
                </designable>
            </designables>
        </document>
        """
        let document = try IBDocument(xml: xml)
        #expect(document.designableIntrinsicSizes["Dsg-cc-001"] == IBSize(width: 206, height: 26))
        let tree = try document.makeLayoutTree(IBLayoutRequest(designTime: true))
        #expect(tree.view(withID: "Dsg-cc-001")?.frame == Rect(x: 10, y: 10, width: 206, height: 26))
        #expect(tree.view(withID: "Dsg-cc-001")?.className == "RatingView")
        // A system button is at least 30 points wide and high.
        #expect(tree.view(withID: "Btn-cc-001")?.frame == Rect(x: 10, y: 50, width: 30, height: 30))
        // A rounded-rect text field is 34 high from iOS 13.
        #expect(tree.view(withID: "Txt-cc-001")?.frame == Rect(x: 10, y: 90, width: 100, height: 34))
        #expect(IBVerification(document: document).rate == 1)
    }
}
