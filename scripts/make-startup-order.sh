#!/usr/bin/env bash
# make-startup-order.sh
#
# Writes Sources/scrim/startup-order.txt (symbols) and Sources/scrim/startup-sections.ld
# (code and read-only data no symbol names): what `scrim` touches from exec until it waits
# for a key, which the release link of `scrim` (lld, Package.swift) places together.
#
# Why: the kernel maps a file-backed page with its neighbours (fault-around, 64 KiB), so
# start-up code and data scattered over the static binary made most of it resident.
# Packed together, the same bytes take a fraction of the windows. A stale list is
# harmless (names and patterns that no longer exist are skipped) but loses some of the
# gain: regenerate after large changes.
#
# How: ROUNDS times (2 by default), link scrim with a map, run each command below under
# valgrind's lackey (every address read, written or executed) in a detached tmux pane
# until its text shows, and let scripts/startup-layout.py add what it touched. Each
# round links with the last round's files, so what a layout's timing hid shows up in
# the next. `scrim alert` comes first: what it touches is placed first, and what the
# other commands add follows it (the drop-in's yes/no box alone was 1.2 times
# whiptail's RSS when the list was trained on `scrim alert` only).
#
# Usage: scripts/make-startup-order.sh    (needs valgrind, tmux and python3; builds scrim)
#        ROUNDS=2 by default. After changing Swift compiler flags, remove
#        .build/*/release first: the compiler keeps an object whose IR did not change.

set -euo pipefail
ROUNDS=${ROUNDS:-2}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
ORDER="$ROOT/Sources/scrim/startup-order.txt"
SECTIONS="$ROOT/Sources/scrim/startup-sections.ld"
SCRIM="$ROOT/.build/release/scrim"

WORK=$(mktemp -d)
SOCK="startup-order-$$"
trap 'tmux -L "$SOCK" kill-server >/dev/null 2>&1 || true; rm -rf "$WORK"' EXIT

# Start from nothing, so that nothing stale survives.
: > "$ORDER"
: > "$SECTIONS"

# Each: the text that shows once it waits for a key, then its arguments.
COMMANDS=(
  "CANCEL|alert --title 'Delete draft?' --action Cancel:cancel --action Delete:destructive"
  "Yes|whiptail --yesno 'Delete draft?' 8 40"
  "Banana|whiptail --menu Pick 15 50 4 a Apple b Banana"
  "Name|whiptail --inputbox Name 8 40 draft"
  "Banana|dialog --checklist Pick 15 50 4 a Apple on b Banana off"
  "Sync|dialog --title Rename --field Name=draft --toggle Sync=on"
  "Mail|sheet --title Share --action Copy --action Mail --action Cancel:cancel"
)

# Runs scrim with $2 under lackey until $1 shows, and adds what it touched.
trace() {
  tmux -L "$SOCK" -f /dev/null new-session -d -s order -x 80 -y 24 \
    "valgrind --tool=lackey --trace-mem=yes --log-file=$WORK/trace.tmp $SCRIM $2 \
     2>/dev/null; sleep 1"
  for _ in $(seq 300); do
    tmux -L "$SOCK" capture-pane -p -t order | grep -q "$1" && break
    sleep 0.2
  done
  sleep 2  # what follows the frame, until it waits
  cp "$WORK/trace.tmp" "$WORK/trace"
  tmux -L "$SOCK" send-keys -t order Escape
  while tmux -L "$SOCK" has-session -t order 2>/dev/null; do sleep 0.2; done
  python3 "$ROOT/scripts/startup-layout.py" "$WORK/trace" "$SCRIM" "$WORK/map" "$ORDER" "$SECTIONS"
}

for round in $(seq "$ROUNDS"); do
  rm -f "$SCRIM"  # the layout files are no build inputs: force the link
  (cd "$ROOT" && swift build -c release --product scrim --jobs 1 \
    -Xlinker "-Map=$WORK/map" >/dev/null)
  for command in "${COMMANDS[@]}"; do
    echo -n "round $round, ${command#*|}: " >&2
    trace "${command%%|*}" "${command#*|}"
  done
done
rm -f "$SCRIM"
(cd "$ROOT" && swift build -c release --product scrim --jobs 1 >/dev/null)
