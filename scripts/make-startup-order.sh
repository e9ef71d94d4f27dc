#!/usr/bin/env bash
# make-startup-order.sh
#
# Writes Sources/scrim/startup-order.txt (symbols) and Sources/scrim/startup-sections.ld
# (sections no symbol names): what `scrim alert` touches from exec until it waits for a
# key, which the release link of `scrim` (lld, Package.swift) places together.
#
# Why: the kernel maps a file-backed page with its neighbours (fault-around, 64 KiB), so
# start-up code and data scattered over the static binary made most of it resident.
# Packed together, the same bytes take a fraction of the windows. A stale list is
# harmless (names and patterns that no longer exist are skipped) but loses some of the
# gain: regenerate after large changes.
#
# How: ROUNDS times (3 by default), link scrim with a map, run it under valgrind's lackey
# (every address read, written or executed) in a detached tmux pane until the alert
# shows, and let scripts/startup-layout.py add what it touched. Each round links with
# the last round's files, so what a layout's timing or inlining hid shows up in the next.
#
# Usage: scripts/make-startup-order.sh    (needs valgrind, tmux and python3; builds scrim)
#        ROUNDS=3 by default. After changing Swift compiler flags, remove
#        .build/*/release first: the compiler keeps an object whose IR did not change.

set -euo pipefail
ROUNDS=${ROUNDS:-3}
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

for round in $(seq "$ROUNDS"); do
  rm -f "$SCRIM"  # the layout files are no build inputs: force the link
  (cd "$ROOT" && swift build -c release --product scrim --jobs 1 \
    -Xlinker "-Map=$WORK/map" >/dev/null)
  tmux -L "$SOCK" -f /dev/null new-session -d -s order -x 80 -y 24 \
    "valgrind --tool=lackey --trace-mem=yes --log-file=$WORK/trace.tmp $SCRIM alert \
     --title 'Delete draft?' --action Cancel:cancel --action Delete:destructive \
     2>/dev/null; sleep 1"
  for _ in $(seq 300); do
    tmux -L "$SOCK" capture-pane -p -t order | grep -q CANCEL && break
    sleep 0.2
  done
  sleep 2  # what follows the frame, until it waits
  cp "$WORK/trace.tmp" "$WORK/trace"
  tmux -L "$SOCK" send-keys -t order Enter
  while tmux -L "$SOCK" has-session -t order 2>/dev/null; do sleep 0.2; done
  echo -n "round $round: " >&2
  python3 "$ROOT/scripts/startup-layout.py" "$WORK/trace" "$SCRIM" "$WORK/map" "$ORDER" "$SECTIONS"
done
rm -f "$SCRIM"
(cd "$ROOT" && swift build -c release --product scrim --jobs 1 >/dev/null)
