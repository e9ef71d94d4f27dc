#!/usr/bin/env bash
# Runs each case below with the real zenity and with scrim-gtk as zenity (a link named
# zenity to the binary given), on a display of its own (Xvfb, so that no other test's
# window takes the keys), pressing the same keys with xdotool, and prints one line a case: NAME<TAB>zenity's status<TAB>its stdout (escaped)
# <TAB>scrim-gtk's status<TAB>its stdout. ZenityComparisonTests reads the lines.
set -uo pipefail
scrim=$1
if [[ -z ${COMPARE_ON_OWN_DISPLAY:-} ]]; then
  COMPARE_ON_OWN_DISPLAY=1 exec xvfb-run -a "$0" "$@"
fi
links=$(mktemp -d)
trap 'rm -rf "$links"' EXIT
ln -s "$scrim" "$links/zenity"

# drive PROGRAM KEYS INPUT ARGS...: the status and stdout, once the window has taken KEYS
# (xdotool commands split at ';'); INPUT is stdin's text.
drive() {
  local program=$1 keys=$2 input=$3
  shift 3
  local out
  out=$(mktemp)
  printf '%b' "$input" | "$program" "$@" >"$out" 2>/dev/null &
  local pid=$! window=""
  for _ in $(seq 1 200); do
    window=$(xdotool search --onlyvisible --pid "$pid" 2>/dev/null | tail -1)
    [[ -n $window ]] && break
    sleep 0.05
  done
  # Keys go to the focused window: wait until it is this one (there is no window manager).
  for _ in $(seq 1 40); do
    [[ -z $window ]] && break
    xdotool windowfocus --sync "$window" 2>/dev/null
    [[ $(xdotool getwindowfocus 2>/dev/null) == "$window" ]] && break
    sleep 0.05
  done
  sleep 0.4
  local step
  IFS=';' read -ra steps <<<"$keys"
  for step in "${steps[@]}"; do
    [[ -n $step ]] && xdotool $step
    sleep 0.15
  done
  for _ in $(seq 1 80); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.05
  done
  kill "$pid" 2>/dev/null
  wait "$pid"
  local status=$?
  printf '%s\t%q' "$status" "$(cat "$out")"
  rm -f "$out"
}

# NAME, KEYS, STDIN, then the arguments, one case a line, fields split at '|' (none of the
# arguments holds one).
while IFS='|' read -r name keys input arguments; do
  [[ -z $name || $name == \#* ]] && continue
  eval "set -- $arguments"
  real=$(drive zenity "$keys" "$input" "$@")
  ours=$(drive "$links/zenity" "$keys" "$input" "$@")
  # On a loaded machine a window can map after the keys were sent (either program's): a
  # case that differs runs once more, both programs, and that run counts.
  if [[ $real != "$ours" ]]; then
    real=$(drive zenity "$keys" "$input" "$@")
    ours=$(drive "$links/zenity" "$keys" "$input" "$@")
  fi
  printf '%s\t%s\t%s\n' "$name" "$real" "$ours"
done <<'CASES'
info|key Return||--info --text='Backup done'
error|key Escape||--error --text='Failed'
question-yes|key Return||--question --text='Go on?'
question-extra|key shift+Tab;key shift+Tab;key Return||--question --extra-button=Later
entry|type Ada;key Return||--entry --text=Name --hide-text
password|type bob;key Tab;type pw;key Return||--password --username
list|key Down;key Return||--list --column=Name --column=Size --print-column=ALL a 1 b 2 c 3
checklist|key Tab;key Tab;key Return||--list --checklist --column=Pick --column=Item TRUE a FALSE b TRUE c
radiolist|key Tab;key Tab;key Return||--list --radiolist --column=Pick --column=Item FALSE a TRUE b
multiple-cursor|key Down;key Down;key Down;key Return||--list --multiple --column=Part a b c
progress|key Return|10\n# half\n50\n|--progress --text=Copying
forms-timeout|||--forms --add-entry=Name --add-combo=Size --combo-values='S|M' --timeout=1
text-info|key Return||--text-info --filename=/etc/os-release
entry-timeout|||--entry --entry-text='Dr. Ada' --timeout=1
usage-error|||--info --column=x
calendar|key Return||--calendar --day=10 --month=8 --year=2004
calendar-format|key Return||--calendar --day=31 --month=1 --year=2001 '--date-format=%A %d %B %Y'
calendar-escape|key Escape||--calendar --text=When
calendar-timeout|||--calendar --day=3 --month=3 --year=2003 --timeout=1
calendar-grid|key Tab;key Right;key Right;key space;key Tab;key Tab;key Return||--calendar --day=10 --month=8 --year=2004
calendar-grid-return|key Tab;key Right;key Return;key Escape||--calendar --day=10 --month=8 --year=2004
color|key Return;key Tab;key Return||--color-selection --color='#369'
color-timeout|||--color-selection --color=red --timeout=1
about-close|key Tab;key Tab;key Return||--about
about-escape|key Escape||--about --title=Mine --ok-label=Yes
about-text|||--about --text=x
about-timeout|||--about --timeout=1
CASES
