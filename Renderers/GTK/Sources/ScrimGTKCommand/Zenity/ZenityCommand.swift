import CGTK
import ScrimCLI
import ScrimGTK
import ScrimSystem

/// scrim-gtk standing in for zenity: reads zenity's command line, shows the box in a
/// window, prints what zenity prints on stdout and exits as it exits (0 OK, 1 Cancel or
/// closed, an extra button's label with 1, 5 time-out, 255 usage errors).
///
///     let command = ZenityCommand(output: FileOutput(STDOUT_FILENO))
///     await command.run(["--question", "--text", "Go on?"]).endProcess()
@MainActor
package struct ZenityCommand {
  /// The clock of `--timeout`, transitions and timers; tests pass a manual one.
  package var clock: any Clock<Duration>
  /// Called once the window is on screen, with the app showing the box: tests drive it.
  package var onShow: (@MainActor (GTKApp) -> Void)?
  /// Where results go.
  package var output: any TextOutput
  /// Where errors go.
  package var errors: any TextOutput
  /// Reads the environment: `ZENITY_OK` and the other exit codes.
  package var variable: (String) -> String?
  /// Where a progress box's lines, a list's rows and a text box's text are read.
  package var input: Int32 = STDIN_FILENO

  /// Makes the command on this process's streams and environment.
  package init(
    clock: any Clock<Duration> = ContinuousClock(), output: any TextOutput,
    errors: any TextOutput = FileOutput(STDERR_FILENO),
    variable: @escaping (String) -> String? = { getenv($0).map { String(cString: $0) } },
    onShow: (@MainActor (GTKApp) -> Void)? = nil
  ) {
    self.clock = clock
    self.output = output
    self.errors = errors
    self.variable = variable
    self.onShow = onShow
  }

  /// Whether scrim-gtk was started as zenity: through a link of that name.
  package static func isInvoked(as programName: String) -> Bool {
    ZenityDropIn.isInvoked(as: programName)
  }

  /// Runs the command line `arguments` (without the program's name).
  package func run(_ arguments: [String]) async -> Termination {
    let request: ZenityRequest
    do {
      request = try ZenityCommandLine.request(arguments, output: output, errors: errors)
    } catch {
      return Termination(status: error.status)
    }
    if request.box == .notification { return await notify(request) }
    return await show(request)
  }

  private func show(_ request: ZenityRequest) async -> Termination {
    guard DisplayOpening.open(status: 1, prefix: "zenity: cannot open display: ") else {
      errors.write("zenity: cannot open display: no DISPLAY or WAYLAND_DISPLAY\n")
      return Termination(status: 1)
    }
    DisplayLoss.exitAsZenity()
    let input = self.input
    let errors = self.errors
    let builder = ZenityBuilder(
      readStandardInput: { ZenityBoundedRead.read(input, limit: $0) },
      readFile: { ZenityBoundedRead.file($0, limit: $1) },
      warn: { errors.write("zenity: \($0)\n") })
    let shown = builder.make(request)
    shown.printPartial = { [output] line in output.write(line) }
    let run = ZenityWindowRun(shown: shown, clock: clock, input: input, onShow: onShow)
    let ending: BoxEnding
    do {
      ending = try await run.run()
    } catch {
      errors.write("zenity: \(error.message)\n")
      return Termination(status: 255)
    }
    return shown.finish(ending, output: output, variable: variable)
  }

  private func notify(_ request: ZenityRequest) async -> Termination {
    if request.listen {
      ZenityNotification.listen(to: input, errors: errors)
      return Termination(status: 0)
    }
    guard let text = request.text else { return Termination(status: 1) }
    let parts = ZenityNotification.parts(of: text)
    do {
      _ = try ZenityNotification.send(
        summary: parts.summary, body: parts.body, icon: request.icon ?? "")
    } catch {
      errors.write("zenity: Error showing notification: \(error.message)\n")
      return Termination(status: 1)
    }
    if let seconds = request.timeout, seconds > 0 {
      try? await clock.sleep(for: .seconds(seconds))
      return Termination(status: 5)
    }
    return Termination(status: 0)
  }
}
