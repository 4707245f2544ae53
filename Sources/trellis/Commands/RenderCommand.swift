/// `trellis render`: under construction in this session.
enum RenderCommand {
    static let usage = "trellis render"
    static func run(_ words: [String]) throws(CommandFailure) {
        throw CommandFailure(message: "render: not built yet", code: .badInput)
    }
}
