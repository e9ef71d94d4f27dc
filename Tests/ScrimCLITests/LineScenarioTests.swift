import Testing

/// The shared scenarios in line mode (Scenarios/ is a symlink to the terminal tests'
/// Scenarios/Shared), answered through the runner's own conversations (`LineDriver`): the
/// same endings as every renderer, and the text renderer's accessibility trees after every
/// step.
///
/// The pointer-hover scenario is not here: line mode has no pointer to hold a banner with.
@MainActor
@Suite("Stage scenarios in line mode")
struct LineScenarioTests {
  @Test("an alert: focus starts on Cancel, Tab reaches Delete, Return deletes after the fade")
  func alert() throws { try expectSameTrees(LineDriver(), StageScenarios.alert) }

  @Test("what line mode said and was answered in the alert and dialog scenarios")
  func said() throws {
    let alert = LineDriver()
    try StageScenarios.alert(alert)
    #expect(
      alert.said == """
        Delete draft?
        Gone for good.
          1. Cancel
          2. Delete (Destructive)
        Choose an action (1-2): 2

        """, "Return took the focused button by its number")
    let dialog = LineDriver()
    try StageScenarios.dialog(dialog)
    #expect(
      dialog.said == """
        Rename draft
        Name: notes
        Keep a copy? (y/n, Return for n): y
          1. Cancel
          2. Save (default)
        Choose an action (1-2, Return for 2):\u{20}

        """, "the field and the toggle were asked in the tree's order, then the action")
  }

  @Test("an action sheet: a touch on an action chooses it; the escape cancels")
  func actionSheet() throws { try expectSameTrees(LineDriver(), StageScenarios.actionSheet) }

  @Test("a dialog: typing sets the field, space flips the switch, Return takes the default")
  func dialog() throws { try expectSameTrees(LineDriver(), StageScenarios.dialog) }

  @Test("queued snackbars show one at a time, each for its duration")
  func queuedSnackbars() throws {
    try expectSameTrees(LineDriver(), StageScenarios.queuedSnackbars)
  }

  @Test("a suspended snackbar waits until its token is released, which wakes the renderer")
  func suspendedSnackbar() throws {
    try expectSameTrees(LineDriver(), StageScenarios.suspendedSnackbar)
  }

  @Test("a snackbar that takes focus times out without an action, waits with one, Esc ends it")
  func focusedSnackbar() throws {
    try expectSameTrees(LineDriver(), StageScenarios.focusedSnackbar)
  }

  @Test("a banner's buttons run the handler of the action they show")
  func bannerActions() throws { try expectSameTrees(LineDriver(), StageScenarios.bannerActions) }

  @Test("a 200-item menu: pages, a letter jump, a touch on a row, Tab to OK and Return")
  func longMenu() throws { try expectSameTrees(LineDriver(), ListProgressScenarios.longMenu) }

  @Test("a gauge: no buttons, frames only while indeterminate, its percentage, ended by the app")
  func gauge() throws { try expectSameTrees(LineDriver(), ListProgressScenarios.gauge) }

  @Test("cancelling the task awaiting present takes the modal away; no handler runs")
  func cancellation() async throws {
    try await expectSameTrees(LineDriver(), StageScenarios.cancellation)
  }
}
