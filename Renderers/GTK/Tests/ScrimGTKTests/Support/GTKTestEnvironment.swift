import CGTK
import Testing

/// GTK, started once for every test in the process; the tests run under Xvfb
/// (`xvfb-run -a swift test`).
@MainActor
enum GTKTestEnvironment {
  private static var isStarted = false

  /// Starts GTK on the display in DISPLAY, failing the test when there is none.
  static func start() throws {
    guard !isStarted else { return }
    try #require(
      gtk_init_check() != 0, "GTK needs a display: run the tests under xvfb-run -a swift test")
    // The same look on every machine: GTK's own theme, no animations of its own.
    let settings = gtk_settings_get_default()
    setBooleanProperty(settings, "gtk-enable-animations", false)
    // The theme's text sizes: 96 dpi, whatever text scale the machine's desktop has.
    var dpi = GValue()
    g_value_init(&dpi, GType(6 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_INT
    g_value_set_int(&dpi, 96 * 1024)
    g_object_set_property(UnsafeMutablePointer(settings), "gtk-xft-dpi", &dpi)
    g_value_unset(&dpi)
    isStarted = true
  }
}

/// Sets a boolean property of a GObject (`g_object_set` is variadic).
private func setBooleanProperty(_ object: OpaquePointer?, _ name: String, _ value: Bool) {
  var gvalue = GValue()
  g_value_init(&gvalue, GType(5 << G_TYPE_FUNDAMENTAL_SHIFT))
  g_value_set_boolean(&gvalue, value ? 1 : 0)
  g_object_set_property(UnsafeMutablePointer(object), name, &gvalue)
  g_value_unset(&gvalue)
}
