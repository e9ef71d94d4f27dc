#!/usr/bin/env bash
# Start-up of `scrim-gtk alert` against `zenity --question`, measured the same way in the
# same run under Xvfb (issue 17): the time from starting the command to its window's
# MapNotify on the X server, and the process's peak resident memory.
#
#   scripts/measure-gtk-vs-zenity.sh [RUNS]      (default 7; prints medians)
#
# The map is seen by `xev -root -event substructure`, which the X server tells of every
# top-level window it maps, so neither program is asked to report anything and nothing
# polls. Peak memory is the child's ru_maxrss from wait4. Both close themselves after a
# one-second time-out. Needs xvfb-run, xev (x11-utils), zenity and a release build, which
# the script makes.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-7}"

if [[ -z "${DISPLAY:-}" ]]; then
  exec xvfb-run -a -s "-screen 0 1280x800x24" "$0" "$@"
fi

swift build -c release --package-path Renderers/GTK --product scrim-gtk --jobs 1 >&2
bin="$(swift build -c release --package-path Renderers/GTK --show-bin-path)/scrim-gtk"

python3 - "$runs" "$bin" <<'PY'
import os, queue, statistics, subprocess, sys, threading, time

runs, scrim = int(sys.argv[1]), sys.argv[2]
commands = {
    "scrim-gtk alert": [scrim, "alert", "--title", "Delete draft?", "--message",
                        "This draft will be gone for good.", "--action", "Cancel:cancel",
                        "--action", "Delete:destructive", "--timeout", "1"],
    "zenity --question": ["zenity", "--question", "--title", "Delete draft?", "--text",
                          "This draft will be gone for good.", "--timeout=1"],
}

maps = queue.Queue()
watcher = subprocess.Popen(["xev", "-root", "-event", "substructure"],
                           stdout=subprocess.PIPE, text=True, bufsize=1)
def watch():
    for line in watcher.stdout:
        if line.startswith("MapNotify"):
            maps.put(time.monotonic_ns())
threading.Thread(target=watch, daemon=True).start()
time.sleep(0.5)  # xev selects its events before the first run

results = {name: {"map": [], "rss": []} for name in commands}
for _ in range(runs):
    for name, argv in commands.items():
        while not maps.empty():
            maps.get()
        start = time.monotonic_ns()
        child = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            mapped = maps.get(timeout=10)
            results[name]["map"].append((mapped - start) / 1e6)
        except queue.Empty:
            print(f"{name}: no window mapped within 10 s", file=sys.stderr)
        _, _, usage = os.wait4(child.pid, 0)
        results[name]["rss"].append(usage.ru_maxrss / 1024)
        time.sleep(0.2)
watcher.terminate()

print(f"{runs} runs each, medians (min–max), under Xvfb:")
for name, values in results.items():
    m, r = values["map"], values["rss"]
    print(f"  {name:18} start→map {statistics.median(m):6.0f} ms ({min(m):.0f}–{max(m):.0f})"
          f"   peak RSS {statistics.median(r):6.1f} MiB ({min(r):.1f}–{max(r):.1f})")
PY
