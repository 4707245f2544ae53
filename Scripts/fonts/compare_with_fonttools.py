#!/usr/bin/env python3
"""Checks Trellis's font reader against fontTools (PyPI), an independent reader.

For every font file given (default: the free fonts Debian ships in fonts-dejavu-core,
fonts-liberation2 and fonts-open-sans), and every face in it:
  - every glyph (hmtx, by glyph id, mapped or not): same glyph count, same advance;
  - every character of the best Unicode cmap: same glyph, same advance (hmtx);
  - every pair of the 'kern' table (horizontal format 0 subtables): same set, same values;
  - GPOS pair kerning (the 'kern' feature's PairPos lookups, formats 1 and 2, through
    extension lookups): for every pair of mapped glyphs that some subtable adjusts, plus a
    seeded sample of other pairs, the first glyph's XAdvance adjustment, computed here from
    fontTools' parsed tables with the rules a shaper applies (within a lookup the first
    subtable that applies decides; lookups add up).
Prints per-font counts and a total line `fonts: N passed, M failed`; exits 1 on any mismatch.

Usage: compare_with_fonttools.py --tool PATH [FONT...]
"""
import argparse
import glob
import random
import subprocess
import sys
import tempfile

from fontTools.ttLib import TTCollection, TTFont

DEFAULT_FONTS = sorted(
    glob.glob("/usr/share/fonts/truetype/dejavu/*.ttf")
    + glob.glob("/usr/share/fonts/truetype/liberation2/*.ttf")
    + glob.glob("/usr/share/fonts/truetype/open-sans/*.ttf"))


def faces_of(path):
    with open(path, "rb") as f:
        is_collection = f.read(4) == b"ttcf"
    if is_collection:
        return list(TTCollection(path, lazy=False).fonts)
    return [TTFont(path, lazy=False)]


def kern_table_pairs(font):
    """Horizontal format 0 pairs of the 'kern' table, by glyph id."""
    if "kern" not in font:
        return {}
    pairs = {}
    for table in font["kern"].kernTables:
        if getattr(table, "format", None) != 0:
            continue
        apple = getattr(table, "apple", False)
        coverage = table.coverage
        if apple:
            horizontal, override = coverage & 0xE0 == 0, False
        else:
            horizontal, override = coverage & 1 and not coverage & 6, bool(coverage & 8)
        if not horizontal:
            continue
        for (left, right), value in table.kernTable.items():
            key = (font.getGlyphID(left), font.getGlyphID(right))
            pairs[key] = value if override else pairs.get(key, 0) + value
    return pairs


def kern_lookups(font):
    """The 'kern' feature's pair adjustment subtables, lookup by lookup."""
    if "GPOS" not in font or font["GPOS"].table.LookupList is None:
        return []
    gpos = font["GPOS"].table
    indices = set()
    for record in gpos.FeatureList.FeatureRecord if gpos.FeatureList else []:
        if record.FeatureTag == "kern":
            indices.update(record.Feature.LookupListIndex)
    lookups = []
    for index in sorted(indices):
        if index >= len(gpos.LookupList.Lookup):
            continue
        lookup = gpos.LookupList.Lookup[index]
        subtables = []
        for sub in lookup.SubTable:
            if lookup.LookupType == 9:
                sub = sub.ExtSubTable
            if getattr(sub, "LookupType", 2) != 2 or not hasattr(sub, "Format"):
                break
            subtables.append(sub)
        if subtables:
            lookups.append(subtables)
    return lookups


def x_advance(value_record):
    return getattr(value_record, "XAdvance", 0) or 0 if value_record is not None else 0


def subtable_value(font, sub, first, second):
    """The subtable's adjustment for a pair of glyph names, or None when it does not apply."""
    covered = sub.Coverage.glyphs
    if first not in covered:
        return None
    if sub.Format == 1:
        pair_set = sub.PairSet[covered.index(first)]
        for record in pair_set.PairValueRecord:
            if record.SecondGlyph == second:
                return x_advance(record.Value1)
        return None
    class1 = sub.ClassDef1.classDefs.get(first, 0) if sub.ClassDef1 else 0
    class2 = sub.ClassDef2.classDefs.get(second, 0) if sub.ClassDef2 else 0
    if class1 >= sub.Class1Count or class2 >= sub.Class2Count:
        return None
    return x_advance(sub.Class1Record[class1].Class2Record[class2].Value1)


def candidate_pairs(font, lookups, mapped):
    """Pairs of mapped glyph names that some subtable adjusts."""
    pairs = set()
    mapped_set = set(mapped)
    for lookup in lookups:
        for sub in lookup:
            covered = sub.Coverage.glyphs
            if sub.Format == 1:
                for first, pair_set in zip(covered, sub.PairSet):
                    for record in pair_set.PairValueRecord:
                        if x_advance(record.Value1):
                            pairs.add((first, record.SecondGlyph))
                continue
            classes2 = {}
            for glyph in mapped:
                classes2.setdefault(sub.ClassDef2.classDefs.get(glyph, 0) if sub.ClassDef2 else 0, []).append(glyph)
            for first in covered:
                if first not in mapped_set:
                    continue
                class1 = sub.ClassDef1.classDefs.get(first, 0) if sub.ClassDef1 else 0
                if class1 >= sub.Class1Count:
                    continue
                row = sub.Class1Record[class1].Class2Record
                for class2, seconds in classes2.items():
                    if class2 < sub.Class2Count and x_advance(row[class2].Value1):
                        pairs.update((first, second) for second in seconds)
    return pairs


def check_face(tool, path, index, font, totals):
    problems = []
    cmap = font.getBestCmap() or {}
    hmtx = font["hmtx"]
    expected_cmap = {}
    for code, name in cmap.items():
        gid = font.getGlyphID(name)
        if gid != 0:
            expected_cmap[code] = (gid, hmtx[name][0])
    dump = subprocess.run([tool, path], capture_output=True, text=True)
    if dump.returncode != 0:
        return [f"fontdump failed: {dump.stderr.strip()}"]
    glyph_order = font.getGlyphOrder()
    expected_advances = {gid: hmtx[name][0] for gid, name in enumerate(glyph_order)}
    got_cmap, got_kern, got_advances, in_face = {}, {}, {}, False
    for line in dump.stdout.splitlines():
        parts = line.split()
        if parts[0] == "face":
            in_face = int(parts[1]) == index
        elif in_face and parts[0] == "glyph":
            got_advances[int(parts[1])] = int(parts[2])
        elif in_face and parts[0] == "cmap":
            got_cmap[int(parts[1])] = (int(parts[2]), int(parts[3]))
        elif in_face and parts[0] == "kern":
            got_kern[(int(parts[1]), int(parts[2]))] = int(parts[3])
    for gid in sorted(set(expected_advances) | set(got_advances)):
        if expected_advances.get(gid) != got_advances.get(gid):
            problems.append(f"glyph {gid}: fontTools advance {expected_advances.get(gid)}, Trellis {got_advances.get(gid)}")
    for code in sorted(set(expected_cmap) | set(got_cmap)):
        if expected_cmap.get(code) != got_cmap.get(code):
            problems.append(f"U+{code:04X}: fontTools (glyph, advance) {expected_cmap.get(code)}, Trellis {got_cmap.get(code)}")
    expected_kern = {k: v for k, v in kern_table_pairs(font).items()}
    for key in sorted(set(expected_kern) | set(got_kern)):
        if expected_kern.get(key, 0) != got_kern.get(key, 0):
            problems.append(f"kern {key}: fontTools {expected_kern.get(key)}, Trellis {got_kern.get(key)}")

    lookups = kern_lookups(font)
    mapped = sorted({name for name in cmap.values() if font.getGlyphID(name) != 0})
    pairs = candidate_pairs(font, lookups, mapped) if lookups else set()
    rng = random.Random(f"{path}:{index}")
    sample = set()
    if mapped:
        for _ in range(2000):
            sample.add((rng.choice(mapped), rng.choice(mapped)))
    queries = sorted(pairs | sample)
    gpos_expected = {}
    for first, second in queries:
        total = 0
        for lookup in lookups:
            for sub in lookup:
                value = subtable_value(font, sub, first, second)
                if value is not None:
                    total += value
                    break
        gpos_expected[(font.getGlyphID(first), font.getGlyphID(second))] = total
    with tempfile.NamedTemporaryFile("w", suffix=".txt") as query_file:
        query_file.write("".join(f"{a} {b}\n" for a, b in gpos_expected))
        query_file.flush()
        answer = subprocess.run([tool, path, str(index), query_file.name], capture_output=True, text=True)
    if answer.returncode != 0:
        return problems + [f"fontdump failed on pairs: {answer.stderr.strip()}"]
    got_gpos = {}
    for line in answer.stdout.splitlines():
        a, b, gpos, _kern = map(int, line.split())
        got_gpos[(a, b)] = gpos
    for key, value in gpos_expected.items():
        if got_gpos.get(key) != value:
            problems.append(f"GPOS {key}: fontTools {value}, Trellis {got_gpos.get(key)}")

    totals["glyphs"] += len(expected_advances)
    totals["characters"] += len(expected_cmap)
    totals["kern"] += len(expected_kern)
    totals["gpos"] += len(pairs)
    totals["gpos_checked"] += len(gpos_expected)
    print(f"{path}#{index}: {len(expected_advances)} glyphs, {len(expected_cmap)} characters, {len(expected_kern)} kern pairs, "
          f"{len(pairs)} GPOS pairs (+{len(gpos_expected) - len(pairs)} sampled) "
          f"-> {'ok' if not problems else f'{len(problems)} mismatches'}")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tool", required=True, help="fontdump, from Scripts/fonts/build_tool.sh")
    parser.add_argument("fonts", nargs="*", default=DEFAULT_FONTS)
    args = parser.parse_args()
    if not args.fonts:
        sys.exit("no fonts to compare: install fonts-dejavu-core, fonts-liberation2 and fonts-open-sans")
    totals = {"glyphs": 0, "characters": 0, "kern": 0, "gpos": 0, "gpos_checked": 0}
    passed = failed = 0
    for path in args.fonts:
        for index, font in enumerate(faces_of(path)):
            problems = check_face(args.tool, path, index, font, totals)
            for problem in problems[:10]:
                print(f"  MISMATCH {problem}")
            if problems:
                failed += 1
            else:
                passed += 1
    print(f"fonttools.glyphs={totals['glyphs']} fonttools.characters={totals['characters']} fonttools.kern_pairs={totals['kern']} "
          f"fonttools.gpos_pairs={totals['gpos']} fonttools.gpos_checked={totals['gpos_checked']}")
    print(f"fonts: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
