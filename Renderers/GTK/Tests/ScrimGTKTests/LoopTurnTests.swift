import CGTK
@_spi(Renderer) import ScrimCore
import ScrimGTK
import ScrimTesting
import Testing

/// The window under the core's stage loop: one scene a turn, painted as the turn made it.
@MainActor
@Suite("The GTK app's turns", .serialized)
struct LoopTurnTests {
  @Test("a key and the frame that shows it make one scene, which the mirror and drawing share")
  func oneScenePerTurn() throws {
    let driver = try GTKDriver(size: Size(width: 400, height: 600))
    let alert = AlertController(title: "Sure?", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "OK"))
    try driver.app.present(alert)
    try driver.advance(by: .milliseconds(300))
    #expect(driver.app.accessibleTrees.first?.focusedNode?.label == "OK")
    let before = driver.app.loop.sceneCount
    driver.app.press(.tab)
    let painted = driver.drawFrame()
    #expect(
      driver.app.loop.sceneCount == before + 1,
      "one for the mirror, the input method and the draw")
    #expect(painted.contains("OK"))
    #expect(driver.app.accessibleTrees.first?.focusedNode?.label == "Cancel")
  }
}
