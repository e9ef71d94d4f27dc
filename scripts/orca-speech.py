#!/usr/bin/python3
"""What Orca says when a program's window opens: starts the Orca screen reader with speech
turned off and its debug log on (the log records each utterance as "SPEECH OUTPUT: '...'"
whether or not a synthesizer speaks it), then runs each command in turn, waits until Orca
has presented what the command showed, ends the command, and prints one JSON object: each
command with the utterances it drew.

    dbus-run-session -- scripts/orca-speech.py -- zenity --question --text Hi \\
        -- scrim-gtk alert --title Hi

Run it under X (Xvfb) inside a D-Bus session of its own: the accessibility bus and its
registry start on demand, and Orca's preferences live in a temporary directory, so
nothing of the user's is read or changed. Orca starts once (seconds) and hears every
command; each wait is bounded by --timeout and polls Orca's log, nothing sleeps for a
fixed time. Needs orca and python3-pyatspi (the system's python3).
"""

import argparse
import importlib.util
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import tty

# Orca's debug log: an utterance, and the line that closes the handling of one event.
SPOKEN = re.compile(r"SPEECH OUTPUT: '(.*)'(?:\{[^{}]*\})?\r?$", re.MULTILINE)
EVENT_DONE = "^^^^^ PROCESS OBJECT EVENT"
READY = "EVENT MANAGER: Activated"
APPLICATION_GONE = "object:children-changed:remove for [desktop frame"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--timeout", type=float, default=15.0,
                        help="the longest any one wait lasts, in seconds")
    parser.add_argument("--start-timeout", type=float, default=40.0,
                        help="the longest Orca may take to start, in seconds (it loads "
                        "much of Python's GObject world: seconds on a busy machine)")
    parser.add_argument("--until", default=r"push button",
                        help="a command has been presented once Orca has said something "
                        "matching this regular expression (default: a push button, the "
                        "focus of a message box) and finished handling that event")
    parser.add_argument("--lines", action="store_true",
                        help="print a line \"== COMMAND\" for each command, then what Orca "
                        "said for it, one utterance a line, not JSON")
    parser.add_argument("--output", help="write the result to this file, not stdout (the "
                        "bus daemons the session starts write to stdout too)")
    parser.add_argument("commands", nargs=argparse.REMAINDER,
                        help="commands, each introduced by --")
    options = parser.parse_args()
    commands = split_commands(options.commands)
    if not commands:
        parser.error("no command to run (each starts after --)")

    work = tempfile.mkdtemp(prefix="scrim-orca-")
    environment = dict(os.environ)
    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR"):
        path = os.path.join(work, variable.lower())
        os.makedirs(path, mode=0o700)
        environment[variable] = path
    # Orca writes its log through a buffered file, which holds a line back for kilobytes;
    # to a terminal Python writes line by line, so the log goes to a pseudo-terminal.
    log = Log()
    result = {"commands": []}
    orca = None
    try:
        orca = subprocess.Popen(
            ["orca", "--user-prefs", os.path.join(work, "prefs"), "--debug-file", log.path,
             "--disable", "speech", "--disable", "braille", "--disable", "braille-monitor"],
            env=environment, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL, preexec_fn=unblock_signals)
        started = time.monotonic()
        if not log.wait(lambda text: READY in text, options.start_timeout, orca):
            result["error"] = "Orca did not start within %ss" % options.start_timeout
        else:
            result["orca start"] = round(time.monotonic() - started, 3)
            for command in commands:
                result["commands"].append(run(command, log, options, environment))
    finally:
        if orca is not None:
            end(orca, options.timeout)
        log.close()
        PROBE.end_accessibility_bus()
        shutil.rmtree(work, ignore_errors=True)
    return PROBE.write_result(result, options, print_lines)


def run(command, log, options, environment):
    """Runs one command until Orca has presented it; its utterances, in order."""
    start = log.size()
    began = time.monotonic()
    child = subprocess.Popen(command, env=environment, stdin=subprocess.DEVNULL,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                             preexec_fn=unblock_signals)
    until = re.compile(options.until)

    def presented(text):
        spoken = [match for match in SPOKEN.finditer(text) if until.search(match.group(1))]
        return bool(spoken) and EVENT_DONE in text[spoken[0].end():]

    heard = log.wait(presented, options.timeout, child, since=start)
    entry = {"command": command, "spoken": spoken_in(log.text(since=start))}
    if heard:
        entry["seconds"] = round(time.monotonic() - began, 3)
    else:
        entry["error"] = "Orca said nothing matching %r within %ss" % (options.until,
                                                                       options.timeout)
    ending = log.size()
    end(child, options.timeout)
    # What Orca says as the window goes is not part of opening it, nor of the next
    # command's: wait until Orca has seen the application leave.
    log.wait(lambda text: APPLICATION_GONE in text, options.timeout, None, since=ending)
    return entry


def print_lines(result, stream):
    if "error" in result:
        stream.write("error: %s\n" % result["error"])
    for entry in result["commands"]:
        stream.write("== %s\n" % " ".join(entry["command"]))
        if "error" in entry:
            stream.write("error: %s\n" % entry["error"])
        for utterance in entry["spoken"]:
            stream.write(utterance.replace("\n", " ") + "\n")


def spoken_in(text):
    return [match.group(1) for match in SPOKEN.finditer(text)]


class Log:
    """Orca's debug log, read from a pseudo-terminal as Orca writes it; a thread keeps
    reading, so Orca never waits for the terminal's small buffer to drain."""

    def __init__(self):
        self.reader, writer = os.openpty()
        tty.setraw(writer)
        self.path = os.ttyname(writer)
        # Kept open so the terminal lasts from Orca's exit until we close it.
        self.writer = writer
        self.data = bytearray()
        self.lock = threading.Lock()
        self.thread = threading.Thread(target=self.pump, daemon=True)
        self.thread.start()

    def pump(self):
        while True:
            try:
                chunk = os.read(self.reader, 65536)
            except OSError:
                return
            if not chunk:
                return
            with self.lock:
                self.data.extend(chunk)

    def close(self):
        os.close(self.writer)
        self.thread.join(2)
        os.close(self.reader)

    def text(self, since=0):
        with self.lock:
            return bytes(self.data[since:]).decode("utf-8", "replace")

    def size(self):
        with self.lock:
            return len(self.data)

    def wait(self, condition, timeout, process, since=0):
        """Polls the log until `condition` holds of what was written after `since`, the
        process ends, or `timeout` passes."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if condition(self.text(since)):
                return True
            if process is not None and process.poll() is not None:
                return condition(self.text(since))
            time.sleep(0.02)
        return False


def split_commands(words):
    commands, current = [], None
    for word in words:
        if word == "--":
            if current:
                commands.append(current)
            current = []
        elif current is not None:
            current.append(word)
    if current:
        commands.append(current)
    return commands


def unblock_signals():
    # A test runner may start us with signals blocked, and the mask is inherited: the
    # programs must get the SIGTERM that ends them.
    signal.pthread_sigmask(signal.SIG_SETMASK, [])


def load_probe():
    """scripts/atspi-probe.py, for its way of ending the session's accessibility bus."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "atspi-probe.py")
    spec = importlib.util.spec_from_file_location("atspi_probe", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# scripts/atspi-probe.py: its way of ending a child (SIGTERM, then SIGKILL once the
# timeout has passed) and the session's accessibility bus, and of writing the result.
PROBE = load_probe()
end = PROBE.end


if __name__ == "__main__":
    sys.exit(main())
