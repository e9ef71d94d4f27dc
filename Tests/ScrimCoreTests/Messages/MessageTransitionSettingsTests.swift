import ScrimCore
import ScrimTesting
import Testing

/// Transition lengths and reduced motion changed after a manager or center was made apply
/// from the next transition, for snackbars and banners alike.
@MainActor
@Suite struct MessageTransitionSettingsTests {
  @Test("a snackbar manager's transition lengths and reduced motion can be changed")
  func snackbarSettings() {
    let (clock, manager) = makeManager()
    manager.entryDuration = .milliseconds(300)
    manager.exitDuration = .milliseconds(50)
    manager.show(SnackbarMessage(text: "A"))
    #expect(manager.nextDeadline == .milliseconds(300))
    advance(clock, manager, by: .milliseconds(150))
    #expect(manager.visibility == 0.5)
    advance(clock, manager, by: .milliseconds(150) + .seconds(4))
    #expect(manager.visiblePhase == .exiting)
    #expect(manager.nextDeadline == .milliseconds(300 + 4000 + 50))
    manager.reducesMotion = true
    #expect(manager.entryDuration == .milliseconds(300) && manager.reducesMotion)
    manager.show(SnackbarMessage(text: "B"))
    advance(clock, manager, by: .milliseconds(50))
    #expect(manager.visibleMessage?.text == "B")
    #expect(manager.visiblePhase == .shown)
  }

  @Test("a banner center's transition lengths and reduced motion can be changed")
  func bannerSettings() throws {
    let (clock, center) = makeCenter()
    center.entryDuration = .milliseconds(300)
    center.exitDuration = .milliseconds(50)
    try center.show(Banner(description: "A"))
    #expect(center.nextDeadline == .milliseconds(300))
    advance(clock, center, by: .milliseconds(150))
    #expect(center.visibility(at: .top) == 0.5)
    advance(clock, center, by: .milliseconds(150) + .seconds(5))
    #expect(center.phase(at: .top) == .exiting)
    #expect(center.nextDeadline == .milliseconds(300 + 5000 + 50))
    center.reducesMotion = true
    #expect(center.exitDuration == .milliseconds(50) && center.reducesMotion)
    try center.show(Banner(description: "B"))
    advance(clock, center, by: .milliseconds(50))
    #expect(center.visibleBanner(at: .top)?.description == "B")
    #expect(center.phase(at: .top) == .shown)
  }
}
