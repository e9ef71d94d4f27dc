import ScrimSystem

/// What a script sees of one run: the exit status and stdout, plus what the harness noticed
/// on the way (no window, still running after the keys), for the failure message.
struct ScriptOutcome: Equatable, CustomStringConvertible, Sendable {
  var status: Int32?
  var standardOutput: String
  var standardError: String
  var note: String?

  /// What a script can tell apart: `$?` and `$(...)`.
  func sameResult(as other: ScriptOutcome) -> Bool {
    status == other.status && standardOutput == other.standardOutput && note == other.note
  }

  var description: String {
    let status = self.status.map { "exit \($0)" } ?? "no exit"
    let stderr = standardError.split(separator: "\n").prefix(3).joined(separator: " / ")
    return "\(status), stdout \(String(reflecting: standardOutput))"
      + (note.map { ", \($0)" } ?? "") + (stderr.isEmpty ? "" : ", stderr: \(stderr)")
  }
}

/// Runs a program on a display as a user would meet it.
///
/// It waits for the window to map, feeds the script's stdin, presses the corpus's keys in
/// that window with xdotool, and collects stdout and the exit status. Blocking; each case
/// runs on a thread of its own.
struct WindowDriver {
  var display: String
  /// The directory the program runs in, where --filename's files are.
  var workingDirectory: String
  static let xdotool = "/usr/bin/xdotool"
  /// How long a window may take to map, and a program to end after its last key.
  static let patience = 10

  func run(_ command: [String], _ entry: ZenityCorpus.Entry) -> ScriptOutcome {
    // No session bus and no accessibility bus: without a bus GLib would autolaunch one
    // through the display (dbus-launch), and GTK would start at-spi's daemons, which
    // outlive the case, stay clients of the display, and keep its server alive.
    let environment = [
      "DISPLAY=\(display)", "LANG=C.UTF-8", "PATH=/usr/bin:/bin", "HOME=/tmp",
      "GDK_BACKEND=x11", "NO_AT_BRIDGE=1", "GTK_A11Y=none", "XDG_RUNTIME_DIR=/tmp",
      "DBUS_SESSION_BUS_ADDRESS=disabled:",
    ]
    // env -C: both programs resolve --filename against the corpus's files/.
    guard
      let program = SpawnedProcess(
        "/usr/bin/env", ["-C", workingDirectory] + command, environment: environment)
    else {
      return ScriptOutcome(
        status: nil, standardOutput: "", standardError: "", note: "\(command[0]) did not start")
    }
    var note: String?
    switch entry.answer {
    case .none:
      program.finishInput(entry.standardInput)
    case .keys(let steps):
      if let window = waitForWindow(of: program) {
        program.finishInput(entry.standardInput)
        program.waitUntilInputRead(until: Deadline(seconds: Self.patience))
        press(steps, in: window)
      } else if program.outputClosed {
        note = "ended before its window mapped"
      } else {
        note = "no window mapped within \(Self.patience) s"
      }
    }
    let status = program.waitForExit(until: Deadline(seconds: Self.patience))
    if status == nil, note == nil {
      note = "still running \(Self.patience) s after the last key (killed)"
    }
    return ScriptOutcome(
      status: status, standardOutput: String(decoding: program.standardOutput, as: UTF8.self),
      standardError: String(decoding: program.standardError, as: UTF8.self), note: note)
  }

  /// The program's first visible window, looked up every 25 ms while its pipes are read,
  /// until it maps, the program ends, or `patience` runs out. (xdotool's own --sync looks
  /// every half second, which would double the corpus's time.)
  private func waitForWindow(of program: SpawnedProcess) -> String? {
    let deadline = Deadline(seconds: Self.patience)
    while !deadline.hasPassed && !program.outputClosed {
      let found = xdotool(["search", "--onlyvisible", "--pid", "\(program.pid)"])
      if let window = found.split(separator: "\n").first { return String(window) }
      program.collect(waitingAtMost: min(25, deadline.millisecondsLeft))
    }
    return nil
  }

  /// Focuses the window (no window manager does it here) and sends each step on its own:
  /// xdotool's `type` would take any later command words for text to type.
  private func press(_ steps: [ZenityCorpus.Step], in window: String) {
    _ = xdotool(["windowfocus", "--sync", window])
    for step in steps {
      switch step {
      case .key(let name): _ = xdotool(["key", "--clearmodifiers", name])
      case .type(let text): _ = xdotool(["type", "--delay", "10", text])
      }
    }
  }

  /// Runs xdotool on this display and returns what it printed.
  private func xdotool(_ arguments: [String]) -> String {
    guard
      let process = SpawnedProcess(
        Self.xdotool, arguments, environment: ["DISPLAY=\(display)", "PATH=/usr/bin:/bin"])
    else { return "" }
    _ = process.waitForExit(until: Deadline(seconds: Self.patience))
    return String(decoding: process.standardOutput, as: UTF8.self)
  }
}
