/// A screen a view controller's view fills: its size, safe area and scale in portrait.
public struct Device: Hashable, Sendable {
    public var name: String
    /// The screen in points.
    public var size: Size
    /// The safe area's insets (status bar or sensor housing on top, home indicator at the bottom).
    public var safeAreaInsets: EdgeInsets
    /// Pixels per point.
    public var scale: Double

    public init(name: String, size: Size, safeAreaInsets: EdgeInsets, scale: Double) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.scale = scale
    }

    private static func phone(_ name: String, _ w: Double, _ h: Double, top: Double, bottom: Double = 0,
                              scale: Double) -> Device {
        Device(name: name, size: Size(width: w, height: h), safeAreaInsets: EdgeInsets(top: top, bottom: bottom),
               scale: scale)
    }

    /// iPhone SE (1st generation) and iPhone 5s: 320x568, status bar 20.
    public static let iPhoneSE1 = phone("iPhone SE (1st generation)", 320, 568, top: 20, scale: 2)
    /// iPhone SE (2nd and 3rd generation), iPhone 6/7/8: 375x667, status bar 20.
    public static let iPhoneSE = phone("iPhone SE", 375, 667, top: 20, scale: 2)
    /// iPhone 8 Plus: 414x736, status bar 20.
    public static let iPhone8Plus = phone("iPhone 8 Plus", 414, 736, top: 20, scale: 3)
    /// iPhone X, XS and 11 Pro: 375x812, top 44, bottom 34.
    public static let iPhone11Pro = phone("iPhone 11 Pro", 375, 812, top: 44, bottom: 34, scale: 3)
    /// iPhone XR and 11: 414x896, top 48 (iOS 14 and later; 44 in Xcode 10-era files), bottom 34.
    public static let iPhone11 = phone("iPhone 11", 414, 896, top: 48, bottom: 34, scale: 2)
    /// iPhone XS Max and 11 Pro Max: 414x896, top 44, bottom 34.
    public static let iPhone11ProMax = phone("iPhone 11 Pro Max", 414, 896, top: 44, bottom: 34, scale: 3)
    /// iPhone 12 mini and 13 mini: 375x812, top 50, bottom 34.
    public static let iPhone13Mini = phone("iPhone 13 mini", 375, 812, top: 50, bottom: 34, scale: 3)
    /// iPhone 12, 12 Pro, 13, 13 Pro and 14: 390x844, top 47, bottom 34.
    public static let iPhone13 = phone("iPhone 13", 390, 844, top: 47, bottom: 34, scale: 3)
    /// iPhone 12 Pro Max, 13 Pro Max and 14 Plus: 428x926, top 47, bottom 34.
    public static let iPhone13ProMax = phone("iPhone 13 Pro Max", 428, 926, top: 47, bottom: 34, scale: 3)
    /// iPhone 14 Pro, 15, 15 Pro and 16: 393x852, top 59, bottom 34.
    public static let iPhone15 = phone("iPhone 15", 393, 852, top: 59, bottom: 34, scale: 3)
    /// iPhone 14 Pro Max, 15 Plus, 15 Pro Max and 16 Plus: 430x932, top 59, bottom 34.
    public static let iPhone15ProMax = phone("iPhone 15 Pro Max", 430, 932, top: 59, bottom: 34, scale: 3)
    /// iPhone 16 Pro: 402x874, top 62, bottom 34.
    public static let iPhone16Pro = phone("iPhone 16 Pro", 402, 874, top: 62, bottom: 34, scale: 3)
    /// iPhone 16 Pro Max: 440x956, top 62, bottom 34.
    public static let iPhone16ProMax = phone("iPhone 16 Pro Max", 440, 956, top: 62, bottom: 34, scale: 3)

    /// iPhone 4s: 320x480, status bar 20.
    public static let iPhone4s = phone("iPhone 4s", 320, 480, top: 20, scale: 2)
    /// iPad (9.7-inch) and iPad mini before the 6th generation: 768x1024, status bar 20.
    public static let iPad = phone("iPad", 768, 1024, top: 20, scale: 2)
    /// iPad Pro (10.5-inch) and iPad Air (3rd generation): 834x1112, status bar 20.
    public static let iPadPro10 = phone("iPad Pro (10.5-inch)", 834, 1112, top: 20, scale: 2)
    /// iPad Pro (11-inch): 834x1194, top 24, bottom 20.
    public static let iPadPro11 = phone("iPad Pro (11-inch)", 834, 1194, top: 24, bottom: 20, scale: 2)
    /// iPad Pro (12.9-inch): 1024x1366, status bar 20.
    public static let iPadPro12 = phone("iPad Pro (12.9-inch)", 1024, 1366, top: 20, scale: 2)

    /// The presets, phones smallest first, then iPads.
    public static let all: [Device] = [
        iPhone4s, iPhoneSE1, iPhoneSE, iPhone8Plus, iPhone11Pro, iPhone13Mini, iPhone13, iPhone15, iPhone16Pro,
        iPhone11, iPhone11ProMax, iPhone13ProMax, iPhone15ProMax, iPhone16ProMax,
        iPad, iPadPro10, iPadPro11, iPadPro12,
    ]

    /// The leading and trailing layout margins UIKit gives a view controller's root view here
    /// (`systemMinimumLayoutMargins`): 16 on phones narrower than 414 points, 20 on the wider
    /// ("Plus" and "Max") phones. Top and bottom are 0: the safe area already clears the bars.
    public var systemMinimumLayoutMargins: EdgeInsets {
        let side: Double = size.width >= 414 ? 20 : 16
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }
}
