#!/usr/bin/env bash
# The GTK renderer (Renderers/GTK, issue 17): installs GTK 4, Xvfb and xauth with apt when
# they are missing (sudo when not root), builds the package with warnings as errors and
# runs its tests under Xvfb. Linux only; the root package never needs any of it.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "$(uname)" != Linux ]]; then
  echo "skipped: the GTK renderer's tests run on Linux (apt, Xvfb)"
  exit 0
fi

missing=()
pkg-config --exists gtk4 2>/dev/null || missing+=(libgtk-4-dev)
command -v xvfb-run >/dev/null || missing+=(xvfb)
command -v xauth >/dev/null || missing+=(xauth)
# The real zenity and the key sender the zenity comparisons drive both programs with, and
# the accessibility bus with pyatspi, the client Orca uses, for the system Python (issue 25).
command -v zenity >/dev/null || missing+=(zenity)
command -v xdotool >/dev/null || missing+=(xdotool)
command -v dbus-launch >/dev/null || missing+=(dbus-x11)
command -v dbus-run-session >/dev/null || missing+=(dbus)
[[ -x /usr/libexec/at-spi-bus-launcher ]] || missing+=(at-spi2-core)
/usr/bin/python3 -c 'import pyatspi' 2>/dev/null || missing+=(python3-pyatspi)
# Orca itself, run headless with speech off, its debug log read for what it would say.
command -v orca >/dev/null || missing+=(orca)
if ((${#missing[@]})); then
  sudo=()
  [[ "$(id -u)" -ne 0 ]] && sudo=(sudo)
  echo "installing ${missing[*]}"
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" >/dev/null
fi

cd Renderers/GTK
swift build --build-tests -Xswiftc -warnings-as-errors
# The recorded screenshots are compared, never recorded, here.
SCRIM_RECORD_SNAPSHOTS= xvfb-run -a swift test --skip-build
