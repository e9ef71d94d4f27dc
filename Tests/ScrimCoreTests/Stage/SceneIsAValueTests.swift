@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// The scene is a plain value: laying what it shows out elsewhere, or checking it against
/// the guidelines at other sizes, builds the same scene again; changing one element makes
/// a different one.
@MainActor
@Suite struct SceneIsAValueTests {
  /// What a stage shows, one kind at a time.
  enum Shown: String, CaseIterable, CustomTestStringConvertible {
    case alert, actionSheet, dialogWithEveryControl, snackbar, banner

    var testDescription: String { rawValue }
  }

  private static let sizes = [Size(width: 36, height: 10), Size(width: 140, height: 50)]

  /// A stage showing `shown`, settled, and what to lay out and check elsewhere.
  private func stage(showing shown: Shown) throws -> (Stage, elsewhere: () -> Void) {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24), measurer: TerminalTextMeasurer(),
      reducesMotion: true)
    let measurer = TerminalTextMeasurer()
    switch shown {
    case .alert, .actionSheet, .dialogWithEveryControl:
      let modal = Self.modal(shown)
      try stage.present(modal)
      stage.update()
      // Move focus and a list's highlight away from where a fresh layout puts them.
      stage.handle(.key(.tab))
      stage.handle(.key(.down))
      return (
        stage,
        {
          for size in Self.sizes {
            _ = modal.layout(in: size, measurer: measurer)
            _ = Guidelines.check(modal, in: size)
          }
        }
      )
    case .snackbar:
      let message = SnackbarMessage(
        text: "Draft saved to your drafts folder", action: SnackbarMessage.Action(title: "Undo"))
      stage.show(message)
      stage.update()
      return (
        stage,
        {
          for size in Self.sizes {
            _ = message.layout(in: size, scheme: .light, measurer: measurer)
            _ = Guidelines.check(message, in: size)
          }
        }
      )
    case .banner:
      var banner = Banner(
        icon: "!", title: "Offline", description: "Changes are kept until you reconnect.",
        actions: [Banner.Action(title: "Retry"), Banner.Action(title: "Dismiss")])
      banner.image = ModalImage(source: .file("/tmp/offline.png"), accessibilityLabel: "Offline")
      try stage.show(banner)
      stage.update()
      return (
        stage,
        {
          for size in Self.sizes {
            _ = banner.layout(in: size, scheme: .light, measurer: measurer)
            _ = Guidelines.check(banner, in: size)
          }
        }
      )
    }
  }

  private static func modal(_ shown: Shown) -> any Modal {
    switch shown {
    case .actionSheet:
      let sheet = AlertController(
        title: "Share", message: "Send the draft to", preferredStyle: .actionSheet)
      for title in ["Mail", "Messages", "Copy link"] { sheet.addAction(AlertAction(title: title)) }
      sheet.addAction(AlertAction(title: "Delete", style: .destructive))
      sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
      return sheet
    case .dialogWithEveryControl:
      let dialog = Dialog(title: "Install", message: "Choose what to install.")
      dialog.addControl(.text("Packages come from the main archive."))
      dialog.addControl(
        .choice(ChoiceList(title: "Size", options: (0..<30).map { "option \($0)" })))
      dialog.addControl(.textField(TextField(placeholder: "Note", text: "keep this")))
      dialog.addControl(.textField(TextField(placeholder: "Password", isSecureTextEntry: true)))
      dialog.addControl(.toggle(Toggle(title: "Remember me", isOn: true)))
      dialog.addControl(.progress(ProgressIndicator(fraction: 0.4)))
      dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
      dialog.addAction(AlertAction(title: "Install"))
      return dialog
    default:
      let alert = AlertController(title: "Delete draft?", message: "It cannot be undone.")
      alert.addAction(AlertAction(title: "Cancel", style: .cancel))
      alert.addAction(AlertAction(title: "Delete", style: .destructive))
      return alert
    }
  }

  @Test(
    "a scene built, laid out and checked at two other sizes, and built again is ==",
    arguments: Shown.allCases)
  func layoutElsewhereLeavesTheSceneEqual(_ shown: Shown) throws {
    let (stage, elsewhere) = try stage(showing: shown)
    let before = stage.scene()
    #expect(before.layers.count == 1, "it shows")
    elsewhere()
    #expect(stage.scene() == before)
  }

  @Test("changing one control, button or message makes a different scene")
  func oneChangeMakesADifferentScene() throws {
    let (stage, _) = try stage(showing: .dialogWithEveryControl)
    guard let dialog = stage.presenter.activeModal as? Dialog,
      case .toggle(let toggle) = dialog.controls[4],
      case .textField(let field) = dialog.controls[2],
      case .progress(let progress) = dialog.controls[5]
    else {
      Issue.record("the dialog is not shown")
      return
    }
    var last = stage.scene()
    func changed(_ change: () -> Void) -> Bool {
      change()
      let now = stage.scene()
      defer { last = now }
      return now != last
    }
    #expect(changed { toggle.isOn = false }, "a toggle")
    #expect(changed { field.text = "kept" }, "a field's text")
    #expect(changed { progress.fraction = 0.9 }, "a progress bar")
    #expect(changed { dialog.actions[1].isEnabled = false }, "a button's state")
    #expect(changed { stage.handle(.key(.tab)) }, "focus")
    #expect(!changed {}, "nothing")
  }

  @Test("the modal's tree in the scene is the presenter's, after typing and after focus moves")
  func treeFollowsTheModal() throws {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24), measurer: TerminalTextMeasurer(),
      reducesMotion: true)
    let dialog = Dialog(title: "Rename")
    dialog.addControl(.textField(TextField(placeholder: "Name")))
    dialog.addControl(.toggle(Toggle(title: "Keep a copy")))
    dialog.addAction(AlertAction(title: "OK"))
    try stage.present(dialog)
    stage.update()
    func tree() -> AccessibilityNode? { stage.scene().accessibilityTrees.first }
    let before = tree()
    #expect(before == stage.presenter.accessibilityTree)
    stage.handle(.text("a"))
    #expect(tree() == stage.presenter.accessibilityTree)
    stage.handle(.text("b"))
    #expect(tree() == stage.presenter.accessibilityTree)
    #expect(tree()?.children.contains { $0.value == "ab" } == true, "the typing reached a field")
    #expect(tree() != before)
    stage.handle(.key(.tab))
    #expect(tree() == stage.presenter.accessibilityTree)
  }
}
