import ScrimCore
import ScrimTesting
import Testing

/// With `startsTimersOnPaint`, a message's time starts at the first frame that shows it
/// whole, so a loop that wakes late (a saturated machine) still shows it for its duration.
@MainActor
@Suite struct MessagePaintTimingTests {
  @Test("a clock that jumps a minute before the first frame: shown, then its full 4 s")
  func lateFirstFrame() {
    let (clock, manager) = makeManager()
    manager.startsTimersOnPaint = true
    let log = MessageLog()
    manager.show(log.message("A"))
    advance(clock, manager, by: .seconds(60))
    #expect(manager.visiblePhase == .shown, "entered, as a late update settles it")
    #expect(log.completions.isEmpty, "not timed out unseen")
    #expect(manager.remainingTime == .seconds(4))
    manager.didPaint()
    advance(clock, manager, by: .seconds(4) - .milliseconds(1))
    #expect(manager.visiblePhase == .shown)
    advance(clock, manager, by: .milliseconds(1))
    #expect(log.completions == ["A: timeout"])
  }

  @Test("a message never painted whole never times out; a paint while it enters is not one")
  func neverPainted() {
    let (clock, manager) = makeManager()
    manager.startsTimersOnPaint = true
    let log = MessageLog()
    manager.show(log.message("A"))
    advance(clock, manager, by: .milliseconds(50))
    manager.didPaint()
    #expect(manager.nextDeadline == .milliseconds(150), "only the entry's end is due")
    advance(clock, manager, by: .seconds(3600))
    #expect(manager.visibleMessage?.text == "A")
    #expect(manager.nextDeadline == nil, "nothing runs until a frame shows it")
    #expect(log.completions.isEmpty)
  }

  @Test("the user can still end a message that was never painted, at once")
  func escapeBeforePaint() {
    let (_, manager) = makeManager()
    manager.startsTimersOnPaint = true
    let log = MessageLog()
    manager.show(log.message("A"))
    manager.handle(.escape)
    #expect(log.completions == ["A: dismissedByUser"])
  }

  @Test("the next message in the queue waits for its own frame")
  func nextMessageWaits() {
    let (clock, manager) = makeManager(queuesUncategorized: true)
    manager.startsTimersOnPaint = true
    let log = MessageLog()
    manager.show(log.message("A"))
    manager.show(log.message("B"))
    advance(clock, manager, by: .milliseconds(150))
    manager.didPaint()
    advance(clock, manager, by: .seconds(4) + .milliseconds(125 + 150))
    #expect(manager.visibleMessage?.text == "B")
    #expect(manager.visiblePhase == .shown)
    advance(clock, manager, by: .seconds(30))
    #expect(log.completions == ["A: timeout"], "B has not been seen yet")
    manager.didPaint()
    advance(clock, manager, by: .seconds(4))
    #expect(log.completions == ["A: timeout", "B: timeout"])
  }

  @Test("turned off while a message waits, its time starts then")
  func turnedOff() {
    let (clock, manager) = makeManager()
    manager.startsTimersOnPaint = true
    let log = MessageLog()
    manager.show(log.message("A"))
    advance(clock, manager, by: .seconds(10))
    manager.startsTimersOnPaint = false
    advance(clock, manager, by: .seconds(4))
    #expect(log.completions == ["A: timeout"])
  }

  @Test("a banner without actions waits for its frame too")
  func banner() throws {
    let (clock, center) = makeCenter()
    center.startsTimersOnPaint = true
    let log = MessageLog()
    try center.show(log.banner("Saved"))
    advance(clock, center, by: .seconds(60))
    #expect(center.phase(at: .top) == .shown)
    #expect(log.completions.isEmpty)
    center.didPaint()
    advance(clock, center, by: Banner.defaultDuration - .milliseconds(1))
    #expect(log.completions.isEmpty)
    advance(clock, center, by: .milliseconds(1))
    #expect(log.completions == ["Saved: timeout"])
  }
}
