import CGTK
@_spi(Renderer) import ScrimCore
import ScrimGTK
import Testing

/// The window follows the desktop's text size (GNOME's text-scaling factor, GtkSettings'
/// `gtk-xft-dpi`): text is measured, wrapped and painted at the factor's sizes, and the
/// open dialog is laid out again when the setting changes, as Dynamic Type lays out again
/// on a trait change.
@MainActor
@Suite("The window follows the desktop's text size", .serialized)
struct TextSizeTests {
  /// Sets `gtk-xft-dpi` to `scale` times 96 dpi, as GNOME's settings daemon does for its
  /// text-scaling factor; GTK tells every follower at once.
  private func setDesktopTextScale(_ scale: Double) {
    var value = GValue()
    g_value_init(&value, GType(6 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_INT
    g_value_set_int(&value, Int32(scale * 96 * 1024))
    g_object_set_property(UnsafeMutablePointer(gtk_settings_get_default()), "gtk-xft-dpi", &value)
    g_value_unset(&value)
  }

  private func dialog() -> Dialog {
    let dialog = Dialog(title: "New folder", message: "Folders keep related drafts together.")
    dialog.addControl(.textField(TextField(placeholder: "Name")))
    dialog.addControl(.toggle(Toggle(title: "Share with my team")))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "Create", emphasis: .high))
    return dialog
  }

  /// The dialog shown in a window at the desktop's text `scale`, and its scene.
  private func shown(
    at scale: Double, _ dialog: Dialog, size: Size = Size(width: 640, height: 640)
  ) throws -> (GTKDriver, ModalLayerState) {
    try GTKTestEnvironment.start()
    setDesktopTextScale(scale)
    let driver = try GTKDriver(size: size, reducesMotion: true)
    try driver.app.present(dialog)
    try driver.advance(by: .milliseconds(50))
    return (driver, try #require(driver.stage.scene().modalState, "the dialog shows"))
  }

  @Test("at 1.5 the title is measured and painted at 30 pt, its lines and rows taller")
  func measuredAtTheFactor() throws {
    defer { setDesktopTextScale(1) }
    let (plain, base) = try shown(at: 1, dialog())
    #expect(plain.stage.contentSizeCategory == .default)
    #expect(base.style.title.font.size == 20 && base.style.message.font.size == 16)
    let (large, state) = try shown(at: 1.5, dialog())
    #expect(large.stage.contentSizeCategory == ContentSizeCategory(scale: 1.5))
    #expect(state.style.title.font.size == 30 && state.style.message.font.size == 24)
    #expect(state.style.buttons.allSatisfy { $0.title.size == 21 })
    // Pango measures the title half as wide again, and the block holds 48 pt lines.
    let title = try #require(state.layout.title)
    let wide = PangoTextMeasurer(font: state.style.title.font).width(of: "New folder")
    let narrow = PangoTextMeasurer(font: base.style.title.font).width(of: "New folder")
    #expect(abs(Double(wide) - 1.5 * Double(narrow)) <= 3, "\(wide) and \(narrow)")
    #expect(title.frame.height == title.lines.count * 48)
    #expect(state.layout.items.map(\.frame.height) == [60, 60])
    #expect(state.layout.frame.height > base.layout.frame.height)
    // Painted in the fonts it was measured in.
    let canvas = try paint(large.app)
    let fonts = zip(canvas.paintedText, canvas.paintedFonts)
    #expect(fonts.first { $0.0.text == "New folder" }?.1 == state.style.title.font)
    #expect(fonts.first { $0.0.text == "CREATE" }?.1.size == 21)
  }

  @Test("a changed setting lays the open dialog out again; one that opted out stays")
  func changeRelaysOut() throws {
    defer { setDesktopTextScale(1) }
    let (driver, before) = try shown(at: 1, dialog())
    let fixed = dialog()
    fixed.appearance.adjustsFontForContentSizeCategory = false
    let (keeping, kept) = try shown(at: 1, fixed)
    setDesktopTextScale(2)
    let after = try #require(driver.stage.scene().modalState)
    #expect(after.style.title.font.size == 40 && after.layout.metrics.bodyLineHeight == 48)
    #expect(after.layout.frame.height > before.layout.frame.height)
    let canvas = try paint(driver.app)
    let title = zip(canvas.paintedText, canvas.paintedFonts).first { $0.0.text == "New folder" }
    #expect(title?.1.size == 40)
    #expect(keeping.stage.contentSizeCategory == ContentSizeCategory(scale: 2))
    let unchanged = try #require(keeping.stage.scene().modalState)
    #expect(unchanged.layout == kept.layout && unchanged.style == kept.style)
    setDesktopTextScale(1)
    #expect(driver.stage.scene().modalState?.layout == before.layout)
  }

  @Test("an unset or garbled setting is the theme's sizes")
  func unsetSetting() {
    #expect(ContentSizeCategory(xftDPI: -1) == .default)
    #expect(ContentSizeCategory(xftDPI: 0) == .default)
    #expect(ContentSizeCategory(xftDPI: 96 * 1024) == .default)
    #expect(ContentSizeCategory(xftDPI: 144 * 1024) == ContentSizeCategory(scale: 1.5))
    #expect(ContentSizeCategory(xftDPI: .max).scale == ContentSizeCategory.scales.upperBound)
  }

  @Test("a dialog at text scales 1 and 1.5, as screenshots", arguments: [1.0, 1.5])
  func screenshots(_ scale: Double) throws {
    defer { setDesktopTextScale(1) }
    let (driver, _) = try shown(at: scale, dialog())
    try driver.checkScreenshot("textScale\(Int(scale * 100))-light")
  }

  /// The window's drawing, as the canvas that painted it.
  private func paint(_ app: GTKApp) throws -> Canvas {
    let size = app.stage.size
    let surface = try #require(
      cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height)))
    defer { cairo_surface_destroy(surface) }
    let cairo = try #require(cairo_create(surface))
    defer { cairo_destroy(cairo) }
    return app.draw(on: cairo)
  }
}
