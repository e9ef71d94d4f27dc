import ScrimSystem

/// An X server of one corpus slot's own (Xvfb), so that cases running side by side never
/// share a keyboard focus: xdotool's keys go to the focused window of a display, and GTK
/// takes no synthetic key events sent straight to a window.
///
/// The server lives as long as this test process: it is started with `-terminate` (it ends
/// when its last client leaves) and this process holds one connection open, which the
/// kernel closes when the process ends, however it ends.
final class PrivateDisplay: @unchecked Sendable {
  /// The value for DISPLAY, such as ":12".
  let name: String
  private let server: SpawnedProcess
  private let connection: Int32

  /// Starts Xvfb and waits (at most 10 s) for it to say which display it took.
  init(xvfb: String = "/usr/bin/Xvfb") throws(ZenityHarnessError) {
    guard access(xvfb, X_OK) == 0 else {
      throw ZenityHarnessError("Xvfb is not installed (apt-get install xvfb)")
    }
    // -displayfd 1: Xvfb picks a free display and writes its number to stdout once ready.
    guard
      let server = SpawnedProcess(
        "/bin/bash",
        // The server keeps none of this process's descriptors (a client end of another X
        // connection would keep that server alive), and its log goes nowhere: nobody reads
        // the pipe once the server is up, and a full pipe would stall it.
        [
          "-c",
          """
          for f in /proc/$$/fd/*; do n=${f##*/}; ((n > 2)) && eval "exec $n>&-"; done 2>/dev/null
          exec "$0" "$@" 2>/dev/null
          """,
          xvfb, "-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp",
          "-terminate",
        ],
        environment: ["PATH=/usr/bin:/bin"])
    else { throw ZenityHarnessError("Xvfb could not be started") }
    let deadline = Deadline(seconds: 10)
    while !server.standardOutput.contains(UInt8(ascii: "\n")) && !server.outputClosed
      && !deadline.hasPassed
    {
      server.collect(waitingAtMost: deadline.millisecondsLeft)
    }
    let number = String(decoding: server.standardOutput, as: UTF8.self)
      .split(separator: "\n").first.flatMap { Int($0) }
    guard let number else {
      throw ZenityHarnessError(
        "Xvfb did not report a display within 10 s")
    }
    guard let connection = Self.openClient(display: number) else {
      throw ZenityHarnessError("could not connect to the new display :\(number)")
    }
    self.server = server
    self.connection = connection
    name = ":\(number)"
  }

  /// Opens the display's socket and sends X11's connection setup (little-endian, protocol
  /// 11.0, no authorization), which makes this process one of the server's clients.
  private static func openClient(display: Int) -> Int32? {
    // Close-on-exec from the start: a program another case spawns must not hold it.
    let socketDescriptor = socket(
      AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard socketDescriptor >= 0 else { return nil }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let path = Array("/tmp/.X11-unix/X\(display)".utf8CString)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (index, byte) in path.enumerated() where index < raw.count {
        raw[index] = UInt8(bitPattern: byte)
      }
    }
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    let setup: [UInt8] = [0x6C, 0, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    guard connected == 0,
      setup.withUnsafeBytes({ write(socketDescriptor, $0.baseAddress, $0.count) }) == setup.count
    else {
      close(socketDescriptor)
      return nil
    }
    // The reply's first byte is 1 when the server accepted the connection.
    var reply: UInt8 = 0
    guard recv(socketDescriptor, &reply, 1, 0) == 1, reply == 1 else {
      close(socketDescriptor)
      return nil
    }
    return socketDescriptor
  }
}

/// A reason the harness itself could not run a case (a missing program, a display that
/// did not come up), as opposed to a difference between zenity and scrim-gtk.
struct ZenityHarnessError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
