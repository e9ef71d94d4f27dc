import ScrimSystem

/// Thin wrappers over the C calls that differ between C libraries (glibc, musl, Darwin).
enum Platform {
  /// The calling thread's last error number.
  static var errno: Int32 { lastErrorNumber }

  /// Writes every byte, retrying after interruptions and partial writes.
  @discardableResult
  static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
    var offset = 0
    while offset < bytes.count {
      guard let base = bytes.baseAddress else { return false }
      let written = write(descriptor, base + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return false
      }
      offset += written
    }
    return true
  }

  /// The window size of a terminal, or nil when the call fails or reports zero.
  static func windowSize(_ descriptor: Int32) -> (columns: Int, rows: Int)? {
    var size = winsize()
    // Swift's `ioctl` takes the request as `UInt` with every C library; glibc and musl
    // define it as an `int`, Darwin as unsigned long.
    let result = ioctl(descriptor, UInt(truncatingIfNeeded: TIOCGWINSZ), &size)
    guard result == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// The terminal attributes with canonical mode, echo, signals and output processing off.
  static func rawAttributes(from original: termios) -> termios {
    var raw = original
    cfmakeraw(&raw)
    // Keep output processing so that a stray "\n" from the app still returns the
    // carriage, as the user's shell would expect.
    raw.c_oflag = original.c_oflag
    return raw
  }
}

/// `errno` as the C library module has it: inside `Platform` the name means its own
/// property, and naming the module (`Glibc.errno`, `Musl.errno`, `Darwin.errno`) would
/// take a branch per C library.
private var lastErrorNumber: Int32 { errno }
