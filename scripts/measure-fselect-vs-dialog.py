#!/usr/bin/env python3
"""measure-fselect-vs-dialog.py: dialog(1) and the release `scrim` standing in for it, on
the same `--fselect` over a folder of N empty files (default 100,000), each in an 80x24
pseudo-terminal with TERM=xterm-256color, interleaved RUNS times (default 5).

Reported, as medians: the first frame (from the start until the output has settled, 300 ms
without a byte, the settling not counted), a letter typed in the path to the last byte of
its frame, and the peak RSS (ru_maxrss of the ended process). It is a benchmark for people,
never run by CI; the machine's load matters, so compare the two programs rather than the
absolute times.

Usage: swift build -c release --product scrim
       scripts/measure-fselect-vs-dialog.py [N]        (RUNS=5 by default)
"""

import fcntl
import os
import pty
import shutil
import statistics
import struct
import sys
import tempfile
import termios
import time

import pty_settle

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COUNT = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
RUNS = int(os.environ.get("RUNS", "5"))


def run(program, folder):
    pid, fd = pty.fork()
    if pid == 0:
        env = {"TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": "/tmp", "PATH": "/usr/bin:/bin"}
        argv = [program, "--fselect", folder + "/", "20", "70"]
        if program.endswith("/scrim"):
            argv = [program, "dialog"] + argv[1:]
        os.execve(argv[0], argv, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    start = time.monotonic()
    first = pty_settle.settle(fd) - start
    sent = time.monotonic()
    os.write(fd, b"f")
    key = pty_settle.settle(fd) - sent
    os.write(fd, b"\x1b")
    pty_settle.settle(fd, 5)
    _, _, usage = os.wait4(pid, 0)
    os.close(fd)
    return first, key, usage.ru_maxrss


def main():
    scrim = os.path.join(ROOT, ".build/release/scrim")
    folder = tempfile.mkdtemp(prefix="scrim-fselect-")
    try:
        for number in range(COUNT):
            open(os.path.join(folder, "file-%d.dat" % ((number * 7919) % COUNT)), "w").close()
        results = {"dialog": [], "scrim": []}
        for _ in range(RUNS):
            results["dialog"].append(run("/usr/bin/dialog", folder))
            results["scrim"].append(run(scrim, folder))
        print("%d entries, %d runs each, medians:" % (COUNT, RUNS))
        for name, runs in results.items():
            first = statistics.median(r[0] for r in runs) * 1000
            key = statistics.median(r[1] for r in runs) * 1000
            rss = statistics.median(r[2] for r in runs) / 1024
            print("  %-6s first frame %7.1f ms   a letter %6.1f ms   peak RSS %6.1f MiB"
                  % (name, first, key, rss))
    finally:
        shutil.rmtree(folder)


main()
