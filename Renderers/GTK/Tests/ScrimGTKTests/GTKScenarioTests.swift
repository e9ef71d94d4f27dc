import ScrimCore
import Testing

/// The scenarios the text renderer and the terminal pass (Scenarios/ is a symlink to
/// the root package's Tests/ScrimTerminalTests/Scenarios/Shared), on the GTK renderer
/// in points, each compared step by step with the text renderer's accessibility trees.
@MainActor
@Suite("Stage scenarios in a GTK window", .serialized)
struct GTKScenarioTests {
  /// A phone-sized window: compact, as an 80-column terminal is, so action sheets are
  /// bottom sheets and need no anchor.
  let compact = Size(width: 400, height: 600)

  @Test("an alert: focus starts on Cancel, Tab reaches Delete, Return deletes after the fade")
  func alert() throws { try expectSameTrees(GTKDriver(size: compact), StageScenarios.alert) }

  @Test("an action sheet: a click on an action chooses it; Esc cancels")
  func actionSheet() throws {
    try expectSameTrees(GTKDriver(size: compact), StageScenarios.actionSheet)
  }

  @Test("a dialog: typing fills the field, space flips the switch, Return takes the default")
  func dialog() throws { try expectSameTrees(GTKDriver(size: compact), StageScenarios.dialog) }

  @Test("queued snackbars show one at a time, each for its duration")
  func queuedSnackbars() throws {
    try expectSameTrees(GTKDriver(size: compact), StageScenarios.queuedSnackbars)
  }

  @Test("a suspended snackbar waits until its token is released, which wakes the renderer")
  func suspendedSnackbar() throws {
    try expectSameTrees(GTKDriver(size: compact), StageScenarios.suspendedSnackbar)
  }

  @Test("a snackbar that takes focus times out without an action, waits with one, Esc ends it")
  func focusedSnackbar() throws {
    try expectSameTrees(GTKDriver(size: compact), StageScenarios.focusedSnackbar)
  }

  @Test("the pointer over a banner holds its timer; moving away lets it time out")
  func hoverHoldsBanner() throws {
    try expectSameTrees(GTKDriver(size: compact), StageScenarios.hoverHoldsBanner)
  }

  @Test("a banner's buttons run the handler of the action they show")
  func bannerActions() throws {
    try expectSameTrees(GTKDriver(size: compact), StageScenarios.bannerActions)
  }

  /// A window as tall as its list's page is in an 80 × 24 terminal (12 rows): a page is
  /// the rows the window shows, so only at the same page do Page Down and a click on the
  /// list's middle reach the same row, and the trees stay the same step by step.
  let twelveRowPage = Size(width: 400, height: 1040)

  @Test("a 200-item menu: pages, a letter jump, a click on a row, Tab to OK and Return")
  func longMenu() throws {
    try expectSameTrees(GTKDriver(size: twelveRowPage), ListProgressScenarios.longMenu)
  }

  @Test("a file chooser: Space completes into a folder, then takes a file; Return chooses OK")
  func fileChooser() throws {
    try expectSameTrees(GTKDriver(size: compact), FileChooserScenarios.chooser)
  }

  @Test("lists: a tree, a rename in its row, and transfer lists")
  func lists() throws {
    try expectSameTrees(GTKDriver(size: compact), ListScenarios.tree)
    try expectSameTrees(GTKDriver(size: compact), ListScenarios.rename)
    try expectSameTrees(GTKDriver(size: compact), ListScenarios.transfer)
  }

  @Test("a gauge: no buttons, frames only while indeterminate, its percentage, ended by the app")
  func gauge() throws { try expectSameTrees(GTKDriver(size: compact), ListProgressScenarios.gauge) }

  @Test("zenity's text box: typing at Ctrl-Home, Ctrl-Tab to Cancel, where Return chooses OK")
  func textBox() throws {
    try expectSameTrees(GTKDriver(size: compact), ListProgressScenarios.textBox)
  }

  @Test("a date picker: arrows across a month's end, Page Down a month, Return chooses OK")
  func datePicker() throws {
    try expectSameTrees(GTKDriver(size: compact), PickerScenarios.datePicker)
  }

  @Test("a time picker: fields wrap without carrying, Right to the next, Return chooses OK")
  func timePicker() throws {
    try expectSameTrees(GTKDriver(size: compact), PickerScenarios.timePicker)
  }

  @Test("a million-line text: its first rows, Page Down, End, Home, then Return chooses Exit")
  func longText() throws {
    try expectSameTrees(GTKDriver(size: compact), ListProgressScenarios.longText)
  }

  @Test("cancelling the task awaiting present takes the modal away; no handler runs")
  func cancellation() async throws {
    try await expectSameTrees(GTKDriver(size: compact), StageScenarios.cancellation)
  }
}
