import CGTK

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
