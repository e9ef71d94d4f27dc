"""Waiting for a program in a pseudo-terminal to finish drawing, for the measure-* scripts."""

import os
import select
import time

QUIET = 0.3


def settle(fd, deadline=30.0, quiet=QUIET):
    """Reads until `quiet` seconds pass without output; returns the time of the last byte."""
    last = time.monotonic()
    end = last + deadline
    while time.monotonic() < end:
        ready, _, _ = select.select([fd], [], [], quiet)
        if not ready:
            return last
        try:
            if not os.read(fd, 65536):
                return last
        except OSError:
            return last
        last = time.monotonic()
    return last
