#!/usr/bin/env python3
"""Sorts the labels whose height `trellis verify` gets wrong by what Xcode's saved height says.

For every mismatched label (any cause) whose saved and computed heights differ by more than
0.5 pt, reads the label from its document (read at run time, never copied) and puts it in one
class, from the saved height, the computed one and one line of its font (1.1934 em, rounded up
to the document's pixel grid, as TextLayout does):

- whole-point line: saved is n lines rounded up to a whole point where the document's grid is
  finer (21 for 17 pt at 3x, where Trellis has 20.33): frames from a 1x canvas or the object
  library that Xcode kept, not a measurement Trellis can make from the document;
- other line count: saved and computed are both a whole number of lines, different numbers
  (the text wraps differently: a width question);
- stretched by Xcode / squeezed by Xcode: Trellis gives the label its text's height, Xcode a
  taller / shorter one that is no number of lines (layout around the label decided it);
- stretched / squeezed by Trellis: the other way round;
- empty: a label without text;
- other: the rest (named fonts, attributed text, both sides off the line grid).

Each class is split by whether the label is arranged along a vertical stack's axis and by
repository, and counts the views that follow it (mismatched views blamed on a mis-measured label
in the same root). --list prints every label.

Usage: classify_label_heights.py [--trellis PATH] [--list] CORPUS_DIR...
"""
import argparse
import collections
import json
import math
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)
from classify_text_misses import font_of, text_of  # noqa: E402

FOLLOWS = "follows a mis-measured label"
THREE_X = {"retina5_5", "retina5_8", "retina5_9", "retina6_0", "retina6_1x", "retina6_3", "retina6_5",
           "retina6_7", "retina6_9", "retina6_12", "retina6_72"}
LINE_EM = 1.1934


def grid_ceil(value, scale):
    return math.ceil(value * scale - 0.01) / scale


def line_count(height, size, scale):
    """n when `height` is n lines of `size` on the grid `scale`, else None."""
    for n in range(1, 30):
        if abs(grid_ceil(n * LINE_EM * size, scale) - height) < 0.01:
            return n
    return None


def classify(label, saved, computed, scale):
    kind, size, _, _ = font_of(label)
    if not text_of(label):
        return "empty"
    if kind not in ("system", "style") or not size:
        return "other"
    saved_lines = line_count(saved, size, scale)
    computed_lines = line_count(computed, size, scale)
    whole = [n for n in range(1, 30) if abs(grid_ceil(n * LINE_EM * size, 1) - saved) < 0.01]
    if saved_lines is None and computed_lines is not None and whole and scale > 1:
        return "whole-point line"
    if saved_lines is not None and computed_lines is not None:
        return "other line count"
    if computed_lines is not None:
        return "stretched by Xcode" if saved > computed else "squeezed by Xcode"
    if saved_lines is not None:
        return "stretched by Trellis" if computed > saved else "squeezed by Trellis"
    return "other"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpora", nargs="+")
    parser.add_argument("--trellis", default=os.path.join(ROOT, ".build", "release", "trellis"))
    parser.add_argument("--list", action="store_true", help="print every label")
    args = parser.parse_args()
    for corpus in args.corpora:
        out = subprocess.run([args.trellis, "verify", "--format", "json", corpus], capture_output=True, text=True)
        if out.returncode not in (0, 1) or not out.stdout:
            sys.exit("trellis verify failed on %s: %s" % (corpus, out.stderr.strip()))
        classes, followers, repos, listed = collections.Counter(), collections.Counter(), {}, []
        for result in json.loads(out.stdout)["results"]:
            labels = [m for m in result["mismatches"] if m["element"] == "label" and m.get("computed")
                      and abs(m["computed"]["height"] - m["saved"]["height"]) > 0.5]
            if not labels:
                continue
            document = ET.parse(result["file"]).getroot()
            device = document.find("device")
            scale = 3 if device is not None and device.get("id") in THREE_X else 2
            parents = {child: parent for parent in document.iter() for child in parent}
            elements = {e.get("id"): e for e in document.iter() if e.get("id")}
            followed = collections.Counter(m["root"] for m in result["mismatches"] if m["rootCause"] == FOLLOWS)
            name = os.path.basename(result["file"])
            repo = "/".join(name.split("__")[:2])
            for m in labels:
                label = elements.get(m["id"])
                if label is None:
                    continue
                cls = classify(label, m["saved"]["height"], m["computed"]["height"], scale)
                holder = parents.get(parents.get(label))
                if holder is not None and holder.tag == "stackView" and holder.get("axis") == "vertical":
                    cls += " (in a vertical stack)"
                classes[cls] += 1
                repos.setdefault(cls, collections.Counter())[repo] += 1
                # Followers are counted once per root, with the root's first label.
                followers[cls] += followed.pop(m["root"], 0)
                listed.append((cls, name, m["id"], m["saved"]["height"], m["computed"]["height"], text_of(label)[:30]))
        print("%s: %d labels with a height more than 0.5 pt off" % (os.path.basename(corpus.rstrip("/")), sum(classes.values())))
        for cls, n in classes.most_common():
            spread = ", ".join("%s %d" % (r.split("/")[-1], c) for r, c in repos[cls].most_common(4))
            print("  %-44s %4d  followers %4d  (%s)" % (cls, n, followers[cls], spread))
        if args.list:
            for cls, name, ident, saved, computed, text in sorted(listed):
                print("    %-32s %s %s saved %g computed %g %r" % (cls[:32], name, ident, saved, computed, text))


if __name__ == "__main__":
    sys.exit(main())
