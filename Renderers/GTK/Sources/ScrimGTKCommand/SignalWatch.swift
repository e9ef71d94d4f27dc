import CGTK

/// Watches SIGINT (Ctrl-C in the terminal that started the command) through GLib's main
/// loop, so it ends the run with its outcome (`"signal":"SIGINT"`, exit 130) as Ctrl-C does
/// in the terminal; SIGTERM and SIGHUP keep their default action and end the run at once,
/// printing nothing, as the scrim contract says.
@MainActor
final class SignalWatch {
  private var sources: [UInt32] = []
  private(set) var received: Int32?

  init() {
    for signal in [SIGINT] {
      let context = Unmanaged.passRetained(SignalContext(watch: self, signal: signal))
      sources.append(
        g_unix_signal_add_full(
          G_PRIORITY_HIGH, signal, signalFired, context.toOpaque(), signalRelease))
    }
  }

  /// Stops watching.
  func stop() {
    for source in sources { g_source_remove(source) }
    sources = []
  }

  fileprivate func fire(_ signal: Int32) {
    received = received ?? signal
  }
}

/// What a signal's source hands back: the watch and the signal.
private final class SignalContext {
  weak var watch: SignalWatch?
  let signal: Int32

  init(watch: SignalWatch, signal: Int32) {
    self.watch = watch
    self.signal = signal
  }
}

private let signalFired: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { context in
  guard let context else { return 0 }
  let box = SignalBox(context: context)
  MainActor.assumeIsolated {
    let signal = Unmanaged<SignalContext>.fromOpaque(box.context).takeUnretainedValue()
    signal.watch?.fire(signal.signal)
  }
  return 1
}

private let signalRelease: @convention(c) (UnsafeMutableRawPointer?) -> Void = { context in
  guard let context else { return }
  Unmanaged<SignalContext>.fromOpaque(context).release()
}

/// A C context carried onto the main actor, on the thread GLib calls back on.
private struct SignalBox: @unchecked Sendable {
  let context: UnsafeMutableRawPointer
}
