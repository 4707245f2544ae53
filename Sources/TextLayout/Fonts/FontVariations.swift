/// The `fvar` table of a variable font: its axes and its named instances ("Bold",
/// "Condensed Light"...).
struct FontVariations: Sendable {
    let axes: [FontFace.Axis]
    /// Instances with their name IDs still unresolved: subfamily, optional PostScript name.
    let instances: [(subfamily: UInt16, postScript: UInt16?, coordinates: [Double])]

    init(_ table: ByteReader) throws(FontFileError) {
        let axesOffset = Int(try table.u16(4))
        let axisCount = Int(try table.u16(8))
        let axisSize = Int(try table.u16(10))
        let instanceCount = Int(try table.u16(12))
        let instanceSize = Int(try table.u16(14))
        guard axisSize >= 20 else { throw table.error("axis records of \(axisSize) bytes (20 needed)") }
        guard instanceSize >= 4 + axisCount * 4 else {
            throw table.error("instance records of \(instanceSize) bytes for \(axisCount) axes")
        }
        try table.check(axesOffset, axisCount * axisSize + instanceCount * instanceSize, "axes and instances")
        var axes: [FontFace.Axis] = []
        for index in 0..<axisCount {
            let at = axesOffset + index * axisSize
            axes.append(FontFace.Axis(tag: try table.tag(at), minimum: try table.fixed(at + 4),
                                      defaultValue: try table.fixed(at + 8), maximum: try table.fixed(at + 12)))
        }
        var instances: [(UInt16, UInt16?, [Double])] = []
        let instancesOffset = axesOffset + axisCount * axisSize
        for index in 0..<instanceCount {
            let at = instancesOffset + index * instanceSize
            var coordinates: [Double] = []
            for axis in 0..<axisCount { coordinates.append(try table.fixed(at + 4 + axis * 4)) }
            // The PostScript name ID is there only when the record has room for it.
            let postScript = instanceSize >= 6 + axisCount * 4 ? try table.u16(at + 4 + axisCount * 4) : nil
            instances.append((try table.u16(at), postScript == 0xFFFF ? nil : postScript, coordinates))
        }
        self.axes = axes
        self.instances = instances
    }
}
