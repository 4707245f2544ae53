import Testing
import TextLayout

/// `Label.size(fittingWidth:)`, UILabel's intrinsicContentSize, for the fonts the MiniCookpad
/// screens use: bold 14 (recipe titles), 12 (descriptions), 17 (body).
@Suite struct LabelSizeTests {
    static let description = "鶏むね肉をやわらかく仕上げる照り焼きのレシピです"  // 24 ideographs and kana

    @Test func emptyLabelIsZeroByZero() {
        #expect(Label("").size() == .zero)
        #expect(Label("", numberOfLines: 0).size(fittingWidth: 343) == .zero)
        #expect(Label("").size(metrics: .terminal) == .zero)
    }

    @Test(arguments: [(17.0, 20.5), (14.0, 17.0), (12.0, 14.5)])
    func oneLineHeightIsRoundedUpToThePixelGrid(pointSize: Double, height: Double) {
        #expect(Label("Label", font: .system(size: pointSize)).size().height == height)
        #expect(Label("Label", font: .boldSystem(size: pointSize)).size().height == height)
    }

    @Test func threeTimesScaleRoundsToThirds() {
        let size = Label("Label", font: .system(size: 17)).size(scale: 3)
        #expect(abs(size.height - 61.0 / 3) < 1e-9)
    }

    /// Xcode saved this label (bold 14, MiniCookpad's recipe cell) as 57.5 x 17.
    @Test func recipeNamePlaceholderMatchesXcode() {
        #expect(Label("レシピ名", font: .boldSystem(size: 14)).size() == TextSize(width: 57.5, height: 17))
    }

    @Test(arguments: [
        // (maxWidth, width, height): 12.24 pt per character, lines of 14.3208 pt.
        (0.0, 294.0, 14.5),  // no limit: one line of 24 characters (293.76)
        (50.0, 49.0, 86.0),  // 4 characters a line (48.96), 6 lines (85.92)
        (247.0, 245.0, 29.0),  // 20 characters a line (244.8), 2 lines (28.64)
        (343.0, 294.0, 14.5),  // fits on one line
    ])
    func japaneseDescriptionAtTwelvePoints(maxWidth: Double, width: Double, height: Double) {
        let label = Label(Self.description, font: .system(size: 12), numberOfLines: 0)
        #expect(label.size(fittingWidth: maxWidth) == TextSize(width: width, height: height))
    }

    @Test(arguments: [
        // Bold 14: レシピ is 3 x 14.28; "ID: 12345" 65.64 in the fitted San Francisco (SystemFont),
        // 108.48 in all, just under the half pixel.
        (0.0, 108.5, 17.0), (50.0, 43.5, 50.5), (247.0, 108.5, 17.0), (343.0, 108.5, 17.0),
    ])
    func recipeIdentifierInBoldFourteen(maxWidth: Double, width: Double, height: Double) {
        let label = Label("レシピID: 12345", font: .boldSystem(size: 14), numberOfLines: 0)
        #expect(label.size(fittingWidth: maxWidth) == TextSize(width: width, height: height))
    }

    @Test(arguments: [0.0, 50.0, 247.0, 343.0])
    func sizesAreConsistentWithTheLinesLaidOut(maxWidth: Double) {
        let texts = [Self.description, "レシピID: 12345", "The quick brown fox jumps over the lazy dog",
                     "Grilled chicken 照り焼き with rice (serves 2) 🍚"]
        for font in [Font.boldSystem(size: 14), .system(size: 12), .system(size: 17)] {
            for text in texts {
                let label = Label(text, font: font, numberOfLines: 0)
                let size = label.size(fittingWidth: maxWidth)
                let lineHeight = ProportionalMetrics().lineHeight(of: font)
                let lines = (size.height / lineHeight).rounded(.down)
                #expect(size.height == (lines * lineHeight * 2).rounded(.up) / 2, "\(text) \(font)")
                if maxWidth > 0 { #expect(size.width <= maxWidth || lines == 1 && maxWidth < 60, "\(text) at \(maxWidth)") }
                // Laying the label out at its own size shows every line, untruncated.
                let layout = label.layout(in: size)
                #expect(Double(layout.lines.count) == lines, "\(text) \(font) at \(maxWidth)")
                #expect(!layout.isTruncated || size.width < 60, "\(text) \(font) at \(maxWidth)")
            }
        }
    }

    @Test func oneLineLabelsIgnoreThePreferredWidth() {
        let label = Label("The quick brown fox jumps over the lazy dog", font: .system(size: 17))
        #expect(label.size(fittingWidth: 100) == label.size())
        #expect(label.size().height == 20.5)
        #expect(label.size().width > 300)
    }

    /// Xcode saved "Orientation Images " (17 pt, @3x) 4.3 pt wider than the same text without
    /// its space: spaces before the end of a paragraph take room.
    @Test func trailingSpacesTakeRoomWhereTheParagraphEnds() {
        let font = Font.system(size: 17)
        let space = Label("a b", font: font).size(scale: 0).width - Label("ab", font: font).size(scale: 0).width
        #expect(space > 3)
        let spaced = Label("Total ", font: font).size(scale: 0).width
        #expect(abs(spaced - Label("Total", font: font).size(scale: 0).width - space) < 1e-9)
        let beforeNewline = Label("Total \nx", font: font, numberOfLines: 0).size(scale: 0).width
        #expect(beforeNewline == spaced)
    }

    /// A space left hanging at a soft wrap is not drawn, but the size counts it, up to the wrap
    /// width: Xcode saved wrapped labels one space wider than their widest line (a 15 pt line
    /// of 305.1 pt ending at a space, 308 wide).
    @Test func aSpaceHangingAtASoftWrapCountsUpToTheWrapWidth() {
        let font = Font.system(size: 17)
        let space = Label("a b", font: font).size(scale: 0).width - Label("ab", font: font).size(scale: 0).width
        let word = Label("Subtotal", font: font).size(scale: 0).width
        let wrapped = Label("Subtotal is", font: font, numberOfLines: 0)
        let roomy = wrapped.size(fittingWidth: word + space + 1, scale: 0)
        #expect(abs(roomy.width - (word + space)) < 1e-9)
        #expect(roomy.height == 2 * wrapped.lineHeight())
        // Where the space would pass the wrap width, the size stops at it.
        #expect(wrapped.size(fittingWidth: word + space / 2, scale: 0).width == word + space / 2)
        // The line as laid out is the word alone.
        let lines = wrapped.layout(in: TextSize(width: word + space + 1, height: 100), scale: 0).lines
        #expect(lines.map(\.text) == ["Subtotal", "is"])
        #expect(abs(lines[0].width - word) < 1e-9)
    }

    /// A caller that wraps wider than the width it stands for (LabelView's first pass, which
    /// allows for measurement differences) caps the hanging space at that width instead.
    @Test func hangingLimitCapsTheHangingSpaceBelowTheWrapWidth() {
        let font = Font.system(size: 17)
        let space = Label("a b", font: font).size(scale: 0).width - Label("ab", font: font).size(scale: 0).width
        let word = Label("Subtotal", font: font).size(scale: 0).width
        let wrapped = Label("Subtotal is", font: font, numberOfLines: 0)
        let limit = word + space / 2
        #expect(wrapped.size(fittingWidth: word + space + 1, scale: 0, hangingLimit: limit).width == limit)
        // Never below the widest line itself, and no cap without a limit.
        #expect(wrapped.size(fittingWidth: word + space + 1, scale: 0, hangingLimit: word - 5).width == word)
        #expect(abs(wrapped.size(fittingWidth: word + space + 1, scale: 0).width - (word + space)) < 1e-9)
    }

    @Test func numberOfLinesCapsTheHeight() {
        let label = Label(Self.description, font: .system(size: 12), numberOfLines: 2)
        // Three ideographs (36.72) and San Francisco's "…" (12.97) on the truncated second line.
        #expect(label.size(fittingWidth: 50) == TextSize(width: 50, height: 29))
    }

    @Test func newlinesMakeLinesEvenWithoutAWidth() {
        let label = Label("one\ntwo\nthree", font: .system(size: 17), numberOfLines: 0)
        #expect(label.size().height == 61)  // 3 x 20.2878 = 60.86
        #expect(Label("one\n", font: .system(size: 17), numberOfLines: 0).size().height == 20.5)
    }

    @Test func terminalSizesAreCells() {
        let label = Label("レシピID: 12345", numberOfLines: 0)
        #expect(label.size(metrics: .terminal) == TextSize(width: 15, height: 1))
        // レシピ / ID: / 12345
        #expect(label.size(fittingWidth: 8, metrics: .terminal) == TextSize(width: 6, height: 3))
    }
}

/// `ParagraphStyle`: NSParagraphStyle's line height multiple, minimum and maximum line heights
/// and line spacing, as attributed text in Interface Builder files sets them.
@Suite struct ParagraphStyleTests {
    static let twoLines = "First line\nSecond"

    @Test func defaultStyleKeepsTheFontsLineHeight() {
        let plain = Label(Self.twoLines, numberOfLines: 0)
        var styled = plain
        styled.paragraphStyle = .default
        #expect(plain.size(scale: 3) == styled.size(scale: 3))
        #expect(ParagraphStyle.default.height(ofLines: 0, natural: 20) == 0)
    }

    /// duckduckgo's onboarding labels: 17 points, a multiple of 1.1, two lines, 44.667 at 3x.
    @Test func lineHeightMultipleScalesEachLine() {
        var label = Label(Self.twoLines, font: .system(size: 17), numberOfLines: 0)
        label.paragraphStyle = ParagraphStyle(lineHeightMultiple: 1.1)
        #expect(abs(label.size(scale: 3).height - 134.0 / 3) < 1e-9)
    }

    @Test func minimumAndMaximumClampTheLine() {
        var label = Label("One line", font: .system(size: 17))
        label.paragraphStyle = ParagraphStyle(minimumLineHeight: 22)
        #expect(label.size(scale: 3).height == 22)
        label.paragraphStyle = ParagraphStyle(lineHeightMultiple: 2, maximumLineHeight: 30)
        #expect(label.size(scale: 3).height == 30)
    }

    /// Spacing goes between lines, not after the last: 2 x 17.90 + 3 = 38.80, 39 at 2x.
    @Test func lineSpacingGoesBetweenLines() {
        var label = Label(Self.twoLines, font: .system(size: 15), numberOfLines: 0)
        label.paragraphStyle = ParagraphStyle(lineSpacing: 3)
        #expect(label.size(scale: 2).height == 39)
        let layout = label.layout(in: TextSize(width: 200, height: 39), scale: 2)
        #expect(layout.lines.count == 2)
        let first = layout.lines[0].top, second = layout.lines[1].top
        #expect(abs(second - first - (15 * 1.1934 + 3)) < 1e-9)
    }

    /// The extra height of a multiple sits above the text: the baseline keeps its distance from
    /// the bottom of the line.
    @Test func extraHeightGoesAboveTheBaseline() {
        var label = Label("Text", font: .system(size: 20))
        let natural = label.layout(in: TextSize(width: 100, height: 24), scale: 0).lines[0]
        label.paragraphStyle = ParagraphStyle(lineHeightMultiple: 1.5)
        let tall = label.layout(in: TextSize(width: 100, height: 36), scale: 0).lines[0]
        #expect(abs((natural.top + 24 - natural.baseline) - (tall.top + 36 - tall.baseline)) < 0.5)
    }
}

/// Dynamic Type fonts space wrapped lines by their style's leading (Body 17 on 22), as the
/// frames Xcode saves show; one line is as high as the font's own line.
@Suite struct TextStyleLeadingTests {
    @Test func oneLineIsTheFontsOwnLine() {
        #expect(Label("Body", font: .preferred(.body)).size(scale: 2).height == 20.5)
        #expect(abs(Label("Title", font: .preferred(.title1)).size(scale: 3).height - 101.0 / 3) < 1e-9)
    }

    /// openfoodfacts' storyboard: two lines of Body are 42.5 high (22 + 20.29), of Subhead 38
    /// (20 + 17.90).
    @Test func wrappedLinesAreTheLeadingApart() {
        #expect(Label("One\nTwo", font: .preferred(.body), numberOfLines: 0).size(scale: 2).height == 42.5)
        #expect(Label("One\nTwo", font: .preferred(.subheadline), numberOfLines: 0).size(scale: 2).height == 38)
        #expect(Label("One\nTwo", font: .system(size: 17), numberOfLines: 0).size(scale: 2).height == 41)
    }

    /// At the extra-small content size Body is 14 points: one line 16.71 high (17 at 2x, as
    /// Xcode 13 saved such labels), two lines 19 + 16.71 (36 at 2x).
    @Test func extraSmallTextStylesAreShorter() {
        let font = Font.preferred(.body, at: .extraSmall)
        #expect(Label("Body", font: font).size(scale: 2).height == 17)
        #expect(Label("One\nTwo", font: font, numberOfLines: 0).size(scale: 2).height == 36)
        #expect(Label("Footnote", font: .preferred(.footnote, at: .extraSmall)).size(scale: 2).height == 14.5)
    }

    /// Caption 2's 13-point leading is less than its font's own line: nothing is added.
    @Test func aShortLeadingAddsNothing() {
        let styled = Label("One\nTwo", font: .preferred(.caption2), numberOfLines: 0)
        let plain = Label("One\nTwo", font: .system(size: 11), numberOfLines: 0)
        #expect(styled.size(scale: 2) == plain.size(scale: 2))
    }

    @Test func layoutPlacesLinesAtTheLeading() {
        let label = Label("One\nTwo", font: .preferred(.body), numberOfLines: 0)
        let lines = label.layout(in: TextSize(width: 200, height: 42.5), scale: 0).lines
        #expect(lines.count == 2)
        #expect(abs(lines[1].top - lines[0].top - 22) < 1e-9)
    }

    /// Text measured once sizes at every width as measuring it afresh does: wrapping, truncating,
    /// a paragraph style, a Dynamic Type style's leading, the terminal's metrics.
    @Test func textMeasuredOnceSizesAsMeasuringAfresh() {
        var styled = Label("Line height and spacing, wrapped onto lines", font: .system(size: 15), numberOfLines: 0)
        styled.paragraphStyle = ParagraphStyle(lineHeightMultiple: 1.4, lineSpacing: 3)
        let labels = [
            Label("A recipe title that wraps onto more lines than it may show", font: .boldSystem(size: 14), numberOfLines: 2),
            Label(LabelSizeTests.description, font: .system(size: 12), numberOfLines: 0),
            styled,
            Label("Body text in a Dynamic Type style", font: .preferred(.body), numberOfLines: 0),
            Label("tab\tand\nnewline", numberOfLines: 0),
        ]
        for label in labels {
            for scale in [2.0, 3.0] {
                let once = label.measured()
                for width in [0.0, 40, 97.5, 160, 343] {
                    #expect(label.size(fittingWidth: width, measured: once, scale: scale)
                            == label.size(fittingWidth: width, scale: scale), "\(label.text) at \(width)")
                }
            }
            let terminal = label.measured(metrics: .terminal)
            #expect(label.size(fittingWidth: 20, measured: terminal, scale: 1)
                    == label.size(fittingWidth: 20, metrics: .terminal, scale: 1))
        }
    }
}
