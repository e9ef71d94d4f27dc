import ScrimGTKCommand
import ScrimSystem
import Testing

/// A display or a bus whose socket accepts connections and never answers (a frozen
/// compositor, a dead forwarding): zenity waits on it for ever; scrim-gtk, as zenity and
/// as itself, and scrim handing a command line to a window, say which one it is and exit.
///
/// The silent server is a listening socket nobody reads: the kernel completes every
/// connection and keeps what the client sends.
@Suite("A display or bus that never answers", .serialized)
struct SilentPeerTests {
  @Test("zenity --info on an X display that never answers: exit 1, the display named")
  func silentX() throws {
    let server = try SilentSocket.x11()
    defer { server.remove() }
    let ending = try runBounded(
      try scrimGTKExecutable(), ["zenity", "--info", "--text=Hello"],
      ["DISPLAY": server.name, "GDK_BACKEND": "x11", "DBUS_SESSION_BUS_ADDRESS": "disabled:"])
    #expect(ending.status == 1, "\(ending)")
    #expect(
      ending.errors
        == "zenity: cannot open display: the X display \(server.name) accepted the connection "
        + "and has not answered in 5 seconds\n")
  }

  @Test("scrim-gtk alert on a Wayland display that never answers: exit 69, the display named")
  func silentWayland() throws {
    let server = try SilentSocket.wayland()
    defer { server.remove() }
    let ending = try runBounded(
      try scrimGTKExecutable(), ["alert", "--title", "Hello", "--action", "OK"],
      [
        "WAYLAND_DISPLAY": server.name, "XDG_RUNTIME_DIR": server.directory, "DISPLAY": "",
        "GDK_BACKEND": "wayland", "DBUS_SESSION_BUS_ADDRESS": "disabled:",
      ])
    #expect(ending.status == 69, "\(ending)")
    #expect(
      ending.errors
        == "scrim: cannot open a window: the Wayland display \(server.name) accepted the "
        + "connection and has not answered in 5 seconds\n")
  }

  @Test("zenity --notification on a session bus that never answers: exit 1, the bus named")
  func silentBusNotification() throws {
    let server = try SilentSocket.bus()
    defer { server.remove() }
    let address = "unix:path=\(server.path)"
    let ending = try runBounded(
      try scrimGTKExecutable(), ["zenity", "--notification", "--text=Hello"],
      ["DBUS_SESSION_BUS_ADDRESS": address])
    #expect(ending.status == 1, "\(ending)")
    #expect(
      ending.errors
        == "zenity: Error showing notification: the session bus \(address) accepted the "
        + "connection and has not answered in 5 seconds\n")
  }

  @Test("a box on a display whose session bus never answers: exit 1, the bus named")
  func silentBusWindow() throws {
    let display = try PrivateDisplay()
    let server = try SilentSocket.bus()
    defer { server.remove() }
    let address = "unix:path=\(server.path)"
    let ending = try runBounded(
      try scrimGTKExecutable(), ["zenity", "--info", "--text=Hello"],
      ["DISPLAY": display.name, "GDK_BACKEND": "x11", "DBUS_SESSION_BUS_ADDRESS": address])
    withExtendedLifetime(display) {}
    #expect(ending.status == 1, "\(ending)")
    #expect(
      ending.errors
        == "zenity: cannot open display: the session bus \(address) accepted the connection "
        + "and has not answered in 5 seconds\n")
  }

  @Test("scrim with no terminal hands off to a window on a silent display: exit 69, named")
  func handOff() throws {
    let scrim = NoTerminalWindowTests.scrim
    try #require(access(scrim, X_OK) == 0, "build the root package first: \(scrim)")
    let server = try SilentSocket.x11()
    defer { server.remove() }
    let gtkDirectory = String(try scrimGTKExecutable().dropLast("/scrim-gtk".count))
    // setsid: a session of its own, so that /dev/tty cannot be opened.
    let ending = try runBounded(
      "/usr/bin/setsid", ["-w", scrim, "alert", "--title", "Hello", "--action", "OK"],
      [
        "DISPLAY": server.name, "GDK_BACKEND": "x11", "DBUS_SESSION_BUS_ADDRESS": "disabled:",
        "PATH": "\(gtkDirectory):/usr/bin:/bin",
      ])
    #expect(ending.status == 69, "\(ending)")
    #expect(
      ending.errors
        == "scrim: cannot open a window: the X display \(server.name) accepted the "
        + "connection and has not answered in 5 seconds\n")
  }

  @Test(
    "the peers start-up may wait on, as their variables name them",
    arguments: [
      (["DISPLAY": ":7"], ["the X display :7"]),
      (["DISPLAY": "unix:7.0", "GDK_BACKEND": "x11"], ["the X display unix:7.0"]),
      (
        ["WAYLAND_DISPLAY": "w-1", "XDG_RUNTIME_DIR": "/run/u", "DISPLAY": ":1"],
        ["the Wayland display w-1", "the X display :1", "the session bus unix:path=/run/u/bus"]
      ),
      (["DISPLAY": ":1", "DBUS_SESSION_BUS_ADDRESS": "disabled:"], ["the X display :1"]),
      (
        ["DBUS_SESSION_BUS_ADDRESS": "unix:abstract=/tmp/dbus-x,guid=1"],
        ["the session bus unix:abstract=/tmp/dbus-x,guid=1"]
      ),
    ])
  func peers(_ environment: [String: String], _ expected: [String]) {
    #expect(SilentPeer.displays({ environment[$0] }).map(\.description) == expected)
  }
}

/// How a bounded run ended.
private struct Ending: CustomStringConvertible {
  var status: Int32?
  var errors: String
  var description: String { "status \(status.map(String.init) ?? "none"), stderr \(errors)" }
}

/// Runs `executable` and waits for it to end, at most 30 seconds (it is then killed and the
/// test fails): a program that hangs must not hang the suite.
private func runBounded(
  _ executable: String, _ arguments: [String], _ environment: [String: String]
) throws -> Ending {
  let program = try ChildProcess(
    executable, arguments.map { Array($0.utf8) }, environment: environment)
  defer { program.removeTemporaryDirectory() }
  let bound = ContinuousClock.now + .seconds(30)
  // Reads stderr until the program ends or the bound passes (no line starts so; a read
  // can also end early on a signal).
  while !hasEnded(program.pid), ContinuousClock.now < bound {
    _ = program.waitForLine(on: .errors, startingWith: "\u{0}", timeout: .seconds(1))
  }
  guard hasEnded(program.pid) else {
    kill(-program.pid, SIGKILL)
    program.wait()
    Issue.record("\(executable) \(arguments) still waits after 30 s")
    return Ending(status: nil, errors: String(decoding: program.errorText, as: UTF8.self))
  }
  let ending = program.wait()
  return Ending(status: ending.status, errors: String(decoding: program.errorText, as: UTF8.self))
}

/// Whether the child `pid` has ended, without reaping it.
private func hasEnded(_ pid: pid_t) -> Bool {
  var information = siginfo_t()
  let result = waitid(P_PID, id_t(pid), &information, WEXITED | WNOHANG | WNOWAIT)
  return result == 0 && information._sifields._sigchld.si_pid == pid
}

/// A Unix socket that listens and never reads: a server that accepts and never answers.
private struct SilentSocket {
  /// The socket's path.
  let path: String
  /// The directory it was made in (its own, except for X's fixed one).
  let directory: String
  /// The name a client is given: `:N` for X, the file's name for Wayland.
  let name: String
  private let descriptor: Int32

  /// An X display: a free number's socket in /tmp/.X11-unix.
  static func x11() throws -> SilentSocket {
    mkdir("/tmp/.X11-unix", 0o1777)
    let number = try #require(
      (600..<700).first {
        access("/tmp/.X11-unix/X\($0)", F_OK) != 0 && access("/tmp/.X\($0)-lock", F_OK) != 0
      }, "a free X display number")
    let path = "/tmp/.X11-unix/X\(number)"
    return try SilentSocket(path: path, directory: "/tmp/.X11-unix", name: ":\(number)")
  }

  /// A Wayland display in a runtime directory of its own.
  static func wayland() throws -> SilentSocket {
    let directory = try temporaryDirectory()
    return try SilentSocket(
      path: directory + "/wayland-silent", directory: directory, name: "wayland-silent")
  }

  /// A session bus in a directory of its own.
  static func bus() throws -> SilentSocket {
    let directory = try temporaryDirectory()
    return try SilentSocket(path: directory + "/bus", directory: directory, name: "bus")
  }

  private init(path: String, directory: String, name: String) throws {
    self.path = path
    self.directory = directory
    self.name = name
    descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in path.utf8.enumerated() { buffer[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    try #require(bound == 0 && listen(descriptor, 16) == 0, "a listening socket at \(path)")
  }

  func remove() {
    close(descriptor)
    unlink(path)
    if directory != "/tmp/.X11-unix" { rmdir(directory) }
  }

  private static func temporaryDirectory() throws -> String {
    var template = Array("/tmp/scrim-silent-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
      buffer.baseAddress.flatMap(mkdtemp).map { String(cString: $0) }
    }
    return try #require(made, "a temporary directory")
  }
}
