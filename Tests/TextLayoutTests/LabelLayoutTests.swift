import Testing
import TextLayout

/// `Label.layout(in:)`: the lines the renderers draw.
@Suite struct LabelLayoutTests {
    static let sentence = "The quick brown fox jumps over the lazy dog"

    private func texts(_ layout: LabelLayout) -> [String] { layout.lines.map(\.text) }

    @Test func emptyLabelHasNoLines() {
        #expect(Label("").layout(in: TextSize(width: 100, height: 100)).lines.isEmpty)
    }

    @Test func wordWrapBreaksAtSpacesAndDropsTheSpaces() {
        let label = Label(Self.sentence, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let layout = label.layout(in: TextSize(width: 10, height: 1), metrics: .terminal, scale: 1)
        #expect(texts(layout) == ["The quick"])  // only one row fits
        #expect(layout.isTruncated)
        let tall = label.layout(in: TextSize(width: 10, height: 6), metrics: .terminal, scale: 1)
        #expect(texts(tall) == ["The quick", "brown fox", "jumps over", "the lazy", "dog"])
        #expect(!tall.isTruncated)
        #expect(tall.lines.map(\.top) == [0, 1, 2, 3, 4].map { $0 + 1 })  // (6 - 5) / 2 = 0.5, rounded to 1
    }

    @Test func anUnboundedFrameShowsEveryLine() {
        let label = Label("a b c d", numberOfLines: 0)
        let layout = label.layout(in: TextSize(width: 1, height: .infinity), metrics: .terminal, scale: 1)
        #expect(texts(layout) == ["a", "b", "c", "d"])
    }

    @Test func linesAreCentredVerticallyWithBaselines() {
        let label = Label("one\ntwo", font: .system(size: 17), numberOfLines: 0)
        let layout = label.layout(in: TextSize(width: 100, height: 61))
        // Two lines of 20.2878 are 40.58, rounded up to 41; (61 - 41) / 2 = 10.
        #expect(layout.lines.map(\.top) == [10, 10 + 20.2878])
        #expect(abs(layout.lines[0].baseline - (10 + 0.952 * 17)) < 1e-9)
    }

    @Test func tailTruncationEndsWithAnEllipsisAndFits() {
        let label = Label(Self.sentence)
        let layout = label.layout(in: TextSize(width: 12, height: 1), metrics: .terminal, scale: 1)
        #expect(texts(layout) == ["The quick b…"])  // cut between characters, as UIKit does
        let shorter = label.layout(in: TextSize(width: 11, height: 1), metrics: .terminal, scale: 1)
        #expect(texts(shorter) == ["The quick…"])  // the space before "…" is dropped
        #expect(layout.lines[0].isTruncated)
        #expect(layout.lines[0].width <= 12)
    }

    @Test func headAndMiddleTruncation() {
        let head = Label(Self.sentence, lineBreakMode: .byTruncatingHead)
            .layout(in: TextSize(width: 12, height: 1), metrics: .terminal, scale: 1)
        #expect(texts(head) == ["…he lazy dog"])
        let middle = Label(Self.sentence, lineBreakMode: .byTruncatingMiddle)
            .layout(in: TextSize(width: 12, height: 1), metrics: .terminal, scale: 1)
        #expect(texts(middle) == ["The qu…y dog"])
        #expect(middle.lines[0].width == 12)
    }

    @Test func clippingCutsWithoutAnEllipsis() {
        let layout = Label(Self.sentence, lineBreakMode: .byClipping)
            .layout(in: TextSize(width: 12, height: 1), metrics: .terminal, scale: 1)
        #expect(texts(layout) == ["The quick br"])
        #expect(layout.isTruncated)
    }

    @Test func multiLineTailTruncationPutsTheRestOnTheLastLine() {
        let label = Label(Self.sentence, numberOfLines: 2)
        let layout = label.layout(in: TextSize(width: 10, height: 5), metrics: .terminal, scale: 1)
        #expect(texts(layout) == ["The quick", "brown fox…"])
        #expect(layout.lines.map(\.isTruncated) == [false, true])
    }

    @Test func wordWrapWithALineLimitDropsTheRest() {
        let label = Label(Self.sentence, numberOfLines: 2, lineBreakMode: .byWordWrapping)
        let layout = label.layout(in: TextSize(width: 10, height: 5), metrics: .terminal, scale: 1)
        #expect(texts(layout) == ["The quick", "brown fox"])
        #expect(layout.isTruncated)
    }

    @Test func charWrapBreaksAnywhere() {
        let label = Label("abcdefghij", numberOfLines: 0, lineBreakMode: .byCharWrapping)
        let layout = label.layout(in: TextSize(width: 4, height: 10), metrics: .terminal, scale: 1)
        #expect(texts(layout) == ["abcd", "efgh", "ij"])
    }

    @Test func aLongWordIsBrokenBetweenCharacters() {
        let label = Label("supercalifragilistic", numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let layout = label.layout(in: TextSize(width: 8, height: 10), metrics: .terminal, scale: 1)
        #expect(texts(layout) == ["supercal", "ifragili", "stic"])
    }

    @Test func japaneseWrapsWithKinsoku() {
        // 10 cells (5 ideographs) a line; each line gives up a character so that "、", "」" and
        // "。" do not start the next one.
        let label = Label("今日は晴れ、「散歩」に行く。", numberOfLines: 0)
        let layout = label.layout(in: TextSize(width: 10, height: 10), metrics: .terminal, scale: 1)
        #expect(texts(layout) == ["今日は晴", "れ、「散", "歩」に行", "く。"])
        for line in layout.lines {
            #expect(!"、。」".contains(line.text.first!), "\(line.text)")
            #expect(!"「".contains(line.text.last!), "\(line.text)")
            #expect(line.width <= 10)
        }
    }

    @Test func ellipsisPairStaysTogether() {
        let label = Label("ちょっと待って……", numberOfLines: 0)
        let layout = label.layout(in: TextSize(width: 15, height: 10), metrics: .terminal, scale: 1)
        #expect(texts(layout) == ["ちょっと待っ", "て……"])  // not "ちょっと待って…" + "…"
    }

    @Test func alignment() {
        let size = TextSize(width: 10, height: 1)
        let centre = Label("abcd", textAlignment: .center).layout(in: size, metrics: .terminal, scale: 1)
        let right = Label("abcd", textAlignment: .right).layout(in: size, metrics: .terminal, scale: 1)
        let natural = Label("abcd").layout(in: size, metrics: .terminal, scale: 1)
        #expect(centre.lines[0].x == 3)
        #expect(right.lines[0].x == 6)
        #expect(natural.lines[0].x == 0)
    }

    @Test func tabsMakeSegments() {
        let layout = Label("a\tbc\td").layout(in: TextSize(width: 40, height: 1), metrics: .terminal, scale: 1)
        let line = layout.lines[0]
        #expect(line.text == "a\tbc\td")
        #expect(line.segments == [LineSegment(text: "a", x: 0), LineSegment(text: "bc", x: 8), LineSegment(text: "d", x: 16)])
        #expect(line.width == 17)
    }

    @Test func controlCharactersAreShownVisibly() {
        let layout = Label("a\u{1B}b").layout(in: TextSize(width: 40, height: 1), metrics: .terminal, scale: 1)
        #expect(texts(layout) == ["a␛b"])
    }

    @Test func emojiAndCombiningMarksStayWhole() {
        let label = Label("👨‍👩‍👧👨‍👩‍👧 café", numberOfLines: 0)
        let layout = label.layout(in: TextSize(width: 4, height: 10), metrics: .terminal, scale: 1)
        #expect(texts(layout) == ["👨‍👩‍👧👨‍👩‍👧", "café"])
    }

    /// The contract the renderers rely on: whatever the text, mode and frame, no line is wider
    /// than the frame, and the lines fit its height (at least one line is always shown).
    @Test(arguments: LineBreakMode.allCases)
    func linesNeverOverflowTheFrame(mode: LineBreakMode) {
        let texts = [Self.sentence, LabelSizeTests.description, "レシピID: 12345", "a\tb\tc", "😀😀😀 x",
                     "supercalifragilisticexpialidocious", "two\nlines", "  spaces  "]
        for text in texts {
            for lines in [0, 1, 2, 3] {
                for width in stride(from: 0.0, through: 200, by: 7) {
                    let label = Label(text, font: .system(size: 14), numberOfLines: lines, lineBreakMode: mode)
                    let layout = label.layout(in: TextSize(width: width, height: 40))
                    #expect(!layout.lines.isEmpty)
                    #expect(layout.lines.count <= max(1, lines == 0 ? 2 : min(lines, 2)))
                    for line in layout.lines {
                        #expect(line.width <= width + 1e-9, "\(text) \(mode) \(lines) at \(width): \(line.text)")
                        #expect(line.x >= 0)
                    }
                }
            }
        }
    }
}
