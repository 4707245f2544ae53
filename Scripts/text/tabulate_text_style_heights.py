#!/usr/bin/env python3
"""Tabulates which content size Interface Builder drew Dynamic Type labels at, by Xcode version.

For every label in a text style (`<fontDescription style="UICTFontTextStyle...">`) in the corpora
(read at run time, never copied), compares its saved height with one line of the style at the
Large content size and at extra small (Apple's published point sizes, line 1.1934 em, rounded up
to the document's pixel grid), and counts, per repository and toolsVersion, how many fit Large
(L), extra small (XS), both (LX) or neither (? - usually a height set by constraints or several
lines). The table is the evidence for `IBDocument.canvasContentSize`: Xcode 13 (toolsVersion
18xxx-20xxx) saved extra-small heights in four repositories, every other Xcode Large ones.

Usage: tabulate_text_style_heights.py [CORPUS_DIR ...]   (default: both corpora)
"""
import collections
import csv
import math
import os
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
SHARED = os.path.normpath(os.path.join(HERE, "..", "..", "..", "shared", "corpus"))
LARGE = {"Title0": 34, "Title1": 28, "Title2": 22, "Title3": 20, "Headline": 17, "Body": 17, "Callout": 16,
         "Subhead": 15, "Footnote": 13, "Caption1": 12, "Caption2": 11}
EXTRA_SMALL = {"Title0": 31, "Title1": 25, "Title2": 19, "Title3": 17, "Headline": 14, "Body": 14, "Callout": 13,
               "Subhead": 12, "Footnote": 12, "Caption1": 11, "Caption2": 11}
THREE_X = {"retina5_5", "retina5_8", "retina5_9", "retina6_0", "retina6_3", "retina6_5", "retina6_7",
           "retina6_9", "retina6_12"}


def line(points, scale):
    return math.ceil(points * 1.1934 * scale - 0.01) / scale


def main():
    corpora = sys.argv[1:] or [os.path.join(SHARED, "interface-builder"),
                               os.path.join(SHARED, "interface-builder-large")]
    table = collections.defaultdict(collections.Counter)
    for corpus in corpora:
        with open(os.path.join(corpus, "MANIFEST.tsv")) as manifest:
            repos = {row["file"]: row["repo"] for row in csv.DictReader(manifest, delimiter="\t")}
        for name in sorted(os.listdir(corpus)):
            if not name.endswith((".xib", ".storyboard")):
                continue
            try:
                root = ET.parse(os.path.join(corpus, name)).getroot()
            except ET.ParseError:
                continue
            tools = root.get("toolsVersion", "0").split(".")[0]
            device = root.find("device")
            scale = 3 if device is not None and device.get("id") in THREE_X else 2
            for label in root.iter("label"):
                font = label.find("fontDescription")
                frame = label.find("rect[@key='frame']")
                if font is None or frame is None or label.get("misplaced") or label.get("ambiguous"):
                    continue
                style = (font.get("style") or "").replace("UICTFontTextStyle", "")
                if style not in LARGE:
                    continue
                height = float(frame.get("height"))
                large = abs(height - line(LARGE[style], scale)) < 0.02
                small = abs(height - line(EXTRA_SMALL[style], scale)) < 0.02
                fit = {(True, False): "L", (False, True): "XS", (True, True): "LX"}.get((large, small), "?")
                table[(repos.get(name, "?"), tools)][fit] += 1
    print("%-40s %7s  %s" % ("repository", "tools", "labels by the content size their height fits"))
    for (repo, tools), counts in sorted(table.items(), key=lambda kv: (int(kv[0][1] or 0), kv[0][0])):
        print("%-40s %7s  %s" % (repo[:40], tools, " ".join("%s:%d" % kv for kv in sorted(counts.items()))))


if __name__ == "__main__":
    sys.exit(main())
