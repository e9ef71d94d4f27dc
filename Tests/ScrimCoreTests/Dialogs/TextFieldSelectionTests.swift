import ScrimCore
import ScrimTesting
import Testing

/// A field whose starting text is selected when focus comes to it, as a GTK entry's is.
@MainActor
@Suite struct TextFieldSelectionTests {
  private func present(_ field: TextField) throws -> Presenter {
    let dialog = Dialog(title: "Name")
    dialog.addControl(.textField(field))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "OK"))
    let presenter = Presenter(clock: ManualClock(), reducesMotion: true)
    try presenter.present(dialog)
    return presenter
  }

  private func selectingField(_ text: String) -> TextField {
    let field = TextField(text: text)
    field.selectsAllOnFocus = true
    return field
  }

  @Test("the first text typed replaces the selected starting text")
  func typingReplaces() throws {
    let field = selectingField("NewProfile")
    let presenter = try present(field)
    #expect(field.isAllSelected)
    presenter.handle(.text("Wo"))
    presenter.handle(.text("rk"))
    #expect(field.text == "Work")
    #expect(!field.isAllSelected)
  }

  @Test("Left ends the selection at its start, and typing then inserts there")
  func leftEndsSelection() throws {
    let field = selectingField("Profile")
    let presenter = try present(field)
    presenter.handle(.key(.left))
    presenter.handle(.text("My"))
    #expect(field.text == "MyProfile")
  }

  @Test("Backspace clears selected text; Tab back into the field selects it again")
  func backspaceAndRefocus() throws {
    let field = selectingField("Old")
    let presenter = try present(field)
    presenter.handle(.key(.backspace))
    #expect(field.text.isEmpty)
    presenter.handle(.text("New"))
    presenter.handle(.key(.tab))
    presenter.handle(.key(.backTab))
    #expect(field.isAllSelected)
    presenter.handle(.text("X"))
    #expect(field.text == "X")
  }

  @Test("without selectsAllOnFocus, typing appends to the starting text")
  func defaultAppends() throws {
    let field = TextField(text: "Old")
    let presenter = try present(field)
    presenter.handle(.text("er"))
    #expect(field.text == "Older")
  }
}
