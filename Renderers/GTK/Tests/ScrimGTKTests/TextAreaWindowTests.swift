import CGTK
@_spi(Renderer) import ScrimCore
import ScrimGTK
import ScrimTesting
import Testing

/// A text area in a GTK window: GTK's keys reach the core's control, the rows and caret are
/// painted where the core put them, and the accessible mirror is a text view holding the
/// text with its caret, editable or read-only as the control is.
@MainActor
@Suite("A text area in a GTK window", .serialized)
struct TextAreaWindowTests {
  private func present(_ area: TextArea) throws -> GTKApp {
    try GTKTestEnvironment.start()
    let app = GTKApp(
      content: nil, clock: ManualClock(), size: Size(width: 600, height: 500), reducesMotion: true)
    let dialog = Dialog(title: "Notes")
    dialog.addControl(.textArea(area))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "OK"))
    try app.present(dialog)
    return app
  }

  private func painted(_ app: GTKApp) throws -> [(text: String, frame: Rect)] {
    let size = app.stage.size
    let surface = try #require(
      cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height)))
    defer { cairo_surface_destroy(surface) }
    let cairo = try #require(cairo_create(surface))
    defer { cairo_destroy(cairo) }
    return app.draw(on: cairo).paintedText
  }

  /// The focused mirror widget's text and caret, as AT-SPI reads a GtkTextView's.
  private func mirrored(_ app: GTKApp) throws -> (text: String, caret: Int, editable: Bool) {
    let focus = try #require(app.accessibleFocus)
    let view = UnsafeMutableRawPointer(focus).assumingMemoryBound(to: GtkTextView.self)
    let buffer = try #require(gtk_text_view_get_buffer(view))
    var start = GtkTextIter()
    var end = GtkTextIter()
    gtk_text_buffer_get_bounds(buffer, &start, &end)
    let text = gtk_text_buffer_get_text(buffer, &start, &end, 0)
    defer { g_free(text) }
    var caret = GtkTextIter()
    gtk_text_buffer_get_iter_at_mark(buffer, &caret, gtk_text_buffer_get_insert(buffer))
    let editable =
      scrim_accessible_boolean_property_is(focus, GTK_ACCESSIBLE_PROPERTY_READ_ONLY, 0) != 0
    return (text.map { String(cString: $0) } ?? "", Int(gtk_text_iter_get_offset(&caret)), editable)
  }

  @Test("Ctrl-Home and typing edit the text; the first row is painted in the text frame")
  func editable() throws {
    let area = TextArea(text: "first line\nsecond line", isEditable: true)
    let app = try present(area)
    app.press(.textStart)
    app.type("New")
    app.press(.enter)
    #expect(area.text == "New\nfirst line\nsecond line")
    var state: ModalLayerState?
    for case .modal(let layer) in app.stage.scene().layers { state = layer }
    let frame = try #require(state?.layout.textAreaTextFrames[0])
    let rows = try painted(app).filter { ["New", "first line", "second line"].contains($0.text) }
    #expect(rows.map(\.text) == ["New", "first line", "second line"])
    #expect(rows.first?.frame.x == frame.x && rows.first?.frame.y == frame.y)
    let mirror = try mirrored(app)
    #expect(mirror.text == area.text && mirror.caret == 4 && mirror.editable)
    app.press(.controlTab)
    #expect(app.stage.focus == .action(0), "Ctrl-Tab left the text for Cancel")
  }

  @Test("a read-only text area is mirrored read-only, and Down scrolls its rows")
  func readOnly() throws {
    let text = (1...40).map { "row \($0)" }.joined(separator: "\n")
    let area = TextArea(text: text)
    let app = try present(area)
    let mirror = try mirrored(app)
    #expect(mirror.text == text && !mirror.editable)
    app.press(.down)
    let shown = try painted(app).map(\.text)
    #expect(shown.contains("row 2") && !shown.contains("row 1"))
  }
}
