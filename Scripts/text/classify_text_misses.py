#!/usr/bin/env python3
"""Sorts the views `trellis verify` blames on text measurement into classes, to know which to fix.

Runs `trellis verify --format json` on each corpus (read at run time, never copied), takes every
mismatch whose cause is "text measurement", reads that element from its document and puts it in
one class: single-line system font (by size and weight), wrapped (numberOfLines != 1), named
(non-system) font, attributed text, CJK text, button or field title, other. For each class it
prints the count, which side is off (width, height, both, position only) and the median and
largest error; --list prints every miss with its text.

Usage: classify_text_misses.py [--trellis PATH] [--list] [--class NAME] CORPUS_DIR...
"""
import argparse
import collections
import json
import os
import statistics
import subprocess
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))

TEXT_STYLES = {
    "UICTFontTextStyleTitle0": (34, "regular"), "UICTFontTextStyleTitle1": (28, "regular"),
    "UICTFontTextStyleTitle2": (22, "regular"), "UICTFontTextStyleTitle3": (20, "regular"),
    "UICTFontTextStyleHeadline": (17, "semibold"), "UICTFontTextStyleBody": (17, "regular"),
    "UICTFontTextStyleCallout": (16, "regular"), "UICTFontTextStyleSubhead": (15, "regular"),
    "UICTFontTextStyleFootnote": (13, "regular"), "UICTFontTextStyleCaption1": (12, "regular"),
    "UICTFontTextStyleCaption2": (11, "regular"),
}


def is_cjk(text):
    return any(0x3000 <= ord(c) <= 0x9FFF or 0xAC00 <= ord(c) <= 0xD7AF or 0xFF00 <= ord(c) <= 0xFFEF
               for c in text)


def font_of(element):
    """(kind, size, weight, family): kind is system, style or named."""
    fd = None
    for child in element:
        if child.tag == "fontDescription":
            fd = child
            break
    if fd is None:
        return ("none", None, None, None)
    if "style" in fd.attrib:
        size, weight = TEXT_STYLES.get(fd.get("style"), (None, "regular"))
        return ("style", size, weight, None)
    size = float(fd.get("pointSize", "0") or 0)
    kind = fd.get("type")
    if kind in ("system", "boldSystem", "italicSystem"):
        weight = fd.get("weight") or {"boldSystem": "bold", "italicSystem": "italic"}.get(kind, "regular")
        return ("system", size, weight, None)
    return ("named", size, None, fd.get("family") or fd.get("name"))


def text_of(element):
    if element.get("text") is not None:
        return element.get("text")
    for child in element.iter():
        if child.tag == "state" and child.get("title") is not None:
            return child.get("title")
        if child.tag == "attributedString" and child.get("key") == "attributedText":
            return "".join(fragment.get("content", "") for fragment in child.iter("fragment"))
    return element.get("placeholder") or ""


def classify(element, mismatch):
    tag = element.tag
    kind, size, weight, family = font_of(element)
    text = text_of(element)
    # Interface Builder also stores comments (key userComments) as attributed strings.
    attributed = any(child.tag == "attributedString" and child.get("key") == "attributedText"
                     for child in element)
    lines = element.get("numberOfLines", "1")
    if tag != "label":
        return "title of %s" % tag
    if attributed:
        return "attributed"
    if is_cjk(text):
        return "CJK"
    if kind == "named":
        return "named font"
    if lines != "1":
        return "wrapped"
    return "single-line %s" % ("text style" if kind == "style" else "system")


def side(mismatch):
    s, c = mismatch["saved"], mismatch["computed"]
    dw = abs(s["width"] - c["width"]) > 0.5
    dh = abs(s["height"] - c["height"]) > 0.5
    return {(True, True): "both", (True, False): "width", (False, True): "height"}.get((dw, dh), "position")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpora", nargs="+")
    parser.add_argument("--trellis", default=os.path.join(ROOT, ".build", "release", "trellis"))
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--cls", "--class", dest="cls", help="list only this class")
    args = parser.parse_args()
    for corpus in args.corpora:
        out = subprocess.run([args.trellis, "verify", "--format", "json", corpus], capture_output=True,
                             text=True).stdout
        report = json.loads(out)
        classes = collections.defaultdict(list)
        trees = {}
        for result in report["results"]:
            for m in result["mismatches"]:
                if m["cause"] != "text measurement":
                    continue
                path = result["file"]
                if path not in trees:
                    trees[path] = {e.get("id"): e for e in ET.parse(path).iter() if e.get("id")}
                element = trees[path].get(m["id"])
                if element is None:
                    classes["not found"].append((m, None, path))
                    continue
                classes[classify(element, m)].append((m, element, path))
        print("%s: %d text-measurement misses" % (os.path.basename(corpus.rstrip("/")),
                                                  sum(len(v) for v in classes.values())))
        for name, items in sorted(classes.items(), key=lambda kv: -len(kv[1])):
            sides = collections.Counter(side(m) for m, _, _ in items)
            errors = [m["error"] for m, _, _ in items]
            print("  %-28s %4d  median %.2f max %.1f pt  %s" % (
                name, len(items), statistics.median(errors), max(errors),
                ", ".join("%s %d" % kv for kv in sides.most_common())))
            if name.startswith("single-line"):
                by = collections.Counter()
                for m, e, _ in items:
                    _, size, weight, _ = font_of(e)
                    by[(size, weight)] += 1
                print("      " + ", ".join("%g %s %d" % (k[0] or 0, k[1], v) for k, v in by.most_common(12)))
            if name == "named font":
                by = collections.Counter(font_of(e)[3] for m, e, _ in items)
                print("      " + ", ".join("%s %d" % kv for kv in by.most_common()))
            if args.list and (args.cls is None or args.cls == name):
                for m, e, path in items:
                    s, c = m["saved"], m["computed"]
                    f = font_of(e) if e is not None else None
                    print("    %s:%s %s saved %gx%g computed %gx%g font %s text %r" % (
                        os.path.basename(path), m["line"], m["id"], s["width"], s["height"], c["width"],
                        c["height"], f, (text_of(e) if e is not None else "")[:60]))


if __name__ == "__main__":
    sys.exit(main())
