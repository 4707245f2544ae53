"""San Francisco's model inputs for fit_system_font.py: Interface Builder's font descriptions
(system fonts, weights, text styles), Apple's tracking table, and the priors the advances are
fitted around (Helvetica's published advances, or San Francisco's Display widths as a browser
measured them: data/sf-display-browser.tsv, MIT)."""
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
WIDTHS = os.path.join(ROOT, "Sources", "TextLayout", "Metrics", "HelveticaWidths.generated.swift")

# ---------------------------------------------------------------------------------------------
# Fonts

TEXT_STYLES = {  # UIFont.preferredFont at the default content size (Large): (points, weight)
    "UICTFontTextStyleTitle0": (34, "regular"), "UICTFontTextStyleTitle1": (28, "regular"),
    "UICTFontTextStyleTitle2": (22, "regular"), "UICTFontTextStyleTitle3": (20, "regular"),
    "UICTFontTextStyleHeadline": (17, "semibold"), "UICTFontTextStyleBody": (17, "regular"),
    "UICTFontTextStyleCallout": (16, "regular"), "UICTFontTextStyleSubhead": (15, "regular"),
    "UICTFontTextStyleFootnote": (13, "regular"), "UICTFontTextStyleCaption1": (12, "regular"),
    "UICTFontTextStyleCaption2": (11, "regular"),
}
# Xcode 13's canvas (toolsVersion 18000-20999) draws text styles at the extra-small content size
# (TextLayout's ContentSizeCategory.extraSmall, Apple's published sizes): their labels' points.
EXTRA_SMALL = {"UICTFontTextStyleTitle0": 31, "UICTFontTextStyleTitle1": 25, "UICTFontTextStyleTitle2": 19,
               "UICTFontTextStyleTitle3": 17, "UICTFontTextStyleHeadline": 14, "UICTFontTextStyleBody": 14,
               "UICTFontTextStyleCallout": 13, "UICTFontTextStyleSubhead": 12, "UICTFontTextStyleFootnote": 12,
               "UICTFontTextStyleCaption1": 11, "UICTFontTextStyleCaption2": 11}
WEIGHTS = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black", "italic"]
# The weights' places on San Francisco's weight axis (wght: regular 400, medium 510, semibold
# 590, bold 700 in SF Pro's named instances), as (wght - 400) / 300.
WEIGHT_AXIS = {"ultraLight": -1.0, "thin": -0.667, "light": -0.333, "regular": 0.0, "medium": 0.367,
               "semibold": 0.633, "bold": 1.0, "heavy": 1.533, "black": 2.0, "italic": 0.0}
BOLDNESS = {"ultraLight": 0, "thin": 0, "light": 0, "regular": 0, "medium": 0.35, "semibold": 0.65,
            "bold": 1, "heavy": 1, "black": 1, "italic": 0}  # as ProportionalMetrics.boldness(of:)

# The HIG's tracking table (Typography > Tracking values, SF Pro, iOS), 1/1000 em; see
# shared/docs/TEXT-METRICS.md. Sizes between rows interpolate; 80 pt and up: 0.
HIG_TRACKING = [(6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
                (15, -16), (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12),
                (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (30, 14), (31, 13), (32, 13),
                (33, 12), (34, 12), (35, 11), (36, 10), (40, 10), (41, 9), (43, 9), (44, 8), (48, 8),
                (49, 7), (51, 7), (52, 6), (56, 6), (58, 5), (60, 4), (64, 4), (66, 3), (68, 2), (72, 2),
                (76, 1), (80, 0)]


def hig_tracking(size):
    if size <= HIG_TRACKING[0][0]:
        return float(HIG_TRACKING[0][1])
    for (a, ta), (b, tb) in zip(HIG_TRACKING, HIG_TRACKING[1:]):
        if a <= size <= b:
            return ta + (tb - ta) * (size - a) / (b - a)
    return 0.0


def helvetica(name):
    source = open(WIDTHS).read()
    body = re.search(r'static let %s = """(.*?)"""' % name, source, re.S).group(1)
    body = "".join(ch for ch in body if ord(ch) > 0x20)
    return {chr(int(body[i:i + 4], 16)): float(int(body[i + 4:i + 8])) for i in range(0, len(body), 8)}


HELVETICA = {}
PRIOR = "sf-display"  # the advances' prior shape: the browser's Display table; --prior helvetica as before


DISPLAY_TABLE = os.path.join(HERE, "data", "sf-display-browser.tsv")
DISPLAY = {}
# Helvetica's advances times this stand in, under the Display prior, for characters the browser
# table lacks: the table's mean a-z advance (473.5) over Helvetica's (489.5).
DISPLAY_PER_HELVETICA = 473.5 / 489.5


def display_advance(ch, weight):
    """San Francisco's Display advance as a browser measured it (data/sf-display-browser.tsv,
    MIT, hundredths of an em) in 1/1000 em, regular and bold blended as for Helvetica; None
    outside U+0020...U+007E."""
    if not DISPLAY:
        for line in open(DISPLAY_TABLE):
            if line.startswith("#") or not line.strip():
                continue
            code, *widths = line.split()
            DISPLAY[chr(int(code, 16))] = [10.0 * int(w) for w in widths]
    row = DISPLAY.get(ch)
    if row is None:
        return None
    if weight == "italic":
        return row[2]
    return row[0] + (row[1] - row[0]) * BOLDNESS[weight]


def prior_advance(ch, weight, prior=None):
    """The prior advance in 1/1000 em, before the per-weight scale and offset. With PRIOR
    "helvetica" (or prior="helvetica", as the selection gate asks): Helvetica where it has the
    character, else what ProportionalMetrics uses (a digit's width). With "sf-display": the
    browser's Display table, else Helvetica's times DISPLAY_PER_HELVETICA."""
    if (prior or PRIOR) == "sf-display":
        display = display_advance(ch, weight)
        if display is not None:
            return display
        return DISPLAY_PER_HELVETICA * prior_advance(ch, weight, "helvetica")
    if not HELVETICA:
        HELVETICA["regular"], HELVETICA["bold"] = helvetica("regular"), helvetica("bold")
    regular = HELVETICA["regular"].get(ch)
    if regular is None:
        return 556.0
    bold = HELVETICA["bold"].get(ch, regular)
    return regular + (bold - regular) * BOLDNESS[weight]


def font_of(description, extra_small=False):
    """(weight, points, kind) of a system font or text style, else None (a named font).
    `extra_small`: text styles at the extra-small content size (Xcode 13's canvas)."""
    if description is None:
        return None
    style = description.get("style")
    if style in TEXT_STYLES:
        size, weight = TEXT_STYLES[style]
        if extra_small:
            size = EXTRA_SMALL[style]
        return weight, float(size), "style"
    kind = description.get("type")
    size = description.get("pointSize")
    if kind in ("system", "boldSystem", "italicSystem") and size:
        weight = {"boldSystem": "bold", "italicSystem": "italic"}.get(kind, description.get("weight", "regular"))
        if weight not in BOLDNESS:
            return None
        return weight, float(size), "system"
    return None


def drawn_by_sf(text):
    """Whether San Francisco draws every character (Latin, Greek, Cyrillic, punctuation): CJK,
    emoji and other scripts come from fallback fonts, which neither this table nor the
    system font's tracking describe."""
    for ch in text:
        code = ord(ch)
        if code < 0x20 or (0x7F <= code < 0xA0):
            return False
        if code < 0x0530 or 0x1E00 <= code < 0x2070 or 0x20A0 <= code < 0x20C0 or code in (0x2122, 0x2190, 0x2192):
            continue
        return False
    return True
