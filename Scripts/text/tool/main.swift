// textlayout-tool: the TextLayout sources compiled with this file into one program, so the
// scripts in Scripts/text can ask the library questions without a package target.
// Build: swiftc -module-name TextLayoutTool Sources/TextLayout/*/*.swift Scripts/text/tool/main.swift
//
// Reads one JSON request per line on standard input and writes one JSON answer per line:
//   {"op": "width", "text": "..."}                         -> {"cells": 5}  (or {"error": ...})
//   {"op": "breaks", "text": "..."}                        -> {"breaks": [scalar offsets]}
//   {"op": "size", "text": "...", "family": "system" | "<font name>", "weight": "bold",
//    "pointSize": 17, "lines": 0, "width": 343, "scale": 2, "params": {"latinScale": 0.97, ...}}
//   (or "style": "body" etc. for a Dynamic Type style, which sets the font)
//                                                         -> {"width": 100.5, "height": 20.5}
//   {"op": "lines", ... as for size, "height": 41}        -> {"lines": [{"text": ..., "width": w}]}
//   (the lines the label shows in a frame of width x height, each with its unrounded width)
import Foundation

func answer(_ request: [String: Any]) -> [String: Any] {
    let text = request["text"] as? String ?? ""
    switch request["op"] as? String {
    case "width":
        do { return ["cells": try DisplayWidth.of(text)] } catch { return ["error": "\(error)"] }
    case "breaks":
        let actions = LineBreakRules.actions(for: Array(text.unicodeScalars))
        return ["breaks": actions.indices.filter { $0 > 0 && actions[$0] != .prohibited }]
    case "size", "lines":
        let size = request["pointSize"] as? Double ?? 17
        let weightName = request["weight"] as? String ?? "regular"
        let weight = Font.Weight.allCases.first { "\($0)".lowercased() == weightName.lowercased() } ?? .regular
        let familyName = request["family"] as? String ?? "system"
        var font = familyName == "system"
            ? Font.system(size: size, weight: weight) : Font.named(familyName, size: size)
        if let styleName = request["style"] as? String,
           let style = Font.TextStyle.allCases.first(where: { "\($0)" == styleName }) {
            font = .preferred(style)
        }
        var metrics = ProportionalMetrics()
        let params = request["params"] as? [String: Any] ?? [:]
        if let value = params["latinScale"] as? Double { metrics.latinScale = value }
        if let value = params["cjkAdvance"] as? Double { metrics.cjkAdvance = value }
        if let value = params["emojiAdvance"] as? Double { metrics.emojiAdvance = value }
        if let value = params["lineHeight"] as? Double { metrics.lineHeightRatio = value }
        let label = Label(text, font: font, numberOfLines: request["lines"] as? Int ?? 1)
        if request["op"] as? String == "lines" {
            let frame = TextSize(width: request["width"] as? Double ?? 0,
                                 height: request["height"] as? Double ?? Double(Int32.max))
            let laidOut = label.layout(in: frame, metrics: metrics, scale: request["scale"] as? Double ?? 2)
            return ["lines": laidOut.lines.map { ["text": $0.text, "width": $0.width] as [String: Any] }]
        }
        let fitted = label.size(fittingWidth: request["width"] as? Double ?? 0, metrics: metrics,
                                scale: request["scale"] as? Double ?? 2)
        return ["width": fitted.width, "height": fitted.height]
    default:
        return ["error": "unknown op"]
    }
}

while let line = readLine(strippingNewline: true) {
    guard let data = line.data(using: .utf8),
          let request = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        print("{\"error\": \"bad request\"}")
        continue
    }
    let output = try! JSONSerialization.data(withJSONObject: answer(request))
    print(String(decoding: output, as: UTF8.self))
}
