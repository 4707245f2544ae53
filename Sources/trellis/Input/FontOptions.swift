import Foundation
import InterfaceBuilder
import InterfaceBuilderReader
import TextLayout

/// The fonts `render`, `frames`, `check` and `verify` measure text with: `--font-dir DIR`
/// (repeatable; a directory searched recursively, or one font file) and the `TRELLIS_FONT_PATH`
/// environment variable (directories separated by colons, like `PATH`).
///
/// `--font-dir` is taken out of the words before the command's own ``Arguments`` see them,
/// because it may be given more than once.
struct FontOptions {
    /// The fonts found.
    var fonts = FontCollection()
    /// Whether any font path was given, by flag or environment: only then do `check` and
    /// `verify` report which fonts were found and which were substituted.
    var isGiven = false

    static let help = """
          --font-dir DIR    measure a file's text with the .ttf, .otf and .ttc fonts in DIR
                            (searched recursively; a font file works too); repeatable.
                            TRELLIS_FONT_PATH adds directories separated by colons. Names resolve
                            by PostScript name, then by family and style; SF Pro Text and Display
                            (or the variable SF Pro) measure the system font. Built-in screens
                            keep the built-in model
        """

    /// Takes every `--font-dir DIR` and `--font-dir=DIR` out of `words` (up to a `--`), and
    /// loads them with the directories of `TRELLIS_FONT_PATH`.
    ///
    /// - Returns: the fonts, and the other words for the command's own parsing.
    /// - Throws: ``CommandFailure`` for a `--font-dir` without a value, a path that does not
    ///   exist, or a font file given by name that cannot be read (`FILE: 'TABLE' table: ...`).
    ///   Unreadable fonts inside a directory, and missing `TRELLIS_FONT_PATH` entries, are
    ///   warnings on standard error.
    static func take(from words: [String], usage: String,
                     environment: [String] = FontCollection.environmentPaths()) throws(CommandFailure) -> (options: FontOptions, rest: [String]) {
        var directories: [String] = []
        var rest: [String] = []
        var i = 0
        while i < words.count {
            let word = words[i]
            i += 1
            if word == "--" {
                rest += words[(i - 1)...]
                break
            }
            if word == "--font-dir" || word == "-font-dir" {
                guard i < words.count else { throw .usage("\(word) needs a value", usage) }
                directories.append(words[i])
                i += 1
            } else if word.hasPrefix("--font-dir=") {
                directories.append(String(word.dropFirst("--font-dir=".count)))
            } else {
                rest.append(word)
            }
        }
        var options = FontOptions()
        options.isGiven = !directories.isEmpty || !environment.isEmpty
        for path in directories {
            do throws(FontFileError) { try options.fonts.add(path: path) } catch {
                throw CommandFailure(message: "--font-dir \(error)", code: .badInput)
            }
        }
        for path in environment {
            do throws(FontFileError) { try options.fonts.add(path: path) } catch {
                Console.error("TRELLIS_FONT_PATH: \(error); skipped")
            }
        }
        for problem in options.fonts.unreadable { Console.error("\(problem); skipped") }
        return (options, rest)
    }

    /// One line per font a document shows text in: where it was found, or what it was
    /// substituted by. Empty when no font path was given.
    func report(for documents: [IBDocument]) -> [String] {
        guard isGiven else { return [] }
        var seen: Set<String> = []
        var lines: [String] = []
        for document in documents {
            for (name, resolution) in document.fontResolutions(in: fonts) {
                let line: String
                switch resolution {
                case .file(let path, let postScriptName):
                    line = "fonts: \(name): found, \(postScriptName) in \(path)"
                case .substituted(let substitute):
                    line = "fonts: \(name): not found, substituted by \(substitute)"
                }
                if seen.insert(line).inserted { lines.append(line) }
            }
        }
        if lines.isEmpty { lines.append("fonts: \(fonts.faces.count) faces loaded; no text uses them") }
        return lines
    }

    /// Standard error's note of the fonts `names` (those a command's files name that Trellis has
    /// no metrics for) and how to measure them; nil when there are none.
    static func noMetricsLine(_ names: [String], command: String) -> String? {
        guard !names.isEmpty else { return nil }
        let shown = names.prefix(8).joined(separator: ", ") + (names.count > 8 ? " and \(names.count - 8) more" : "")
        return "\(command): no metrics for \(names.count) \(names.count == 1 ? "font" : "fonts") the files name (\(shown)):"
            + " their text is measured with Helvetica's widths; give their files with --font-dir"
    }

    /// ``report(for:)`` of the Interface Builder files among `paths`, read again (only when a
    /// font path was given); files that cannot be read are left to the command's own errors.
    func report(forFiles paths: [String]) -> [String] {
        guard isGiven else { return [] }
        let documents = paths.compactMap { path -> IBDocument? in
            guard path.hasSuffix(".xib") || path.hasSuffix(".storyboard") else { return nil }
            return try? IBDocument(contentsOf: URL(fileURLWithPath: path))
        }
        return report(for: documents)
    }
}
