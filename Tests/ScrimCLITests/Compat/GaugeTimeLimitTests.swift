import ScrimCore
import ScrimTesting
import Testing

@testable import ScrimCLI

/// A gauge's data that never comes: each read waits as long as it is allowed on a manual
/// clock and comes back empty, as `sleep 60 | dialog --gauge` reads.
private final class SilentFeedIO: LineIO {
  private let clock: ManualClock
  /// How long each read of the data was allowed to wait.
  private(set) var waitLimits: [Duration?] = []

  init(on clock: ManualClock) { self.clock = clock }

  func write(_ text: String) {}

  func readLine(secure: Bool) -> LineInput { readLine(secure: secure, waitingAtMost: nil) }

  func readLine(secure: Bool, waitingAtMost limit: Duration?) -> LineInput {
    waitLimits.append(limit)
    // With no limit the read would wait for ever; the test's run would never end.
    guard let limit else { return .endOfInput }
    clock.advance(by: limit)
    return .timedOut
  }

  func reading(_ input: Int32, maximumLineLength: Int) -> any LineIO { self }
}

/// `--timeout` ends a line-mode gauge waiting for its data, as it ends the terminal's:
/// on the stage's clock, at the limit, as a time-out.
@MainActor
@Suite struct GaugeTimeLimitTests {
  @Test("a line-mode gauge with --timeout 5 and no data ends as a time-out at 5 s")
  func timeLimit() throws {
    let request = try CompatParser(program: .dialog)
      .parse(["--timeout", "5", "--gauge", "Copying", "8", "50", "0"])
    let box = try #require(request.boxes.first)
    let shown = try CompatBuilder(program: .dialog).make(box)
    let clock = ManualClock()
    let io = SilentFeedIO(on: clock)
    var runner = CompatLineRunner(program: .dialog, io: io)
    runner.timeLimit = .seconds(5)
    runner.gaugeClock = clock
    let ending = runner.run(shown)
    #expect(ending.reason == .timeout)
    #expect(clock.now.offset == .seconds(5), "the gauge ended at its limit")
    #expect(io.waitLimits.first == .seconds(5), "the read waited for the limit, no longer")
  }
}
