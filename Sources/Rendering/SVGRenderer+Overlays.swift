import Layout

extension SVGWriter {
    mutating func writeFrameOverlay() {}
    mutating func writeConstraintOverlay() {}
    func wrapInDevice(_ content: String, _ device: DeviceFrame) -> String { content }
}
