"""The samples fit_system_font.py fits: the labels (and, with BUTTONS, classic buttons' titles)
in Interface Builder documents whose saved width their text alone decides, read from the corpus
folders at run time (never copied)."""
import collections
import csv
import glob
import math
import os
import xml.etree.ElementTree as ET

from sf_fonts import *  # noqa: F401,F403  (font descriptions, tracking, priors)

def default_corpora():
    """corpus A and C next to the project (../shared) or next to its clone (../../shared)."""
    for shared in (os.path.join(ROOT, "..", "shared"), os.path.join(ROOT, "..", "..", "shared")):
        found = [os.path.normpath(os.path.join(shared, "corpus", name))
                 for name in ("interface-builder", "interface-builder-large")]
        if any(os.path.isdir(p) for p in found):
            return [p for p in found if os.path.isdir(p)]
    return []


# ---------------------------------------------------------------------------------------------
# Samples: labels whose saved width their text decides

BUTTONS = False  # classic buttons' titles as samples too, with --buttons

HORIZONTAL = {"leading": "start", "left": "start", "leadingMargin": "start", "leftMargin": "start",
              "trailing": "end", "right": "end", "trailingMargin": "end", "rightMargin": "end",
              "centerX": "center", "centerXWithinMargins": "center"}
SCALE3 = ("retina5_5", "retina5_9", "retina6_0", "retina6_5", "retina6_12", "retina6_7", "retina6_72",
          "retina6_3", "retina6_9", "retina5_4")


def device_scale(root):
    """The pixel grid Xcode rounded the canvas to: 3 for @3x iPhones, else 2 (also when the
    document names no device: corpus widths there are whole or half points)."""
    device = root.find(".//device")
    name = device.get("id") if device is not None else None
    return 3 if name in SCALE3 else 2


def horizontal_constraints(root):
    """For each view id: the horizontal anchors ("start", "end", "center") that equalities pin,
    with the highest priority pinning each, and whether any constraint touches its width."""
    edges, widths = collections.defaultdict(dict), set()
    for parent in root.iter():
        constraints = parent.find("constraints")
        if constraints is None:
            continue
        owner = parent.get("id")
        for c in constraints.findall("constraint"):
            priority = float(c.get("priority", "1000"))
            for item, attribute in ((c.get("firstItem", owner), c.get("firstAttribute")),
                                    (c.get("secondItem"), c.get("secondAttribute"))):
                if not item:
                    continue
                if attribute == "width":
                    widths.add(item)
                elif c.get("relation") is None and attribute in HORIZONTAL:
                    anchor = HORIZONTAL[attribute]
                    edges[item][anchor] = max(priority, edges[item].get(anchor, 0))
    return edges, widths


class Document:
    def __init__(self, path, repo):
        self.path, self.repo = path, repo
        self.root = ET.parse(path).getroot()
        self.scale = device_scale(self.root)
        tools = self.root.get("toolsVersion", "0")
        self.tools = float(re.match(r"[0-9]+", tools).group(0)) if re.match(r"[0-9]+", tools) else 0.0
        if self.tools >= 30000:  # a placeholder toolsVersion: the plug-in version tells the Xcode
            plugin = self.root.find("dependencies/plugIn[@identifier='com.apple.InterfaceBuilder.IBCocoaTouchPlugin']")
            version = plugin.get("version", "") if plugin is not None else ""
            self.tools = float(re.match(r"[0-9]+", version).group(0)) if re.match(r"[0-9]+", version) else self.tools
        self.extra_small = 18000 <= self.tools < 21000
        self.edges, self.widths = horizontal_constraints(self.root)
        self.parents = {child: parent for parent in self.root.iter() for child in parent}

    def stack_of(self, view):
        """The stack view a view is arranged in, or None."""
        holder = self.parents.get(view)
        stack = self.parents.get(holder) if holder is not None else None
        if stack is not None and stack.tag == "stackView" and holder.tag == "subviews":
            return stack
        return None

    def width_free(self, view, depth=0):
        """Whether nothing but the view's content decides its width: no width constraint, not
        two horizontal anchors pinned by required equalities, and, in a stack view, a stack that
        does not stretch it (a horizontal stack that sizes to fit, or spaces views equally; a
        vertical stack not filling, or one that sizes to fit this, its only view)."""
        ident = view.get("id")
        hugging = float(view.get("horizontalHuggingPriority", "250"))
        # Two anchors held by equalities stronger than the view's hugging set its width.
        pinned = [a for a, p in self.edges.get(ident, {}).items() if p >= hugging]
        if ident in self.widths or len(pinned) >= 2:
            return False
        if view.get("translatesAutoresizingMaskIntoConstraints") != "NO" and depth == 0 and view.tag != "stackView":
            return False  # sized by its autoresizing mask, not its text
        stack = self.stack_of(view)
        if stack is None:
            return True
        if depth > 6:
            return False
        arranged = [v for v in self.parents[view] if v.tag != "constraints"]
        if stack.get("axis") == "vertical":
            if stack.get("alignment") not in (None, "fill"):
                return True
            return len(arranged) == 1 and self.width_free(stack, depth + 1)
        if stack.get("distribution") in ("equalSpacing", "equalCentering"):
            return True
        if stack.get("distribution") in ("fillEqually", "fillProportionally"):
            return False
        return self.width_free(stack, depth + 1)


def manifest_repos(corpus):
    repos = {}
    path = os.path.join(corpus, "MANIFEST.tsv")
    if os.path.exists(path):
        with open(path, newline="") as f:
            for row in csv.DictReader(f, delimiter="\t"):
                repos[row["file"]] = row["repo"]
    return repos


def one_line_height(size):
    return 1.1934 * size


def samples(corpora, reasons=None):
    """Yields a dict per label whose text decides its width. `reasons` counts why the others
    were left out."""
    reasons = reasons if reasons is not None else collections.Counter()
    for corpus in corpora:
        repos = manifest_repos(corpus)
        for path in sorted(glob.glob(os.path.join(corpus, "*.xib")) + glob.glob(os.path.join(corpus, "*.storyboard"))):
            name = os.path.basename(path)
            try:
                doc = Document(path, repos.get(name, name.split("__")[0] + "/" + name.split("__")[1]))
            except ET.ParseError:
                reasons["unreadable document"] += 1
                continue
            for label in doc.root.iter("label"):
                reason = why_not(doc, label)
                if reason:
                    reasons[reason] += 1
                    continue
                weight, size, kind = font_of(label.find("fontDescription"), doc.extra_small)
                frame = label.find("rect[@key='frame']")
                yield {"repo": doc.repo, "file": name, "id": label.get("id"), "scale": doc.scale,
                       "tools": doc.tools, "text": label.get("text"), "weight": weight, "size": size,
                       "kind": kind, "width": float(frame.get("width")), "height": float(frame.get("height")),
                       "height_free": height_free(doc, label)}
                reasons["used"] += 1
            if BUTTONS:
                for button in doc.root.iter("button"):
                    sample = button_sample(doc, button)
                    reasons["used" if sample else "button without a title alone deciding its width"] += 1
                    if sample:
                        yield dict(sample, file=name)


def button_sample(doc, button):
    """A classic button whose title alone decides its width, as a sample: UIKit sizes its title
    label to whole points and the button to the title (system buttons at least 30 wide), so the
    saved width is the title's, rounded up to a whole point (grid 1). None for any other."""
    if any(button.get(flag) == "YES" for flag in ("misplaced", "ambiguous", "fixedFrame")):
        return None
    if button.get("translatesAutoresizingMaskIntoConstraints") != "NO" or button.find("buttonConfiguration") is not None:
        return None
    if button.find("inset") is not None:  # content, title or image insets widen it
        return None
    state = button.find("state[@key='normal']")
    title = state.get("title") if state is not None else None
    if not title or state.get("image") or state.get("backgroundImage") or button.find("attributedString") is not None:
        return None
    if not drawn_by_sf(title) or title != title.strip() or not doc.width_free(button):
        return None
    description = button.find("fontDescription")
    font = font_of(description, doc.extra_small) if description is not None else ("regular", 15.0, "system")
    frame = button.find("rect[@key='frame']")
    if font is None or frame is None or float(frame.get("width")) <= 30:  # 30: the system minimum
        return None
    weight, size, kind = font
    return {"repo": doc.repo, "id": button.get("id"), "scale": 1, "tools": doc.tools, "text": title,
            "weight": weight, "size": size, "kind": kind, "width": float(frame.get("width")),
            "height": float(frame.get("height")), "height_free": False, "button": True}


def why_not(doc, label):
    text = label.get("text")
    frame = label.find("rect[@key='frame']")
    if not text or frame is None:
        return "no plain text or no frame"
    if font_of(label.find("fontDescription")) is None:
        return "named font"
    for flag in ("misplaced", "ambiguous", "fixedFrame"):
        if label.get(flag) == "YES":
            return "flagged " + flag
    if label.get("adjustsFontSizeToFit") == "YES":
        return "adjusts font size"
    if label.get("translatesAutoresizingMaskIntoConstraints") != "NO":
        return "autoresizing mask"
    if not drawn_by_sf(text):
        return "characters from other fonts"
    if text != text.strip(" "):
        return "leading or trailing spaces"
    weight, size, kind = font_of(label.find("fontDescription"), doc.extra_small)
    lines = int(label.get("numberOfLines", "1"))
    height = float(frame.get("height"))
    if lines != 1 and height > 1.5 * one_line_height(size):
        return "multi-line"
    if not doc.width_free(label):
        return "width set by constraints or stack"
    if float(frame.get("width")) < 1:
        return "zero width"
    return None


def height_free(doc, label):
    edges = set()
    ident = label.get("id")
    for parent in doc.root.iter():
        constraints = parent.find("constraints")
        if constraints is None:
            continue
        for c in constraints.findall("constraint"):
            if c.get("relation") is not None or c.get("priority", "1000") != "1000":
                if "height" in (c.get("firstAttribute"), c.get("secondAttribute")):
                    pass
                else:
                    continue
            for item, attribute in ((c.get("firstItem", parent.get("id")), c.get("firstAttribute")),
                                    (c.get("secondItem"), c.get("secondAttribute"))):
                if item == ident:
                    edges.add({"top": "s", "topMargin": "s", "bottom": "e", "bottomMargin": "e",
                               "centerY": "c", "centerYWithinMargins": "c", "height": "h"}.get(attribute, "x"))
    if "h" in edges or len(edges - {"x"}) >= 2:
        return False
    return doc.stack_of(label) is None or doc.stack_of(label).get("axis") == "vertical"
