#!/usr/bin/env python3
"""Compares TextLayout with independent implementations from PyPI: line-break opportunities
with `uniseg` and terminal widths with `wcwidth`.

The two disagree with TextLayout in known, explained places (they follow newer Unicode
versions; wcwidth counts some characters differently), so this reports agreement rates and
fails only when one drops below the baseline recorded here, which would mean a regression.

Usage: compare_with_pypi.py [--tool PATH] [--corpus DIR] [--examples N]
"""
import argparse
import glob
import json
import os
import subprocess
import sys
import unicodedata
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))

# Agreement measured when this script was written, with the versions Scripts/ci-text.sh pins
# (uniseg 0.10.1, Unicode 16.0; wcwidth 0.7.0) against TextLayout's Unicode 15.0 tables. The
# code-point differences are explained: Unicode 16 made the trigrams and counting rods wide,
# and wcwidth gives spacing marks (Mc) no cell where TextLayout gives them one.
BASELINE = {"breaks_texts": 1.0, "widths_code_points": 0.9956, "widths_texts": 1.0,
            "line_break_test": 1.0}
MARGIN = 0.002


def build_tool():
    out = os.path.join(os.environ.get("TMPDIR", "/tmp"), "textlayout-tool-%d" % os.getpid())
    subprocess.run(["bash", os.path.join(HERE, "build_tool.sh"), out], check=True, stdout=subprocess.DEVNULL)
    return out


def ask(tool, requests):
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in requests)
    result = subprocess.run([tool], input=data, capture_output=True, text=True, check=True)
    return [json.loads(line) for line in result.stdout.splitlines()]


def sample_texts(corpus):
    """Label texts from the corpus when present, and generated mixed English/Japanese text."""
    texts = []
    if corpus and os.path.isdir(corpus):
        for path in sorted(glob.glob(os.path.join(corpus, "*.xib")) + glob.glob(os.path.join(corpus, "*.storyboard"))):
            for element in ET.parse(path).getroot().iter():
                text = element.get("text") or element.get("title")
                if text:
                    texts.append(text)
    english = ["the", "chicken", "is", "tender,", "(serves 2)", "well-known", "$12.50", "10%", "e.g.",
               "don't", "\"quoted\"", "café", "naïve", "a/b", "1,000.5", "—", "...", "http://x.y/z"]
    japanese = ["鶏むね肉を", "やわらかく", "照り焼きの", "レシピです。", "しょうゆ、", "「合わせ調味料」に",
                "ちょっと待って……", "チョコレートケーキ", "レシピID: 12345", "（2人分）", "どうぞ！", "ｶﾀｶﾅ",
                "🍚", "👨‍👩‍👧", "🇯🇵", "1️⃣", "👍🏽", "한국어", "中文，测试。"]
    state = 12345
    for _ in range(3000):
        words = []
        for _ in range(3 + state % 12):
            state = (state * 1103515245 + 12345) % (1 << 31)
            pool = english if state % 2 else japanese
            words.append(pool[(state >> 8) % len(pool)])
            state = (state * 1103515245 + 12345) % (1 << 31)
            words.append(" " if state % 3 else "")
        texts.append("".join(words).strip())
    return texts


def compare_breaks(tool, texts, examples):
    from uniseg.linebreak import line_break_boundaries
    ours = ask(tool, [{"op": "breaks", "text": t} for t in texts])
    agree = 0
    shown = 0
    for text, answer in zip(texts, ours):
        theirs = [b for b in line_break_boundaries(text) if b > 0]
        if theirs == answer["breaks"]:
            agree += 1
        elif shown < examples:
            shown += 1
            print("  breaks differ: %r ours=%s uniseg=%s" % (text[:60], answer["breaks"], theirs))
    return agree / len(texts) if texts else 1.0


def compare_widths(tool, examples):
    import wcwidth
    code_points = [cp for cp in range(0x20, 0x3FFFF)
                   if not 0xD800 <= cp <= 0xDFFF and unicodedata.category(chr(cp)) not in ("Cn", "Co", "Cs")]
    ours = ask(tool, [{"op": "width", "text": chr(cp)} for cp in code_points])
    agree = 0
    shown = 0
    for cp, answer in zip(code_points, ours):
        mine = answer.get("cells", -1)
        theirs = wcwidth.wcwidth(chr(cp))
        if mine == theirs:
            agree += 1
        elif shown < examples:
            shown += 1
            print("  width differs: U+%04X %s (%s) ours=%s wcwidth=%s" % (
                cp, unicodedata.name(chr(cp), "?"), unicodedata.category(chr(cp)), mine, theirs))
    return agree / len(code_points), len(code_points)


def compare_text_widths(tool, texts, examples):
    import wcwidth
    texts = [t for t in texts if all(ord(c) >= 0x20 and c != "\x7f" for c in t)]
    ours = ask(tool, [{"op": "width", "text": t} for t in texts])
    agree = 0
    shown = 0
    for text, answer in zip(texts, ours):
        if answer.get("cells") == wcwidth.wcswidth(text):
            agree += 1
        elif shown < examples:
            shown += 1
            print("  text width differs: %r ours=%s wcwidth=%s" % (text[:50], answer.get("cells"), wcwidth.wcswidth(text)))
    return agree / len(texts) if texts else 1.0


def line_break_test(tool, path):
    """Unicode's LineBreakTest.txt through textlayout-tool: the fraction of lines that pass."""
    if not os.path.exists(path):
        print("LineBreakTest.txt skipped: %s absent (apt-get install unicode-data)" % path)
        return None
    cases = []
    for line in open(path, encoding="utf-8"):
        tokens = line.split("#", 1)[0].split()
        if not tokens:
            continue
        text = "".join(chr(int(t, 16)) for t in tokens if t not in ("÷", "×"))
        expected, position = [], 0
        for token in tokens[1:]:
            if token in ("÷", "×"):
                if token == "÷":
                    expected.append(position)
            else:
                position += 1
        cases.append((text, expected))
    answers = ask(tool, [{"op": "breaks", "text": text} for text, _ in cases])
    passed = sum(1 for (_, expected), answer in zip(cases, answers) if answer["breaks"] == expected)
    print("unicode.line_break_test_passed=%d of %d" % (passed, len(cases)))
    return passed / len(cases)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tool")
    parser.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpus", "interface-builder"))
    parser.add_argument("--examples", type=int, default=5, help="differences to print for each comparison")
    args = parser.parse_args()
    try:
        import uniseg  # noqa: F401
        import wcwidth  # noqa: F401
    except ImportError:
        print("comparison skipped: pip install uniseg wcwidth")
        return 0
    tool = args.tool or build_tool()
    results = {}
    rate = line_break_test(tool, "/usr/share/unicode/auxiliary/LineBreakTest.txt")
    if rate is not None:
        results["line_break_test"] = rate
    texts = sample_texts(args.corpus)
    import importlib.metadata as metadata
    print("comparing with uniseg %s and wcwidth %s on %d texts" % (
        metadata.version("uniseg"), metadata.version("wcwidth"), len(texts)))
    results["breaks_texts"] = compare_breaks(tool, texts, args.examples)
    print("pypi.uniseg_line_breaks_agreement=%.4f" % results["breaks_texts"])
    results["widths_code_points"], count = compare_widths(tool, args.examples)
    print("pypi.wcwidth_code_point_agreement=%.4f (%d assigned code points)" % (results["widths_code_points"], count))
    results["widths_texts"] = compare_text_widths(tool, texts, args.examples)
    print("pypi.wcwidth_text_agreement=%.4f" % results["widths_texts"])
    if not args.tool:
        os.remove(tool)
    regressions = [k for k, v in results.items() if v < BASELINE[k] - MARGIN]
    for key in regressions:
        print("REGRESSION: %s agreement %.4f is below the baseline %.2f" % (key, results[key], BASELINE[key]))
    return 1 if regressions else 0


if __name__ == "__main__":
    sys.exit(main())
