/// The width of text in terminal cells, as a monospace terminal shows it.
///
/// A character (a grapheme cluster) takes:
/// - 2 cells if it is East Asian Wide or Fullwidth, an emoji presentation sequence (with
///   U+FE0F, or a character whose default presentation is emoji), an emoji ZWJ sequence, a
///   keycap, or a flag (a pair of regional indicators);
/// - 0 cells if it is only combining marks, format characters or other default ignorables
///   (a lone U+0301, U+200B ZERO WIDTH SPACE, U+2060 WORD JOINER);
/// - 1 or 2 cells if it is East Asian Ambiguous, per ``DisplayWidthOptions/ambiguousIsWide``;
/// - otherwise the width of its first spacing code point (so `e` + U+0301 is 1, and a Hangul
///   syllable made of conjoining jamo is 2).
///
/// Control characters are rejected, or measured as the symbol that shows them.
public enum DisplayWidth {
    /// The number of cells `text` takes on one line.
    ///
    /// - Throws: ``DisplayWidthError/controlCharacter(_:offset:)`` for a control character,
    ///   unless `options` asks to show them visibly.
    /// - Complexity: O(*n*).
    public static func of(
        _ text: some StringProtocol, options: DisplayWidthOptions = DisplayWidthOptions()
    ) throws(DisplayWidthError) -> Int {
        var total = 0
        var offset = 0
        for character in text {
            if let width = cells(of: character, ambiguousIsWide: options.ambiguousIsWide) {
                total += width
            } else if options.controlCharacters == .showVisibly {
                total += visibleForm(of: character).reduce(0) {
                    $0 + (cells(of: $1, ambiguousIsWide: options.ambiguousIsWide) ?? 1)
                }
            } else {
                throw .controlCharacter(character.unicodeScalars.first!, offset: offset)
            }
            offset += 1
        }
        return total
    }

    /// The number of cells `character` takes.
    ///
    /// - Throws: ``DisplayWidthError/controlCharacter(_:offset:)`` (offset 0) for a control
    ///   character, unless `options` asks to show them visibly.
    public static func of(
        _ character: Character, options: DisplayWidthOptions = DisplayWidthOptions()
    ) throws(DisplayWidthError) -> Int {
        try of(String(character), options: options)
    }

    /// What a terminal renderer shows for a control character: Unicode's Control Pictures
    /// (`␉` for a tab, `␊` for a line feed, `␛` for escape, `␡` for delete, `␤` for the line
    /// and paragraph separators), and U+FFFD for C1 controls, which have no picture. Other characters are returned as they are.
    public static func visibleForm(of character: Character) -> String {
        var visible = ""
        var changed = false
        for scalar in character.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F:
                visible.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
                changed = true
            case 0x7F:
                visible.unicodeScalars.append("\u{2421}")
                changed = true
            case 0x80...0x9F:
                visible.unicodeScalars.append("\u{FFFD}")
                changed = true
            case 0x2028, 0x2029:
                visible.unicodeScalars.append("\u{2424}")
                changed = true
            default:
                visible.unicodeScalars.append(scalar)
            }
        }
        return changed ? visible : String(character)
    }

    /// The cells of one grapheme cluster, or `nil` for a control character.
    @inline(__always)
    static func cells(of character: Character, ambiguousIsWide: Bool) -> Int? {
        let scalars = character.unicodeScalars
        let first = scalars.first!
        if first.value >= 0x20 && first.value < 0x7F && character.utf8.count == 1 { return 1 }
        let firstClass = UnicodeProperties.cellWidthClass(of: first)
        if firstClass == .control { return nil }
        var iterator = scalars.makeIterator()
        _ = iterator.next()
        guard let second = iterator.next() else {
            return cells(firstClass, flags: UnicodeProperties.flags(of: first), ambiguousIsWide: ambiguousIsWide)
        }
        let firstFlags = UnicodeProperties.flags(of: first)
        // Emoji sequences: a flag, a keycap, an emoji with U+FE0F or in a ZWJ sequence.
        if (0x1F1E6...0x1F1FF).contains(first.value) && (0x1F1E6...0x1F1FF).contains(second.value) { return 2 }
        var hasEmojiSelector = false
        var hasTextSelector = false
        var hasJoiner = false
        var hasKeycap = false
        for scalar in scalars {
            switch scalar.value {
            case 0xFE0F: hasEmojiSelector = true
            case 0xFE0E: hasTextSelector = true
            case 0x200D: hasJoiner = true
            case 0x20E3: hasKeycap = true
            default: break
            }
        }
        if hasKeycap { return 2 }
        if firstFlags.contains(.extendedPictographic) {
            if hasEmojiSelector || hasJoiner { return 2 }
            if hasTextSelector { return 1 }
        }
        if firstClass != .zero {
            return cells(firstClass, flags: firstFlags, ambiguousIsWide: ambiguousIsWide)
        }
        // A cluster that starts with a zero-width code point (a Prepend character, or a lone
        // mark followed by others): the first spacing code point decides.
        for scalar in scalars.dropFirst() {
            let widthClass = UnicodeProperties.cellWidthClass(of: scalar)
            if widthClass != .zero && widthClass != .control {
                return cells(widthClass, flags: UnicodeProperties.flags(of: scalar), ambiguousIsWide: ambiguousIsWide)
            }
        }
        return 0
    }

    @inline(__always)
    private static func cells(_ widthClass: CellWidthClass, flags: ScalarFlags, ambiguousIsWide: Bool) -> Int? {
        switch widthClass {
        case .zero: return 0
        case .wide: return 2
        case .ambiguous: return ambiguousIsWide ? 2 : 1
        case .control: return nil
        case .narrow: return flags.contains(.emojiPresentation) ? 2 : 1
        }
    }
}
