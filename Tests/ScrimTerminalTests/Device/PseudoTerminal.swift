#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program in a new pseudo-terminal, as a user's shell would, so tests can type
/// into it, signal it and inspect the terminal it leaves behind.
final class PseudoTerminal {
  let pid: pid_t
  let master: Int32
  let slavePath: String
  private(set) var output: [UInt8] = []

  /// The package's build products, found from this file's location.
  static func product(_ name: String, filePath: String = #filePath) -> String {
    var parts = filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)  // Tests/ScrimTerminalTests/Device/PseudoTerminal.swift
    return parts.joined(separator: "/") + "/.build/debug/" + name
  }

  init?(executable: String, columns: UInt16 = 80, rows: UInt16 = 24) {
    guard access(executable, X_OK) == 0 else { return nil }
    // Everything the child touches is prepared before fork: after it, only execve.
    let arguments = [strdup(executable), nil]
    let environment = [strdup("TERM=xterm-256color"), strdup("LANG=C.UTF-8"), nil]
    defer {
      for pointer in arguments + environment { free(pointer) }
    }
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    var master: Int32 = -1
    var name = [CChar](repeating: 0, count: 128)
    let pid = forkpty(&master, &name, nil, &size)
    if pid == 0 {
      execve(executable, arguments, environment)
      _exit(127)
    }
    guard pid > 0 else { return nil }
    self.pid = pid
    self.master = master
    slavePath = String(
      decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  deinit {
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, WNOHANG)
    close(master)
  }

  /// Reads until `marker` appears in the output, or `seconds` pass; true when it appeared.
  @discardableResult
  func read(until marker: String, seconds: Int32 = 10) -> Bool {
    let needle = Array(marker.utf8)
    var buffer = [UInt8](repeating: 0, count: 4096)
    var waited: Int32 = 0
    while !contains(needle) {
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, 50)
      if ready <= 0 {
        waited += 50
        if waited >= seconds * 1000 { return false }
        continue
      }
      let count = buffer.withUnsafeMutableBytes { systemRead(master, $0.baseAddress, $0.count) }
      if count <= 0 { return contains(needle) }
      output += buffer[0..<count]
    }
    return true
  }

  /// Reads whatever is left until the program closes the terminal.
  func drain() { read(until: "\u{0}never\u{0}", seconds: 10) }

  /// Types bytes into the terminal.
  func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Changes the window size, which sends SIGWINCH to the program.
  func resize(columns: UInt16, rows: UInt16) {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    #if canImport(Glibc)
      _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    #else
      _ = ioctl(master, TIOCSWINSZ, &size)
    #endif
  }

  /// Waits for the program to end and returns its raw wait status.
  func wait() -> Int32 {
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return status
  }

  /// The terminal's attributes as the program left them.
  func attributes() -> termios? {
    let descriptor = open(slavePath, O_RDWR | O_NOCTTY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var attributes = termios()
    return tcgetattr(descriptor, &attributes) == 0 ? attributes : nil
  }

  /// Whether canonical mode and echo are on: the user's shell can read lines again.
  func isCooked() -> Bool {
    guard let attributes = attributes() else { return false }
    let flags = tcflag_t(ICANON | ECHO)
    return attributes.c_lflag & flags == flags
  }

  private func contains(_ needle: [UInt8]) -> Bool {
    guard needle.count <= output.count else { return false }
    for start in 0...(output.count - needle.count)
    where output[start..<(start + needle.count)].elementsEqual(needle) {
      return true
    }
    return false
  }

  /// The output as text, escapes included.
  var text: String { String(decoding: output, as: UTF8.self) }
}

/// `read(2)`, named apart from `PseudoTerminal.read(until:)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}
