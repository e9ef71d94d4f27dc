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
    do {
      request = try ZenityCommandLine.request(arguments, output: output, errors: errors)
    } catch {
      return Termination(status: error.status)
    }
    if let refusal = output.refusal, request.printsValue {
      // Asked before the box shows: a user is not asked for an answer that would be lost.
      return fail(
        CommandFailure(message: "cannot write the result: \(refusal)", exitStatus: 255))
    }
    let asksForLines = LinePromptRequest.isAsked(by: variable)
    var lineMode = asksForLines || environment.prefersLineMode
    if request.box == .notification { return await notify(request, lineMode: lineMode) }
    if let handOff, !asksForLines {
      do {
        switch try handOff.choice() {
        case .terminal: break
        case .line: lineMode = true
        case .window(let path): return fail(handOff.exec(path))
        }
      } catch {
        return fail(error)
      }
    }
    let input = self.input
    let errors = self.errors
    // The input is read once the box is sure to show here: a window reads it itself.
    let shown = ZenityBuilder(
      readStandardInput: { ZenityBoundedRead.read(input, limit: $0) },
      readFile: { ZenityBoundedRead.file($0, limit: $1) },
      warn: { errors.write("zenity: \($0)\n") }
    ).make(request)
    let ending: ZenityEnding
    if lineMode {
      var runner = ZenityLineRunner(io: makeLineIO())
      runner.input = input
      runner.timeLimit = request.timeout.flatMap { $0 > 0 ? .seconds($0) : nil }
      ending = runner.run(shown)
    } else {
      do {
        ending = try await ZenitySession(shown: shown, renderer: openTerminal(), input: input)
          .run()
      } catch {
        return fail(error)
      }
    }
    return shown.finish(ending, output: output, variable: variable)
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

  /// Shows `--notification`, which belongs to the desktop.
  ///
  /// With a display (and scrim-gtk), it is the desktop notification scrim-gtk sends,
  /// whether or not there is a terminal; without one, its text as lines on stderr, since a
  /// terminal has no place that outlasts the command (`--listen` needs the desktop).
  /// Nothing goes to stdout, as with zenity.
  private func notify(_ request: ZenityRequest, lineMode: Bool) async -> Termination {
    if let handOff, let path = Self.desktop(of: handOff, lineMode: lineMode) {
      return fail(handOff.exec(path))
    }
    if request.listen {
      return fail(
        CommandFailure(
          message: "--notification --listen needs a desktop: no DISPLAY or WAYLAND_DISPLAY",
          exitStatus: 1))
    }
    guard let text = request.text else { return Termination(status: 1) }
    let shown = ZenityText.compressed(text)
    errors.write(ResultText.shownLines("zenity: notification: " + shown, onTerminal: true) + "\n")
    if let seconds = request.timeout, seconds > 0 {
      try? await clock.sleep(for: .seconds(seconds))
      return Termination(status: 5)
    }
    return Termination(status: 0)
  }

  /// The scrim-gtk that shows a notification on the desktop, unless `SCRIM_RENDERER` or
  /// line prompts keep it here.
  private static func desktop(of handOff: WindowHandOff, lineMode: Bool) -> String? {
    let forced = handOff.variable("SCRIM_RENDERER") ?? ""
    let hasDisplay = ["WAYLAND_DISPLAY", "DISPLAY"].contains {
      !(handOff.variable($0) ?? "").isEmpty
    }
    guard forced == "gtk" || forced.isEmpty && !lineMode && hasDisplay else { return nil }
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
