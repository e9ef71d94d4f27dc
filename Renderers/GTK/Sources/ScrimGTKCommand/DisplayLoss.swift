import CGTK
import ScrimCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `scrim-gtk` does when its display goes away while it runs (the X server quits or
/// the session ends): it says so on stderr and exits 74 (EX_IOERR), as a script can tell
/// apart from a Cancel (1).
///
/// As zenity it exits 1 with nothing on stderr instead, as zenity 3.44 does
/// (`exitAsZenity`).
///
/// GDK's X11 backend gives Xlib an I/O error handler that ends the process with status 1
/// and, for a closed connection, nothing on stderr: a script would read it as Cancel. Xlib
/// calls its I/O error handler on a lost connection and does not let it return, so ours,
/// set after GDK's, ends the process itself. Xlib is looked up at run time, so that a GTK
/// without X11 (Wayland only, or macOS) needs nothing: there GDK's own handling stays.
@MainActor
package enum DisplayLoss {
  /// Replaces GDK's handler of a lost X connection for this process: call it after
  /// `gtk_init_check` opened the display.
  ///
  /// - Parameter program: The name the message starts with.
  package static func exitOnLoss(program: String) {
    guard let display = gdk_display_get_default() else { return }
    let name = gdk_display_get_name(display).map { String(cString: $0) } ?? "?"
    exitOnLoss(
      status: ExitCode.ioError,
      message: "\(program): lost the display \(name): the X server closed the connection\n")
  }

  /// Replaces GDK's handler as zenity 3.44 ends on a lost X display: exit 1, as for Cancel,
  /// with nothing on stderr, and no atexit handler run.
  package static func exitAsZenity() {
    exitOnLoss(status: 1, message: nil)
  }

  private static func exitOnLoss(status: Int32, message: String?) {
    guard gdk_display_get_default() != nil,
      let setHandler = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "XSetIOErrorHandler")
    else { return }
    // Made now: the handler runs with the connection gone and must only write and exit.
    free(lossMessage)
    lossMessage = message.map { strdup($0) } ?? nil
    lossStatus = status
    typealias SetHandler = @convention(c) (IOErrorHandler?) -> IOErrorHandler?
    _ = unsafeBitCast(setHandler, to: SetHandler.self)(displayLost)
  }
}

/// Xlib's `XIOErrorHandler`: `int (*)(Display *)`.
private typealias IOErrorHandler = @convention(c) (OpaquePointer?) -> Int32

/// The line `displayLost` writes, made while the display was there, or nil for none.
nonisolated(unsafe) private var lossMessage: UnsafeMutablePointer<CChar>?
/// The status `displayLost` exits with.
nonisolated(unsafe) private var lossStatus: Int32 = ExitCode.ioError

private let displayLost: IOErrorHandler = { _ in
  if let message = lossMessage {
    _ = write(STDERR_FILENO, message, strlen(message))
  }
  // Not exit(3): atexit handlers would talk to the display that is gone.
  _exit(lossStatus)
}
