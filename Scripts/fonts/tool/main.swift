// fontdump: the TextLayout sources compiled with this file into one program, so that
// compare_with_fonttools.py can ask Trellis's font reader what it read.
// Build: Scripts/fonts/build_tool.sh OUT
//
//   fontdump FILE                 one block per face:
//                                   face INDEX POSTSCRIPT_NAME UNITS_PER_EM GLYPH_COUNT
//                                   glyph GLYPH ADVANCE            (every glyph)
//                                   cmap SCALAR GLYPH ADVANCE      (every mapped character)
//                                   kern LEFT RIGHT VALUE          (every 'kern' table pair)
//   fontdump FILE INDEX PAIRS     for each "LEFT RIGHT" line of PAIRS (glyph ids):
//                                   LEFT RIGHT GPOS_VALUE KERN_VALUE
// Errors: "error: MESSAGE" on standard error, exit 1.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func fail(_ message: String) -> Never {
    fputs("error: \(message)\n", stderr)
    exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count == 2 || arguments.count == 4 else { fail("usage: fontdump FILE [INDEX PAIRS]") }
let faces: [FontFace]
do { faces = try FontFace.read(bytes: try FontFileSystem.read(arguments[1]), file: arguments[1]) } catch { fail("\(error)") }

var out = ""
func flush() { fputs(out, stdout); out = "" }

if arguments.count == 2 {
    for (index, face) in faces.enumerated() {
        out += "face \(index) \(face.postScriptName) \(face.unitsPerEm) \(face.glyphCount)\n"
        for glyph in 0..<face.glyphCount {
            out += "glyph \(glyph) \(face.advance(ofGlyph: UInt16(glyph)))\n"
        }
        for (scalar, glyph) in face.characterMap.mappings {
            out += "cmap \(scalar) \(glyph) \(face.advance(ofGlyph: glyph))\n"
        }
        for (key, value) in (face.kernTable?.pairs ?? [:]).sorted(by: { $0.key < $1.key }) {
            out += "kern \(key >> 16) \(key & 0xFFFF) \(value)\n"
        }
        flush()
    }
} else {
    guard let index = Int(arguments[2]), faces.indices.contains(index) else { fail("no face \(arguments[2])") }
    let face = faces[index]
    let bytes = (try? FontFileSystem.read(arguments[3])) ?? []
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
        let parts = line.split(separator: " ").compactMap { UInt16($0) }
        guard parts.count == 2 else { continue }
        let gpos = face.pairPositioning?.kerning(parts[0], parts[1]) ?? 0
        let kern = face.kernTable?.kerning(parts[0], parts[1]) ?? 0
        out += "\(parts[0]) \(parts[1]) \(gpos) \(kern)\n"
        if out.utf8.count > 1 << 16 { flush() }
    }
    flush()
}
