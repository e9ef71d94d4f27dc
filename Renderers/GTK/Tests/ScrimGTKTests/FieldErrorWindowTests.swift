import CGTK
@_spi(Renderer) import ScrimCore
import ScrimGTK
import Testing

/// Material's text field error state in a window: the error under the field in the error
/// colour, where the core laid it out, and the button held back.
@MainActor
@Suite("A field's error in a GTK window", .serialized)
struct FieldErrorWindowTests {
  @Test("a port out of range shows its error under the field, in Caption and the error colour")
  func outOfRange() throws {
    let driver = try GTKDriver(reducesMotion: true)
    let name = TextField(placeholder: "Name", text: "ada")
    name.rules = [.required()]
    let port = TextField(placeholder: "Port")
    port.rules = [.number(in: 1...65535)]
    let dialog = Dialog(title: "New server")
    dialog.addControl(.textField(name))
    dialog.addControl(.textField(port))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    let ok = AlertAction(title: "OK")
    dialog.addAction(ok)
    dialog.preferredAction = ok
    try driver.app.present(dialog)
    try driver.advance(by: .milliseconds(50))
    try driver.sendKey(.tab)
    try driver.sendText("70000")
    try driver.sendKey(.tab)
    try driver.advance(by: .milliseconds(50))
    #expect(!ok.isEnabled)
    var shown: ModalLayerState?
    for case .modal(let state) in driver.stage.scene().layers { shown = state }
    let state = try #require(shown)
    let item = try #require(state.layout.items.first { $0.index == 1 })
    let place = try #require(state.layout.frames(of: item).error)
    let surface = try #require(
      cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(driver.stage.size.width), Int32(driver.stage.size.height)))
    defer { cairo_surface_destroy(surface) }
    let cairo = try #require(cairo_create(surface))
    defer { cairo_destroy(cairo) }
    let painted = driver.app.draw(on: cairo).paintedText
    let error = try #require(painted.first { $0.text.hasPrefix("Enter a number") })
    #expect(error.frame.x == place.x && error.frame.y == place.y, "where the core put it")
    #expect(state.style.fieldError.font.role == .caption)
    #expect(state.style.fieldError.color == ContainerScheme.light.colorScheme.error)
    try driver.checkScreenshot("field-error")
  }
}
