#!/usr/bin/env bash
# make-startup-order.sh
#
# Writes Sources/scrim/startup-order.txt: the functions `scrim alert` runs from exec until
# it waits for a key, which the release link of `scrim` (lld, --symbol-ordering-file)
# places together at the front of .text.
#
# Why: the kernel maps a file-backed page with its neighbours (fault-around, 64 KiB), so
# start-up code scattered over the 7 MB of the static binary's text made most of it
# resident: 5.2 MiB of the 6.7 MiB peak RSS. Packed together, the same code takes a
# fraction of that. A stale list is harmless: symbols it names that no longer exist are
# skipped, and code it misses is only placed as before.
#
# How: valgrind's callgrind records every function executed, in a detached tmux pane. It
# runs on valgrind's CPU model, which lacks AVX-512, so glibc's string functions resolve
# to other variants there than on a machine with it: the EVEX and AVX-512 variants of
# each one seen are added by name.
#
# Usage: scripts/make-startup-order.sh    (needs valgrind and tmux; builds scrim first)

set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT="$ROOT/Sources/scrim/startup-order.txt"
SCRIM="$ROOT/.build/release/scrim"
(cd "$ROOT" && swift build -c release --product scrim --jobs 1 >/dev/null)

WORK=$(mktemp -d)
SOCK="startup-order-$$"
trap 'tmux -L "$SOCK" kill-server >/dev/null 2>&1 || true; rm -rf "$WORK"' EXIT

tmux -L "$SOCK" -f /dev/null new-session -d -s order -x 80 -y 24 \
  "valgrind --tool=callgrind --demangle=no --dump-instr=no --callgrind-out-file=$WORK/cg \
  $SCRIM alert --title 'Delete draft?' --action Cancel:cancel --action Delete:destructive \
  2>/dev/null; sleep 1"
for _ in $(seq 100); do
  tmux -L "$SOCK" capture-pane -p -t order | grep -q CANCEL && break
  sleep 0.2
done
sleep 1
tmux -L "$SOCK" send-keys -t order Enter
for _ in $(seq 100); do [ -s "$WORK/cg" ] && break; sleep 0.2; done
sleep 0.5

grep -oE '^c?fn=\([0-9]+\) .*' "$WORK/cg" | sed -E 's/^c?fn=\([0-9]+\) //' \
  | grep -v -e '^(below main)' -e '^0x' -e "'" | sort -u > "$WORK/hot"
nm --defined-only "$SCRIM" | awk '{print $3}' | sort -u > "$WORK/defined"
# The EVEX and AVX-512 twins of each glibc string function seen (__strlen_avx2 →
# __strlen_evex, __strlen_avx512...).
sed -nE 's/^(__[a-z0-9]+)_(avx2|avx|sse2|sse41|sse42)(_.*)?$/\1/p' "$WORK/hot" | sort -u \
  | while read -r base; do grep -E "^${base}_(evex|avx512)" "$WORK/defined" || true; done \
  > "$WORK/twins"
{
  echo "# The functions scrim runs from exec to its first frame, placed together by the link."
  echo "# Written by scripts/make-startup-order.sh; regenerate it after large changes."
  sort -u "$WORK/hot" "$WORK/twins" | comm -12 - "$WORK/defined"
} > "$OUT"
echo "$(($(wc -l < "$OUT") - 2)) functions in $OUT"
