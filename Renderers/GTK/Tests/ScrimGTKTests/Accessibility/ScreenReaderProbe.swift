import CGTK
import Synchronization
import Testing

/// What a screen reader got from a program: scripts/atspi-probe.py run on it in a D-Bus
/// session of its own (`dbus-run-session`, which starts the accessibility bus and its
/// registry on demand), with the tree before and after the keys, and the events between.
///
/// The probe bounds every wait itself (`--timeout`), and `timeout` bounds the whole run.
struct ScreenReaderProbe {
  /// The tree once the program's box showed, one node a line, indented by depth:
  /// `role "name" (description) [states]`.
  var tree: [String]
  /// The tree after the keys were pressed.
  var after: [String]
  /// The events, one a line: `type role "name" detail1`.
  var events: [String]
  /// Everything the probe printed, for failure messages.
  var output: String

  /// The package's build products and the repository's scripts, found from this file.
  static func path(_ relative: String, levelsUp: Int, filePath: String = #filePath) -> String {
    var parts = filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(levelsUp)
    return parts.joined(separator: "/") + "/" + relative
  }

  /// The `scrim-gtk` this package built.
  static var scrimGTK: String { path(".build/debug/scrim-gtk", levelsUp: 4) }

  /// The probes' X server: on the display the other tests share, an accessibility bus
  /// they started (the socket and the root window's AT_SPI_BUS are named after the
  /// display) made the probe's registry calls hang.
  nonisolated(unsafe) private static var display: PrivateDisplay?

  /// Runs `command` under the probe, pressing `keys` (X keysym names) once its box shows;
  /// with `awaiting`, first waits for an event of each of those types (detail 1) to arrive
  /// unprompted; `input` goes to its standard input, which stays open until it is ended.
  static func run(
    _ command: [String], keys: [String] = [], awaiting events: [String] = [],
    input: String? = nil
  ) throws -> ScreenReaderProbe {
    let output = try runInSession(
      script: "scripts/atspi-probe.py",
      arguments: ["--lines"] + (input.map { ["--stdin", $0] } ?? [])
        + events.flatMap { ["--wait-event", $0] }
        + keys.flatMap { ["--key", $0] } + ["--"] + command)
    var sections: [String: [String]] = [:]
    var current = ""
    for line in output.split(separator: "\n").map(String.init) {
      if line.hasPrefix("== ") {
        current = String(line.dropFirst(3))
      } else {
        sections[current, default: []].append(line)
      }
    }
    try #require(
      sections["tree"] != nil,
      "the probe found no box: are python3-pyatspi, at-spi2-core and dbus installed?\n\(output)")
    return ScreenReaderProbe(
      tree: sections["tree"] ?? [], after: sections["after"] ?? [],
      events: sections["events"] ?? [], output: output)
  }

  /// Runs one of the repository's Python scripts (`--output FILE` is added) with the
  /// system's python3 in a D-Bus session of its own on the probes' X server, and returns
  /// what it wrote to the file.
  static func runInSession(script: String, arguments: [String]) throws -> String {
    // One probe at a time, whichever suite asks: each session starts an accessibility bus
    // whose socket and AT_SPI_BUS property are named after the display, so a second one
    // running beside it points the program at a bus that is gone.
    try sessionLock.withLock { _ in try runAlone(script: script, arguments: arguments) }
  }

  private static let sessionLock = Mutex(())

  private static func runAlone(script: String, arguments: [String]) throws -> String {
    if display == nil { display = try PrivateDisplay() }
    let displayName = try #require(display).name
    // A file, not a pipe: a daemon the session leaves behind would hold a pipe open.
    var file: UnsafeMutablePointer<CChar>?
    let descriptor = g_file_open_tmp("scrim-atspi-XXXXXX.txt", &file, nil)
    try #require(descriptor >= 0, "no temporary file")
    close(descriptor)
    let resultPath = try String(cString: #require(file))
    g_free(file)
    defer { unlink(resultPath) }
    try spawn(
      [
        "env", "DISPLAY=\(displayName)", "timeout", "90", "dbus-run-session", "--",
        "/usr/bin/python3", path(script, levelsUp: 6), "--output", resultPath,
      ] + arguments)
    var contents: UnsafeMutablePointer<CChar>?
    _ = g_file_get_contents(resultPath, &contents, nil, nil)
    defer { g_free(contents) }
    return contents.map { String(cString: $0) } ?? ""
  }

  /// The tree's lines without their indentation, for finding a node wherever it is.
  var nodes: [String] { tree.map { String($0.drop { $0 == " " }) } }

  /// The tree after the keys, without indentation.
  var nodesAfter: [String] { after.map { String($0.drop { $0 == " " }) } }

  /// Runs a program to its end, its output thrown away.
  private static func spawn(_ arguments: [String]) throws {
    var argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var status: Int32 = 0
    var error: UnsafeMutablePointer<GError>?
    let flags = GSpawnFlags(
      G_SPAWN_SEARCH_PATH.rawValue | G_SPAWN_STDOUT_TO_DEV_NULL.rawValue
        | G_SPAWN_STDERR_TO_DEV_NULL.rawValue)
    // The test runner blocks signals and children inherit the mask: the bus daemons and
    // the program would never get the SIGTERM that ends them, and would outlive the test.
    let unblockSignals: GSpawnChildSetupFunc = { _ in
      var none = sigset_t()
      sigemptyset(&none)
      pthread_sigmask(SIG_SETMASK, &none, nil)
    }
    let started = g_spawn_sync(
      nil, &argv, nil, flags, unblockSignals, nil, nil, nil, &status, &error)
    if started == 0 {
      let message = error.map { String(cString: $0.pointee.message) } ?? "unknown"
      g_error_free(error)
      try #require(Bool(false), "could not start \(arguments[0]): \(message)")
    }
  }
}
