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

# Rules that admit views the static check above rejects, each following UIKit's documented
# layout (fit_system_font.py --rules; a sample records the rule that admitted it as "rule"):
#   stack-hugging  an arranged view of a horizontal fill stack whose width is set: the stack
#                  stretches only its lowest-hugging view (and compresses the lowest
#                  compression-resistant one), so a view with a sibling that hugs strictly less
#                  and resists compression no more keeps its intrinsic width (with equal
#                  resistance, unless the stack is too narrow for both: the prior gate drops those)
#   weak-width     a constant width constraint that cannot win: an equality weaker than both the
#                  view's hugging and its compression resistance, or an inequality the saved
#                  width does not touch (<= C saved below C, >= C saved above C on the grid)
#   container      a label pinned on both sides to a plain view it alone fills, whose own width
#                  nothing else sets: the view wraps the label, which keeps its intrinsic width
#   chain-hugging  the same between siblings pinned edge to edge by constraints: a view held at
#                  both ends, one of them by a sibling that hugs less and resists compression no
#                  more, keeps its intrinsic width
#   button-insets  a classic button with insets: title and image insets do not enter its
#                  intrinsic size, whole-point content insets add to it (UIButton's documentation)
RULES = frozenset()
ALL_RULES = ("stack-hugging", "weak-width", "container", "button-insets", "chain-hugging")

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
        self.by_id = {e.get("id"): e for e in self.root.iter() if e.get("id")}
        self.constraints = []  # (first item, first attribute, second item, second attribute, constraint)
        for parent in self.root.iter():
            constraints = parent.find("constraints")
            if constraints is not None:
                for c in constraints.findall("constraint"):
                    self.constraints.append((c.get("firstItem", parent.get("id")), c.get("firstAttribute"),
                                             c.get("secondItem"), c.get("secondAttribute"), c))
        self.rule = None  # the rule that admitted the last view width_free said yes to

    def width_set(self, view):
        """Whether a width constraint may set the view's width (weak-width: one that cannot
        win does not count)."""
        ident = view.get("id")
        if ident not in self.widths:
            return False
        if "weak-width" not in RULES:
            return True
        frame = view.find("rect[@key='frame']")
        width = float(frame.get("width")) if frame is not None else None
        hugging = float(view.get("horizontalHuggingPriority", "250"))
        resistance = float(view.get("horizontalCompressionResistancePriority", "750"))
        for first, first_attribute, second, second_attribute, c in self.constraints:
            if "width" not in (first_attribute, second_attribute) or ident not in (first, second):
                continue
            if second is not None or first_attribute != "width" or width is None:
                return True  # against another view (or an aspect ratio): it may set it
            constant, relation = float(c.get("constant", "0")), c.get("relation")
            on_grid = math.ceil(constant * self.scale - 1e-6) / self.scale
            if relation is None and float(c.get("priority", "1000")) < min(hugging, resistance):
                continue
            if relation == "lessThanOrEqual" and width < constant - 1e-6:
                continue
            if relation == "greaterThanOrEqual" and width > on_grid + 1e-6:
                continue
            return True
        self.rule = "weak-width"
        return False

    def container_free(self, view, depth):
        """container: the view is a label pinned at both ends, by required equalities, to the
        leading and trailing edges (or margins) of a plain view that holds nothing else, and
        that view's width is free of everything but the label."""
        holder = self.parents.get(view)
        box = self.parents.get(holder) if holder is not None else None
        if box is None or holder.tag != "subviews" or box.tag != "view" or box.get("customClass"):
            return False
        if len([v for v in holder]) != 1 or box.get("translatesAutoresizingMaskIntoConstraints") != "NO":
            return False
        ident, boxid = view.get("id"), box.get("id")
        ends = set()
        for first, first_attribute, second, second_attribute, c in self.constraints:
            if ident in (first, second) and (first_attribute in HORIZONTAL or second_attribute in HORIZONTAL) \
                    and {first, second} != {ident, boxid}:
                return False  # held by another view too
            if {first, second} == {ident, boxid} and first_attribute in HORIZONTAL:
                if c.get("relation") is None and float(c.get("priority", "1000")) >= 1000 \
                        and HORIZONTAL[first_attribute] == HORIZONTAL.get(second_attribute) \
                        and HORIZONTAL[first_attribute] != "center":
                    ends.add(HORIZONTAL[first_attribute])
                else:
                    return False
        if ends != {"start", "end"}:
            return False
        if boxid in self.widths or any(c.get("firstAttribute") == "width" for c in box.findall("constraints/constraint")
                                       if c.get("firstItem") in (None, boxid) and c.get("secondItem") != ident):
            return False
        # The box's own horizontal anchors, not counting the label's.
        pinned = set()
        for first, first_attribute, second, second_attribute, c in self.constraints:
            if ident in (first, second) or c.get("relation") is not None:
                continue
            for item, attribute in ((first, first_attribute), (second, second_attribute)):
                if item == boxid and attribute in HORIZONTAL and float(c.get("priority", "1000")) >= 250:
                    pinned.add(HORIZONTAL[attribute])
        if len(pinned) >= 2:
            return False
        saved_rule, self.rule = self.rule, None
        free = self.width_free(box, depth + 1, container=True)
        self.rule = saved_rule if free else None
        return free

    def stack_of(self, view):
        """The stack view a view is arranged in, or None."""
        holder = self.parents.get(view)
        stack = self.parents.get(holder) if holder is not None else None
        if stack is not None and stack.tag == "stackView" and holder.tag == "subviews":
            return stack
        return None

    def width_free(self, view, depth=0, container=False):
        """As _width_free, noting in self.rule the rule that admitted the view (None if none did)."""
        if depth == 0:
            self.rule = None
        free = self._width_free(view, depth, container)
        if free and depth == 0 and self.rule is None:
            self.rule = "-"
        return free

    def _width_free(self, view, depth=0, container=False):
        """Whether nothing but the view's content decides its width: no width constraint, not
        two horizontal anchors pinned by required equalities, and, in a stack view, a stack that
        does not stretch it (a horizontal stack that sizes to fit, or spaces views equally; a
        vertical stack not filling, or one that sizes to fit this, its only view)."""
        ident = view.get("id")
        hugging = float(view.get("horizontalHuggingPriority", "250"))
        # Two anchors held by equalities stronger than the view's hugging set its width.
        pinned = [a for a, p in self.edges.get(ident, {}).items() if p >= hugging]
        if self.width_set(view):
            return False
        if len(pinned) >= 2 and not container:
            if "chain-hugging" in RULES and depth == 0 and self.chain_yields(view, hugging):
                self.rule = "chain-hugging"
                return view.get("translatesAutoresizingMaskIntoConstraints") == "NO" and self.stack_of(view) is None
            if "container" in RULES and view.tag == "label" and depth == 0 and self.container_free(view, depth):
                self.rule = self.rule or "container"
                return True
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
            return len(arranged) == 1 and self._width_free(stack, depth + 1)
        if stack.get("distribution") in ("equalSpacing", "equalCentering"):
            return True
        if stack.get("distribution") in ("fillEqually", "fillProportionally"):
            return False
        if self._width_free(stack, depth + 1):
            return True
        if "stack-hugging" in RULES and self.yields_to_sibling(view, arranged):
            self.rule = "stack-hugging"
            return True
        return False

    def chain_yields(self, view, hugging):
        """chain-hugging: the view's two pinned anchors are its leading and trailing edges, one
        of them pinned edge to edge to a sibling that hugs less and resists compression no more
        (and has no width constraint): Auto Layout stretches or squeezes that sibling, as a
        stack does, and this view keeps its intrinsic width."""
        ident = view.get("id")
        holder = self.parents.get(view)
        anchors, yielding = set(), False
        for first, first_attribute, second, second_attribute, c in self.constraints:
            if ident not in (first, second) or c.get("relation") is not None:
                continue
            if first_attribute not in HORIZONTAL and second_attribute not in HORIZONTAL:
                continue
            if float(c.get("priority", "1000")) < hugging:
                continue
            mine, other, theirs = ((first_attribute, second, second_attribute) if first == ident
                                   else (second_attribute, first, first_attribute))
            anchor = HORIZONTAL.get(mine)
            if anchor is None or anchor == "center" or anchor in anchors or other == ident:
                return False
            anchors.add(anchor)
            sibling = self.by_id.get(other)
            if sibling is None or self.parents.get(sibling) is not holder or HORIZONTAL.get(theirs) in (None, anchor):
                continue  # the superview, or another view's same edge: a fixed end
            if sibling.get("hidden") == "YES" or other in self.widths:
                continue
            if sibling.tag not in ("label", "button", "textField", "imageView") and not (
                    sibling.tag == "view" and sibling.find("subviews") is None and not sibling.get("customClass")):
                continue
            resistance = float(view.get("horizontalCompressionResistancePriority", "750"))
            if float(sibling.get("horizontalHuggingPriority", "250")) < hugging and \
                    float(sibling.get("horizontalCompressionResistancePriority", "750")) <= resistance:
                yielding = True
        return anchors == {"start", "end"} and yielding

    def yields_to_sibling(self, view, arranged):
        """stack-hugging: another visible arranged view, with no width constraint, hugs less
        and resists compression no more than this one, so the stack stretches or squeezes it."""
        hugging = float(view.get("horizontalHuggingPriority", "250"))
        resistance = float(view.get("horizontalCompressionResistancePriority", "750"))
        for other in arranged:
            if other is view or other.get("hidden") == "YES" or other.get("id") in self.widths:
                continue
            if float(other.get("horizontalHuggingPriority", "250")) < hugging and \
                    float(other.get("horizontalCompressionResistancePriority", "750")) <= resistance:
                return True
        return False


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
                rule = doc.rule
                weight, size, kind = font_of(label.find("fontDescription"), doc.extra_small)
                frame = label.find("rect[@key='frame']")
                yield {"repo": doc.repo, "file": name, "id": label.get("id"), "scale": doc.scale,
                       "tools": doc.tools, "text": label.get("text"), "weight": weight, "size": size,
                       "kind": kind, "width": float(frame.get("width")), "height": float(frame.get("height")),
                       "height_free": height_free(doc, label), "rule": rule}
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
    # Content insets widen it; title and image insets do not enter its intrinsic size (UIButton's
    # documentation), so with button-insets a title's width is the saved one less whole-point
    # content insets.
    insets = 0.0
    for inset in button.findall("inset"):
        if "button-insets" not in RULES or inset.get("key") not in ("contentEdgeInsets", "titleEdgeInsets",
                                                                     "imageEdgeInsets"):
            return None
        if inset.get("key") == "contentEdgeInsets":
            left, right = float(inset.get("minX", "0")), float(inset.get("maxX", "0"))
            if left != int(left) or right != int(right):
                return None
            insets += left + right
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
    rule = doc.rule if not button.findall("inset") or doc.rule != "-" else "button-insets"
    return {"repo": doc.repo, "id": button.get("id"), "scale": 1, "tools": doc.tools, "text": title,
            "weight": weight, "size": size, "kind": kind, "width": float(frame.get("width")) - insets,
            "height": float(frame.get("height")), "height_free": False, "button": True, "rule": rule}


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
