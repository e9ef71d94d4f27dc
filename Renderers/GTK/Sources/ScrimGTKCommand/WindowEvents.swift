import CGTK

/// The window events a run ends or starts driving on: the window mapped, the window's
/// close button.
@MainActor
final class WindowEvents {
  enum Event {
    /// The window is on screen.
    case mapped
    /// The user asked to close the window; the run ends and closes it.
    case closeRequested
  }

  private let window: UnsafeMutableRawPointer
  private var handlers: [UInt] = []

  init(window: UnsafeMutableRawPointer, _ handle: @escaping @MainActor (Event) -> Void) {
    self.window = window
    let raw = window
    handlers.append(
      SignalCallback.connect(raw, "map") {
        handle(.mapped)
        return false
      })
    handlers.append(
      SignalCallback.connect(raw, "close-request") {
        handle(.closeRequested)
        // The run destroys the window itself once its outcome is known.
        return true
      })
  }

  /// Stops reporting.
  func disconnect() {
    for handler in handlers {
      g_signal_handler_disconnect(window, handler)
    }
    handlers = []
  }
}
