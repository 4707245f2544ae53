/// Text made safe for XML 1.0.
enum XMLEscaping {
    /// Escapes `&`, `<`, `>`, and in attribute values also quotes and line breaks (which an
    /// attribute would otherwise turn into spaces). Characters XML 1.0 forbids (most C0 controls,
    /// U+FFFE, U+FFFF) cannot be written even as references, so they become their visible symbols
    /// (`␀`, `␛`) or U+FFFD.
    static func escape(_ text: String, attribute: Bool = true) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "'" where attribute: out += "&apos;"
            case "\t": out += attribute ? "&#9;" : "\t"
            case "\n": out += attribute ? "&#10;" : "\n"
            case "\r": out += "&#13;"
            default:
                switch scalar.value {
                case 0x00...0x1F: out.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
                case 0xFFFE, 0xFFFF: out += "\u{FFFD}"
                default: out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
