import CGTK
import ScrimSystem

/// Opens GTK's display, and ends the process with a message when the display (or the
/// session bus GTK asks meanwhile) accepted the connection and never answers, where GTK
/// alone would wait for ever (`AnswerDeadline`).
@MainActor
package enum DisplayOpening {
  /// Opens the display with `gtk_init_check`.
  ///
  /// - Parameters:
  ///   - status: The exit status when the display does not answer.
  ///   - prefix: What the line on stderr starts with, before the silent peer's description:
  ///     `scrim: cannot open a window: `.
  /// - Returns: Whether there is a display; false when none is set or it refused.
  package static func open(status: Int32, prefix: String) -> Bool {
    AnswerDeadline.guarding(
      { SilentPeer.displays(environmentVariable) }, status: status,
      message: { peer in
        "\(prefix)\(peer.description) accepted the connection and has not answered in "
          + "\(AnswerDeadline.seconds) seconds\n"
      }
    ) { gtk_init_check() != 0 }
  }
}

/// This process's environment variable `name`.
@Sendable func environmentVariable(_ name: String) -> String? {
  getenv(name).map { String(cString: $0) }
}
