import CGTK
@_spi(Renderer) import ScrimCore
import ScrimGTK
import Testing

/// What the core decides once and GTK paints as told: a long field's visible part and
/// caret, and a list's text indent, in points.
@MainActor
@Suite("Fields and list indents in a GTK window", .serialized)
struct FieldAndIndentTests {
  /// Paints the stage on an image and returns what text went where.
  private func painted(_ app: GTKApp) throws -> [(text: String, frame: Rect)] {
    let size = app.stage.size
    let surface = try #require(
      cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height)))
    defer { cairo_surface_destroy(surface) }
    let cairo = try #require(cairo_create(surface))
    defer { cairo_destroy(cairo) }
    return app.draw(on: cairo).paintedText
  }

  private func modal(_ stage: Stage) -> ModalLayerState? {
    for case .modal(let state) in stage.scene().layers { return state }
    return nil
  }

  @Test("a 200-character field shows its caret and the text just before it")
  func longField() throws {
    let driver = try GTKDriver(reducesMotion: true)
    let text = String(repeating: "lorem ipsum ", count: 16).prefix(192) + "TAILWORD"
    let field = TextField(placeholder: "Note", text: String(text))
    let dialog = Dialog(title: "Edit note")
    dialog.addControl(.textField(field))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "Save"))
    try driver.app.present(dialog)
    try driver.advance(by: .milliseconds(50))
    #expect(text.count == 200)
    let state = try #require(modal(driver.stage))
    guard case .textField(let shownField)? = state.control(0) else {
      Issue.record("the field is not shown")
      return
    }
    let view = shownField.view
    let box = try #require(state.layout.fieldTextFrames[0])
    #expect(view.visibleText.hasSuffix("TAILWORD"), "the text before the caret is shown")
    #expect(view.caretOffset > box.width / 2 && view.caretOffset <= box.width, "caret in view")
    let shown = try painted(driver.app).first { $0.text == view.visibleText }
    #expect(shown?.frame.x == box.x, "painted where the core put it")
    try driver.checkScreenshot("long-field")
  }

  @Test("a list without marks is measured and painted with one indent")
  func menuIndent() throws {
    let driver = try GTKDriver(reducesMotion: true)
    let long = "An option much longer than the dialog's title and message"
    let list = ChoiceList(title: "Menu", options: ["Short", long])
    list.showsMarks = false
    let dialog = Dialog(title: "Pick")
    dialog.addControl(.choice(list))
    dialog.addAction(AlertAction(title: "OK"))
    try driver.app.present(dialog)
    try driver.advance(by: .milliseconds(50))
    let state = try #require(modal(driver.stage))
    let item = try #require(state.layout.items.first)
    let indent = LayoutMetrics.points.listIndentWithoutMarks
    #expect(indent != LayoutMetrics.points.controlIndent)
    let width = driver.stage.measurer.width(of: long)
    #expect(item.frame.width == width + indent, "measured with the menu's indent")
    let row = try #require(try painted(driver.app).first { $0.text == long })
    #expect(row.frame.x == item.frame.x + indent, "painted with the same indent")
  }
}
