import CGTK
@_spi(Renderer) import ScrimCore

// The desktop's text size (GNOME's text-scaling factor, which GTK reports as the
// `gtk-xft-dpi` setting) handed to the stage as its content size category, as the window's
// size is handed to it: the stage lays out at it, and again whenever it changes.

extension ContentSizeCategory {
  /// The category of an `gtk-xft-dpi` value: 1024ths of a dot per inch, 96 dpi being the
  /// theme's sizes; -1 (unset) or any other value that is no positive number gives
  /// `.default`.
  package init(xftDPI: Int32) {
    self.init(scale: xftDPI > 0 ? Double(xftDPI) / 1024 / 96 : 1)
  }
}

extension GTKApp {
  /// The desktop's text size now: GtkSettings' `gtk-xft-dpi` as a factor of 96 dpi.
  public static var desktopContentSize: ContentSizeCategory {
    guard let settings = gtk_settings_get_default() else { return .default }
    var value = GValue()
    g_value_init(&value, GType(6 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_INT
    defer { g_value_unset(&value) }
    g_object_get_property(UnsafeMutablePointer(settings), "gtk-xft-dpi", &value)
    return ContentSizeCategory(xftDPI: g_value_get_int(&value))
  }

  /// Takes the desktop's text size now and follows its changes until the widget goes.
  func followDesktopTextSize() {
    stage.contentSizeCategory = Self.desktopContentSize
    guard let settings = gtk_settings_get_default() else { return }
    textSizeHandler = connectSignal(
      settings, "notify::gtk-xft-dpi", appTextSizeChanged, context: retained(),
      release: appUnref)
  }

  /// Stops following the desktop's text size: the settings outlive the widget, and the
  /// handler holds the app.
  func stopFollowingDesktopTextSize() {
    guard textSizeHandler != 0, let settings = gtk_settings_get_default() else { return }
    g_signal_handler_disconnect(UnsafeMutableRawPointer(settings), gulong(textSizeHandler))
    textSizeHandler = 0
  }

  /// The desktop's text size changed: the stage lays out again at it, and a turn redraws.
  func desktopTextSizeChanged() {
    let category = Self.desktopContentSize
    guard category != stage.contentSizeCategory, !isWidgetDestroyed else { return }
    stage.contentSizeCategory = category
    loop.turn()
  }
}

private let appTextSizeChanged:
  @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
    _, _, context in
    guard let context else { return }
    let app = UncheckedContext(pointer: context)
    MainActor.assumeIsolated {
      Unmanaged<GTKApp>.fromOpaque(app.pointer).takeUnretainedValue().desktopTextSizeChanged()
    }
  }

/// The app's context, carried onto the main actor GTK calls back on.
private struct UncheckedContext: @unchecked Sendable {
  let pointer: UnsafeMutableRawPointer
}
