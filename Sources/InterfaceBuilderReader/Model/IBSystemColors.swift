extension IBColor {
    /// UIKit's light-appearance value for a system colour name (`systemBackgroundColor`,
    /// `secondaryLabelColor`, `systemGray4Color`, legacy `whiteColor`, ...), in sRGB.
    ///
    /// Newer files store a sample of each system colour they use in `<resources>`, and that
    /// sample wins; files from Xcode 11 often store none, and then this table is what a renderer
    /// needs. The values are the ones Interface Builder itself writes as samples.
    public static func uiKitSystemColor(named name: String) -> IBColor? {
        guard let (red, green, blue, alpha) = systemColorTable[name] else { return nil }
        return .rgb(red: red, green: green, blue: blue, alpha: alpha, colorSpace: "sRGB")
    }

    private static let systemColorTable: [String: (Double, Double, Double, Double)] = {
        let label = (0.235_294_117_6, 0.235_294_117_6, 0.262_745_098_0)
        let groupedGrey = (0.949_019_607_8, 0.949_019_607_8, 0.968_627_451_0, 1.0)
        return [
            "systemBackgroundColor": (1, 1, 1, 1),
            "secondarySystemBackgroundColor": groupedGrey,
            "tertiarySystemBackgroundColor": (1, 1, 1, 1),
            "systemGroupedBackgroundColor": groupedGrey,
            "secondarySystemGroupedBackgroundColor": (1, 1, 1, 1),
            "tertiarySystemGroupedBackgroundColor": groupedGrey,
            "groupTableViewBackgroundColor": groupedGrey,
            "labelColor": (0, 0, 0, 1),
            "secondaryLabelColor": (label.0, label.1, label.2, 0.6),
            "tertiaryLabelColor": (label.0, label.1, label.2, 0.3),
            "quaternaryLabelColor": (label.0, label.1, label.2, 0.18),
            "placeholderTextColor": (label.0, label.1, label.2, 0.3),
            "separatorColor": (label.0, label.1, label.2, 0.29),
            "opaqueSeparatorColor": (0.776_470_588_2, 0.776_470_588_2, 0.784_313_725_5, 1),
            "linkColor": (0, 0.478_431_372_5, 1, 1),
            "systemFillColor": (0.470_588_235_3, 0.470_588_235_3, 0.501_960_784_3, 0.2),
            "secondarySystemFillColor": (0.470_588_235_3, 0.470_588_235_3, 0.501_960_784_3, 0.16),
            "tertiarySystemFillColor": (0.462_745_098_0, 0.462_745_098_0, 0.501_960_784_3, 0.12),
            "quaternarySystemFillColor": (0.454_901_960_8, 0.454_901_960_8, 0.501_960_784_3, 0.08),
            "systemBlueColor": (0, 0.478_431_372_5, 1, 1),
            "systemGreenColor": (0.203_921_568_6, 0.780_392_156_9, 0.349_019_607_8, 1),
            "systemIndigoColor": (0.345_098_039_2, 0.337_254_902_0, 0.839_215_686_3, 1),
            "systemOrangeColor": (1, 0.584_313_725_5, 0, 1),
            "systemPinkColor": (1, 0.176_470_588_2, 0.333_333_333_3, 1),
            "systemPurpleColor": (0.686_274_509_8, 0.321_568_627_5, 0.870_588_235_3, 1),
            "systemRedColor": (1, 0.231_372_549_0, 0.188_235_294_1, 1),
            "systemTealColor": (0.352_941_176_5, 0.784_313_725_5, 0.980_392_156_9, 1),
            "systemYellowColor": (1, 0.8, 0, 1),
            "systemGrayColor": (0.556_862_745_1, 0.556_862_745_1, 0.576_470_588_2, 1),
            "systemGray2Color": (0.682_352_941_2, 0.682_352_941_2, 0.698_039_215_7, 1),
            "systemGray3Color": (0.780_392_156_9, 0.780_392_156_9, 0.8, 1),
            "systemGray4Color": (0.819_607_843_1, 0.819_607_843_1, 0.839_215_686_3, 1),
            "systemGray5Color": (0.898_039_215_7, 0.898_039_215_7, 0.917_647_058_8, 1),
            "systemGray6Color": groupedGrey,
            // Legacy names (`cocoaTouchSystemColor`, and the `System` catalog of old files).
            "whiteColor": (1, 1, 1, 1),
            "blackColor": (0, 0, 0, 1),
            "clearColor": (0, 0, 0, 0),
            "darkTextColor": (0, 0, 0, 1),
            "lightTextColor": (1, 1, 1, 0.6),
            "textColor": (0, 0, 0, 1),
            "tableCellGroupedBackgroundColor": (1, 1, 1, 1),
        ]
    }()
}
