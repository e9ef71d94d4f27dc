import CGTK

/// Calls back after each key or click the user lets go of in a window: a zenity rule that
/// follows a control's value (OK waits for the "I read and agree" checkbox) is applied
/// once the stage has taken the key or click.
@MainActor
final class AfterInputWatch {
  private let body: @MainActor () -> Void

  /// Watches `window`; `body` runs after each key release and each click release.
  init(window: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @MainActor () -> Void) {
    self.body = body
    let keys = gtk_event_controller_key_new()
    g_signal_connect_data(
      UnsafeMutableRawPointer(keys), "key-released", unsafeBitCast(keyReleased, to: GCallback.self),
      Unmanaged.passRetained(self).toOpaque(), watchRelease, GConnectFlags(rawValue: 0))
    gtk_widget_add_controller(window, keys)
    let clicks = gtk_gesture_click_new()
    g_signal_connect_data(
      UnsafeMutableRawPointer(clicks), "released", unsafeBitCast(clickReleased, to: GCallback.self),
      Unmanaged.passRetained(self).toOpaque(), watchRelease, GConnectFlags(rawValue: 0))
    gtk_widget_add_controller(window, OpaquePointer(UnsafeMutableRawPointer(clicks)))
  }

  fileprivate func fire() { body() }
}

/// A C context carried onto the main actor, on the thread GTK calls back on.
private struct WatchContext: @unchecked Sendable {
  let context: UnsafeMutableRawPointer?

  func fire() {
    guard let context else { return }
    MainActor.assumeIsolated {
      Unmanaged<AfterInputWatch>.fromOpaque(context).takeUnretainedValue().fire()
    }
  }
}

private let keyReleased:
  @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) ->
    Void = { _, _, _, _, context in WatchContext(context: context).fire() }

private let clickReleased:
  @convention(c) (OpaquePointer?, gint, Double, Double, UnsafeMutableRawPointer?) -> Void = {
    _, _, _, _, context in WatchContext(context: context).fire()
  }

private let watchRelease:
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = {
    context, _ in
    guard let context else { return }
    Unmanaged<AfterInputWatch>.fromOpaque(context).release()
  }
