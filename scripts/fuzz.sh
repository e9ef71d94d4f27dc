#!/usr/bin/env bash
# Builds the libFuzzer harnesses of Fuzz/ with AddressSanitizer and runs each over its seed
# corpus (Fuzz/Corpus/HARNESS), then prints the executions of each and their total.
#
#   scripts/fuzz.sh SECONDS [HARNESS...]   fuzz each harness for SECONDS (release build)
#   scripts/fuzz.sh --runs N [HARNESS...]  N runs each after the corpus (debug build): what
#                                          .ci/run does, so a known crash input fails CI
#
# New inputs go to a scratch corpus, so the one in the repository stays small; crashes,
# hangs (over 10 s), leaks and out-of-memory inputs are kept in Fuzz/Findings/. The exit
# status is 0 only when every harness ran clean. FUZZ_JOBS sets the build's jobs (1).
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"

usage="usage: scripts/fuzz.sh SECONDS [HARNESS...] | --runs N [HARNESS...]"
# CI repeats the same runs every time (seed 1); a timed run takes a new seed each time, so
# that two runs do not try the same inputs (FUZZ_SEED=N repeats one).
if [[ "${1:-}" == "--runs" ]]; then
  limit=(-runs="${2:?$usage}" -seed=1) configuration=debug
  shift 2
else
  limit=(-max_total_time="${1:?$usage}" -seed="${FUZZ_SEED:-0}") configuration=release
  shift
fi
harnesses=("$@")
if ((${#harnesses[@]} == 0)); then
  harnesses=(fuzz-input fuzz-paste fuzz-arguments fuzz-lines fuzz-gauge fuzz-zenity)
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# SwiftPM's --sanitize fuzzer links libFuzzer but instruments only the harness itself; the
# extra -sanitize=fuzzer gives every module the coverage the fuzzer steers by.
build=(swift build -c "$configuration" -j "${FUZZ_JOBS:-1}" --sanitize fuzzer
  --sanitize address -Xswiftc -sanitize=fuzzer -Xswiftc -warnings-as-errors)
echo "== ${build[*]}"
if ! "${build[@]}" >"$work/build.log" 2>&1; then
  grep -v "Cannot export local symbol" "$work/build.log" >&2
  exit 1
fi
bin=$("${build[@]}" --show-bin-path)

mkdir -p Findings
total=0
failed=()
for harness in "${harnesses[@]}"; do
  mkdir -p "$work/$harness"
  echo "== $harness ${limit[*]}"
  # Swift's own crash handler reads memory AddressSanitizer reports as a second error.
  status=0
  SWIFT_BACKTRACE=enable=no "$bin/$harness" "${limit[@]}" -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="Findings/$harness-" \
    "$work/$harness" "Corpus/$harness" >"$work/$harness.log" 2>&1 || status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/$harness.log")
  total=$((total + ${runs:-0}))
  if ((status == 0)); then
    echo "   ${runs:-0} executions, clean"
  else
    failed+=("$harness")
    grep -a -E "ERROR|Fatal error|ALARM|Test unit written|SUMMARY" "$work/$harness.log" | head -20
    echo "   ${runs:-0} executions, FAILED (exit $status; the input is in Fuzz/Findings/)"
  fi
done
echo "== $total executions in all; failed: ${failed[*]:-none}"
((${#failed[@]} == 0))
