import CGTK

/// A Swift closure behind a GObject signal or a GLib source: the C callback finds it in its
/// context, which GLib releases with the handler.
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

  /// Calls `body` once after `delay` on the main loop.
  ///
  /// - Returns: The GLib source, for `g_source_remove`.
  static func once(after delay: Duration, _ body: @escaping @MainActor () -> Void) -> UInt32 {
    let context = Unmanaged.passRetained(
      SignalCallback {
        body()
        return false
      }
    ).toOpaque()
    let (seconds, attoseconds) = delay.components
    let milliseconds = max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    return g_timeout_add_full(
      G_PRIORITY_DEFAULT, UInt32(min(milliseconds, Int64(UInt32.max))), sourceThunk, context,
      sourceRelease)
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

private let sourceThunk: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { context in
  call(context) ? 1 : 0
}

private let sourceRelease: @convention(c) (UnsafeMutableRawPointer?) -> Void = { context in
  guard let context else { return }
  Unmanaged<SignalCallback>.fromOpaque(context).release()
}
