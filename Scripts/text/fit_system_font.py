#!/usr/bin/env python3
"""Fits a model of UIKit's system font (San Francisco) to the label frames Xcode saved.

Trellis once measured the system font as Helvetica's published advances x 1.01. This script
measures what Xcode actually drew, from the frames it saved in Interface Builder documents (corpus A,
../shared/corpus/interface-builder, and corpus C, ../shared/corpus/interface-builder-large; both
read at run time, never copied), and fits

    width = size/1000 * ( m(size) * sum over characters of adv[weight][ch]  +  n * k(size) )

where adv[weight][ch] = g[weight] * prior[weight][ch] + o[weight] + d[ch] + e[weight][ch]
(1/1000 em). The prior is San Francisco's Display advances as a browser measured them
(data/sf-display-browser.tsv, from string-pixel-width, MIT; regular and bold blended by
boldness, as ProportionalMetrics does), with Helvetica's times 0.967 for characters it lacks;
o[weight] is the wider spacing of the Text optical size, which no scale expresses. --prior
helvetica uses Helvetica's advances as before (and no offset). d is a correction shared by
every weight, e one per weight, both ridge-shrunk toward 0 so a character seen rarely falls
back to its prior. The ASCII digits add one more
correction, shared by all ten and not shrunk (--no-digits leaves it out): San Francisco's
digits are wider than Helvetica's, and each alone is too rare for its own to learn that (left
out, labels with digits were predicted 0.66 pt too narrow on average and exact 19% of the time;
with it, +0.02 pt and 30%). m(size) and k(size) describe the size
dependence; the models compared are

    helvetica101   Helvetica x 1.01, nothing fitted (what Trellis does today)
    scale          one scale per weight, no per-character table, no tracking
    table          per-character table, no tracking, no size dependence
    freescale      table x a free scale per point size (17 pt fixed at 1), no tracking
    hig            table + the HIG tracking table (k = tracking(size)), Text optical size only
    hig-switch     hig, and from 20 pt the Display optical size: adv_display = a*adv + b
    hig-blend      hig, and Text blending into Display between 17 and 28 pt (iOS 14's variable font)
    hig-blend-d    hig-blend, with the Display side the browser's Display table x a fitted scale,
                   plus an offset, rather than a scale of the fitted Text advances
    hig-blend-era  hig-blend, and a scale of its own for documents saved before Xcode 12 (a
                   diagnostic, not implemented in TextLayout, so never chosen)
    hig-blend-d-era  hig-blend-d with that scale (a diagnostic too: +0.3%, no better left out)
    hig-blend-d-static  hig-blend-d, and for documents saved before Xcode 12 (iOS 13's separate
                   Text and Display fonts) a tracking of their own from 17 to 20 pt (chosen;
                   TextLayout's SystemFont.Generation.separateOpticalSizes)
    freetrack      table + a free tracking per point size (17 pt fixed at the HIG's -26)

A saved width W is the text's width rounded up to the document's pixel grid (1/2 or 1/3 pt), so
the true width lies in (W - 1/scale, W] (W - 1 for a label whose saved height says its frame was
measured on a 1x canvas: sf_model.width_grid). The fit maximises an interval likelihood: the model's
width plus Gaussian noise (sigma) falls in that interval, mixed with a small uniform outlier share
(labels that the selection let through although something else set their width).

--buttons adds classic buttons whose title alone decides their width (no image, insets,
configuration or width constraint, wider than the system button's 30-point minimum): UIKit
sizes such a title to whole points, so the saved width is the title's rounded up to a whole
point, an interval on grid 1.

Validation leaves one repository out at a time (corpus A's files name theirs in MANIFEST.tsv),
fits on the rest and predicts the left-out labels, rounded up to the pixel grid as Xcode does;
it reports |predicted - saved| in points, median and 90th percentile, by size and by weight, and
by kind of sample: the labels alone (what issue 13's goal names), the button titles, the static
check's samples and each rule's, with the share of exact saved widths as well (kind_summary).

Usage:
    fit_system_font.py [--corpus DIR ...] [--report FILE] [--json FILE] [--swift FILE] [--buttons]
                       [--models hig-blend,freescale,...] [--no-loo] [--list]
                       [--ridge S,W[,A]] [--stale Q] [--pairs MIN,RIDGE]   (options, off by default:
                       a weight-axis correction, whole-point rounding, kerning pairs; see the report)
                       [--no-digits]   (no shared correction for the digits)
                       [--no-precondition] [--no-height-grid]   (as before session 16: L-BFGS in the
                       parameters' own units, which stops short of the optimum; every label's width
                       interval on its document's grid, whatever its saved height says)
                       [--sigma PT] [--outlier SHARE]   (the likelihood's noise and outlier share)
                       [--shuffle SEED]   (the samples in another order: the fit's path noise)
                       [--rules RULE,...|all]   (more samples: views the static check rejects whose
                       width UIKit's layout still leaves to their text; see sf_samples.RULES)
                       [--prior sf-display|helvetica] [--round-nearest GRID,...]   (the advances'
                       prior; labels on these grids rounded to the nearest pixel: an experiment)
                       [--kern-prior] [--kern-prior-min UNITS]   (pair kerning: Liberation Sans's
                       pairs, data/liberation-sans-kerning.tsv, times one fitted factor; all 97, an
                       experiment, or only those of letters and punctuation kerning UNITS/1000 em or
                       more, which the generated table carries: see the report)
    fit_system_font.py --self-test      # synthetic data from known advances: is it recovered?
"""
import argparse
import collections
import json
import math
import os
import random
import sys
import time

import numpy as np

# The fit is split by role: sf_fonts (font descriptions, tracking, priors), sf_samples (the
# labels picked from the corpora), sf_model (the model and its likelihood); this file validates,
# reports and writes the Swift table. Options live in those modules (sf_model.RIDGE_SHARED...).
import sf_fonts
import sf_model
import sf_samples
from sf_fonts import *  # noqa: F401,F403
from sf_model import *  # noqa: F401,F403
from sf_samples import *  # noqa: F401,F403

# ---------------------------------------------------------------------------------------------
# Selection gate, validation, report

GATE_RELATIVE, GATE_POINTS = 0.12, 3.0


def gate(sample):
    """A coarse check against the prior alone (Helvetica x 1.04 with the HIG's tracking), the
    same for every model: a label more than 12% (and 3 pt) away from it was stretched or
    truncated by constraints the selection did not see, so it measures no text."""
    prior = sample["size"] / 1000 * (1.04 * sum(prior_advance(c, sample["weight"], "helvetica")
                                                for c in sample["text"])
                                     + len(sample["text"]) * hig_tracking(sample["size"]))
    return abs(sample["width"] - prior) <= max(GATE_POINTS, GATE_RELATIVE * prior)


def size_bucket(size):
    if size <= 11:
        return "<=11"
    if size <= 18:
        return "%d" % size
    if size < 28:
        return "19-27"
    return ">=28"


BUCKETS = ["<=11", "12", "13", "14", "15", "16", "17", "18", "19-27", ">=28"]


def kerned_pairs(train):
    """The character pairs that get a kerning correction: those in at least PAIR_MIN training
    labels from at least two repositories (none when PAIR_MIN is 0)."""
    if not sf_model.PAIR_MIN:
        return []
    labels, repos = collections.Counter(), collections.defaultdict(set)
    for s in train:
        for pair in set(zip(s["text"], s["text"][1:])):
            labels[pair] += 1
            repos[pair].add(s["repo"])
    return sorted(p for p, n in labels.items() if n >= sf_model.PAIR_MIN and len(repos[p]) >= 2)


def new_fit(model, all_samples, train):
    weights = sorted({s["weight"] for s in all_samples} | {"regular"}, key=WEIGHTS.index)
    chars = sorted({c for s in all_samples for c in s["text"]})
    pairs = kerned_pairs(train) if model not in ("helvetica101", "scale") else []
    return Fit(model, chars, weights, sizes=[s["size"] for s in all_samples], pairs=pairs).fit(train)


def leave_one_repository_out(model, data, log=None):
    """Errors |saved prediction - saved width| of every sample, each predicted by a fit that
    did not see its repository."""
    errors = np.zeros(len(data))
    predicted = np.zeros(len(data))
    repos = sorted({s["repo"] for s in data})
    for repo in repos:
        train = [s for s in data if s["repo"] != repo]
        test_index = [i for i, s in enumerate(data) if s["repo"] == repo]
        fit = new_fit(model, data, train)
        saved = fit.saved([data[i] for i in test_index])
        for i, p in zip(test_index, saved):
            predicted[i] = p
            errors[i] = abs(p - data[i]["width"])
        if log:
            log("  %s: left out %s (%d labels)" % (model, repo, len(test_index)))
    return errors, predicted


def stats(errors):
    if len(errors) == 0:
        return "    -      -  "
    return "%5.2f %5.2f" % (np.median(errors), np.percentile(errors, 90))


def table(data, columns):
    """Rows by size bucket and by weight: n, then median / p90 per column."""
    out = []
    header = "%-20s %4s " % ("", "n") + " ".join("%-11s" % name[:11] for name in columns)
    out.append(header)
    out.append("%-20s %4s " % ("", "") + " ".join("%-11s" % "med   p90" for _ in columns))
    groups = [("size " + b, [i for i, s in enumerate(data) if size_bucket(s["size"]) == b]) for b in BUCKETS]
    groups += [("weight " + w, [i for i, s in enumerate(data) if s["weight"] == w]) for w in WEIGHTS]
    groups += [("Text (<20 pt)", [i for i, s in enumerate(data) if s["size"] < 20]),
               ("Dynamic Type", [i for i, s in enumerate(data) if s["kind"] == "style"]),
               ("Xcode <= 11", [i for i, s in enumerate(data) if s["tools"] < 17000]),
               ("Xcode >= 12", [i for i, s in enumerate(data) if s["tools"] >= 17000])]
    groups += kind_groups(data)
    for name, index in groups:
        if not index:
            continue
        out.append("%-20s %4d " % (name, len(index)) + " ".join(stats(columns[c][index]) for c in columns))
    return "\n".join(out)


def kind_groups(data):
    """The samples by kind, as (name, indices): the labels (what issue 13's goal names: single-line
    label widths), the classic buttons' titles (--buttons; saved to whole points, so exact far more
    often), those the static check picked and those each --rules rule admitted, and all."""
    groups = [("labels", [i for i, s in enumerate(data) if not s.get("button")]),
              ("button titles", [i for i, s in enumerate(data) if s.get("button")]),
              ("static check", [i for i, s in enumerate(data) if s.get("rule", "-") == "-"])]
    groups += [("rule " + r, [i for i, s in enumerate(data) if s.get("rule") == r]) for r in sf_samples.ALL_RULES]
    groups.append(("all", list(range(len(data)))))
    return [(name, index) for name, index in groups if index]


EXACT = 1e-3  # |error| below this is an exact saved width (errors are multiples of a pixel)


def kind_summary(data, errors):
    """Left-out errors by kind of sample (kind_groups): rows of (name, n, exact share, share within
    1/3 pt, mean, median, p90), the shares in percent and the errors in points."""
    errors = np.asarray(errors, dtype=float)
    rows = []
    for name, index in kind_groups(data):
        e = errors[index]
        rows.append((name, len(index), 100.0 * float(np.mean(e < EXACT)),
                     100.0 * float(np.mean(e <= 1.0 / 3 + EXACT)), float(np.mean(e)), float(np.median(e)),
                     float(np.percentile(e, 90))))
    return rows


def kind_table(data, columns):
    """The report's table of kind_summary, one block per model."""
    out = []
    for model, errors in columns.items():
        out.append("%-22s %4s %7s %9s %6s %6s %6s" % (model, "n", "exact", "<=1/3 pt", "mean", "median", "p90"))
        for name, n, exact, third, mean, median, p90 in kind_summary(data, errors):
            out.append("  %-20s %4d %6.1f%% %8.1f%% %6.3f %6.2f %6.2f" % (name, n, exact, third, mean, median, p90))
    return "\n".join(out)


def count_table(data):
    out = []
    sizes = sorted({s["size"] for s in data})
    weights = [w for w in WEIGHTS if any(s["weight"] == w for s in data)]
    out.append("%-10s" % "pt" + "".join("%10s" % w[:9] for w in weights) + "%8s" % "all")
    for size in sizes:
        row = [sum(1 for s in data if s["size"] == size and s["weight"] == w) for w in weights]
        out.append("%-10g" % size + "".join("%10s" % (r or ".") for r in row) + "%8d" % sum(row))
    out.append("")
    repos = collections.Counter(s["repo"] for s in data)
    eras = {r: sorted({int(s["tools"]) for s in data if s["repo"] == r}) for r in repos}
    for repo, n in repos.most_common():
        out.append("%-40s %4d  toolsVersion %s" % (repo, n, "-".join(str(v) for v in (eras[repo][0], eras[repo][-1]))))
    return "\n".join(out)


def line_heights(data):
    """Single-line label heights that nothing but the font sets: for each size and grid, the
    saved heights seen, and the line height (em) interval all of the commonest one allows."""
    out = {}
    groups = collections.defaultdict(list)
    for s in data:
        if s["height_free"]:
            groups[(s["size"], s["scale"])].append(s["height"])
    for (size, scale), heights in sorted(groups.items()):
        common, n = collections.Counter(heights).most_common(1)[0]
        out["%g@%dx" % (size, scale)] = {
            "size": size, "scale": scale, "labels": len(heights), "commonest": common, "agreeing": n,
            "line_em_from": round((common - 1.0 / scale) / size, 4), "line_em_to": round(common / size, 4),
            "current_1.1934_saves": math.ceil(1.1934 * size * scale - 1e-6) / scale}
    return out


def fitted_table(fit, data):
    """The fitted advances (1/1000 em, Text optical size, before tracking) per weight."""
    counts = collections.Counter()
    for s in data:
        for c in s["text"]:
            counts[(s["weight"], c)] += 1
    adv = fit.advances()
    ascii_chars = [chr(i) for i in range(0x20, 0x7F)]
    table = {}
    for wi, weight in enumerate(fit.weights):
        row = {}
        for c in sorted(set(ascii_chars) | set(fit.chars)):
            if c in fit.char_index:
                value = adv[wi, fit.char_index[c]]
            else:
                value = fit.theta[fit.slices["g"]][wi] * prior_advance(c, weight) + fit.theta[fit.slices["o"]][wi]
            row["U+%04X" % ord(c)] = {"advance": round(float(value), 1), "seen": counts[(weight, c)]}
        # What TextLayout multiplies Helvetica by for characters outside the table: the scale
        # itself, or under the Display prior the one that gives the fitted a-z's mean advance.
        helvetica_scale = fit.theta[fit.slices["g"]][wi]
        if sf_fonts.PRIOR == "sf-display":
            letters = [chr(i) for i in range(ord("a"), ord("z") + 1)]
            fitted = sum(adv[wi, fit.char_index[c]] if c in fit.char_index else
                         fit.theta[fit.slices["g"]][wi] * prior_advance(c, weight) + fit.theta[fit.slices["o"]][wi]
                         for c in letters)
            helvetica_scale = fitted / sum(prior_advance(c, weight, "helvetica") for c in letters)
        table[weight] = {"scale_of_prior": round(float(helvetica_scale), 4),
                         "labels": sum(1 for s in data if s["weight"] == weight), "advances": row}
    return table


SWIFT_WEIGHTS = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
SWIFT_MIN_LABELS = 10  # a weight seen on fewer labels gets no table of its own: the nearest measures it


def swift_rows(values_by_weight):
    """The body of a `[[Double]]` literal, one commented array per weight, closed with `]`."""
    lines = []
    for weight, values in values_by_weight.items():
        lines += ["        // %s" % weight, "        ["]
        for i in range(0, len(values), 12):
            lines.append("            " + ", ".join("%.1f" % v for v in values[i:i + 12]) + ",")
        lines.append("        ],")
    return lines + ["    ]"]


def kerning_table(fit, weights):
    """{pair: [1/1000 em per weight]}: the kerning the fit adds to a pair at the Text optical size
    (the kerning prior's pairs times the fitted factor, regular and bold blended by the weight's
    place on the weight axis, as Fit.design does; sf_model.kern_value), for each of `weights`."""
    if not fit.kern_prior:
        return {}
    factor = float(fit.theta[fit.slices["kp"]][0])
    return {pair: [factor * kern_value(fit.kern_prior, pair, w) for w in weights] for pair in sorted(fit.kern_prior)}


def swift_kerning(fit, weights):
    """The generated table's kerning pairs (an empty list without a kerning prior)."""
    table = kerning_table(fit, weights)
    lines = ["    /// Pair kerning at the Text optical size, fading out with the blend to Display as the advances",
             "    /// do: each pair of printable ASCII characters, then 1/1000 em per weight (the order of",
             "    /// `weights`), added to the first character's advance. Empty: no kerning."]
    if not table:
        return lines + ["    static let kerning: [(String, [Double])] = []"]
    lines.append("    static let kerning: [(String, [Double])] = [")
    for pair, values in table.items():
        text = "".join(pair).replace("\\", "\\\\").replace('"', '\\"')
        lines.append('        ("%s", [%s]),' % (text, ", ".join("%.1f" % v for v in values)))
    lines.append("    ]")
    return lines


def write_swift(path, fit, table, model, command, loo=None):
    """The generated Swift table TextLayout's SystemFont reads: ASCII advances per weight (Text
    optical size, 1/1000 em, before tracking), the scale of the Helvetica prior per weight (for
    characters outside the table), the HIG's tracking table and the Display blend."""
    if fit.kern_prior and not sf_model.KERN_MIN:
        sys.exit("--kern-prior with all 97 pairs is for the report only: the generated table takes "
                 "--kern-prior-min's pairs of letters and punctuation")
    if sf_model.TRACK_BETWEEN:
        sys.exit("--track-between is for the report only: TextLayout tracks after every character "
                 "(system-font-report.md says what it measured)")
    phi = fit.phi()
    weights = [w for w in SWIFT_WEIGHTS if w in table and (table[w]["labels"] >= SWIFT_MIN_LABELS or w == "regular")]
    blend = model.startswith("hig-blend") or model == "hig-switch"
    frm, to = (BLEND_FROM, BLEND_TO) if model.startswith("hig-blend") else (SWITCH_AT, SWITCH_AT)
    lines = ["// Generated by `%s`. Do not edit; regenerate instead." % command,
             "//",
             "// Fitted to the label frames Xcode saved in Interface Builder documents (corpus A and C, read",
             "// at run time and never copied), not taken from Apple's font files, whose licence forbids it.",
             "// Model: %s. Advances in 1/1000 em at the Text optical size, before tracking." % model]
    if loo:
        lines.append("// Leaving one repository out at a time: |saved width error| median %.2f pt, p90 %.2f pt."
                     % (loo["median"], loo["p90"]))
    if sf_fonts.PRIOR == "sf-display":
        lines += ["// Prior: San Francisco's Display advances as a browser measured them, from string-pixel-width",
                  "// (MIT licence; the notice is in Scripts/text/data/sf-display-browser.tsv)."]
    if fit.kern_prior:
        lines += ["// The kerning pairs are Liberation Sans 2's (fonts-liberation2), read with fontTools, the",
                  "// regular and bold values blended along the weight axis, times one fitted factor. Their notice:"]
        lines += [("// " + line).rstrip() for line in sf_model.LIBERATION_NOTICE.splitlines()]
    lines += ["// The tracking table is Apple's published one (Human Interface Guidelines, Typography).", "",
              "enum GeneratedSystemFont {",
              "    /// The weights with a fitted table, lightest first; others use the nearest.",
              "    static let weights: [Font.Weight] = [%s]" % ", ".join("." + w for w in weights),
              "    /// The labels each weight was fitted on.",
              "    static let labels: [Int] = [%s]" % ", ".join(str(table[w]["labels"]) for w in weights),
              "    /// Each weight's scale of the Helvetica prior, for characters outside the table.",
              "    static let priorScale: [Double] = [%s]" % ", ".join("%.4f" % table[w]["scale_of_prior"] for w in weights),
              "    /// Advances of U+0020...U+007E per weight (the order of `weights`), 1/1000 em.",
              "    static let advances: [[Double]] = ["]
    lines += swift_rows({w: [table[w]["advances"]["U+%04X" % i]["advance"] for i in range(0x20, 0x7F)]
                         for w in weights})
    lines.append("    /// The HIG's tracking table: (points, 1/1000 em); interpolate between rows, 0 from 80 points.")
    rows = ["(%d, %d)" % row for row in HIG_TRACKING]
    lines.append("    static let tracking: [(Double, Double)] = [")
    for i in range(0, len(rows), 8):
        lines.append("        " + ", ".join(rows[i:i + 8]) + ",")
    lines.append("    ]")
    lines.append("    /// The optical size: Text up to `blendFrom` points, Display from `blendTo`, linear between.")
    lines.append("    static let blendFrom = %.1f" % (frm if blend else 1000.0))
    lines.append("    static let blendTo = %.1f" % (to if blend else 1000.0))
    # The Display optical size's advances: the browser's Display table times a fitted scale
    # (hig-blend-d), or the Text advances times one (hig-blend, hig-switch).
    if model.startswith("hig-blend-d"):
        display_scale = 1 + phi.get("display_table_scale-1", 0.0)
        display = {w: [display_scale * prior_advance(chr(i), w, "sf-display") for i in range(0x20, 0x7F)]
                   for w in weights}
        letters = [chr(i) for i in range(ord("a"), ord("z") + 1)]
        display_prior = {w: display_scale * sum(prior_advance(c, w, "sf-display") for c in letters)
                         / sum(prior_advance(c, w, "helvetica") for c in letters) for w in weights}
    else:
        display_scale = 1 + phi.get("display_scale-1", 0.0)
        display = {w: [display_scale * table[w]["advances"]["U+%04X" % i]["advance"] for i in range(0x20, 0x7F)]
                   for w in weights}
        display_prior = {w: display_scale * table[w]["scale_of_prior"] for w in weights}
    lines.append("    /// Each weight's scale of the Helvetica prior at the Display optical size.")
    lines.append("    static let displayPriorScale: [Double] = [%s]" % ", ".join("%.4f" % display_prior[w] for w in weights))
    lines.append("    /// Advances of U+0020...U+007E per weight at the Display optical size, 1/1000 em.")
    lines.append("    static let displayAdvances: [[Double]] = [")
    lines += swift_rows(display)
    lines.append("    /// Added to each Display advance (1/1000 em), with the tracking.")
    lines.append("    static let displayOffset = %.2f" % phi.get("display_offset", 0.0))
    lines.append("    /// Documents saved before Xcode 12 (iOS 13's static San Francisco): tracking added from")
    lines.append("    /// `staticTrackingFrom` points up to `staticTrackingTo` (1/1000 em per character).")
    lines.append("    static let staticTracking = %.2f" % phi.get("static_text_tracking", 0.0))
    lines.append("    static let staticTrackingFrom = %.1f" % STATIC_FROM)
    lines.append("    static let staticTrackingTo = %.1f" % SWITCH_AT)
    lines += swift_kerning(fit, weights)
    lines.append("}")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


# ---------------------------------------------------------------------------------------------
# Self-test: known advances in, advances out

def self_test(seed=7, verbose=True):
    """Synthetic labels from known advances (a perturbed Helvetica, the HIG's tracking, a
    Display blend), rounded up to the pixel grid (a quarter of the training ones to whole
    points, as frames Xcode kept from a 1x canvas are): the fit must recover the advances of the
    characters it sees often, the blend, and predict held-out labels to the pixel."""
    rng = np.random.default_rng(seed)
    letters = "etaoinshrdlcumwfgypbvkjxqzETAOINSHRDLCUMWFGYPBVK0123456789 .,:-'"
    freq = np.linspace(3.0, 0.3, len(letters))
    freq /= freq.sum()
    weights = ["regular", "medium", "semibold", "bold"]
    chars = sorted(set(letters))
    true_scale, true_display = 1.05, (0.97, -20.0)
    shared = rng.normal(0, 25, len(chars))
    truth = {w: {c: true_scale * prior_advance(c, w) + shared[i] + rng.normal(0, 8)
                 for i, c in enumerate(chars)} for w in weights}
    sizes = [11, 12, 13, 14, 15, 16, 17, 17, 17, 18, 20, 22, 24, 28, 34]

    def make(n, stale=0.0):
        out = []
        for _ in range(n):
            w = weights[rng.choice(4, p=[0.55, 0.15, 0.15, 0.15])]
            size = float(sizes[rng.integers(len(sizes))])
            text = "".join(rng.choice(list(letters), size=rng.integers(3, 25), p=freq)).strip() or "x"
            t = optical(size, "hig-blend")
            u = sum(truth[w][c] for c in text)
            u = (1 - t) * u + t * (true_display[0] * u + true_display[1] * len(text))
            width = size / 1000 * (u + len(text) * hig_tracking(size))
            scale = int(rng.choice([2, 3]))
            grid = 1 if rng.random() < stale else scale  # a frame kept from a 1x canvas
            out.append({"text": text, "weight": w, "size": size, "scale": scale, "kind": "system", "tools": 0,
                        "repo": "synthetic", "width": math.ceil(width * grid - 1e-6) / grid})
        return out

    # A quarter of the training widths are whole points, as in the corpora; held-out ones are not.
    train, test = make(1500, stale=0.25), make(300)
    kept, sf_model.STALE = sf_model.STALE, 0.25  # the whole-point rounding in the likelihood too
    try:
        fit = new_fit("hig-blend", train + test, train)
    finally:
        sf_model.STALE = kept
    counts = collections.Counter((s["weight"], c) for s in train for c in s["text"])
    adv = fit.advances()
    errors = [abs(adv[fit.weight_index[w], fit.char_index[c]] - truth[w][c])
              for (w, c), n in counts.items() if n >= 40]
    phi = fit.phi()
    held = np.abs(fit.saved(test) - np.array([s["width"] for s in test]))
    checks = [
        ("advances seen >= 40 times: median |error| <= 3 units", float(np.median(errors)), 3.0),
        ("advances seen >= 40 times: p90 |error| <= 8 units", float(np.percentile(errors, 90)), 8.0),
        ("display scale within 0.02", abs(1 + phi["display_scale-1"] - true_display[0]), 0.02),
        ("display offset within 6 units", abs(phi["display_offset"] - true_display[1]), 6.0),
        ("held-out saved widths: median |error| <= 0.25 pt", float(np.median(held)), 0.25),
        ("held-out saved widths: p90 |error| <= 0.5 pt", float(np.percentile(held, 90)), 0.5),
    ]
    # The fit converges (preconditioned: sf_model.Fit.fit), and width_grid reads a whole-point
    # saved height as a 1x canvas's frame (17 pt: 21 where 2x gives 20.5), and nothing else.
    label17 = {"size": 17.0, "scale": 2, "height_free": True, "height": 21.0}
    grids = [width_grid(label17), width_grid(dict(label17, height=20.5)),
             width_grid(dict(label17, height_free=False)), width_grid(dict(label17, scale=3, height=20 + 1 / 3)),
             width_grid(dict(label17, scale=3)), width_grid(dict(label17, size=15.0, height=18.0))]
    checks += [("the fit's last L-BFGS stage converged", 0 if getattr(fit, "converged", False) else 1, 0),
               ("width_grid: whole-point heights give grid 1, others their scale",
                sum(abs(g - e) for g, e in zip(grids, [1, 2, 2, 3, 1, 2])), 0)]
    # The summary by kind splits the held-out errors as marked: a third of them called button titles
    # (one admitted by a rule), the rest labels; each row's figures are those of its own samples.
    kinds = [dict(s, button=i % 3 == 0, rule="button-insets" if i == 0 else "-") for i, s in enumerate(test)]
    rows = {row[0]: row for row in kind_summary(kinds, held)}
    labels = held[[i for i in range(len(test)) if i % 3]]
    buttons = held[[i for i in range(len(test)) if i % 3 == 0]]
    checks += [
        ("by kind: labels row is the labels' own figures", abs(rows["labels"][1] - len(labels)) + abs(
            rows["labels"][2] - 100.0 * np.mean(labels < EXACT)) + abs(rows["labels"][6] - np.percentile(labels, 90)), 0),
        ("by kind: button titles row likewise", abs(rows["button titles"][1] - len(buttons)) + abs(
            rows["button titles"][5] - np.median(buttons)), 0),
        ("by kind: rule and static check rows count theirs", abs(rows["rule button-insets"][1] - 1) + abs(
            rows["static check"][1] - (len(test) - 1)) + abs(rows["all"][1] - len(test)), 0),
    ]
    checks += kerning_checks(rng)
    checks += track_between_checks()
    ok = True
    for name, value, limit in checks:
        passed = value <= limit
        ok &= passed
        if verbose:
            print("%s %-55s %.3f" % ("ok  " if passed else "FAIL", name, value))
    return ok


def track_between_checks():
    """--track-between labels: a label's predicted width loses one character's tracking (the
    published one, and the static one of old documents at 17-20 pt), a button title's keeps
    it, and the Display offset stays per character (a 24 pt label loses only the tracking)."""
    samples = [{"text": "Hello", "weight": "regular", "size": size, "scale": 2, "kind": "system", "tools": tools,
                "repo": "synthetic", "width": 40.0, "button": button}
               for size, tools, button in ((15.0, 20000, False), (15.0, 20000, True), (17.0, 10000, False),
                                           (24.0, 20000, False))]
    fit = Fit("hig-blend-d-static", "Helo", ["regular"], sizes=[s["size"] for s in samples])
    fit.theta[fit.slices["phi"]] = [-0.05, 30.0, 4.0]
    kept = sf_model.TRACK_BETWEEN
    try:
        sf_model.TRACK_BETWEEN = ()
        each = fit.predict(fit.design(samples))
        sf_model.TRACK_BETWEEN = ("labels",)
        between = fit.predict(fit.design(samples))
    finally:
        sf_model.TRACK_BETWEEN = kept
    expected = np.array([15 / 1000 * hig_tracking(15), 0.0, 17 / 1000 * (hig_tracking(17) + 4.0),
                         24 / 1000 * hig_tracking(24)])
    return [("--track-between labels: one tracking less, buttons keep it", float(np.abs(each - between - expected).max()), 1e-9)]


def kerning_checks(rng):
    """--kern-prior-min on synthetic labels drawn with Liberation Sans's strong pairs times 0.8 (and
    the Text advances as the prior has them): the fit recovers the factor, the generated table's
    value per weight is the factor times the pair blended along the weight axis, and the pairs
    kept are letters and punctuation kerning 50/1000 em or more."""
    kept = sf_model.KERN_PRIOR, sf_model.KERN_MIN
    sf_model.KERN_PRIOR, sf_model.KERN_MIN = True, 50.0
    try:
        kerning = kern_prior_pairs()
        words = ["Today", "AVE", "Type", "Yes.", "Top", "eat", "sing", "Fun.", "nor", "ply,"]
        weights = ["regular", "medium", "semibold", "bold"]
        labels = []
        for _ in range(600):
            w = weights[rng.choice(4, p=[0.55, 0.15, 0.15, 0.15])]
            size = float(rng.choice([12, 13, 15, 17]))
            text = " ".join(rng.choice(words, size=int(rng.integers(1, 4))))
            u = sum(prior_advance(c, w) for c in text) + 0.8 * sum(kern_value(kerning, p, w) for p in zip(text, text[1:]))
            scale = int(rng.choice([2, 3]))
            width = size / 1000 * (u + len(text) * hig_tracking(size))
            labels.append({"text": text, "weight": w, "size": size, "scale": scale, "kind": "system", "tools": 20000,
                           "repo": "synthetic", "width": math.ceil(width * scale - 1e-6) / scale})
        fit = new_fit("hig", labels, labels)
        factor = float(fit.theta[fit.slices["kp"]][0])
        table = kerning_table(fit, weights)
        blend = max(abs(table[("T", "o")][i] - factor * kern_value(kerning, ("T", "o"), w)) for i, w in enumerate(weights))
        outside = sum(1 for p, v in kerning.items() if " " in p or any(c.isdigit() for c in p) or min(v) > -50)
    finally:
        sf_model.KERN_PRIOR, sf_model.KERN_MIN = kept
    return [("kerning: the fitted factor within 0.05 of 0.8", abs(factor - 0.8), 0.05),
            ("kerning: the table is the factor times the blended pair", blend, 1e-9),
            ("kerning: --kern-prior-min 50 keeps strong letter pairs only", outside + (0 if ("T", "o") in kerning else 1), 0)]


# ---------------------------------------------------------------------------------------------

def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", action="append", help="a corpus folder (repeatable); default A and C")
    parser.add_argument("--models", default=",".join(MODELS))
    parser.add_argument("--report", help="write the text report here too")
    parser.add_argument("--json", help="write the fitted table (best model, all data) here")
    parser.add_argument("--swift", help="write the generated Swift table here")
    parser.add_argument("--no-loo", action="store_true", help="skip leaving repositories out")
    parser.add_argument("--list", action="store_true", help="print each sample's left-out error (stdout only): "
                        "model, |error|, repository, weight, size, saved and predicted width, file, id, rule "
                        "('-': the static check) and kind (label or button)")
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("--ridge", help="shared,per-weight[,axis] ridge strengths (default %g,%g,%g)"
                        % (sf_model.RIDGE_SHARED, sf_model.RIDGE_WEIGHT, sf_model.RIDGE_AXIS))
    parser.add_argument("--pairs", help="MIN,RIDGE: fit a kerning correction for pairs in MIN labels or more")
    parser.add_argument("--buttons", action="store_true",
                        help="add classic buttons' titles (saved width: the title's, up to a whole point)")
    parser.add_argument("--rules", help="RULE,...: extra sample-picking rules (%s; 'all'), see sf_samples.RULES"
                        % ",".join(sf_samples.ALL_RULES))
    parser.add_argument("--no-height-grid", action="store_true",
                        help="every label's width interval on its document's pixel grid, even where its saved "
                        "height was rounded to a whole point (sf_model.width_grid)")
    parser.add_argument("--no-precondition", action="store_true",
                        help="L-BFGS in the parameters' own units, as before (it stops short of the optimum)")
    parser.add_argument("--no-digits", action="store_true",
                        help="no shared correction for the digits (each digit's own only, as before)")
    parser.add_argument("--kern-prior", action="store_true",
                        help="add Liberation Sans's kerning pairs times one fitted factor")
    parser.add_argument("--kern-prior-min", type=float,
                        help="UNITS: --kern-prior with only the pairs of letters and punctuation (no space, no "
                        "digit) that kern at least UNITS/1000 em in regular or bold")
    parser.add_argument("--prior", choices=("helvetica", "sf-display"), default=sf_fonts.PRIOR,
                        help="the advances' prior: the browser's SF Display table (default) or Helvetica's")
    parser.add_argument("--round-nearest", help="GRID,...: labels on these pixel grids (2, 3) round to the nearest "
                        "pixel, not up")
    parser.add_argument("--sigma", type=float,
                        help="the likelihood's noise, pt (default %g)" % sf_model.SIGMA)
    parser.add_argument("--outlier", type=float,
                        help="the likelihood's share of outliers (default %g)" % sf_model.OUTLIER)
    parser.add_argument("--shuffle", type=int, default=0,
                        help="SEED: shuffle the samples' order with this seed (0: corpus order), to measure "
                        "the fit's path noise")
    parser.add_argument("--stale", type=float,
                        help="share of whole-point (1x) saved widths (default %g)" % sf_model.STALE)
    parser.add_argument("--track-between", choices=("labels", "all"),
                        help="the tracking between characters only, n - 1 times in a line of n: for labels "
                             "(button titles keep n) or all samples (default: n, after each character)")
    args = parser.parse_args()
    if args.ridge:
        values = [float(v) for v in args.ridge.split(",")]
        sf_model.RIDGE_SHARED, sf_model.RIDGE_WEIGHT = values[:2]
        sf_model.RIDGE_AXIS = values[2] if len(values) > 2 else sf_model.RIDGE_AXIS
    if args.pairs is not None:
        sf_model.PAIR_MIN, sf_model.RIDGE_PAIR = int(args.pairs.split(",")[0]), float(args.pairs.split(",")[1])
    if args.stale is not None:
        sf_model.STALE = args.stale
    if args.sigma is not None:
        sf_model.SIGMA = args.sigma
    if args.outlier is not None:
        sf_model.OUTLIER = args.outlier
    sf_samples.BUTTONS = args.buttons
    if args.rules:
        rules = sf_samples.ALL_RULES if args.rules == "all" else tuple(r for r in args.rules.split(",") if r)
        unknown = [r for r in rules if r not in sf_samples.ALL_RULES]
        if unknown:
            parser.error("unknown rule(s): %s" % ", ".join(unknown))
        sf_samples.RULES = frozenset(rules)
    sf_model.KERN_PRIOR = args.kern_prior or args.kern_prior_min is not None
    sf_model.KERN_MIN = args.kern_prior_min or 0.0
    sf_fonts.PRIOR = args.prior
    if args.round_nearest:
        sf_model.ROUND_NEAREST = tuple(int(v) for v in args.round_nearest.split(","))
    sf_model.TRACK_BETWEEN = (args.track_between,) if args.track_between else ()
    sf_model.DIGITS = not args.no_digits
    sf_model.PRECONDITION = not args.no_precondition
    sf_model.HEIGHT_GRID = not args.no_height_grid
    if args.self_test:
        return 0 if self_test() else 1
    corpora = args.corpus or default_corpora()
    if not corpora:
        print("fit skipped: no corpus found")
        return 0
    started = time.time()
    reasons = collections.Counter()
    picked = list(samples(corpora, reasons))
    if args.shuffle:  # the same samples in another order: the fit is path-sensitive
        random.Random(args.shuffle).shuffle(picked)
    data = [s for s in picked if gate(s)]
    models = [m for m in args.models.split(",") if m]
    report = ["# fit_system_font.py report", "",
              "corpora: %s" % ", ".join(os.path.basename(c) for c in corpora),
              "labels and buttons considered: %d; why the others were left out: %s" % (
                  sum(reasons.values()), ", ".join("%s %d" % kv for kv in reasons.most_common() if kv[0] != "used")),
              "picked %d, of which %d pass the prior gate (within max(%g pt, %d%%) of Helvetica x 1.04 + HIG tracking)"
              % (len(picked), len(data), GATE_POINTS, GATE_RELATIVE * 100), "",
              "## Samples by size and weight, and by repository", "", count_table(data), ""]
    columns = {}
    if not args.no_loo:
        for model in models:
            log = (lambda line: print(line, file=sys.stderr)) if args.list else None
            columns[model], predicted = leave_one_repository_out(model, data, log)
            if args.list:
                for s, p, e in zip(data, predicted, columns[model]):
                    print("%s %6.2f %-30s %-8s %4g saved %7.2f predicted %7.2f  %s %s %s %s" % (
                        model, e, s["repo"][:30], s["weight"], s["size"], s["width"], p,
                        s.get("file", "-"), s["id"], s.get("rule", "-"), "button" if s.get("button") else "label"))
        report += ["## Leaving one repository out: |predicted saved width - saved width| (pt), median and p90", "",
                   table(data, columns), "",
                   "## Left out, by kind of sample: exact (to the pixel), within 1/3 pt, mean, median and p90 (pt)",
                   "", kind_table(data, columns), ""]
    # The best is chosen among the models the generated Swift table expresses and TextLayout
    # implements (HIG tracking, Text or Display or a blend). The others are yardsticks: a free
    # scale or tracking per point size says nothing of sizes the corpus lacks, and the era scales
    # are diagnostics TextLayout does not implement (hig-blend-d-static's tracking it does).
    fitted = [m for m in models if m in IMPLEMENTED] or [m for m in models if m != "helvetica101"]
    if columns:
        best = min(fitted, key=lambda m: (round(np.percentile(columns[m], 90), 3), np.median(columns[m]),
                                           np.mean(columns[m])))
    else:
        best = "hig-blend" if "hig-blend" in fitted else fitted[0]
    fit = new_fit(best, data, data)
    inside = np.abs(fit.saved(data) - np.array([s["width"] for s in data]))
    report += ["## Best model left out: %s (fitted on everything: in-sample median %.2f, p90 %.2f pt)" % (
        best, np.median(inside), np.percentile(inside, 90)),
        "size parameters: " + (", ".join("%s=%.4f" % kv for kv in fit.phi().items()) or "none"),
        "kerning prior factor: %.4f" % fit.theta[fit.slices["kp"]][0] if sf_model.KERN_PRIOR else "no kerning prior",
        "prior: %s; its scale (and offset, 1/1000 em) per weight: " % sf_fonts.PRIOR + ", ".join(
            "%s %.4f (%+.1f)" % (w, fit.theta[fit.slices["g"]][i], fit.theta[fit.slices["o"]][i])
            for i, w in enumerate(fit.weights)), ""]
    heights = line_heights(data)
    report += ["## Single-line label heights (height set by the font alone)", "",
               "%-10s %6s %10s %8s %18s %12s" % ("pt@grid", "labels", "commonest", "agree", "line em interval",
                                                  "1.1934 saves")]
    for key, h in heights.items():
        report.append("%-10s %6d %10g %8d %8.4f - %.4f %12g" % (key, h["labels"], h["commonest"], h["agreeing"],
                                                              h["line_em_from"], h["line_em_to"],
                                                              h["current_1.1934_saves"]))
    report += ["", "(%.0f s)" % (time.time() - started)]
    text = "\n".join(report)
    print(text)
    if args.report:
        with open(args.report, "w") as f:
            f.write(text + "\n")
    table_ = fitted_table(fit, data)
    out_loo = {m: {"median": float(np.median(e)), "p90": float(np.percentile(e, 90))} for m, e in columns.items()}
    if args.json:
        out = {"generator": "Scripts/text/fit_system_font.py", "source": "label frames Xcode saved (corpus A and C)",
               "model": best, "form": "width = size/1000 * (m(size) * sum adv + n * k(size)); adv in 1/1000 em at "
                                      "the Text optical size; k = HIG tracking; m, and an offset per character, "
                                      "blend toward Display (see display)",
               "display": {"scale": 1 + fit.phi().get("display_scale-1", 0.0),
                           "offset_per_character": fit.phi().get("display_offset", 0.0),
                           "blend_from_pt": BLEND_FROM if best.startswith("hig-blend") else SWITCH_AT,
                           "blend_to_pt": BLEND_TO if best.startswith("hig-blend") else SWITCH_AT} if fit.phi_names and
               best.startswith("hig-") else None,
               "size_parameters": fit.phi(), "tracking_hig": HIG_TRACKING,
               "rounding": "saved width = ceil(width * scale) / scale, scale 2 or 3 from the document's device",
               "weights": table_, "line_heights": heights,
               "loo": {m: {"median": float(np.median(e)), "p90": float(np.percentile(e, 90))} for m, e in columns.items()}}
        with open(args.json, "w") as f:
            json.dump(out, f, indent=1, ensure_ascii=False)
    if args.swift:
        command = "python3 Scripts/text/fit_system_font.py " + " ".join(
            a if not os.path.isabs(a) else os.path.relpath(a, ROOT) for a in sys.argv[1:])
        write_swift(args.swift, fit, table_, best, command, out_loo.get(best))
    return 0


if __name__ == "__main__":
    sys.exit(main())
