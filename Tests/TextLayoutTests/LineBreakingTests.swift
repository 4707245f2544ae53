import Testing
import TextLayout

/// Break opportunities as character offsets where the next line may start.
private func breaks(_ text: String) -> [Int] {
    LineBreaking.opportunities(in: text).map(\.offset)
}

@Suite struct LineBreakingTests {
    @Test func englishBreaksAfterSpacesAndHyphens() {
        #expect(breaks("The quick fox") == [4, 10, 13])
        #expect(breaks("well-known") == [5, 10])
        #expect(breaks("") == [])
    }

    @Test func recipeIdentifierKeepsItsNumberAndColon() {
        // レ|シ|ピ|ID:␠|12345: no break before ":" nor inside the number.
        #expect(breaks("レシピID: 12345") == [1, 2, 3, 7, 12])
    }

    @Test func japaneseBreaksBetweenIdeographsButNotBeforeClosingPunctuation() {
        let text = "今日は、「鶏肉」を焼きます。"
        let starts = Set(breaks(text))
        let characters = Array(text)
        for offset in starts where offset < characters.count {
            #expect(!"、。」）".contains(characters[offset]), "a line would start with \(characters[offset])")
            #expect(!"「（".contains(characters[offset - 1]), "a line would end with \(characters[offset - 1])")
        }
        // 今|日|は、|「鶏|肉」|を|焼|き|ま|す。
        #expect(starts == [1, 2, 4, 6, 8, 9, 10, 11, 12, 14])
    }

    @Test func smallKanaAndProlongedSoundMarkNeverStartALine() {
        // チョコレートケーキ: ョ and ー are CJ, resolved to NS (strict).
        let text = "チョコレートケーキ"
        let characters = Array(text)
        for offset in breaks(text) where offset < characters.count {
            #expect(!"ョャュッァィゥェォー".contains(characters[offset]))
        }
        #expect(breaks(text) == [2, 3, 5, 6, 8, 9])  // チョ|コ|レー|ト|ケー|キ
    }

    @Test func ellipsisPairsAreNotSplit() {
        #expect(!breaks("待って……ね").contains(4))
        #expect(!breaks("待って……ね").contains(3))
        #expect(breaks("待って……ね").contains(5))
    }

    @Test func mandatoryBreaksAfterNewlines() {
        let opportunities = LineBreaking.opportunities(in: "one\ntwo\r\nthree")
        #expect(opportunities.filter(\.isMandatory).map(\.offset) == [4, 8, 13])
    }

    @Test func tabsAllowABreakAfterThem() {
        #expect(breaks("a\tb") == [2, 3])
    }

    @Test func breaksFallBetweenGraphemeClustersOnly() {
        // A ZWJ family and a combining accent stay whole; offsets count Characters.
        #expect(breaks("👨‍👩‍👧 café") == [2, 6])
        #expect(breaks("🇯🇵🇯🇵") == [1, 2])
    }

    @Test func mixedScripts() {
        // "iOS" then ideographs: break before 開 (AL then ID), after の.
        #expect(breaks("iOSの開発") == [3, 4, 5, 6])
    }

    @Test func opportunityIndicesMatchOffsets() {
        let text = "日本 text"
        for opportunity in LineBreaking.opportunities(in: text) {
            #expect(text.distance(from: text.startIndex, to: opportunity.index) == opportunity.offset)
        }
    }
}
