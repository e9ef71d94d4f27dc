import ScrimCore
import ScrimSystem
import ScrimTerminal

/// scrim standing in for zenity, as `scrim zenity ARGS` or through a link named zenity.
///
/// It reads zenity's command line, draws the box on the terminal or asks it as line
/// prompts, and prints and exits as zenity does (0 OK, 1 Cancel or Esc, an extra button's
/// label with 1, 5 time-out, 255 usage errors). With no terminal but a display, the same
/// command line runs in scrim-gtk's window (`scrim-gtk zenity ARGS`), as whiptail's and
/// dialog's do.
///
///     let command = ZenityDropIn(environment: .current(), output: FileOutput(STDOUT_FILENO))
///     await command.run(["--question", "--text", "Go on?"]).endProcess()
@MainActor
package struct ZenityDropIn {
  /// TERM and the rest, for drawing; TERM=dumb chooses line prompts.
  package var environment: CommandEnvironment
  /// Reads the process's environment: `SCRIM_ACCESSIBLE`, `ZENITY_OK` and the other codes.
  package var variable: (String) -> String?
  /// Opens the terminal the box is drawn on.
  package var openDevice: @MainActor () throws(TerminalError) -> any TerminalDevice
  /// Makes line mode's prompts and answers for a run.
  package var makeLineIO: @MainActor () -> any LineIO
  /// Hands the command line to `scrim-gtk` when there is no terminal but a display, and
  /// reads `SCRIM_RENDERER`; nil always draws here.
  package var handOff: WindowHandOff?
  /// The clock of transitions and `--timeout` on the terminal; tests pass a manual one.
  package var clock: any Clock<Duration> = ContinuousClock()
  /// Where results go: stdout.
  package var output: any TextOutput
  /// Where errors and warnings go: stderr.
  package var errors: any TextOutput
  /// Where a progress box's lines, a list's rows and a text box's text are read.
  package var input: Int32 = STDIN_FILENO

  /// Makes the command on this process's terminal, streams and environment.
  package init(
    environment: CommandEnvironment, output: any TextOutput,
    errors: any TextOutput = FileOutput(STDERR_FILENO),
    variable: @escaping (String) -> String? = { getenv($0).map { String(cString: $0) } },
    openDevice: @escaping @MainActor () throws(TerminalError) -> any TerminalDevice = {
      try TTY()
    },
    makeLineIO: @escaping @MainActor () -> any LineIO = CompatCommand.terminalLineIO
  ) {
    self.environment = environment
    self.output = output
    self.errors = errors
    self.variable = variable
    self.openDevice = openDevice
    self.makeLineIO = makeLineIO
  }

  /// Whether scrim was started as zenity: through a link of that name.
  nonisolated package static func isInvoked(as programName: String) -> Bool {
    programName.split(separator: "/").last == "zenity"
  }

  /// Runs the command line `arguments` (without the program's name).
  package func run(_ arguments: [String]) async -> Termination {
    let request: ZenityRequest
    switch read(arguments) {
    case .success(let read): request = read
    case .failure(let stop): return stop.termination
    }
    let asksForLines = LinePromptRequest.isAsked(by: variable)
    var lineMode = asksForLines || environment.prefersLineMode
    if request.box == .notification {
      if let handOff, let path = Self.desktop(of: handOff, asksForLines: asksForLines) {
        return fail(handOff.exec(path))
      }
      let termination = notifyHere(request)
      if termination.status == 5, let seconds = request.timeout {
        // zenity's notification ends at its time-out.
        try? await clock.sleep(for: .seconds(seconds))
      }
      return termination
    }
    var answers: AnswerBook?
    if let handOff {
      do {
        switch try handOff.choice(asksForLines: asksForLines) {
        case .terminal: break
        case .line: lineMode = true
        case .window(let path): return fail(handOff.exec(path))
        case .answers(let path):
          answers = try AnswerBook.read(path)
          lineMode = false
        }
      } catch {
        return fail(error)
      }
    }
    // The input is read once the box is sure to show here: a window reads it itself.
    let shown = build(request)
    shown.printPartial = { [output] line in output.write(line) }
    if lineMode { return shown.finish(ask(shown), output: output, variable: variable) }
    let ending: BoxEnding
    do {
      let renderer: any SessionRenderer
      if let answers {
        renderer = AnsweringRenderer(book: answers)
      } else {
        renderer = try openTerminal()
      }
      // Held by name for the whole run: the progress box's callbacks reach it weakly.
      let session = ZenitySession(shown: shown, renderer: renderer, input: input)
      ending = try await session.run()
    } catch {
      return fail(error)
    }
    return shown.finish(ending, output: output, variable: variable)
  }

  /// The same run as line prompts on `makeLineIO`'s IO, never handed off, and a
  /// notification's time-out not waited for: for the fuzzer, which must not wait.
  package func runInLineMode(_ arguments: [String]) -> Termination {
    switch read(arguments) {
    case .success(let request) where request.box == .notification:
      return notifyHere(request)
    case .success(let request):
      let shown = build(request)
      return shown.finish(ask(shown), output: output, variable: variable)
    case .failure(let stop):
      return stop.termination
    }
  }

  /// The request, or how the command ends without a box (its answer or error written).
  private func read(_ arguments: [String]) -> Result<ZenityRequest, CompatStop> {
    let request: ZenityRequest
    do {
      request = try ZenityCommandLine.request(arguments, output: output, errors: errors)
    } catch {
      return .failure(CompatStop(termination: Termination(status: error.status)))
    }
    if let refusal = output.refusal, request.printsValue {
      // Asked before the box shows: a user is not asked for an answer that would be lost.
      let failure = CommandFailure(
        message: "cannot write the result: \(refusal)", exitStatus: 255)
      return .failure(CompatStop(termination: fail(failure)))
    }
    return .success(request)
  }

  /// The box, its input read from `input` and its files; warnings go to `errors`.
  private func build(_ request: ZenityRequest) -> ShownBox<ZenityRequest> {
    let input = self.input
    let errors = self.errors
    return ZenityBuilder(
      readStandardInput: { ZenityBoundedRead.read(input, limit: $0) },
      readFile: { ZenityBoundedRead.file($0, limit: $1) },
      // A file's name is the user's: made visible before it reaches a terminal.
      warn: { errors.write("zenity: \(UserText.visible($0))\n") }
    ).make(request)
  }

  /// The box asked as line prompts, until it ends.
  private func ask(_ shown: ShownBox<ZenityRequest>) -> BoxEnding {
    var runner = ZenityLineRunner(io: makeLineIO())
    runner.input = input
    runner.timeLimit = shown.request.timeout.flatMap { $0 > 0 ? .seconds($0) : nil }
    return runner.run(shown)
  }

  /// The terminal the box is drawn on, on the alternate screen.
  private func openTerminal() throws(CommandFailure) -> any SessionRenderer {
    let device: any TerminalDevice
    do {
      device = try openDevice()
    } catch {
      throw CommandFailure(
        message: "\(error.description); set SCRIM_ACCESSIBLE=1 for line prompts instead",
        exitStatus: 1)
    }
    let app = TerminalApp.make(
      device: device, host: BlankHost(), clock: clock, environment: environment.terminal,
      modes: TerminalModes(mouseMotion: false), scheme: .light, reducesMotion: true)
    return TerminalRenderer(app: app, device: device)
  }

  /// Shows `--notification` here, where no desktop takes it.
  ///
  /// Its text goes to stderr as lines, since a terminal has no place that outlasts the
  /// command (`--listen` needs the desktop). Nothing goes to stdout, as with zenity.
  ///
  /// - Returns: zenity's status: 0, or 5 with `--timeout` (the caller waits for it).
  private func notifyHere(_ request: ZenityRequest) -> Termination {
    if request.listen {
      return fail(
        CommandFailure(
          message: "--notification --listen needs a desktop: no DISPLAY or WAYLAND_DISPLAY",
          exitStatus: 1))
    }
    guard let text = request.text else { return Termination(status: 1) }
    let shown = ZenityText.compressed(text)
    errors.write(
      ResultText.shownLines("zenity: notification: " + shown, onTerminal: true) + "\n")
    let waits = request.timeout.map { $0 > 0 } ?? false
    return Termination(status: waits ? 5 : 0)
  }

  /// The scrim-gtk that shows `--notification` on the desktop, which it belongs to,
  /// terminal or not, unless `SCRIM_RENDERER` or a request for line prompts keeps it here.
  private static func desktop(of handOff: WindowHandOff, asksForLines: Bool) -> String? {
    let forced = handOff.variable("SCRIM_RENDERER") ?? ""
    let hasDisplay = ["WAYLAND_DISPLAY", "DISPLAY"].contains {
      !(handOff.variable($0) ?? "").isEmpty
    }
    guard forced == "gtk" || forced.isEmpty && !asksForLines && hasDisplay else { return nil }
    return handOff.windowProgram()
  }

  /// Says why nothing could be shown, as zenity says it cannot open its display.
  private func fail(_ failure: CommandFailure) -> Termination {
    errors.write("zenity: \(UserText.visible(failure.message))\n")
    return Termination(status: failure.exitStatus)
  }
}

extension ZenityRequest {
  /// Whether the box can print something on stdout: a value, or an extra button's label.
  fileprivate var printsValue: Bool {
    [.entry, .password, .list, .forms].contains(box) || box == .textInfo && editable
      || !extraButtons.isEmpty
  }
}
