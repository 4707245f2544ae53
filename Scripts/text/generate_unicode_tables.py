#!/usr/bin/env python3
"""Generates Sources/TextLayout/Unicode/UnicodeTables.generated.swift (cell widths and flags)
and LineBreakTable.generated.swift (line-break classes) from the Unicode Character Database
(Debian's `unicode-data` package installs it under /usr/share/unicode).

The output holds three run-length tables (line-break class, cell-width class, flags), each a
string of fixed-width records so the Swift compiler does not have to type-check a huge array
literal. A record is 6 hex digits (first code point of the run) and 1 base-62 digit (0-9, a-z, A-Z) (the value);
a run lasts until the next record's code point.

Usage: generate_unicode_tables.py [--ucd DIR] [--output-dir DIR | --stdout]
(--stdout writes the two files one after the other, UnicodeTables first.)
"""
import argparse
import os
import re
import sys

# The order is the raw value of `LineBreakClass` in Swift; a test checks the two agree.
LINE_BREAK_CLASSES = [
    "XX", "AI", "AL", "B2", "BA", "BB", "BK", "CB", "CJ", "CL", "CM", "CP", "CR", "EB",
    "EM", "EX", "GL", "H2", "H3", "HL", "HY", "ID", "IN", "IS", "JL", "JT", "JV", "LF",
    "NL", "NS", "NU", "OP", "PO", "PR", "QU", "RI", "SA", "SG", "SP", "SY", "WJ", "ZW",
    "ZWJ",
]
# `CellWidthClass` raw values.
NARROW, WIDE, AMBIGUOUS, ZERO, CONTROL = 0, 1, 2, 3, 4
# `ScalarFlags` bits.
EMOJI_PRESENTATION, EXTENDED_PICTOGRAPHIC, UNASSIGNED, COMBINING_MARK, EAST_ASIAN = 1, 2, 4, 8, 16

MAX = 0x110000
RECORD_LINE_LENGTH = 16  # records per line of the string literal, to keep diffs readable


def parse_ranges(path, wanted=None):
    """Yields (first, last, value) for each data line of a UCD file."""
    with open(path, encoding="utf-8") as file:
        for line in file:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [f.strip() for f in line.split(";")]
            span, value = fields[0], fields[1]
            if wanted is not None and value not in wanted:
                continue
            if ".." in span:
                first, last = (int(x, 16) for x in span.split(".."))
            else:
                first = last = int(span, 16)
            yield first, last, value


def unicode_version(ucd):
    with open(os.path.join(ucd, "LineBreak.txt"), encoding="utf-8") as file:
        match = re.match(r"# LineBreak-(\d+\.\d+\.\d+)\.txt", file.readline())
    if not match:
        sys.exit("cannot read the Unicode version from LineBreak.txt")
    return match.group(1)


def fill(table, first, last, value):
    for cp in range(first, last + 1):
        table[cp] = value


def line_break_table(ucd):
    index = {name: i for i, name in enumerate(LINE_BREAK_CLASSES)}
    table = bytearray([index["XX"]]) * MAX
    # Defaults for unlisted code points, from the header of LineBreak.txt.
    for first, last, value in [(0x3400, 0x4DBF, "ID"), (0x4E00, 0x9FFF, "ID"),
                               (0xF900, 0xFAFF, "ID"), (0x20000, 0x2FFFD, "ID"),
                               (0x30000, 0x3FFFD, "ID"), (0x1F000, 0x1FAFF, "ID"),
                               (0x1FC00, 0x1FFFD, "ID"), (0x20A0, 0x20CF, "PR")]:
        fill(table, first, last, index[value])
    for first, last, value in parse_ranges(os.path.join(ucd, "LineBreak.txt")):
        fill(table, first, last, index[value])
    return table


def cell_width_table(ucd):
    table = bytearray([NARROW]) * MAX
    # Unlisted code points in these ranges default to Wide (EastAsianWidth.txt header).
    for first, last in [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF),
                        (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]:
        fill(table, first, last, WIDE)
    values = {"W": WIDE, "F": WIDE, "A": AMBIGUOUS, "N": NARROW, "Na": NARROW, "H": NARROW}
    for first, last, value in parse_ranges(os.path.join(ucd, "EastAsianWidth.txt")):
        fill(table, first, last, values[value])
    # Zero width: nonspacing and enclosing marks, format characters, default ignorables, and
    # the Hangul medial vowels and final consonants that join a leading consonant's cell.
    gc = os.path.join(ucd, "extracted", "DerivedGeneralCategory.txt")
    for first, last, _ in parse_ranges(gc, {"Mn", "Me", "Cf"}):
        fill(table, first, last, ZERO)
    core = os.path.join(ucd, "DerivedCoreProperties.txt")
    for first, last, _ in parse_ranges(core, {"Default_Ignorable_Code_Point"}):
        fill(table, first, last, ZERO)
    fill(table, 0x1160, 0x11FF, ZERO)
    fill(table, 0xD7B0, 0xD7FF, ZERO)
    # A soft hyphen is drawn as a hyphen where a terminal shows it at all; the prepended
    # concatenation marks (U+0600 ARABIC NUMBER SIGN, ...) are format characters with a glyph.
    table[0x00AD] = NARROW
    proplist = os.path.join(ucd, "PropList.txt")
    for first, last, _ in parse_ranges(proplist, {"Prepended_Concatenation_Mark"}):
        fill(table, first, last, NARROW)
    # The Hangul choseong filler stands for a missing leading consonant: it keeps its cell.
    table[0x115F] = WIDE
    # Controls, and the line and paragraph separators, which end a line rather than fill it.
    for first, last, _ in parse_ranges(gc, {"Cc", "Zl", "Zp"}):
        fill(table, first, last, CONTROL)
    return table


def flags_table(ucd):
    table = bytearray(MAX)
    emoji = os.path.join(ucd, "emoji", "emoji-data.txt")
    for first, last, value in parse_ranges(emoji, {"Emoji_Presentation", "Extended_Pictographic"}):
        bit = EMOJI_PRESENTATION if value == "Emoji_Presentation" else EXTENDED_PICTOGRAPHIC
        for cp in range(first, last + 1):
            table[cp] |= bit
    gc = os.path.join(ucd, "extracted", "DerivedGeneralCategory.txt")
    for first, last, value in parse_ranges(gc, {"Cn", "Mn", "Mc"}):
        bit = UNASSIGNED if value == "Cn" else COMBINING_MARK
        for cp in range(first, last + 1):
            table[cp] |= bit
    # East_Asian_Width F, W or H: what UAX #14's LB30 calls $EastAsian. Unlisted code points
    # in the ideograph ranges default to W (see the header of EastAsianWidth.txt).
    for first, last in [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF),
                        (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]:
        for cp in range(first, last + 1):
            table[cp] |= EAST_ASIAN
    for first, last, value in parse_ranges(os.path.join(ucd, "EastAsianWidth.txt")):
        for cp in range(first, last + 1):
            if value in ("F", "W", "H"):
                table[cp] |= EAST_ASIAN
            else:
                table[cp] &= ~EAST_ASIAN
    return table


def encode_runs(table):
    digits = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    records = []
    previous = None
    for cp in range(MAX):
        if table[cp] != previous:
            previous = table[cp]
            records.append("%06x%s" % (cp, digits[previous]))
    lines = ["".join(records[i:i + RECORD_LINE_LENGTH])
             for i in range(0, len(records), RECORD_LINE_LENGTH)]
    return len(records), lines


def swift_string_literal(name, doc, table):
    count, lines = encode_runs(table)
    body = "\n".join("        " + line for line in lines)
    return (f"    /// {doc} {count} runs.\n"
            f"    static let {name} = \"\"\"\n{body}\n        \"\"\"\n")


def header(version, sources):
    return ("// Generated by Scripts/text/generate_unicode_tables.py from the Unicode Character\n"
            f"// Database {version} ({sources}). Do not edit; regenerate instead.\n"
            "// Unicode data: Copyright © Unicode, Inc., https://www.unicode.org/terms_of_use.html\n"
            "\n")


def generate(ucd):
    """{file name: text} of the two generated files, in the order --stdout writes them."""
    version = unicode_version(ucd)
    names = ", ".join(f'"{n}"' for n in LINE_BREAK_CLASSES)
    tables = "".join([
        header(version, "EastAsianWidth.txt, DerivedGeneralCategory.txt,\n// DerivedCoreProperties.txt, "
                        "PropList.txt, emoji-data.txt"),
        "/// Run-length tables over all code points: each record is six hex digits (the first\n"
        "/// code point of a run) and one base-62 digit (0-9, a-z, A-Z) (the value until the next record).\n"
        "/// The line-break table is in LineBreakTable.generated.swift.\n"
        "enum GeneratedUnicodeTables {\n"
        "    /// The Unicode version the tables were generated from.\n"
        f"    static let unicodeVersion = \"{version}\"\n"
        "\n",
        swift_string_literal("cellWidthRuns", "Cell width, as `CellWidthClass` raw values.",
                             cell_width_table(ucd)),
        "\n",
        swift_string_literal("flagRuns", "Emoji and category bits, as `ScalarFlags` raw values.",
                             flags_table(ucd)),
        "}\n",
    ])
    line_break = "".join([
        header(version, "LineBreak.txt"),
        "extension GeneratedUnicodeTables {\n"
        "    /// Line_Break values by raw value of `LineBreakClass`.\n"
        f"    static let lineBreakClassNames = [{names}]\n"
        "\n",
        swift_string_literal("lineBreakRuns", "Line_Break, as `LineBreakClass` raw values.",
                             line_break_table(ucd)),
        "}\n",
    ])
    return {"UnicodeTables.generated.swift": tables, "LineBreakTable.generated.swift": line_break}


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    default_output = os.path.join(here, "..", "..", "Sources", "TextLayout", "Unicode")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ucd", default="/usr/share/unicode")
    parser.add_argument("--output-dir", default=os.path.normpath(default_output))
    parser.add_argument("--stdout", action="store_true")
    args = parser.parse_args()
    files = generate(args.ucd)
    if args.stdout:
        sys.stdout.write("".join(files.values()))
        return
    for name, text in files.items():
        path = os.path.join(args.output_dir, name)
        with open(path, "w", encoding="utf-8") as file:
            file.write(text)
        print(f"wrote {path}", file=sys.stderr)


if __name__ == "__main__":
    main()
