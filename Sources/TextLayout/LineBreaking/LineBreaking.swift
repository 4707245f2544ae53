/// Line-break opportunities per Unicode UAX #14 with strict Japanese line breaking (kinsoku).
///
/// No line starts with a closing bracket, `、。`, small kana or `ー`; no line ends with an
/// opening bracket; `……` stays together. Breaks fall only between grapheme clusters
/// (Swift `Character`s), never inside one.
public enum LineBreaking {
    /// The Unicode version of the line-breaking and width data.
    public static var unicodeVersion: String { UnicodeProperties.version }

    /// Every position in `text` where a line may or must break, in order. The end of the text
    /// is included (as mandatory, per LB3) unless the text is empty.
    ///
    /// ```swift
    /// LineBreaking.opportunities(in: "レシピID: 12345").map(\.offset)  // [1, 2, 3, 7, 12]
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public static func opportunities(in text: String) -> [LineBreakOpportunity] {
        let actions = characterBreakActions(in: text)
        var result: [LineBreakOpportunity] = []
        var offset = 0
        var index = text.startIndex
        for action in actions.dropFirst() {
            index = text.index(after: index)
            offset += 1
            if action != .prohibited {
                result.append(LineBreakOpportunity(index: index, offset: offset, isMandatory: action == .mandatory))
            }
        }
        return result
    }

    /// The break action before each character of `text`, plus one for the end of the text:
    /// element `i` is the boundary before the `i`th character.
    ///
    /// - Complexity: O(*n*).
    static func characterBreakActions(in text: String) -> [BreakAction] {
        let scalars = Array(text.unicodeScalars)
        let scalarActions = LineBreakRules.actions(for: scalars)
        var actions: [BreakAction] = []
        actions.reserveCapacity(scalars.count + 1)
        var scalarOffset = 0
        for character in text {
            actions.append(scalarActions[scalarOffset])
            scalarOffset += character.unicodeScalars.count
        }
        actions.append(scalarActions[scalarOffset])
        if actions.count == 1 { actions[0] = .prohibited }
        return actions
    }
}
