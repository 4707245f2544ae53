/// `trellis frames`: under construction in this session.
enum FramesCommand {
    static let usage = "trellis frames"
    static func run(_ words: [String]) throws(CommandFailure) {
        throw CommandFailure(message: "frames: not built yet", code: .badInput)
    }
}
