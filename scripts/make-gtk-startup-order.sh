#!/usr/bin/env bash
# make-gtk-startup-order.sh
#
# Writes Renderers/GTK/Sources/scrim-gtk/startup-order.txt (symbols) and
# startup-sections.ld (code no symbol names): what `scrim-gtk` runs of its own binary from
# exec until its window is mapped and painted, which the release link of scrim-gtk (lld,
# Renderers/GTK/Package.swift) places together. The same idea as
# scripts/make-startup-order.sh for `scrim`: the kernel maps a file page with its
# neighbours (fault-around, 64 KiB), so start-up code scattered over the 6 MB of text
# (most of it the standard library's) made most of it resident (issue 25).
#
# How: build scrim-gtk in release and link it once more with a map (the same command, so
# the same binary), run each command below under valgrind's callgrind on a private X
# server until its window has been mapped and painted, take every instruction of the
# binary that ran (callgrind --dump-instr) and let scripts/startup-layout.py turn them
# into the two files. Lackey's trace of every access, which make-startup-order.sh reads,
# is hundreds of millions of lines for a GTK program and did not reach the map in
# minutes; callgrind's has code only, so data keeps its place. The alert runs to its
# --timeout, so that its ending is in the list; the others are stopped after their paint.
#
# Usage: scripts/make-gtk-startup-order.sh   (needs valgrind, xvfb-run, xev, python3;
#        builds scrim-gtk in release; about 3 minutes on a quiet machine). A stale list is
#        harmless (names that no longer exist are skipped) but loses some of the gain:
#        regenerate after large changes.

set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
GTK="$ROOT/Renderers/GTK"
ORDER="$GTK/Sources/scrim-gtk/startup-order.txt"
SECTIONS="$GTK/Sources/scrim-gtk/startup-sections.ld"
SETTLE=${SETTLE:-5} # seconds after the map for the first paint, under valgrind

# The commands scripts/measure-gtk-vs-zenity.sh measures, the alert first, with a time-out
# as there. The alert's ends it (its ending counts in the peak RSS the aim compares); the
# others are stopped long before theirs, to save minutes.
COMMANDS=(
  "alert --title 'Delete draft?' --message 'This draft will be gone for good.' --action Cancel:cancel --action Delete:destructive --timeout 40"
  "zenity --question --title='Delete draft?' --text='This draft will be gone for good.' --timeout=600"
  "zenity --info --text='The backup finished.' --timeout=600"
  "zenity --entry --title=Rename --text='New name:' --entry-text=draft.txt --timeout=600"
  "zenity --password --username --timeout=600"
  "zenity --list --title='Pick a fruit' --column=Fruit --column=Colour apple red banana yellow --timeout=600"
  "zenity --list --checklist --column=Pick --column=Package TRUE vim FALSE emacs --timeout=600"
  "zenity --progress --title=Copying --text='Copying files…' --percentage=30 --timeout=600"
  "zenity --forms --title='Sign up' --add-entry=Name --add-password=Password --add-combo=Plan --combo-values='Free|Pro' --timeout=600"
  "zenity --text-info --title=Notes --filename=NOTES --timeout=600"
)

# Second half, on the X server of xvfb-run: trace each command into $2.
if [[ "${1:-}" == --trace ]]; then
  BIN=$2 MAP=$3 OUT=$4 SECTIONS=$5 WORK=$(dirname "$4")
  printf 'Release notes\n\nScrim 1.0 shows modal views and messages in a window.\n' \
    >"$WORK/notes.txt"
  # Standard input stays open and silent, so that a progress box waits as the others do.
  mkfifo "$WORK/stdin"
  exec 8<>"$WORK/stdin"
  # The X server reports every top-level window it maps to xev.
  xev -root -event substructure >"$WORK/xev" &
  xev=$!
  trap 'kill "$xev" 2>/dev/null || true' EXIT
  sleep 0.5
  index=0
  for command in "${COMMANDS[@]}"; do
    index=$((index + 1))
    echo "tracing ${command%% -*}" >&2
    before=$(grep -c '^MapNotify' "$WORK/xev" || true)
    eval "set -- ${command//NOTES/$WORK/notes.txt}"
    valgrind --tool=callgrind --callgrind-out-file="$WORK/run-$index.out" \
      --compress-strings=no --compress-pos=no --dump-instr=yes --demangle=no "$BIN" "$@" \
      <&8 >/dev/null 2>"$WORK/run-$index.log" &
    pid=$!
    for _ in $(seq 1500); do
      (($(grep -c '^MapNotify' "$WORK/xev" || true) > before)) && break
      sleep 0.2
    done
    sleep "$SETTLE"
    if [[ "$command" != *=600* && "$command" != *" 600"* ]]; then
      for _ in $(seq 600); do
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.2
      done
    fi
    kill -TERM "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  # Every instruction of the binary that ran, as link addresses in lackey's format for
  # scripts/startup-layout.py. Valgrind loads the binary at an address of its own: the
  # offset is the one most functions show between their lowest instruction and nm's.
  python3 - "$BIN" "$WORK"/run-*.out >"$WORK/trace" <<'PY'
import collections, os, subprocess, sys
binary, runs = os.path.realpath(sys.argv[1]), sys.argv[2:]
runs.sort(key=lambda path: int(path.rsplit("-", 1)[1].split(".")[0]))
linked = {}
for line in subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True,
                           check=True).stdout.splitlines():
    fields = line.split()
    if len(fields) == 3:
        linked.setdefault(fields[2], int(fields[0], 16))
lowest, order, seen = {}, [], set()
for run in runs:
    ours, name = False, None
    for line in open(run, errors="replace"):
        if line.startswith("ob="):
            ours = os.path.realpath(line[3:].strip()) == binary
        elif line.startswith("fn="):
            name = line[3:].strip().split("'")[0]
        elif ours and line.startswith("0x"):
            address = int(line.split()[0], 16)
            if name in linked:
                lowest[name] = min(lowest.get(name, address), address)
            if address not in seen:
                seen.add(address)
                order.append(address)
offsets = collections.Counter(address - linked[name] for name, address in lowest.items())
offset = offsets.most_common(1)[0][0]
sys.stdout.writelines("I  %x,1\n" % (address - offset) for address in order)
print(f"{len(order)} instructions from {len(runs)} runs, offset {offset:#x}", file=sys.stderr)
PY
  python3 "$ROOT/scripts/startup-layout.py" "$WORK/trace" "$BIN" "$MAP" "$OUT" "$SECTIONS"
  exit 0
fi

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cd "$GTK"
# Built here, before xvfb-run: a build under another environment compiles every module again.
swift build -c release --product scrim-gtk --jobs 1 >/dev/null
BIN="$(swift build -c release --show-bin-path)/scrim-gtk"
# The same link again with a map (the release link's own command, from a verbose build).
rm -f "$BIN"
LINK=$(swift build -c release --product scrim-gtk --jobs 1 -v 2>/dev/null |
  grep -E '^\S*swiftc .*-emit-executable' | tail -1)
[[ -n "$LINK" ]] || { echo "no link command in swift build -v" >&2; exit 1; }
eval "${LINK// -v / } -Xlinker -Map=$WORK/map -o $WORK/scrim-gtk" >/dev/null
cmp -s "$BIN" "$WORK/scrim-gtk" || { echo "the link with a map differs" >&2; exit 1; }
# Functions start from nothing, so that nothing stale survives; the unnamed sections
# accumulate, since those this link already gathers into .text.startup no longer show as
# unnamed in its map (a pattern that matches nothing is harmless).
: >"$WORK/order.txt"
cp "$SECTIONS" "$WORK/sections.ld" 2>/dev/null || : >"$WORK/sections.ld"
xvfb-run -a -s "-screen 0 1280x800x24" "$ROOT/scripts/make-gtk-startup-order.sh" \
  --trace "$BIN" "$WORK/map" "$WORK/order.txt" "$WORK/sections.ld"
cp "$WORK/order.txt" "$ORDER"
cp "$WORK/sections.ld" "$SECTIONS"
rm -f "$BIN" # the layout files are no build inputs: force the link
swift build -c release --product scrim-gtk --jobs 1 >/dev/null
