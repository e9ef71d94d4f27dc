#!/usr/bin/env bash
# Start-up of scrim-gtk against the floor of a GTK 4 window and against zenity, measured
# the same way in the same run under Xvfb (issues 17 and 25): the time from starting the
# command to its window's MapNotify on the X server, and the process's peak resident
# memory.
#
#   scripts/measure-gtk-vs-zenity.sh [RUNS]      (default 7; prints medians)
#
# Two tables:
#   1. `scrim-gtk alert` against the floor, a minimal C program of ours (scripts/
#      gtk-floor.c: a GTK 4 window with a label and two buttons, drawn with Cairo as
#      scrim-gtk draws), compiled here with gcc and pkg-config gtk4, and against
#      `zenity --question`. The goal: at most 1.1× the floor's time, 1.15× its memory.
#   2. Each zenity box against `scrim-gtk zenity` with the same arguments. The goal: no
#      slower and no bigger than zenity on any. A box scrim-gtk rejects (exits without a
#      window) is skipped with a line saying so.
#
# The map is seen by `xev -root -event substructure`, which the X server tells of every
# top-level window it maps, so no program is asked to report anything and nothing polls.
# Peak memory is the child's ru_maxrss from wait4. Every program closes itself after one
# second (--timeout). The runs of all commands alternate, so that a busy moment of the
# machine falls on all of them alike. Needs xvfb-run, xev (x11-utils), gcc, GTK 4's
# headers, zenity and a release build, which the script makes.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-7}"

# Built before xvfb-run, whose environment would make swift build compile every module again.
if [[ -z "${SCRIM_MEASURE_BUILT:-}" ]]; then
  swift build -c release --package-path Renderers/GTK --product scrim-gtk --jobs 1 >&2
fi
if [[ -z "${DISPLAY:-}" ]]; then
  SCRIM_MEASURE_BUILT=1 exec xvfb-run -a -s "-screen 0 1280x800x24" "$0" "$@"
fi
bin="$(swift build -c release --package-path Renderers/GTK --show-bin-path)/scrim-gtk"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# shellcheck disable=SC2046 # pkg-config's flags are words
gcc -O2 -o "$work/gtk-floor" scripts/gtk-floor.c $(pkg-config --cflags --libs gtk4)
printf 'Release notes\n\nScrim 1.0 shows modal views and messages in a window.\n' \
  >"$work/notes.txt"

python3 - "$runs" "$bin" "$work/gtk-floor" "$work/notes.txt" <<'PY'
import os, queue, statistics, subprocess, sys, threading, time

runs, scrim, floor, notes = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
cairo = {"GSK_RENDERER": "cairo", "GDK_DEBUG": "gl-disable"}

alert = {
    "gtk floor (C, Cairo)": ([floor, "1"], cairo),
    "scrim-gtk alert": ([scrim, "alert", "--title", "Delete draft?", "--message",
                         "This draft will be gone for good.", "--action", "Cancel:cancel",
                         "--action", "Delete:destructive", "--timeout", "1"], {}),
    "zenity --question": (["zenity", "--question", "--title", "Delete draft?", "--text",
                           "This draft will be gone for good.", "--timeout=1"], {}),
}

# zenity's boxes, each with the arguments both programs get.
boxes = {
    "info": ["--info", "--text=The backup finished."],
    "question": ["--question", "--title=Delete draft?",
                 "--text=This draft will be gone for good."],
    "entry": ["--entry", "--title=Rename", "--text=New name:", "--entry-text=draft.txt"],
    "password": ["--password", "--username"],
    "list": ["--list", "--title=Pick a fruit", "--column=Fruit", "--column=Colour",
             "apple", "red", "banana", "yellow", "cherry", "red"],
    "checklist": ["--list", "--checklist", "--column=Pick", "--column=Package",
                  "TRUE", "vim", "FALSE", "emacs", "FALSE", "nano"],
    "progress": ["--progress", "--title=Copying", "--text=Copying files…",
                 "--percentage=30"],
    "forms": ["--forms", "--title=Sign up", "--add-entry=Name", "--add-password=Password",
              "--add-combo=Plan", "--combo-values=Free|Pro"],
    "text-info": ["--text-info", "--title=Notes", f"--filename={notes}"],
}
zenity = {}
for box, arguments in boxes.items():
    zenity[f"zenity --{box}"] = (["zenity", *arguments, "--timeout=1"], {})
    zenity[f"scrim-gtk zenity --{box}"] = ([scrim, "zenity", *arguments, "--timeout=1"], {})

maps = queue.Queue()
watcher = subprocess.Popen(["xev", "-root", "-event", "substructure"],
                           stdout=subprocess.PIPE, text=True, bufsize=1)
def watch():
    for line in watcher.stdout:
        if line.startswith("MapNotify"):
            maps.put(time.monotonic_ns())
threading.Thread(target=watch, daemon=True).start()
time.sleep(0.5)  # xev selects its events before the first run

def measure(argv, env):
    """One run: (ms to map or None, peak RSS in MiB, exit status, first line of stderr)."""
    while not maps.empty():
        maps.get()
    start = time.monotonic_ns()
    # stdin stays open and silent, so a progress box waits for its time-out as the others.
    child = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE, env={**os.environ, **env})
    mapped = None
    ended = None  # (pid, status, rusage) once reaped
    deadline = time.monotonic() + 10
    while mapped is None and time.monotonic() < deadline:
        try:
            mapped = maps.get(timeout=0.05)
        except queue.Empty:
            ended = os.wait4(child.pid, os.WNOHANG)
            if ended[0] != 0:
                break
            ended = None
    if mapped is None and ended is None:
        child.kill()
    if ended is None:
        ended = os.wait4(child.pid, 0)
    _, status, usage = ended
    child.returncode = os.waitstatus_to_exitcode(status)
    child.stdin.close()
    errors = child.stderr.read().decode(errors="replace").strip().splitlines()
    child.stderr.close()
    time.sleep(0.2)
    ms = None if mapped is None else (mapped - start) / 1e6
    return ms, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status), \
        (errors[0] if errors else "")

def run(commands):
    """Measures each command RUNS times, alternating; drops those that show no window."""
    results = {}
    for name, (argv, env) in commands.items():
        ms, _, status, error = measure(argv, env)
        if ms is None:
            print(f"  skipped {name}: no window (exit {status}{': ' + error if error else ''})")
        else:
            results[name] = {"map": [], "rss": []}
    for _ in range(runs):
        for name in results:
            ms, rss, _, _ = measure(*commands[name])
            if ms is None:
                print(f"  {name}: no window mapped within 10 s", file=sys.stderr)
                continue
            results[name]["map"].append(ms)
            results[name]["rss"].append(rss)
    return {name: (statistics.median(v["map"]), statistics.median(v["rss"]), v)
            for name, v in results.items() if v["map"]}

def line(name, result, width):
    m, r, values = result
    return (f"  {name:{width}} start→map {m:6.0f} ms ({min(values['map']):.0f}–"
            f"{max(values['map']):.0f})   peak RSS {r:6.1f} MiB "
            f"({min(values['rss']):.1f}–{max(values['rss']):.1f})")

print(f"{runs} runs each, medians (min–max), under Xvfb:")
print("1. an alert against the floor of a GTK 4 window, and zenity")
first = run(alert)
for name, result in first.items():
    print(line(name, result, 22))
if "gtk floor (C, Cairo)" in first and "scrim-gtk alert" in first:
    fm, fr, _ = first["gtk floor (C, Cairo)"]
    sm, sr, _ = first["scrim-gtk alert"]
    def aim(ratio, goal):
        return f"{ratio:.2f}× (aim ≤ {goal:.2f}: {'met' if ratio <= goal else 'NOT met'})"
    print(f"  scrim-gtk alert / floor: time {aim(sm / fm, 1.10)}, "
          f"memory {aim(sr / fr, 1.15)}")

print("2. each zenity box against scrim-gtk as zenity, same arguments")
second = run(zenity)
for box in boxes:
    theirs, ours = f"zenity --{box}", f"scrim-gtk zenity --{box}"
    for name in (theirs, ours):
        if name in second:
            print(line(name, second[name], 28))
    if theirs in second and ours in second:
        tm, tr, _ = second[theirs]
        om, orss, _ = second[ours]
        verdict = "aim met" if om <= tm and orss <= tr else "aim NOT met"
        print(f"  {'':28} scrim-gtk / zenity: time {om / tm:.2f}×, memory {orss / tr:.2f}×"
              f" (aim ≤ 1.00 on both: {verdict})")
watcher.terminate()
PY
