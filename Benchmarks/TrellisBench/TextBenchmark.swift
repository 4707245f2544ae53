import TextLayout

/// `trellis-bench text`: how fast TextLayout measures and wraps a large mixed English and
/// Japanese text. Reports throughput in megabytes of UTF-8 per second, the median of several
/// runs.
enum TextBenchmark {
    /// How many times each measurement is repeated; the median is reported.
    static let runs = 5

    static func run() -> [String] {
        let text = sampleText(paragraphs: 4_000)
        let megabytes = Double(text.utf8.count) / 1_000_000
        let paragraphs = text.split(separator: "\n").map(String.init)
        var lines: [String] = ["text.input_mb=\(format(megabytes)) paragraphs=\(paragraphs.count)"]

        var checksum = 0.0
        let wrap = median { () -> Void in
            for paragraph in paragraphs {
                let label = Label(paragraph, font: .system(size: 14), numberOfLines: 0)
                checksum += label.size(fittingWidth: 343).height
            }
        }
        lines.append("text.wrap_mb_per_s=\(format(megabytes / wrap))")

        let layout = median { () -> Void in
            for paragraph in paragraphs {
                let label = Label(paragraph, font: .boldSystem(size: 17), numberOfLines: 3)
                checksum += Double(label.layout(in: TextSize(width: 247, height: 61)).lines.count)
            }
        }
        lines.append("text.layout_mb_per_s=\(format(megabytes / layout))")

        let terminal = median { () -> Void in
            for paragraph in paragraphs {
                let label = Label(paragraph, numberOfLines: 0)
                checksum += label.size(fittingWidth: 80, metrics: .terminal, scale: 1).height
            }
        }
        lines.append("text.wrap_terminal_mb_per_s=\(format(megabytes / terminal))")

        let breaks = median { () -> Void in
            checksum += Double(LineBreaking.opportunities(in: text).count)
        }
        lines.append("text.line_breaks_mb_per_s=\(format(megabytes / breaks))")

        let width = median { () -> Void in
            checksum += Double((try? DisplayWidth.of(text, options: DisplayWidthOptions(controlCharacters: .showVisibly))) ?? 0)
        }
        lines.append("text.display_width_mb_per_s=\(format(megabytes / width))")
        lines.append("text.checksum=\(format(checksum))")
        return lines
    }

    /// The median wall-clock time of `runs` calls, in seconds.
    private static func median(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        var seconds: [Double] = []
        for _ in 0..<runs {
            let elapsed = clock.measure(body)
            seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return seconds.sorted()[runs / 2]
    }

    private static func format(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        return "\(hundredths / 100)"
    }

    /// Recipe-like paragraphs mixing English, Japanese, numbers, punctuation and emoji, made
    /// with a fixed linear congruential generator so every run measures the same text.
    static func sampleText(paragraphs: Int) -> String {
        let english = ["the", "chicken", "is", "tender", "and", "juicy", "after", "simmering", "for", "ten",
                       "minutes", "with", "soy", "sauce,", "mirin", "sugar.", "Serve", "it", "over", "rice!",
                       "(serves 2)", "well-known", "recipe", "ID:", "12345", "—", "easy"]
        let japanese = ["鶏むね肉を", "やわらかく", "仕上げる", "照り焼きの", "レシピです。", "しょうゆ、", "みりん、",
                        "砂糖を", "「合わせ調味料」に", "して", "ちょっと待って……", "チョコレートケーキ",
                        "レシピID: 12345", "（2人分）", "ごはんに", "のせて", "どうぞ！", "🍚", "👨‍👩‍👧"]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var text = ""
        for _ in 0..<paragraphs {
            let words = 8 + next(40)
            for word in 0..<words {
                if next(2) == 0 {
                    if word > 0 { text += " " }
                    text += english[next(english.count)]
                } else {
                    text += japanese[next(japanese.count)]
                }
            }
            text += "\n"
        }
        return text
    }
}
