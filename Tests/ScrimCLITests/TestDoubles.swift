import ScrimCLI
import ScrimTerminal

/// Answers scripted in advance, and everything the runner wrote, for accessible mode.
final class ScriptedLineIO: LineIO {
  private var answers: [LineInput]
  private(set) var transcript = ""
  private(set) var secureReads: [Bool] = []
  /// How long each read was allowed to wait (nil: as long as it takes).
  private(set) var waitLimits: [Duration?] = []
  /// Runs before each read with how many reads came before it: the world changing while a
  /// prompt waits.
  var beforeRead: ((Int) -> Void)?

  /// Each string is one line typed; after the last, input ends (or `then` is returned).
  init(_ lines: [String], then last: LineInput = .endOfInput) {
    answers = lines.map(LineInput.line) + [last]
  }

  func write(_ text: String) { transcript += text }

  func readLine(secure: Bool) -> LineInput {
    readLine(secure: secure, waitingAtMost: nil)
  }

  func readLine(secure: Bool, waitingAtMost limit: Duration?) -> LineInput {
    beforeRead?(waitLimits.count)
    waitLimits.append(limit)
    secureReads.append(secure)
    guard answers.count > 1 else { return answers.first ?? .endOfInput }
    return answers.removeFirst()
  }

  /// How many times an answer was asked for.
  var readCount: Int { secureReads.count }
}

/// Collects text written to stdout or stderr.
final class BufferOutput: TextOutput {
  private(set) var text = ""
  func write(_ text: String) { self.text += text }
}

/// Stands in for the full-screen runner: returns a fixed ending and records what it got.
@MainActor
final class StubRunner: InteractiveRunner {
  var ending: (CommandModel) -> CommandOutcome
  var failure: CommandFailure?
  private(set) var models: [CommandModel] = []

  init(ending: @escaping (CommandModel) -> CommandOutcome = { $0.outcome(.programmatic) }) {
    self.ending = ending
  }

  func run(_ model: CommandModel, environment: CommandEnvironment) async throws(CommandFailure)
    -> CommandOutcome
  {
    models.append(model)
    if let failure { throw failure }
    return ending(model)
  }
}

/// A command wired to buffers, a stub runner and scripted answers.
@MainActor
struct CommandHarness {
  let output = BufferOutput()
  let errors = BufferOutput()
  let runner = StubRunner()
  let io: ScriptedLineIO
  let command: ScrimCommand

  init(
    answers: [String] = [], then last: LineInput = .endOfInput, term: String = "xterm-256color",
    stdoutIsTerminal: Bool = false, width: Int = 80
  ) {
    let io = ScriptedLineIO(answers, then: last)
    self.io = io
    command = ScrimCommand(
      environment: CommandEnvironment(
        terminal: TerminalEnvironment(variables: ["TERM": term], isTerminal: true),
        standardOutputIsTerminal: stdoutIsTerminal, containerWidth: { width }),
      interactiveRunner: runner, output: output, errors: errors,
      makeLineIO: { io })
  }

  func run(_ arguments: String...) async -> Termination {
    await command.run(arguments)
  }
}
