import Layout

/// Device presets by the names people type: `iPhone SE`, `iphone-se`, `iPhone11Pro`, `iphone 11 pro`.
enum DeviceName {
    /// The preset whose name matches `text`, ignoring case, spaces, hyphens, underscores and brackets.
    static func device(named text: String, usage: String) throws(CommandFailure) -> Device {
        let key = normalized(text)
        if let device = Device.all.first(where: { normalized($0.name) == key }) { return device }
        let names = Device.all.map { "'\($0.name)'" }.joined(separator: ", ")
        throw .usage("unknown device '\(text)'; devices: \(names)", usage)
    }

    static func normalized(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
