#!/usr/bin/env python3
"""measure-bigtext-vs-dialog.py: the release `scrim` standing in for dialog(1), beside dialog
and less(1), on big text, each in an 80x24 pseudo-terminal (TERM=xterm-256color), interleaved
RUNS times (default 3):

  textbox   a 1 GiB file of numbered lines (`--textbox FILE 22 78`; `less FILE`): the first
            frame, End (less: G) to the last byte of its frame, and the peak RSS.
  programbox  N lines written to stdin as fast as the program takes them (`--programbox 20 76`;
            `less`, then G, which waits for the end of its input): the time from the start
            to the frame showing the last line, and the peak RSS; for N of 250,000, 1,000,000
            and 4,000,000 lines, so that memory can be seen to stay flat (or not) as the
            input grows.

A frame has ended when the output has been quiet for 300 ms (not counted). Reported are
medians; peak RSS is the ended program's, as /usr/bin/time reports it. It is a benchmark for people, never run
by CI: compare the programs rather than the absolute times on a loaded machine.

Usage: swift build -c release --product scrim
       scripts/measure-bigtext-vs-dialog.py [textbox|programbox]...   (RUNS=3 by default)
"""

import fcntl
import os
import select
import statistics
import struct
import sys
import tempfile
import termios
import time

import pty_settle

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RUNS = int(os.environ.get("RUNS", "3"))
SCRIM = os.path.join(ROOT, ".build/release/scrim")
ENVIRONMENT = {"TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": "/tmp", "PATH": "/usr/bin:/bin",
               "LESS": "", "LESSOPEN": ""}
END = b"\x1bOF"  # End as xterm sends it with the keypad on


RSS_FILE = os.path.join(tempfile.gettempdir(), "scrim-bigtext-rss-%d" % os.getpid())


def spawn(argv, stdin_pipe=False):
    """Starts argv on a new pseudo-terminal under /usr/bin/time, whose child is forked from
    it rather than from this Python process (a fork of which would count Python's own pages
    in the peak RSS); returns (pid, terminal fd, stdin writer or None)."""
    argv = ["/usr/bin/time", "-f", "%M", "-o", RSS_FILE] + argv
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    reader = writer = None
    if stdin_pipe:
        reader, writer = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.setsid()
        fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
        os.dup2(reader if stdin_pipe else slave, 0)
        os.dup2(slave, 1)
        os.dup2(slave, 2)
        os.closerange(3, 1024)
        os.execve(argv[0], argv, ENVIRONMENT)
    os.close(slave)
    if stdin_pipe:
        os.close(reader)
    return pid, master, writer


def settle(fd, deadline=120.0):
    """Waits for the screen to settle, a big file allowed two minutes."""
    return pty_settle.settle(fd, deadline)


def finish(pid, fd, keys):
    """Ends the program with `keys`; returns its peak RSS in KiB, as time(1) read it."""
    os.write(fd, keys)
    settle(fd, 5)
    os.waitpid(pid, 0)
    os.close(fd)
    with open(RSS_FILE) as report:
        return int(report.read().split()[-1])


def textbox_argv(name, path):
    if name == "less":
        return ["/usr/bin/less", path]
    argv = ["--textbox", path, "22", "78"]
    return ["/usr/bin/dialog"] + argv if name == "dialog" else [SCRIM, "dialog"] + argv


def run_textbox(name, path):
    pid, fd, _ = spawn(textbox_argv(name, path))
    start = time.monotonic()
    first = settle(fd) - start
    sent = time.monotonic()
    os.write(fd, b"G" if name == "less" else END)
    end = settle(fd) - sent
    rss = finish(pid, fd, b"q" if name == "less" else b"\r")
    return first, end, rss


def write_file(path, mebibytes):
    number = 0
    with open(path, "wb") as out:
        for _ in range(mebibytes):
            chunk = []
            size = 0
            while size < (1 << 20) - 80:
                number += 1
                line = "line %d lorem ipsum dolor sit amet, consectetur adipiscing elit\n" % number
                chunk.append(line)
                size += len(line)
            out.write("".join(chunk).encode())
    return number


def textbox():
    folder = tempfile.mkdtemp(prefix="scrim-bigtext-")
    path = os.path.join(folder, "text-1g")
    try:
        lines = write_file(path, 1024)
        results = {"less": [], "dialog": [], "scrim": []}
        for _ in range(RUNS):
            for name in results:
                results[name].append(run_textbox(name, path))
        print("textbox: 1 GiB, %d lines, 80x24, %d runs each, medians:" % (lines, RUNS))
        for name, runs in results.items():
            first = statistics.median(r[0] for r in runs) * 1000
            end = statistics.median(r[1] for r in runs) * 1000
            rss = statistics.median(r[2] for r in runs) / 1024
            print("  %-6s first frame %8.1f ms   End %8.1f ms   peak RSS %7.1f MiB"
                  % (name, first, end, rss))
    finally:
        if os.path.exists(path):
            os.unlink(path)
        os.rmdir(folder)


def run_programbox(name, count):
    if name == "less":
        argv = ["/usr/bin/less"]
    elif name == "dialog":
        argv = ["/usr/bin/dialog", "--programbox", "20", "76"]
    else:
        argv = [SCRIM, "dialog", "--programbox", "20", "76"]
    pid, fd, writer = spawn(argv, stdin_pipe=True)
    start = time.monotonic()
    if name == "less":
        os.write(fd, b"G")
    # Written from here while the terminal is read, so neither side blocks the other.
    os.set_blocking(writer, False)
    pending = b""
    number = 0
    while number < count or pending:
        if not pending:
            upto = min(count, number + 5000)
            pending = "".join(
                "compiling src/module/file%d.c\n" % n for n in range(number + 1, upto + 1)).encode()
            number = upto
        ready_r, ready_w, _ = select.select([fd], [writer], [], 1)
        if fd in ready_r:
            try:
                os.read(fd, 65536)
            except OSError:
                break
        if writer in ready_w:
            try:
                written = os.write(writer, pending)
                pending = pending[written:]
            except BlockingIOError:
                pass
    os.close(writer)
    # The rest of the input is at most a pipe's buffer: the program has drawn it when quiet.
    done = settle(fd) - start
    rss = finish(pid, fd, b"q" if name == "less" else b"\r")
    return done, rss


def programbox():
    for count in (250_000, 1_000_000, 4_000_000):
        results = {"less": [], "dialog": [], "scrim": []}
        for _ in range(RUNS):
            for name in results:
                results[name].append(run_programbox(name, count))
        print("programbox: %d lines on stdin, 80x24, %d runs each, medians:" % (count, RUNS))
        for name, runs in results.items():
            seconds = statistics.median(r[0] for r in runs)
            rss = statistics.median(r[1] for r in runs) / 1024
            print("  %-6s to the last line %7.2f s   peak RSS %7.1f MiB" % (name, seconds, rss))


def main():
    which = sys.argv[1:] or ["textbox", "programbox"]
    if "textbox" in which:
        textbox()
    if "programbox" in which:
        programbox()


main()
