#!/usr/bin/env bash
# measure-scrim-vs-whiptail.sh
#
# Puts the same question on screen with the release `scrim` and with whiptail(1), in
# the same run and the same 80x24 detached tmux pane, and reports medians of:
#   - first output byte and first complete frame: the time from start until the output
#     settles before any key is pressed (util-linux script(1) timing log inside the
#     pane; "start" is when script(1) starts the command),
#   - the bytes and output chunks of that first frame,
#   - Esc: time from the key to the last output and to the process's exit, exit code,
#   - peak RSS (VmHWM), threads, CPU time and idle wake-ups, read from /proc while waiting,
#   - write(2) calls of the first frame, if strace is installed,
# plus the first frame's bytes under other TERM/COLORTERM values (one run each), the
# system calls of each waiting program over 10 s (strace -c) and its wake-ups over 10 s
# (context switches, read from /proc without tracing), and the three scrim-bench figures.
# It ends with issues 13's and 23's goals, one a line:
# `scrim / whiptail = ratio (goal ≤ limit) goal met` (or `goal NOT met`).
#
#   scrim:    scrim alert --title "Delete draft?" --action Cancel:cancel --action Delete:destructive
#   whiptail: whiptail --yesno "Delete draft?" 8 40
#   baseline: a shell that prints one word and waits for a line (tmux + script overhead)
# and, for the first frame's bytes only (Enter runs, interleaved with the others), the
# same question with a message under the title:
#   scrim-message:    scrim alert --title "Delete draft?" --message "This draft will be gone
#                     for good." --action Cancel:cancel --action Delete:destructive
#   whiptail-message: whiptail --title "Delete draft?" --yesno "This draft will be gone for
#                     good." 8 40
#
# It builds scrim first (`swift build -c release --product scrim`, static on Linux) and
# installs whiptail, tmux and strace with apt-get when they are missing. It is a
# benchmark for people, never run by CI.
#
# Usage: scripts/measure-scrim-vs-whiptail.sh            (prints a report)
#        RUNS=15 OUT_DIR=/tmp/raw scripts/measure-scrim-vs-whiptail.sh
# Knobs: RUNS (default 9), SKIP_BUILD=1 (use the existing .build/release/scrim and
#        scrim-bench), IDLE_SECONDS (default 10), SKIP_BENCH=1 (no scrim-bench figures),
#        OUT_DIR (keeps raw per-run values and the first frame of each program),
#        SCRIM (another scrim binary, such as .build/debug/scrim: its bytes are the same),
#        BYTES_ONLY=1 (only the first frames: bytes, chunks and times, and the byte goals;
#        a minute instead of several; no scrim-bench build).
# The machine matters: the report prints its load; compare the two programs, which run
# interleaved in the same conditions, rather than absolute times.

set -euo pipefail

RUNS=${RUNS:-9}
BYTES_ONLY=${BYTES_ONLY:-0}
TERM_UT=xterm-256color
LOC=C.UTF-8
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SCRIM=${SCRIM:-$ROOT/.build/release/scrim}

need=()
command -v whiptail >/dev/null 2>&1 || need+=(whiptail)
command -v tmux >/dev/null 2>&1 || need+=(tmux)
command -v script >/dev/null 2>&1 || need+=(bsdutils)
command -v strace >/dev/null 2>&1 || need+=(strace)
if [ ${#need[@]} -gt 0 ]; then
  echo "# installing: ${need[*]}" >&2
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo=sudo
  $sudo apt-get install -y "${need[@]}" >/dev/null 2>&1 \
    || { $sudo apt-get update >/dev/null && $sudo apt-get install -y "${need[@]}" >/dev/null; }
fi

if [ "${SKIP_BUILD:-0}" != 1 ]; then
  echo "# building: swift build -c release --product scrim (and scrim-bench)" >&2
  (cd "$ROOT" && swift build -c release --product scrim --jobs 1 >/dev/null)
  if [ "${SKIP_BENCH:-0}" != 1 ] && [ "${BYTES_ONLY:-0}" != 1 ]; then
    (cd "$ROOT" && swift build -c release --product scrim-bench --jobs 1 >/dev/null)
  fi
fi
BENCH="$ROOT/.build/release/scrim-bench"
IDLE_SECONDS=${IDLE_SECONDS:-10}
[ -x "$SCRIM" ] || { echo "no release scrim at $SCRIM" >&2; exit 1; }

WORK=$(mktemp -d)
RAW=${OUT_DIR:-$WORK/raw}
mkdir -p "$RAW"
SOCK="scrim-vs-whiptail-$$"

cleanup() {
  local path
  path=$(tmux -L "$SOCK" display -p '#{socket_path}' 2>/dev/null || true)
  tmux -L "$SOCK" kill-server >/dev/null 2>&1 || true
  if [ -n "$path" ]; then rm -f "$path"; fi
  exec 9>&- 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

# A sleep that forks nothing: a read with a timeout on a fifo no one writes to.
mkfifo "$WORK/never"
exec 9<>"$WORK/never"
nap() { read -r -t "$1" -u 9 _ 2>/dev/null || true; }

cat > "$WORK/tmux.conf" <<EOF
set -g status off
set -g default-terminal "$TERM_UT"
set -g default-shell /bin/sh
set -g history-limit 0
set -g remain-on-exit off
EOF

env -i HOME="${HOME:-/root}" PATH="$PATH" LANG="$LOC" TERM="$TERM_UT" \
  tmux -u -L "$SOCK" -f "$WORK/tmux.conf" new-session -d -s base -x 80 -y 24
tm() { tmux -L "$SOCK" "$@"; }
alive() { tm has-session -t "=$1" 2>/dev/null; }
snap() { tm capture-pane -p -t "=$1:" 2>/dev/null || true; }
wait_gone() {
  local i=0
  while alive "$1"; do nap 0.01; i=$((i + 1)); [ $i -gt 1000 ] && break; done
  return 0
}

command_for() {
  case $1 in
    scrim) CMD=("$SCRIM" alert --title "Delete draft?" --action Cancel:cancel
      --action Delete:destructive) ;;
    whiptail) CMD=(whiptail --yesno "Delete draft?" 8 40) ;;
    scrim-message) CMD=("$SCRIM" alert --title "Delete draft?"
      --message "This draft will be gone for good." --action Cancel:cancel
      --action Delete:destructive) ;;
    whiptail-message) CMD=(whiptail --title "Delete draft?"
      --yesno "This draft will be gone for good." 8 40) ;;
    baseline) CMD=(sh -c 'echo ready; exec head -n 1') ;;
    *) echo "unknown case $1" >&2; exit 1 ;;
  esac
}
PROGRAMS=(scrim whiptail)
CASES=(baseline "${PROGRAMS[@]}")
# Measured for the first frame only: Enter runs, no Esc, /proc, strace or TERM variants.
MESSAGE_CASES=(scrim-message whiptail-message)

# median, min and max of a column of numbers on stdin
stats() { sort -n | awk '{v[NR] = $1} END {
  if (NR == 0) { print "n/a"; exit }
  m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
  printf "%s (%s–%s)\n", m, v[1], v[NR] }'; }
median() { sort -n | awk '{v[NR] = $1} END {
  if (NR == 0) { print "n/a"; exit }
  print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# Reads an advanced-format script(1) timing log (-T, with -I and -O) and prints:
# first_out_ms settled_ms frame_bytes frame_chunks key_to_last_out_ms key_to_exit_ms exit
summarize() {
  awk '
    $1 == "O" || $1 == "I" { t += $2 }
    $1 == "O" && !key { if (!n) first = t; settled = t; bytes += $3; n++ }
    $1 == "I" && !key { key = t }
    $1 == "O" && key { last = t }
    $1 == "H" && $3 == "DURATION" { duration = $4 }
    $1 == "H" && $3 == "EXIT_CODE" { code = $4 }
    END {
      printf "%.2f %.2f %d %d %.1f %.1f %s\n", first * 1000, settled * 1000, bytes, n,
        (last > key ? (last - key) * 1000 : 0), (duration > key ? (duration - key) * 1000 : 0),
        code }' "$1"
}

# One run under script(1) in a fresh pane: $1 case, $2 key, $3 tag, $4 extra env.
# The key is sent after a fixed pause (no polling, which would compete for the CPU).
run_once() {
  local c=$1 key=$2 tag=$3 extra=${4:-} s="r$$-$3" q
  command_for "$c"
  q=$(printf '%q ' "${CMD[@]}")
  # shellcheck disable=SC2086
  tm new-session -d -s "$s" -x 80 -y 24 env $extra SHELL=/bin/sh \
    script -q -m advanced -T "$WORK/$tag.tim" -I "$WORK/$tag.in" -O "$WORK/$tag.out" \
    -c "exec $q"
  nap 0.5
  if [ -z "$extra" ] && [ "$(snap "$s")" != "${REF[$c]}" ]; then
    echo "warn: $tag does not show the settled screen before the key" >&2
  fi
  tm send-keys -t "=$s:" "$key"
  wait_gone "$s"
  nap 0.05
  summarize "$WORK/$tag.tim"
}

# The first frame's bytes of a run: the output log without script's header line, cut
# at the bytes counted before the key.
first_frame() {
  local bytes
  bytes=$(summarize "$WORK/$1.tim" | awk '{print $3}')
  tail -c +"$(($(head -n 1 "$WORK/$1.out" | wc -c) + 1))" "$WORK/$1.out" | head -c "$bytes"
}

echo "# measure-scrim-vs-whiptail: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
echo "# host: $(nproc) CPUs, $(uname -sm), load: $(cut -d' ' -f1-3 /proc/loadavg); TERM=$TERM_UT LANG=$LOC 80x24; runs=$RUNS"
echo "# versions: $("$SCRIM" --version 2>&1 | head -1); $(whiptail --version 2>&1 | head -1); $(tmux -V); $(script --version)"
echo "# scrim: $(stat -c %s "$SCRIM") bytes, $(file -b "$SCRIM" 2>/dev/null | cut -d, -f1-2 || echo '?')"

# The settled screen of each case, to check that every run got that far before the key.
declare -A REF
for c in "${CASES[@]}" "${MESSAGE_CASES[@]}"; do
  command_for "$c"
  tm new-session -d -s "ref$$" -x 80 -y 24 "${CMD[@]}"
  nap 1.0
  REF[$c]=$(snap "ref$$")
  tm send-keys -t "=ref$$:" Enter
  wait_gone "ref$$"
done

# Interleaved, so load changes hit both programs alike.
for c in "${CASES[@]}" "${MESSAGE_CASES[@]}"; do
  : > "$RAW/enter-$c.txt"
  : > "$RAW/esc-$c.txt"
done
for i in $(seq "$RUNS"); do
  for c in "${CASES[@]}" "${MESSAGE_CASES[@]}"; do
    run_once "$c" Enter "enter-$c-$i" >> "$RAW/enter-$c.txt"
    case "$BYTES_ONLY $c" in
      "0 scrim" | "0 whiptail") run_once "$c" Escape "esc-$c-$i" >> "$RAW/esc-$c.txt" ;;
    esac
  done
done
for c in "${PROGRAMS[@]}" "${MESSAGE_CASES[@]}"; do
  first_frame "enter-$c-1" > "$RAW/first-frame-$c.bin"
done

ms_col() { awk -v k="$2" '{print $k}' "$1" | stats; }
first_frame_table() {
  echo
  echo "## First frame, Enter to answer (ms from start; median (min–max) of $RUNS)"
  printf '%-16s | %-22s | %-22s | %-18s | %-10s\n' case "first byte ms" "frame settled ms" \
    "frame bytes" "chunks"
  for c in "${CASES[@]}" "${MESSAGE_CASES[@]}"; do
    f="$RAW/enter-$c.txt"
    printf '%-16s | %-22s | %-22s | %-18s | %-10s\n' "$c" "$(ms_col "$f" 1)" "$(ms_col "$f" 2)" \
      "$(ms_col "$f" 3)" "$(ms_col "$f" 4)"
  done
}
# ratio NAME SCRIM WHIPTAIL LIMIT: one line, "goal met" when scrim/whiptail <= LIMIT
ratio() {
  awk -v n="$1" -v a="$2" -v b="$3" -v g="$4" 'BEGIN {
    if (a == "" || b == "" || a == "n/a" || b == "n/a" || b + 0 == 0) {
      printf "%-40s %s / %s = n/a (goal ≤ %s)\n", n, a, b, g; exit }
    r = a / b
    printf "%-40s %s / %s = %.2f (goal ≤ %s) %s\n", n, a, b, r, g,
      (r <= g + 0 ? "goal met" : "goal NOT met") }'
}
frame_bytes() { awk '{print $3}' "$RAW/enter-$1.txt" | median; }
# Issue 23: the same picture in at most three quarters of whiptail's bytes.
byte_goals() {
  ratio "first-frame bytes, title only" "$(frame_bytes scrim)" "$(frame_bytes whiptail)" 0.75
  ratio "first-frame bytes, title and message" "$(frame_bytes scrim-message)" \
    "$(frame_bytes whiptail-message)" 0.75
}
if [ "$BYTES_ONLY" = 1 ]; then
  first_frame_table
  echo
  echo "## Issue 23's goals (TERM=$TERM_UT, medians of $RUNS)"
  byte_goals
  echo
  echo "# load at end: $(cut -d' ' -f1-3 /proc/loadavg)"
  if [ -n "${OUT_DIR:-}" ]; then echo "# raw values and first frames kept in $RAW"; fi
  exit 0
fi

# The process while it waits for the key, read from /proc (interleaved too): peak RSS
# (VmHWM) split into anonymous and file-backed pages, threads, CPU time used so far (the
# sum of every thread's schedstat), and wake-ups (context switches) in the next second.
# The context switches of all of a process's threads.
ctxt_sum() {
  local f n=0
  for f in /proc/"$1"/task/*/status; do
    n=$((n + $(awk '/ctxt_switches/ {n += $2} END {print n + 0}' "$f" 2>/dev/null || echo 0)))
  done
  echo "$n"
}
proc_sample() {
  local pid=$1 ns=0 f switches
  for f in /proc/"$pid"/task/*/schedstat; do ns=$((ns + $(cut -d' ' -f1 "$f" 2>/dev/null || echo 0))); done
  switches=$(ctxt_sum "$pid")
  awk -v ns="$ns" -v sw="$switches" '/^VmHWM/ {h = $2} /^RssAnon/ {a = $2} /^RssFile/ {f = $2}
    /^Threads/ {t = $2} END {printf "%d %d %d %d %.2f %d\n", h, a, f, t, ns / 1e6, sw}' \
    /proc/"$pid"/status
}
for c in "${PROGRAMS[@]}"; do : > "$RAW/proc-$c.txt"; done
for i in $(seq "$RUNS"); do
  for c in "${PROGRAMS[@]}"; do
    command_for "$c"
    s="m$$-$i"
    tm new-session -d -s "$s" -x 80 -y 24 "${CMD[@]}"
    nap 0.5
    pid=$(tm display -p -t "=$s:" '#{pane_pid}')
    a=$(proc_sample "$pid")
    nap 1.0
    b=$(proc_sample "$pid")
    tm send-keys -t "=$s:" Escape
    wait_gone "$s"
    # peak KiB, anonymous KiB, file-backed KiB, threads, CPU ms, wake-ups in the idle second
    echo "$a $(echo "$b" | awk '{print $6}')" | awk '{print $1, $2, $3, $4, $5, $7 - $6}' \
      >> "$RAW/proc-$c.txt"
  done
done

# write(2) calls to the terminal before the key is read (one run each; strace slows the
# program down, so only the counts are reported). Writes to the eventfds and pipes a
# program makes for itself (Swift's runtime makes some) are not terminal output.
declare -A WRITES
if command -v strace >/dev/null 2>&1; then
  for c in "${PROGRAMS[@]}"; do
    command_for "$c"
    s="w$$"
    st="$WORK/strace-$c"
    tm new-session -d -s "$s" -x 80 -y 24 strace -f -qq -o "$st" \
      -e trace=read,write,writev,eventfd2,pipe2 "${CMD[@]}"
    nap 1.0
    tm send-keys -t "=$s:" Enter
    wait_gone "$s"
    nap 0.05
    WRITES[$c]=$(awk '
      /eventfd2\(/ { own[$NF] = 1 }
      /pipe2\(\[/ { match($0, /\[[0-9]+, [0-9]+\]/); split(substr($0, RSTART + 1, RLENGTH - 2), p, ", ")
        own[p[1]] = 1; own[p[2]] = 1 }
      /read\([0-9]+, "\\r"/ { exit }
      match($0, /(write|writev)\([0-9]+,/) {
        fd = substr($0, RSTART, RLENGTH); gsub(/[^0-9]/, "", fd)
        if (fd != 2 && !(fd in own)) { n++; b += $NF } }
      END { printf "%d calls, %d B", n, b }' "$st")
  done
fi

# The idle program, while it shows its question and waits for a key: wake-ups over
# IDLE_SECONDS (the context switches of all its threads, from /proc, nothing attached),
# then, in the same process after a Tab, every system call strace sees over another
# IDLE_SECONDS.
# strace's attaching interrupts a blocked call, which the kernel restarts
# (restart_syscall); that one is the tracer's, not the program's, and is not counted.
declare -A IDLE_WAKEUPS IDLE_CALLS IDLE_DETAIL
for c in "${PROGRAMS[@]}"; do
  command_for "$c"
  s="i$$"
  tm new-session -d -s "$s" -x 80 -y 24 "${CMD[@]}"
  nap 1.0
  pid=$(tm display -p -t "=$s:" '#{pane_pid}')
  before=$(ctxt_sum "$pid")
  nap "$IDLE_SECONDS"
  IDLE_WAKEUPS[$c]=$(($(ctxt_sum "$pid") - before))
  # Then a Tab (focus moves, nothing ends), and every system call while it waits again:
  # a key must not leave anything ticking behind it.
  tm send-keys -t "=$s:" Tab
  nap 0.3
  timeout -s INT "$IDLE_SECONDS" strace -f -qq -c -o "$WORK/idle-$c" -p "$pid" 2>/dev/null || true
  tm send-keys -t "=$s:" Escape
  wait_gone "$s"
  IDLE_CALLS[$c]=$(awk '$NF != "restart_syscall" && $NF != "total" && $1 ~ /^[0-9.]+$/ && NF >= 5 {
    n += $4 } END { print n + 0 }' "$WORK/idle-$c")
  IDLE_DETAIL[$c]=$(awk '$NF != "restart_syscall" && $NF != "total" && $1 ~ /^[0-9.]+$/ && NF >= 5 {
    printf "%s×%s ", $4, $NF }' "$WORK/idle-$c")
done

# scrim-bench: the keystroke, full-frame and app figures (CPU or wall time, as each says).
BENCH_KEY_P99=n/a BENCH_RENDER=n/a BENCH_APP=n/a
if [ "${SKIP_BENCH:-0}" != 1 ] && [ -x "$BENCH" ]; then
  nice -n 10 "$BENCH" key render app > "$WORK/bench.txt" 2>&1 || true
  BENCH_KEY_P99=$(sed -n 's/.*p99 \([0-9.,]*\) µs.*/\1/p' "$WORK/bench.txt" | head -1 | tr -d ,)
  BENCH_RENDER=$(sed -n 's/.*time per frame (diff + encode): \([0-9.,]*\) µs.*/\1/p' \
    "$WORK/bench.txt" | head -1 | tr -d ,)
  BENCH_APP=$(sed -n 's/.*CPU per written frame: \([0-9.,]*\) µs.*/\1/p' "$WORK/bench.txt" \
    | head -1 | tr -d ,)
fi

first_frame_table

echo
echo "## Esc (median (min–max) of $RUNS)"
printf '%-9s | %-24s | %-24s | %s\n' case "Esc to last output ms" "Esc to exit ms" "exit codes"
for c in "${PROGRAMS[@]}"; do
  f="$RAW/esc-$c.txt"
  printf '%-9s | %-24s | %-24s | %s\n' "$c" "$(ms_col "$f" 5)" "$(ms_col "$f" 6)" \
    "$(awk '{print $7}' "$f" | sort | uniq -c | awk '{printf "%s×%s ", $1, $2}')"
done

echo
echo "## The waiting process (/proc, 0.5 s after start; median (min–max) of $RUNS)"
for c in "${PROGRAMS[@]}"; do
  f="$RAW/proc-$c.txt"
  printf '%-9s peak RSS %s KiB (anonymous %s, file-backed %s), threads %s\n' "$c" \
    "$(ms_col "$f" 1)" "$(ms_col "$f" 2)" "$(ms_col "$f" 3)" "$(ms_col "$f" 4)"
  printf '%-9s CPU so far %s ms, wake-ups in the next idle second %s\n' "" "$(ms_col "$f" 5)" \
    "$(ms_col "$f" 6)"
  printf '%-9s write(2) calls to the terminal for the first frame: %s\n' "" "${WRITES[$c]:-n/a}"
  printf '%-9s idle %s s: %s wake-ups; after a Tab, system calls (strace -f -c, %s s): %s %s\n' "" \
    "$IDLE_SECONDS" "${IDLE_WAKEUPS[$c]}" "$IDLE_SECONDS" "${IDLE_CALLS[$c]}" "${IDLE_DETAIL[$c]}"
done

echo
echo "## First-frame bytes by terminal type (one run each)"
declare -A TERM_BYTES
for c in "${PROGRAMS[@]}"; do
  for e in "TERM=xterm-256color" "TERM=xterm-256color COLORTERM=truecolor" \
    "TERM=tmux-256color" "TERM=screen" "TERM=linux"; do
    r=$(run_once "$c" Enter "e-$c-${e//[ =]/_}" "$e")
    TERM_BYTES["$c $e"]=$(echo "$r" | awk '{print $3}')
    printf '%-9s %-40s %5s B in %s chunks\n' "$c" "$e" "$(echo "$r" | awk '{print $3}')" \
      "$(echo "$r" | awk '{print $4}')"
  done
done

echo
echo "## Summary (medians)"
echo "| | scrim alert | whiptail --yesno | baseline (sh) |"
echo "| --- | --- | --- | --- |"
row() {
  printf '| %s | %s | %s | %s |\n' "$1" "$(awk -v k="$2" '{print $k}' "$RAW/$3-scrim.txt" | median)" \
    "$(awk -v k="$2" '{print $k}' "$RAW/$3-whiptail.txt" | median)" \
    "$( [ -f "$RAW/$3-baseline.txt" ] && awk -v k="$2" '{print $k}' "$RAW/$3-baseline.txt" | median || echo –)"
}
row "first byte (ms)" 1 enter
row "first frame settled (ms)" 2 enter
row "first frame bytes" 3 enter
printf '| first frame bytes, title and message | %s | %s | – |\n' "$(frame_bytes scrim-message)" \
  "$(frame_bytes whiptail-message)"
row "first frame output chunks" 4 enter
row "Esc → last output (ms)" 5 esc
row "Esc → exit (ms)" 6 esc
pcol() { awk -v k="$2" '{print $k}' "$RAW/proc-$1.txt" | median; }
printf '| peak RSS (KiB) | %s | %s | – |\n' "$(pcol scrim 1)" "$(pcol whiptail 1)"
printf '| of which anonymous (KiB) | %s | %s | – |\n' "$(pcol scrim 2)" "$(pcol whiptail 2)"
printf '| threads | %s | %s | – |\n' "$(pcol scrim 4)" "$(pcol whiptail 4)"
printf '| CPU to the waiting state (ms) | %s | %s | – |\n' "$(pcol scrim 5)" "$(pcol whiptail 5)"
printf '| wake-ups per idle second | %s | %s | – |\n' "$(pcol scrim 6)" "$(pcol whiptail 6)"
printf '| first-frame write(2) calls | %s | %s | – |\n' "${WRITES[scrim]:-n/a}" \
  "${WRITES[whiptail]:-n/a}"

echo
echo "## Issues 13's and 23's goals (scrim / whiptail = ratio; medians where several runs)"
# absolute NAME VALUE LIMIT UNIT [NOTE]
absolute() {
  awk -v n="$1" -v a="$2" -v g="$3" -v u="$4" -v note="${5:-}" 'BEGIN {
    if (a == "" || a == "n/a") { printf "%-40s n/a (goal ≤ %s %s)\n", n, g, u; exit }
    printf "%-40s %s %s (goal ≤ %s %s) %s%s\n", n, a, u, g, u,
      (a + 0 <= g + 0 ? "goal met" : "goal NOT met"), (note == "" ? "" : "; " note) }'
}
writes_of() { echo "${WRITES[$1]:-n/a}" | awk '{print $1}'; }
ratio "peak RSS (KiB)" "$(pcol scrim 1)" "$(pcol whiptail 1)" 1.0
ratio "CPU exec → waiting (ms)" "$(pcol scrim 5)" "$(pcol whiptail 5)" 1.0
ratio "first frame settled (ms)" "$(awk '{print $2}' "$RAW/enter-scrim.txt" | median)" \
  "$(awk '{print $2}' "$RAW/enter-whiptail.txt" | median)" 0.8
# On a loaded machine the median swings with the load (the baseline shell alone varies
# several-fold); the fastest run of each is the cost with the least interference.
ratio "  the same, fastest of each (ms)" "$(awk '{print $2}' "$RAW/enter-scrim.txt" | sort -n | head -1)" \
  "$(awk '{print $2}' "$RAW/enter-whiptail.txt" | sort -n | head -1)" 0.8
byte_goals
for t in tmux-256color screen linux; do
  ratio "first-frame bytes, $t" "${TERM_BYTES[scrim TERM=$t]}" "${TERM_BYTES[whiptail TERM=$t]}" 0.5
done
absolute "first-frame write(2) calls, scrim" "$(writes_of scrim)" 1 "" \
  "whiptail $(writes_of whiptail)"
absolute "idle system calls in ${IDLE_SECONDS} s after a Tab" "${IDLE_CALLS[scrim]}" 0 "" \
  "whiptail ${IDLE_CALLS[whiptail]}"
absolute "idle wake-ups in ${IDLE_SECONDS} s before any key" "${IDLE_WAKEUPS[scrim]}" 0 "" \
  "whiptail ${IDLE_WAKEUPS[whiptail]}"
absolute "scrim-bench key: CPU p99 per Tab" "$BENCH_KEY_P99" 1000 µs
absolute "scrim-bench render: 200×60, 5% changed" "$BENCH_RENDER" 100 "µs (wall)"
absolute "scrim-bench app: CPU per written frame" "$BENCH_APP" 45 µs

echo
echo "# load at end: $(cut -d' ' -f1-3 /proc/loadavg)"
if [ -n "${OUT_DIR:-}" ]; then echo "# raw values and first frames kept in $RAW"; fi
exit 0
