import ScrimCore
import ScrimSystem
import ScrimTerminal
import ScrimTesting
import Testing

@testable import ScrimCLI

/// `--timeout` and a pause's countdown run on the stage's clock in the terminal sessions:
/// a manual clock moves them, with no real sleep, and the script sees the same exit and
/// output as with the real clock.
@MainActor
@Suite struct SessionClockTests {
  private static let environment = CommandEnvironment(
    terminal: TerminalEnvironment(variables: ["TERM": "xterm-256color"], isTerminal: true),
    standardOutputIsTerminal: false)

  /// A command running on an in-memory terminal and a manual clock, in a task of its own.
  @MainActor
  final class Running {
    let clock = ManualClock()
    let terminal = InMemoryTerminal(columns: 80, rows: 24)
    var termination: Termination?

    /// Starts `body` and waits until its first frame shows `text` and its loop sleeps on
    /// the clock (unless `sleeps` is false: a box with no timer never does).
    func start(
      waitingFor text: String, sleeps: Bool = true,
      _ body: @escaping @MainActor () async -> Termination
    ) async throws {
      Task { self.termination = await body() }
      try await settle("the first frame shows \(text.debugDescription)") {
        String(decoding: self.terminal.output, as: UTF8.self).contains(text)
          && (self.clock.sleeperCount > 0) == sleeps
      }
    }

    /// Moves the clock and lets the loop take the turns that fall due.
    func advance(by duration: Duration) async {
      clock.advance(by: duration)
      for _ in 0..<200 { await Task.yield() }
    }

    /// Waits, by yielding to the command's tasks, for the run to end.
    func finished() async throws -> Termination {
      try await settle("the run ends") { self.termination != nil }
      return try #require(termination)
    }

    /// Yields to the command's tasks until `condition` holds; a bounded number of turns,
    /// no clock.
    private func settle(_ what: String, _ condition: () -> Bool) async throws {
      var turns = 0
      while !condition(), turns < 100_000 {
        await Task.yield()
        turns += 1
      }
      let held = condition()
      try #require(held, "\(what)")
    }
  }

  @Test("scrim --timeout 5: still up at 4.999 s, then exit 124 with nothing on stdout")
  func scrimTimeout() async throws {
    let running = Running()
    let output = BufferOutput()
    let command = ScrimCommand(
      environment: Self.environment,
      interactiveRunner: TerminalRunner(clock: running.clock) { [terminal = running.terminal] in
        terminal
      },
      output: output, errors: BufferOutput())
    try await running.start(waitingFor: "Delete draft?") {
      await command.run(["alert", "--title", "Delete draft?", "--action", "OK", "--timeout", "5"])
    }
    await running.advance(by: .milliseconds(4_999))
    #expect(running.termination == nil, "the alert shows for its whole time")
    await running.advance(by: .milliseconds(1))
    let termination = try await running.finished()
    #expect(termination.status == 124)
    #expect(output.text.isEmpty)
    #expect(!running.terminal.isStarted, "the terminal is restored")
  }

  /// The drop-in on the running test's terminal and clock, results by descriptor.
  private func dropIn(_ program: CompatProgram, _ running: Running, outputs: CompatOutputs)
    -> CompatCommand
  {
    var command = CompatCommand(
      program: program, environment: Self.environment, variable: { _ in nil },
      openDevice: { [terminal = running.terminal] () throws(TerminalError) -> any TerminalDevice in
        terminal
      },
      makeOutput: { outputs.output($0) }, errors: outputs.output(STDERR_FILENO), sleep: { _ in })
    command.clock = running.clock
    return command
  }

  @Test("dialog --timeout 3 over a yes/no box: exit 255 (a time-out) at 3 s, nothing written")
  func dropInTimeout() async throws {
    let running = Running()
    let outputs = CompatOutputs()
    let command = dropIn(.dialog, running, outputs: outputs)
    try await running.start(waitingFor: "Go on?") {
      await command.run(["--timeout", "3", "--yesno", "Go on?", "0", "0"])
    }
    await running.advance(by: .milliseconds(2_999))
    #expect(running.termination == nil)
    await running.advance(by: .milliseconds(1))
    let termination = try await running.finished()
    #expect(termination.status == 255)
    #expect(outputs.written(STDERR_FILENO).isEmpty)
  }

  @Test("dialog --pause 3: the meter runs down a second at a time, and at zero exits 0 as OK")
  func dropInPause() async throws {
    let running = Running()
    let outputs = CompatOutputs()
    let command = dropIn(.dialog, running, outputs: outputs)
    try await running.start(waitingFor: "Back soon") {
      await command.run(["--pause", "Back soon", "0", "0", "3"])
    }
    for second in 1...2 {
      let written = running.terminal.output.count
      await running.advance(by: .seconds(1))
      #expect(running.termination == nil, "still paused after \(second) s")
      #expect(running.terminal.output.count > written, "the meter was drawn again")
    }
    await running.advance(by: .seconds(1))
    let termination = try await running.finished()
    #expect(termination.status == 0)
  }

  /// zenity on the running test's terminal and clock.
  func zenity(_ running: Running, output: BufferOutput) -> ZenityDropIn {
    var command = ZenityDropIn(
      environment: Self.environment, output: output, errors: BufferOutput(),
      variable: { _ in nil },
      openDevice: { [terminal = running.terminal] () throws(TerminalError) -> any TerminalDevice in
        terminal
      })
    command.clock = running.clock
    command.input = -1
    return command
  }

  @Test("zenity --timeout 3: a question exits 5 at 3 s; an entry prints what it holds")
  func zenityTimeout() async throws {
    for (arguments, printed) in [
      (["--question", "--text", "Go on?"], ""),
      (["--entry", "--text", "Go on?", "--entry-text", "draft"], "draft\n"),
    ] {
      let running = Running()
      let output = BufferOutput()
      let command = zenity(running, output: output)
      try await running.start(waitingFor: "Go on?") {
        await command.run(["--timeout", "3"] + arguments)
      }
      await running.advance(by: .milliseconds(2_999))
      #expect(running.termination == nil, "\(arguments[0]) shows for its whole time")
      await running.advance(by: .milliseconds(1))
      let termination = try await running.finished()
      #expect(termination.status == 5)
      #expect(output.text == printed)
      #expect(!running.terminal.isStarted, "the terminal is restored")
    }
  }
}

/// Text written on each descriptor.
@MainActor
final class CompatOutputs {
  private var outputs: [Int32: BufferOutput] = [:]

  func output(_ descriptor: Int32) -> BufferOutput {
    if let output = outputs[descriptor] { return output }
    let output = BufferOutput()
    outputs[descriptor] = output
    return output
  }

  func written(_ descriptor: Int32) -> String { outputs[descriptor]?.text ?? "" }
}
