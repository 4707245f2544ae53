/// `trellis verify`: under construction in this session.
enum VerifyCommand {
    static let usage = "trellis verify"
    static func run(_ words: [String]) throws(CommandFailure) {
        throw CommandFailure(message: "verify: not built yet", code: .badInput)
    }
}
