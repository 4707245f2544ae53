/// `trellis check`: under construction in this session.
enum CheckCommand {
    static let usage = "trellis check"
    static func run(_ words: [String]) throws(CommandFailure) {
        throw CommandFailure(message: "check: not built yet", code: .badInput)
    }
}
