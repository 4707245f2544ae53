#!/usr/bin/env python3
"""Calibration: how close TextLayout's proportional metrics come to the label frames Xcode saved.

Reads every UILabel with plain text and a system font in the Interface Builder corpus
(../shared/corpus/interface-builder by default, never copied into the repository), asks
TextLayout (through textlayout-tool) for the label's size, and reports the median and 95th
percentile of the absolute error in width and in height.

Only frames that the text decides are compared: a width when no constraint or stack view sets
it (no width constraint, not both horizontal edges pinned by required equalities, not stretched
by a stack view); a height when nothing sets it either. A multi-line label's height is
predicted at its saved width. Classic buttons whose title alone decides their width are
reported on a line of their own (their titles are rounded up to whole points, not pixels).

Usage: calibrate.py [--corpus DIR] [--tool PATH] [--sweep] [--list] [--max-median-width W]
"""
import argparse
import glob
import json
import math
import os
import statistics
import subprocess
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))

TEXT_STYLES = {  # UIFont.preferredFont at the default content size: (points, weight)
    "UICTFontTextStyleTitle0": (34, "regular"), "UICTFontTextStyleTitle1": (28, "regular"),
    "UICTFontTextStyleTitle2": (22, "regular"), "UICTFontTextStyleTitle3": (20, "regular"),
    "UICTFontTextStyleHeadline": (17, "semibold"), "UICTFontTextStyleBody": (17, "regular"),
    "UICTFontTextStyleCallout": (16, "regular"), "UICTFontTextStyleSubhead": (15, "regular"),
    "UICTFontTextStyleFootnote": (13, "regular"), "UICTFontTextStyleCaption1": (12, "regular"),
    "UICTFontTextStyleCaption2": (11, "regular"),
}
HORIZONTAL = {"leading": "start", "left": "start", "leadingMargin": "start", "leftMargin": "start",
              "trailing": "end", "right": "end", "trailingMargin": "end", "rightMargin": "end"}
VERTICAL = {"top": "start", "topMargin": "start", "firstBaseline": "start",
            "bottom": "end", "bottomMargin": "end", "lastBaseline": "end"}


def font_of(description):
    if description is None:
        return None
    style = description.get("style")
    if style in TEXT_STYLES:
        size, weight = TEXT_STYLES[style]
        return {"family": "system", "weight": weight, "pointSize": float(size)}
    kind = description.get("type")
    size = description.get("pointSize")
    if kind in ("system", "boldSystem") and size:
        weight = "bold" if kind == "boldSystem" else description.get("weight", "regular")
        return {"family": "system", "weight": weight, "pointSize": float(size)}
    return None  # a named font: not the system font this model is about


def constraint_attributes(root):
    """For each view id, the attributes constraints set on it. An edge counts only when a
    required equality pins it: an inequality (trailing >= ...) or an optional constraint leaves
    a label at its text's width as long as the text fits. Any width constraint counts."""
    touched = {}
    for parent in root.iter():
        constraints = parent.find("constraints")
        if constraints is None:
            continue
        owner = parent.get("id")
        for c in constraints.findall("constraint"):
            binding = c.get("relation") is None and c.get("priority", "1000") == "1000"
            for item, attribute in ((c.get("firstItem", owner), c.get("firstAttribute")),
                                    (c.get("secondItem"), c.get("secondAttribute"))):
                if item and (binding or attribute == "width"):
                    touched.setdefault(item, set()).add(attribute)
    return touched


def decided_by_constraints(attributes, names, size_attribute):
    if size_attribute in attributes:
        return True
    edges = {names[a] for a in attributes if a in names}
    return edges == {"start", "end"}


DEVICE_SCALES = {"retina5_5": 3, "retina5_9": 3, "retina6_5": 3, "retina6_12": 3, "retina6_72": 3}


def device_scale(root):
    """The pixel grid Xcode rounded the canvas to: 3 for @3x iPhones, else 2."""
    device = root.find(".//device")
    return DEVICE_SCALES.get(device.get("id") if device is not None else None, 2)


def labels(corpus):
    for path in sorted(glob.glob(os.path.join(corpus, "*.xib")) + glob.glob(os.path.join(corpus, "*.storyboard"))):
        root = ET.parse(path).getroot()
        touched = constraint_attributes(root)
        scale = device_scale(root)
        parents = {child: parent for parent in root.iter() for child in parent}
        for label in root.iter("label"):
            text = label.get("text")
            frame = label.find("rect[@key='frame']")
            font = font_of(label.find("fontDescription"))
            if not text or frame is None or font is None:
                continue
            if label.get("adjustsFontSizeToFit") == "YES":
                continue
            if label.get("translatesAutoresizingMaskIntoConstraints") != "NO":
                continue  # sized by autoresizing (a table cell's textLabel), not by its text
            attributes = touched.get(label.get("id"), set())
            stack = parents.get(parents.get(label))
            width_free = not decided_by_constraints(attributes, HORIZONTAL, "width")
            height_free = not decided_by_constraints(attributes, VERTICAL, "height")
            if stack is not None and stack.tag == "stackView":
                vertical = stack.get("axis") == "vertical"
                fills = stack.get("alignment") in (None, "fill")
                if vertical:
                    width_free = width_free and not fills
                else:
                    width_free = False  # a horizontal stack may stretch any of its views
                    height_free = height_free and not fills
            yield {
                "file": os.path.basename(path), "scale": scale, "id": label.get("id"), "text": text, "font": font,
                "lines": int(label.get("numberOfLines", "1")),
                "frame": (float(frame.get("width")), float(frame.get("height"))),
                "width_free": width_free, "height_free": height_free,
            }


def buttons(corpus):
    """Classic buttons (no UIButton.Configuration, image or content insets) with a plain title,
    whose width nothing but the title decides: their saved width is the title's width rounded up
    to whole points (at least 30 for a system button), as IntrinsicSizes.buttonSize has it."""
    for path in sorted(glob.glob(os.path.join(corpus, "*.xib")) + glob.glob(os.path.join(corpus, "*.storyboard"))):
        root = ET.parse(path).getroot()
        touched = constraint_attributes(root)
        parents = {child: parent for parent in root.iter() for child in parent}
        for button in root.iter("button"):
            state = button.find("state[@key='normal']")
            frame = button.find("rect[@key='frame']")
            if state is None or not state.get("title") or state.get("image") or frame is None:
                continue
            if button.find("buttonConfiguration") is not None or button.find("inset[@key='contentEdgeInsets']") is not None:
                continue
            if button.get("translatesAutoresizingMaskIntoConstraints") != "NO":
                continue
            description = button.find("fontDescription")
            font = font_of(description) if description is not None else \
                {"family": "system", "weight": "regular", "pointSize": 15.0}
            if font is None or decided_by_constraints(touched.get(button.get("id"), set()), HORIZONTAL, "width"):
                continue
            stack = parents.get(parents.get(button))
            if stack is not None and stack.tag == "stackView" and \
                    (stack.get("axis") != "vertical" or stack.get("alignment") in (None, "fill")):
                continue
            yield {"file": os.path.basename(path), "text": state.get("title"), "font": font,
                   "minimum": 30 if button.get("buttonType") in ("system", "roundedRect") else 0,
                   "width": float(frame.get("width"))}


def button_errors(tool, samples, params):
    requests = [dict(op="size", text=s["text"], lines=1, params=params, scale=0, width=0, **s["font"]) for s in samples]
    return [abs(max(math.ceil(a["width"] - 1e-7), s["minimum"]) - s["width"])
            for s, a in zip(samples, ask(tool, requests))]


def build_tool():
    out = os.path.join(os.environ.get("TMPDIR", "/tmp"), "textlayout-tool-%d" % os.getpid())
    subprocess.run(["bash", os.path.join(HERE, "build_tool.sh"), out], check=True, stdout=subprocess.DEVNULL)
    return out


def ask(tool, requests):
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in requests)
    result = subprocess.run([tool], input=data, capture_output=True, text=True, check=True)
    return [json.loads(line) for line in result.stdout.splitlines()]


def percentile(values, fraction):
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    index = min(len(ordered) - 1, max(0, int(round(fraction * (len(ordered) - 1)))))
    return ordered[index]


def evaluate(tool, samples, params):
    requests = []
    for s in samples:
        multi = s["lines"] != 1
        requests.append(dict(op="size", text=s["text"], lines=s["lines"], params=params, scale=s["scale"],
                             width=s["frame"][0] if multi else 0, **s["font"]))
    answers = ask(tool, requests)
    widths, heights, rows = [], [], []
    for s, a in zip(samples, answers):
        dw = a["width"] - s["frame"][0]
        dh = a["height"] - s["frame"][1]
        multi = s["lines"] != 1
        if s["width_free"] and not multi:
            widths.append(abs(dw))
        if s["height_free"]:
            heights.append(abs(dh))
        rows.append((s, a, dw, dh))
    return widths, heights, rows


def summary(widths, heights):
    return ("width: n=%d median=%.2f p95=%.2f pt | height: n=%d median=%.2f p95=%.2f pt"
            % (len(widths), statistics.median(widths) if widths else float("nan"), percentile(widths, 0.95),
               len(heights), statistics.median(heights) if heights else float("nan"), percentile(heights, 0.95)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpus", "interface-builder"))
    parser.add_argument("--tool")
    parser.add_argument("--sweep", action="store_true", help="try other global parameters")
    parser.add_argument("--list", action="store_true", help="print every compared label")
    parser.add_argument("--max-median-width", type=float, help="exit 1 if the width median is above this")
    parser.add_argument("--max-median-height", type=float, help="exit 1 if the height median is above this")
    args = parser.parse_args()
    if not os.path.isdir(args.corpus):
        print("calibration skipped: no corpus at %s" % args.corpus)
        return 0
    samples = list(labels(args.corpus))
    tool = args.tool or build_tool()
    widths, heights, rows = evaluate(tool, samples, {})
    print("calibration: %d labels with plain text in the system font" % len(samples))
    print("calibration (current metrics): " + summary(widths, heights))
    titled = list(buttons(args.corpus))
    errors = button_errors(tool, titled, {})
    if errors:
        print("calibration (button titles): width: n=%d median=%.2f p95=%.2f pt"
              % (len(errors), statistics.median(errors), percentile(errors, 0.95)))
    if args.list:
        for s, a, dw, dh in rows:
            flags = ("W" if s["width_free"] and s["lines"] == 1 else "-") + ("H" if s["height_free"] else "-")
            print("%s %-45s %-28s %5.1f %-8s lines=%d saved=%gx%g got=%gx%g dw=%+.1f dh=%+.1f" % (
                flags, s["file"][:45], s["text"][:28].replace("\n", "⏎"), s["font"]["pointSize"],
                s["font"]["weight"], s["lines"], s["frame"][0], s["frame"][1], a["width"], a["height"], dw, dh))
    if args.sweep:
        for latin in (0.97, 0.98, 0.99, 1.0, 1.01, 1.02, 1.03, 1.05):
            for cjk in (1.0, 1.01, 1.02, 1.03):
                params = {"latinScale": latin, "cjkAdvance": cjk}
                w, h, _ = evaluate(tool, samples, params)
                mean = sum(w) / len(w) if w else float("nan")
                print("sweep %s mean_width=%.3f %s" % (json.dumps(params), mean, summary(w, h)))
    if not args.tool:
        os.remove(tool)
    failed = False
    if args.max_median_width is not None and widths and statistics.median(widths) > args.max_median_width:
        print("calibration REGRESSION: width median above %g" % args.max_median_width)
        failed = True
    if args.max_median_height is not None and heights and statistics.median(heights) > args.max_median_height:
        print("calibration REGRESSION: height median above %g" % args.max_median_height)
        failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
