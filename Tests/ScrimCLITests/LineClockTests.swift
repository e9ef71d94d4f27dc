import ScrimCLI
import ScrimCore
import ScrimTesting
import Testing

extension ManualClock: LineTime {}

/// Answers that each take their time on a manual clock, as a user's would: a read given a
/// limit shorter than the answer's time spends the limit and times out, and the answer
/// goes on taking the time that is left.
final class TimedLineIO: LineIO {
  private var answers: [(after: Duration, line: String)]
  private let clock: ManualClock
  private(set) var transcript = ""
  /// How long each read was allowed to wait.
  private(set) var waitLimits: [Duration?] = []

  init(_ answers: [(after: Duration, line: String)], on clock: ManualClock) {
    self.answers = answers
    self.clock = clock
  }

  func write(_ text: String) { transcript += text }

  func readLine(secure: Bool) -> LineInput { readLine(secure: secure, waitingAtMost: nil) }

  func readLine(secure: Bool, waitingAtMost limit: Duration?) -> LineInput {
    waitLimits.append(limit)
    guard let next = answers.first else { return .endOfInput }
    if let limit, next.after > limit {
      clock.advance(by: limit)
      answers[0].after -= limit
      return .timedOut
    }
    answers.removeFirst()
    clock.advance(by: next.after)
    return .line(next.line)
  }
}

/// `--timeout` in line mode runs on the stage's clock, as in the terminal and window
/// sessions: a manual clock moves it, with no real sleep, and it is one deadline for the
/// whole run however many questions it asks.
@MainActor
@Suite struct LineClockTests {
  private func run(
    _ arguments: [String], answers: [(after: Duration, line: String)], limit: Duration?
  ) throws -> (CommandOutcome, TimedLineIO, ManualClock) {
    let clock = ManualClock()
    let io = TimedLineIO(answers, on: clock)
    let model = CommandModel(try invocation(arguments))
    let outcome = AccessibleRunner(io: io, timeLimit: limit).run(model, clock: clock)
    return (outcome, io, clock)
  }

  private let alert = ["alert", "--title", "Delete draft?", "--action", "OK"]

  @Test("--timeout 5: an answer at 4.999 s is taken; one at 5.001 s is too late (exit 124)")
  func limitOnTheStageClock() throws {
    let (inTime, io, _) = try run(alert, answers: [(.milliseconds(4_999), "1")], limit: .seconds(5))
    #expect(inTime.reason == .action && inTime.action?.label == "OK")
    #expect(io.waitLimits == [.seconds(5)], "the read may wait for the whole limit")
    let (late, lateIO, clock) = try run(
      alert, answers: [(.milliseconds(5_001), "1")], limit: .seconds(5))
    #expect(late.reason == .timeout && late.exitStatus == 124 && late.action == nil)
    #expect(clock.now.offset == .seconds(5), "the run ended at its limit, not at the answer")
    #expect(lateIO.transcript.hasSuffix("Choose an action (1, Return for 1): \n"))
  }

  @Test("one deadline for the whole run: a field answered at 3 s leaves 2 s for the action")
  func oneDeadline() throws {
    let dialog = ["dialog", "--title", "Rename", "--field", "name", "--timeout", "5"]
    let (outcome, io, clock) = try run(
      dialog, answers: [(.seconds(3), "notes"), (.seconds(3), "")], limit: .seconds(5))
    #expect(outcome.reason == .timeout && outcome.exitStatus == 124)
    #expect(io.waitLimits == [.seconds(5), .seconds(2)])
    #expect(clock.now.offset == .seconds(5))
  }

  @Test("no --timeout: the reads wait as long as it takes")
  func noLimit() throws {
    let (outcome, io, _) = try run(alert, answers: [(.seconds(3_600), "OK")], limit: nil)
    #expect(outcome.reason == .action && io.waitLimits == [nil])
  }

  @Test("a snackbar's action waits beyond its duration while it is read; --timeout ends it")
  func heldSnackbar() throws {
    let snackbar = ["snackbar", "Draft deleted", "--action", "Undo", "--duration", "4"]
    let (undone, _, _) = try run(snackbar, answers: [(.seconds(8), "1")], limit: .seconds(10))
    #expect(undone.reason == .action && undone.standardOutput(json: false) == "Undo\n")
    let (late, _, clock) = try run(snackbar, answers: [(.seconds(11), "1")], limit: .seconds(10))
    #expect(late.reason == .timeout && late.exitStatus == 0 && late.action == nil)
    #expect(clock.now.offset == .seconds(10))
  }

  @Test("a snackbar without actions is read, then its own timer ends it on the stage's clock")
  func messageTimesOut() throws {
    let (outcome, io, clock) = try run(
      ["snackbar", "Saved", "--duration", "3"], answers: [], limit: nil)
    #expect(outcome.reason == .timeout && outcome.exitStatus == 0)
    #expect(io.transcript == "Saved\n" && io.waitLimits.isEmpty, "nothing is asked")
    #expect(clock.now.offset == .seconds(3), "its three seconds passed at once, and no more")
  }
}
