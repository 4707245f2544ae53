import Layout

/// The colours the MiniCookpad screens paint their views with, in one place so the screens agree.
public enum Palette {
    /// Screens and cells: `UIColor.systemBackground` in light mode.
    public static let background = Color.systemBackground
    /// The image views' fill before a photo loads (`UIColor.systemGray5`).
    public static let imagePlaceholder = Color(rgb: 0xE5E5EA)
    /// The 1-point line under the description on the detail screen (`UIColor.systemGray4`).
    public static let separatorLine = Color(rgb: 0xC7C7CC)
    /// Even ingredient rows (`UIColor.systemGray6`); odd rows are ``background``.
    public static let evenRow = Color.systemGray6
}
