#!/usr/bin/env python3
"""Sorts the views `trellis verify` says follow a mis-measured label by how far off those labels are.

A view "follows a mis-measured label" when it is placed from a group of mismatched views with a
label (or a button off by its title's rounding) whose own size differs. Whether a better text
measurement could recover it depends on how far off that label is: a label a pixel or two off
is text measurement; one 20 or 100 points off was stretched or squeezed by its stack or its
constraints, which is layout. For each root view with followers this takes the largest size
error among its mismatched labels and buttons and counts the followers by it: up to 1 pt, up to
3 pt, more (and, for those, whether the largest error is a width or a height). --list prints the
roots with the most followers and their mismatched labels.

Runs `trellis verify --format json` on each corpus (read at run time, never copied).

Usage: classify_followers.py [--trellis PATH] [--list N] CORPUS_DIR...
"""
import argparse
import collections
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)
from classify_text_misses import classify, font_of, text_of  # noqa: E402

FOLLOWS = "follows a mis-measured label"


def size_errors(mismatch):
    """(|width error|, |height error|) of a mismatch, or None when it has no computed frame."""
    saved, computed = mismatch["saved"], mismatch.get("computed")
    if not computed:
        return None
    return abs(computed["width"] - saved["width"]), abs(computed["height"] - saved["height"])


def bucket(largest):
    if largest <= 1 + 1e-6:
        return "up to 1 pt"
    if largest <= 3 + 1e-6:
        return "up to 3 pt"
    return "more than 3 pt"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpora", nargs="+")
    parser.add_argument("--trellis", default=os.path.join(ROOT, ".build", "release", "trellis"))
    parser.add_argument("--list", type=int, default=0, help="print the N roots with the most followers")
    args = parser.parse_args()
    for corpus in args.corpora:
        out = subprocess.run([args.trellis, "verify", "--format", "json", corpus], capture_output=True, text=True)
        if out.returncode not in (0, 1) or not out.stdout:
            sys.exit("trellis verify failed on %s: %s" % (corpus, out.stderr.strip()))
        report = json.loads(out.stdout)
        counts, sides, roots = collections.Counter(), collections.Counter(), []
        for result in report["results"]:
            by_root = collections.defaultdict(list)
            for mismatch in result["mismatches"]:
                by_root[mismatch["root"]].append(mismatch)
            for root, mismatches in by_root.items():
                followers = [m for m in mismatches if m["rootCause"] == FOLLOWS]
                if not followers:
                    continue
                sized = []
                for m in mismatches:
                    errors = size_errors(m) if m["element"] in ("label", "button") else None
                    if errors and max(errors) > 0.5:
                        sized.append((m, errors))
                largest = max((max(e) for _, e in sized), default=0.0)
                counts[bucket(largest)] += len(followers)
                if largest > 3 + 1e-6:
                    width, height = max((e for _, e in sized), key=max)
                    sides["height" if height >= width else "width"] += len(followers)
                roots.append((len(followers), result["file"], sized))
        total = sum(counts.values())
        print("%s: %d followers of a mis-measured label" % (os.path.basename(corpus.rstrip("/")), total))
        for name in ("up to 1 pt", "up to 3 pt", "more than 3 pt"):
            print("  largest label error %-15s %4d" % (name, counts[name]))
        if sides:
            print("  (more than 3 pt: the largest is a height for %d, a width for %d)" % (sides["height"], sides["width"]))
        trees = {}
        for n, path, sized in sorted(roots, key=lambda r: -r[0])[:args.list]:
            print("  %3d  %s" % (n, os.path.basename(path)))
            if path not in trees:
                trees[path] = {e.get("id"): e for e in ET.parse(path).iter() if e.get("id")}
            for m, (dw, dh) in sized:
                element = trees[path].get(m["id"])
                if element is None:
                    continue
                print("         %-7s %-24s width %+7.2f height %+7.2f  %s %r" % (
                    m["element"], classify(element, m)[:24], m["computed"]["width"] - m["saved"]["width"],
                    m["computed"]["height"] - m["saved"]["height"], font_of(element)[1:3], text_of(element)[:40]))


if __name__ == "__main__":
    sys.exit(main())
