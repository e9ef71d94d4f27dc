#!/usr/bin/env bash
# check-release.sh
#
# Builds the release `scrim` as users get it and checks what only that build has: on
# Linux the static link with lld, the start-up layout (Sources/scrim/startup-order.txt
# and startup-sections.ld), and no _StringProcessing, whose return would cost every
# command start-up memory and time (docs/measurements.md). Then the binary answers a line-
# mode alert. Run by .ci/run; it prints the binary's size.
#
# scrim-gtk's release binary, which links the standard library statically too, is held to
# the same _StringProcessing rule when one was built (scripts/measure-gtk-vs-zenity.sh and
# scripts/make-gtk-startup-order.sh build it; this script does not, so that it needs no
# GTK). One older than any of its sources is not judged: say so and rebuild it.
set -euo pipefail
cd "$(dirname "$0")/.."

# Fails when binary $1 links _StringProcessing in. grep reads all of nm's output: with
# `grep -q`, nm died of SIGPIPE at the first match and pipefail made a found symbol a pass.
check_no_string_processing() {
  local found
  found=$(nm "$1" | grep 17_StringProcessing || true)
  if [[ -n "$found" ]]; then
    echo "FAIL: _StringProcessing is linked into $1; something calls String.contains(String),"
    echo "      replacing, split(separator: String) or a Regex (use String.substituting):"
    head -5 <<<"$found"
    exit 1
  fi
}

swift build -c release --product scrim -Xswiftc -warnings-as-errors
scrim=.build/release/scrim
ls -l "$scrim" | awk '{print "   " $5 " bytes"}'

if [[ "$(uname)" == Linux ]]; then
  sections=$(readelf -SW "$scrim")
  for name in .text.startup .rodata.startup; do
    grep -q " $name " <<<"$sections" \
      || { echo "FAIL: no $name section: the start-up linker script was not applied"; exit 1; }
  done
  check_no_string_processing "$scrim"

  gtk=Renderers/GTK/.build/release/scrim-gtk
  if [[ -x "$gtk" ]]; then
    # Its sources include the root's, through the symlinks in Renderers/GTK/Shared.
    newer=$(find -L Renderers/GTK/Sources Renderers/GTK/Shared Renderers/GTK/Package.swift \
      -newer "$gtk" -type f -name '*.swift' -print -quit)
    if [[ -n "$newer" ]]; then
      echo "   $gtk not checked: older than $newer (rebuild:"
      echo "   swift build -c release --package-path Renderers/GTK --product scrim-gtk)"
    else
      check_no_string_processing "$gtk"
      echo "   $gtk: no _StringProcessing"
    fi
  else
    echo "   scrim-gtk: no release build to check"
  fi
fi

answer=$(printf '2\n' | "$scrim" alert --title "Delete draft?" --action Cancel:cancel \
  --action Delete:destructive --accessible 2>/dev/null)
[[ "$answer" == Delete ]] || { echo "FAIL: the release alert answered '$answer'"; exit 1; }
echo "   the release alert answered $answer"
