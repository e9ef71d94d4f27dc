@_spi(Renderer) import ScrimCore
@_spi(Renderer) import ScrimTesting
import Testing

/// The one loop every renderer runs under, seen from a renderer that records what it was
/// asked: the order of a turn, one scene a turn, the wake-ups, and each announcement once.
@MainActor
@Suite("The stage loop")
struct StageLoopTests {
  let clock = ManualClock()

  func alert() -> AlertController {
    let alert = AlertController(title: "Delete draft?", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Delete", style: .destructive))
    return alert
  }

  @Test("a turn: announcements, then the trees and the one scene, then the next wake-up")
  func turnOrder() throws {
    let renderer = TextRenderer(clock: clock, size: Size(width: 80, height: 24))
    renderer.clearEvents()
    try renderer.loop.present(alert())
    #expect(
      renderer.events == [
        .needsDisplay, .announce("Delete draft?"), .mirror(["Delete draft?"]),
        .present([.modal]), .wake(.nextFrame(within: .milliseconds(33))),
      ])
    #expect(renderer.loop.sceneCount == 1, "one turn, one scene")
  }

  @Test("one scene a turn, whatever the turn did; an unchanged scene is presented as such")
  func oneScenePerTurn() throws {
    let renderer = TextRenderer(
      clock: clock, size: Size(width: 80, height: 24), reducesMotion: true)
    try renderer.loop.present(alert())
    let before = renderer.loop.sceneCount
    renderer.handle(.key(.tab))
    renderer.handle(.key(.tab))
    clock.advance(by: .seconds(1))
    renderer.loop.turn()
    #expect(renderer.loop.sceneCount == before + 3)
    renderer.clearEvents()
    renderer.loop.turn()
    #expect(renderer.events == [.present([]), .wake(.idle)], "nothing changed, nothing due")
  }

  @Test("wake-ups: frames during a transition, the message's deadline once shown, then none")
  func wakes() throws {
    let renderer = TextRenderer(clock: clock, size: Size(width: 80, height: 24))
    var message = SnackbarMessage(text: "Saved")
    message.duration = .seconds(4)
    renderer.loop.show(message)
    #expect(renderer.events.last == .wake(.nextFrame(within: .milliseconds(33))))
    clock.advance(by: .milliseconds(500))
    renderer.loop.turn()
    #expect(renderer.events.last == .wake(.after(.seconds(4))), "its time starts on screen")
    clock.advance(by: .seconds(4))
    renderer.loop.turn()
    clock.advance(by: .milliseconds(500))
    renderer.loop.turn()
    #expect(renderer.lines.isEmpty)
    #expect(renderer.events.last == .wake(.idle), "nothing shows: nothing is due")
  }

  @Test("a message's time starts when a frame shows it, however late that frame comes")
  func lateFrame() throws {
    let renderer = TextRenderer(
      clock: clock, size: Size(width: 80, height: 24), reducesMotion: true)
    renderer.presentsLater = true
    var message = SnackbarMessage(text: "Saved")
    message.duration = .seconds(4)
    renderer.loop.show(message)
    clock.advance(by: .seconds(10))
    renderer.loop.turn()
    #expect(renderer.lines == ["snackbar: Saved"], "no frame showed it: it has not timed out")
    renderer.showFrame()
    #expect(renderer.events.last == .wake(.after(.seconds(4))))
    clock.advance(by: .seconds(4))
    renderer.loop.turn()
    #expect(renderer.lines.isEmpty)
  }

  @Test("each announcement reaches the renderer once, in order")
  func announcementsOnce() throws {
    let renderer = TextRenderer(
      clock: clock, size: Size(width: 80, height: 24), reducesMotion: true)
    try renderer.loop.present(alert())
    renderer.loop.show(SnackbarMessage(text: "Saved"))
    renderer.loop.turn()
    renderer.loop.turn()
    #expect(renderer.announcements.map(\.text) == ["Delete draft?", "Saved"])
  }

  @Test("a present from an action's handler is drawn by the turn that ran the handler")
  func presentFromHandler() throws {
    let renderer = TextRenderer(clock: clock, size: Size(width: 80, height: 24))
    let next = AlertController(title: "Deleted", message: nil, preferredStyle: .alert)
    next.addAction(AlertAction(title: "OK"))
    let first = AlertController(title: "Delete draft?", message: nil, preferredStyle: .alert)
    first.addAction(
      AlertAction(title: "Delete") { _ in try? renderer.loop.present(next) })
    try renderer.loop.present(first)
    clock.advance(by: .milliseconds(300))
    renderer.loop.turn()
    renderer.handle(.key(.enter))
    // The handler runs once the fade out ends, inside the turn's update.
    clock.advance(by: .milliseconds(300))
    let before = renderer.loop.sceneCount
    renderer.loop.turn()
    #expect(renderer.loop.sceneCount == before + 1, "no turn inside the turn")
    clock.advance(by: .milliseconds(300))
    renderer.loop.turn()
    #expect(renderer.lines.first == "Deleted")
  }

  @Test("the stage's wake-ups (a token released) wake the renderer, from any thread")
  func wakeHandler() {
    let renderer = TextRenderer(clock: clock, size: Size(width: 80, height: 24))
    var token: SuspensionToken? = renderer.stage.snackbars.suspendMessages()
    renderer.stage.show(SnackbarMessage(text: "Synced"))
    let wakes = renderer.wakeCount
    token = nil
    #expect(token == nil && renderer.wakeCount == wakes + 1)
  }

  @Test("SnackbarManager.default on a ContinuousClock, a manager of its own on another")
  func defaultManager() {
    let size = Size(width: 80, height: 24)
    let shared = SnackbarManager.default
    #expect(TextRenderer(clock: ContinuousClock(), size: size).stage.snackbars === shared)
    #expect(TextRenderer(clock: clock, size: size).stage.snackbars !== shared)
    let given = SnackbarManager(clock: clock)
    #expect(TextRenderer(clock: clock, size: size, snackbars: given).stage.snackbars === given)
  }
}
