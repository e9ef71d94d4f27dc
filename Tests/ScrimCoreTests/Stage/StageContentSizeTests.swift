@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// The stage at the user's text size: a renderer sets the factor as it sets the size, and
/// everything shown is laid out again at it, as Dynamic Type lays out again on a trait
/// change.
@MainActor
@Suite struct StageContentSizeTests {
  private typealias SizedMeasurer = StageTypographyTests.SizedMeasurer

  private func stage() -> Stage {
    Stage(
      clock: ManualClock(), size: Size(width: 900, height: 700), measurer: SizedMeasurer(),
      metrics: .points, reducesMotion: true)
  }

  private func modal(_ stage: Stage) throws -> ModalLayerState {
    for case .modal(let state) in stage.scene().layers { return state }
    throw Missing()
  }

  private struct Missing: Error {}

  private func dialog() -> Dialog {
    let dialog = Dialog(
      title: "Rename the shared folder",
      message: "Everyone with access sees the new name the next time they open it.")
    dialog.addControl(.textField(TextField(placeholder: "Name")))
    dialog.addAction(AlertAction(title: "Rename", emphasis: .high))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    return dialog
  }

  @Test("changing the text size lays the open dialog out again at the new sizes")
  func changeRelaysOut() throws {
    let stage = stage()
    try stage.present(dialog())
    let before = try modal(stage)
    #expect(before.style.title.font.size == 20 && before.layout.metrics.bodyLineHeight == 24)
    stage.contentSizeCategory = ContentSizeCategory(scale: 1.5)
    let after = try modal(stage)
    #expect(after.style.title.font.size == 30 && after.style.message.font.size == 24)
    #expect(after.style.buttons.allSatisfy { $0.title.size == 21 })
    #expect(after.layout.metrics.bodyLineHeight == 36 && after.layout.metrics.controlHeight == 60)
    let message = try #require(after.layout.message)
    #expect(message.frame.height == message.lines.count * 36)
    let field = try #require(after.layout.items.first)
    #expect(field.frame.height == 60)
    #expect(after.layout.frame.height > before.layout.frame.height)
    // Back to 1, the layout is the first one again.
    stage.contentSizeCategory = .default
    #expect(try modal(stage).layout == before.layout)
  }

  @Test("a dialog that opted out keeps its sizes while the text size changes")
  func optedOutDialogStays() throws {
    let stage = stage()
    let dialog = dialog()
    dialog.appearance.adjustsFontForContentSizeCategory = false
    try stage.present(dialog)
    let before = try modal(stage)
    stage.contentSizeCategory = ContentSizeCategory(scale: 2)
    let after = try modal(stage)
    #expect(after.layout == before.layout && after.style == before.style)
  }

  @Test("snackbars and banners follow the text size, unless the stage's scheme opted out")
  func messagesFollow() throws {
    let stage = stage()
    stage.contentSizeCategory = ContentSizeCategory(scale: 1.5)
    stage.show(SnackbarMessage(text: "Archived"))
    stage.update()
    var snackbar: SnackbarLayerState?
    for case .snackbar(let state) in stage.scene().layers { snackbar = state }
    let shown = try #require(snackbar)
    #expect(shown.style.text.font.size == 24 && shown.style.action.font.size == 21)
    #expect(shown.layout.frame.height >= 60)

    var fixed = ContainerScheme.light
    fixed.typographyScheme.adjustsFontForContentSizeCategory = false
    stage.scheme = fixed
    for case .snackbar(let state) in stage.scene().layers { snackbar = state }
    #expect(snackbar?.style.text.font.size == 16)
    #expect(snackbar?.layout.frame.height == 48)
  }
}
