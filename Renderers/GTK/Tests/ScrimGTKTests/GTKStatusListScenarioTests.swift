@_spi(Renderer) import ScrimCore
import Testing

/// `StatusListScenarios` in a window: the trees GTK's mirror holds after every step are
/// the text renderer's.
@MainActor
@Suite struct GTKStatusListScenarioTests {
  @Test("a mixed gauge: each task and its state, no focus, a state that changes, ended by the app")
  func mixedGauge() throws {
    try expectSameTrees(
      GTKDriver(size: Size(width: 480, height: 480)), StatusListScenarios.mixedGauge)
  }
}
