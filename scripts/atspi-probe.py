#!/usr/bin/python3
"""What a screen reader gets from a program: starts it, waits for its windows on the
accessibility bus, dumps its tree (roles, names, descriptions, states, text and values),
presses keys and records the events a screen reader listens to (focus, names, children,
announcements), then ends it. Prints one JSON object.

    dbus-run-session -- scripts/atspi-probe.py [--key Tab]... -- scrim-gtk alert --title Hi

Run it under X (Xvfb) inside a D-Bus session: the accessibility bus and its registry are
started on demand by the session bus (at-spi2-core's service files). Every wait is bounded
by --timeout; nothing is timed by sleeping. Uses pyatspi, the AT-SPI client Orca uses
(python3-pyatspi), so run it with the system's python3.
"""

import argparse
import json
import os
import signal
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

# The events a screen reader reacts to; Orca listens to these and more.
EVENTS = [
    "focus:",
    "object:state-changed:focused",
    "object:state-changed:checked",
    "object:children-changed:add",
    "object:property-change:accessible-name",
    "object:text-changed:insert",
    "object:announcement",
    "window:activate",
]

# Roles that mean "the program's box is up".
BOX_ROLES = {"dialog", "alert", "status bar", "notification", "file chooser"}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--key", action="append", default=[],
                        help="a key to press after the box shows (X keysym name), repeatable")
    parser.add_argument("--timeout", type=float, default=20.0,
                        help="the longest any one wait lasts, in seconds")
    parser.add_argument("--wait-role", action="append", default=[],
                        help="wait for a node of this role (default: a dialog, alert or status)")
    parser.add_argument("--wait-event", action="append", default=[],
                        help="once the box shows, wait for an event of this type with "
                        "detail1 = 1 (e.g. object:state-changed:focused), repeatable")
    parser.add_argument("--stdin", default=None,
                        help="write this to the program's standard input and keep it open "
                        "until the program is ended (default: no input, at its end)")
    parser.add_argument("--lines", action="store_true",
                        help="print the tree and events as indented lines, not JSON")
    parser.add_argument("--output", help="write the result to this file, not stdout")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    command = options.command[1:] if options.command[:1] == ["--"] else options.command
    if not command:
        parser.error("no command to run")
    wanted = set(options.wait_role) or BOX_ROLES

    context = GLib.MainContext.default()
    events = []
    child = None

    def record(event):
        try:
            app = event.host_application
            if child is None or app is None or app.get_process_id() != child.pid:
                return
            source = event.source
            events.append({
                "type": event.type,
                "role": source.getRoleName(),
                "name": source.name,
                "detail1": event.detail1,
                "data": event.any_data if isinstance(event.any_data, str) else None,
            })
        except Exception:  # an object gone before we could ask
            pass

    pyatspi.Registry.registerEventListener(record, *EVENTS)
    # A test runner may start us with signals blocked, and a blocked mask is inherited:
    # the program must get the SIGTERM that ends it.
    child = subprocess.Popen(command, stdin=subprocess.DEVNULL if options.stdin is None
                             else subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE,
                             preexec_fn=lambda: signal.pthread_sigmask(signal.SIG_SETMASK, []))
    if options.stdin is not None:
        # Open to the end: a progress box reads its end of input as "done".
        child.stdin.write(options.stdin.encode("utf-8"))
        child.stdin.flush()

    def wait_until(condition, timeout):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            while context.pending():
                context.iteration(False)
            found = condition()
            if found:
                return found
            if child.poll() is not None:
                return None
            # Wakes for bus traffic at once, else checks again shortly.
            context.iteration(False)
            time.sleep(0.02)
        return None

    def application():
        for app in pyatspi.Registry.getDesktop(0):
            try:
                if app is not None and app.get_process_id() == child.pid:
                    return app
            except Exception:
                pass
        return None

    def find(node, roles):
        try:
            if node.getRoleName() in roles:
                return node
            for index in range(node.childCount):
                hit = find(node.getChildAtIndex(index), roles)
                if hit is not None:
                    return hit
        except Exception:
            pass
        return None

    started = time.monotonic()
    result = {"command": command, "timing": {}}

    def mark(stage):
        result["timing"][stage] = round(time.monotonic() - started, 3)

    app = wait_until(lambda: (lambda a: a if a is not None and find(a, wanted) else None)(
        application()), options.timeout)
    if app is None:
        result["error"] = "no %s from the program within %ss" % (sorted(wanted), options.timeout)
    else:
        mark("shown")
        # A screen reader that was listening before the program started gets these or
        # nothing: wait for each, bounded, before anything is asked of the program.
        for wanted_event in options.wait_event:
            if not wait_until(lambda: any(event["type"] == wanted_event and event["detail1"] == 1
                                          for event in events), options.timeout):
                result["error"] = "no %s event within %ss" % (wanted_event, options.timeout)
        mark("events")
        result["application"] = app.name
        result["tree"] = dump(app)
        # Keys go to the window X gives focus to: wait until it has it.
        if options.key:
            wait_until(lambda: any(
                top is not None and top.getState().contains(pyatspi.STATE_ACTIVE)
                for top in app), options.timeout)
        for key in options.key:
            before = len(events)
            keysym = keysym_of(key)
            pyatspi.Registry.generateKeyboardEvent(keysym, None, pyatspi.KEY_SYM)
            # The key's first event; the rest reach us before the replies to the dump
            # below, since the bus keeps one sender's messages in order.
            wait_until(lambda: len(events) > before, options.timeout)
        mark("keys")
        if options.key:
            result["after"] = dump(app)
            while context.pending():
                context.iteration(False)
    result["events"] = events
    end(child, options.timeout)
    out, err = child.communicate()
    result["exit"] = child.returncode
    mark("ended")
    result["stdout"] = out.decode("utf-8", "replace")
    result["stderr"] = err.decode("utf-8", "replace")[-2000:]
    end_accessibility_bus()
    return write_result(result, options, print_lines)


# X keysyms of the keys tests press; a single printable character is its own keysym.
KEYSYMS = {"Tab": 0xFF09, "Return": 0xFF0D, "Escape": 0xFF1B, "space": 0x20, "Up": 0xFF52,
           "Down": 0xFF54, "Left": 0xFF51, "Right": 0xFF53, "BackSpace": 0xFF08,
           "Home": 0xFF50, "End": 0xFF57}


def keysym_of(name):
    if name in KEYSYMS:
        return KEYSYMS[name]
    if len(name) == 1 and 0x20 < ord(name) < 0x7F:
        return ord(name)
    raise SystemExit("unknown key %r (known: %s, or one ASCII character)"
                     % (name, ", ".join(KEYSYMS)))


def dump(node, depth=0):
    """The node and its children as plain values; at most 400 children a node."""
    entry = {"role": node.getRoleName(), "name": node.name or ""}
    if node.description:
        entry["description"] = node.description
    entry["states"] = sorted(pyatspi.stateToString(s) for s in node.getState().getStates())
    try:
        text = node.queryText()
        entry["text"] = text.getText(0, min(text.characterCount, 2000))
        # Where a multi-line text's caret is: a text view's reader follows it.
        if "multi line" in entry["states"]:
            entry["caret"] = text.caretOffset
    except NotImplementedError:
        pass
    except Exception:
        pass
    try:
        value = node.queryValue()
        entry["value"] = value.currentValue
        entry["range"] = [value.minimumValue, value.maximumValue]
    except NotImplementedError:
        pass
    except Exception:
        pass
    children = []
    for index in range(min(node.childCount, 400)):
        child = node.getChildAtIndex(index)
        if child is not None:
            children.append(dump(child, depth + 1))
    if children:
        entry["children"] = children
    return entry


def write_result(result, options, print_lines):
    """Writes the result to --output (else stdout), as lines with --lines, else as JSON;
    the exit status: 1 when it holds an error."""
    stream = open(options.output, "w", encoding="utf-8") if options.output else sys.stdout
    if options.lines:
        print_lines(result, stream)
    else:
        json.dump(result, stream, ensure_ascii=False, indent=1)
        stream.write("\n")
    stream.flush()
    return 0 if "error" not in result else 1


def print_lines(result, stream):
    def print(*parts):
        stream.write(" ".join(str(p) for p in parts) + "\n")

    def walk(node, depth):
        line = "  " * depth + '%s "%s"' % (node["role"], node["name"])
        if node.get("description"):
            line += ' (%s)' % node["description"]
        if "text" in node and node["text"] != node["name"]:
            line += ' text="%s"' % node["text"]
        if "caret" in node:
            line += " caret=%d" % node["caret"]
        if "value" in node:
            line += " value=%g" % node["value"]
            if "range" in node:
                line += " of %g..%g" % tuple(node["range"])
        line += " [%s]" % ", ".join(node["states"])
        print(line)
        for child in node.get("children", []):
            walk(child, depth + 1)
    if "error" in result:
        print("error:", result["error"])
    for key in ("tree", "after"):
        if key in result:
            print("== %s" % key)
            walk(result[key], 0)
    print("== events")
    for event in result["events"]:
        print('%s %s "%s" %s' % (event["type"], event["role"], event["name"], event["detail1"]))
    print("== exit %s" % result["exit"])
    print("== timing " + ", ".join("%s %ss" % item for item in result["timing"].items()))
    if result["stderr"]:
        print("== stderr")
        print(result["stderr"].rstrip("\n"))


def end_accessibility_bus():
    """Ends the accessibility bus this session started: at-spi-bus-launcher leaves its
    dbus-daemon running after the session bus goes, and the registry too."""
    from gi.repository import Gio
    def owner_pid(connection, name):
        try:
            reply = connection.call_sync(
                "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                "GetConnectionUnixProcessID", GLib.Variant("(s)", (name,)),
                GLib.VariantType("(u)"), Gio.DBusCallFlags.NONE, 2000, None)
            return reply.unpack()[0]
        except Exception:
            return None
    try:
        session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        address = session.call_sync(
            "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
            GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 2000, None).unpack()[0]
        a11y = Gio.DBusConnection.new_for_address_sync(
            address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
            | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
    except Exception:
        return
    pids = [owner_pid(a11y, "org.a11y.atspi.Registry")]
    launcher = owner_pid(session, "org.a11y.Bus")
    if launcher:
        for entry in os.listdir("/proc"):
            try:
                with open("/proc/%s/stat" % entry) as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
                if int(fields[1]) == launcher:
                    pids.append(int(entry))
            except (OSError, ValueError, IndexError):
                pass
        pids.append(launcher)
    for pid in pids:
        if pid and pid != os.getpid():
            try:
                os.kill(pid, signal.SIGTERM)
            except OSError:
                pass


def end(child, timeout):
    if child.poll() is not None:
        return
    child.send_signal(signal.SIGTERM)
    try:
        child.wait(timeout)
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait()


if __name__ == "__main__":
    sys.exit(main())
