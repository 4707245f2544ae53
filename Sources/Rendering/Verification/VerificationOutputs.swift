import Layout

/// `trellis verify --format json` and `--format junit`: the same content in two forms.
///
/// JSON (one mismatch per line, so diffs read line by line; `null` where a value is absent):
///
/// ```json
/// {"tolerance": 0.5, "files": 2, "failed": 0, "views": 12, "matched": 10, "rate": 0.8333,
///  "causes": {"text measurement": 1, "follows a mis-measured label": 1},
///  "results": [
///   {"file": "Main.storyboard", "error": null, "views": 9, "matched": 7, "rate": 0.7778,
///    "fontsWithoutMetrics": ["Gotham-Book"],
///    "causes": {"text measurement": 1, "follows a mis-measured label": 1},
///    "mismatches": [
///     {"root": "8bC-Xf-vdC", "id": "a1b-2c-3d4", "name": "titleLabel", "class": "UILabel",
///      "element": "label", "line": 42, "saved": {"x": 16, "y": 20, "width": 120, "height": 20.5},
///      "computed": {"x": 16, "y": 20, "width": 116.5, "height": 20.5}, "error": 3.5,
///      "cause": "text measurement", "rootCause": "text measurement"}
///    ]}
///  ]}
/// ```
///
/// `results` are in input order. A file that could not be read has `error` set (`FILE:LINE:COLUMN:
/// message`), no views and rate 0. Frames are in the superview's coordinates, as in frames JSON;
/// `computed` and `error` are `null` for a view Trellis did not lay out. Mismatches are worst first.
/// `causes` counts mismatches by cause; `rootCause` follows a view inside a mismatched parent to
/// the outermost mismatch. <doc:ResultsForCI> documents every key, and `check`'s JSON.
extension VerificationSummary {
    public func json() -> String {
        var out = "{\"tolerance\": \(JSONText.number(tolerance)), \"files\": \(files.count), "
        out += "\"failed\": \(failedCount), \"views\": \(total), \"matched\": \(matched), "
        out += "\"rate\": \(Self.rate(rate)),\n \"causes\": \(causes(of: nil)),\n \"results\": ["
        for (index, file) in files.enumerated() {
            out += index == 0 ? "\n  " : ",\n  "
            out += "{\"file\": \(JSONText.string(file.path)), \"error\": \(JSONText.optional(file.failure)), "
            out += "\"views\": \(file.total), \"matched\": \(file.matched), \"rate\": \(Self.rate(file.rate)),\n"
            out += "   \"fontsWithoutMetrics\": [" + file.fontsWithoutMetrics.map(JSONText.string).joined(separator: ", ") + "],\n"
            out += "   \"causes\": \(causes(of: [file])),\n   \"mismatches\": ["
            for (number, view) in file.mismatches.enumerated() {
                out += number == 0 ? "\n    " : ",\n    "
                out += Self.json(view)
            }
            out += file.mismatches.isEmpty ? "]}" : "\n   ]}"
        }
        out += files.isEmpty ? "]}\n" : "\n ]}\n"
        return out
    }

    /// A rate rounded to four decimals: enough to compare, short enough to read.
    static func rate(_ value: Double) -> String { JSONText.number((value * 10_000).rounded() / 10_000) }

    func causes(of files: [VerifiedFile]?) -> String {
        "{" + causeCounts(of: files).map { "\(JSONText.string($0.cause)): \($0.count)" }.joined(separator: ", ") + "}"
    }

    static func json(_ rect: Rect?) -> String {
        guard let rect else { return "null" }
        return "{\"x\": \(JSONText.number(rect.minX)), \"y\": \(JSONText.number(rect.minY)), "
            + "\"width\": \(JSONText.number(rect.width)), \"height\": \(JSONText.number(rect.height))}"
    }

    static func json(_ view: VerifiedView) -> String {
        var out = "{\"root\": \(JSONText.string(view.rootID)), \"id\": \(JSONText.string(view.id)), "
        out += "\"name\": \(JSONText.optional(view.name)), \"class\": \(JSONText.string(view.className)), "
        out += "\"element\": \(JSONText.string(view.element)), \"line\": \(view.line), "
        out += "\"saved\": \(json(view.saved)), \"computed\": \(json(view.computed)), "
        out += "\"error\": \(JSONText.number(view.error)), \"cause\": \(JSONText.optional(view.cause)), "
        out += "\"rootCause\": \(JSONText.optional(view.rootCause))}"
        return out
    }

    /// One test case per file: a failure listing the mismatched views when there are any, an error
    /// when the file could not be read. Counts and rates are properties, of the suite and of each case.
    public func junit() -> JUnitSuite {
        var properties = [
            JUnitProperty("files", "\(files.count)"), JUnitProperty("failed", "\(failedCount)"),
            JUnitProperty("views", "\(total)"), JUnitProperty("matched", "\(matched)"),
            JUnitProperty("rate", Self.rate(rate)), JUnitProperty("tolerance", JSONText.number(tolerance)),
        ]
        properties += causeCounts().map { JUnitProperty("cause: \($0.cause)", "\($0.count)") }
        let cases = files.map { file in
            var test = JUnitTestCase(classname: "trellis.verify", name: file.path, time: file.seconds)
            if let failure = file.failure {
                test.error = JUnitProblem(message: failure, type: "unreadable", body: failure)
                return test
            }
            test.properties = [
                JUnitProperty("views", "\(file.total)"), JUnitProperty("matched", "\(file.matched)"),
                JUnitProperty("rate", Self.rate(file.rate)),
            ] + causeCounts(of: [file]).map { JUnitProperty("cause: \($0.cause)", "\($0.count)") }
            let mismatches = file.mismatches
            if !mismatches.isEmpty {
                let message = "\(mismatches.count) of \(file.total) views differ from Xcode's saved frames by more than "
                    + "\(JSONText.number(tolerance)) pt"
                test.failure = JUnitProblem(message: message, type: "mismatch",
                                            body: mismatches.map(Self.describe).joined(separator: "\n") + "\n")
            }
            return test
        }
        return JUnitSuite(name: "trellis verify", properties: properties, cases: cases)
    }

    /// `label 'titleLabel' a1b-2c-3d4 line 42 (UILabel): saved (16, 20, 120, 20.5) computed (16, 20,
    /// 116.5, 20.5), off 3.5 pt: text measurement`.
    public static func describe(_ view: VerifiedView) -> String {
        let computed = view.computed.map { "\($0)" } ?? "none"
        return "\(view.element) \(view.name.map { "'\($0)' " } ?? "")\(view.id) line \(view.line) (\(view.className)): "
            + "saved \(view.saved) computed \(computed), \(offBy(view.error)): \(view.cause ?? "")"
    }

    /// `off 3.5 pt`, or `not laid out`.
    public static func offBy(_ error: Double) -> String {
        error.isFinite ? "off \(NumberFormatting.svg((error * 10).rounded() / 10)) pt" : "not laid out"
    }
}
