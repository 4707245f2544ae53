import InterfaceBuilderReader
import Layout

extension IBDevice {
    /// The Layout device Interface Builder simulates for this device id, in the document's
    /// orientation; nil for an id Trellis does not know.
    ///
    /// The safe area of some phones changed with iOS versions, and Interface Builder's canvas
    /// follows the SDK it shipped with: the iPhone XR and 11 (`retina6_1`) have a 44-point top
    /// inset in files up to Xcode 13 and 48 from Xcode 14 (``XcodeEra/xcode14``) on, and the
    /// 5.8-inch phones (`retina5_9`) 44 and then 50, the 390 and 428 point phones (`retina6_0`,
    /// `retina6_7`) 44 and then 47, as the frames those versions saved show. From Xcode 11 to
    /// 14.2 a phone without a housing has no top inset (see ``canvasStatusBar(_:era:)``).
    public func layoutDevice(era: XcodeEra) -> Device? {
        let portrait: Device
        switch id {
        case "retina3_5": portrait = .iPhone4s
        case "retina4_0": portrait = .iPhoneSE1
        case "retina4_7": portrait = .iPhoneSE
        case "retina5_5": portrait = .iPhone8Plus
        case "retina5_9":
            // Xcode 14 and later show the 5.8-inch phone with the 12 mini's 50-point housing.
            portrait = era >= .xcode14 ? Device(name: Device.iPhone11Pro.name, size: Device.iPhone11Pro.size,
                                               safeAreaInsets: EdgeInsets(top: 50, bottom: 34), scale: 3) : .iPhone11Pro
        case "retina5_4": portrait = .iPhone13Mini
        case "retina6_1":
            portrait = era >= .xcode14 ? .iPhone11 : Device(name: Device.iPhone11.name, size: Device.iPhone11.size,
                                                           safeAreaInsets: EdgeInsets(top: 44, bottom: 34), scale: 2)
        case "retina6_5": portrait = .iPhone11ProMax
        case "retina6_0": portrait = era >= .xcode14 ? .iPhone13 : Self.housing44(.iPhone13)
        case "retina6_12": portrait = .iPhone15  // the saved controller views are 393 by 852 in every era
        case "retina6_7": portrait = era >= .xcode14 ? .iPhone13ProMax : Self.housing44(.iPhone13ProMax)
        case "retina6_3", "retina6_1_3": portrait = .iPhone15
        case "retina6_72", "retina6_7_3": portrait = .iPhone15ProMax
        case "retina6_3_3": portrait = .iPhone16Pro
        case "retina6_9": portrait = .iPhone16ProMax
        case "ipad9_7", "ipad7_9", "ipad10_2": portrait = .iPad
        case "ipad10_5", "ipad10_9": portrait = .iPadPro10
        case "ipad11", "ipad11_0rounded": portrait = .iPadPro11
        case "ipad12_9": portrait = .iPadPro12
        case "ipad12_9rounded":
            // The 12.9-inch iPad Pro with rounded corners has the 11-inch one's insets.
            portrait = Device(name: Device.iPadPro12.name + " (rounded)", size: Device.iPadPro12.size,
                              safeAreaInsets: Device.iPadPro11.safeAreaInsets, scale: Device.iPadPro12.scale)
        default: return nil
        }
        let canvas = Self.canvasStatusBar(portrait, era: era)
        guard orientation == "landscape" else { return canvas }
        return Self.landscape(canvas)
    }

    /// A phone with the 44-point housing inset Xcode showed on every notched phone before Xcode 14
    /// (the 390 and 428 point phones, 47 from Xcode 14 on, saved 44 in 3 repositories before).
    static func housing44(_ phone: Device) -> Device {
        Device(name: phone.name, size: phone.size, safeAreaInsets: EdgeInsets(top: 44, bottom: phone.safeAreaInsets.bottom),
               scale: phone.scale)
    }

    /// The phone as the canvas of an era shows it: from Xcode 11 to 14.2 the safe area of a
    /// phone without a sensor housing starts at the top of the screen, under the status bar
    /// (frames saved pinned to it sit at y 0 there, at 20 before and after, in every repository).
    static func canvasStatusBar(_ portrait: Device, era: XcodeEra) -> Device {
        let hasHousing = portrait.safeAreaInsets.bottom > 0
        guard !hasHousing, portrait.size.width < 600, era >= .xcode11, era < .xcode14_3 else { return portrait }
        var insets = portrait.safeAreaInsets
        insets.top = 0
        return Device(name: portrait.name, size: portrait.size, safeAreaInsets: insets, scale: portrait.scale)
    }

    /// ``layoutDevice(era:)`` for the era of a `toolsVersion` attribute.
    public func layoutDevice(toolsVersion: String?) -> Device? {
        layoutDevice(era: XcodeEra(toolsVersion: toolsVersion))
    }

    /// A device turned on its side.
    static func landscape(_ portrait: Device) -> Device {
        let insets = portrait.safeAreaInsets
        let hasHousing = insets.bottom > 0 && portrait.size.width < 600
        let landscapeInsets: EdgeInsets = if hasHousing {
            EdgeInsets(top: 0, left: insets.top, bottom: 21, right: insets.top)
        } else if portrait.size.width >= 600 {
            insets  // iPads keep the status bar in landscape
        } else {
            EdgeInsets.zero  // phones hide the status bar in landscape
        }
        return Device(name: portrait.name + " (landscape)",
                      size: Size(width: portrait.size.height, height: portrait.size.width),
                      safeAreaInsets: landscapeInsets, scale: portrait.scale)
    }
}
