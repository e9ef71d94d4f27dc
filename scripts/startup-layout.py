#!/usr/bin/env python3
"""Turns a memory trace of `scrim` starting up into the two files its release link reads:
Sources/scrim/startup-order.txt (symbols, for lld's --symbol-ordering-file) and
Sources/scrim/startup-sections.ld (input sections that no symbol names, for -T).

Usage: scripts/startup-layout.py TRACE BINARY MAP ORDER SECTIONS

TRACE is valgrind's lackey log (--trace-mem=yes) of the run, BINARY the scrim that ran,
MAP its link map (-Map). ORDER and SECTIONS are read first, if they exist, and written
back with what this trace adds: entries only accumulate, so several traces (some paths
depend on timing) and several layouts add up. scripts/make-startup-order.sh drives it.

Why each part (docs/measurements.md has the figures):
- The kernel maps a file page together with its neighbours (fault-around, 64 KiB), so
  every byte touched at start makes its whole 64 KiB window resident. Packing what is
  touched into few windows is what keeps the static binary's RSS low.
- lld places a whole input section when the ordering file names a symbol in it. Symbols
  come in the order they were first touched, except those in input sections over 64 KiB
  (the standard library's Swift.o, _Concurrency.o: built without function sections),
  which go last so that they do not split the packed run.
- Some touched sections hold no symbol at all: LLVM's private functions (`.text..L*`:
  outlined copies, closure contexts' destroy functions), and read-only data such as
  switch tables (`.rodata.<function>`) and a Swift file's unnamed `.rodata`. Only a
  linker script can name those; it gathers the code into `.text.startup`, just before
  `.text`, whose front is the ordered run, and the data into `.rodata.startup`, just
  before `.rodata` (each alone in a 64 KiB window before: 188 KiB of `scrim alert`).
- valgrind's CPU has no AVX-512, so glibc's string functions resolve to their AVX2
  variants under it; their EVEX and AVX-512 twins are added too.
"""

import bisect
import os
import re
import subprocess
import sys

BIG_SECTION = 64 * 1024
HEADER_ORDER = (
    "# The functions and data scrim touches from exec to its first frame, placed together\n"
    "# by the link. Written by scripts/make-startup-order.sh; regenerate after large changes.\n"
)
HEADER_SECTIONS = (
    "/* Start-up code and read-only data that no symbol names, placed just before .text\n"
    "   (whose front is the ordered code) and .rodata. Written by\n"
    "   scripts/make-startup-order.sh; regenerate after large changes. A pattern that no\n"
    "   longer matches anything is harmless. */\n"
)
SECTION_LINE = re.compile(r"^\s+\*(\S+)\((\S+)\)$")


def symbols(binary):
    """(address, size, name) of every defined symbol, sorted by address."""
    listing = subprocess.run(
        ["nm", "-n", "-S", "--defined-only", binary], capture_output=True, text=True, check=True
    ).stdout
    found = []
    for line in listing.splitlines():
        fields = line.split()
        if len(fields) == 4:
            found.append((int(fields[0], 16), int(fields[1], 16), fields[3]))
        elif len(fields) == 3:
            found.append((int(fields[0], 16), 0, fields[2]))
    found.sort()
    return found


def input_sections(map_path):
    """(address, size, file, section) of every non-empty input section in lld's map."""
    found = []
    with open(map_path) as lines:
        for line in lines:
            # VMA LMA Size Align, then the output section, input section and symbol columns
            # at growing indentation; input sections read `path:(name)`.
            parts = line.split(None, 4)
            if len(parts) < 5 or ":(" not in parts[4] or line[50:51] != " ":
                continue
            try:
                address, size = int(parts[0], 16), int(parts[2], 16)
            except ValueError:
                continue
            if size == 0:
                continue
            path, section = parts[4].strip().rsplit(":(", 1)
            found.append((address, size, path, section[:-1]))
    found.sort()
    return found


def touched_addresses(trace):
    """Every address lackey saw: instruction fetches, loads, stores and modifies."""
    seen = set()
    with open(trace, errors="replace") as lines:
        for line in lines:
            if len(line) < 4 or line[0] == "=":
                continue
            try:
                seen.add(int(line[3:].split(",")[0], 16))
            except ValueError:
                continue
    return seen


def containing(starts, entries, address, size_index):
    index = bisect.bisect_right(starts, address) - 1
    if index < 0:
        return None
    entry = entries[index]
    return entry if address < entry[0] + max(entry[size_index], 1) else None


def file_pattern(path):
    """The object's folder and name (two modules may both have a Theme.swift.o), or an
    archive member as a linker script spells it (libfoo.a:bar.o)."""
    member = re.match(r"^(.*)\((.*)\)$", path)
    if member:
        return "%s:%s" % (os.path.basename(member.group(1)), member.group(2))
    return "/".join(path.split("/")[-2:])


def read_lines(path, skip):
    if not os.path.exists(path):
        return []
    with open(path) as lines:
        return [line.rstrip("\n") for line in lines if line.strip() and not skip(line)]


def main():
    trace, binary, map_path, order_path, sections_path = sys.argv[1:6]
    syms = symbols(binary)
    sym_starts = [entry[0] for entry in syms]
    sections = input_sections(map_path)
    section_starts = [entry[0] for entry in sections]
    address_by_name = {}
    for address, _, name in syms:
        address_by_name.setdefault(name, address)

    def in_big_section(address):
        section = containing(section_starts, sections, address, 1)
        return section is not None and section[1] > BIG_SECTION

    # Old entries keep their rank; new ones follow in the order the trace met them.
    order = {}
    for name in read_lines(order_path, lambda line: line.startswith("#")):
        address = address_by_name.get(name)
        big = address is not None and in_big_section(address)
        order.setdefault(name, (big, len(order)))
    unnamed = {}
    for line in read_lines(sections_path, lambda line: not SECTION_LINE.match(line)):
        unnamed.setdefault(line.strip(), len(unnamed))

    for address in sorted(touched_addresses(trace)):
        section = containing(section_starts, sections, address, 1)
        if section is None:
            continue
        symbol = containing(sym_starts, syms, address, 1)
        if symbol is not None and section[0] <= symbol[0] < section[0] + section[1]:
            order.setdefault(symbol[2], (section[1] > BIG_SECTION, len(order)))
        elif section[3].startswith(".text..L") or (
            (section[3] == ".rodata" or section[3].startswith(".rodata."))
            and not section[2].startswith("<")
        ):
            unnamed.setdefault("*%s(%s)" % (file_pattern(section[2]), section[3]), len(unnamed))

    names = set(order)
    for name in list(order):
        match = re.match(r"^(__[a-z0-9]+)_(avx2|avx|sse2|sse41|sse42)(_.*)?$", name)
        if not match:
            continue
        for twin in address_by_name:
            if re.match(r"^%s_(evex|avx512)" % re.escape(match.group(1)), twin) and twin not in names:
                order[twin] = (False, len(order))
                names.add(twin)

    with open(order_path, "w") as out:
        out.write(HEADER_ORDER)
        for name in sorted(order, key=lambda key: order[key]):
            out.write(name + "\n")
    with open(sections_path, "w") as out:
        out.write(HEADER_SECTIONS)
        patterns = sorted(unnamed, key=lambda key: unnamed[key])
        for output, after in ((".text", ".text.startup"), (".rodata", ".rodata.startup")):
            out.write("SECTIONS {\n  %s : {\n" % after)
            for pattern in patterns:
                if SECTION_LINE.match("    " + pattern).group(2).startswith(output + "."):
                    out.write("    %s\n" % pattern)
                elif output == ".rodata" and pattern.endswith("(.rodata)"):
                    out.write("    %s\n" % pattern)
            out.write("  }\n} INSERT BEFORE %s;\n" % output)
    print("%d symbols, %d unnamed sections" % (len(order), len(unnamed)), file=sys.stderr)


if __name__ == "__main__":
    main()
