#!/usr/bin/env python3
"""Checks a `trellis verify --report` against `verify --format json` of the same files, and what
Chromium made of it. Python's standard library only. Used by Scripts/ci-report.sh.

    ci-report-check.py structure REPORT_DIR VERIFY_JSON
        index.html lists every file once, each link leads to its page; each page names its file,
        has one <svg> per root (at least one when the file has views) and one mismatch entry and
        one drawn mismatch per mismatched view, and carries nothing that runs (no <script>, no
        on* attribute, no javascript: link, the Content-Security-Policy). Read with html.parser.
    ci-report-check.py dom DUMPED_DOM VERIFY_JSON [INDEX]
        the same checks, on the DOM Chromium built (--dump-dom) of the page of results[INDEX],
        or of index.html without INDEX.
    ci-report-check.py png SCREENSHOT [--overlay]
        the screenshot is not blank: more than one colour; with --overlay, it shows both of the
        report's stroke colours (Xcode's blue, Trellis's orange), so the SVG was drawn.
    ci-report-check.py pick VERIFY_JSON
        prints the indices of the pages worth opening in a browser: the one with the most
        mismatches (first: the screenshot's), the worst rate, the one with the most views and a
        file that matches whole.

Exit status 0 when every check passes, 1 otherwise (each problem on standard error).
"""
import html.parser
import json
import os
import re
import struct
import sys
import zlib

problems = []


def problem(text):
    problems.append(text)
    print("ci-report-check: " + text, file=sys.stderr)


class Page(html.parser.HTMLParser):
    """What the checks need from a page: elements by tag and class, links, text, and anything
    that could run."""

    def __init__(self, text):
        super().__init__(convert_charrefs=True)
        self.counts = {}
        self.links = []
        self.h1 = ""
        self.in_h1 = False
        self.active = []
        self.csp = False
        self.data_mismatches = None
        self.feed(text)
        self.close()

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        classes = (attributes.get("class") or "").split()
        self.counts[tag] = self.counts.get(tag, 0) + 1
        for name in classes:
            key = tag + "." + name
            self.counts[key] = self.counts.get(key, 0) + 1
        if tag in ("script", "iframe", "object", "embed", "img", "link", "base", "form"):
            self.active.append("<%s>" % tag)
        for name, value in attrs:
            if name.startswith("on"):
                self.active.append("%s=%r on <%s>" % (name, value, tag))
            if name in ("href", "src", "xlink:href", "action") and value and \
                    re.match(r"\s*(javascript|data|vbscript):", value, re.I):
                self.active.append("%s=%r on <%s>" % (name, value, tag))
        if tag == "meta" and (attributes.get("http-equiv") or "").lower() == "content-security-policy":
            self.csp = "default-src 'none'" in (attributes.get("content") or "")
        if tag == "a" and "href" in attributes:
            self.links.append(attributes["href"])
        if tag == "h1":
            self.in_h1 = True
        if tag == "p" and "totals" in classes and "data-mismatches" in attributes:
            self.data_mismatches = int(attributes["data-mismatches"])

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)

    def handle_endtag(self, tag):
        if tag == "h1":
            self.in_h1 = False

    def handle_data(self, data):
        if self.in_h1:
            self.h1 += data

    def count(self, key):
        return self.counts.get(key, 0)


def check_inert(page, name):
    if page.active:
        problem("%s: active content %s" % (name, ", ".join(page.active[:3])))
    if not page.csp:
        problem("%s: no Content-Security-Policy with default-src 'none'" % name)


def check_index(text, results, name, directory=None):
    page = Page(text)
    check_inert(page, name)
    rows = page.count("tr.file")
    if rows != len(results):
        problem("%s: %d file rows for %d files" % (name, rows, len(results)))
    pages = sorted(link for link in page.links if link.startswith("files/"))
    if len(pages) != len(results) or len(set(pages)) != len(pages):
        problem("%s: %d links to file pages for %d files" % (name, len(pages), len(results)))
    for number in range(len(results)):
        if not any(link.startswith("files/%04d-" % (number + 1)) for link in pages):
            problem("%s: no link to the page of %s" % (name, results[number]["file"]))
    if directory is not None:
        for link in pages:
            if not os.path.isfile(os.path.join(directory, link)):
                problem("%s: the link %s leads nowhere" % (name, link))
    return pages


def check_page(text, result, name):
    page = Page(text)
    check_inert(page, name)
    if page.h1.strip() != result["file"]:
        problem("%s: the page is of %r, not %r" % (name, page.h1.strip(), result["file"]))
    expected = len(result["mismatches"])
    if result["error"] is not None:
        if page.count("p.failed") != 1:
            problem("%s: %s could not be read, and the page does not say so" % (name, result["file"]))
        return
    roots = page.count("section.root")
    svgs = page.count("svg")
    if svgs != roots or (result["views"] > 0 and svgs == 0):
        problem("%s: %d <svg> for %d roots (%d views)" % (name, svgs, roots, result["views"]))
    for key in ("li.mismatch", "g.mismatch"):
        if page.count(key) != expected:
            problem("%s: %d %s for %d mismatched views" % (name, page.count(key), key, expected))
    if page.data_mismatches != expected:
        problem("%s: data-mismatches=%s for %d mismatched views" % (name, page.data_mismatches, expected))


def structure(directory, results):
    pages = check_index(open(os.path.join(directory, "index.html"), encoding="utf-8").read(), results,
                        "index.html", directory)
    files = sorted(os.listdir(os.path.join(directory, "files")))
    if sorted(link[len("files/"):] for link in pages) != files:
        problem("files/ holds %d pages, the index links %d" % (len(files), len(pages)))
    for link in pages:
        number = int(os.path.basename(link)[:4]) - 1
        if not os.path.isfile(os.path.join(directory, link)):
            continue
        text = open(os.path.join(directory, link), encoding="utf-8").read()
        check_page(text, results[number], link)
    if not problems:
        print("ci-report-check: index.html and %d pages: every file linked, an <svg> per root, "
              "%d mismatch entries as verify's JSON has" % (len(pages), sum(len(r["mismatches"]) for r in results)))


def png_pixels(path):
    """(width, height, rows of (r, g, b) tuples) of an 8-bit, non-interlaced PNG, decoded with zlib."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    position, idat, header = 8, b"", None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    width, height, depth, colour, _, _, interlace = header
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace != 0:
        raise ValueError("unsupported PNG (depth %d, colour type %d, interlace %d)" % (depth, colour, interlace))
    raw = zlib.decompress(idat)
    stride = width * channels
    previous = bytearray(stride)
    rows = []
    for y in range(height):
        start = y * (stride + 1)
        kind = raw[start]
        line = bytearray(raw[start + 1:start + 1 + stride])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up = previous[x]
            corner = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 255
            elif kind == 2:
                line[x] = (line[x] + up) & 255
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 255
            elif kind == 4:
                estimate = left + up - corner
                a, b, c = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                nearest = left if a <= b and a <= c else up if b <= c else corner
                line[x] = (line[x] + nearest) & 255
        previous = line
        if channels >= 3:
            rows.append([tuple(line[x:x + 3]) for x in range(0, stride, channels)])
        else:
            rows.append([(v, v, v) for v in line[0:stride:channels]])
    return width, height, rows


def png(path, overlay):
    width, height, rows = png_pixels(path)
    colours = {}
    for row in rows:
        for pixel in row:
            colours[pixel] = colours.get(pixel, 0) + 1
    if len(colours) <= 1:
        problem("%s: blank, every pixel is %s" % (path, next(iter(colours), None)))
        return
    message = "%s: %dx%d, %d colours" % (path, width, height, len(colours))
    if overlay:
        # Xcode's frames are filled with its blue (#0a84ff) at 6% over white, a colour nothing else
        # on the page has; Trellis's are stroked orange (#ff6a00), as is the legend's key, a 12 by
        # 16 pixel block, so the strokes must add more than that.
        blue = colours.get((241, 248, 255), 0)
        orange = sum(n for (r, g, b), n in colours.items() if r > 240 and 80 < g < 130 and b < 40)
        if blue < 100 or orange < 300:
            problem("%s: the overlay is not drawn (%d pixels of Xcode's fill, %d orange pixels)" % (path, blue, orange))
            return
        message += ", %d pixels of Xcode's frames, %d of Trellis's" % (blue, orange)
    print("ci-report-check: " + message)


def pick(results):
    readable = [i for i, r in enumerate(results) if r["error"] is None and r["views"] > 0]
    if not readable:
        return []
    chosen = [
        max(readable, key=lambda i: (len(results[i]["mismatches"]), -i)),
        min(readable, key=lambda i: (results[i]["rate"], i)),
        max(readable, key=lambda i: (results[i]["views"], -i)),
    ]
    whole = [i for i in readable if not results[i]["mismatches"]]
    if whole:
        chosen.append(whole[0])
    return [i for n, i in enumerate(chosen) if i not in chosen[:n]]


def main(arguments):
    if len(arguments) == 3 and arguments[0] == "structure":
        structure(arguments[1], json.load(open(arguments[2], encoding="utf-8"))["results"])
    elif len(arguments) in (3, 4) and arguments[0] == "dom":
        results = json.load(open(arguments[2], encoding="utf-8"))["results"]
        text = open(arguments[1], encoding="utf-8").read()
        if len(arguments) == 4:
            number = int(arguments[3])
            check_page(text, results[number], "page %d in Chromium" % (number + 1))
            if not problems:
                print("ci-report-check: page %d in Chromium: %s, %d mismatches listed and drawn"
                      % (number + 1, results[number]["file"], len(results[number]["mismatches"])))
        else:
            check_index(text, results, "index.html in Chromium")
            if not problems:
                print("ci-report-check: index.html in Chromium: %d files linked" % len(results))
    elif len(arguments) in (2, 3) and arguments[0] == "png":
        png(arguments[1], "--overlay" in arguments[2:])
    elif len(arguments) == 2 and arguments[0] == "pick":
        print(" ".join(str(i) for i in pick(json.load(open(arguments[1], encoding="utf-8"))["results"])))
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
