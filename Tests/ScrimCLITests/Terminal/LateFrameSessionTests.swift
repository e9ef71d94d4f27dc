import ScrimCore
import ScrimTerminal
import ScrimTesting
import Testing

@testable import ScrimCLI

/// `scrim snackbar` whose process stalls right after its first frame (a saturated machine):
/// the message still shows, for its whole duration, before scrim exits 0.
@MainActor
@Suite struct LateFrameSessionTests {
  /// An in-memory terminal whose first write moves the clock on: time that passed while
  /// the process could not run.
  private final class StallingTerminal: TerminalDevice {
    let inner = InMemoryTerminal(columns: 80, rows: 24)
    let clock: ManualClock
    let stall: Duration

    init(clock: ManualClock, stall: Duration) {
      self.clock = clock
      self.stall = stall
    }

    var size: Size { inner.size }

    func write(_ bytes: [UInt8]) throws(TerminalError) {
      let isFirst = inner.writeCount == 0
      try inner.write(bytes)
      if isFirst { clock.advance(by: stall) }
    }

    func start(_ modes: TerminalModes) throws(TerminalError) -> AsyncStream<DeviceEvent> {
      try inner.start(modes)
    }

    func start(
      _ modes: TerminalModes, delivering deliver: @escaping @Sendable (DeviceEvent?) -> Void
    ) throws(TerminalError) {
      try inner.start(modes, delivering: deliver)
    }

    func stop() { inner.stop() }

    func suspend() {}
  }

  /// How the command ended, once it has.
  @MainActor
  private final class Run {
    var termination: Termination?
  }

  @Test("stalled a minute after its first frame: the snackbar is drawn, then shows its 5 s")
  func stalledAfterFirstFrame() async throws {
    let clock = ManualClock()
    let terminal = StallingTerminal(clock: clock, stall: .seconds(60))
    let command = ScrimCommand(
      environment: CommandEnvironment(
        terminal: TerminalEnvironment(variables: ["TERM": "xterm-256color"], isTerminal: true),
        standardOutputIsTerminal: false),
      interactiveRunner: TerminalRunner(clock: clock) { terminal },
      output: BufferOutput(), errors: BufferOutput())
    let run = Run()
    Task { run.termination = await command.run(["snackbar", "Uploading", "--duration", "5"]) }
    var drawn: Bool { String(decoding: terminal.inner.output, as: UTF8.self).contains("Uploading") }
    // Bounded turns of the command's tasks, no clock: until it draws the text and sleeps.
    var turns = 0
    while !(drawn && clock.sleeperCount > 0), run.termination == nil, turns < 100_000 {
      await Task.yield()
      turns += 1
    }
    #expect(drawn, "the message was drawn")
    #expect(run.termination == nil, "and not ended unseen")
    clock.advance(by: .milliseconds(4_999))
    for _ in 0..<200 { await Task.yield() }
    #expect(run.termination == nil, "up for its whole 5 s from the frame that showed it")
    clock.advance(by: .milliseconds(1))
    turns = 0
    while run.termination == nil, turns < 100_000 {
      await Task.yield()
      turns += 1
    }
    #expect(run.termination?.status == 0)
    #expect(!terminal.inner.isStarted, "the terminal is restored")
  }
}
