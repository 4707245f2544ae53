/// Where each line sits between a label's left and right edges, as `NSTextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// The writing direction's start: left, since TextLayout lays out left-to-right text only.
    case natural
    case left
    case center
    case right
}
