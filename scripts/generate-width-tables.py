#!/usr/bin/env python3
"""Generates Sources/ScrimCore/Layout/Text/WidthTables.swift from the Unicode Character
Database, so that the terminal text measurer needs no platform data at run time.

Usage: scripts/generate-width-tables.py [UCD directory]

The UCD directory defaults to /usr/share/unicode (Debian's `unicode-data` package:
`apt-get install unicode-data`). It reads UnicodeData.txt (through
extracted/DerivedGeneralCategory.txt), EastAsianWidth.txt, PropList.txt,
DerivedCoreProperties.txt, HangulSyllableType.txt and emoji/emoji-data.txt, and records
the Unicode version found in EastAsianWidth.txt's header in the generated file.

Width rules, per code point (the grapheme-cluster rules live in TerminalTextMeasurer):
  0  General_Category Mn, Me, Mc, Cf, Zl, Zp; Default_Ignorable_Code_Point; Hangul
     medial vowels and final consonants (Hangul_Syllable_Type V and T), which join the
     preceding leading consonant in one cell pair. Exceptions: U+00AD SOFT HYPHEN and
     the Prepended_Concatenation_Mark characters (U+0600.. ARABIC NUMBER SIGN...) are
     visible, so they stay 1; U+115F HANGUL CHOSEONG FILLER stands for a leading
     consonant and stays 2. Zero width wins over East_Asian_Width W (U+302A..302F
     ideographic tone marks, U+3099 combining voiced sound marks are combining marks).
  2  East_Asian_Width W or F, including the unassigned code points UAX #11 defaults to
     W (CJK blocks, planes 2 and 3), and the regional indicators U+1F1E6..1F1FF, which
     terminals draw two cells wide.
  1  everything else, including East_Asian_Width A (ambiguous) and unassigned code
     points. The ambiguous ones are also listed, for terminals that draw them two
     cells wide (CJK locales).
Controls (C0, DEL, C1) are not special here: the measurer replaces them first.
"""

import os
import re
import sys

UCD = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources/ScrimCore/Layout/Text/WidthTables.swift")
MAX = 0x10FFFF


def records(name):
    """Yields (first, last, fields) for every data line of a UCD file."""
    with open(os.path.join(UCD, name), encoding="utf-8") as handle:
        for line in handle:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [field.strip() for field in line.split(";")]
            bounds = fields[0].split("..")
            first = int(bounds[0], 16)
            last = int(bounds[-1], 16)
            yield first, last, fields[1:]


def property_set(name, wanted):
    points = set()
    for first, last, fields in records(name):
        if fields[0] == wanted:
            points.update(range(first, last + 1))
    return points


def version():
    with open(os.path.join(UCD, "EastAsianWidth.txt"), encoding="utf-8") as handle:
        match = re.search(r"EastAsianWidth-(\d+\.\d+\.\d+)", handle.readline())
    if not match:
        sys.exit("cannot read the Unicode version from EastAsianWidth.txt")
    return match.group(1)


def widths():
    width = [1] * (MAX + 1)
    # Unassigned code points UAX #11 defaults to W, before the explicit assignments.
    for first, last in [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF),
                        (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]:
        for point in range(first, last + 1):
            width[point] = 2
    for first, last, fields in records("EastAsianWidth.txt"):
        value = 2 if fields[0] in ("W", "F") else 1
        for point in range(first, last + 1):
            width[point] = value
    for point in range(0x1F1E6, 0x1F1FF + 1):
        width[point] = 2

    zero = set()
    for first, last, fields in records("extracted/DerivedGeneralCategory.txt"):
        if fields[0] in ("Mn", "Me", "Mc", "Cf", "Zl", "Zp"):
            zero.update(range(first, last + 1))
    zero |= property_set("DerivedCoreProperties.txt", "Default_Ignorable_Code_Point")
    for first, last, fields in records("HangulSyllableType.txt"):
        if fields[0] in ("V", "T"):
            zero.update(range(first, last + 1))
    zero -= property_set("PropList.txt", "Prepended_Concatenation_Mark")
    zero.discard(0x00AD)
    # U+115F HANGUL CHOSEONG FILLER is default-ignorable but stands for a leading
    # consonant, and the syllable it starts is drawn two cells wide.
    zero.discard(0x115F)
    for point in zero:
        width[point] = 0
    return width


def ambiguous(width):
    """East_Asian_Width A code points that are otherwise one cell wide."""
    points = set()
    for first, last, fields in records("EastAsianWidth.txt"):
        if fields[0] == "A":
            points.update(point for point in range(first, last + 1) if width[point] == 1)
    return points


def extended_pictographic():
    return property_set("emoji/emoji-data.txt", "Extended_Pictographic")


def runs(width):
    """Maximal runs of equal width, as (first, last, width), leaving out width 1."""
    result = []
    start = 0
    for point in range(1, MAX + 2):
        if point > MAX or width[point] != width[start]:
            if width[start] != 1:
                result.append((start, point - 1, width[start]))
            start = point
    return result


def ranges(points):
    result = []
    for point in sorted(points):
        if result and result[-1][1] == point - 1:
            result[-1][1] = point
        else:
            result.append([point, point])
    return result


def swift_array(values, per_line=6):
    lines = []
    for index in range(0, len(values), per_line):
        chunk = values[index:index + per_line]
        lines.append("    " + ", ".join(chunk) + ",")
    return "\n".join(lines)


def main():
    unicode_version = version()
    width = widths()
    table = runs(width)
    wide_when_ambiguous = ranges(ambiguous(width))
    pictographic = ranges(extended_pictographic())
    hex32 = lambda value: "0x%05X" % value
    bounds = [f"{hex32(first)}, {hex32(last)}" for first, last, _ in table]
    values = [str(width) for _, _, width in table]
    emoji = [f"{hex32(first)}, {hex32(last)}" for first, last in pictographic]
    ambiguous_bounds = [f"{hex32(first)}, {hex32(last)}" for first, last in wide_when_ambiguous]
    text = f"""// Generated by scripts/generate-width-tables.py from the Unicode Character Database
// {unicode_version}. Do not edit; run the script instead.

/// Display widths of code points and the Extended_Pictographic property, from the
/// Unicode Character Database.
///
/// Every code point not in `ranges` is one cell wide.
enum WidthTables {{
  /// The Unicode version the tables were generated from.
  static let unicodeVersion = "{unicode_version}"

  /// Sorted, disjoint runs of code points whose width is not 1, as first, last pairs.
  static let ranges: [UInt32] = [
{swift_array(bounds, 4)}
  ]

  /// The width of each run in `ranges`: 0 or 2.
  static let widths: [UInt8] = [
{swift_array(values, 24)}
  ]

  /// Sorted, disjoint runs of East_Asian_Width A (ambiguous) code points of width 1, as
  /// first, last pairs: two cells wide in terminals set up for CJK.
  static let ambiguous: [UInt32] = [
{swift_array(ambiguous_bounds, 4)}
  ]

  /// Sorted, disjoint runs of Extended_Pictographic code points, as first, last pairs.
  static let extendedPictographic: [UInt32] = [
{swift_array(emoji, 4)}
  ]
}}
"""
    with open(OUT, "w", encoding="utf-8") as handle:
        handle.write(text)
    print(f"{OUT}: Unicode {unicode_version}, {len(table)} runs, "
          f"{len(wide_when_ambiguous)} ambiguous ranges, {len(pictographic)} pictographic ranges")


main()
