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

/// A GLib timeout that runs once, unless cancelled first.
@MainActor
final class OneShotTimer {
  private var source: UInt32 = 0

  init(after delay: Duration, _ body: @escaping @MainActor () -> Void) {
    source = SignalCallback.once(after: delay) { [weak self] in
      self?.source = 0
      body()
    }
  }

  /// Removes the timeout if it has not fired.
  func cancel() {
    if source != 0 { g_source_remove(source) }
    source = 0
  }
}
