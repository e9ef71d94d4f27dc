import Testing

/// `StatusListScenarios` on the text renderer, the terminal and line mode.
@MainActor
@Suite("Stage scenarios: a status list on every renderer")
struct StatusListScenarioTests {
  @Test(
    "a mixed gauge: each task and its state, no focus, a state that changes, ended by the app",
    arguments: RendererKind.allCases)
  func mixedGauge(_ kind: RendererKind) throws {
    try kind.check(StatusListScenarios.mixedGauge)
  }
}
