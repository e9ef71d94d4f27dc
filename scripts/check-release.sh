#!/usr/bin/env bash
# check-release.sh
#
# Builds the release `scrim` as users get it and checks what only that build has: on
# Linux the static link with lld, the start-up layout (Sources/scrim/startup-order.txt
# and startup-sections.ld), and no _StringProcessing, whose return would cost every
# command start-up memory and time (docs/measurements.md). Then the binary answers a line-
# mode alert. Run by .ci/run; it prints the binary's size.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release --product scrim -Xswiftc -warnings-as-errors
scrim=.build/release/scrim
ls -l "$scrim" | awk '{print "   " $5 " bytes"}'

if [[ "$(uname)" == Linux ]]; then
  sections=$(readelf -SW "$scrim")
  for name in .text.startup .rodata.startup; do
    grep -q " $name " <<<"$sections" \
      || { echo "FAIL: no $name section: the start-up linker script was not applied"; exit 1; }
  done
  if nm "$scrim" | grep -q 17_StringProcessing; then
    echo "FAIL: _StringProcessing is linked in; something calls String.contains(String),"
    echo "      replacing, split(separator: String) or a Regex (use String.substituting):"
    nm "$scrim" | grep 17_StringProcessing | head -5
    exit 1
  fi
fi

answer=$(printf '2\n' | "$scrim" alert --title "Delete draft?" --action Cancel:cancel \
  --action Delete:destructive --accessible 2>/dev/null)
[[ "$answer" == Delete ]] || { echo "FAIL: the release alert answered '$answer'"; exit 1; }
echo "   the release alert answered $answer"
