#!/usr/bin/env python3
"""Experiment: does iOS's size-specific tracking of San Francisco make TextLayout's widths closer
to the label frames Xcode saved? (It did not, on the 2026 corpus: see the numbers below.)

The system font is spaced by a table of tracking values per point size (+6/1000 em at 11 points,
0 at 12, -26 at 17, +14 at 28: Apple's Human Interface Guidelines, Typography > Specifications >
Tracking values, SF Pro for iOS, iPadOS and visionOS; a copy of the page is in the public
repository 6639835/apple-hig). TextLayout measures the system font with Helvetica's advances
times one factor (`ProportionalMetrics.latinScale`), so the question is whether

    width = size * (sum of Helvetica advances * scale(optical size, weight) + characters * tracking(size))

fits better than `size * sum * 1.01`. The script rebuilds both models in Python from the same
Helvetica tables (HelveticaWidths.generated.swift) and the same label selection as calibrate.py,
fits the free scales by least squares on the unrounded width, rounds up to the pixel grid as
UILabel does, and reports the absolute width error in-sample and leaving one corpus file out at a
time (the fit never sees the file it predicts: the honest number, since a few files hold most of
the labels).

Result (61 labels in 16 files; median / mean / p95 pt, labels within 0.5 pt; "halves" are the
held-out halves of two fits, files alternately by name, 25 and 36 labels):
    Helvetica x 1.01 (current, no fit)   1.00 / 1.51 / 4.33, 26; halves 0.50 and 1.67 median
    tracking + one scale below 20 pt     left out 1.67 / 2.34 / 7.00, 12; halves 1.50 and 2.33
    tracking + regular and bold scales   left out 2.00 / 2.48 / 7.50, 16; halves 1.50 and 1.42
    tracking + scale + spacing           left out 1.00 / 1.61 / 3.67, 21 (scale 0.89, spacing 0.08 em)
`trellis verify` with tracking and the refitted scales: 1362 of 1677 views, against 1385 without;
with tracking, scale and spacing (fitted with 11 classic buttons' titles too): 1380.

Usage: tracking_experiment.py [--corpus DIR]
"""
import argparse
import math
import os
import re
import statistics
import sys

import calibrate

HERE = os.path.dirname(os.path.abspath(__file__))
WIDTHS = os.path.join(HERE, "..", "..", "Sources", "TextLayout", "Metrics", "HelveticaWidths.generated.swift")

# (points, tracking in 1/1000 em): the HIG's SF Pro table for iOS up to 40 points.
TRACKING = [(6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
            (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
            (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
            (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10)]
BOLDNESS = {"ultraLight": 0, "thin": 0, "light": 0, "regular": 0, "medium": 0.35, "semibold": 0.65,
            "bold": 1, "heavy": 1, "black": 1}  # as ProportionalMetrics.boldness(of:)
CJK_ADVANCE = 1.02


def helvetica(name):
    source = open(WIDTHS).read()
    body = re.search(r'static let %s = """(.*?)"""' % name, source, re.S).group(1)
    body = "".join(ch for ch in body if ord(ch) > 0x20)
    return {int(body[i:i + 4], 16): int(body[i + 4:i + 8]) / 1000 for i in range(0, len(body), 8)}


def tracking(size):
    """The HIG's tracking at `size` in em, interpolated between rows."""
    if size <= TRACKING[0][0]:
        return TRACKING[0][1] / 1000
    for (a, ta), (b, tb) in zip(TRACKING, TRACKING[1:]):
        if a <= size <= b:
            return (ta + (tb - ta) * (size - a) / (b - a)) / 1000
    return TRACKING[-1][1] / 1000


def features(sample, regular, bold):
    """Helvetica advance sum (em) split into its regular and bold shares, the number of
    characters San Francisco draws (which get tracking), and the em of the rest (CJK)."""
    boldness = BOLDNESS[sample["font"]["weight"]]
    total, count, other = 0.0, 0, 0.0
    for ch in sample["text"].rstrip(" "):  # trailing spaces hang, as in MeasuredText
        code = ord(ch)
        if code in regular:
            width = regular[code]
            total += width + (bold.get(code, width) - width) * boldness
            count += 1
        else:
            other += CJK_ADVANCE
    return {"regular": total * (1 - boldness), "bold": total * boldness}, count, other


MODELS = {  # name: (tracking?, separate bold scale?, fitted?, fitted spacing per character?)
    "Helvetica x 1.01 (current)": (False, False, False, False),
    "refitted scale, no tracking": (False, False, True, False),
    "tracking + one scale below 20 pt": (True, False, True, False),
    "tracking + regular and bold scales": (True, True, True, False),
    # San Francisco's narrow letters are wider than Helvetica's and its capitals narrower: an
    # affine map of Helvetica's advances (scale, plus a spacing per character) before tracking.
    "tracking + scale + spacing": (True, False, True, True),
}


def columns(sample, model):
    tracks, split, _, spacing = model
    size = sample["font"]["pointSize"]
    shares, count, other = sample["features"]
    fixed = count * tracking(size) * tracks + other
    extra = {"spacing": count} if spacing else {}
    if size >= 20:
        return dict(display=shares["regular"] + shares["bold"], **extra), fixed
    if split:
        return dict(text=shares["regular"], textBold=shares["bold"], **extra), fixed
    return dict(text=shares["regular"] + shares["bold"], **extra), fixed


def fit(samples, model):
    if not model[2]:
        return {}
    # Normal equations of the least-squares fit, solved by Gaussian elimination (no numpy).
    keys = sorted({k for s in samples for k in columns(s, model)[0]})
    n = len(keys)
    ata = [[0.0] * n for _ in range(n)]
    aty = [0.0] * n
    for s in samples:
        row, fixed = columns(s, model)
        y = s["frame"][0] / s["font"]["pointSize"] - fixed
        vector = [row.get(k, 0.0) for k in keys]
        for i in range(n):
            aty[i] += vector[i] * y
            for j in range(n):
                ata[i][j] += vector[i] * vector[j]
    for i in range(n):  # a column no sample uses keeps the current factor (no spacing)
        if ata[i][i] == 0:
            ata[i][i], aty[i] = 1.0, 0.0 if keys[i] == "spacing" else 1.01
    for i in range(n):
        pivot = max(range(i, n), key=lambda r: abs(ata[r][i]))
        ata[i], ata[pivot], aty[i], aty[pivot] = ata[pivot], ata[i], aty[pivot], aty[i]
        for r in range(n):
            if r != i and ata[i][i]:
                factor = ata[r][i] / ata[i][i]
                ata[r] = [a - factor * b for a, b in zip(ata[r], ata[i])]
                aty[r] -= factor * aty[i]
    return {k: aty[i] / ata[i][i] for i, k in enumerate(keys)}


def predict(sample, model, scales):
    row, fixed = columns(sample, model)
    width = sum(v * scales.get(k, 0.0 if k == "spacing" else 1.01) for k, v in row.items()) + fixed
    width *= sample["font"]["pointSize"]
    grid = sample["scale"]
    return math.ceil(width * grid - 1e-7) / grid


def summary(errors):
    return "median %.2f mean %.2f p95 %.2f pt, %d of %d within 0.5 pt" % (
        statistics.median(errors), sum(errors) / len(errors), calibrate.percentile(errors, 0.95),
        sum(e <= 0.5 for e in errors), len(errors))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default=os.path.join(calibrate.ROOT, "..", "shared", "corpus", "interface-builder"))
    args = parser.parse_args()
    if not os.path.isdir(args.corpus):
        print("experiment skipped: no corpus at %s" % args.corpus)
        return 0
    regular, bold = helvetica("regular"), helvetica("bold")
    samples = [s for s in calibrate.labels(args.corpus) if s["width_free"] and s["lines"] == 1]
    for s in samples:
        s["features"] = features(s, regular, bold)
    files = sorted({s["file"] for s in samples})
    print("%d labels whose text decides their width, in %d files" % (len(samples), len(files)))
    for name, model in MODELS.items():
        scales = fit(samples, model)
        inside = [abs(predict(s, model, scales) - s["frame"][0]) for s in samples]
        held_out = []
        for f in files:
            rest = fit([s for s in samples if s["file"] != f], model)
            held_out += [abs(predict(s, model, rest) - s["frame"][0]) for s in samples if s["file"] == f]
        print("%s %s" % (name, " ".join("%s=%.4f" % kv for kv in sorted(scales.items()))))
        print("    in-sample:            " + summary(inside))
        print("    leaving a file out:   " + summary(held_out))
        for half in (0, 1):  # files alternately by name: fit on one half, measure the other
            chosen = {f for i, f in enumerate(files) if i % 2 == half}
            half_scales = fit([s for s in samples if s["file"] in chosen], model)
            other = [abs(predict(s, model, half_scales) - s["frame"][0]) for s in samples if s["file"] not in chosen]
            print("    fit on half %d, other: %s" % (half, summary(other)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
