import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// Controls as wide as their text: a borderless text field and a titled segmented control whose
/// width misses are their text's measurement, where a bordered field's or a larger miss is the
/// control's own size.
@Suite("Causes of text controls' widths")
struct TextControlCauseTests {
    /// A text field (with `border`) and a three-segment control placed by their corners, saved
    /// `fieldWidth` and `segmentsWidth` wide.
    static func xib(border: String?, fieldWidth: Double, segmentsWidth: Double) -> String {
        let style = border.map { #"borderStyle="\#($0)" "# } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Tcc-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" \(style)text="Room Name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="Tcc-tf-002">
                            <rect key="frame" x="10" y="10" width="\(fieldWidth)" height="\(border == nil ? 22 : 34)"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <textInputTraits key="textInputTraits"/>
                        </textField>
                        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="Tcc-sc-003">
                            <rect key="frame" x="10" y="100" width="\(segmentsWidth)" height="32"/>
                            <segments>
                                <segment title="Automatic"/>
                                <segment title="Normal"/>
                                <segment title="Status Bar"/>
                            </segments>
                        </segmentedControl>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Tcc-tf-002" firstAttribute="leading" secondItem="Tcc-vw-001" secondAttribute="leading" constant="10" id="Tcc-cc-001"/>
                        <constraint firstItem="Tcc-tf-002" firstAttribute="top" secondItem="Tcc-vw-001" secondAttribute="top" constant="10" id="Tcc-cc-002"/>
                        <constraint firstItem="Tcc-sc-003" firstAttribute="leading" secondItem="Tcc-vw-001" secondAttribute="leading" constant="10" id="Tcc-cc-003"/>
                        <constraint firstItem="Tcc-sc-003" firstAttribute="top" secondItem="Tcc-vw-001" secondAttribute="top" constant="100" id="Tcc-cc-004"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// The field's and the control's causes when saved `fieldExtra` and `segmentsExtra` wider
    /// (and as high) as Trellis lays them out. Saved narrower: saved wider, the canvas would keep
    /// them, their hugging being below its hold.
    static func causes(border: String?, fieldExtra: Double, segmentsExtra: Double) throws
        -> (field: IBMismatchCause?, segments: IBMismatchCause?)
    {
        let laidOut = IBVerification(document: try IBDocument(xml: xib(border: border, fieldWidth: 1, segmentsWidth: 1)))
        let field = try #require(laidOut.views.first { $0.id == "Tcc-tf-002" }?.computed)
        let segments = try #require(laidOut.views.first { $0.id == "Tcc-sc-003" }?.computed)
        var xml = xib(border: border, fieldWidth: field.width + fieldExtra, segmentsWidth: segments.width + segmentsExtra)
        xml = xml.replacingOccurrences(of: #"height="\#(border == nil ? 22 : 34)""#, with: #"height="\#(field.height)""#)
            .replacingOccurrences(of: #"width="\#(segments.width + segmentsExtra)" height="32""#,
                                  with: #"width="\#(segments.width + segmentsExtra)" height="\#(segments.height)""#)
        let views = IBVerification(document: try IBDocument(xml: xml)).views
        return (views.first { $0.id == "Tcc-tf-002" }?.cause, views.first { $0.id == "Tcc-sc-003" }?.cause)
    }

    @Test func aBorderlessFieldsAndItsSegmentsTitlesWidthsAreTheText() throws {
        let causes = try Self.causes(border: nil, fieldExtra: -2.5, segmentsExtra: -2.5)
        #expect(causes.field == .textMeasurement)
        #expect(causes.segments == .textMeasurement)
    }

    /// A bordered field adds padding Trellis models, and more than a point per segment is more
    /// than the titles: both are the controls' own sizes.
    @Test func aBorderedFieldAndALargerMissAreTheControls() throws {
        let causes = try Self.causes(border: "roundedRect", fieldExtra: -2.5, segmentsExtra: -4.5)
        #expect(causes.field == .controlIntrinsicSize)
        #expect(causes.segments == .controlIntrinsicSize)
    }

    /// A bordered field in `font` (a `fontDescription`'s attributes) saved 3 points shorter and
    /// narrower than Trellis lays it out: the cause of its miss.
    static func borderedFieldCause(font: String) throws -> IBMismatchCause? {
        func document(width: Double, height: Double) throws -> IBDocument {
            let xml = xib(border: "roundedRect", fieldWidth: width, segmentsWidth: 1)
                .replacingOccurrences(of: #"height="34""#, with: #"height="\#(height)""#)
                .replacingOccurrences(of: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#,
                                      with: #"<fontDescription key="fontDescription" \#(font)/>"#)
            return try IBDocument(xml: xml)
        }
        let laidOut = IBVerification(document: try document(width: 1, height: 1))
        let field = try #require(laidOut.views.first { $0.id == "Tcc-tf-002" }?.computed)
        let saved = IBVerification(document: try document(width: field.width - 3, height: field.height - 3))
        return saved.views.first { $0.id == "Tcc-tf-002" }?.cause
    }

    /// A control's text in a font Trellis has no metrics for (an app's own, its file not given)
    /// is measured in a stand-in: the control's miss is that text's, not the control's model.
    /// In the system font or a font with a built-in table, it stays the control's.
    @Test func aControlInAFontWithoutMetricsMissesByItsText() throws {
        #expect(try Self.borderedFieldCause(font: #"name="UbuntuTitling-Bold" family="Ubuntu Titling" pointSize="17""#)
                == .textMeasurement)
        #expect(try Self.borderedFieldCause(font: #"type="system" pointSize="17""#) == .controlIntrinsicSize)
        #expect(try Self.borderedFieldCause(font: #"name="Helvetica-Bold" family="Helvetica" pointSize="17""#)
                == .controlIntrinsicSize)
        #expect(try Self.borderedFieldCause(font: #"name="ArialMT" family="Arial" pointSize="17""#)
                == .controlIntrinsicSize)
    }

    /// A custom button titled "Options", with content insets of its own when `insets`, placed by
    /// its corner and saved `width` by `height`.
    static func button(insets: Bool, width: Double, height: Double, heightConstant: Double? = nil) -> String {
        let inset = insets ? #"<inset key="contentEdgeInsets" minX="10" minY="7" maxX="10" maxY="7"/>"# : ""
        let fixedHeight = heightConstant.map {
            #"<constraints><constraint firstAttribute="height" constant="\#($0)" id="Tcb-cc-003"/></constraints>"#
        } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Tcb-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Tcb-bt-002">
                            <rect key="frame" x="10" y="10" width="\(width)" height="\(height)"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            \(inset)
                            <state key="normal" title="Options"/>
                            \(fixedHeight)
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Tcb-bt-002" firstAttribute="leading" secondItem="Tcb-vw-001" secondAttribute="leading" constant="10" id="Tcb-cc-001"/>
                        <constraint firstItem="Tcb-bt-002" firstAttribute="top" secondItem="Tcb-vw-001" secondAttribute="top" constant="10" id="Tcb-cc-002"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    static func buttonCause(insets: Bool) throws -> IBMismatchCause? {
        let laidOut = IBVerification(document: try IBDocument(xml: button(insets: insets, width: 1, height: 1)))
        let frame = try #require(laidOut.views.first { $0.id == "Tcb-bt-002" }?.computed)
        let saved = button(insets: insets, width: frame.width - 2, height: frame.height - 1)
        return IBVerification(document: try IBDocument(xml: saved)).views.first { $0.id == "Tcb-bt-002" }?.cause
    }

    /// With insets of its own a titled button is its title and those insets, so a miss in both
    /// axes is the title's; without, the padding is Trellis's model, and the miss the control's.
    @Test func aTitledButtonWithItsOwnInsetsMissesByItsTitle() throws {
        #expect(try Self.buttonCause(insets: true) == .textMeasurement)
        #expect(try Self.buttonCause(insets: false) == .controlIntrinsicSize)
    }

    /// Its height fixed by a constraint a point taller than its content and saved so, the
    /// button misses by its width alone, at its content's: the title's.
    @Test func aTitledButtonOfAFixedHeightMissesByItsTitle() throws {
        let probe = IBVerification(document: try IBDocument(xml: Self.button(insets: true, width: 1, height: 1)))
        let content = try #require(probe.views.first { $0.id == "Tcb-bt-002" }?.computed)
        let tall = content.height + 1
        let saved = Self.button(insets: true, width: content.width - 2, height: tall, heightConstant: tall)
        let button = try #require(IBVerification(document: try IBDocument(xml: saved)).views.first { $0.id == "Tcb-bt-002" })
        #expect(button.computed?.height == tall)
        #expect(!button.matches)
        #expect(button.cause == .textMeasurement)
    }
}
