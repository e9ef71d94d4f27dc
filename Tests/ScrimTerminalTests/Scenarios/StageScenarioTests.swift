@_spi(Renderer) import ScrimCore
import ScrimTerminal
import ScrimTesting
import Testing

/// Which renderer a scenario runs on.
enum RendererKind: String, CaseIterable, CustomTestStringConvertible {
  case text
  case terminal
  case line

  var testDescription: String { rawValue }

  /// The renderers with a pointer: all but line mode.
  static let pointing: [RendererKind] = [.text, .terminal]

  @MainActor
  func driver(_ size: Size = Size(width: 80, height: 24)) throws -> any StageDriver {
    switch self {
    case .text: return TextDriver(size: size)
    case .terminal: return try TerminalDriver(size: size)
    case .line: return LineDriver(size: size)
    }
  }

  /// Runs a scenario on this renderer; any other than the text renderer must also give
  /// the text renderer's accessibility trees after every step, and its endings.
  @MainActor
  func check(_ scenario: (any StageDriver) throws -> Void) throws {
    guard self != .text else { return try scenario(driver()) }
    try expectSameTrees(driver(), scenario)
  }

  /// `check` for a scenario that awaits.
  @MainActor
  func check(_ scenario: @MainActor (any StageDriver) async throws -> Void) async throws {
    guard self != .text else { return try await scenario(driver()) }
    try await expectSameTrees(driver(), scenario)
  }
}

/// The same scenarios on every renderer, with the same endings, focus and timings, and the
/// same accessibility trees after every step: the text renderer has no terminal code, so
/// whatever passes on both is decided by the core.
@MainActor
@Suite("Stage scenarios on every renderer")
struct StageScenarioTests {
  @Test(
    "an alert: focus starts on Cancel, Tab reaches Delete, Return deletes after the fade",
    arguments: RendererKind.allCases)
  func alert(_ kind: RendererKind) throws {
    try kind.check(StageScenarios.alert)
  }

  @Test(
    "an action sheet: a click on an action chooses it; Esc cancels",
    arguments: RendererKind.allCases)
  func actionSheet(_ kind: RendererKind) throws {
    try kind.check(StageScenarios.actionSheet)
  }

  @Test(
    "a dialog: typing fills the field, space flips the switch, Return takes the default",
    arguments: RendererKind.allCases)
  func dialog(_ kind: RendererKind) throws {
    try kind.check(StageScenarios.dialog)
  }

  @Test(
    "queued snackbars show one at a time, each for its duration", arguments: RendererKind.allCases)
  func queuedSnackbars(_ kind: RendererKind) throws {
    try kind.check(StageScenarios.queuedSnackbars)
  }

  @Test(
    "a suspended snackbar waits until its token is released, which wakes the renderer",
    arguments: RendererKind.allCases)
  func suspendedSnackbar(_ kind: RendererKind) throws {
    try kind.check(StageScenarios.suspendedSnackbar)
  }

  @Test(
    "a snackbar that takes focus times out without an action, waits with one, and Esc ends it",
    arguments: RendererKind.allCases)
  func focusedSnackbar(_ kind: RendererKind) throws {
    try kind.check(StageScenarios.focusedSnackbar)
  }

  @Test(
    "the pointer over a banner holds its timer; moving away lets it time out",
    arguments: RendererKind.pointing)
  func hoverHoldsBanner(_ kind: RendererKind) throws {
    try kind.check(StageScenarios.hoverHoldsBanner)
  }

  @Test(
    "a banner's buttons run the handler of the action they show", arguments: RendererKind.allCases)
  func bannerActions(_ kind: RendererKind) throws {
    try kind.check(StageScenarios.bannerActions)
  }

  @Test(
    "cancelling the task awaiting present takes the modal away; no handler runs",
    arguments: RendererKind.allCases)
  func cancellation(_ kind: RendererKind) async throws {
    try await kind.check(StageScenarios.cancellation)
  }
}
