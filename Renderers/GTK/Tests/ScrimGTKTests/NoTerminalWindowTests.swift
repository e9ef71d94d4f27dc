import ScrimSystem
import ScrimTesting
import Testing

/// A whiptail script started with no terminal (as from a desktop launcher) under Xvfb:
/// scrim, linked as whiptail, hands the command line to scrim-gtk, whose window xdotool
/// answers; the script gets what the same keys give it in a terminal.
@Suite("scrim as whiptail with no terminal opens a window", .serialized)
struct NoTerminalWindowTests {
  /// The root package's scrim, which CI builds before this package.
  static let scrim: String = {
    let gtkPackage = PseudoTerminal.debugProduct("scrim-gtk")
    var parts = gtkPackage.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(5)  // Renderers/GTK/.build/debug/scrim-gtk
    return parts.joined(separator: "/") + "/.build/debug/scrim"
  }()

  /// What the script saw: the exit status and stderr, where whiptail writes its result.
  struct Seen: Equatable {
    var exit: Int32?
    var standardError: String
  }

  @Test("--inputbox: Return in the window gives stderr and exit as Return in a terminal")
  func inputBox() async throws {
    try #require(access(Self.scrim, X_OK) == 0, "build the root package first: \(Self.scrim)")
    // An X server of the test's own: xdotool's Return goes to the focused window of a
    // display, and on the shared one another test's window may have taken the focus.
    let privateDisplay = try PrivateDisplay()
    defer { withExtendedLifetime(privateDisplay) {} }
    let display = privateDisplay.name
    let directory = try temporaryDirectory()
    defer { removeAll(in: directory) }
    let whiptail = directory + "/whiptail"
    _ = symlink(Self.scrim, whiptail)
    let arguments = ["--title", "Who", "--inputbox", "Name?", "8", "40", "Ada"]

    let inTerminal = try PseudoTerminal(
      executable: whiptail, arguments: arguments,
      environment: ["TERM=xterm-256color", "LANG=C.UTF-8"], standardError: .pipe)
    #expect(await inTerminal.wait { $0.screen.contains("Name?") })
    inTerminal.press(.enter)
    let terminalExit = await inTerminal.waitForExit()
    guard case .exited(let terminalStatus)? = terminalExit else {
      Issue.record("whiptail in a terminal did not exit: \(String(describing: terminalExit))")
      return
    }
    let expected = Seen(
      exit: terminalStatus,
      standardError: String(decoding: inTerminal.standardError, as: UTF8.self))

    // The script leads a session of its own, so /dev/tty cannot be opened, and reads
    // nothing from stdin; xdotool waits for the window by its title and presses Return.
    let script = """
      setsid -w "$0" "$@" </dev/null >"$SCRIM_DIR/out" 2>"$SCRIM_DIR/err" &
      pid=$!
      timeout 20 xdotool search --sync --onlyvisible --name '^Who$' windowfocus --sync \
        key Return
      wait $pid
      echo $? >"$SCRIM_DIR/status"
      """
    let gtkDebug = String(PseudoTerminal.debugProduct("scrim-gtk").dropLast("/scrim-gtk".count))
    let environment = [
      "LANG=C.UTF-8", "DISPLAY=\(display)", "PATH=\(gtkDebug):/usr/bin:/bin",
      "SCRIM_DIR=\(directory)",
    ]
    let launcher = try PseudoTerminal(
      executable: "/bin/sh", arguments: ["-c", script, whiptail] + arguments,
      environment: environment)
    #expect(await launcher.waitForExit(timeout: .seconds(40)) == .exited(0))
    let seen = Seen(
      exit: read(directory + "/status").flatMap { Int32($0.trimmingNewline) },
      standardError: read(directory + "/err") ?? "")
    #expect(seen == expected, "in the window: \(seen); in a terminal: \(expected)")
    #expect(expected == Seen(exit: 0, standardError: "Ada"))
    #expect(read(directory + "/out") == "", "nothing on stdout")
  }

  private func temporaryDirectory() throws -> String {
    var template = Array("/tmp/scrim-window-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) }
    }
    return try #require(made.map { String(cString: $0) })
  }

  private func removeAll(in directory: String) {
    for name in ["whiptail", "out", "err", "status"] { unlink(directory + "/" + name) }
    rmdir(directory)
  }

  private func read(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension String {
  fileprivate var trimmingNewline: String {
    hasSuffix("\n") ? String(dropLast()) : self
  }
}
