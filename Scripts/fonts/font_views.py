#!/usr/bin/env python3
"""How many of the views set in one font family match their saved frames, measured with the
built-in model and then with font files; and how the files' widths compare with the saved ones.

For each Interface Builder file given that uses FAMILY (its <fontDescription family=...>), runs
`trellis verify --verbose` without and with `--font-dir DIR`, and counts the views in FAMILY that
are not listed as mismatched. Then, for single-line labels whose saved width is their text's
(narrower than --max-width), compares the saved width with the text's advance width and pair
kerning in the font files (read by fontTools), rounded up to half points as the canvas rounds,
and every single-line label's saved height with the files' line (hhea ascender + descender +
line gap).

Usage: font_views.py --trellis PATH --font-dir DIR --family "Open Sans" FILE...
Needs fontTools (Debian's python3-fonttools; run with /usr/bin/python3).
"""
import argparse
import glob
import math
import os
import re
import subprocess
import xml.etree.ElementTree as ET

from fontTools.ttLib import TTFont


def family_views(path, family):
    """(id, element) of every view with a frame whose font is in `family`."""
    root = ET.parse(path).getroot()
    views = []
    for element in root.iter():
        font = element.find("fontDescription")
        if font is not None and font.get("family") == family and element.find("rect[@key='frame']") is not None:
            views.append(element)
    return views


def mismatched_ids(trellis, path, extra):
    out = subprocess.run([trellis, "verify", "--verbose", *extra, path], capture_output=True, text=True).stdout
    return set(re.findall(r"^    .* (\S+) line \d+:", out, re.M))


def faces_by_name(directory):
    faces = {}
    for file in glob.glob(os.path.join(directory, "**", "*.[ot]tf"), recursive=True):
        font = TTFont(file, lazy=True)
        faces[font["name"].getDebugName(6)] = font
    return faces


def text_width(font, text, size):
    cmap, hmtx, upm = font.getBestCmap(), font["hmtx"], font["head"].unitsPerEm
    kern = {}
    for table in font["kern"].kernTables if "kern" in font else []:
        kern.update(getattr(table, "kernTable", {}))
    names = [cmap.get(ord(c), ".notdef") for c in text]
    units = sum(hmtx[n][0] for n in names) + sum(kern.get(pair, 0) for pair in zip(names, names[1:]))
    return units / upm * size


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--trellis", required=True)
    parser.add_argument("--font-dir", required=True)
    parser.add_argument("--family", required=True)
    parser.add_argument("--max-width", type=float, default=200)
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    faces = faces_by_name(args.font_dir)
    total = before = after = 0
    widths = []
    heights = []
    for path in args.files:
        views = family_views(path, args.family)
        if not views:
            continue
        ids = {view.get("id") for view in views}
        bad_before = mismatched_ids(args.trellis, path, []) & ids
        bad_after = mismatched_ids(args.trellis, path, ["--font-dir", args.font_dir]) & ids
        total += len(ids)
        before += len(ids) - len(bad_before)
        after += len(ids) - len(bad_after)
        print(f"{path}: {len(ids)} views in {args.family}: {len(ids) - len(bad_before)} match built-in, "
              f"{len(ids) - len(bad_after)} with the files")
        for view in views:
            font = view.find("fontDescription")
            face = faces.get(font.get("name"))
            width = float(view.find("rect[@key='frame']").get("width"))
            text = view.get("text") or ""
            if view.tag != "label" or face is None or not text or view.get("numberOfLines", "1") != "1":
                continue
            hhea, upm = face["hhea"], face["head"].unitsPerEm
            line = (hhea.ascent - hhea.descent + hhea.lineGap) / upm * float(font.get("pointSize"))
            heights.append(float(view.find("rect[@key='frame']").get("height")) == math.ceil(line * 2 - 1e-7) / 2)
            if width >= args.max_width:
                continue
            measured = text_width(face, text, float(font.get("pointSize")))
            widths.append((width, math.ceil(measured * 2 - 1e-7) / 2, measured))
    print(f"views in {args.family}: {before} of {total} match with the built-in model, {after} of {total} with {args.font_dir}")
    if heights:
        print(f"label heights: {sum(heights)} of {len(heights)} single-line labels are the files' line, rounded up")
    if widths:
        exact = sum(abs(saved - rounded) < 0.5 for saved, rounded, _ in widths)
        mean = sum(abs(saved - rounded) for saved, rounded, _ in widths) / len(widths)
        ratios = [saved / measured for saved, _, measured in widths]
        print(f"label widths: {len(widths)} single-line labels, {exact} within 0.5 pt of the files' advances, "
              f"mean difference {mean:.2f} pt, saved/file ratio {min(ratios):.3f} to {max(ratios):.3f}")


if __name__ == "__main__":
    main()
