import ScrimCore
import ScrimTesting
import Testing

/// An app that embeds the presenter gives it every key and keeps the ones it did not use.
@MainActor
@Suite struct PresenterEventUseTests {
  @Test("the keys and text an alert has a use for are taken; the rest are handed back")
  func alertTakesItsKeys() throws {
    let fixture = Fixture()
    try fixture.show(fixture.deleteAlert(), as: "alert")
    #expect(fixture.presenter.handle(.key(.tab)))
    #expect(fixture.presenter.handle(.key(.down)))
    let focus = fixture.presenter.focus
    #expect(!fixture.presenter.handle(.key(.pageDown)))
    #expect(!fixture.presenter.handle(.key(.home)))
    #expect(!fixture.presenter.handle(.text("x")))
    // Nothing handed back moved focus or chose a button.
    #expect(fixture.presenter.focus == focus)
    #expect(fixture.recorder.calls.isEmpty)
  }

  @Test("a field takes text and its editing keys; a list takes its paging keys")
  func controlsTakeTheirKeys() throws {
    let fixture = Fixture()
    let dialog = Dialog(title: "Pick", message: nil)
    let field = TextField(placeholder: "Name")
    let list = ChoiceList(title: "Letter", options: ["a", "b", "c"])
    dialog.addControl(.textField(field))
    dialog.addControl(.choice(list))
    dialog.addAction(AlertAction(title: "OK"))
    try fixture.show(dialog, as: "dialog")
    #expect(fixture.presenter.focus == .control(0))
    #expect(fixture.presenter.handle(.text("ab")))
    #expect(fixture.presenter.handle(.key(.home)))
    #expect(field.text == "ab")
    #expect(fixture.presenter.handle(.key(.tab)))
    #expect(fixture.presenter.focus == .control(1))
    #expect(fixture.presenter.handle(.key(.pageDown)))
    #expect(fixture.presenter.handle(.key(.end)))
  }

  @Test("with nothing shown, or while the modal leaves, every event is handed back")
  func nothingActive() throws {
    let fixture = Fixture()
    #expect(!fixture.presenter.handle(.key(.enter)))
    try fixture.show(fixture.deleteAlert(), as: "alert")
    #expect(fixture.presenter.handle(.key(.escape)))
    #expect(!fixture.presenter.handle(.key(.tab)))
  }
}
