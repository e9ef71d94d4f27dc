import ScrimCore
import ScrimTesting
import Testing

/// An app's own timers on the stage's clock: a renderer wakes for them as for a message's,
/// and a test moves them with its manual clock.
@MainActor
@Suite struct StageTimerTests {
  private func stage(_ clock: ManualClock) -> Stage {
    Stage(
      clock: clock, size: Size(width: 80, height: 24), measurer: FixedWidthMeasurer(),
      reducesMotion: true)
  }

  @Test("a timer runs once, at the update that finds its delay passed, and not before")
  func firesOnce() {
    let clock = ManualClock()
    let stage = stage(clock)
    var fired = 0
    #expect(stage.nextWakeDelay == nil, "an idle stage sleeps until input")
    stage.schedule(after: .seconds(5)) { fired += 1 }
    #expect(stage.nextWakeDelay == .seconds(5))
    clock.advance(by: .milliseconds(4_999))
    stage.update()
    #expect(fired == 0)
    #expect(stage.nextWakeDelay == .milliseconds(1))
    clock.advance(by: .milliseconds(1))
    stage.update()
    stage.update()
    #expect(fired == 1)
    #expect(stage.nextWakeDelay == nil)
  }

  @Test("the earliest timer sets the wake-up; a cancelled one never runs")
  func earliestAndCancelled() {
    let clock = ManualClock()
    let stage = stage(clock)
    var order: [String] = []
    let late = stage.schedule(after: .seconds(3)) { order.append("late") }
    stage.schedule(after: .seconds(1)) { order.append("early") }
    #expect(stage.nextWakeDelay == .seconds(1))
    stage.cancelTimer(late)
    clock.advance(by: .seconds(10))
    stage.update()
    #expect(order == ["early"])
  }

  @Test("timers run by deadline, those due together as scheduled; a body may schedule the next")
  func countdown() {
    let clock = ManualClock()
    let stage = stage(clock)
    var ticks: [Int] = []
    func tick(_ left: Int) {
      ticks.append(left)
      guard left > 0 else { return }
      stage.schedule(after: .seconds(1)) { tick(left - 1) }
    }
    stage.schedule(after: .seconds(1)) { tick(2) }
    stage.schedule(after: .seconds(2)) { ticks.append(-1) }
    for _ in 0..<3 {
      clock.advance(by: .seconds(1))
      stage.update()
    }
    #expect(ticks == [2, -1, 1, 0], "the -1 was scheduled before the tick due with it")
  }
}
