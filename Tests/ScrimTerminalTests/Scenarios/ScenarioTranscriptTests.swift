@_spi(Renderer) import ScrimCore
import Testing

/// The comparison the scenarios rest on finds the first step whose trees differ.
@MainActor
@Suite struct ScenarioTranscriptTests {
  private func alertShown() throws -> TextDriver {
    let driver = TextDriver(size: TextDriver.standardSize)
    let alert = AlertController(title: "Leave?", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Stay", style: .cancel))
    alert.addAction(AlertAction(title: "Leave"))
    try driver.stage.present(alert)
    try driver.advance(by: .milliseconds(200))
    return driver
  }

  @Test("a focus that moved on one renderer only is found at the step that moved it")
  func focusDifference() throws {
    let moved = try alertShown()
    let still = try alertShown()
    try moved.press(.tab)
    try still.press(.left)
    #expect(moved.transcript.difference(from: moved.transcript) == nil)
    let difference = try #require(moved.transcript.difference(from: still.transcript))
    #expect(difference.contains("> press tab") && difference.contains("> press left"))
  }
}
