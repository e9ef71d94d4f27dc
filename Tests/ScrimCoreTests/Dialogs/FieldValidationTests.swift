@_spi(Renderer) import ScrimCore
@_spi(Renderer) import ScrimTesting
import Testing

/// A field's rules hold the dialog back: OK is unavailable (and says why) while the text
/// breaks them, the error shows under the field once the user leaves it or tries to
/// confirm, and a screen reader hears it once.
@MainActor
@Suite("text field validation")
struct FieldValidationTests {
  @MainActor
  struct Form {
    let renderer = TextRenderer(
      clock: ManualClock(), size: Size(width: 60, height: 20), reducesMotion: true)
    let dialog = Dialog(title: "New user")
    let name = TextField(placeholder: "Name")
    let port = TextField(placeholder: "Port")
    let ok = AlertAction(title: "OK")
    let cancel = AlertAction(title: "Cancel", style: .cancel)
    var stage: Stage { renderer.stage }

    init() throws {
      name.rules = [.required()]
      port.rules = [.number(in: 1...65535)]
      dialog.addControl(.textField(name))
      dialog.addControl(.textField(port))
      dialog.addAction(cancel)
      dialog.addAction(ok)
      dialog.preferredAction = ok
      try renderer.loop.present(dialog)
      renderer.loop.turn()
    }

    var fieldNodes: [AccessibilityNode] {
      stage.accessibilityTrees.first?.children.filter { $0.role == .textField } ?? []
    }
  }

  @Test("OK is unavailable while a field breaks its rule and comes back once it passes")
  func availability() throws {
    let form = try Form()
    #expect(!form.ok.isEnabled, "an empty required name holds OK back")
    #expect(form.cancel.isEnabled, "Cancel is never held")
    let button = try #require(
      form.stage.accessibilityTrees.first?.children.first { $0.label == "OK" })
    #expect(button.hint == "Unavailable: Name: Required")
    form.renderer.handle(.text("ada"))
    #expect(form.ok.isEnabled)
    form.renderer.handle(.key(.backspace))
    form.renderer.handle(.key(.backspace))
    form.renderer.handle(.key(.backspace))
    #expect(!form.ok.isEnabled)
  }

  @Test("the error shows once the user leaves the field, not while they first type")
  func revealedOnLeaving() throws {
    let form = try Form()
    #expect(!form.renderer.lines.contains { $0.hasPrefix("! ") }, "nothing said before")
    form.renderer.handle(.key(.tab))
    #expect(form.renderer.lines.contains("! Required"))
    #expect(form.fieldNodes.first?.errorMessage == "Required")
    form.renderer.handle(.text("70000"))
    #expect(!form.renderer.lines.contains("! Enter a number from 1"), "still typing")
    form.renderer.handle(.key(.tab))
    #expect(form.renderer.lines.contains("! Enter a number from 1"), "wrapped, not cut")
    #expect(form.renderer.lines.contains("! to 65535"))
  }

  @Test("Enter on a held dialog shows every error and takes focus to the first bad field")
  func enterReveals() throws {
    let form = try Form()
    form.renderer.handle(.key(.tab))
    form.renderer.handle(.text("x"))
    form.renderer.handle(.key(.enter))
    #expect(form.stage.presenter.activeModal != nil, "the dialog stays")
    #expect(form.stage.focus == .control(0))
    let errors = form.renderer.lines.filter { $0.hasPrefix("! ") }
    #expect(errors == ["! Required", "! Enter a number from 1", "! to 65535"])
  }

  @Test("a screen reader hears each new error once, assertively")
  func announced() throws {
    let form = try Form()
    form.renderer.handle(.key(.tab))
    let said = form.renderer.announcements.filter { $0.text == "Required" }
    #expect(said.map(\.politeness) == [.assertive])
    form.renderer.handle(.text("1"))
    form.renderer.handle(.key(.backTab))
    #expect(form.renderer.announcements.filter { $0.text == "Required" }.count == 1)
  }

  @Test("the error takes a line under the field, and its box and line move down the rest")
  func layout() throws {
    let form = try Form()
    let before = form.stage.scene()
    form.renderer.handle(.key(.tab))
    let after = form.stage.scene()
    guard case .modal(let shown)? = after.layers.last, case .modal(let plain)? = before.layers.last
    else {
      Issue.record("no modal layer")
      return
    }
    let item = try #require(shown.layout.items.first { $0.index == 0 })
    let frames = shown.layout.frames(of: item)
    let error = try #require(frames.error)
    let box = try #require(frames.box)
    #expect(error.y == box.y + box.height, "right under the box")
    #expect(box.height == 1, "the box keeps one row")
    let port = { (state: ModalLayerState) in state.layout.items.first { $0.index == 1 }?.frame.y }
    #expect(port(shown) == port(plain).map { $0 + 1 })
    guard case .textField(let field)? = shown.control(0) else {
      Issue.record("no field element")
      return
    }
    #expect(field.errorLines == ["Required"])
    #expect(shown.style.fieldError.color == ContainerScheme.light.colorScheme.error)
  }

  @Test("a validate closure runs before the rules, as a UIKit text-change handler")
  func closure() throws {
    let field = TextField(text: "secret")
    field.validate = { $0.count < 8 ? "At least 8 characters" : nil }
    field.rules = [.required()]
    #expect(field.validationError == "At least 8 characters")
    field.text = "long enough"
    #expect(field.validationError == nil)
  }

  @Test("a custom rule gives its own message, and nil passes")
  func custom() {
    let rule = FieldRule.custom { $0.contains(" ") ? "No spaces" : nil }
    #expect(rule.error(for: "a b") == "No spaces")
    #expect(rule.error(for: "ab") == nil)
  }

  @Test("a number range takes spaces around the number and refuses what is not one")
  func numbers() {
    let rule = FieldRule.number(in: 0.5...2)
    #expect(rule.error(for: " 1.5 ") == nil)
    #expect(rule.error(for: "2.5") == "Enter a number from 0.5 to 2")
    #expect(rule.error(for: "nan") != nil)
    #expect(rule.error(for: "1e999") != nil)
  }

  @Test("actions held back are given back when the dialog ends, for a later showing")
  func givenBack() throws {
    let form = try Form()
    form.renderer.handle(.key(.escape))
    form.renderer.loop.turn()
    #expect(form.stage.presenter.activeModal == nil)
    #expect(form.ok.isEnabled, "the app's OK is as it was")
  }

  @Test("a dialog shown again starts with no error shown, and its model holds none")
  func shownAgainStartsQuiet() throws {
    let form = try Form()
    form.renderer.handle(.key(.tab))
    #expect(form.renderer.lines.contains("! Required"))
    form.renderer.handle(.key(.escape))
    form.renderer.loop.turn()
    try form.renderer.loop.present(form.dialog)
    form.renderer.loop.turn()
    #expect(!form.renderer.lines.contains { $0.hasPrefix("! ") }, "\(form.renderer.lines)")
    #expect(form.fieldNodes.allSatisfy { $0.errorMessage == nil })
  }

  @Test("an action the app disabled stays disabled once the fields pass")
  func appDisabled() throws {
    let renderer = TextRenderer(
      clock: ManualClock(), size: Size(width: 60, height: 20), reducesMotion: true)
    let dialog = Dialog(title: "T")
    let field = TextField(placeholder: "Name")
    field.rules = [.required()]
    dialog.addControl(.textField(field))
    let later = AlertAction(title: "Later")
    later.isEnabled = false
    dialog.addAction(AlertAction(title: "OK"))
    dialog.addAction(later)
    try renderer.loop.present(dialog)
    renderer.loop.turn()
    renderer.handle(.text("a"))
    #expect(!later.isEnabled)
    #expect(dialog.actions[0].isEnabled)
  }

  @Test("an answer set whole (line mode) shows its error at once")
  func setValue() throws {
    let form = try Form()
    form.renderer.handle(.accessibilitySetValue(control: 1, "0"))
    #expect(form.fieldNodes.last?.errorMessage == "Enter a number from 1 to 65535")
  }
}
