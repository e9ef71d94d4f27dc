#!/usr/bin/env bash
# Renders docs/scrim.1 as `man -l` shows it and fails on any groff warning or a missing
# section, subcommand or flag name. (That the file matches what scrim generates is a
# Swift test: CompletionAndManPageTests.)
set -euo pipefail
cd "$(dirname "$0")/.."

page=docs/scrim.1
if ! command -v man >/dev/null || ! command -v groff >/dev/null; then
  echo "installing man-db and groff"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq man-db groff-base >/dev/null \
    || { apt-get update -qq && apt-get install -y -qq man-db groff-base >/dev/null; }
fi

warnings=$(groff -man -Tutf8 -ww -z "$page" 2>&1)
[ -z "$warnings" ] || { echo "$warnings"; echo "FAIL: groff warns about $page"; exit 1; }

rendered=$(MANWIDTH=80 man -l "$page" 2>&1)
for expected in "SCRIM(1)" NAME SYNOPSIS SUBCOMMANDS "COMMON FLAGS" "EXIT STATUS" \
  "ACCESSIBLE MODE" alert sheet dialog snackbar banner catalog --title --action \
  --timeout --generate-completion-script; do
  grep -qF -- "$expected" <<<"$rendered" || { echo "FAIL: man -l $page lacks $expected"; exit 1; }
done
echo "man -l $page renders ($(wc -l <<<"$rendered") lines)"
