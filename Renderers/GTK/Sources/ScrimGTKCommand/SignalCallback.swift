import CGTK

/// A Swift closure behind a GObject signal: the C callback finds it in its context, which
/// GLib releases with the handler.
@MainActor
final class SignalCallback {
  let body: @MainActor () -> Bool

  init(_ body: @escaping @MainActor () -> Bool) {
    self.body = body
  }

  /// Connects `body` to a signal whose handler takes only the instance (and returns
  /// nothing, or a gboolean that `body`'s result gives).
  @discardableResult
  static func connect(
    _ instance: UnsafeMutableRawPointer?, _ signal: String,
    _ body: @escaping @MainActor () -> Bool
  ) -> UInt {
    let context = Unmanaged.passRetained(SignalCallback(body)).toOpaque()
    return UInt(
      g_signal_connect_data(
        instance, signal, unsafeBitCast(callbackThunk, to: GCallback.self), context,
        callbackRelease, GConnectFlags(rawValue: 0)))
  }
}

/// A C context carried onto the main actor, on the thread GLib calls back on.
private struct ContextBox: @unchecked Sendable {
  let context: UnsafeMutableRawPointer?
}

private func call(_ context: UnsafeMutableRawPointer?) -> Bool {
  let box = ContextBox(context: context)
  return MainActor.assumeIsolated {
    guard let context = box.context else { return false }
    return Unmanaged<SignalCallback>.fromOpaque(context).takeUnretainedValue().body()
  }
}

private let callbackThunk:
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = {
    _, context in call(context) ? 1 : 0
  }

private let callbackRelease:
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = {
    context, _ in sourceRelease(context)
  }

private let sourceRelease: @convention(c) (UnsafeMutableRawPointer?) -> Void = { context in
  guard let context else { return }
  Unmanaged<SignalCallback>.fromOpaque(context).release()
}
