import CGTK

/// Sees each key press in a window before the stage does, and may keep it from the stage:
/// zenity's keyboard rules that the stage's own do not cover.
@MainActor
final class KeyPressWatch {
  private let body: @MainActor (UInt32, GdkModifierType) -> Bool

  /// Watches `window`; `body` gets each key's keyval and modifiers and returns whether it
  /// used the key up.
  init(
    window: UnsafeMutablePointer<GtkWidget>,
    _ body: @escaping @MainActor (UInt32, GdkModifierType) -> Bool
  ) {
    self.body = body
    let keys = gtk_event_controller_key_new()
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
    g_signal_connect_data(
      UnsafeMutableRawPointer(keys), "key-pressed", unsafeBitCast(keyPressed, to: GCallback.self),
      Unmanaged.passRetained(self).toOpaque(), watchRelease, GConnectFlags(rawValue: 0))
    gtk_widget_add_controller(window, keys)
  }

  fileprivate func press(_ keyval: UInt32, _ state: GdkModifierType) -> Bool {
    body(keyval, state)
  }
}

/// The C arguments of a key press, carried onto the main actor on GTK's thread.
private struct PressContext: @unchecked Sendable {
  let context: UnsafeMutableRawPointer?
  let keyval: UInt32
  let state: GdkModifierType

  func press() -> Bool {
    guard let context else { return false }
    return MainActor.assumeIsolated {
      Unmanaged<KeyPressWatch>.fromOpaque(context).takeUnretainedValue().press(keyval, state)
    }
  }
}

private let keyPressed:
  @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) ->
    gboolean = { _, keyval, _, state, context in
      PressContext(context: context, keyval: keyval, state: state).press() ? 1 : 0
    }

private let watchRelease:
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = {
    context, _ in
    guard let context else { return }
    Unmanaged<KeyPressWatch>.fromOpaque(context).release()
  }
