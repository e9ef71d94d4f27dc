import ScrimTesting
import Testing

@Suite struct ManualClockTests {
  @Test("time moves only when advanced, and never backwards")
  func advancing() {
    let clock = ManualClock()
    #expect(clock.now.offset == .zero)
    clock.advance(by: .seconds(2))
    clock.advance(to: ManualClock.Instant(offset: .seconds(1)))
    #expect(clock.now.offset == .seconds(2))
  }

  @Test("a sleeper wakes when the clock passes its deadline")
  func sleeperWakes() async throws {
    let clock = ManualClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(5)) }
    while clock.sleeperCount == 0 { await Task.yield() }
    clock.advance(by: .seconds(4))
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .seconds(1))
    try await sleeper.value
    #expect(clock.sleeperCount == 0)
  }

  @Test("a cancelled sleeper throws CancellationError at once")
  func cancelledSleeper() async {
    let clock = ManualClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(5)) }
    while clock.sleeperCount == 0 { await Task.yield() }
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
  }

  @Test("run wakes every sleeper and leaves the clock at the latest deadline")
  func runDrains() async throws {
    let clock = ManualClock()
    let first = Task { try await clock.sleep(for: .seconds(1)) }
    let second = Task { try await clock.sleep(for: .seconds(3)) }
    while clock.sleeperCount < 2 { await Task.yield() }
    clock.run()
    try await first.value
    try await second.value
    #expect(clock.now.offset == .seconds(3))
  }
}
