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

  @Test("an awaited present shows its modal at the next turn and returns how it ended")
  func awaitedPresent() async throws {
    let driver = try GTKDriver(size: Size(width: 400, height: 600))
    let alert = AlertController(title: "Sure?", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK"))
    let app = driver.app
    let ending = Task { try await app.present(alert) }
    // The present asks for a turn through GLib's main loop, as a wake-up from anywhere.
    for _ in 0..<100 where driver.app.accessibleTrees.isEmpty {
      await Task.yield()
      GTKApp.drainEvents()
    }
    #expect(driver.app.accessibleTrees.first?.label == "Sure?")
    try driver.advance(by: .milliseconds(300))
    try driver.press(.enter)
    try driver.advance(by: .milliseconds(300))
    #expect(try await ending.value.action?.title == "OK")
  }
}
