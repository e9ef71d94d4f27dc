#!/usr/bin/env bash
# make-startup-order.sh
#
# Writes Sources/scrim/startup-order.txt: the functions and data `scrim alert` touches from
# exec until it waits for a key, which the release link of `scrim` (lld,
# --symbol-ordering-file) places together at the front of each section.
#
# Why: the kernel maps a file-backed page with its neighbours (fault-around, 64 KiB), so
# start-up code scattered over the 7 MB of the static binary's text made most of it
# resident: 5.2 MiB of the 6.7 MiB peak RSS. Packed together, the same code takes a
# fraction of that. A stale list is harmless: symbols it names that no longer exist are
# skipped, and code it misses is only placed as before.
#
# How, in two passes:
# 1. valgrind's callgrind records every function executed, in a detached tmux pane. It
#    runs on valgrind's CPU model, which lacks AVX-512, so glibc's string functions
#    resolve to other variants there than on a machine with it: the EVEX and AVX-512
#    variants of each one seen are added by name.
# 2. perf records every page fault of the relinked binary (three runs a pass, since some
#    paths depend on timing); the symbols at the faulting addresses in .text, .rodata,
#    .data, .data.rel.ro and .bss are added, and the binary relinked, PASSES times (each
#    pass finds what the last one's fault-around hid). Data and .bss grouped this way
#    touch fewer pages too.
#
# Usage: scripts/make-startup-order.sh    (needs valgrind, perf and tmux; builds scrim)
#        PASSES=4 by default.

set -euo pipefail
PASSES=${PASSES:-4}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT="$ROOT/Sources/scrim/startup-order.txt"
SCRIM="$ROOT/.build/release/scrim"
(cd "$ROOT" && swift build -c release --product scrim --jobs 1 >/dev/null)

WORK=${KEEP:-$(mktemp -d)}
SOCK="startup-order-$$"
trap 'tmux -L "$SOCK" kill-server >/dev/null 2>&1 || true; [ -n "${KEEP:-}" ] || rm -rf "$WORK"' EXIT

ALERT="$SCRIM alert --title 'Delete draft?' --action Cancel:cancel --action Delete:destructive"

# Runs $1 (a command line around $ALERT) in a pane until the alert shows, then answers it.
run_alert() {
  tmux -L "$SOCK" -f /dev/null new-session -d -s order -x 80 -y 24 "$1 2>/dev/null; sleep 1"
  for _ in $(seq 100); do
    tmux -L "$SOCK" capture-pane -p -t order | grep -q CANCEL && break
    sleep 0.2
  done
  sleep 1
  tmux -L "$SOCK" send-keys -t order Enter
  while tmux -L "$SOCK" has-session -t order 2>/dev/null; do sleep 0.2; done
}

header() {
  echo "# The functions and data scrim touches from exec to its first frame, placed together"
  echo "# by the link. Written by scripts/make-startup-order.sh; regenerate after large changes."
}

# Pass 1: the functions executed.
run_alert "valgrind --tool=callgrind --demangle=no --dump-instr=no --callgrind-out-file=$WORK/cg $ALERT"
grep -oE '^c?fn=\([0-9]+\) .*' "$WORK/cg" | sed -E 's/^c?fn=\([0-9]+\) //' \
  | grep -v -e '^(below main)' -e '^0x' -e "'" | sort -u > "$WORK/hot"
nm --defined-only "$SCRIM" | awk '{print $3}' | sort -u > "$WORK/defined"
# The EVEX and AVX-512 twins of each glibc string function seen (__strlen_avx2 →
# __strlen_evex, __strlen_avx512...).
sed -nE 's/^(__[a-z0-9]+)_(avx2|avx|sse2|sse41|sse42)(_.*)?$/\1/p' "$WORK/hot" | sort -u \
  | while read -r base; do grep -E "^${base}_(evex|avx512)" "$WORK/defined" || true; done \
  > "$WORK/twins"
sort -u "$WORK/hot" "$WORK/twins" | comm -12 - "$WORK/defined" > "$WORK/order"
{ header; cat "$WORK/order"; } > "$OUT"

# Pass 2: the symbols at each page fault, a few times over. (mawk has no strtonum.)
HEX='function hex(s,  i, n) { n = 0; s = tolower(s)
  for (i = 1; i <= length(s); i++) n = n * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
  return n }
'

for pass in $(seq "$PASSES"); do
  rm -f "$SCRIM"  # the order file is no build input: force the link
  (cd "$ROOT" && swift build -c release --product scrim --jobs 1 >/dev/null)
  # A few runs each: some paths depend on timing (which thread runs first, a resize as
  # the pane opens), and each takes its own pages.
  : > "$WORK/faults"
  for _ in 1 2 3; do
    run_alert "perf record -q -e page-faults -c 1 -d -o $WORK/faults.data $ALERT"
    perf script -i "$WORK/faults.data" -F addr 2>/dev/null | awk "$HEX"'{print hex($1)}' \
      >> "$WORK/faults"
  done
  sort -n -o "$WORK/faults" "$WORK/faults"
  readelf -SW "$SCRIM" | sed 's/\[ */[/' | awk "$HEX"'$2 ~ /^\.(text|rodata|data|data\.rel\.ro|bss)$/ {
    print hex($4), hex($4) + hex($6) }' > "$WORK/sections"
  nm -n -S --defined-only "$SCRIM" | awk "$HEX"'NF == 4 {print hex($1), hex($2), $4}' \
    > "$WORK/symbols"
  # Both lists sorted by address: one sweep finds the symbol holding each fault.
  awk 'FILENAME == ARGV[1] { lo[++n] = $1; hi[n] = $2; next }
    FILENAME == ARGV[2] { fault[++f] = $1; next }
    { start[++s] = $1; end[s] = $1 + $2; name[s] = $3 }
    END { j = 1
      for (i = 1; i <= f; i++) {
        inside = 0; for (k = 1; k <= n; k++) if (fault[i] >= lo[k] && fault[i] < hi[k]) inside = 1
        if (!inside) continue
        while (j < s && start[j + 1] <= fault[i]) j++
        if (fault[i] >= start[j] && fault[i] < end[j]) print name[j] } }' \
    "$WORK/sections" "$WORK/faults" "$WORK/symbols" | sort -u > "$WORK/touched"
  sort -u "$WORK/order" "$WORK/touched" > "$WORK/next"
  echo "pass $pass: $(comm -13 "$WORK/order" "$WORK/next" | wc -l) symbols added" >&2
  mv "$WORK/next" "$WORK/order"
  { header; cat "$WORK/order"; } > "$OUT"
done
rm -f "$SCRIM"
(cd "$ROOT" && swift build -c release --product scrim --jobs 1 >/dev/null)
echo "$(grep -vc '^#' "$OUT") symbols in $OUT"
