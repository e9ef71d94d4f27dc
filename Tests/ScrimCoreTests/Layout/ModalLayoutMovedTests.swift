@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// A sliding modal is drawn from its layout moved down: every part moves with it, a text
/// area's rows and a field's error included (the terminal used to leave those behind).
@MainActor
@Suite struct ModalLayoutMovedTests {
  @Test("every frame of a layout moves by the same rows")
  func everyPart() throws {
    let field = TextField(placeholder: "Port")
    field.rules = [.required()]
    let area = TextArea(text: "one\ntwo", isEditable: true)
    let dialog = Dialog(title: "T")
    dialog.addControl(.textField(field))
    dialog.addControl(.textArea(area))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "OK"))
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 60, height: 30), measurer: FixedWidthMeasurer(),
      reducesMotion: true)
    try stage.present(dialog)
    stage.handle(.key(.tab))
    var shown: ModalLayerState?
    for case .modal(let state) in stage.scene().layers { shown = state }
    let layout = try #require(shown?.layout)
    #expect(!layout.fieldErrors.isEmpty && !layout.textAreaTextFrames.isEmpty)
    let moved = layout.moved(down: 3)
    #expect(moved.frame.y == layout.frame.y + 3)
    #expect(
      moved.textAreaTextFrames.mapValues(\.y) == layout.textAreaTextFrames.mapValues { $0.y + 3 })
    #expect(
      moved.fieldErrors.mapValues(\.frame.y) == layout.fieldErrors.mapValues { $0.frame.y + 3 })
    #expect(moved.fieldBoxFrames.mapValues(\.y) == layout.fieldBoxFrames.mapValues { $0.y + 3 })
    #expect(moved.items.map(\.frame.y) == layout.items.map { $0.frame.y + 3 })
    #expect(moved.buttons.buttons.map(\.frame.y) == layout.buttons.buttons.map { $0.frame.y + 3 })
  }
}
