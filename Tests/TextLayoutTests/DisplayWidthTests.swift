import Testing
import TextLayout

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("hello", 5),
        ("", 0),
        ("レシピID: 12345", 15),  // three wide katakana + 9 narrow
        ("日本語", 6),
        ("ｶﾀｶﾅ", 4),  // halfwidth katakana
        ("ＡＢ", 4),  // fullwidth Latin
        ("e\u{301}", 1),  // e + combining acute
        ("\u{301}", 0),  // a lone combining mark
        ("a\u{200B}b", 2),  // zero width space
        ("😀", 2),
        ("❤️", 2),  // emoji presentation sequence
        ("❤", 1),  // text presentation by default
        ("☺︎", 1),  // text presentation selector
        ("👨‍👩‍👧", 2),  // ZWJ sequence
        ("🇯🇵", 2),  // flag
        ("1️⃣", 2),  // keycap
        ("👍🏽", 2),  // skin tone modifier
        ("\u{1100}\u{1161}\u{11A8}", 2),  // Hangul syllable from conjoining jamo
        ("한국어", 6),
        ("°±", 2),  // East Asian Ambiguous, narrow by default
        ("mixed 日本 text", 15),
    ])
    func cells(text: String, expected: Int) throws {
        #expect(try DisplayWidth.of(text) == expected)
    }

    @Test func ambiguousCanBeWide() throws {
        #expect(try DisplayWidth.of("°±", options: DisplayWidthOptions(ambiguousIsWide: true)) == 4)
        #expect(try DisplayWidth.of("日", options: DisplayWidthOptions(ambiguousIsWide: true)) == 2)
    }

    @Test func controlCharactersAreRejectedWithTheirOffset() {
        #expect(throws: DisplayWidthError.controlCharacter("\t", offset: 2)) {
            try DisplayWidth.of("ab\tc")
        }
        #expect(throws: DisplayWidthError.controlCharacter("\n", offset: 1)) {
            try DisplayWidth.of("日\n本")
        }
        #expect(throws: DisplayWidthError.controlCharacter("\u{1B}", offset: 0)) {
            try DisplayWidth.of("\u{1B}[0m")
        }
    }

    @Test func controlCharactersCanBeShownVisibly() throws {
        let visible = DisplayWidthOptions(controlCharacters: .showVisibly)
        #expect(DisplayWidth.visibleForm(of: "\t") == "␉")
        #expect(DisplayWidth.visibleForm(of: "\r\n") == "␍␊")
        #expect(DisplayWidth.visibleForm(of: "\u{7F}") == "␡")
        #expect(DisplayWidth.visibleForm(of: "a") == "a")
        #expect(try DisplayWidth.of("a\tb", options: visible) == 3)
        #expect(try DisplayWidth.of("a\r\nb", options: visible) == 4)
    }
}
