#!/usr/bin/env bash
# scrim-gtk driven by real X events under Xvfb: xdotool types into a dialog and clicks a
# sheet's row, and a SIGINT interrupts an alert; the script checks what scrim-gtk printed
# and its exit status. Not run
# by CI (the in-process tests drive the same code on a manual clock); needs xdotool.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -z "${DISPLAY:-}" ]]; then
  exec xvfb-run -a "$0" "$@"
fi
swift build --package-path Renderers/GTK --product scrim-gtk --jobs 1 >&2
bin="$(swift build --package-path Renderers/GTK --show-bin-path)/scrim-gtk"
failed=0
expect() {
  local name=$1 expected=$2 actual=$3
  if [[ "$actual" == "$expected" ]]; then echo "ok: $name"; else
    echo "FAILED: $name: expected $(printf %q "$expected"), got $(printf %q "$actual")"
    failed=1
  fi
}

out=$(mktemp)
"$bin" dialog --title "Sign up" --field name --toggle news >"$out" 2>/dev/null &
pid=$!
xdotool search --sync --name "Sign up" >/dev/null
sleep 0.3
xdotool type "Ada é"
xdotool key Tab space Return
status=0
wait $pid || status=$?
expect "dialog: typed text, a switch, Return" "$(printf 'name=Ada é\nnews=on\nstatus 0')" \
  "$(cat "$out")"$'\n'"status $status"

"$bin" sheet --title "Export" --action PDF --action PNG --action Cancel:cancel >"$out" \
  2>/dev/null &
pid=$!
window=$(xdotool search --sync --name "Export")
sleep 0.3
eval "$(xdotool getwindowgeometry --shell "$window")"
# The sheet's rows are 56 pt from the bottom up: Cancel, PNG, PDF.
xdotool mousemove --window "$window" 60 $((HEIGHT - 84)) click 1
status=0
wait $pid || status=$?
expect "sheet: a click on PNG" "$(printf 'PNG\nstatus 0')" "$(cat "$out")"$'\n'"status $status"
"$bin" alert --title "Interrupt me" --json >"$out" 2>/dev/null &
pid=$!
xdotool search --sync --name "Interrupt me" >/dev/null
kill -INT $pid
status=0
wait $pid || status=$?
expect "alert: SIGINT ends it as Ctrl-C does in the terminal" \
  "$(printf '%s\nstatus 130' '{"action":null,"role":null,"reason":"interrupted","fields":{},"signal":"SIGINT"}')" \
  "$(cat "$out")"$'\n'"status $status"
rm -f "$out"
exit $failed
