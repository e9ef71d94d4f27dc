import ScrimCore
import ScrimTesting
import Testing

/// Esc while Cancel is unavailable: a finished progress box has only OK, yet its user can
/// still close it, as zenity's can.
@MainActor
@Suite struct EscapeWithDisabledCancelTests {
  private func dialog(_ fixture: Fixture, insists: Bool?) -> Dialog {
    let dialog = Dialog(title: "Copying")
    dialog.addAction(fixture.recorder.action("Cancel", style: .cancel))
    dialog.addAction(fixture.recorder.action("OK"))
    dialog.actions[0].isEnabled = false
    dialog.presentationOptions.dismissOnEscape = insists
    return dialog
  }

  @Test("a modal that asks for Esc is closed by it, with no action, while Cancel is disabled")
  func insistingModalCloses() throws {
    let fixture = Fixture()
    try fixture.show(dialog(fixture, insists: true), as: "progress")
    fixture.presenter.handle(.key(.escape))
    fixture.settle()
    #expect(fixture.recorder.calls == [.completion("progress", .escape, nil)])
  }

  @Test("otherwise a disabled Cancel keeps Esc from answering for the app")
  func defaultModalStays() throws {
    let fixture = Fixture()
    try fixture.show(dialog(fixture, insists: nil), as: "progress")
    fixture.presenter.handle(.key(.escape))
    fixture.settle()
    #expect(fixture.presenter.phase == .presented)
    #expect(fixture.recorder.calls.isEmpty)
  }
}
