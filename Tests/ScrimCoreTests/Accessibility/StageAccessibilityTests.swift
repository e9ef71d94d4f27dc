import ScrimCore
import ScrimTesting
import Testing

/// The stage's trees: every modal and message shown, each node naming what activating it
/// reaches, so a renderer answers through the tree alone.
@MainActor
@Suite struct StageAccessibilityTests {
  private func stage() -> Stage {
    Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24), measurer: FixedWidthMeasurer(),
      reducesMotion: true)
  }

  @Test("a banner and a snackbar are trees of their own, above the modal, with their buttons")
  func messagesAndModal() throws {
    let stage = stage()
    let alert = AlertController(title: "Quit?", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Quit"))
    try stage.present(alert)
    var message = SnackbarMessage(text: "Draft saved")
    message.action = SnackbarMessage.Action(title: "Undo")
    stage.show(message)
    try stage.show(
      Banner(
        title: "Offline", description: "Changes stay here.",
        actions: [Banner.Action(title: "Retry")]))
    stage.update()
    let trees = stage.accessibilityTrees
    #expect(
      trees.map(\.label) == ["Quit?", "Offline. Changes stay here.", "Draft saved. Undo."])
    #expect(
      trees[1].description == """
        status "Offline. Changes stay here."
          heading "Offline"
          text "Changes stay here."
          button "Retry"
        """)
    #expect(trees[2].children.map(\.target) == [nil, .snackbarAction])
    #expect(trees[1].children.last?.target == .bannerAction(.top, 0))
    #expect(trees[0].children.last?.target == .modal(.action(0)))
  }

  @Test("a modal leaves the trees when it starts to leave, as it leaves the screen")
  func dismissing() throws {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24), measurer: FixedWidthMeasurer())
    let alert = AlertController(title: "Saved", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK"))
    try stage.present(alert)
    #expect(stage.accessibilityTrees.count == 1)
    stage.handle(.accessibilityActivate(.modal(.action(0))))
    #expect(stage.presenter.activeModal != nil && stage.accessibilityTrees.isEmpty)
  }

  @Test("list items name their options; a checklist is multiselectable; a lone OK is default")
  func listTargets() throws {
    let dialog = Dialog(title: "Pick")
    let list = ChoiceList(title: "Tools", options: ["vim", "nano"])
    list.selectionMode = .multiple
    dialog.addControl(.choice(list))
    dialog.addAction(AlertAction(title: "OK"))
    let tree = dialog.accessibilityTree(focus: nil, arrangement: .row)
    let node = try #require(tree.children.first { $0.role == .list })
    #expect(node.isMultiselectable && node.target == .modal(.control(0)))
    #expect(
      node.children.map(\.target) == [
        .modal(.choiceOption(control: 0, option: 0)), .modal(.choiceOption(control: 0, option: 1)),
      ])
    #expect(tree.children.last?.isSelected == true, "a lone OK is what Return takes")
  }
}
