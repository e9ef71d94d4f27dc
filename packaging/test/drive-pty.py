#!/usr/bin/env python3
"""Runs a command in an 80x24 pseudo-terminal and types into it, as a person would.

    drive-pty.py [--transcript FILE] (--expect TEXT | --send KEYS)... -- COMMAND ARGS...

Each --expect waits (30 s at most) until TEXT has appeared on the screen since the last
one, then until the output has been quiet for a moment, so that keys are sent to a program
already reading them rather than to a terminal about to change modes. --send writes KEYS,
with Python escapes (\\r, \\x1b[B). Exits with the command's status, or 3 when a text never
shows or the command does not end (its process group is then killed). scripts/test-
packages.sh drives debconf's dialog front end with it.
"""

import fcntl
import os
import pty
import re
import select
import signal
import struct
import sys
import termios
import time

WAIT_SECONDS = 30.0
QUIET_SECONDS = 0.3
ESCAPES = re.compile(rb"\x1b(\[[0-?]*[ -/]*[@-~]|\][^\x07]*\x07|[()][0-9A-Za-z]|.)")


def parse(argv):
    steps, transcript = [], None
    i = 0
    while i < len(argv) and argv[i] != "--":
        flag, value = argv[i], argv[i + 1]
        if flag == "--expect":
            steps.append(("expect", value.encode()))
        elif flag == "--send":
            steps.append(("send", value.encode().decode("unicode_escape").encode("latin-1")))
        elif flag == "--transcript":
            transcript = value
        else:
            sys.exit(f"drive-pty.py: unknown option {flag}")
        i += 2
    return steps, transcript, argv[i + 1 :]


def main():
    steps, transcript_path, command = parse(sys.argv[1:])
    if not command:
        sys.exit("usage: drive-pty.py (--expect TEXT | --send KEYS)... -- COMMAND ARGS...")
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        os.execvp(command[0], command)

    raw = bytearray()
    seen = 0  # where the next --expect starts looking, in the text without escapes

    def read(timeout):
        ready, _, _ = select.select([fd], [], [], timeout)
        if not ready:
            return None
        try:
            chunk = os.read(fd, 65536)
        except OSError:  # EIO: the command closed the terminal
            chunk = b""
        raw.extend(chunk)
        return chunk

    def give_up(why):
        try:
            os.killpg(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        text = ESCAPES.sub(b"", bytes(raw)).decode("utf-8", "replace")
        sys.stderr.write(f"drive-pty.py: {why}; the screen's last text:\n{text[-1500:]}\n")
        save()
        sys.exit(3)

    def save():
        if transcript_path:
            with open(transcript_path, "wb") as out:
                out.write(bytes(raw))

    for kind, value in steps:
        if kind == "send":
            os.write(fd, value)
            continue
        deadline = time.monotonic() + WAIT_SECONDS
        while True:
            text = ESCAPES.sub(b"", bytes(raw))
            found = text.find(value, seen)
            if found >= 0:
                seen = found + len(value)
                break
            if time.monotonic() > deadline:
                give_up(f"{value.decode()!r} never showed")
            if read(0.5) == b"":
                give_up(f"the command ended before {value.decode()!r} showed")
        while read(QUIET_SECONDS):
            pass

    deadline = time.monotonic() + WAIT_SECONDS
    while read(0.5) != b"":
        if time.monotonic() > deadline:
            give_up("the command did not end")
    _, status = os.waitpid(pid, 0)
    save()
    sys.exit(os.waitstatus_to_exitcode(status) if hasattr(os, "waitstatus_to_exitcode") else 1)


main()
