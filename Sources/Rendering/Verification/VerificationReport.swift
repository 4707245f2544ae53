import Foundation

/// `trellis verify --report DIR`: a self-contained HTML report, readable from disk in any browser.
///
/// `index.html` holds the totals, the mismatches by cause, and every file worst first with its
/// match rate, linking to `files/NNNN-NAME.html`: one page per file, with every root drawn by
/// ``VerificationOverlay`` and, beside it, a list with an entry (`li.mismatch`) per mismatched view.
///
/// Pages are inert: every string from a file (paths, ids, outlet names, label text) is escaped,
/// they hold no script, and a Content-Security-Policy forbids any (and every fetch), so even a
/// mistake here could not make a hostile file run code. Styles are inline; nothing is loaded.
public enum VerificationReport {
    /// The folder of the file pages, inside the report folder.
    public static let filesFolder = "files"

    /// The file page's name for the `number`th file (from 0): its number and the file's name, with
    /// anything but letters, digits, dots and dashes replaced, so it is safe in a URL and on disk.
    public static func pageName(of file: VerifiedFile, number: Int) -> String {
        let base = (file.path as NSString).lastPathComponent
        let safe = String(base.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "." || scalar == "-")
                ? Character(scalar) : "_"
        }.prefix(80))
        return String(format: "%04d-", number + 1) + safe + ".html"
    }

    /// The index page: totals, causes, and files worst first.
    public static func index(_ summary: VerificationSummary) -> String {
        var out = head(title: "Trellis verify: \(summary.files.count) files")
        out += "<h1>Trellis verify</h1>\n<p class=\"totals\">\(summary.files.count) files, "
        out += "<b>\(summary.matched) of \(summary.total) views</b> within \(JSONText.number(summary.tolerance)) pt "
        out += "of Xcode's saved frames (\(percent(summary.rate)))"
        if summary.failedCount > 0 { out += ", <b>\(summary.failedCount) could not be read</b>" }
        out += ".</p>\n"
        let causes = summary.causeCounts(), traced = Dictionary(summary.causeCounts(traced: true).map { ($0.cause, $0.count) }) { a, _ in a }
        if !causes.isEmpty {
            out += "<h2>Mismatches by cause</h2>\n<table class=\"causes\">\n"
            out += "<tr><th>cause</th><th>mismatches</th><th>traced to the outermost mismatch</th></tr>\n"
            for (cause, count) in causes {
                out += "<tr><td>\(e(cause))</td><td class=\"n\">\(count)</td><td class=\"n\">\(traced[cause] ?? 0)</td></tr>\n"
            }
            out += "</table>\n"
        }
        out += "<h2>Files, worst first</h2>\n<table class=\"files\">\n"
        out += "<tr><th>file</th><th>match rate</th><th>views</th><th>mismatched</th><th>main cause (traced)</th></tr>\n"
        for number in summary.worstFirst {
            let file = summary.files[number]
            let link = "\(filesFolder)/\(pageName(of: file, number: number))"
            out += "<tr class=\"file\"><td><a href=\"\(e(link))\">\(e(file.path))</a></td>"
            if let failure = file.failure {
                out += "<td class=\"failed\" colspan=\"4\">\(e(failure))</td></tr>\n"
                continue
            }
            let main = summary.causeCounts(of: [file], traced: true).max { $0.count < $1.count }?.cause ?? ""
            out += "<td class=\"rate\">\(bar(file.rate))</td><td class=\"n\">\(file.total)</td>"
            out += "<td class=\"n\">\(file.total - file.matched)</td><td>\(e(main))</td></tr>\n"
        }
        out += "</table>\n</body>\n</html>\n"
        return out
    }

    /// The page of the `number`th file: each root drawn, with its mismatches listed beside it.
    public static func page(_ file: VerifiedFile, number: Int, tolerance: Double) -> String {
        let mismatched = file.total - file.matched
        var out = head(title: "\((file.path as NSString).lastPathComponent): Trellis verify")
        out += "<nav><a href=\"../index.html\">All files</a></nav>\n<h1>\(e(file.path))</h1>\n"
        if let failure = file.failure {
            out += "<p class=\"failed\">Could not be verified: \(e(failure))</p>\n</body>\n</html>\n"
            return out
        }
        out += "<p class=\"totals\" data-mismatches=\"\(mismatched)\"><b>\(file.matched) of \(file.total) views</b> "
        out += "within \(JSONText.number(tolerance)) pt (\(percent(file.rate))), \(file.roots.count) "
        out += file.roots.count == 1 ? "root. " : "roots. "
        out += "<span class=\"key saved\">Xcode's saved frame</span> <span class=\"key computed\">Trellis's frame</span> "
        out += "<span class=\"key matched\">a view that matches</span></p>\n"
        for (rootNumber, root) in file.roots.enumerated() {
            let misses = root.mismatches.count
            out += "<section class=\"root\" data-id=\"\(e(root.id))\">\n"
            out += "<h2>\(e(root.title)): \(root.views.count - misses) of \(root.views.count) views match</h2>\n"
            out += "<div class=\"body\">\n" + VerificationOverlay.svg(root, rootNumber: rootNumber + 1)
            out += misses == 0 ? "<p class=\"clean\">Every view matches.</p>\n" : "<ol class=\"mismatches\">\n"
            for (viewNumber, view) in root.views.enumerated() where !view.matches {
                out += entry(view, anchor: VerificationOverlay.anchor(rootNumber + 1, viewNumber))
            }
            out += misses == 0 ? "" : "</ol>\n"
            out += "</div>\n</section>\n"
        }
        out += "</body>\n</html>\n"
        return out
    }

    /// One mismatched view in the side list, linking to its group in the drawing.
    static func entry(_ view: VerifiedView, anchor: String) -> String {
        var out = "<li class=\"mismatch\" data-id=\"\(e(view.id))\"><a href=\"#\(anchor)\"><b>\(e(view.className))</b>"
        if let name = view.name { out += " <span class=\"name\">\(e(name))</span>" }
        out += " <code>\(e(view.id))</code> line \(view.line)</a>"
        if let text = view.text, !text.isEmpty { out += " <q>\(e(String(text.prefix(120))))</q>" }
        out += "<br><span class=\"saved\">Xcode \(e("\(view.saved)"))</span> "
        out += "<span class=\"computed\">Trellis \(e(view.computed.map { "\($0)" } ?? "not laid out"))</span> "
        out += "\(e(VerificationSummary.offBy(view.error)))<br><span class=\"cause\">\(e(view.cause ?? ""))</span>"
        if let root = view.rootCause, root != view.cause { out += " (from \(e(root)))" }
        return out + "</li>\n"
    }

    static func e(_ text: String) -> String { XMLEscaping.escape(text) }

    static func percent(_ rate: Double) -> String { String(format: "%.1f%%", rate * 100) }

    /// A rate as a small bar and a number.
    static func bar(_ rate: Double) -> String {
        let width = String(format: "%.1f", max(0, min(rate, 1)) * 100)
        return "<span class=\"bar\"><span style=\"width: \(width)%\"></span></span> \(percent(rate))"
    }

    /// The document's start: the policy that keeps it inert, and the styles.
    static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(e(title))</title>
        <style>\(style)</style>
        </head>
        <body>

        """
    }

    static let style = """

        body { font: 14px/1.4 -apple-system, 'Helvetica Neue', Helvetica, Arial, sans-serif; margin: 24px; color: #1c1c1e; }
        h1 { font-size: 20px; word-break: break-all; } h2 { font-size: 16px; margin-top: 28px; }
        table { border-collapse: collapse; } td, th { padding: 3px 10px; border-bottom: 1px solid #e5e5ea; text-align: left; }
        td.n { text-align: right; } td.rate { white-space: nowrap; } td.failed, p.failed { color: #c00; } a { color: #0a5bd3; }
        .bar { display: inline-block; width: 80px; height: 8px; background: #ff9f0a; vertical-align: middle; }
        .bar span { display: block; height: 8px; background: #34c759; }
        .body { display: flex; gap: 24px; align-items: flex-start; flex-wrap: wrap; }
        svg.overlay { max-width: 100%; height: auto; flex: none; max-height: 90vh; }
        svg .canvas { fill: #fff; stroke: #8e8e93; stroke-width: 1; }
        svg .matched rect { fill: none; stroke: #c7c7cc; stroke-width: 0.75; }
        svg .mismatch rect { fill: none; stroke-width: 1.5; }
        svg rect.saved { stroke: #0a84ff; stroke-dasharray: 4 2; fill: #0a84ff; fill-opacity: 0.06; }
        svg rect.computed { stroke: #ff6a00; }
        svg .mismatch:target rect, svg .mismatch:hover rect { stroke-width: 3; }
        ol.mismatches { margin: 0; padding-left: 24px; max-width: 640px; font-size: 13px; }
        li.mismatch { margin-bottom: 8px; } li.mismatch code { font-size: 12px; }
        span.saved { color: #0a60c0; } span.computed { color: #c24e00; } span.cause { font-style: italic; }
        .key { padding-left: 16px; margin-right: 12px; border-left: 12px solid; }
        .key.saved { border-color: #0a84ff; } .key.computed { border-color: #ff6a00; } .key.matched { border-color: #c7c7cc; }

        """
}
