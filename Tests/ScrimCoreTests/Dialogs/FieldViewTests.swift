@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// A text field's visible part and caret are the core's, so every renderer keeps a long
/// field's caret in view the same way.
@MainActor
@Suite struct FieldViewTests {
  private func state(_ field: TextField, label: String? = nil) throws -> ModalLayerState {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 60, height: 20),
      measurer: TerminalTextMeasurer(), reducesMotion: true)
    let dialog = Dialog(title: "Edit")
    field.accessibilityLabel = label
    dialog.addControl(.textField(field))
    dialog.addAction(AlertAction(title: "OK"))
    try stage.present(dialog)
    stage.update()
    for case .modal(let state) in stage.scene().layers { return state }
    throw CancellationError()
  }

  private func shown(_ field: TextField) throws -> (FieldView, Rect) {
    let state = try state(field)
    guard case .textField(let field)? = state.control(0) else { throw CancellationError() }
    return (field.view, try #require(state.layout.fieldTextFrames[0]))
  }

  @Test("a long field shows the text before the caret, the caret on the last cell")
  func longFieldKeepsCaretInView() throws {
    let field = TextField(text: String(repeating: "abcdefghij", count: 20))
    let (view, frame) = try shown(field)
    #expect(view.caretOffset == frame.width - 1)
    #expect(view.visibleText == String(repeating: "abcdefghij", count: 20).suffix(frame.width - 1))
  }

  @Test("a short field shows all its text from the start, the caret after it")
  func shortField() throws {
    let (view, _) = try shown(TextField(text: "ada"))
    #expect(view == FieldView(visibleText: "ada", caretOffset: 3))
  }

  @Test("labels share one column decided by the layout; the text starts past it")
  func labelColumn() throws {
    let state = try state(TextField(text: "x"), label: "Name")
    let item = try #require(state.layout.items.first)
    let frame = try #require(state.layout.fieldTextFrames[0])
    let metrics = LayoutMetrics.cells
    #expect(state.layout.fieldLabelWidth == 4, "the label's four cells")
    #expect(frame.x == item.frame.x + 4 + metrics.fieldLabelGap + metrics.fieldTextInset)
    #expect(frame.maxX == item.frame.maxX - metrics.fieldTextInset)
  }
}
