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
    guard let display = gdk_display_get_default(),
      let setHandler = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "XSetIOErrorHandler")
    else { return }
    let name = gdk_display_get_name(display).map { String(cString: $0) } ?? "?"
    // Made now: the handler runs with the connection gone and must only write and exit.
    let text = "\(program): lost the display \(name): the X server closed the connection\n"
    free(lossMessage)
    lossMessage = strdup(text)
    typealias SetHandler = @convention(c) (IOErrorHandler?) -> IOErrorHandler?
    _ = unsafeBitCast(setHandler, to: SetHandler.self)(displayLost)
  }
}

/// Xlib's `XIOErrorHandler`: `int (*)(Display *)`.
private typealias IOErrorHandler = @convention(c) (OpaquePointer?) -> Int32

/// The line `displayLost` writes, made while the display was there.
nonisolated(unsafe) private var lossMessage: UnsafeMutablePointer<CChar>?

private let displayLost: IOErrorHandler = { _ in
  if let message = lossMessage {
    _ = write(STDERR_FILENO, message, strlen(message))
  }
  // Not exit(3): atexit handlers would talk to the display that is gone.
  _exit(ExitCode.ioError)
}
