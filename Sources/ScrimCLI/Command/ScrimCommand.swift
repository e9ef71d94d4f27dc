import ScrimCore
import ScrimSystem

/// The whole `scrim` command: parses the arguments, builds the model, checks or shows it,
/// and prints the outcome; `main` only ends the process the way it says.
///
///     let command = ScrimCommand(environment: .current(), interactiveRunner: runner)
///     await command.run(Array(CommandLine.arguments.dropFirst())).endProcess()
@MainActor
package struct ScrimCommand {
  /// The surroundings: TERM, whether stdout is a terminal, the width for `--check`.
  package var environment: CommandEnvironment
  /// Shows everything outside accessible mode.
  package var interactiveRunner: any InteractiveRunner
  /// Where the result goes.
  ///
  /// Defaults to stdout.
  package var output: any TextOutput
  /// Where errors, help for mistakes and diagnostics of failures go.
  ///
  /// Defaults to stderr.
  package var errors: any TextOutput
  /// Makes accessible mode's line IO for a run (its `--timeout` runs on the stage's
  /// clock, not the IO's).
  ///
  /// Defaults to stdin and stderr, with SIGINT, SIGHUP and SIGTERM reported as outcomes.
  package var makeLineIO: @MainActor () -> any LineIO
  /// Hands the command line to `scrim-gtk` when there is no terminal but a display, and
  /// reads `SCRIM_RENDERER`; nil (scrim-gtk itself, tests) always draws here.
  package var handOff: WindowHandOff?
  /// The standard streams the caller closed (`StandardStreams.closed`): the drop-ins'
  /// results cannot go there, and are refused before a box is shown.
  ///
  /// Defaults to none.
  package var closedStreams: Set<Int32> = []

  /// Makes the command.
  package init(
    environment: CommandEnvironment, interactiveRunner: any InteractiveRunner,
    output: any TextOutput = FileOutput(STDOUT_FILENO),
    errors: any TextOutput = FileOutput(STDERR_FILENO),
    makeLineIO: @escaping @MainActor () -> any LineIO = {
      StandardLineIO(signals: SignalPipe())
    }
  ) {
    self.environment = environment
    self.interactiveRunner = interactiveRunner
    self.output = output
    self.errors = errors
    self.makeLineIO = makeLineIO
  }

  /// Runs the command for `arguments` (without the program name).
  ///
  /// Whatever was shown, when stdout could not take what was written there (a full
  /// disk, a closed stdout), the error goes to stderr and the status is 74.
  ///
  /// - Parameters:
  ///   - arguments: The arguments. `whiptail ARGS...` is whiptail's command line,
  ///     `zenity ARGS...` zenity's, and `dialog ARGS...` dialog's when ARGS name one of its
  ///     boxes or hold a `--file` (else it is scrim's own `dialog`, which has neither).
  ///   - program: The program scrim was started as through a symlink, whose command line
  ///     `arguments` then are.
  package func run(_ arguments: [String], invokedAs program: CompatProgram? = nil) async
    -> Termination
  {
    if let program {
      return await compat(program).run(arguments)
    }
    if arguments.first == "zenity" {
      return await runZenity(Array(arguments.dropFirst()))
    }
    if arguments.first == AnswersCommand.name {
      let termination = AnswersCommand.run(
        Array(arguments.dropFirst()), output: output, errors: errors)
      return reportingLoss(termination)
    }
    if let first = arguments.first, let program = CompatProgram(rawValue: first),
      program == .whiptail || DialogParser.claims(arguments.dropFirst())
    {
      return await compat(program).run(Array(arguments.dropFirst()))
    }
    let parsed: ParsedCommand
    do {
      parsed = try Invocation.parse(arguments)
    } catch {
      errors.write(error.report)
      return Termination(status: ExitCode.usage)
    }
    switch parsed {
    case .help(let subcommand):
      output.write(HelpText.text(for: subcommand))
      return reportingLoss(Termination(status: ExitCode.success))
    case .version:
      output.write("scrim \(ScrimVersion.current)\n")
      return reportingLoss(Termination(status: ExitCode.success))
    case .completionScript(let shell):
      output.write(CompletionScript.text(for: shell))
      return reportingLoss(Termination(status: ExitCode.success))
    case .manPage:
      output.write(ManPage.text)
      return reportingLoss(Termination(status: ExitCode.success))
    case .run(let invocation):
      return await run(invocation)
    }
  }

  /// Runs zenity's command line `arguments` (`scrim zenity ARGS`, or scrim started through
  /// a link named zenity) on this command's stdout and stderr.
  package func runZenity(_ arguments: [String]) async -> Termination {
    var command = ZenityDropIn(
      environment: environment,
      output: closedStreams.contains(STDOUT_FILENO)
        ? FileOutput(unwritable: "stdout is closed") : output,
      errors: errors, makeLineIO: { CompatCommand.terminalLineIO() })
    command.handOff = handOff
    return reportingLoss(await command.run(arguments))
  }

  /// The drop-in for `program`, writing to this command's stdout and stderr.
  private func compat(_ program: CompatProgram) -> CompatCommand {
    let output = output
    let errors = errors
    let closed = closedStreams
    var command = CompatCommand(
      program: program, environment: environment,
      makeOutput: { descriptor in
        switch descriptor {
        case STDOUT_FILENO:
          return closed.contains(STDOUT_FILENO)
            ? FileOutput(unwritable: "stdout is closed") : output
        case STDERR_FILENO:
          // Messages go on to the terminal then (`StandardStreams`); a result would not.
          return closed.contains(STDERR_FILENO)
            ? FileOutput(unwritable: "stderr is closed") : errors
        default: return FileOutput.named(descriptor)
        }
      }, errors: errors)
    command.openWindow = interactiveRunner.boxWindow
    command.handOff = handOff
    return command
  }

  /// Checks or shows a parsed invocation and prints its outcome.
  ///
  /// When stdout could not take the outcome, the error goes to stderr and the status is
  /// 74, so that a script never takes a lost answer for an empty one.
  package func run(_ invocation: Invocation) async -> Termination {
    reportingLoss(await perform(invocation))
  }

  /// Turns a failed write to stdout into exit 74, with the reason on stderr.
  ///
  /// A run ended by a signal still dies of it.
  private func reportingLoss(_ termination: Termination) -> Termination {
    guard let failure = output.failure else { return termination }
    errors.write("scrim: cannot write to stdout: \(failure)\n")
    guard termination.signal == nil else { return termination }
    return Termination(status: ExitCode.ioError)
  }

  private func perform(_ invocation: Invocation) async -> Termination {
    let model = CommandModel(invocation)
    if invocation.options.checksGuidelines { return check(model) }
    if let problem = model.blockingProblem {
      errors.write(UsageError(UserText.visible(problem), subcommand: invocation.subcommand).report)
      return Termination(status: ExitCode.usage)
    }
    // Asked for by name (a flag, the environment), line prompts stay, display or not.
    let isAsked = invocation.options.isAccessible || environment.asksForLinePrompts
    var asksForLines = isAsked || environment.prefersLineMode
    var answers = invocation.options.answers
    if answers == nil, let handOff {
      do {
        switch try handOff.choice(asksForLines: isAsked) {
        case .terminal: break
        case .line: asksForLines = true
        case .window(let path):
          let failure = handOff.exec(path)
          errors.write("scrim: \(failure.message)\n")
          return Termination(status: failure.exitStatus)
        case .answers(let path): answers = path
        }
      } catch {
        errors.write("scrim: \(error.message)\n")
        return Termination(status: error.exitStatus)
      }
    }
    let outcome: CommandOutcome
    if let answers {
      do {
        outcome = try await answer(model, from: answers)
      } catch {
        errors.write("scrim: \(UserText.visible(error.message))\n")
        return Termination(status: error.exitStatus)
      }
    } else if asksForLines {
      guard invocation.subcommand != .catalog else {
        errors.write(
          "scrim: the catalog needs a terminal that can draw; TERM is dumb or unset\n")
        return Termination(status: ExitCode.unavailable)
      }
      outcome = AccessibleRunner(io: makeLineIO()).run(model)
    } else {
      do {
        outcome = try await interactiveRunner.run(model, environment: environment)
      } catch {
        errors.write("scrim: \(error.message)\n")
        return Termination(status: error.exitStatus)
      }
    }
    return finish(outcome, invocation)
  }

  /// Runs `model` answered from the answers file at `path`, showing nothing.
  private func answer(_ model: CommandModel, from path: String) async throws(CommandFailure)
    -> CommandOutcome
  {
    if case .catalog = model.content {
      throw CommandFailure(
        message: "the catalog asks nothing an answers file can answer; run it on a terminal",
        exitStatus: ExitCode.unanswered)
    }
    let renderer = AnsweringRenderer(book: try AnswerBook.read(path))
    return try await CommandSession.run(model, on: renderer)
  }

  private func finish(_ outcome: CommandOutcome, _ invocation: Invocation) -> Termination {
    let text = outcome.standardOutput(
      json: invocation.options.printsJSON, sanitized: environment.standardOutputIsTerminal)
    // Labels and values go out as the bytes given, even those that were not UTF-8.
    output.write(bytes: ArgumentText.bytes(of: text))
    // Whatever was shown, a run interrupted by a signal dies of it, so a script's shell
    // stops as it would for any other program (bash stops only for a child killed by
    // SIGINT); messages exit 0 for every ending of their own.
    if case .interrupted(let signal) = outcome.reason {
      return Termination(status: outcome.exitStatus, signal: signal)
    }
    return Termination(status: outcome.exitStatus)
  }

  /// Prints one diagnostic a line and exits 0, or 65 when any is an error.
  private func check(_ model: CommandModel) -> Termination {
    let size = Size(width: environment.containerWidth(), height: 24)
    // The anchor a run would give the sheet, so --check judges what would be shown.
    model.anchorSheet(in: size)
    let diagnostics = model.diagnostics(in: size)
    if model.invocation.options.printsJSON {
      output.write(Self.json(diagnostics))
    } else {
      for diagnostic in diagnostics {
        output.write(UserText.visible(diagnostic.description) + "\n")
      }
    }
    let failed = diagnostics.contains { $0.severity == .error }
    return Termination(status: failed ? ExitCode.checkFailed : ExitCode.success)
  }

  private static func json(_ diagnostics: [Diagnostic]) -> String {
    let items = diagnostics.map { diagnostic in
      JSONWriter.object([
        ("rule", JSONWriter.string(diagnostic.rule)),
        ("severity", JSONWriter.string(diagnostic.severity == .error ? "error" : "warning")),
        ("message", JSONWriter.string(diagnostic.message)),
        ("fix", JSONWriter.string(diagnostic.fixIt)),
      ])
    }
    return JSONWriter.object([("diagnostics", JSONWriter.array(items))]) + "\n"
  }
}
