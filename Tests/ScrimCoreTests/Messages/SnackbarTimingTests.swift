import ScrimCore
import ScrimTesting
import Testing

@MainActor
@Suite struct SnackbarTimingTests {
  @Test("a message enters in 0.15 s, shows for its duration, then leaves in 0.125 s")
  func transitionsAndTimeout() {
    let (clock, manager) = makeManager()
    let log = MessageLog()
    manager.show(log.message("A"))
    #expect(manager.visiblePhase == .entering)
    #expect(manager.nextDeadline == .milliseconds(150))
    advance(clock, manager, by: .milliseconds(75))
    #expect(manager.visibility == 0.5)
    advance(clock, manager, by: .milliseconds(75))
    #expect(manager.visiblePhase == .shown)
    #expect(manager.nextDeadline == .milliseconds(150) + .seconds(4))
    advance(clock, manager, by: .seconds(4) - .milliseconds(1))
    #expect(manager.visiblePhase == .shown)
    advance(clock, manager, by: .milliseconds(1))
    #expect(manager.visiblePhase == .exiting)
    #expect(log.completions == ["A: timeout"])
    advance(clock, manager, by: .milliseconds(125))
    #expect(!manager.isShowingMessage)
    #expect(manager.nextDeadline == nil)
  }

  @Test("the timer starts only after the entry transition")
  func timerAfterEntry() {
    let (clock, manager) = makeManager()
    manager.show(SnackbarMessage(text: "A"))
    advance(clock, manager, by: .milliseconds(100))
    #expect(manager.remainingTime == .seconds(4))
    advance(clock, manager, by: .milliseconds(50) + .seconds(1))
    #expect(manager.remainingTime == .seconds(3))
  }

  @Test("under reduced motion messages appear and leave at once")
  func reducedMotion() {
    let (clock, manager) = makeManager(reducesMotion: true)
    manager.show(SnackbarMessage(text: "A"))
    #expect(manager.visiblePhase == .shown)
    advance(clock, manager, by: .seconds(4))
    #expect(!manager.isShowingMessage)
  }

  @Test("a late update gives the same result as timely ones")
  func lateUpdate() {
    let (clock, manager) = makeManager(queuesUncategorized: true)
    let log = MessageLog()
    manager.show(log.message("A"))
    manager.show(log.message("B"))
    advance(clock, manager, by: .milliseconds(150 + 4000 + 125 + 150 + 1000))
    #expect(manager.visibleMessage?.text == "B")
    #expect(manager.remainingTime == .seconds(3))
  }

  @Test("duration defaults to 4 s, is clamped to 10 s, and non-positive values become 4 s")
  func durationClamp() {
    #expect(SnackbarMessage(text: "A").duration == .seconds(4))
    #expect(SnackbarMessage(text: "A", duration: .seconds(30)).duration == .seconds(10))
    var message = SnackbarMessage(text: "A", duration: .seconds(7))
    #expect(message.duration == .seconds(7))
    message.duration = .zero
    #expect(message.duration == .seconds(4))
    message.duration = .seconds(-3)
    #expect(message.duration == .seconds(4))
  }

  @Test("a message with an action does not time out unless the app opts in")
  func actionDoesNotTimeOut() {
    let (clock, manager) = makeManager(reducesMotion: true)
    let log = MessageLog()
    manager.show(log.message("A", category: "a", action: "Undo"))
    #expect(manager.nextDeadline == nil)
    #expect(manager.remainingTime == nil)
    advance(clock, manager, by: .seconds(60))
    #expect(manager.visibleMessage?.text == "A")
    var legacy = log.message("B", category: "b", action: "Undo")
    legacy.timesOutWithAction = true
    manager.dismissAll()
    manager.show(legacy)
    advance(clock, manager, by: .seconds(4))
    #expect(log.endings("B") == [.timeout])
  }

  @Test("a message that does not dismiss automatically stays until dismissed")
  func noAutomaticDismissal() {
    let (clock, manager) = makeManager(reducesMotion: true)
    manager.show(SnackbarMessage(text: "A", automaticallyDismisses: false))
    advance(clock, manager, by: .seconds(60))
    #expect(manager.isShowingMessage)
  }

  @Test("hovering holds the timer and the remaining time resumes afterwards")
  func hoverHolds() {
    let (clock, manager) = makeManager(reducesMotion: true)
    let log = MessageLog()
    manager.show(log.message("A"))
    advance(clock, manager, by: .seconds(1))
    manager.setHovering(true)
    #expect(manager.isTimerHeld)
    #expect(manager.nextDeadline == nil)
    advance(clock, manager, by: .seconds(30))
    #expect(manager.remainingTime == .seconds(3))
    manager.setHovering(false)
    advance(clock, manager, by: .seconds(3) - .milliseconds(1))
    #expect(log.completions.isEmpty)
    advance(clock, manager, by: .milliseconds(1))
    #expect(log.completions == ["A: timeout"])
  }

  @Test("focus inside the message holds the timer")
  func focusHolds() {
    let (clock, manager) = makeManager(reducesMotion: true)
    manager.show(SnackbarMessage(text: "A"))
    manager.setFocused(true)
    advance(clock, manager, by: .seconds(10))
    #expect(manager.remainingTime == .seconds(4))
    manager.setFocused(false)
    advance(clock, manager, by: .seconds(4))
    #expect(!manager.isShowingMessage)
  }

  @Test("accessible mode holds every timer until it is turned off")
  func accessibleModeHolds() {
    let (clock, manager) = makeManager(reducesMotion: true)
    manager.setAccessibleMode(true)
    manager.show(SnackbarMessage(text: "A"))
    advance(clock, manager, by: .seconds(20))
    #expect(manager.isShowingMessage)
    manager.setAccessibleMode(false)
    #expect(manager.remainingTime == .seconds(4))
    advance(clock, manager, by: .seconds(4))
    #expect(!manager.isShowingMessage)
  }

  @Test("a hold reported after the deadline passed does not save the message")
  func holdAfterDeadline() {
    let (clock, manager) = makeManager(reducesMotion: true)
    let log = MessageLog()
    manager.show(log.message("A"))
    clock.advance(by: .seconds(5))
    manager.setHovering(true)
    #expect(log.endings("A") == [.timeout])
  }

  @Test("hover and focus reset when another message becomes visible")
  func holdsReset() {
    let (clock, manager) = makeManager(reducesMotion: true)
    manager.show(SnackbarMessage(text: "A", category: "a"))
    manager.setHovering(true)
    manager.setFocused(true)
    manager.handle(.bodyTapped)
    manager.show(SnackbarMessage(text: "B", category: "b"))
    #expect(!manager.isTimerHeld)
    advance(clock, manager, by: .seconds(4))
    #expect(!manager.isShowingMessage)
  }
}
