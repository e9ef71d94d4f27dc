@_spi(Renderer) import ScrimCore
import ScrimTerminal
import ScrimTesting
import Testing

/// Which renderer a scenario runs on.
enum RendererKind: String, CaseIterable, CustomTestStringConvertible {
  case text
  case terminal

  var testDescription: String { rawValue }

  @MainActor
  func driver(_ size: Size = Size(width: 80, height: 24)) throws -> any StageDriver {
    switch self {
    case .text: return TextDriver(size: size)
    case .terminal: return try TerminalDriver(size: size)
    }
  }
}

/// The same scenarios on every renderer, with the same endings, focus and timings: the
/// text renderer has no terminal code, so whatever passes on both is decided by the core.
@MainActor
@Suite("Stage scenarios on every renderer")
struct StageScenarioTests {
  @Test(
    "an alert: focus starts on Cancel, Tab reaches Delete, Return deletes after the fade",
    arguments: RendererKind.allCases)
  func alert(_ kind: RendererKind) throws {
    try StageScenarios.alert(kind.driver())
  }

  @Test(
    "an action sheet: a click on an action chooses it; Esc cancels",
    arguments: RendererKind.allCases)
  func actionSheet(_ kind: RendererKind) throws {
    try StageScenarios.actionSheet(kind.driver())
  }

  @Test(
    "a dialog: typing fills the field, space flips the switch, Return takes the default",
    arguments: RendererKind.allCases)
  func dialog(_ kind: RendererKind) throws {
    try StageScenarios.dialog(kind.driver())
  }

  @Test(
    "queued snackbars show one at a time, each for its duration", arguments: RendererKind.allCases)
  func queuedSnackbars(_ kind: RendererKind) throws {
    try StageScenarios.queuedSnackbars(kind.driver())
  }

  @Test(
    "a suspended snackbar waits until its token is released, which wakes the renderer",
    arguments: RendererKind.allCases)
  func suspendedSnackbar(_ kind: RendererKind) throws {
    try StageScenarios.suspendedSnackbar(kind.driver())
  }

  @Test(
    "a snackbar that takes focus times out without an action, waits with one, and Esc ends it",
    arguments: RendererKind.allCases)
  func focusedSnackbar(_ kind: RendererKind) throws {
    try StageScenarios.focusedSnackbar(kind.driver())
  }

  @Test(
    "the pointer over a banner holds its timer; moving away lets it time out",
    arguments: RendererKind.allCases)
  func hoverHoldsBanner(_ kind: RendererKind) throws {
    try StageScenarios.hoverHoldsBanner(kind.driver())
  }

  @Test(
    "a banner's buttons run the handler of the action they show", arguments: RendererKind.allCases)
  func bannerActions(_ kind: RendererKind) throws {
    try StageScenarios.bannerActions(kind.driver())
  }

  @Test(
    "cancelling the task awaiting present takes the modal away; no handler runs",
    arguments: RendererKind.allCases)
  func cancellation(_ kind: RendererKind) async throws {
    try await StageScenarios.cancellation(kind.driver())
  }
}
