import Layout

extension SVGWriter {
    static let deviceBody = Color(rgb: 0x1C1C1E)

    /// The content inside a phone: the body behind, the screen's rounded corners clipping the
    /// content, the status bar and home indicator over it.
    mutating func wrapInDevice(_ content: String, _ device: DeviceFrame) -> String {
        let size = scene.size
        let n = Self.number
        let b = device.bezel
        var out = "<rect class=\"trellis-device\" x=\"\(n(-b))\" y=\"\(n(-b))\" width=\"\(n(size.width + 2 * b))\" "
        out += "height=\"\(n(size.height + 2 * b))\" rx=\"\(n(device.cornerRadius + b))\"\(Self.fill(Self.deviceBody))/>\n"
        let clip = clipPath(Rect(origin: .zero, size: size), cornerRadius: device.cornerRadius)
        out += "<g class=\"trellis-screen\" clip-path=\"url(#\(clip))\">\n"
        if options.background == nil {
            out += "<rect width=\"\(n(size.width))\" height=\"\(n(size.height))\"\(Self.fill(.white))/>\n"
        }
        out += content
        out += statusBar(device, width: size.width)
        if device.showsHomeIndicator {
            let width = min(134, size.width * 0.36)
            out += "<rect class=\"trellis-home-indicator\" x=\"\(n((size.width - width) / 2))\" "
            out += "y=\"\(n(size.height - 13))\" width=\"\(n(width))\" height=\"5\" rx=\"2.5\"\(Self.fill(.black))/>\n"
        }
        out += "</g>\n"
        return out
    }

    /// The clock, signal bars and battery across the top, around the notch or island if any.
    func statusBar(_ device: DeviceFrame, width: Double) -> String {
        let n = Self.number
        let height = device.statusBarHeight
        guard height > 0 else { return "" }
        var out = "<g class=\"trellis-status-bar\"\(Self.fill(.black))>\n"
        let time = XMLEscaping.escape(device.time, attribute: false)
        let clockX: Double, iconsRight: Double, baseline: Double, clockSize: Double
        switch device.housing {
        case .none:
            clockX = width / 2
            iconsRight = width - 6
            baseline = height / 2 + 4.5
            clockSize = 12
        case .notch, .island:
            let middle = device.housing == .notch ? min(209, width * 0.557) : min(126, width * 0.336)
            let ear = (width - middle) / 2
            clockX = ear / 2
            iconsRight = width - ear / 2 + 26
            baseline = device.housing == .notch ? height / 2 + 5.5 : height / 2 + 3
            clockSize = 15
            if device.housing == .notch {
                out += "  <rect x=\"\(n(ear))\" y=\"-20\" width=\"\(n(middle))\" height=\"50\" rx=\"20\"/>\n"
            } else {
                out += "  <rect x=\"\(n(ear))\" y=\"11\" width=\"\(n(middle))\" height=\"37\" rx=\"18.5\"/>\n"
            }
        }
        out += "  <text x=\"\(n(clockX))\" y=\"\(n(baseline))\" font-size=\"\(n(clockSize))\" font-weight=\"600\" "
        out += "text-anchor=\"middle\">\(time)</text>\n"
        // Battery: an outline, its charge and the cap; signal bars to its left.
        let top = baseline - 10
        let battery = iconsRight - 25
        out += "  <rect x=\"\(n(battery + 0.5))\" y=\"\(n(top + 0.5))\" width=\"22\" height=\"11\" rx=\"3\" "
        out += "fill=\"none\" stroke=\"#000000\" stroke-opacity=\"0.4\" stroke-width=\"1\"/>\n"
        out += "  <rect x=\"\(n(battery + 2))\" y=\"\(n(top + 2))\" width=\"19\" height=\"8\" rx=\"1.5\"/>\n"
        out += "  <rect x=\"\(n(battery + 23.5))\" y=\"\(n(top + 4))\" width=\"1.5\" height=\"4\" fill-opacity=\"0.4\"/>\n"
        for bar in 0..<4 {
            let barHeight = 4 + Double(bar) * 2.5
            out += "  <rect x=\"\(n(battery - 24 + Double(bar) * 4.5))\" y=\"\(n(top + 11 - barHeight))\" "
            out += "width=\"3\" height=\"\(n(barHeight))\" rx=\"0.75\"/>\n"
        }
        out += "</g>\n"
        return out
    }
}
