import ScrimCore
import Testing

/// The scenarios the text renderer and the terminal pass (Scenarios/ is a symlink to
/// the root package's Tests/ScrimTerminalTests/Scenarios/Shared), on the GTK renderer
/// in points.
@MainActor
@Suite("Stage scenarios in a GTK window", .serialized)
struct GTKScenarioTests {
  /// A phone-sized window: compact, as an 80-column terminal is, so action sheets are
  /// bottom sheets and need no anchor.
  let compact = Size(width: 400, height: 600)

  @Test("an alert: focus starts on Cancel, Tab reaches Delete, Return deletes after the fade")
  func alert() throws { try StageScenarios.alert(GTKDriver(size: compact)) }

  @Test("an action sheet: a click on an action chooses it; Esc cancels")
  func actionSheet() throws { try StageScenarios.actionSheet(GTKDriver(size: compact)) }

  @Test("a dialog: typing fills the field, space flips the switch, Return takes the default")
  func dialog() throws { try StageScenarios.dialog(GTKDriver(size: compact)) }

  @Test("queued snackbars show one at a time, each for its duration")
  func queuedSnackbars() throws { try StageScenarios.queuedSnackbars(GTKDriver(size: compact)) }

  @Test("a suspended snackbar waits until its token is released, which wakes the renderer")
  func suspendedSnackbar() throws { try StageScenarios.suspendedSnackbar(GTKDriver(size: compact)) }

  @Test("a snackbar that takes focus times out without an action, waits with one, Esc ends it")
  func focusedSnackbar() throws { try StageScenarios.focusedSnackbar(GTKDriver(size: compact)) }

  @Test("the pointer over a banner holds its timer; moving away lets it time out")
  func hoverHoldsBanner() throws { try StageScenarios.hoverHoldsBanner(GTKDriver(size: compact)) }

  @Test("a banner's buttons run the handler of the action they show")
  func bannerActions() throws { try StageScenarios.bannerActions(GTKDriver(size: compact)) }

  @Test("a 200-item menu: pages, a letter jump, a click on a row, Tab to OK and Return")
  func longMenu() throws { try ListProgressScenarios.longMenu(GTKDriver(size: compact)) }

  @Test("a gauge: no buttons, frames only while indeterminate, its percentage, ended by the app")
  func gauge() throws { try ListProgressScenarios.gauge(GTKDriver(size: compact)) }

  @Test("cancelling the task awaiting present takes the modal away; no handler runs")
  func cancellation() async throws {
    try await StageScenarios.cancellation(GTKDriver(size: compact))
  }
}
